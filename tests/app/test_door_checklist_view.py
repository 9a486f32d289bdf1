"""App: the "Before the doors open" checklist as the window reads it
(``views.door_checklist``): levels, players in play, those waiting for a seat, the
seat cards still to print, and the draw the checklist's button would make."""

from __future__ import annotations

from tests.app.test_seat_rules_commands import open_floor
from tests.support import FakeClock

from floortool.app.commands.clock import StartClock
from floortool.app.commands.printing import RecordSeatCardsPrinted
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.seating import MoveEntry
from floortool.app.views.door_checklist import door_checklist
from floortool.domain.seating.seats import seating_of


def test_a_moved_player_needs_a_new_card_and_a_bust_needs_none(
    db_url: str, clock: FakeClock
) -> None:
    """ "A card is printed for an entry *at a seat* ... When a player moves, the card
    they hold names the old seat, so the card for the new seat counts as not printed
    yet." Three players seated and their cards printed: nothing to print; one moves to
    an empty seat: one card to print."""
    floor, event_id = open_floor(db_url, clock, tables=1, seats=9)
    floor.execute(RegisterEntry(event_id, newcomers(("Ann Lee", "Bo Chen", "Cy Dunn"))))
    where = dict(seating_of(floor.state, event_id).where)
    cards = tuple((entry, table, seat) for entry, (table, seat) in where.items())
    floor.execute(RecordSeatCardsPrinted(event_id, cards, names=()))
    before = door_checklist(floor.state, event_id, clock())
    assert (before.levels, before.players, before.waiting, before.cards_to_print) == (3, 3, 0, 0)
    assert before.structure_set and before.registered and before.seats_drawn
    assert before.cards_printed and not before.started

    entry = min(where)
    empty = next(seat for seat in range(1, 10) if (1, seat) not in where.values())
    floor.execute(MoveEntry(event_id, entry, 1, empty))
    moved = door_checklist(floor.state, event_id, clock())
    assert moved.cards_to_print == 1 and not moved.cards_printed

    floor.execute(StartClock(event_id))
    assert door_checklist(floor.state, event_id, clock()).started
    floor.close()


def test_nobody_registered_nothing_is_drawn_or_printed(db_url: str, clock: FakeClock) -> None:
    """With nobody registered the seats are not drawn (there is nobody to seat) and no
    card is printed, though none is missing."""
    floor, event_id = open_floor(db_url, clock)
    empty = door_checklist(floor.state, event_id, clock())
    assert (empty.players, empty.waiting, empty.cards_to_print) == (0, 0, 0)
    assert not empty.seats_drawn and not empty.cards_printed
    assert not empty.draw.possible
    floor.close()
