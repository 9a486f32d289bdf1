"""Domain layer: an event's seats as the seating engine sees them, and its plans as
journal events.

Decides nothing about who moves: ``room_of`` builds the engine's ``Room``
from the event's ``Seating`` and recorded buttons and final table,
``policy_of`` the engine's policy from the event's settings (final table
size = the event's seats per table; the rulebook for halting), and
``events_for`` turns an engine ``Plan`` into the events that apply it
(``EntryMoved`` per move, ``TableBroken``, ``ButtonSet``, or one
``FinalTableRedrawn`` for a batch). ``plan_balancing`` asks the engine for
balancing moves one at a time, on a scratch room, until the tables are within
the tolerance or a button is needed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from floortool.domain.entries import seating_of
from floortool.domain.journal import DomainEvent
from floortool.domain.seating.balance import BalancePolicy, plan_balance
from floortool.domain.seating.engine import SeatingPolicy
from floortool.domain.seating.model import Room
from floortool.domain.seating.moves import Move, Plan, apply_moves
from floortool.domain.seating_events import (
    ButtonSet,
    EntryMoved,
    FinalTableRedrawn,
    TableBroken,
    marks_of,
)
from floortool.domain.tournament import require_event

if TYPE_CHECKING:
    from floortool.domain.state import FloorState

#: At most this many balancing moves in one plan (a guard; the engine converges far sooner).
MAX_BALANCE_MOVES = 1_000


def room_of(state: FloorState, event_id: int) -> Room:
    """The event's open tables, seats, buttons and final table as an engine ``Room``."""
    seating = seating_of(state, event_id)
    marks = marks_of(state, event_id)
    room = Room()
    for number, table in sorted(seating.tables.items()):
        room.open_table(number, table.seats, button=marks.buttons.get(number))
        for seat, entry in sorted(table.occupied.items()):
            room.sit(entry, number, seat)
    if marks.final_table in room.tables:
        room.final_table = marks.final_table
    return room


def policy_of(state: FloorState, event_id: int) -> SeatingPolicy:
    settings = require_event(state, event_id).settings
    return SeatingPolicy(final_table_size=settings.seats, rulebook=settings.rulebook)


@dataclass(frozen=True)
class BalancePlan:
    """Every balancing move needed now, in order; or the tables whose button is needed."""

    moves: tuple[Move, ...]
    needs_button: tuple[int, ...]
    reason: str
    rule: str


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
    events += [ButtonSet(event_id=event_id, table=t, seat=s) for t, s in plan.buttons]
    return events
