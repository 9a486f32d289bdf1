"""The seating engine without a button: the move it holds back is told by role, and the
button follows from the player who is big blind next."""

from __future__ import annotations

from tests.domain.seating.engine.test_engine import room_with

from floortool.domain.seating.engine.balance import (
    big_blind_next,
    button_before_big_blind,
    plan_balance,
)


def test_a_move_waiting_for_the_giving_button_is_told_by_role() -> None:
    """TDA 2024 Rule 11-A: "To balance in flop and mixed-games, the player to be big
    blind next moves to the worst position ... Worst position is never the small
    blind." Table 2 (button 1: SB 2, BB 3) has seats 4 to 9 empty, so its worst
    position is seat 4; table 1's button is unknown, so who moves is only a role."""
    room = room_with(9, {1: list(range(1, 10)), 2: [1, 2, 3]}, {2: 1})
    plan = plan_balance(room)
    assert plan.needs_button == (1,) and not plan.moves
    waiting = plan.waiting
    assert waiting is not None
    assert (waiting.from_table, waiting.mover, waiting.to_table, waiting.to_seat) == (1, None, 2, 4)
    assert str(waiting.reason) == (
        "Table 1: the player who is big blind next → Table 2 seat 4, worst position; 9 players vs 3"
    )


def test_a_move_waiting_for_the_receiving_button_names_the_mover() -> None:
    """Rule 11-A: the worst position is found from the receiving table's blinds, so with
    its button unknown the seat is not given; the giving table's button (8: SB 9, BB 1)
    names who moves."""
    room = room_with(9, {1: list(range(1, 10)), 2: [1, 2, 3]}, {1: 8})
    waiting = plan_balance(room).waiting
    assert waiting is not None and (waiting.mover, waiting.to_seat) == (1, None)
    assert str(waiting.reason).startswith(
        "Table 1 seat 1 is big blind next → Table 2, worst position (its button decides"
    )


def test_the_button_follows_from_the_big_blind_next() -> None:
    """Rule 11-A's "player to be big blind next" posts two places after the button in the
    dealt order, the small blind between them; "Heads-up, the small blind is the
    button" (TDA 2024 Rule 34-B), so there the button is the one player before. Empty
    seats are skipped: the blinds are posted by players."""
    room = room_with(9, {1: [1, 2, 4, 7, 9], 2: [3, 8]}, {})
    full = room.tables[1]
    assert button_before_big_blind(full, 4) == 1  # 1 deals, 2 posts SB, 4 the BB
    assert button_before_big_blind(full, 1) == 7  # wrapping: 7 deals, 9 posts SB
    assert button_before_big_blind(full, 2) == 9
    assert button_before_big_blind(room.tables[2], 3) == 8  # heads-up
    assert button_before_big_blind(full, 3) is None  # nobody sits there
    for seat in (1, 2, 4, 7, 9):  # with that button recorded, the engine agrees
        room.set_button(1, button_before_big_blind(room.tables[1], seat))
        assert big_blind_next(room.tables[1]) == seat
