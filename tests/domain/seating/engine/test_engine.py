"""The seating engine: draw, balancing, breaking, worst position, buttons, halting."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from floortool.domain.seating.engine.balance import BalancePolicy, plan_balance, worst_seat
from floortool.domain.seating.engine.breaking import BreakPolicy, plan_break
from floortool.domain.seating.engine.button_draw import draw_for_button
from floortool.domain.seating.engine.draw import apply_draw, plan_draw
from floortool.domain.seating.engine.final import plan_final_table
from floortool.domain.seating.engine.halting import plan_halts
from floortool.domain.seating.engine.late import plan_late_seat
from floortool.domain.seating.engine.model import Room
from floortool.domain.seating.engine.moves import apply_moves
from floortool.domain.seating.engine.next_step import SeatingPolicy, plan_next


def room_with(seats: int, layout: dict[int, list[int]], button: dict[int, int]) -> Room:
    room = Room()
    entry = 0
    for number, occupied in layout.items():
        room.open_table(number, seats)
        for seat in occupied:
            entry += 1
            room.sit(entry, number, seat)
        room.set_button(number, button.get(number))
    return room


def drawn_room(entrants: int, seats: int, tables: int, seed: int) -> Room:
    room = Room()
    rng = random.Random(seed)
    for number in range(1, tables + 1):
        room.open_table(number, seats)
    apply_draw(room, plan_draw(room, range(entrants), rng))
    for table in room.tables.values():
        if table.players:
            room.set_button(table.number, draw_for_button(table.occupied_seats(), rng).seat)
    return room


@given(st.integers(2, 12), st.integers(1, 40), st.integers(0, 10**6), st.data())
def test_the_draw_fills_tables_evenly(
    seats: int, tables: int, seed: int, data: st.DataObject
) -> None:
    entrants = data.draw(st.integers(0, seats * tables))
    room = drawn_room(entrants, seats, tables, seed)
    counts = [t.players for t in room.tables.values()]
    assert max(counts) - min(counts) <= 1
    assert room.players == entrants


@settings(max_examples=60)
@given(st.integers(3, 12), st.integers(2, 30), st.integers(0, 10**6), st.data())
def test_balancing_leaves_no_difference_of_the_tolerance(
    seats: int, tables: int, seed: int, data: st.DataObject
) -> None:
    room = drawn_room(seats * tables, seats, tables, seed)
    for entry in data.draw(st.lists(st.integers(0, seats * tables - 1), unique=True)):
        room.leave(entry)
    if room.players == 0:
        return
    policy = BalancePolicy()
    for _ in range(seats * tables):
        plan = plan_balance(room, policy)
        if plan.empty:
            break
        apply_moves(room, plan)
    counts = [t.players for t in room.tables.values()]
    assert max(counts) - min(counts) <= policy.tolerance


def test_the_giving_table_moves_its_big_blind_next_to_the_worst_position() -> None:
    # Table 1: 9 players, button seat 5 -> SB 6, BB 7. Table 2: 5 players at
    # 1,2,3,5,8, button 2 -> SB 3, BB 5; first empty after SB 3 is seat 4.
    room = room_with(
        9, {1: list(range(1, 10)), 2: [1, 2, 3, 5, 8], 3: list(range(1, 9))}, {1: 5, 2: 2, 3: 1}
    )
    (move,) = plan_balance(room).moves
    assert (move.from_table, move.from_seat, move.to_table, move.to_seat) == (1, 7, 2, 4)
    assert move.rule == "TDA 2024 Rule 11-A" and "big blind next" in str(move.reason)
    assert not move.waits_for_big_blind


def test_the_worst_position_is_never_the_small_blind() -> None:
    # Empty seats only between the button (1) and the small blind (4): waits for the BB.
    room = room_with(6, {1: [1, 4, 5, 6]}, {1: 1})
    assert worst_seat(room.tables[1]) == (2, True)
    # Heads-up: the button (2) posts the small blind; seat 5 after the BB (4) is worst.
    room = room_with(6, {1: [2, 4]}, {1: 2})
    assert worst_seat(room.tables[1]) == (5, False)


def test_an_unknown_button_is_asked_for() -> None:
    room = room_with(9, {1: list(range(1, 10)), 2: [1, 2, 3, 4, 5, 6, 7]}, {2: 1})
    plan = plan_balance(room)
    assert plan.needs_button == (1,) and not plan.moves


def test_heads_up_the_button_posts_the_small_blind_and_advances() -> None:
    room = room_with(9, {1: [3, 7]}, {1: 3})
    assert room.tables[1].blinds() == (3, 7)
    room.hand_finished(1, 3, 7)
    assert room.tables[1].blinds() == (7, 3)


@given(st.integers(0, 10**6))
def test_breaking_goes_highest_number_first_to_the_fewest(seed: int) -> None:
    room = drawn_room(9 * 5, 9, 5, seed)
    rng = random.Random(seed)
    for entry in range(9):  # 36 players: they fit at 4 tables
        room.leave(entry)
    plan = plan_break(room, rng)
    assert plan.breaks == (5,) and len(plan.moves) == room.tables[5].players
    assert all(m.rule == "TDA 2024 Rule 10-B" for m in plan.moves)
    apply_moves(room, plan)
    counts = [t.players for t in room.tables.values()]
    assert max(counts) - min(counts) <= 1 and 5 not in room.tables


def test_the_break_order_can_be_listed() -> None:
    room = drawn_room(20, 9, 4, 1)
    plan = plan_break(room, random.Random(1), BreakPolicy(order=(2, 3)))
    assert plan.breaks == (2,)


def test_the_final_table_redraws_everyone_with_a_high_card_button() -> None:
    room = drawn_room(9, 9, 2, 3)
    plan = plan_final_table(room, 9, random.Random(3))
    assert plan.batch and len(plan.moves) == 9 and plan.breaks == (2,)
    apply_moves(room, plan)
    assert list(room.tables) == [1] and room.final_table == 1
    assert room.tables[1].button in room.tables[1].occupied_seats()
    assert plan_next(room, SeatingPolicy(), random.Random(3)).empty


def test_late_entrants_are_not_dealt_in_between_the_button_and_the_small_blind() -> None:
    room = room_with(6, {1: [1, 4, 5, 6]}, {1: 1})
    seat = plan_late_seat(room, random.Random(0))
    assert seat is not None and seat.seat in (2, 3) and seat.waits_for_big_blind
    room = room_with(6, {1: [1, 2, 4]}, {1: 1})  # SB 2: seats 3, 5, 6 are dealt in
    for seed in range(20):
        late = plan_late_seat(room, random.Random(seed))
        assert late is not None and late.seat in (3, 5, 6) and not late.waits_for_big_blind


def test_halting_is_tda_11d_unless_the_league_rulebook() -> None:
    """TDA 2024 Rule 11-D: "Play will halt on tables 3 or more players short by
    elimination than the table with the most players once the blinds are impacted."
    Table 2 (6 players, 3 short) played a hand with button 1, blinds 2 and 3: the next
    hand's blinds are 3 and 4, both there, so it plays on; when seat 4, its big blind,
    busts in that hand, the small blind of the hand after is dead and it halts; a table
    two short never halts."""
    room = room_with(9, {1: list(range(1, 10)), 2: [1, 2, 3, 4, 5, 6]}, {1: 1, 2: 1})
    room.hand_finished(2, 2, 3)
    assert room.tables[2].blinds() == (3, 4)
    assert plan_halts(room, SeatingPolicy()).tables == set()
    room.hand_in_play(2)
    room.leave(13)  # table 2 seat 4, the big blind of the hand in play
    room.sit(98, 2, 9)  # still 3 short
    assert plan_halts(room, SeatingPolicy()).tables == {2}
    assert plan_halts(room, SeatingPolicy()).rule == "TDA 2024 Rule 11-D"
    assert plan_halts(room, SeatingPolicy(halts_short_tables=False)).tables == set()
    room.sit(99, 2, 7)  # two short now
    assert plan_halts(room, SeatingPolicy()).tables == set()
