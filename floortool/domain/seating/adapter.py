"""Domain layer: an event's seats as the seating engine sees them, and its plans as
journal events.

Decides nothing about who moves: ``room_of`` is the engine's ``Room`` the
fold keeps inside the event's ``Seating`` (never rebuilt: the seating events
change it seat by seat), ``policy_of`` the engine's policy from the event's
settings (``domain.seating.policy``) and the game of the level being played,
``waits_for`` says what the engine's decision order (``next_step``) puts
before balancing, and ``events_for`` turns an engine ``Plan`` into the events
that apply it (``EntryMoved`` per move, ``TableBroken``, ``ButtonDrawn``, or
one ``FinalTableRedrawn`` for a batch); ``redraw_events`` records the tables
whose button house rule A-6 re-draws; ``change_of`` reads a group's events
back as a typed ``SeatingChange`` (what a seating command returns, and what
a move slip prints). ``plan_balancing`` asks the engine for
balancing moves one at a time, each applied to a ``Draft`` as its event,
until the tables are within the tolerance, keeping the moves a missing button
holds back by role and planning on past them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from floortool.domain.clock.state import ClockState, read_clock
from floortool.domain.kernel.journal import DomainEvent
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.rulings.games import level_game
from floortool.domain.seating.engine.balance import BalancePolicy, plan_balance
from floortool.domain.seating.engine.button_draw import Redraw
from floortool.domain.seating.engine.model import Room
from floortool.domain.seating.engine.moves import Move, Plan, WaitingMove
from floortool.domain.seating.engine.next_step import BREAK, FINAL, SeatingPolicy, next_step
from floortool.domain.seating.events import (
    ButtonDrawn,
    ButtonRedrawDue,
    ButtonSet,
    EntryMoved,
    FinalTableRedrawn,
    TableBroken,
    reason_words,
    said_reason,
    said_rule,
)
from floortool.domain.seating.policy import balance_game, seating_policy
from floortool.domain.seating.seats import seating_of
from floortool.domain.structure.levels import Level
from floortool.domain.tournament.event import require_event

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState
    from floortool.domain.kernel.draft import Draft

#: At most this many balancing moves in one plan (a guard; the engine converges far sooner).
MAX_BALANCE_MOVES = 1_000


def room_of(state: FloorState, event_id: int) -> Room:
    """The event's room as the fold keeps it, seat by seat (read it; change it only
    through seating events, or on a ``Draft``)."""
    return seating_of(state, event_id).room


def policy_of(state: FloorState, event_id: int, now: datetime | None = None) -> SeatingPolicy:
    """The engine's policy: the event's seating settings and the game being played at
    ``now`` (without ``now``: at the clock's last recorded row)."""
    settings = require_event(state, event_id).settings
    return seating_policy(settings, game_of(state, event_id, now))


def game_of(state: FloorState, event_id: int, now: datetime | None = None) -> str:
    """The balancing procedure for the level played at ``now`` (``balance.FLOP``,
    ``STUD`` or ``MIXED_STUD``); during a break, the level that follows it. A level
    that names no game is of the game the event's type names ("Seven-card stud")."""
    type_text = require_event(state, event_id).settings.type_text
    structure = state.structures.get(event_id)
    if structure is None or not structure.levels:
        return balance_game(type_text, (type_text,))
    clock = state.clocks.get(event_id, ClockState())
    index = clock.index if now is None else read_clock(clock, structure.durations, now).index
    rows = structure.rows
    following = [r for r in rows[index:] if isinstance(r, Level)]
    level = following[0] if following else structure.levels[-1]
    return balance_game(
        level_game(level.game, type_text),
        (level_game(lv.game, type_text) for lv in structure.levels),
    )


@dataclass(frozen=True)
class BalancePlan:
    """The balancing moves the engine can decide now, in order; the moves a missing button
    holds back (``waiting``, by role) and the tables whose button is needed."""

    moves: tuple[Move, ...]
    needs_button: tuple[int, ...]
    reason: Phrase | str
    rule: str | Phrase
    waiting: tuple[WaitingMove, ...] = ()


@dataclass(frozen=True)
class Wait:
    """What balancing waits for: the director's sentence and the action that ends it."""

    message: str | Phrase
    remedy: Remedy


def waits_for(room: Room, policy: SeatingPolicy) -> Wait | None:
    """What must happen before any balancing move, in the engine's order
    (``next_step``): the final-table redraw once everyone fits there (RP-9), else a
    table break once its players fit elsewhere (TDA 2024 Rule 10); None when
    balancing may go ahead. Balancing first would move players twice."""
    step = next_step(room, policy)
    if step.kind == FINAL:
        return Wait(
            translate(
                "domain.seating.adapter", "The players fit at the final table: redraw it first."
            ),
            Remedy(Fix.REDRAW_FINAL_TABLE),
        )
    if step.kind == BREAK and step.table is not None:
        return Wait(
            translate(
                "domain.seating.adapter",
                "Table {table} can break: break it first, then balance what is left.",
            ).fill(table=step.table),
            Remedy(Fix.BREAK_TABLE, (step.table,)),
        )
    return None


def plan_balancing(draft: Draft, event_id: int, policy: BalancePolicy) -> BalancePlan:
    """Balancing moves until the tables are within the tolerance, each one applied to
    ``draft`` as its ``EntryMoved`` event as soon as it is planned (the next move
    sees it).

    A move held back by a missing button (TDA 2024 Rule 11-A: never guess who is
    big blind next) does not stop the floor: it is kept as ``waiting`` and
    planning goes on, so the moves of other tables can be made meanwhile. Which
    tables the engine picks next depends only on how many players each has,
    so one of the giving table's players stands in for the mover on the draft
    (a ``stand_in`` event, never journaled: with a waiting move the draft's
    events are not the group's); the plan stops at the first move touching a
    table a waiting move leaves unsettled, whose seats the stand-in would decide.
    """
    room = room_of(draft.state, event_id)
    moves: list[Move] = []
    waiting: list[WaitingMove] = []
    needs: list[int] = []
    unsettled: set[int] = set()
    reason: Phrase | str = ""
    rule: str | Phrase = ""
    for _ in range(MAX_BALANCE_MOVES):
        plan = plan_balance(room, policy)
        if not plan.moves and plan.waiting is None:
            break
        touched = (
            {plan.waiting.from_table, plan.waiting.to_table}
            if plan.waiting
            else {table for move in plan.moves for table in (move.from_table, move.to_table)}
        )
        if touched & unsettled:
            break
        if plan.waiting is not None:
            waiting.append(plan.waiting)
            needs += [n for n in plan.needs_button if n not in needs]
            reason = reason or plan.reason
            unsettled |= touched
            draft.add(stand_in(event_id, room, plan.waiting))
            continue
        rule = plan.rule
        draft.add(*(move_event(event_id, move) for move in plan.moves))
        moves.extend(plan.moves)
    return BalancePlan(tuple(moves), tuple(needs), reason, rule, tuple(waiting))


def stand_in(event_id: int, room: Room, waiting: WaitingMove) -> EntryMoved:
    """A seat change that stands in for ``waiting`` on a draft: the move's player if the
    engine knows them, else the giving table's first player, to its seat (or the
    receiving table's first empty seat). Only the player counts it leaves are read."""
    source, target = room.tables[waiting.from_table], room.tables[waiting.to_table]
    seat = waiting.mover if waiting.mover is not None else source.occupied_seats()[0]
    to_seat = waiting.to_seat if waiting.to_seat is not None else target.empty_seats()[0]
    entry = source.occupant[seat]
    assert entry is not None
    move = Move(entry, source.number, seat, target.number, to_seat, "balance", waiting.rule, "")
    return move_event(event_id, move)


def move_event(event_id: int, move: Move) -> EntryMoved:
    return EntryMoved(
        event_id=event_id,
        entry_id=move.entry,
        from_table=move.from_table,
        from_seat=move.from_seat,
        to_table=move.to_table,
        to_seat=move.to_seat,
        reason=str(move.reason),
        rule=str(move.rule),
        move=move.kind,
        reason_words=reason_words(move.reason),
        rule_words=reason_words(move.rule),
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
                reason=str(plan.reason),
                rule=str(plan.rule),
                reason_words=reason_words(plan.reason),
                rule_words=reason_words(plan.rule),
            )
        )
    else:
        events += [move_event(event_id, move) for move in plan.moves]
    events += [
        TableBroken(
            event_id=event_id,
            table=number,
            reason=str(plan.reason),
            rule=str(plan.rule),
            reason_words=reason_words(plan.reason),
            rule_words=reason_words(plan.rule),
        )
        for number in plan.breaks
    ]
    events += [
        ButtonDrawn(
            event_id=event_id,
            table=number,
            seat=draw.seat,
            cards=draw.cards,
            reason=str(draw.reason()),
            rule=str(plan.rule),
            reason_words=reason_words(draw.reason()),
            rule_words=reason_words(plan.rule),
        )
        for number, draw in plan.draws
    ]
    return events


def redraw_events(event_id: int, redraws: Iterable[Redraw]) -> list[DomainEvent]:
    """The events that mark each table whose button must be re-drawn (house rule A-6)."""
    return [
        ButtonRedrawDue(
            event_id=event_id,
            table=r.table,
            reason=str(r.reason),
            rule=str(r.rule),
            reason_words=reason_words(r.reason),
            rule_words=reason_words(r.rule),
        )
        for r in redraws
    ]


@dataclass(frozen=True)
class ButtonChange:
    """A button a seating group set (``cards`` empty) or drew by high card."""

    table: int
    seat: int
    cards: tuple[tuple[int, str], ...] = ()
    rule: str | Phrase = ""  # said in the reader's language


@dataclass(frozen=True)
class SeatingChange:
    """What a seating group decided, in order: the seat changes (a final-table redraw's
    too, with its reason and rule), the tables broken, the buttons set or drawn,
    the final table, and the tables whose button is due for a redraw (A-6)."""

    moves: tuple[Move, ...] = ()
    broken: tuple[int, ...] = ()
    buttons: tuple[ButtonChange, ...] = ()
    final_table: int | None = None
    redraws: tuple[ButtonRedrawDue, ...] = ()


def change_of(events: Iterable[DomainEvent]) -> SeatingChange:
    """The ``SeatingChange`` of a group's events (decided now, or read back from the
    journal); the events that are not seat changes are left out."""
    moves: list[Move] = []
    broken: list[int] = []
    buttons: list[ButtonChange] = []
    redraws: list[ButtonRedrawDue] = []
    final: int | None = None
    for event in events:
        if isinstance(event, EntryMoved):
            moves.append(
                Move(
                    event.entry_id,
                    event.from_table,
                    event.from_seat,
                    event.to_table,
                    event.to_seat,
                    event.move,
                    said_rule(event),
                    said_reason(event),
                )
            )
        elif isinstance(event, TableBroken):
            broken.append(event.table)
        elif isinstance(event, ButtonSet):
            buttons.append(ButtonChange(event.table, event.seat))
        elif isinstance(event, ButtonDrawn):
            buttons.append(
                ButtonChange(event.table, event.seat, tuple(event.cards), said_rule(event))
            )
        elif isinstance(event, ButtonRedrawDue):
            redraws.append(event)
        elif isinstance(event, FinalTableRedrawn):
            final = event.table
            moves += [
                Move(entry, from_table, from_seat, event.table, to_seat, "final", said_rule(event),
                     said_reason(event))
                for entry, from_table, from_seat, to_seat in event.seats
            ]  # fmt: skip
    return SeatingChange(tuple(moves), tuple(broken), tuple(buttons), final, tuple(redraws))
