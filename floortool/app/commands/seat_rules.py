"""App layer: the initial draw, the seat rules — seats out of play, players locked
to their seat, pairs kept apart — and the table order, each one journal group in
the event's undo scope.

The domain decides (``domain.seating.initial_draw``, ``domain.seating.seat_rules``); a lock
names the seated entry by id, a pair kept apart its two players by id. The draw takes
the floor's strong random source and its seats are recorded in the event; it
is applied to a ``Draft`` of the event first (``seating_outcome``) and records the
halts it begins or ends, like every seating change.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.app.commands.base import Context, Outcome
from floortool.app.commands.seating import seating_outcome
from floortool.app.commands.targets import require_player_id, require_playing
from floortool.domain.kernel import nouns
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.phrases import counted, translate
from floortool.domain.kernel.text import format_table_order, parse_table_order
from floortool.domain.seating.events import said_rule
from floortool.domain.seating.initial_draw import decide_draw
from floortool.domain.seating.seat_rules import (
    decide_apart,
    decide_seat_availability,
    decide_seat_lock,
)
from floortool.domain.tournament.event import decide_update_event, require_event


@dataclass(frozen=True)
class DrawSeats:
    """Draw every entry in play to a random seat (TDA 2024 Rule 7); after the clock
    has started only with ``force``."""

    event_id: int
    force: bool = False

    def run(self, ctx: Context) -> Outcome:
        event = decide_draw(ctx.state, self.event_id, now=ctx.now, rng=ctx.rng, force=self.force)
        tables = len({table for _, table, _ in event.seats})
        label = translate("app.commands.seat_rules", "Draw seats: {players} to {tables}").fill(
            players=nouns.players(len(event.seats)), tables=nouns.tables(tables)
        )
        seating = ctx.state.seating[self.event_id]
        locked = len(seating.locked & seating.where.keys())
        if locked:
            stay = counted(
                locked,
                translate("app.commands.seat_rules", "{count} locked player stays"),
                translate("app.commands.seat_rules", "{count} locked players stay"),
            )
            label = translate("app.commands.seat_rules", "{drawn}, {locked}").fill(
                drawn=label, locked=stay
            )
        label = translate("app.commands.seat_rules", "{drawn} ({rule})").fill(
            drawn=label, rule=said_rule(event)
        )
        return seating_outcome(ctx, self.event_id, label, [event])


@dataclass(frozen=True)
class SetSeatAvailable:
    """Take a seat out of play (``available`` false) or give it back."""

    event_id: int
    table: int
    seat: int
    available: bool

    def run(self, ctx: Context) -> Outcome:
        event = decide_seat_availability(
            ctx.state, self.event_id, self.table, self.seat, available=self.available
        )
        label = (
            translate("app.commands.seat_rules", "Seat back in play: table {table} seat {seat}")
            if self.available
            else translate("app.commands.seat_rules", "Seat out of play: table {table} seat {seat}")
        ).fill(table=self.table, seat=self.seat)
        return seating_outcome(ctx, self.event_id, label, [event])


@dataclass(frozen=True)
class LockSeat:
    """Lock a seated entry to its seat (TDA 2024 Rule 9), or free it to move."""

    event_id: int
    entry_id: int
    locked: bool = True

    def run(self, ctx: Context) -> Outcome:
        _, player = require_playing(ctx.state, self.event_id, self.entry_id)
        event = decide_seat_lock(ctx.state, self.event_id, player, locked=self.locked)
        table, seat = ctx.state.seating[self.event_id].where[event.entry_id]
        label = (
            translate("app.commands.seat_rules", "Lock {player}'s seat (table {table} seat {seat})")
            if self.locked
            else translate(
                "app.commands.seat_rules", "Unlock {player}'s seat (table {table} seat {seat})"
            )
        ).fill(player=player.name, table=table, seat=seat)
        return seating_outcome(ctx, self.event_id, label, [event])


@dataclass(frozen=True)
class KeepApart:
    """Two players must not sit at the same table (Robert's Rules §2 Seating 4),
    or (``apart`` false) no longer."""

    event_id: int
    first: int  # player ids
    second: int
    apart: bool = True

    def run(self, ctx: Context) -> Outcome:
        first = require_player_id(ctx.state, self.first)
        second = require_player_id(ctx.state, self.second)
        event = decide_apart(ctx.state, self.event_id, first, second, apart=self.apart)
        label = (
            translate("app.commands.seat_rules", "Keep apart: {first} and {second}")
            if self.apart
            else translate("app.commands.seat_rules", "Stop keeping apart: {first} and {second}")
        ).fill(first=first.name, second=second.name)
        return seating_outcome(ctx, self.event_id, label, [event])


@dataclass(frozen=True)
class SetTableOrder:
    """The order the event's tables open in as the field grows (``1-10, 21-30:10``;
    blank: 1, 2, 3 ...), stored in its settings in canonical form."""

    event_id: int
    text: str

    def run(self, ctx: Context) -> Outcome:
        info = require_event(ctx.state, self.event_id)
        text = format_table_order(parse_table_order(self.text))
        events = decide_update_event(
            ctx.state, event_id=self.event_id, changes={"table_order": text}
        )
        label = translate("app.commands.seat_rules", "Table order of {event}: {order}").fill(
            event=info.name, order=text or "1, 2, 3 ..."
        )
        return Outcome(scope=event_scope(self.event_id), label=label, events=events)
