"""The seating policy: tolerance (and early tolerance), giving table, break order and
ideal load, final-table size, stud balancing by position, mixed games (11-B), the
high-card button draw and house rule A-6's redraws, and the settings' checks."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.rulings.rulebook_records import ROBERTS_V6_LEAGUE
from floortool.domain.seating.engine.balance import (
    LOWEST,
    MIXED_STUD,
    STUD,
    BalancePolicy,
    plan_balance,
)
from floortool.domain.seating.engine.breaking import BreakPolicy, break_due, plan_break
from floortool.domain.seating.engine.button_draw import button_redraws, draw_for_button
from floortool.domain.seating.engine.model import Room
from floortool.domain.seating.engine.moves import ENGINE_CITATIONS, Move, apply_moves
from floortool.domain.seating.engine.next_step import SeatingPolicy, plan_next
from floortool.domain.seating.policy import (
    balance_game,
    is_stud,
    parse_break_order,
    seating_citations,
    seating_policy,
)
from floortool.domain.tournament.event import settings_for


def room_with(seats: int, layout: dict[int, list[int]], button: dict[int, int]) -> Room:
    room = Room()
    entry = 0
    for number, occupied in layout.items():
        room.open_table(number, seats, button=button.get(number))
        for seat in occupied:
            entry += 1
            room.sit(entry, number, seat)
    return room


def full(seats: int, *missing: int) -> list[int]:
    return [s for s in range(1, seats + 1) if s not in missing]


# ---------------------------------------------------------------- tolerance


def test_the_tolerance_is_the_largest_difference_allowed() -> None:
    room = room_with(9, {1: full(9), 2: full(9, 1, 2)}, {1: 1, 2: 3})  # 9 vs 7
    assert len(plan_balance(room, BalancePolicy(tolerance=1)).moves) == 1
    assert plan_balance(room, BalancePolicy(tolerance=2)).empty
    room = room_with(9, {1: full(9), 2: full(9, 1)}, {1: 1, 2: 3})  # 9 vs 8: balanced
    assert plan_balance(room, BalancePolicy()).empty


def test_an_early_tolerance_applies_while_more_tables_are_open() -> None:
    policy = BalancePolicy(tolerance=1, early_tolerance=2, early_above_tables=2)
    assert policy.tolerance_for(3) == 2 and policy.tolerance_for(2) == 1
    three = room_with(9, {1: full(9), 2: full(9, 1, 2), 3: full(9, 1)}, {1: 1, 2: 3, 3: 2})
    assert plan_balance(three, policy).empty  # 9 vs 7 is allowed at three tables
    two = room_with(9, {1: full(9), 2: full(9, 1, 2)}, {1: 1, 2: 3})
    assert len(plan_balance(two, policy).moves) == 1  # not at two


def test_a_tolerance_of_zero_is_refused() -> None:
    with pytest.raises(ValueError):
        BalancePolicy(tolerance=0)
    with pytest.raises(InvalidInput) as info:
        settings_for(name="Zero", balance_tolerance=0)
    assert info.value.details["field"] == "balance_tolerance"
    assert "back and forth" in info.value.message


def test_the_lowest_numbered_fullest_table_gives_when_the_policy_says_so() -> None:
    layout = {1: full(9), 2: full(9, 1, 2), 3: full(9)}
    room = room_with(9, layout, {1: 1, 2: 3, 3: 1})
    assert plan_balance(room).moves[0].from_table == 3
    assert plan_balance(room, BalancePolicy(giving=LOWEST)).moves[0].from_table == 1


# ---------------------------------------------------------------- stud and mixed games


def test_stud_moves_by_position_into_the_last_seat_to_open() -> None:
    room = room_with(8, {1: full(8), 2: full(8)}, {})  # stud: no button needed
    short = room.tables[2]
    for seat in (6, 2):  # seat 6 opens, then seat 2: seat 2 is the last to open
        room.leave(short.occupant[seat] or 0)
    (move,) = plan_balance(room, BalancePolicy(game=STUD)).moves
    assert (move.from_table, move.from_seat, move.to_table, move.to_seat) == (1, 2, 2, 2)
    assert move.rule == "TDA 2024 Rule 11-A" and "by position" in str(move.reason)
    assert not plan_balance(room, BalancePolicy(game=STUD)).needs_button


def test_stud_takes_the_next_player_when_that_seat_is_empty_or_locked_at_the_giver() -> None:
    room = room_with(8, {1: full(8, 4), 2: full(8, 3, 4, 5)}, {})
    room.leave(room.tables[2].occupant[1] or 0)  # table 2 seat 1 opened last
    room.tables[1].locked.add(1)
    (move,) = plan_balance(room, BalancePolicy(game=STUD)).moves
    assert (move.from_seat, move.to_seat) == (2, 1)  # seat 1 locked: the next player
    assert "the next player from seat 1" in str(move.reason)


def test_stud_fills_the_highest_numbered_seat_when_none_has_opened() -> None:
    room = room_with(8, {1: full(8), 2: [1, 2, 3, 4, 5]}, {})
    (move,) = plan_balance(room, BalancePolicy(game=STUD)).moves
    assert (move.from_seat, move.to_seat) == (8, 8)


def test_a_stud_level_of_a_mixed_game_moves_the_hold_em_big_blind_rule_11b() -> None:
    room = room_with(9, {1: full(9), 2: [1, 2, 3, 5, 8]}, {1: 5, 2: 2})
    (move,) = plan_balance(room, BalancePolicy(game=MIXED_STUD)).moves
    assert (move.from_seat, move.to_seat) == (7, 4)
    assert move.rule == "TDA 2024 Rule 11-B" and "button frozen" in str(move.reason)


def test_the_game_of_the_level_decides_the_procedure() -> None:
    assert all(is_stud(g) for g in ("7-Card Stud", "Stud Hi-Lo", "Razz", "7CS"))
    assert not any(is_stud(g) for g in ("NLHE", "PLO", "HORSE", ""))
    assert balance_game("Stud", ["Stud", "Razz", "Stud 8"]) == STUD
    assert balance_game("Razz", ["Hold'em", "Omaha 8", "Razz", "Stud", "Stud 8"]) == MIXED_STUD
    assert balance_game("Hold'em", ["Hold'em", "Stud"]) == "flop"


# ---------------------------------------------------------------- breaking


def test_an_ideal_load_breaks_later_and_keeps_tables_at_that_load() -> None:
    layout = {n: full(10, 8, 9, 10) for n in range(1, 5)}  # 28 players at four 10-seat tables
    room = room_with(10, layout, {n: 1 for n in layout})
    assert break_due(room) == 4  # 28 fit at three tables of 10
    assert break_due(room, BreakPolicy(ideal_load=9)) is None  # not at three tables of 9
    room.leave(room.tables[1].occupant[1] or 0)  # 27 left: three tables of 9
    plan = plan_break(room, random.Random(2), BreakPolicy(ideal_load=9))
    assert plan.breaks == (4,) and "of 9" in str(plan.reason)
    apply_moves(room, plan)
    assert max(t.players for t in room.tables.values()) == 9


@pytest.mark.parametrize(
    ("rulebook", "says", "rule"),
    [
        (
            "tda-2024",
            "staff carry an absent player's chips (TDA 2024 RP-16)",
            "TDA 2024 Rule 10-B, TDA 2024 Rule 10-A",
        ),
        (
            "roberts-v6-league",
            "if absent, the director moves the chips; removed at the big blind",
            "RRoP v6 §2 Seating 10",
        ),
    ],
)
def test_a_broken_tables_moves_say_what_the_events_book_does_with_an_absent_players_chips(
    rulebook: str, says: str, rule: str
) -> None:
    """TDA 2024 RP-16: "When a table breaks while a player is away, a staff member
    carries that player's chips to the new table." Robert's Rules v6, §2 Seating 10:
    "The tournament director will move the absent player's chips to an immediate seat,
    the player has until due for the big blind in a button game to take the seat or
    their chips will be removed from the tournament." Each move of a broken table says
    what the event's book does and cites the rule (under the league's book the move's
    own rule, §2 Seating 10, says both); a league event's moves never cite the TDA's
    procedure."""
    layout = {n: full(10, 8, 9, 10) for n in range(1, 5)}  # 28 players: table 4 breaks
    room = room_with(10, layout, {n: 1 for n in layout})
    policy = seating_policy(settings_for(name="Break", seats=10, rulebook=rulebook))
    plan = plan_break(room, random.Random(3), policy.breaking)
    assert plan.breaks == (4,) and len(plan.moves) == 7
    for move in plan.moves:
        assert str(move.reason).endswith(f"random seat at a shortest table; {says}")
        assert str(move.rule).startswith(rule.split(",")[0])
    if rulebook != "tda-2024":
        assert not any(
            "RP-16" in str(move.reason) or "TDA" in str(move.reason) for move in plan.moves
        )
    assert str(plan.rule).startswith(rule)


def test_nothing_breaks_at_two_tables_the_final_redraw_combines_them() -> None:
    room = room_with(10, {1: [1, 2, 3, 4, 5], 2: [1, 2, 3, 4, 5]}, {1: 1, 2: 1})
    policy = SeatingPolicy(final_table_size=9)
    assert plan_next(room, policy, random.Random(1)).empty  # RP-9: two tables of five
    room.leave(1)
    plan = plan_next(room, policy, random.Random(1))
    assert plan.final_table == 1 and plan.breaks == (2,) and len(plan.moves) == 9


@pytest.mark.parametrize(
    ("text", "order"),
    [("", ()), ("  ", ()), ("12, 11,5", (12, 11, 5)), ("30-27, 1", (30, 29, 28, 27, 1))],
)
def test_break_orders_parse(text: str, order: tuple[int, ...]) -> None:
    assert parse_break_order(text) == order


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("12, x", "'x' is not a table number"),
        ("3,,4", "empty item"),
        ("0", "tables are 1 to"),
        ("2, 1-3", "lists table 2 again"),
        ("__import__('os')", "not a table number"),
        ("1" * 1001, "longer than"),
    ],
)
def test_bad_break_orders_are_refused_with_the_item_named(text: str, words: str) -> None:
    with pytest.raises(InvalidInput) as info:
        parse_break_order(text)
    assert words in info.value.message and info.value.details["field"] == "break_order"


# ---------------------------------------------------------------- settings


@pytest.mark.parametrize(
    ("settings", "field"),
    [
        ({"early_balance_tolerance": 2}, "early_balance_above_tables"),
        ({"early_balance_above_tables": 10}, "early_balance_tolerance"),
        (
            {"balance_tolerance": 2, "early_balance_tolerance": 1, "early_balance_above_tables": 5},
            "early_balance_tolerance",
        ),
        ({"final_table_size": 10}, "final_table_size"),
        ({"final_table_size": 1}, "final_table_size"),
        ({"ideal_table_load": 12}, "ideal_table_load"),
        ({"giving_table": "random"}, "giving_table"),
        ({"break_order": "1; 2"}, "break_order"),
    ],
)
def test_seating_settings_are_checked(settings: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidInput) as info:
        settings_for(name="Checked", seats=9, **settings)
    assert info.value.details["field"] == field


def test_the_settings_make_the_engine_policy() -> None:
    made = settings_for(
        name="Policy",
        seats=10,
        rulebook="roberts-v6-league",
        balance_tolerance=1,
        early_balance_tolerance=2,
        early_balance_above_tables=20,
        break_order="5, 4",
        final_table_size=9,
        ideal_table_load=9,
        giving_table="lowest",
    )
    policy = seating_policy(made, STUD)
    assert policy.final_table_size == 9 and policy.redraws_button
    league = seating_citations(ROBERTS_V6_LEAGUE)
    assert policy.balance == BalancePolicy(1, 2, 20, LOWEST, STUD, league)
    assert policy.breaking == BreakPolicy(order=(5, 4), ideal_load=9, citations=league)
    assert not policy.halts_short_tables and policy.citations == league
    default = seating_policy(settings_for(name="Default", seats=8))
    assert default.final_table_size == 8 and not default.redraws_button
    assert default.balance == BalancePolicy() and default.breaking == BreakPolicy()
    assert default.halts_short_tables and default.citations == ENGINE_CITATIONS


# ---------------------------------------------------------------- buttons


@given(st.lists(st.integers(1, 12), min_size=1, max_size=12, unique=True), st.integers(0, 10**6))
def test_the_high_card_takes_the_button(seats: list[int], seed: int) -> None:
    draw = draw_for_button(seats, random.Random(seed))
    assert [s for s, _ in draw.cards] == sorted(seats)
    assert len({c for _, c in draw.cards}) == len(seats)
    ranks, suits = "23456789TJQKA", "cdhs"
    best = max(draw.cards, key=lambda sc: (ranks.index(sc[1][0]), suits.index(sc[1][1])))
    assert draw.seat == best[0] and draw.winning_card == best[1]


def test_spades_beat_hearts_on_equal_ranks() -> None:
    class Stacked(random.Random):
        def sample(self, population: Any, k: int, **_: Any) -> list[Any]:
            return [(12, 2), (12, 3)]  # ace of hearts to seat 1, ace of spades to seat 4

    draw = draw_for_button([4, 1], Stacked())
    assert draw.cards == ((1, "Ah"), (4, "As")) and draw.seat == 4
    assert str(draw.describe()) == "seat 4 (As) over seat 1 (Ah)"


def _moves_into(room: Room, table: int, entries: list[int]) -> list[Move]:
    moves = []
    for entry in entries:
        source, seat = room.where[entry]
        target = room.tables[table].empty_seats()[0]
        move = Move(entry, source, seat, table, target, "break", "TDA 2024 Rule 10-B", "")
        room.leave(entry)
        room.sit(entry, table, target)
        moves.append(move)
    return moves


def test_house_rule_a6_redraws_where_half_the_players_are_new() -> None:
    room = room_with(9, {1: [1, 2, 3, 4], 2: [1, 2, 3, 4], 3: full(9)}, {1: 1, 2: 1, 3: 1})
    moves = _moves_into(room, 1, [9, 10, 11]) + _moves_into(room, 2, [12, 13, 14, 15])
    league = seating_policy(settings_for(name="League", rulebook=ROBERTS_V6_LEAGUE.id))
    redraws = button_redraws(room, moves, league)
    assert [(r.table, r.new, r.players) for r in redraws] == [(2, 4, 8)]  # 3 of 7 is not half
    assert "4 of 8 players are new" in str(redraws[0].reason)
    assert redraws[0].rule == "House A-6"
    assert button_redraws(room, moves, seating_policy(settings_for(name="TDA"))) == ()
    room.final_table = 2
    assert button_redraws(room, moves, league) == ()  # its redraw drew already
