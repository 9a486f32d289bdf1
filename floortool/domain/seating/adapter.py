"""Domain layer: an event's seats as the seating engine sees them, and its plans as
journal events.

Decides nothing about who moves: ``room_of`` builds the engine's ``Room``
from the event's ``Seating`` and recorded buttons and final table (a button
due for a redraw counts as unknown; the seats bust-outs freed, in the order
they opened), ``policy_of`` the engine's policy from
the event's settings (``domain.seating.policy``) and the game of the level
being played, and ``events_for`` turns an engine ``Plan`` into the events
that apply it (``EntryMoved`` per move, ``TableBroken``, ``ButtonDrawn``, or
one ``FinalTableRedrawn`` for a batch); ``redraw_events`` records the tables
whose button house rule A-6 re-draws. ``plan_balancing`` asks the engine for
balancing moves one at a time, on a scratch room, until the tables are within
the tolerance or a button is needed.
"""

from __future__ import annotations

from collections.abc import Iterable, Set
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from floortool.domain.clock.state import ClockState, read_clock
from floortool.domain.field.entries import event_entries
from floortool.domain.journal import DomainEvent
from floortool.domain.seating.engine.balance import FLOP, BalancePolicy, plan_balance
from floortool.domain.seating.engine.breaking import break_due
from floortool.domain.seating.engine.button_draw import Redraw
from floortool.domain.seating.engine.model import Room
from floortool.domain.seating.engine.moves import Move, Plan, apply_moves
from floortool.domain.seating.engine.next_step import SeatingPolicy
from floortool.domain.seating.events import (
    ButtonDrawn,
    ButtonRedrawDue,
    EntryMoved,
    FinalTableRedrawn,
    TableBroken,
    marks_of,
)
from floortool.domain.seating.policy import balance_game, seating_policy
from floortool.domain.seating.seats import seating_of
from floortool.domain.structure.levels import Level
from floortool.domain.tournament.event import require_event

if TYPE_CHECKING:
    from floortool.domain.state import FloorState

#: At most this many balancing moves in one plan (a guard; the engine converges far sooner).
MAX_BALANCE_MOVES = 1_000


def room_of(state: FloorState, event_id: int, only: Set[int] | None = None) -> Room:
    """The event's open tables (or those of them in ``only``), seats, buttons and final
    table as an engine ``Room``, with its seat rules: seats out of play, locked
    seats, and the entries in play (seated or waiting) of the players kept apart."""
    seating = seating_of(state, event_id)
    marks = marks_of(state, event_id)
    opened = seats_opened(state, event_id)
    room = Room()
    for number, table in sorted(seating.tables.items()):
        if only is not None and number not in only:
            continue
        room.open_table(
            number,
            table.seats,
            button=None if number in marks.redraw_due else marks.buttons.get(number),
            unavailable=seating.unavailable(number, table.seats),
        )
        room.seat_table(number, table.occupied.items())
        room.tables[number].vacated = opened.get(number, [])
        if seating.locked:
            room.tables[number].locked.update(
                seat for seat, entry in table.occupied.items() if entry in seating.locked
            )
    if marks.final_table in room.tables:
        room.final_table = marks.final_table
    keep_apart_in(room, state, event_id)
    return room


def seats_opened(state: FloorState, event_id: int) -> dict[int, list[int]]:
    """Per open table, its empty seats that a bust-out freed, in the order the
    eliminations happened (the last is the last seat to open: stud balancing,
    TDA 2024 Rule 11-A). Seats empty since the table opened, or freed by a move,
    are not listed: they count as open before these."""
    results = state.results.get(event_id)
    if results is None:
        return {}
    seating = seating_of(state, event_id)
    last: dict[tuple[int, int], int] = {}
    for index, record in enumerate(results.eliminations):
        if record.table is not None and record.seat is not None:
            last[(record.table, record.seat)] = index
    opened: dict[int, list[int]] = {}
    for (number, seat), _ in sorted(last.items(), key=lambda item: item[1]):
        table = seating.tables.get(number)
        if (
            table is not None
            and seat not in table.occupied
            and seat not in seating.unavailable(number, table.seats)
        ):
            opened.setdefault(number, []).append(seat)
    return opened


def keep_apart_in(room: Room, state: FloorState, event_id: int) -> None:
    """Give ``room`` the event's apart pairs, as the entries in play of those players."""
    apart = seating_of(state, event_id).apart
    if not apart:
        return
    in_play = {e.player_id: e.id for e in event_entries(state, event_id).values() if e.in_play}
    for first, second in apart:
        if first in in_play and second in in_play:
            room.keep_apart(in_play[first], in_play[second])


def policy_of(state: FloorState, event_id: int, now: datetime | None = None) -> SeatingPolicy:
    """The engine's policy: the event's seating settings and the game being played at
    ``now`` (without ``now``: at the clock's last recorded row)."""
    settings = require_event(state, event_id).settings
    return seating_policy(settings, game_of(state, event_id, now))


def game_of(state: FloorState, event_id: int, now: datetime | None = None) -> str:
    """The balancing procedure for the level played at ``now`` (``balance.FLOP``,
    ``STUD`` or ``MIXED_STUD``); during a break, the level that follows it."""
    structure = state.structures.get(event_id)
    if structure is None or not structure.levels:
        return FLOP
    clock = state.clocks.get(event_id, ClockState())
    index = clock.index if now is None else read_clock(clock, structure.durations, now).index
    rows = structure.rows
    following = [r for r in rows[index:] if isinstance(r, Level)]
    level = following[0] if following else structure.levels[-1]
    return balance_game(level.game, (lv.game for lv in structure.levels))


@dataclass(frozen=True)
class BalancePlan:
    """Every balancing move needed now, in order; or the tables whose button is needed."""

    moves: tuple[Move, ...]
    needs_button: tuple[int, ...]
    reason: str
    rule: str


def due_before_balancing(room: Room, policy: SeatingPolicy) -> str | None:
    """What must happen before any balancing move, as the engine does it: the
    final-table redraw once everyone fits there (RP-9), else a table break once its
    players fit elsewhere (TDA 2024 Rule 10); None when balancing may go ahead.
    Balancing first would move players twice."""
    if room.final_table is None and 2 <= room.players <= policy.final_table_size:
        return "The players fit at the final table: redraw it first ('seating final')."
    table = break_due(room, policy.breaking)
    if table is not None:
        return (
            f"Table {table} can break: break it first ('seating break {table}'); "
            "balance what is left after."
        )
    return None


def plan_balancing(room: Room, policy: BalancePolicy) -> BalancePlan:
    """Balancing moves until the tables are within the tolerance (``room`` is changed:
    pass a scratch room). Stops at the first plan that needs a button."""
    moves: list[Move] = []
    rule = ""
    for _ in range(MAX_BALANCE_MOVES):
        plan = plan_balance(room, policy)
        if plan.needs_button:
            return BalancePlan(tuple(moves), plan.needs_button, plan.reason, plan.rule)
        if not plan.moves:
            break
        rule = plan.rule
        apply_moves(room, plan)
        moves.extend(plan.moves)
    return BalancePlan(tuple(moves), (), "", rule)


def move_event(event_id: int, move: Move) -> EntryMoved:
    return EntryMoved(
        event_id=event_id,
        entry_id=move.entry,
        from_table=move.from_table,
        from_seat=move.from_seat,
        to_table=move.to_table,
        to_seat=move.to_seat,
        reason=move.reason,
        rule=move.rule,
        move=move.kind,
    )


def events_for(event_id: int, plan: Plan) -> list[DomainEvent]:
    """The events that apply ``plan`` to the event's seats, in the engine's order."""
    events: list[DomainEvent] = []
    if plan.batch:
        if plan.final_table is None:
            raise ValueError("a batch plan is a final-table redraw")
        seats = tuple((m.entry, m.from_table, m.from_seat, m.to_seat) for m in plan.moves)
        events.append(
            FinalTableRedrawn(
                event_id=event_id,
                table=plan.final_table,
                seats=seats,
                reason=plan.reason,
                rule=plan.rule,
            )
        )
    else:
        events += [move_event(event_id, move) for move in plan.moves]
    events += [
        TableBroken(event_id=event_id, table=number, reason=plan.reason, rule=plan.rule)
        for number in plan.breaks
    ]
    events += [
        ButtonDrawn(
            event_id=event_id,
            table=number,
            seat=draw.seat,
            cards=draw.cards,
            reason=f"Button by high card: {draw.describe()}",
            rule=plan.rule,
        )
        for number, draw in plan.draws
    ]
    return events


def redraw_events(event_id: int, redraws: Iterable[Redraw]) -> list[DomainEvent]:
    """The events that mark each table whose button must be re-drawn (house rule A-6)."""
    return [
        ButtonRedrawDue(event_id=event_id, table=r.table, reason=r.reason, rule=r.rule)
        for r in redraws
    ]
