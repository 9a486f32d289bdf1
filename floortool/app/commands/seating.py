"""App layer: seating commands — apply a balance (all of it or some of its moves), break
a table, set or draw a button (or learn it from the player who is big blind next,
and make the moves it frees), move a player by hand, redraw the final table — each
one journal group in the event's undo scope.

The seating engine decides every move (``domain.seating``, through
``domain.seating.adapter``) on the event's room as the fold keeps it (never
rebuilt); a command refuses when the engine cannot decide (a button it needs
is unknown, nothing to do, a break or the final redraw comes first by the
engine's decision order) and applies its events once, on a ``Draft`` of the
event, before returning them, so the journal never holds a group that does
not fold and the halts are read from the seats the group leaves. The outcome
carries what the command decided (``SeatingChange``). Breaks and the final
redraw use the floor's strong random source; the seats and cards drawn are
recorded in the events. A group also records the halts its moves begin or end
(``domain.seating.halts``) and, under the league's house rule A-6, the tables
whose button must be re-drawn because at least half of their players are new.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from floortool.app.commands.base import Context, Outcome
from floortool.app.commands.targets import require_playing
from floortool.app.views.seat_rules import player_name
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel import nouns
from floortool.domain.kernel.draft import Draft
from floortool.domain.kernel.errors import FloorError, InvalidInput, NotFound
from floortool.domain.kernel.journal import DomainEvent, event_scope
from floortool.domain.kernel.phrases import Counted, Phrase, counted, translate
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.rulings.rulebook_records import Mechanism, rulebook_record
from floortool.domain.seating.adapter import (
    change_of,
    events_for,
    move_event,
    plan_balancing,
    policy_of,
    redraw_events,
    room_of,
    waits_for,
)
from floortool.domain.seating.engine.balance import button_before_big_blind
from floortool.domain.seating.engine.breaking import plan_break_table
from floortool.domain.seating.engine.button_draw import (
    button_redraws,
    draw_for_button,
)
from floortool.domain.seating.engine.final import plan_final_table
from floortool.domain.seating.engine.model import SeatingError
from floortool.domain.seating.engine.moves import ROBERTS_SEATING_5, Move, Plan
from floortool.domain.seating.events import ButtonDrawn, ButtonSet, marks_of, reason_words
from floortool.domain.seating.halts import halt_changes
from floortool.domain.seating.hand_for_hand import end_at_one_table
from floortool.domain.seating.seats import Table, seating_of
from floortool.domain.tournament.event import require_event

#: The rule cited for a move the director makes by hand.


class SeatingRefused(FloorError):
    """The seating change cannot be made now (codes: ``button_needed``, ``balanced``,
    ``not_in_plan``, ``cannot_break``, ``not_final_yet``, ``seat_taken``,
    ``seat_unavailable``, ``empty_table``)."""

    code = "seating_refused"


def require_table(state: FloorState, event_id: int, number: int) -> Table:
    """The event's open table ``number``, or a refusal."""
    require_event(state, event_id)
    table = seating_of(state, event_id).tables.get(number)
    if table is None:
        raise NotFound(
            translate("app.commands.seating", "Table {number} is not open.").fill(number=number),
            code="unknown_table",
            table=number,
        )
    return table


def require_seat(table: Table, seat: int) -> None:
    if not 1 <= seat <= table.seats:
        raise InvalidInput(
            translate(
                "app.commands.seating", "Table {number} has seats 1 to {seats}, not {seat}."
            ).fill(number=table.number, seats=table.seats, seat=seat),
            field="seat",
        )


def seating_outcome(
    ctx: Context,
    event_id: int,
    label: Phrase,
    events: list[DomainEvent],
    draft: Draft | None = None,
) -> Outcome:
    """The group: ``events``, then the halts they begin or end (TDA 2024 Rule 11-D) and,
    when they leave one table in play, the end of hand-for-hand play (``end_at_one_table``).
    ``events`` are applied to ``draft`` (a new one of the event when not given; pass
    the one they were decided on when they are already applied there)."""
    if draft is None:
        draft = Draft(ctx.state, event_id)
        draft.add(*events)
    halts = halt_changes(draft.state, event_id, ctx.now)
    ended = end_at_one_table(draft.state, event_id, ctx.now)
    if ended:
        label = translate(
            "app.commands.seating", "{action}; hand-for-hand ends: one table is left"
        ).fill(action=label)
    return Outcome(
        scope=event_scope(event_id),
        label=label,
        events=events + halts + ended,
        seating=change_of(events),
    )


def _moves(count: int) -> Counted:
    return counted(
        count,
        translate("app.commands.seating", "{count} move"),
        translate("app.commands.seating", "{count} moves"),
    )


@dataclass(frozen=True)
class ApplyBalance:
    """Make the balancing moves the engine plans now (TDA 2024 Rules 11-A to 11-C):
    every one (``entries`` None), or only the planned moves of ``entries``, in plan
    order; a chosen entry the plan does not move is refused. Moves a missing button
    holds back wait (``RecordBigBlindNext`` makes them); the others are made."""

    event_id: int
    entries: frozenset[int] | None = None

    def run(self, ctx: Context) -> Outcome:
        policy = policy_of(ctx.state, self.event_id, ctx.now)
        first = waits_for(room_of(ctx.state, self.event_id), policy)
        if first:
            raise SeatingRefused(first.message, code="break_first", remedy=first.remedy)
        draft = Draft(ctx.state, self.event_id)
        plan = plan_balancing(draft, self.event_id, policy.balance)  # moves applied to draft
        if plan.needs_button and not plan.moves:
            raise SeatingRefused(
                translate("app.commands.seating", "{reason}: enter it, or draw for it.").fill(
                    reason=plan.reason
                ),
                code="button_needed",
                remedy=Remedy(Fix.ENTER_BUTTON, plan.needs_button),
                tables=list(plan.needs_button),
            )
        if not plan.moves:
            raise SeatingRefused(
                translate("app.commands.seating", "The tables are balanced: no move is needed."),
                code="balanced",
            )
        moves = plan.moves
        if self.entries is not None or plan.waiting:  # on a fresh draft: no stand-in there
            moves = plan.moves if self.entries is None else self._chosen(ctx, plan.moves)
            draft = Draft(ctx.state, self.event_id)
            draft.add(*(move_event(self.event_id, m) for m in moves))
        room = room_of(draft.state, self.event_id)
        redraws = redraw_events(self.event_id, button_redraws(room, moves, policy))
        draft.add(*redraws)
        count: Phrase = _moves(len(moves))
        if len(moves) < len(plan.moves):
            count = translate("app.commands.seating", "{chosen} of {planned}").fill(
                chosen=len(moves), planned=_moves(len(plan.moves))
            )
        label = translate("app.commands.seating", "Balance: {moves} ({rule})").fill(
            moves=count, rule=moves[0].rule
        )
        return seating_outcome(ctx, self.event_id, label, draft.events, draft)

    def _chosen(self, ctx: Context, planned: tuple[Move, ...]) -> tuple[Move, ...]:
        assert self.entries is not None
        if not self.entries:
            raise InvalidInput(
                translate("app.commands.seating", "Choose at least one of the planned moves."),
                field="entries",
            )
        moving = {m.entry for m in planned}
        outside = sorted(self.entries - moving)
        if outside:
            names = ", ".join(player_name(ctx.state, self.event_id, e) for e in outside)
            plan_names = ", ".join(player_name(ctx.state, self.event_id, m.entry) for m in planned)
            raise SeatingRefused(
                translate(
                    "app.commands.seating",
                    "Not in the balancing plan: {names} (the plan moves {plan_names}).",
                ).fill(names=names, plan_names=plan_names),
                code="not_in_plan",
                entries=outside,
            )
        return tuple(m for m in planned if m.entry in self.entries)


@dataclass(frozen=True)
class RecordBigBlindNext:
    """The player in ``seat`` is big blind next at ``table``: record the button that
    follows (``SetButton``: two players back, the small blind between) and make the
    balancing moves it lets the engine decide at that table, in one group (one undo
    takes back both). A move that still waits for another table's button waits on."""

    event_id: int
    table: int
    seat: int

    def run(self, ctx: Context) -> Outcome:
        table = require_table(ctx.state, self.event_id, self.table)
        require_seat(table, self.seat)
        engine_table = room_of(ctx.state, self.event_id).tables[self.table]
        button = button_before_big_blind(engine_table, self.seat)
        if button is None:
            nobody = self.seat not in table.occupied
            raise InvalidInput(
                (
                    translate(
                        "app.commands.seating",
                        "Table {table} seat {seat} has no player: click the player who is big"
                        " blind next.",
                    )
                    if nobody
                    else translate(
                        "app.commands.seating",
                        "Table {table} seat {seat} is the only player: click the player who is"
                        " big blind next.",
                    )
                ).fill(table=self.table, seat=self.seat),
                field="seat",
            )
        marked = SetButton(self.event_id, self.table, button).run(ctx)
        draft = Draft(ctx.state, self.event_id)
        draft.add(*marked.events)
        after = replace(ctx, state=draft.state)
        policy = policy_of(after.state, self.event_id, ctx.now)
        plan = plan_balancing(Draft(after.state, self.event_id), self.event_id, policy.balance)
        freed = frozenset(m.entry for m in plan.moves if self.table in (m.from_table, m.to_table))
        said = translate(
            "app.commands.seating", "table {table} seat {seat} is big blind next"
        ).fill(table=self.table, seat=self.seat)
        if not freed:
            label = translate(
                "app.commands.seating", "Button: table {table} seat {button} ({big_blind})"
            ).fill(table=self.table, button=button, big_blind=said)
            return seating_outcome(ctx, self.event_id, label, marked.events)
        balanced = ApplyBalance(self.event_id, freed).run(after)
        events = marked.events + balanced.events
        label = translate("app.commands.seating", "{balanced}, {big_blind}").fill(
            balanced=balanced.label, big_blind=said
        )
        return Outcome(scope=balanced.scope, label=label, events=events, seating=change_of(events))


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
                translate("app.commands.seating", "Table {table} is the final table.").fill(
                    table=self.table
                ),
                code="cannot_break",
                table=self.table,
            )
        if len(room.tables) < 2:
            raise SeatingRefused(
                translate("app.commands.seating", "Table {table} is the only table open.").fill(
                    table=self.table
                ),
                code="cannot_break",
                table=self.table,
            )
        policy = policy_of(ctx.state, self.event_id)
        plan = plan_break_table(room, self.table, ctx.rng, policy.citations)
        if plan.empty:
            raise SeatingRefused(
                translate(
                    "app.commands.seating",
                    "Table {table} cannot break: its {players} do not fit in the other"
                    " tables' empty seats.",
                ).fill(
                    table=self.table,
                    players=nouns.players(room.tables[self.table].players),
                ),
                code="cannot_break",
                table=self.table,
            )
        draft = Draft(ctx.state, self.event_id)
        draft.add(*events_for(self.event_id, plan))
        moved = room_of(draft.state, self.event_id)
        draft.add(*redraw_events(self.event_id, button_redraws(moved, plan.moves, policy)))
        label = translate("app.commands.seating", "Break table {table}: {moves} ({rule})").fill(
            table=self.table, moves=_moves(len(plan.moves)), rule=plan.rule
        )
        return seating_outcome(ctx, self.event_id, label, draft.events, draft)


@dataclass(frozen=True)
class SetButton:
    """Record the seat holding the dealer button for the next hand at ``table``."""

    event_id: int
    table: int
    seat: int

    def run(self, ctx: Context) -> Outcome:
        require_seat(require_table(ctx.state, self.event_id, self.table), self.seat)
        event = ButtonSet(event_id=self.event_id, table=self.table, seat=self.seat)
        label = translate("app.commands.seating", "Button: table {table} seat {seat}").fill(
            table=self.table, seat=self.seat
        )
        return seating_outcome(ctx, self.event_id, label, [event])


@dataclass(frozen=True)
class DrawButton:
    """Draw for the button of ``table`` by high card (Robert's Rules §2 Seating 5): one
    card to every player, the highest takes it; the cards are recorded. Under the
    league's house rule A-6 this is the redraw due after a reseat."""

    event_id: int
    table: int

    def run(self, ctx: Context) -> Outcome:
        table = require_table(ctx.state, self.event_id, self.table)
        if not table.occupied:
            raise SeatingRefused(
                translate(
                    "app.commands.seating", "Table {table} has nobody to draw for the button."
                ).fill(table=self.table),
                code="empty_table",
                table=self.table,
            )
        draw = draw_for_button(sorted(table.occupied), ctx.rng)
        due = marks_of(ctx.state, self.event_id).redraw_reason(self.table)
        reason = draw.reason()
        rule = (
            policy_of(ctx.state, self.event_id).citations.button_redraw
            if due
            else ROBERTS_SEATING_5
        )
        if due:
            reason = translate("app.commands.seating", "{due}. {drawn}").fill(due=due, drawn=reason)
        event = ButtonDrawn(
            event_id=self.event_id,
            table=self.table,
            seat=draw.seat,
            cards=draw.cards,
            reason=str(reason),
            reason_words=reason_words(reason),
            rule=str(rule),
            rule_words=reason_words(rule),
        )
        label = translate(
            "app.commands.seating", "Button drawn: table {table} seat {seat} ({card})"
        ).fill(table=self.table, seat=draw.seat, card=draw.winning_card)
        return seating_outcome(ctx, self.event_id, label, [event])


@dataclass(frozen=True)
class MoveEntry:
    """Move a seated entry (by id) to an empty seat, by the director's decision."""

    event_id: int
    entry_id: int
    table: int
    seat: int

    def run(self, ctx: Context) -> Outcome:
        entry, player = require_playing(ctx.state, self.event_id, self.entry_id)
        target = require_table(ctx.state, self.event_id, self.table)
        require_seat(target, self.seat)
        occupant = target.occupied.get(self.seat)
        if occupant is not None:
            raise SeatingRefused(
                (
                    translate(
                        "app.commands.seating", "Table {table} seat {seat} already sits there."
                    )
                    if occupant == entry.id
                    else translate("app.commands.seating", "Table {table} seat {seat} is taken.")
                ).fill(table=self.table, seat=self.seat),
                code="seat_taken",
                table=self.table,
                seat=self.seat,
            )
        if self.seat in seating_of(ctx.state, self.event_id).off.get(self.table, ()):
            raise SeatingRefused(
                translate(
                    "app.commands.seating",
                    "Table {table} seat {seat} is out of play: put it back in play first.",
                ).fill(table=self.table, seat=self.seat),
                code="seat_unavailable",
                remedy=Remedy(Fix.SEAT_BACK_IN_PLAY, (self.table,)),
                table=self.table,
                seat=self.seat,
            )
        place = seating_of(ctx.state, self.event_id).where[entry.id]
        reason = translate(
            "app.commands.seating",
            "{player}: Table {table} seat {seat} → Table {to_table} seat {to_seat}, "
            "moved by the floor",
        ).fill(
            player=player.name,
            table=place[0],
            seat=place[1],
            to_table=self.table,
            to_seat=self.seat,
        )
        record = rulebook_record(require_event(ctx.state, self.event_id).settings.rulebook)
        rule = record.cite(Mechanism.FLOOR_DECISION)  # a phrase where the book is silent
        event = move_event(
            self.event_id,
            Move(entry.id, *place, self.table, self.seat, "manual", rule, reason),
        )
        label = translate(
            "app.commands.seating", "Move {player} to table {table} seat {seat}"
        ).fill(player=player.name, table=self.table, seat=self.seat)
        return seating_outcome(ctx, self.event_id, label, [event])


@dataclass(frozen=True)
class RedrawFinalTable:
    """Redraw everyone left to random seats at the final table, button by high card."""

    event_id: int

    def run(self, ctx: Context) -> Outcome:
        require_event(ctx.state, self.event_id)
        room = room_of(ctx.state, self.event_id)
        policy = policy_of(ctx.state, self.event_id, ctx.now)
        size = policy.final_table_size
        if room.final_table is not None:
            raise SeatingRefused(
                translate(
                    "app.commands.seating", "Table {final_table} is already the final table."
                ).fill(final_table=room.final_table),
                code="not_final_yet",
            )
        try:
            plan: Plan = plan_final_table(room, size, ctx.rng, policy.citations)
        except SeatingError as exc:
            said = exc.args[0] if exc.args and isinstance(exc.args[0], Phrase) else str(exc)
            raise SeatingRefused(said, code="not_final_yet") from None
        if plan.empty:
            raise SeatingRefused(
                translate(
                    "app.commands.seating", "{players} do not fit at the final table of {size}."
                ).fill(
                    players=nouns.players(room.players),
                    size=size,
                ),
                code="not_final_yet",
            )
        label = translate(
            "app.commands.seating", "Final table: {players} redrawn at table {table} ({rule})"
        ).fill(players=nouns.players(room.players), table=plan.final_table, rule=plan.rule)
        return seating_outcome(ctx, self.event_id, label, events_for(self.event_id, plan))
