"""Domain layer: the initial draw of an event (TDA 2024 Rule 7) and its journal event.

- **When**: any time before the clock starts (again and again if the
  director likes); once the clock has started (or its scheduled start has
  passed) only when the director forces it, because it moves every player in
  play; never once the final table has been drawn, nor in a closed flight.
- **Who**: every entry in play — the seated ones and the alternates waiting,
  first come first served while seats last (the rest keep waiting). A player
  locked to their seat stays in it.
- **Where**: with a table count, the first ``tables`` tables of the event's
  table order; without one, the fewest tables of the order that seat
  everyone. A table holding a locked player is always used; an open table the
  draw does not use closes (it may open again later; a broken table never
  reopens). The engine (``seating.draw``) fills the tables evenly at random,
  never using a seat out of play, and keeps apart the players who must not
  sit together wherever the seats allow it; then players registered together
  (``seating.parties``) are swapped apart where a swap leaves fewer together.
- Every table's button is cleared: the dealer button is drawn afresh.

The seats come from the caller's random source (the floor's strong one) and
are recorded in ``SeatsDrawn``, so a replay gives the same seats.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from floortool.domain.field.entries import ACTIVE, IN_PLAY, entries_of, event_entries
from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.phrases import counted, translate
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.seating.engine.draw import plan_draw
from floortool.domain.seating.engine.model import Room
from floortool.domain.seating.events import reason_words
from floortool.domain.seating.parties import party_pairs, separate
from floortool.domain.seating.policy import seating_policy
from floortool.domain.seating.seats import Seating, seating_of
from floortool.domain.seating.table_order import planned_tables
from floortool.domain.structure.moment import moment_of
from floortool.domain.tournament import flights
from floortool.domain.tournament.event import EventSettings, require_event

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


class DrawRefused(FloorError):
    """The draw cannot be made now (codes: ``clock_started``, ``final_table``,
    ``nobody_to_draw``, ``too_many_players``)."""

    code = "seating_refused"


@dataclass(frozen=True)
class SeatsDrawn(DomainEvent):
    """The draw: everyone drawn leaves their seat (or the waiting list), the unused
    tables close, the tables it needs open, then everyone sits.

    ``opened`` holds ``(table, seats)`` rows, ``closed`` table numbers, and
    ``seats`` ``(entry, table, seat)`` rows.
    """

    kind = "seats_drawn"
    subjects = frozenset({Subject.SEATING})
    event_id: int
    opened: tuple[tuple[int, int], ...]
    closed: tuple[int, ...]
    seats: tuple[tuple[int, int, int], ...]
    rule: str
    rule_words: dict[str, Any] | None = None  # the rule as data (``seating.events.said_rule``)

    def apply(self, state: FloorState) -> None:
        if self.event_id not in state.events:
            raise ReplayConflict(f"event {self.event_id} is not live")
        entries = entries_of(state, self.event_id)
        seating = state.seating.setdefault(self.event_id, Seating())
        for entry_id, _, _ in self.seats:
            entry = entries.get(entry_id)
            if entry is None or entry.status not in IN_PLAY or entry_id in seating.locked:
                raise ReplayConflict(f"entry {entry_id} cannot be drawn")
            seating.leave(entry_id)
        for number in self.closed:
            seating.close_table(number)
        for number, seats in self.opened:
            if number in seating.closed:
                raise ReplayConflict(f"table {number} has broken")
            seating.open_table(number, seats)
        for entry_id, number, seat in self.seats:
            seating.sit(entry_id, number, seat, entries[entry_id].player_id)
            entries[entry_id] = replace(entries[entry_id], status=ACTIVE)
        for number in seating.tables:
            seating.set_button(number, None)


def decide_draw(
    state: FloorState, event_id: int, *, now: datetime, rng: random.Random, force: bool = False
) -> SeatsDrawn:
    """Draw every entry in play to a random seat (see the module text for the rules)."""
    info = require_event(state, event_id)
    flights.check_open(state, event_id)
    if moment_of(state, event_id, now).started and not force:
        raise DrawRefused(
            translate(
                "domain.seating.initial_draw",
                "The clock of {event} has started: a draw now moves every player, so "
                "it is made only when forced.",
            ).fill(event=info.name),
            code="clock_started",
            remedy=Remedy(Fix.FORCE_DRAW),
        )
    if seating_of(state, event_id).final_table is not None:
        raise DrawRefused(
            translate(
                "domain.seating.initial_draw", "The final table has been drawn; the draw is over."
            ),
            code="final_table",
        )
    seating = seating_of(state, event_id)
    locked = sorted(e for e in seating.locked if e in seating.where)
    seated = sorted(e for e in seating.where if e not in seating.locked)
    if not seated and not seating.waiting:
        raise DrawRefused(
            translate(
                "domain.seating.initial_draw", "Nobody in {event} is waiting to be drawn."
            ).fill(event=info.name),
            code="nobody_to_draw",
        )
    tables = _draw_tables(seating, info.settings, len(locked) + len(seated) + len(seating.waiting))
    room = Room()
    for number, seats in sorted(tables.items()):
        room.open_table(number, seats, unavailable=seating.unavailable(number, seats))
    for entry_id in locked:
        number, seat = seating.where[entry_id]
        room.sit(entry_id, number, seat)
        room.lock_seat(number, seat)
    keep_apart_in(room, state, event_id)
    room_left = room.capacity - room.players
    if len(seated) > room_left:
        raise DrawRefused(
            translate(
                "domain.seating.initial_draw",
                "{players} do not fit the {seats} of {tables}: add tables or give "
                "seats back first.",
            ).fill(
                players=counted(
                    len(seated) + len(locked),
                    translate("domain.seating.initial_draw", "{count} player"),
                    translate("domain.seating.initial_draw", "{count} players"),
                ),
                seats=nouns.seats(room.capacity),
                tables=nouns.tables(len(tables)),
            ),
            code="too_many_players",
        )
    rule = seating_policy(info.settings).citations.initial_draw
    drawn = seated + seating.waiting
    plan = {d.entry: (d.table, d.seat) for d in plan_draw(room, drawn[:room_left], rng)}
    fixed = {entry_id: seating.where[entry_id][0] for entry_id in locked}
    chosen = separate(plan, party_pairs(state, event_id, plan), room.apart, fixed, rng)
    return SeatsDrawn(
        event_id=event_id,
        opened=tuple((n, s) for n, s in sorted(tables.items()) if n not in seating.tables),
        closed=tuple(sorted(n for n in seating.tables if n not in tables)),
        seats=tuple((entry_id, *chosen[entry_id]) for entry_id in sorted(chosen)),
        rule=str(rule),
        rule_words=reason_words(rule),
    )


def keep_apart_in(room: Room, state: FloorState, event_id: int) -> None:
    """Give the draw's ``room`` the event's apart pairs, as the entries in play (seated
    or waiting) of those players."""
    apart = seating_of(state, event_id).apart
    if not apart:
        return
    in_play = {e.player_id: e.id for e in event_entries(state, event_id).values() if e.in_play}
    for first, second in apart:
        if first in in_play and second in in_play:
            room.keep_apart(in_play[first], in_play[second])


def _draw_tables(seating: Seating, settings: EventSettings, players: int) -> dict[int, int]:
    """The tables the draw uses (number → seats) for up to ``players`` players."""
    chosen: dict[int, int] = {}
    for entry_id in seating.locked:
        if entry_id in seating.where:
            number = seating.where[entry_id][0]
            chosen[number] = seating.tables[number].seats
    capacity = sum(s - len(seating.unavailable(n, s)) for n, s in chosen.items())
    for number, planned in planned_tables(
        settings.table_order, tables=settings.tables, seats=settings.seats
    ):
        if not settings.tables and capacity >= players:
            break
        if number in seating.closed or number in chosen:
            continue
        open_table = seating.tables.get(number)
        seats = open_table.seats if open_table is not None else planned
        usable = seats - len(seating.unavailable(number, seats))
        if usable > 0:
            chosen[number] = seats
            capacity += usable
    return chosen


def seats_even(state: FloorState, event_id: int) -> bool:
    """Whether the event's tables are as even as a draw leaves them: no table with an
    empty seat in play two or more players short of the fullest table, counting the
    unopened tables of a table count (the seat pool before the start) as empty."""
    seating = seating_of(state, event_id)
    settings = require_event(state, event_id).settings
    counts = {number: (t.players, t.has_room) for number, t in seating.tables.items()}
    if settings.tables:
        for number, seats in planned_tables(
            settings.table_order, tables=settings.tables, seats=settings.seats
        ):
            if number not in counts and number not in seating.closed:
                counts[number] = (0, seats > len(seating.unavailable(number, seats)))
    if not counts:
        return True
    fullest = max(players for players, _ in counts.values())
    return all(players >= fullest - 1 for players, room in counts.values() if room)
