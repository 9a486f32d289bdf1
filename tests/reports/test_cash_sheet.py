"""Reports: the cash report read back from the PDF — money in by kind with the
overlay, money out by payee, totals with a difference of 0.00, and a line to
sign for everyone who takes money away, then the director and the cashier —
and the payout receipts: one per player paid, with the tax note from the
venue's threshold on."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from tests.reports.pdf_text import pages_text
from tests.support import FakeClock, entries_of, entry_of

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.prize import SetPrizeSettings
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.documents.catalogue import PrintRequest, prepare_on
from floortool.app.floor import Floor
from floortool.app.views.payouts import prize_settings
from floortool.domain.kernel.errors import FloorError
from floortool.domain.tournament.event import settings_for


def friday(floor: Floor) -> int:
    """50.00 + 10.00 with a 20.00 bounty, 500.00 guaranteed, three players."""
    event_id = floor.execute(
        CreateEvent(
            settings_for(name="Friday", buy_in=5_000, fee=1_000, bounty=2_000, tables=1),
            guarantee_cents=50_000,
        )
    ).group
    floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Bob & Co", "Cy"))))
    return event_id


def play_out(floor: Floor, event_id: int) -> None:
    by = entry_of(floor, event_id, "Ann")
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy"), by=by))
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Bob & Co"), by=by))


def printed_text(floor: Floor, event_id: int, document: str) -> str:
    job = prepare_on(floor, event_id, PrintRequest(document))
    return "\n".join(pages_text(job.render(None).data))


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Iterator[Floor]:
    opened = Floor.open(db_url, operator="td", clock=clock)
    yield opened
    opened.close()


def test_the_cash_sheet_balances_and_has_a_line_to_sign_per_payee(floor: Floor) -> None:
    event_id = friday(floor)
    play_out(floor, event_id)
    text = printed_text(floor, event_id, "cash")
    # 3 x 30.00 collected against 500.00 guaranteed: the house adds 410.00.
    assert "Guarantee 500.00: the house adds an overlay of 410.00." in text
    assert "Totals: the sheet balances" in text
    assert "Difference (in - out)\n0.00" in text
    signatures = text[text.index("Signatures") :]
    # Ann: the 500.00 prize, Cy's and Bob's bounties and her own (60.00); the fees
    # (3 x 10.00) all go to the house.
    for line in ("Ann\n560.00", "House\n30.00", "Director", "Cashier"):
        assert line in signatures
    assert "Bob & Co" not in signatures  # paid nothing: nothing to sign


def test_a_receipt_per_player_paid_with_the_tax_note_from_the_threshold(floor: Floor) -> None:
    event_id = friday(floor)
    with pytest.raises(FloorError, match="Nobody has been paid yet"):
        printed_text(floor, event_id, "receipts")
    settings = prize_settings(floor.state, event_id)
    floor.execute(SetPrizeSettings(event_id, dataclasses.replace(settings, tax_note_cents=50_000)))
    play_out(floor, event_id)
    text = printed_text(floor, event_id, "receipts")
    assert "Receipt: 1st, Ann" in text
    for line in ("Prize\n500.00", "Bounties won\n60.00", "Total received\n560.00", "Signature"):
        assert line in text
    assert "reaches the venue's reporting threshold (500.00)" in text
    assert "Bob & Co" not in text and "Cy" not in text  # paid nothing
