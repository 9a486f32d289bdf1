"""The Payouts page of a satellite: its seats instead of the payouts — each seat's
winner once decided, the ticket's code and where it was used, the cash remainder's
place — and the tickets issued and used under the figures; undo takes it back."""

from __future__ import annotations

from tests.support import entries_of
from tests.ui.desk import league_event, send
from tests.ui.fakes import MakeWindow

from floortool.app.commands.clock import StartClock
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.domain.results.satellite import Ticket
from floortool.ui.pages import Page

FIELD = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus")  # 7 x 50.00: 3 seats of 100.00


def _cells(model: object, column: int) -> list[str]:
    return [model.index(row, column).data() for row in range(model.rowCount())]  # type: ignore[attr-defined]


def test_a_satellite_shows_its_seats_their_winners_and_the_tickets_used(
    make_window: MakeWindow, floor: Floor
) -> None:
    satellite = league_event(floor, name="Satellite", buy_in=5_000, satellite_seat=10_000)
    floor.execute(RegisterEntry(satellite, newcomers(FIELD)))
    window = make_window(event_id=satellite)
    window.event_view.show_page(Page.PAYOUTS)
    page = window.event_view.payouts_page

    assert page.summary_label.text() == "Prize pool 350.00  ·  3 seats of 100.00  ·  7 entries"
    assert page.seats_card.isVisibleTo(page) and not page.payouts_card.isVisibleTo(page)
    model = page.seat_model
    assert _cells(model, model.COL_WHAT) == ["Seat 1", "Seat 2", "Seat 3", "4th place"]
    assert _cells(model, model.COL_PLAYER) == ["\u2014"] * 4
    assert "50.00 in cash to the 4th place. No ticket issued yet." in page.note_label.text()

    send(window, StartClock(satellite))
    for name in ("Gus", "Fay", "Eve"):
        send(window, BustPlayers(satellite, entries_of(floor, satellite, name)))
    out = entries_of(floor, satellite, "Dan", "Cat", "Ben")
    send(window, BustPlayers(satellite, out, stacks=(3_000, 9_000, 6_000)))  # Ann alone left
    assert _cells(model, model.COL_PLAYER) == ["Ann", "Ben", "Cat", "Dan"]
    assert _cells(model, model.COL_CODE) == [f"T{satellite}-{n}" for n in (1, 2, 3)] + [""]
    assert "Tickets issued: 3, used: 0." in page.note_label.text()

    target = league_event(floor, name="Main Event", buy_in=9_000, fee=1_000)
    ann = floor.state.entries[satellite][1].player_id
    floor.execute(RegisterEntry(target, (ann,), Ticket(satellite, 1)))
    window.open_event(satellite)
    window.event_view.show_page(Page.PAYOUTS)
    page = window.event_view.payouts_page
    assert _cells(page.seat_model, model.COL_USED) == ["Main Event", "", "", "cash"]
    assert "Tickets issued: 3, used: 1." in page.note_label.text()

    window.undo_action.trigger()  # takes back the last bust of the satellite's own
    assert _cells(page.seat_model, model.COL_PLAYER) == ["\u2014"] * 4
    assert "No ticket issued yet." in page.note_label.text()
