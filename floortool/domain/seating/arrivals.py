"""Domain layer: the seat an arriving entry gets — a registration, a re-entry, an
alternate from the waiting list, a flight survivor on Day 2.

The engine's late-seat rule (``seating.late``; TDA 2024 Rules 8-A and 10-A)
on the event's tables: a random seat at a table with the fewest players,
never one where the player would be dealt in between the small blind and the
button while that table's button is known (if only such seats are left, the
player sits there and is dealt in once the button passes), away from the players they
must not sit with (Robert's Rules §2 Seating 4) whenever another table has
room, and from the entrants registered together with them
(``seating.parties``) whenever another table with the fewest players has
room (balance first), never a seat out of play.

Before the start, TDA 2024 Rule 7 ("Tournament and satellite seats will be
randomly assigned") decides: with a table count the seat pool is known (the
first ``tables`` tables of the order), so the entrant gets a random seat at
one of those with the fewest players, and the tables stay even however many
come; with no table count nobody knows yet how many tables the field needs,
so the entrant waits unseated (``waits_for_draw``) for the draw
(``seating.initial_draw``), which seats everyone at once. Tables opened one
after another as the field grows would fill in arrival order (nine, then
three at a second table).

The tables it may choose are the open ones with room plus, when the event has
a table count, the unopened ones among the first ``tables`` of its table
order; with no table count, the next table of the order opens only once
every open table is full. A broken table never reopens.

At a festival every table is within a player of the others, so building the
whole room for each arrival would cost time in proportion to the field. The
candidates' player counts alone say which tables have the fewest players
(away from the entrant's partners); the engine then decides on a room of at
most ``TABLES_TRIED`` of them drawn at random (``Room.part`` of the event's
room, never rebuilt from the seats) — the same choice, as the engine itself
never looks at more of them.
"""

from __future__ import annotations

import bisect
import functools
import random
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from types import MappingProxyType
from typing import TYPE_CHECKING

from floortool.domain.field.entries import (
    WAITING,
    Entry,
    EntryRegistered,
    entry_tally,
    event_entries,
    next_entry_id,
    player_entries,
)
from floortool.domain.field.tally import GroupSums
from floortool.domain.kernel.draft import Draft
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.seating.engine.late import TABLES_TRIED, plan_late_seat
from floortool.domain.seating.engine.model import MAX_SEATS, Room
from floortool.domain.seating.parties import party_of
from floortool.domain.seating.policy import seating_policy
from floortool.domain.seating.seats import EntrySeated, Seating, TableOpened, seating_of
from floortool.domain.seating.table_order import planned_tables
from floortool.domain.structure.moment import moment_of
from floortool.domain.tournament.event import EventSettings, require_event

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


@dataclass(frozen=True)
class EntrySeat:
    """The seat drawn; ``opens`` when its table is not open yet (it gets ``seats`` seats)."""

    table: int
    seat: int
    opens: bool
    seats: int
    waits_for_big_blind: bool
    rule: str | Phrase


def plan_entry_seat(
    state: FloorState, event_id: int, entry_id: int, rng: random.Random
) -> EntrySeat | None:
    """A seat for ``entry_id`` by the late-seat rule; None when every seat is taken."""
    settings = require_event(state, event_id).settings
    seating = seating_of(state, event_id)
    opening = _tables_to_open(seating, settings, seating.room.capacity > seating.room.players)
    partners = _partner_entries(state, event_id, entry_id)
    avoid = _tables_of(seating, partners)
    pool = _fewest(seating.room, opening, avoid) or _fewest(seating.room, opening, set())
    party = _tables_of(seating, party_of(state, event_id, entry_id))
    pool = [number for number in pool if number not in party] or pool
    if not pool:
        return None
    chosen = set(rng.sample(pool, min(len(pool), TABLES_TRIED)))
    room = seating.room.part(chosen)
    for partner in partners:
        room.keep_apart(entry_id, partner)
    for number in sorted(chosen & opening.keys()):
        seats = opening[number]
        room.open_table(number, seats, unavailable=seating.unavailable(number, seats))
    late = plan_late_seat(room, rng, entry_id)
    assert late is not None  # every chosen table has room
    return EntrySeat(
        table=late.table,
        seat=late.seat,
        opens=late.table in opening,
        seats=room.tables[late.table].seats,
        waits_for_big_blind=late.waits_for_big_blind,
        rule=seating_policy(settings).citations.late_seat,
    )


def _in_play(seating: Seating, number: int, seats: int) -> int:
    """How many of a table's ``seats`` are in play."""
    return seats - len(seating.unavailable(number, seats))


def _fewest(room: Room, opening: Mapping[int, int], avoid: set[int]) -> list[int]:
    """The tables (not in ``avoid``) with the fewest players among the open ones with an
    empty seat in play and the ones ``opening`` (none yet), in number order. Read
    from the room's buckets, emptiest first, so only one count's tables are looked at."""
    fresh = [number for number in opening if number not in avoid]
    for players in range(MAX_SEATS + 1):
        bucket = room.bucket(players)
        if not bucket and not (players == 0 and fresh):
            continue
        if not avoid and not fresh and players < room.least_capacity():
            return bucket  # every one of them has room (read only: the room's own list)
        tables = room.tables
        found = [n for n in bucket if n not in avoid and players < tables[n].capacity]
        if players == 0 and fresh:
            return sorted(found + fresh)
        if found:
            return found
    return []


def _partner_entries(state: FloorState, event_id: int, entry_id: int) -> set[int]:
    """The seated entries of the players the entrant must not sit with."""
    seating = seating_of(state, event_id)
    entry = event_entries(state, event_id).get(entry_id)
    if entry is None or not seating.apart:
        return set()
    player = entry.player_id
    partners = {a if b == player else b for a, b in seating.apart if player in (a, b)}
    return {seated for seated, other in seating.players.items() if other in partners}


def _tables_of(seating: Seating, entries: set[int]) -> set[int]:
    """The tables where ``entries`` are seated."""
    where = seating.where
    return {where[other][0] for other in entries if other in where}


def _tables_to_open(seating: Seating, settings: EventSettings, with_room: bool) -> dict[int, int]:
    """The unopened tables (number → seats) the entrant may be seated at now;
    ``with_room``: whether an open table has an empty seat in play."""
    if settings.tables:
        planned = _planned(settings.table_order, settings.tables, settings.seats)
        if _all_opened(seating, planned):
            return {}
        return {
            n: s
            for n, s in planned.tables.items()
            if n not in seating.tables and n not in seating.closed and _in_play(seating, n, s)
        }
    if with_room:
        return {}
    fresh = (
        (number, seats)
        for number, seats in planned_tables(
            settings.table_order, tables=settings.tables, seats=settings.seats
        )
        if number not in seating.tables and number not in seating.closed
    )
    for number, seats in fresh:
        if _in_play(seating, number, seats):
            return {number: seats}
    return {}


@dataclass(frozen=True)
class _Planned:
    """The tables an event may open (number → seats), and their numbers as runs of
    consecutive numbers ``(first, last)``, ascending."""

    tables: Mapping[int, int]
    runs: tuple[tuple[int, int], ...]


@functools.lru_cache(maxsize=32)
def _planned(order: str, tables: int, seats: int) -> _Planned:
    """The first ``tables`` of the table order, worked out once."""
    found = dict(planned_tables(order, tables=tables, seats=seats))
    runs: list[tuple[int, int]] = []
    for number in sorted(found):
        if runs and runs[-1][1] == number - 1:
            runs[-1] = (runs[-1][0], number)
        else:
            runs.append((number, number))
    return _Planned(MappingProxyType(found), tuple(runs))


def _all_opened(seating: Seating, planned: _Planned) -> bool:
    """Whether every planned table is open or broken, counted from the sorted open
    numbers run by run (not table by table: a festival plans a thousand)."""
    open_numbers = seating.room.open_numbers()
    opened = sum(
        bisect.bisect_right(open_numbers, last) - bisect.bisect_left(open_numbers, first)
        for first, last in planned.runs
    )
    broken = sum(1 for n in seating.closed if n in planned.tables and n not in seating.tables)
    return opened + broken >= len(planned.tables)


def seat_entry(draft: Draft, event_id: int, entry_id: int, rng: random.Random) -> EntrySeat | None:
    """Seat a waiting entry by the late-seat rule (``domain.seating.arrivals``), unless
    alternates are ahead of it or every seat is taken (it then stays on the waiting
    list); returns the seat drawn."""
    seating = seating_of(draft.state, event_id)
    if seating.waiting and seating.waiting[0] != entry_id:
        return None
    drawn = plan_entry_seat(draft.state, event_id, entry_id, rng)
    if drawn is None:
        return None
    if drawn.opens:
        draft.add(TableOpened(event_id=event_id, table=drawn.table, seats=drawn.seats))
    draft.add(
        EntrySeated(
            event_id=event_id,
            entry_id=entry_id,
            table=drawn.table,
            seat=drawn.seat,
            waits_for_big_blind=drawn.waits_for_big_blind,
        )
    )
    return drawn


def seat_waiting(draft: Draft, event_id: int, rng: random.Random) -> list[int]:
    """Seat alternates, first come first served, while seats are free; their entry ids."""
    seated: list[int] = []
    while waiting := seating_of(draft.state, event_id).waiting:
        first = waiting[0]
        if seat_entry(draft, event_id, first, rng) is None:
            break
        seated.append(first)
    return seated


def add_entry(
    draft: Draft,
    event_id: int,
    player_id: int,
    *,
    stack: tuple[int, int],
    money: tuple[int, int],
    level: int | None,
    now: datetime,
    rng: random.Random,
    carried_from: tuple[int, int] | None = None,
    ticket_from: int | None = None,
    qualified_in: int | None = None,
) -> int:
    """Add the player's next entry (``stack``: starting stack and deduction; ``money``:
    buy-in and fee in cents; ``carried_from``: the flight and entry a Day 2 stack comes
    from; ``ticket_from``: the satellite whose ticket paid the buy-in; ``qualified_in``:
    the league season whose standings seated the player free) and seat it by a
    fresh draw, or put it on the waiting list. Returns its id."""
    entry_id = next_entry_id(draft.state, event_id)
    flight, earlier_entry = carried_from if carried_from is not None else (None, None)
    draft.add(
        EntryRegistered(
            event_id=event_id,
            entry_id=entry_id,
            player_id=player_id,
            entry_number=len(player_entries(draft.state, event_id, player_id)) + 1,
            starting_stack=stack[0],
            deduction=stack[1],
            buy_in=money[0],
            fee=money[1],
            level=level,
            at=now.isoformat(),
            from_flight=flight,
            from_entry=earlier_entry,
            ticket_from=ticket_from,
            qualified_in=qualified_in,
        )
    )
    if not waits_for_draw(draft.state, event_id, now):
        seat_entry(draft, event_id, entry_id, rng)
    return entry_id


def awaits_the_draw(entry: Entry, settings: EventSettings) -> bool:
    """Whether ``entry`` waits unseated for the seat draw, paid in: registered before
    the start (no play level yet) of an event with no table count (``waits_for_draw``),
    not drawn yet. Such an entrant is in the field and the prize pool like a seated
    one; an alternate (every planned seat taken) waits too, but pays in only with the
    seat (TDA 2024 Rule 8-A)."""
    return entry.status == WAITING and entry.level is None and not settings.tables


def paid_in(entry: Entry, settings: EventSettings) -> bool:
    """Whether ``entry``'s buy-in is in the field and the prize pool: every entry but an
    alternate still waiting for a seat (``awaits_the_draw``)."""
    return pays_in(entry.status, entry.level is None, settings)


def pays_in(status: str, before_start: bool, settings: EventSettings) -> bool:
    """``paid_in`` for every entry of ``status`` registered before the start (no play
    level) or not: what the entries' tally (``domain.field.tally``) is read by."""
    return status != WAITING or (before_start and not settings.tables)


def paid_groups(state: FloorState, event_id: int) -> tuple[list[GroupSums], list[GroupSums]]:
    """The event's entries summed by group (``domain.field.tally``: the same cost at 50
    entrants as at 10,000), split into those paid in (the field and the prize pool)
    and the alternates still waiting for a seat (``pays_in``)."""
    settings = require_event(state, event_id).settings
    paid: list[GroupSums] = []
    waiting: list[GroupSums] = []
    groups = entry_tally(event_entries(state, event_id)).groups()
    for (status, before_start), sums in groups.items():
        into = paid if pays_in(status, before_start, settings) else waiting
        into.append((status, sums))
    return paid, waiting


def waits_for_draw(state: FloorState, event_id: int, now: datetime) -> bool:
    """Whether an entrant arriving at ``now`` waits unseated for the draw: before the
    start, when the event has no table count (how many tables it opens, and so the
    seat pool, is known only once the field is)."""
    settings = require_event(state, event_id).settings
    return not settings.tables and not moment_of(state, event_id, now).started


def seats_left(state: FloorState, event_id: int) -> int | None:
    """The empty seats in play an entrant could still take, at the open tables and the
    event's tables not opened yet, less the alternates already waiting for one; None
    while tables open one after another as the field grows (the event never fills)."""
    settings = require_event(state, event_id).settings
    if not settings.tables:
        return None
    seating = seating_of(state, event_id)
    room = seating.room
    unopened = _tables_to_open(seating, settings, with_room=True)
    free = room.capacity - room.players
    free += sum(_in_play(seating, number, seats) for number, seats in unopened.items())
    return max(0, free - len(seating.waiting))
