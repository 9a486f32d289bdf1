"""Reports: the cash report read back from the PDF — money in by kind with the
overlay, money out by payee, totals with a difference of 0.00, and a line to
sign for everyone who takes money away, then the director and the cashier."""

from __future__ import annotations

from tests.reports.pdf_text import pages_text
from tests.support import FakeClock, entries_of, entry_of

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.documents.catalogue import PrintRequest, prepare_on
from floortool.app.floor import Floor
from floortool.domain.tournament.event import settings_for


def test_the_cash_sheet_balances_and_has_a_line_to_sign_per_payee(
    db_url: str, clock: FakeClock
) -> None:
    floor = Floor.open(db_url, operator="td", clock=clock)
    try:
        event_id = floor.execute(
            CreateEvent(
                settings_for(name="Friday", buy_in=5_000, fee=1_000, bounty=2_000, tables=1),
                guarantee_cents=50_000,
            )
        ).group
        floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Bob & Co", "Cy"))))
        by = entry_of(floor, event_id, "Ann")
        floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy"), by=by))
        floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Bob & Co"), by=by))
        job = prepare_on(floor, event_id, PrintRequest("cash"))
        text = "\n".join(pages_text(job.render(None).data))
    finally:
        floor.close()
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
