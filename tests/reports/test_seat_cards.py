"""Reports: seat cards for the demo event, read back from the PDF — every seated
player's name, table and seat, the tricky names exactly as typed, ten cards
to a sheet (one per thermal ticket), the late-registration deduction, the
re-entry; "only the new cards" and "the last batch again" across a restart,
and undo forgetting a batch."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from tests.reports.pdf_text import TRICKY, demo_floor, font_names, pages_text, seated
from tests.support import FakeClock

from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.documents.catalogue import PrintJob, PrintRequest, prepare_on
from floortool.app.floor import Floor
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.reports.card_layouts import LAYOUTS
from floortool.reports.page_frame import DocumentHead
from floortool.reports.seat_cards import SeatCard, render_seat_cards


@pytest.fixture
def demo(db_url: str, clock: FakeClock) -> Iterator[tuple[Floor, int]]:
    floor, event_id = demo_floor(db_url, clock)
    yield floor, event_id
    floor.close()


def cards_pdf(floor: Floor, event_id: int, **options: Any) -> tuple[list[str], int, PrintJob]:
    job = prepare_on(floor, event_id, PrintRequest("seat-cards", **options))
    pdf = job.render(None)
    return pages_text(pdf.data), pdf.pages, job


def card_texts(pages: list[str]) -> list[str]:
    """Each card's text: a card starts with the event's name."""
    whole = "\n".join(pages)
    return [c for c in re.split(r"(?=Demo Tournament\n)", whole) if "TABLE" in c]


def card_names(pages: list[str]) -> set[str]:
    """The players named on the cards (the line after the SEAT label)."""
    return set(re.findall(r"\nSEAT\n(.+)\n", "\n".join(pages)))


def test_every_seated_player_has_a_card(demo: tuple[Floor, int]) -> None:
    floor, event_id = demo
    pages, count, _ = cards_pdf(floor, event_id)
    players = seated(floor, event_id)
    assert len(players) == 23
    assert count == 3  # ten cards to a sheet
    cards = card_texts(pages)
    assert len(cards) == 23
    for name, table, seat in players:
        (card,) = [c for c in cards if f"\n{name}\n" in c]
        assert re.search(rf"\n{table}\n{seat}\n", card), card
        assert "Stack 20,000" in card and "Entry 1" in card
    for name in TRICKY:  # literally, markup and all
        assert sum(name in c for c in cards) == 1
    assert all(f"Page {n} of 3" in pages[n - 1] for n in (1, 2, 3))


def test_layouts(demo: tuple[Floor, int]) -> None:
    floor, event_id = demo
    assert cards_pdf(floor, event_id, layout="ticket-80mm")[1] == 23
    assert cards_pdf(floor, event_id, layout="letter-10up")[1] == 3
    assert cards_pdf(floor, event_id, table=2)[1] == 1
    with pytest.raises(FloorError, match="no layout 'a5'"):
        cards_pdf(floor, event_id, layout="a5")


def test_fonts_are_embedded(demo: tuple[Floor, int]) -> None:
    floor, event_id = demo
    job = prepare_on(floor, event_id, PrintRequest("seat-cards"))
    fonts = dict(font_names(job.render(None).data))
    assert fonts and all(embedded for embedded in fonts.values())
    assert all("DejaVuSans" in name for name in fonts)


def test_new_only_and_reprint_survive_a_restart(
    demo: tuple[Floor, int], db_url: str, clock: FakeClock
) -> None:
    floor, event_id = demo
    with pytest.raises(FloorError, match="No seat cards have been printed") as refused:
        cards_pdf(floor, event_id, reprint=True)
    assert refused.value.code == "nothing_to_print"
    _, _, job = cards_pdf(floor, event_id, table=1)
    assert job.record is not None
    done = floor.execute(job.record)
    assert done.label.startswith("Print ") and done.label.endswith(" seat cards")
    floor.execute(RegisterEntry(event_id, newcomers(("Late Larry",))))
    floor.close()

    again = Floor.open(db_url, operator="td", clock=clock)  # the desk restarts
    try:
        at_one = {name for name, table, _ in seated(again, event_id) if table == 1}
        pages, _, _ = cards_pdf(again, event_id, new_only=True)
        printed_new = card_names(pages)
        expected = {name for name, _, _ in seated(again, event_id)} - at_one
        assert printed_new == expected and "Late Larry" in printed_new
        pages, _, _ = cards_pdf(again, event_id, reprint=True)
        assert card_names(pages) == at_one
        with pytest.raises(FloorError, match="leave out the table"):
            cards_pdf(again, event_id, reprint=True, table=1)

        again.undo(event_scope(event_id))  # Late Larry's registration
        again.undo(event_scope(event_id))  # the printed batch
        pages, _, _ = cards_pdf(again, event_id, new_only=True)
        assert len(card_texts(pages)) == 23
    finally:
        again.close()


def test_everything_printed_is_refused(demo: tuple[Floor, int]) -> None:
    floor, event_id = demo
    _, _, job = cards_pdf(floor, event_id)
    assert job.record is not None
    floor.execute(job.record)
    with pytest.raises(FloorError, match="Every seat card is printed already"):
        cards_pdf(floor, event_id, new_only=True)
    with pytest.raises(FloorError, match="Nobody is seated at table 9"):
        cards_pdf(floor, event_id, table=9)


def test_deduction_and_reentry_on_the_card() -> None:
    head = DocumentHead("Cup", "Sun 29 Nov 2026", "Seat cards", "Printed now")
    card = SeatCard(
        entry_id=41,
        player="Ann Lee",
        table=12,
        seat=4,
        starting_stack=10_000,
        deduction=225,
        entry_number=2,
        code="floortool:1:41",
    )
    pdf = render_seat_cards(head, [card], LAYOUTS["a4-10up"])
    (text,) = pages_text(pdf.data)
    assert "Stack 9,775" in text
    assert "10,000 less 225 late registration" in text
    assert "Entry 2 (re-entry)" in text
    assert "ID 41" in text and "Page 1 of 1" in text
