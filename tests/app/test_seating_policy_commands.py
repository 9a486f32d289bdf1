"""App: the seating policy through the Floor — accepting part of a balancing plan, the
move counters, the event's tolerance and giving table, stud balancing by position,
and the league's button redraws (house rule A-6) with the high-card draw."""

from __future__ import annotations

import random

from tests.app.test_seating_commands import NAMES, bust, full_room, name_at, refused
from tests.support import FakeClock, buttons, entry_of

from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.seating import (
    ApplyBalance,
    BreakTable,
    DrawButton,
    MoveEntry,
    SetButton,
)
from floortool.app.floor import Floor
from floortool.app.languages import catalogue
from floortool.app.views.seat_rules import Spot
from floortool.app.views.seating import Occupant, balance_view, seating_view
from floortool.domain.fold.replay import replay
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.phrase_data import kept_phrase
from floortool.domain.seating.events import marks_of
from floortool.domain.seating.seats import seating_of
from floortool.domain.structure.levels import Level, Structure
from floortool.domain.tournament.event import settings_for

STUD = Structure(
    name="Stud",
    rows=tuple(
        Level(small_blind=sb, big_blind=2 * sb, minutes=30, game="7-Card Stud")
        for sb in (25, 50, 100)
    ),
)


def entry_at(floor: Floor, event_id: int, table: int, seat: int) -> int:
    return seating_of(floor.state, event_id).tables[table].occupied[seat]


def occupant(floor: Floor, event_id: int, entry: int) -> Occupant:
    tables = seating_view(floor.state, event_id).tables
    return next(o for t in tables for o in t.occupied if o.entry == entry)


def unbalanced(db_url: str, clock: FakeClock) -> tuple[Floor, int]:
    """Table 1 five short (5, 9, 9), every button known: the plan moves two players."""
    floor, event_id = full_room(db_url, clock)
    bust(floor, event_id, 1, 2, 3, 4, 5)
    for table, seat in ((1, 8), (2, 1), (3, 4)):
        floor.execute(SetButton(event_id, table, seat))
    return floor, event_id


def test_part_of_the_plan_is_accepted_in_plan_order(db_url: str, clock: FakeClock) -> None:
    floor, event_id = unbalanced(db_url, clock)
    planned = balance_view(floor.state, event_id).moves
    assert len(planned) == 2
    second = planned[1].entry
    before = replay(floor.journal())

    refused(floor, ApplyBalance(event_id, frozenset({second, 9_999})), "not_in_plan")
    outsider = entry_at(floor, event_id, 1, 1)
    error = refused(floor, ApplyBalance(event_id, frozenset({outsider})), "not_in_plan")
    assert name_at(floor, event_id, 1, 1) in error.message and error.details["entries"]
    refused(floor, ApplyBalance(event_id, frozenset()), "invalid_input")

    done = floor.execute(ApplyBalance(event_id, frozenset({second})))
    assert done.label == "Balance: 1 of 2 moves (TDA 2024 Rule 11-A)"
    to = planned[1].target
    assert entry_at(floor, event_id, to.table, to.seat) == second
    assert occupant(floor, event_id, second).moves == 1
    floor.undo(event_scope(event_id))
    assert floor.state == before

    floor.execute(ApplyBalance(event_id, None))  # every move, as before
    assert {t.players for t in seating_of(floor.state, event_id).tables.values()} == {7, 8}


def test_move_counters_keep_balancing_and_hand_moves_apart(db_url: str, clock: FakeClock) -> None:
    floor, event_id = unbalanced(db_url, clock)
    mover = balance_view(floor.state, event_id).moves[0].entry
    floor.execute(ApplyBalance(event_id))
    shown = occupant(floor, event_id, mover)
    assert (shown.moves, shown.manual_moves) == (1, 0)
    seating = seating_of(floor.state, event_id)
    table, seat = seating.where[mover]
    empty = next(s for s in range(1, 10) if s not in seating.tables[1].occupied)
    floor.execute(
        MoveEntry(
            event_id, entry_of(floor, event_id, name_at(floor, event_id, table, seat)), 1, empty
        )
    )
    shown = occupant(floor, event_id, mover)
    assert (shown.moves, shown.manual_moves) == (1, 1)
    never = occupant(floor, event_id, entry_at(floor, event_id, 2, 2))
    assert (never.moves, never.manual_moves) == (0, 0)
    floor.undo(event_scope(event_id))
    assert occupant(floor, event_id, mover).manual_moves == 0
    assert floor.state == replay(floor.journal())


def test_the_event_tolerance_and_giving_table_drive_the_plan(db_url: str, clock: FakeClock) -> None:
    floor, event_id = full_room(db_url, clock)
    bust(floor, event_id, 2, 1, 2)  # 9, 7, 9
    for table in (1, 2, 3):
        floor.execute(SetButton(event_id, table, 3))
    (move,) = balance_view(floor.state, event_id).moves
    assert move.source.table == 3 and seating_view(floor.state, event_id).short_tables == (2,)
    floor.execute(UpdateEvent(event_id, {"giving_table": "lowest"}))
    (move,) = balance_view(floor.state, event_id).moves
    assert move.source.table == 1
    floor.execute(UpdateEvent(event_id, {"balance_tolerance": 2}))
    assert balance_view(floor.state, event_id).moves == ()
    shown = seating_view(floor.state, event_id)
    assert shown.short_tables == () and shown.policy.balance_tolerance == 2
    refused(floor, ApplyBalance(event_id), "balanced")


def test_stud_balances_by_position_without_buttons(db_url: str, clock: FakeClock) -> None:
    floor = Floor.open(db_url, operator="td", clock=clock, rng=random.Random(5))
    made = settings_for(name="Stud night", tables=2, seats=8)
    event_id = floor.execute(CreateEvent(made, structure=STUD)).group
    floor.execute(RegisterEntry(event_id, newcomers(NAMES[:16])))
    bust(floor, event_id, 2, 5, 2)  # table 2: 6 players, seat 2 opened last; no button
    plan = balance_view(floor.state, event_id)
    assert plan.needs_button == ()
    (move,) = plan.moves
    assert (move.source, move.target) == (Spot(1, 2), Spot(2, 2))
    assert move.rule == "TDA 2024 Rule 11-A" and "by position (stud)" in str(move.reason)
    assert seating_view(floor.state, event_id).policy.game == "stud"
    floor.execute(ApplyBalance(event_id))
    assert sorted(t.players for t in seating_of(floor.state, event_id).tables.values()) == [7, 7]


def test_a_stud_event_whose_levels_name_no_game_balances_by_position(
    db_url: str, clock: FakeClock
) -> None:
    """TDA 2024 Rule 11-A (as our rulebook file gives it): "In stud-only events players
    move by position, filling the last open seat" — so no button is needed. A
    single-game event says its game once, in its type ("Seven-card stud"), and its
    levels name none: balancing follows the type, as the ruling wizard does."""
    floor = Floor.open(db_url, operator="td", clock=clock, rng=random.Random(5))
    made = settings_for(name="Stud night", tables=2, seats=8, type_text="Seven-card stud")
    plain = Structure(
        name="Plain",
        rows=tuple(Level(small_blind=sb, big_blind=2 * sb, minutes=30) for sb in (25, 50, 100)),
    )
    event_id = floor.execute(CreateEvent(made, structure=plain)).group
    floor.execute(RegisterEntry(event_id, newcomers(NAMES[:16])))
    bust(floor, event_id, 2, 5, 2)
    plan = balance_view(floor.state, event_id)
    assert plan.needs_button == ()
    (move,) = plan.moves
    assert move.rule == "TDA 2024 Rule 11-A" and "by position (stud)" in str(move.reason)
    assert seating_view(floor.state, event_id).policy.game == "stud"
    floor.execute(UpdateEvent(event_id, {"type_text": "NL Hold'em"}))
    assert seating_view(floor.state, event_id).policy.game == "flop"
    assert balance_view(floor.state, event_id).needs_button != ()


def league_night(db_url: str, clock: FakeClock) -> tuple[Floor, int]:
    """A league event of 3 tables of 9 with 3, 3 and 9 players, every button at seat 7:
    table 3 breaks into tables 1 and 2, where half the players are then new."""
    floor = Floor.open(db_url, operator="td", clock=clock, rng=random.Random(8))
    made = settings_for(name="League night", rulebook="roberts-v6-league", tables=3, seats=9)
    event_id = floor.execute(CreateEvent(made)).group
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    bust(floor, event_id, 1, 1, 2, 3, 4, 5, 6)
    bust(floor, event_id, 2, 1, 2, 3, 4, 5, 6)
    for table in (1, 2, 3):
        floor.execute(SetButton(event_id, table, 7))
    return floor, event_id


def test_league_redraws_the_button_where_half_a_table_is_new(db_url: str, clock: FakeClock) -> None:
    floor, event_id = league_night(db_url, clock)
    done = floor.execute(BreakTable(event_id, 3))
    marks = marks_of(floor.state, event_id)
    assert set(marks.redraw_due) == {1, 2} and "players are new" in str(marks.redraw_reason(1))
    kinds = [e.kind for e in done.entries]
    assert kinds.count("button_redraw_due") == 2
    shown = seating_view(floor.state, event_id)
    assert all(t.button_redraw for t in shown.tables)
    assert shown.policy.button_redraw == "House A-6"

    drawn = floor.execute(DrawButton(event_id, 1))
    (record,) = [e for e in drawn.entries if e.kind == "button_drawn"]
    players = sorted(seating_of(floor.state, event_id).tables[1].occupied)
    assert [seat for seat, _ in record.data["cards"]] == players
    assert record.data["rule"] == "House A-6"
    reason = kept_phrase(record.data["reason_words"], record.data["reason"])
    assert str(reason) == record.data["reason"]
    assert record.data["reason"].startswith("Table 1: ")
    assert ", so the button is re-drawn by high card. Button by high card: seat " in str(reason)
    german = catalogue("de").say(reason)
    assert german.startswith("Tisch 1: ")
    assert " neu ausgelost. Button per höchster Karte: Platz " in german
    assert buttons(floor.state, event_id)[1] == record.data["seat"]
    assert set(marks_of(floor.state, event_id).redraw_due) == {2}
    assert drawn.label.startswith(f"Button drawn: table 1 seat {record.data['seat']} (")
    floor.execute(SetButton(event_id, 2, min(seating_of(floor.state, event_id).tables[2].occupied)))
    assert marks_of(floor.state, event_id).redraw_due == {}
    assert floor.state == replay(floor.journal())


def test_under_tda_nothing_is_redrawn_but_a_draw_may_be_asked_for(
    db_url: str, clock: FakeClock
) -> None:
    floor = Floor.open(db_url, operator="td", clock=clock, rng=random.Random(8))
    event_id = floor.execute(CreateEvent(settings_for(name="TDA", tables=3, seats=9))).group
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    bust(floor, event_id, 1, 1, 2, 3, 4, 5, 6)
    bust(floor, event_id, 2, 1, 2, 3, 4, 5, 6)
    floor.execute(BreakTable(event_id, 3))
    assert marks_of(floor.state, event_id).redraw_due == {}
    drawn = floor.execute(DrawButton(event_id, 2))
    (record,) = [e for e in drawn.entries if e.kind == "button_drawn"]
    assert record.data["rule"] == "RRoP v6 §2 Seating 5"
    refused(floor, DrawButton(event_id, 3), "unknown_table")
