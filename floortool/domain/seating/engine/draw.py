"""Domain layer: the initial draw (TDA 2024 Rule 7).

Decides where every entrant of the draw sits: random seats, tables filled
evenly (counts differ by at most one, counting players already locked to a
seat, unless a table is full or its locked players already outnumber the
rest), unavailable seats never used, and players who must not sit together
(Robert's Rules §2 Seating 4) at different tables wherever the seats allow.
The caller passes a cryptographically strong source (``secrets.SystemRandom``)
for a real event, or a seeded ``random.Random`` for a reproducible
simulation.

Even filling fixes how many players each table gets up to a level ``L``
(every table with room reaches ``L`` players, or is full), and how many
tables get one player more; which tables those are is left open. The players
kept apart are placed first, the most restricted first, each at a random
table none of their partners sits at, taking one of that table's sure places
or else its one extra (retried in other orders if that greedy pass gets
stuck); the remaining extras go to random tables, and everyone else fills
the remaining seats at random.
"""

from __future__ import annotations

import random
from collections.abc import Sequence, Set
from dataclasses import dataclass

from floortool.domain.kernel.phrases import Phrase, counted, translate
from floortool.domain.seating.engine.model import MAX_SEATS, Room, SeatingError
from floortool.domain.seating.engine.moves import ENGINE_CITATIONS

#: Orders tried for the players kept apart before settling for the fewest pairs together.
_ATTEMPTS = 20


@dataclass(frozen=True, slots=True)
class DrawnSeat:
    """One entrant's seat from the draw."""

    entry: int
    table: int
    seat: int
    rule: str | Phrase = ENGINE_CITATIONS.initial_draw


@dataclass(frozen=True, slots=True)
class _Shares:
    """Even filling: ``base[t]`` players table ``t`` gets for sure; ``extras`` of the
    ``eligible`` tables get one more."""

    base: dict[int, int]
    eligible: frozenset[int]
    extras: int


@dataclass(slots=True)
class _Placing:
    """One pass placing the players kept apart: what is left, and where they went."""

    base: dict[int, int]
    extra_to: set[int]
    extras: int
    tables: dict[int, int]  # entry -> table
    together: int = 0


def plan_draw(room: Room, entries: Sequence[int], rng: random.Random) -> tuple[DrawnSeat, ...]:
    """Random seats for ``entries`` at the room's open tables, filled evenly, keeping
    apart the pairs in ``room.apart`` wherever the seats allow it."""
    if len(entries) > room.capacity - room.players:
        raise SeatingError(
            counted(
                len(entries),
                translate(
                    "domain.seating.engine.draw",
                    "{count} entrant does not fit the open tables' empty seats",
                ),
                translate(
                    "domain.seating.engine.draw",
                    "{count} entrants do not fit the open tables' empty seats",
                ),
            )
        )
    shares = _shares(room, len(entries))
    order = list(entries)
    rng.shuffle(order)
    placing = _keep_apart(room, order, shares, rng)
    unused = sorted(shares.eligible - placing.extra_to)
    extra_to = placing.extra_to | set(rng.sample(unused, placing.extras))
    free = {
        number: rng.sample(room.tables[number].empty_seats(), count + (number in extra_to))
        for number, count in sorted(shares.base.items())
    }
    seats = {entry: (number, free[number].pop()) for entry, number in placing.tables.items()}
    rest = [entry for entry in order if entry not in seats]
    slots = [(number, seat) for number in sorted(free) for seat in free[number]]
    seats.update(zip(rest, slots, strict=True))
    return tuple(DrawnSeat(entry, *seats[entry]) for entry in order)


def _shares(room: Room, players: int) -> _Shares:
    """The highest level every table with room can be filled to with ``players``."""
    tables = [t for t in room.tables.values() if t.has_room]

    def need(level: int) -> int:
        return sum(max(0, min(t.capacity, level) - t.players) for t in tables)

    level = 0
    while level < MAX_SEATS and need(level + 1) <= players:
        level += 1
    base = {t.number: max(0, min(t.capacity, level) - t.players) for t in tables}
    eligible = frozenset(t.number for t in tables if t.players <= level < t.capacity)
    return _Shares(base, eligible, players - sum(base.values()))


def _keep_apart(room: Room, order: list[int], shares: _Shares, rng: random.Random) -> _Placing:
    """The tables of the entrants with someone to avoid (fewest pairs together)."""
    restricted = sorted(
        (entry for entry in order if room.apart.get(entry)), key=lambda e: -len(room.apart[e])
    )
    best: _Placing | None = None
    for attempt in range(_ATTEMPTS if restricted else 1):
        if attempt:
            rng.shuffle(restricted)
        placing = _Placing(dict(shares.base), set(), shares.extras, {})
        for entry in restricted:
            avoid = room.partner_tables(entry, placing.tables)
            options = _options(placing, shares.eligible, avoid)
            if not options:
                placing.together += 1
                options = _options(placing, shares.eligible, frozenset())
            number = _weighted(options, rng)
            if placing.base[number]:
                placing.base[number] -= 1
            else:
                placing.extra_to.add(number)
                placing.extras -= 1
            placing.tables[entry] = number
        if best is None or placing.together < best.together:
            best = placing
        if not best.together:
            break
    assert best is not None
    return best


def _options(placing: _Placing, eligible: Set[int], avoid: Set[int]) -> list[tuple[int, int]]:
    """(table, places still open there) for the tables not in ``avoid``."""
    options: list[tuple[int, int]] = []
    for number, left in placing.base.items():
        if number in avoid:
            continue
        extra = placing.extras > 0 and number in eligible and number not in placing.extra_to
        if left + extra:
            options.append((number, left + extra))
    return options


def _weighted(options: list[tuple[int, int]], rng: random.Random) -> int:
    """A random table of ``options``, each as likely as its open places are many."""
    pick = rng.randrange(sum(weight for _, weight in options))
    for number, weight in options:
        pick -= weight
        if pick < 0:
            return number
    raise AssertionError("unreachable: the pick is below the total")


def apply_draw(room: Room, seats: Sequence[DrawnSeat]) -> None:
    for drawn in seats:
        room.sit(drawn.entry, drawn.table, drawn.seat)
