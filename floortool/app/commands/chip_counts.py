"""App layer: chip counts recorded: one player's stack, a whole table seat by seat, or
every survivor bagged at the end of a day (bag and tag)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floortool.app.commands.base import Context, Outcome
from floortool.domain.field.counts import CountRefused, decide_counts
from floortool.domain.field.entries import event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel import nouns
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.phrases import Number, counted, translate
from floortool.domain.registration.bags import decide_bags
from floortool.domain.seating.seats import seating_of


def _name(ctx: Context, event_id: int, entry_id: int) -> str:
    entry = event_entries(ctx.state, event_id).get(entry_id)
    player = ctx.state.players.get(entry.player_id) if entry is not None else None
    return player.name if player is not None else f"entry {entry_id}"


@dataclass(frozen=True)
class CountChips:
    """Record the counted stacks ``(entry id, chips)`` of ``event_id``, counted by ``by``."""

    event_id: int
    counts: Sequence[tuple[int, int]]
    by: str = ""

    def run(self, ctx: Context) -> Outcome:
        ctx.state.event(self.event_id)
        event = decide_counts(
            ctx.state, self.event_id, self.counts, at=ctx.now.isoformat(), by=self.by
        )
        if len(self.counts) == 1:
            entry_id, chips = self.counts[0]
            label = translate("app.commands.chip_counts", "Chip count: {player} {chips}").fill(
                player=_name(ctx, self.event_id, entry_id), chips=Number(chips)
            )
        else:
            label = translate("app.commands.chip_counts", "Chip counts: {players}").fill(
                players=nouns.players(len(self.counts))
            )
        return Outcome(scope=event_scope(self.event_id), label=label, events=[event])


def seat_entries(
    state: FloorState, event_id: int, table: int, seats: Sequence[tuple[int, int]]
) -> list[tuple[int, int]]:
    """``(seat, chips)`` at ``table`` as ``(entry id, chips)``; a table not open, a seat
    it does not have or an empty seat is refused."""
    found = seating_of(state, event_id).tables.get(table)
    if found is None:
        raise CountRefused(
            translate("app.commands.chip_counts", "Table {table} is not open.").fill(table=table),
            code="no_such_seat",
        )
    counts = []
    for seat, chips in seats:
        if not 1 <= seat <= found.seats:
            raise CountRefused(
                translate(
                    "app.commands.chip_counts",
                    "Table {table} has seats 1 to {seats}; there is no seat {seat}.",
                ).fill(table=table, seats=found.seats, seat=seat),
                code="no_such_seat",
            )
        entry = found.occupant[seat]
        if entry is None:
            raise CountRefused(
                translate(
                    "app.commands.chip_counts", "Seat {seat} at table {table} is empty."
                ).fill(seat=seat, table=table),
                code="no_such_seat",
            )
        counts.append((entry, chips))
    return counts


@dataclass(frozen=True)
class CountTable:
    """Record a table's counted stacks, ``(seat, chips)`` each, counted by ``by``."""

    event_id: int
    table: int
    seats: Sequence[tuple[int, int]]
    by: str = ""

    def run(self, ctx: Context) -> Outcome:
        ctx.state.event(self.event_id)
        counts = seat_entries(ctx.state, self.event_id, self.table, self.seats)
        event = decide_counts(ctx.state, self.event_id, counts, at=ctx.now.isoformat(), by=self.by)
        label = translate(
            "app.commands.chip_counts", "Chip counts: table {table} ({players})"
        ).fill(table=self.table, players=nouns.players(len(counts)))
        return Outcome(scope=event_scope(self.event_id), label=label, events=[event])


@dataclass(frozen=True)
class BagChips:
    """Bag every survivor of ``event_id`` at the end of a day or flight: ``chips``
    ``(entry id, chips)`` typed at bagging (the rest from their last count) and
    ``numbers`` ``(entry id, bag)`` typed (the rest numbered in order)."""

    event_id: int
    chips: Sequence[tuple[int, int]] = ()
    numbers: Sequence[tuple[int, str]] = ()
    by: str = ""

    def run(self, ctx: Context) -> Outcome:
        info = ctx.state.event(self.event_id)
        event = decide_bags(
            ctx.state,
            self.event_id,
            dict(self.chips),
            dict(self.numbers),
            at=ctx.now.isoformat(),
            by=self.by,
        )
        bags = counted(
            len(event.bags),
            translate("app.commands.chip_counts", "{count} bag"),
            translate("app.commands.chip_counts", "{count} bags"),
        )
        label = translate("app.commands.chip_counts", "Bag and tag {event}: {bags}").fill(
            event=info.name, bags=bags
        )
        return Outcome(scope=event_scope(self.event_id), label=label, events=[event])
