"""Domain layer: the two-step draw — a random table "among those with the fewest
players", then a random empty seat there.

Shared by late seats (TDA 2024 Rules 8-A, 10-A) and the players of a broken
table (TDA 2024 Rule 10-B); a player who must not sit with another (Robert's
Rules §2 Seating 4) is kept away from that player's table whenever another
table has room. One ``FewestDraw`` seats the players of one plan in turn:
the seats it has given out count as players, and the room itself is never
changed while planning.

The tables with a count of players are the room's bucket for that count
(``Room.bucket``), read in place and never copied or filtered while every
table in it has room: the draw keeps, per count, the tables it has given
seats at (which now count more) and their places in the bucket, numbers the
bucket's other tables, picks a number and steps over the places passed. A
player costs the same at ten tables as at a thousand.
"""

from __future__ import annotations

import random
from bisect import bisect_left, insort
from collections.abc import Mapping, Set

from floortool.domain.seating.engine.model import MAX_SEATS, Room

_SMALL_BUCKET = 48  # up to this many tables, count the bucket instead of sampling
_TRIES = 32
_NONE: list[int] = []  # read only


class FewestDraw:
    """The two-step draw of one plan's players, one player at a time; ``leaving``: the
    table they leave (a table broken), never drawn."""

    __slots__ = (
        "_capacity",
        "_empty",
        "_extra",
        "_fewest",
        "_given",
        "_gone",
        "_passed",
        "_rank",
        "_rng",
        "_room",
        "_roomy",
    )

    def __init__(self, room: Room, rng: random.Random, leaving: int | None = None) -> None:
        self._room = room
        self._rng = rng
        counts = room.counts()
        # A table given a seat counts more than it did, so the fewest never falls.
        self._fewest = None if counts is None else counts[0]
        self._roomy = room.least_capacity()  # a table with fewer players has an empty seat
        self._gone: set[int] = set()  # tables passed in their bucket: given at, or leaving
        self._passed: dict[int, list[int]] = {}  # count -> places of the gone tables in
        #  that count's bucket, ascending
        self._given: dict[int, int] = {}  # table -> its players and the seats given there
        self._rank: dict[int, int] = {}  # table -> the order it was first given a seat in
        self._capacity: dict[int, int] = {}  # table -> its seats in play (tables given at)
        self._empty: dict[int, list[int]] = {}  # table -> its empty seats not given yet
        self._extra: dict[int, list[int]] = {}  # count -> tables given at with that many
        #  (and room), in the order first given
        if leaving is not None:
            self._pass(leaving, room.tables[leaving].players)

    def table(self, exclude: Set[int] = frozenset()) -> int | None:
        """A random table with room among those with the fewest players, the seats given
        counting as players, never one in ``exclude`` (None if all are full)."""
        if self._fewest is None:
            return None
        room, rng, gone = self._room, self._rng, self._gone
        tables = room.tables
        for players in range(self._fewest, MAX_SEATS + 1):
            extra = self._extra.get(players, _NONE)
            if extra and exclude:
                extra = [n for n in extra if n not in exclude]
            bucket = room.bucket(players)
            if len(bucket) > _SMALL_BUCKET:
                # Many tables: uniform choice over extra + bucket by rejection
                # (a few tries; a bucket mostly unusable falls through to counting).
                for _ in range(_TRIES):
                    pick = rng.randrange(len(extra) + len(bucket))
                    if pick < len(extra):
                        return extra[pick]
                    number = bucket[pick - len(extra)]
                    if number not in gone and number not in exclude and tables[number].has_room:
                        return number
            if players < self._roomy:
                passed = self._passed.get(players, _NONE)
                if exclude:
                    excluded = [
                        bisect_left(bucket, n)
                        for n in exclude
                        if n not in gone and n in tables and tables[n].players == players
                    ]
                    if excluded:
                        passed = sorted([*passed, *excluded])
                size = len(extra) + len(bucket) - len(passed)
                if size:
                    pick = rng.randrange(size)
                    if pick < len(extra):
                        return extra[pick]
                    pick -= len(extra)
                    for place in passed:  # the pick-th table of the bucket not passed
                        if place > pick:
                            break
                        pick += 1
                    return bucket[pick]
            else:
                pool = extra + [
                    n for n in bucket if n not in gone and n not in exclude and tables[n].has_room
                ]
                if pool:
                    return pool[rng.randrange(len(pool))]
        return None

    def table_apart(self, entry: int, placed: Mapping[int, int] | None = None) -> int | None:
        """``table`` away from the tables of the players ``entry`` must not sit with
        (``placed``: entry → table this plan has chosen already) — among the fewest of
        the other tables; at their table only when no other table has room."""
        if entry in self._room.apart:
            avoid = self._room.partner_tables(entry, placed)
            if avoid:
                number = self.table(avoid)
                if number is not None:
                    return number
        return self.table()

    def seat(self, number: int) -> int:
        """A random empty seat at table ``number`` (which has room) not given yet, given
        now."""
        empty = self._empty.get(number)
        extra = self._extra
        if empty is None:  # the first seat given at this table: the newest in the order
            table = self._room.tables[number]
            empty = self._empty[number] = table.empty_seats()
            self._pass(number, table.players)
            self._rank[number] = len(self._rank)
            count = self._given[number] = table.players + 1
            if count < self._capacity.setdefault(number, table.capacity):
                extra.setdefault(count, []).append(number)
        else:
            count = self._given[number]
            extra[count].remove(number)
            count = self._given[number] = count + 1
            if count < self._capacity[number]:
                insort(extra.setdefault(count, []), number, key=self._rank.__getitem__)
        return empty.pop(self._rng.randrange(len(empty)))

    def _pass(self, number: int, players: int) -> None:
        """Table ``number``, with ``players`` players in the room, is passed over in its
        bucket from now on."""
        self._gone.add(number)
        insort(
            self._passed.setdefault(players, []), bisect_left(self._room.bucket(players), number)
        )
