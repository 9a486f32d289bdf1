"""App layer: seating commands — apply a balance, break a table, set a button, move a
player by hand, redraw the final table — each one journal group in the event's
undo scope.

The seating engine decides every move (``domain.seating``, through
``domain.seating_adapter``); a command refuses when the engine cannot decide
(a button it needs is unknown, nothing to do) and rehearses its events on a
copy of the event's seats before returning them, so the journal never holds a
group that does not fold. Breaks and the final redraw use the floor's strong
random source; the seats drawn are recorded in the events.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from floortool.app.commands.base import Context, Outcome
from floortool.domain.errors import FloorError, InvalidInput, NotFound
from floortool.domain.journal import DomainEvent, event_scope
from floortool.domain.players import require_player
from floortool.domain.registration import playing_entry
from floortool.domain.seating.breaking import BreakPolicy, plan_break
from floortool.domain.seating.final import plan_final_table
from floortool.domain.seating.model import SeatingError
from floortool.domain.seating.moves import Move, Plan
from floortool.domain.seating_adapter import (
    events_for,
    move_event,
    plan_balancing,
    policy_of,
    room_of,
)
from floortool.domain.seating_events import ButtonSet, TableMarks
from floortool.domain.seats import Seating, Table
from floortool.domain.state import FloorState
from floortool.domain.tournament import require_event

#: The rule cited for a move the director makes by hand.
MANUAL_RULE = "TDA 2024 Rule 1"


class SeatingRefused(FloorError):
    """The seating change cannot be made now (codes: ``button_needed``, ``balanced``,
    ``cannot_break``, ``not_final_yet``, ``seat_taken``)."""

    code = "seating_refused"


def require_table(state: FloorState, event_id: int, number: int) -> Table:
    """The event's open table ``number``, or a refusal."""
    require_event(state, event_id)
    table = state.seating.get(event_id, Seating()).tables.get(number)
    if table is None:
        raise NotFound(f"Table {number} is not open.", code="unknown_table", table=number)
    return table


def require_seat(table: Table, seat: int) -> None:
    if not 1 <= seat <= table.seats:
        raise InvalidInput(
            f"Table {table.number} has seats 1 to {table.seats}, not {seat}.", field="seat"
        )


def rehearse(state: FloorState, event_id: int, events: list[DomainEvent]) -> None:
    """Apply ``events`` to a copy of the event's seats (raises if they do not fold)."""
    seating = state.seating.get(event_id, Seating())
    marks = state.table_marks.get(event_id, TableMarks())
    copy = replace(
        state,
        entries={**state.entries, event_id: dict(state.entries.get(event_id, {}))},
        seating={
            **state.seating,
            event_id: Seating(
                tables={
                    n: Table(t.number, t.seats, dict(t.occupied)) for n, t in seating.tables.items()
                },
                where=dict(seating.where),
                waiting=list(seating.waiting),
            ),
        },
        table_marks={
            **state.table_marks,
            event_id: TableMarks(dict(marks.buttons), marks.final_table, list(marks.broken)),
        },
    )
    for event in events:
        event.apply(copy)


def _outcome(ctx: Context, event_id: int, label: str, events: list[DomainEvent]) -> Outcome:
    rehearse(ctx.state, event_id, events)
    return Outcome(scope=event_scope(event_id), label=label, events=events)


def _moves(count: int) -> str:
    return f"{count} move{'' if count == 1 else 's'}"


@dataclass(frozen=True)
class ApplyBalance:
    """Make every balancing move the engine plans now (TDA 2024 Rules 11-A, 11-C)."""

    event_id: int

    def run(self, ctx: Context) -> Outcome:
        room = room_of(ctx.state, self.event_id)
        plan = plan_balancing(room, policy_of(ctx.state, self.event_id).balance)
        if plan.needs_button:
            tables = ", ".join(str(n) for n in plan.needs_button)
            raise SeatingRefused(
                f"{plan.reason}: enter it with 'seating button TABLE SEAT' (table {tables}).",
                code="button_needed",
                tables=list(plan.needs_button),
            )
        if not plan.moves:
            raise SeatingRefused("The tables are balanced: no move is needed.", code="balanced")
        events: list[DomainEvent] = [move_event(self.event_id, m) for m in plan.moves]
        label = f"Balance: {_moves(len(plan.moves))} ({plan.moves[0].rule})"
        return _outcome(ctx, self.event_id, label, events)


@dataclass(frozen=True)
class BreakTable:
    """Break ``table`` now: its players are redrawn by TDA 2024 Rule 10-B."""

    event_id: int
    table: int

    def run(self, ctx: Context) -> Outcome:
        require_table(ctx.state, self.event_id, self.table)
        room = room_of(ctx.state, self.event_id)
        if room.final_table == self.table:
            raise SeatingRefused(
                f"Table {self.table} is the final table.", code="cannot_break", table=self.table
            )
        plan = plan_break(room, ctx.rng, BreakPolicy(order=(self.table,)))
        if plan.empty:
            raise SeatingRefused(
                f"Table {self.table} cannot break: its {room.tables[self.table].players} "
                "player(s) do not fit in the other tables' empty seats.",
                code="cannot_break",
                table=self.table,
            )
        label = f"Break table {self.table}: {_moves(len(plan.moves))} ({plan.rule})"
        return _outcome(ctx, self.event_id, label, events_for(self.event_id, plan))


@dataclass(frozen=True)
class SetButton:
    """Record the seat holding the dealer button for the next hand at ``table``."""

    event_id: int
    table: int
    seat: int

    def run(self, ctx: Context) -> Outcome:
        require_seat(require_table(ctx.state, self.event_id, self.table), self.seat)
        event = ButtonSet(event_id=self.event_id, table=self.table, seat=self.seat)
        label = f"Button: table {self.table} seat {self.seat}"
        return _outcome(ctx, self.event_id, label, [event])


@dataclass(frozen=True)
class MoveEntry:
    """Move a seated player (by name or ``#id``) to an empty seat, by the director's decision."""

    event_id: int
    name: str
    table: int
    seat: int

    def run(self, ctx: Context) -> Outcome:
        player = require_player(ctx.state.players, self.name)
        entry = playing_entry(ctx.state, self.event_id, player)
        target = require_table(ctx.state, self.event_id, self.table)
        require_seat(target, self.seat)
        occupant = target.occupied.get(self.seat)
        if occupant is not None:
            who = "already sits there" if occupant == entry.id else "is taken"
            raise SeatingRefused(
                f"Table {self.table} seat {self.seat} {who}.",
                code="seat_taken",
                table=self.table,
                seat=self.seat,
            )
        place = ctx.state.seating[self.event_id].where[entry.id]
        reason = (
            f"{player.name}: Table {place[0]} seat {place[1]} → Table {self.table} "
            f"seat {self.seat}, moved by the floor"
        )
        event = move_event(
            self.event_id,
            _manual(entry.id, place, (self.table, self.seat), reason),
        )
        label = f"Move {player.name} to table {self.table} seat {self.seat}"
        return _outcome(ctx, self.event_id, label, [event])


def _manual(entry: int, source: tuple[int, int], target: tuple[int, int], reason: str) -> Move:
    return Move(entry, *source, *target, "manual", MANUAL_RULE, reason)


@dataclass(frozen=True)
class RedrawFinalTable:
    """Redraw everyone left to random seats at the final table, button by high card."""

    event_id: int

    def run(self, ctx: Context) -> Outcome:
        require_event(ctx.state, self.event_id)
        room = room_of(ctx.state, self.event_id)
        size = policy_of(ctx.state, self.event_id).final_table_size
        if room.final_table is not None:
            raise SeatingRefused(
                f"Table {room.final_table} is already the final table.", code="not_final_yet"
            )
        try:
            plan: Plan = plan_final_table(room, size, ctx.rng)
        except SeatingError as exc:
            raise SeatingRefused(str(exc), code="not_final_yet") from None
        if plan.empty:
            raise SeatingRefused(
                f"{room.players} players do not fit at the final table of {size}.",
                code="not_final_yet",
            )
        label = (
            f"Final table: {room.players} players redrawn at table {plan.final_table} ({plan.rule})"
        )
        return _outcome(ctx, self.event_id, label, events_for(self.event_id, plan))
