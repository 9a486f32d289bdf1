"""App layer: what the floor shows about seating — the tables, the balancing plan,
and what a seating command just did (its ``SeatingChange``) — as frozen read
models; each ``to_json`` is its one JSON form (``cli.md``: ``seating show``,
``seating balance``, the commands that change seats, ``seating policy``).

Decides nothing: ``seating_view`` lists each open table (seats, players,
button, final table, a button re-draw due) and each player's move counts
(balancing and breaking, and by hand apart), marks the short tables (more
players short of the fullest than the event's balance tolerance, TDA 2024
Rule 11-A) and the halted ones (Rule 11-D, or never under house rule A-24),
with since when the journal records each halt, the seat rules (seats out of
play, locked players, pairs kept apart: ``views.seat_rules``) and the seating
policy (``policy_view``); ``balance_view`` is the engine's balancing plan with
each move's reason and rule (planned on a ``Draft``, each move applied there as
it is planned), the buttons it would make re-drawn (house rule A-6), plus
whether a break or the final table is due and what the engine's decision
order (``next_step``) puts before balancing; ``applied_view`` is what a
seating command decided.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from floortool.app.depends import depends_on
from floortool.app.views.seat_rules import SeatRulesView, Spot, player_name, seat_rules_view
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.draft import Draft
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.phrases import Phrase, counted, translate
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.seating.adapter import (
    BalancePlan,
    ButtonChange,
    SeatingChange,
    plan_balancing,
    policy_of,
    room_of,
    waits_for,
)
from floortool.domain.seating.engine.breaking import break_due
from floortool.domain.seating.engine.button_draw import Redraw, button_redraws
from floortool.domain.seating.engine.halting import plan_halts
from floortool.domain.seating.engine.moves import Move, WaitingMove
from floortool.domain.seating.engine.next_step import SeatingPolicy, final_due
from floortool.domain.seating.events import ButtonRedrawDue, marks_of, said_reason, said_rule
from floortool.domain.seating.halts import recorded_halts
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import require_event


# ---------------------------------------------------------------- the policy
@dataclass(frozen=True, slots=True)
class PolicyView:
    """The seating policy in force (``seating policy``)."""

    balance_tolerance: int
    early_balance_tolerance: int | None
    early_balance_above_tables: int | None  # None without an early tolerance
    giving_table: str  # balance.HIGHEST or LOWEST
    break_order: tuple[int, ...]
    ideal_table_load: int | None
    final_table_size: int
    game: str  # balance.FLOP, STUD or MIXED_STUD
    button_redraw: Phrase | str | None  # the rule re-drawing buttons (house rule A-6), if any

    def to_json(self) -> dict[str, Any]:
        return {
            "balance_tolerance": self.balance_tolerance,
            "early_balance_tolerance": self.early_balance_tolerance,
            "early_balance_above_tables": self.early_balance_above_tables,
            "giving_table": self.giving_table,
            "break_order": list(self.break_order),
            "ideal_table_load": self.ideal_table_load,
            "final_table_size": self.final_table_size,
            "game": self.game,
            "button_redraw": None if self.button_redraw is None else str(self.button_redraw),
        }


def policy_view(policy: SeatingPolicy) -> PolicyView:
    balance, breaking = policy.balance, policy.breaking
    early = balance.early_tolerance
    return PolicyView(
        balance_tolerance=balance.tolerance,
        early_balance_tolerance=early,
        early_balance_above_tables=None if early is None else balance.early_above_tables,
        giving_table=balance.giving,
        break_order=tuple(breaking.order),
        ideal_table_load=breaking.ideal_load,
        final_table_size=policy.final_table_size,
        game=balance.game,
        button_redraw=policy.citations.button_redraw if policy.redraws_button else None,
    )


# ---------------------------------------------------------------- the tables
@dataclass(frozen=True, slots=True)
class Occupant:
    """Who sits in a seat: locked to it or not, and how often they were moved by the
    engine (balancing, breaking: ``moves``) and by hand (``manual_moves``)."""

    seat: int
    entry: int
    player: str
    locked: bool
    moves: int
    manual_moves: int

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "entry": self.entry,
            "player": self.player,
            "locked": self.locked,
            "moves": self.moves,
            "manual_moves": self.manual_moves,
        }


@dataclass(frozen=True, slots=True)
class TableView:
    """One open table: ``occupied`` in seat order, ``unavailable`` the seats out of play."""

    table: int
    seats: int
    players: int
    button: int | None  # the room's: None while unknown or to be drawn for
    final: bool
    halted_since: str | None  # ISO-8601 UTC, when the journal records the table's halt
    button_redraw: Phrase | str | None  # why the button is to be drawn for again (rule A-6)
    unavailable: tuple[int, ...]
    occupied: tuple[Occupant, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "table": self.table,
            "seats": self.seats,
            "players": self.players,
            "button": self.button,
            "final": self.final,
            "halted_since": self.halted_since,
            "button_redraw": None if self.button_redraw is None else str(self.button_redraw),
            "unavailable": list(self.unavailable),
            "occupied": [occupant.to_json() for occupant in self.occupied],
        }


@dataclass(frozen=True, slots=True)
class SeatingView:
    """The event's tables in number order, the marks on them, who waits for a seat, the
    seat rules and the policy (``seating show``)."""

    tables: tuple[TableView, ...]
    short_tables: tuple[int, ...]
    halted: tuple[int, ...]
    final_table: int | None
    broken: tuple[int, ...]
    waiting: tuple[str, ...]
    rules: SeatRulesView
    policy: PolicyView

    def table(self, number: int) -> TableView | None:
        return next((t for t in self.tables if t.table == number), None)

    def to_json(self) -> dict[str, Any]:
        return {
            "tables": [table.to_json() for table in self.tables],
            "short_tables": list(self.short_tables),
            "halted": list(self.halted),
            "final_table": self.final_table,
            "broken": list(self.broken),
            "waiting": list(self.waiting),
            **self.rules.to_json(),
            "policy": self.policy.to_json(),
        }


@depends_on(Subject.EVENT, Subject.FIELD, Subject.SEATING, Subject.PLAYERS)
def seating_view(state: FloorState, event_id: int, now: datetime | None = None) -> SeatingView:
    """The event's seating (raises if the event is unknown); ``now`` picks the level
    whose game decides the balancing procedure."""
    require_event(state, event_id)
    seating = seating_of(state, event_id)
    marks = marks_of(state, event_id)
    policy = policy_of(state, event_id, now)
    halted = tuple(sorted(plan_halts(room_of(state, event_id), policy).tables))
    since = {n: h.since for n, h in recorded_halts(state, event_id).items() if n in halted}
    fullest = max((t.players for t in seating.tables.values()), default=0)
    tables = tuple(
        TableView(
            table=number,
            seats=table.seats,
            players=table.players,
            button=table.button,
            final=seating.final_table == number,
            halted_since=since.get(number),
            button_redraw=marks.redraw_reason(number),
            unavailable=tuple(sorted(seating.unavailable(number, table.seats))),
            occupied=tuple(
                Occupant(
                    seat=seat,
                    entry=entry,
                    player=player_name(state, event_id, entry),
                    locked=entry in seating.locked,
                    moves=marks.moves.get(entry, 0),
                    manual_moves=marks.manual_moves.get(entry, 0),
                )
                for seat, entry in sorted(table.occupied.items())
            ),
        )
        for number, table in sorted(seating.tables.items())
    )
    tolerance = policy.balance.tolerance_for(len(tables))
    return SeatingView(
        tables=tables,
        short_tables=tuple(t.table for t in tables if fullest - t.players > tolerance),
        halted=halted,
        final_table=seating.final_table,
        broken=tuple(seating.closed),
        waiting=tuple(player_name(state, event_id, e) for e in seating.waiting),
        rules=seat_rules_view(state, event_id),
        policy=policy_view(policy),
    )


# ---------------------------------------------------------------- moves and plans
@dataclass(frozen=True, slots=True)
class MoveView:
    """A player's move from one seat to another, why, and by which rule."""

    entry: int
    player: str
    source: Spot
    target: Spot
    reason: Phrase | str  # said in the reader's language; English in ``to_json``
    rule: Phrase | str  # said in the reader's language; English in ``to_json``

    def to_json(self) -> dict[str, Any]:
        return {
            "entry": self.entry,
            "player": self.player,
            "from": self.source.to_json(),
            "to": self.target.to_json(),
            "reason": str(self.reason),
            "rule": str(self.rule),
        }


def move_view(state: FloorState, event_id: int, move: Move) -> MoveView:
    return MoveView(
        entry=move.entry,
        player=player_name(state, event_id, move.entry),
        source=Spot(move.from_table, move.from_seat),
        target=Spot(move.to_table, move.to_seat),
        reason=move.reason,
        rule=move.rule,
    )


@dataclass(frozen=True, slots=True)
class RedrawView:
    """A table whose button is to be drawn for again (house rule A-6), and why."""

    table: int
    reason: Phrase | str
    rule: Phrase | str  # said in the reader's language; English in ``to_json``

    def to_json(self) -> dict[str, Any]:
        return {"table": self.table, "reason": str(self.reason), "rule": str(self.rule)}


def _redraws(redraws: Iterable[Redraw | ButtonRedrawDue]) -> tuple[RedrawView, ...]:
    return tuple(
        RedrawView(r.table, r.reason, r.rule)
        if isinstance(r, Redraw)
        else RedrawView(r.table, said_reason(r), said_rule(r))
        for r in redraws
    )


@dataclass(frozen=True, slots=True)
class WaitingView:
    """A balancing move a missing button holds back, by role (``reason``): from
    ``source`` table, the seat that moves when known (``mover``), to ``target``
    table's ``seat`` (None until its button is known), and the tables whose
    button it waits for."""

    source: int
    mover: int | None
    target: int
    seat: int | None
    reason: Phrase
    rule: Phrase | str  # said in the reader's language; English in ``to_json``
    needs_button: tuple[int, ...]
    role: Phrase  # the move by role alone, without the tables' player counts

    def to_json(self) -> dict[str, Any]:
        return {
            "from": self.source,
            "mover_seat": self.mover,
            "to": self.target,
            "to_seat": self.seat,
            "reason": str(self.reason),
            "rule": str(self.rule),
            "needs_button": list(self.needs_button),
        }


def _waiting(move: WaitingMove, needs: tuple[int, ...]) -> WaitingView:
    tables = tuple(n for n in needs if n in (move.from_table, move.to_table))
    return WaitingView(
        move.from_table,
        move.mover,
        move.to_table,
        move.to_seat,
        move.reason,
        move.rule,
        tables,
        move.role,
    )


@dataclass(frozen=True, slots=True)
class BalanceView:
    """The balancing plan (``seating balance``): the moves, the moves a missing button
    holds back (``waiting``, by role) and the tables whose button the engine needs;
    what a break or the final table waits for, if anything."""

    moves: tuple[MoveView, ...]
    needs_button: tuple[int, ...]
    message: str
    break_due: int | None
    final_due: bool
    waits_for: str | None  # the break or final redraw balancing waits for, if any
    button_redraws: tuple[RedrawView, ...]
    waiting: tuple[WaitingView, ...] = ()
    remedy: Remedy | None = None  # the action the message asks for, if any
    said: str | Phrase = ""  # the message, to be said in the reader's language

    def to_json(self) -> dict[str, Any]:
        return {
            "moves": [move.to_json() for move in self.moves],
            "waiting": [move.to_json() for move in self.waiting],
            "needs_button": list(self.needs_button),
            "message": self.message,
            "break_due": self.break_due,
            "final_due": self.final_due,
            "waits_for": self.waits_for,
            "button_redraws": [redraw.to_json() for redraw in self.button_redraws],
            "remedy": self.remedy.as_dict() if self.remedy else None,
        }


def _moves(count: int) -> Phrase:
    return counted(
        count,
        translate("app.views.seating", "{count} move"),
        translate("app.views.seating", "{count} moves"),
    )


def balance_view(state: FloorState, event_id: int, now: datetime | None = None) -> BalanceView:
    """The balancing plan; ``now`` picks the level whose game decides the procedure.
    While a break or the final redraw is due nothing else is planned."""
    require_event(state, event_id)
    room = room_of(state, event_id)
    policy = policy_of(state, event_id, now)
    first = waits_for(room, policy)
    plan, redraws = BalancePlan((), (), "", ""), tuple[Redraw, ...]()
    if first is None:  # planned on a draft: the moves are applied there, one by one
        draft = Draft(state, event_id)
        plan = plan_balancing(draft, event_id, policy.balance)
        redraws = button_redraws(room_of(draft.state, event_id), plan.moves, policy)
    moves = tuple(move_view(state, event_id, m) for m in plan.moves)
    remedy = first.remedy if first else None
    message: str | Phrase = translate("app.views.seating", "The tables are balanced.")
    if first:
        message = first.message
    elif plan.needs_button:
        message = translate("app.views.seating", "{reason}: enter it, or draw for it.").fill(
            reason=plan.reason
        )
        remedy = Remedy(Fix.ENTER_BUTTON, plan.needs_button)
        if moves:
            message = translate("app.views.seating", "{moves} can be made now. {then}").fill(
                moves=_moves(len(moves)), then=message
            )
    elif moves:
        message = translate("app.views.seating", "{moves} balance the tables.").fill(
            moves=_moves(len(moves))
        )
    return BalanceView(
        moves=moves,
        needs_button=tuple(plan.needs_button),
        message=str(message),
        said=message,
        break_due=break_due(room, policy.breaking),
        final_due=final_due(room, policy),
        waits_for=str(first.message) if first else None,
        button_redraws=_redraws(redraws),
        waiting=tuple(_waiting(w, plan.needs_button) for w in plan.waiting),
        remedy=remedy,
    )


# ---------------------------------------------------------------- what a command did
@dataclass(frozen=True, slots=True)
class DrawnCard:
    """A card dealt to a seat in a draw for the button."""

    seat: int
    card: str  # ``Kh``

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "card": self.card}


@dataclass(frozen=True, slots=True)
class ButtonView:
    """A button set (no ``cards``) or drawn by high card (the ``cards`` and the rule)."""

    table: int
    seat: int
    cards: tuple[DrawnCard, ...] = ()
    rule: Phrase | str = ""  # said in the reader's language; English in ``to_json``

    @property
    def drawn(self) -> bool:
        return bool(self.cards)

    def to_json(self) -> dict[str, Any]:
        if not self.cards:
            return {"table": self.table, "seat": self.seat}
        return {
            "table": self.table,
            "seat": self.seat,
            "cards": [card.to_json() for card in self.cards],
            "rule": str(self.rule),
        }


def _button(button: ButtonChange) -> ButtonView:
    cards = tuple(DrawnCard(seat, card) for seat, card in button.cards)
    return ButtonView(button.table, button.seat, cards, button.rule if cards else "")


@dataclass(frozen=True, slots=True)
class AppliedView:
    """What a seating command decided (``seating balance --apply``, ``break``,
    ``button``, ``move``, ``final``): the moves, the tables broken, the buttons, the
    final table and the buttons due for a re-draw."""

    moves: tuple[MoveView, ...]
    broken: tuple[int, ...]
    buttons: tuple[ButtonView, ...]
    final_table: int | None
    button_redraws: tuple[RedrawView, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "moves": [move.to_json() for move in self.moves],
            "broken": list(self.broken),
            "buttons": [button.to_json() for button in self.buttons],
            "final_table": self.final_table,
            "button_redraws": [redraw.to_json() for redraw in self.button_redraws],
        }


def applied_view(state: FloorState, event_id: int, change: SeatingChange) -> AppliedView:
    return AppliedView(
        moves=tuple(move_view(state, event_id, m) for m in change.moves),
        broken=tuple(change.broken),
        buttons=tuple(_button(b) for b in change.buttons),
        final_table=change.final_table,
        button_redraws=_redraws(change.redraws),
    )
