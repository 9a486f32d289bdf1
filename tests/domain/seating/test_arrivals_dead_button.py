"""Domain: a newcomer seated between the button and the small blind, by the dead button.

TDA 2024 Rules 8-A and 10-A: new players "are dealt in except between the
small blind and button"; Robert's §4 Blinds 7: "A new player cannot be dealt
in between the big blind and the button. ... You must wait until the button
passes." With the dead button (TDA 2024 Rule 32) the seats between the next
hand's button and small blind are the empty seats between the last hand's
small and big blinds.
"""

from __future__ import annotations

import random

from tests.domain.pure_floor import PureFloor

from floortool.domain.kernel.journal import DomainEvent
from floortool.domain.seating.arrivals import plan_entry_seat
from floortool.domain.seating.engine.late import first_hand
from floortool.domain.seating.events import ButtonSet
from floortool.domain.seating.hand_for_hand import decide_hand_finished
from floortool.domain.seating.seats import seating_of


def _name_at(floor: PureFloor, table: int, seat: int) -> str:
    entry_id = seating_of(floor.state, 1).tables[table].occupied[seat]
    return floor.state.players[floor.state.entries[1][entry_id].player_id].name


def _floor(empty: dict[int, int], buttons: dict[int, int]) -> PureFloor:
    """Tables of 9, full but for the seat ``empty`` gives each; the buttons entered."""
    floor = PureFloor()
    floor.event(tables=len(empty), seats=9)
    for n in range(9 * len(empty)):
        floor.enter(f"P{n}")
    for table, seat in empty.items():
        floor.bust(_name_at(floor, table, seat))
    floor.apply([ButtonSet(event_id=1, table=t, seat=s) for t, s in buttons.items()])
    return floor


def _report(floor: PureFloor, table: int) -> None:
    events: list[DomainEvent] = decide_hand_finished(floor.state, 1, table, floor.now)
    floor.apply(events)


def _hand(floor: PureFloor, table: int) -> tuple[int, int, int]:
    hand = seating_of(floor.state, 1).tables[table].next_hand()
    assert hand is not None
    return hand.button, hand.small_blind, hand.big_blind


def test_a_newcomer_in_the_gap_is_dealt_in_once_the_button_passes() -> None:
    """Button 3, small blind 4, big blind 6 (seat 5 empty); next hand button 4, small
    blind 6, big blind 7, so seat 5 lies between the button and the small blind. A
    newcomer there sits out that hand — nobody else's blinds change: no button on the
    newcomer, the blinds move on — is dealt in the hand after, and posts the big blind
    when it comes round to seat 5, never skipped."""
    floor = _floor({1: 5}, {1: 3})
    assert _hand(floor, 1) == (3, 4, 6)
    _report(floor, 1)
    assert _hand(floor, 1) == (4, 6, 7)
    drawn = plan_entry_seat(floor.state, 1, 999, random.Random(1))
    assert drawn is not None and (drawn.seat, drawn.waits_for_big_blind) == (5, True)
    late = floor.enter("Late")
    table = seating_of(floor.state, 1).tables[1]
    assert table.occupied[5] == late.id
    assert _hand(floor, 1) == (4, 6, 7)
    hand = table.next_hand()
    assert hand is not None and hand.waiting == {5}
    assert str(first_hand(table, 5)).startswith("not dealt in next hand: dealt in once the button")
    _report(floor, 1)
    table = seating_of(floor.state, 1).tables[1]
    assert _hand(floor, 1) == (6, 7, 8)
    assert str(first_hand(table, 5)) == "dealt in next hand"
    bigs = []
    for _ in range(7):
        _report(floor, 1)
        bigs.append(_hand(floor, 1)[2])
    assert bigs == [9, 1, 2, 3, 4, 5, 6]


def test_a_later_entrant_takes_a_normal_seat_at_another_table_of_the_same_size() -> None:
    """Both tables have 8 players; table 1's only empty seat (5) lies between its button
    and small blind, table 2's (9) does not: "dealt in except between the small blind
    and button" — the entrant goes to table 2, whatever the draw."""
    floor = _floor({1: 5, 2: 9}, {1: 3, 2: 1})
    _report(floor, 1)
    _report(floor, 2)
    assert _hand(floor, 1) == (4, 6, 7) and _hand(floor, 2) == (2, 3, 4)
    for seed in range(30):
        drawn = plan_entry_seat(floor.state, 1, 999, random.Random(seed))
        assert drawn is not None
        assert (drawn.table, drawn.seat, drawn.waits_for_big_blind) == (2, 9, False)


def test_a_newcomer_in_the_seat_due_for_the_big_blind_posts_it_at_once() -> None:
    """TDA 2024 Rule 10-A: new players "can get any seat including the small or big blind
    or the button": button 3, small blind 4, big blind 5 played; seat 6, due for the
    big blind next, is empty: a newcomer there posts the big blind next hand."""
    floor = _floor({1: 6}, {1: 3})
    assert _hand(floor, 1) == (3, 4, 5)
    _report(floor, 1)
    assert _hand(floor, 1) == (4, 5, 7)
    floor.enter("Late")
    assert _hand(floor, 1) == (4, 5, 6)
    assert (
        str(first_hand(seating_of(floor.state, 1).tables[1], 6))
        == "dealt in next hand in the big blind"
    )
