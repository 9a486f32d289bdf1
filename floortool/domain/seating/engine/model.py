"""Domain layer: the room — tables, seats, buttons — and the index that
answers "fullest / shortest table" without rescanning every table.

Decides nothing by itself; it records who sits where, each table's button
and the blinds its last hand posted, and offers the seat arithmetic every
plan shares: the next hand's button and blinds by the dead-button model
(``domain.seating.engine.blinds``: TDA 2024 Rules 32 and 34-B).

There is one room per event: ``floortool simulate`` plays on one of its own,
and the journal's fold keeps one inside each event's ``Seating``
(``domain.seating.seats``), changed seat by seat by the seating events, so no
decision rebuilds it. ``Room.copy`` is an independent copy (the fold's
checkpoints) and ``Room.draft`` the scratch copy a multi-step decision works
on (``domain.kernel.draft``), both copy-on-write per table: copying a room of a
thousand tables copies its index, and a table only when one of the two rooms
first changes it (``_own``: every change of a table goes through the room's
methods; a table belongs to the room whose token it carries, and copying
gives both rooms new tokens). A copy copies who sits where; a draft reads it
through (``domain.kernel.overlay``), so it costs nothing per player, and must be
dropped before the room it was made from changes.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Mapping, MutableMapping
from dataclasses import dataclass, field

from floortool.domain.kernel.overlay import Overlay, plain
from floortool.domain.seating.engine.blinds import HandSeats, hand_after, hand_from_button

#: Seat counts a table may have.
MIN_SEATS, MAX_SEATS = 2, 12


class SeatingError(ValueError):
    """A seat change the room cannot make (seat taken, unknown table...)."""


@dataclass(slots=True)
class Table:
    """One open table: ``occupant[seat]`` is the entry in that seat (index 0 unused)."""

    number: int
    seats: int
    occupant: list[int | None]
    button: int | None = None  # the seat holding the button for the next hand (may be empty)
    unavailable: frozenset[int] = frozenset()
    locked: set[int] = field(default_factory=set)  # seats whose player moves only if unavoidable
    players: int = 0
    vacated: list[int] = field(default_factory=list)  # empty seats in the order they opened
    posted: tuple[int, int] | None = None  # (small, big) blinds of the last hand, or implied
    dealt: HandSeats | None = None  # the hand in play, fixed by its first bust-out
    owner: object = field(default=None, compare=False, repr=False)  # the room that may change it

    @property
    def occupied(self) -> dict[int, int]:
        """Seat → entry of the occupied seats (a new dict: change seats through the room)."""
        return {seat: entry for seat, entry in enumerate(self.occupant) if entry is not None}

    def copy(self) -> Table:
        return Table(
            self.number,
            self.seats,
            list(self.occupant),
            self.button,
            self.unavailable,
            set(self.locked),
            self.players,
            list(self.vacated),
            self.posted,
            self.dealt,
        )

    def last_open_seat(self) -> int | None:
        """The seat that opened last: the most recently vacated empty seat, else (seats
        empty since the table opened, or an order the room does not know) the
        highest-numbered empty seat."""
        if self.vacated:
            return self.vacated[-1]
        empty = self.empty_seats()
        return empty[-1] if empty else None

    @property
    def capacity(self) -> int:
        return self.seats - len(self.unavailable)

    @property
    def has_room(self) -> bool:
        return self.players < self.capacity

    def occupied_seats(self) -> list[int]:
        occupant = self.occupant
        return [s for s in range(1, self.seats + 1) if occupant[s] is not None]

    def empty_seats(self) -> list[int]:
        occupant, off = self.occupant, self.unavailable
        return [s for s in range(1, self.seats + 1) if occupant[s] is None and s not in off]

    def next_occupied(self, seat: int) -> int | None:
        """The first occupied seat clockwise strictly after ``seat`` (wrapping)."""
        for step in range(1, self.seats + 1):
            s = (seat + step - 1) % self.seats + 1
            if self.occupant[s] is not None:
                return s
        return None

    def previous_occupied(self, seat: int) -> int | None:
        """The first occupied seat counter-clockwise strictly before ``seat`` (wrapping)."""
        for step in range(1, self.seats + 1):
            s = (seat - step - 1) % self.seats + 1
            if self.occupant[s] is not None:
                return s
        return None

    def played_hand(self) -> HandSeats | None:
        """The seats of the hand in play (or about to be dealt): fixed once a player busts
        in it, else worked out from the last hand reported and who sits where now."""
        if self.dealt is not None:
            return self.dealt
        return self._hand_after(self.posted, self.occupied_seats())

    def next_hand(self) -> HandSeats | None:
        """The button and blinds of the next hand to be dealt (None while the button is
        unknown or fewer than two play): after a bust-out, the hand that follows the
        one it ended."""
        return self._next_hand(self.occupied_seats())

    def next_hand_with(self, seat: int) -> HandSeats | None:
        """The next hand if a newcomer sat in the empty ``seat`` first."""
        return self._next_hand(sorted({*self.occupied_seats(), seat}))

    def _next_hand(self, occupied: list[int]) -> HandSeats | None:
        if self.dealt is not None:
            return self._hand_after((self.dealt.small_blind, self.dealt.big_blind), occupied)
        return self._hand_after(self.posted, occupied)

    def _hand_after(self, posted: tuple[int, int] | None, occupied: list[int]) -> HandSeats | None:
        if self.button is None or len(occupied) < 2:
            return None
        if posted is None:
            return hand_from_button(self.seats, occupied, self.button)
        return hand_after(self.seats, occupied, posted)

    def button_after(self, small: int, big: int) -> int:
        """The next hand's button once a hand with its blinds in ``small`` and ``big`` is
        over: the small blind's seat (dead if it is empty); heads-up, the player who is
        not big blind next."""
        if self.players < 2:
            return small
        return hand_after(self.seats, self.occupied_seats(), (small, big)).button

    def last_big_blind(self) -> int | None:
        """The seat that posted the big blind in the hand in play or last reported (None
        since the button was entered or drawn): the next hand's small blind."""
        if self.dealt is not None:
            return self.dealt.big_blind
        return None if self.posted is None else self.posted[1]

    def dealer_seat(self) -> int | None:
        """The seat with the button for the next hand (a dead button is an empty seat)."""
        hand = self.next_hand()
        return None if hand is None else hand.button

    def blinds(self) -> tuple[int, int] | None:
        """(small blind, big blind) seats of the next hand; a dead small blind is an empty
        seat, and heads-up the button posts the small blind."""
        hand = self.next_hand()
        return None if hand is None else (hand.small_blind, hand.big_blind)


class Room:
    """Every open table, where every entry sits, and the fullest/shortest index.

    ``_buckets[n]`` is the sorted list of the numbers of the tables with
    ``n`` players: the lowest- and highest-numbered and a random one are read
    in O(1), and a table changes bucket by a binary search and a short memory
    move (no decision rescans the tables). Counts only run 0..12, so the
    fullest and shortest counts are found in constant time.
    """

    def __init__(self) -> None:
        self.tables: dict[int, Table] = {}
        self.where: MutableMapping[int, tuple[int, int]] = {}
        self.capacity = 0  # available seats over all open tables
        self._capacities: dict[int, int] = {}  # a table's seats in play -> tables with that many
        self.final_table: int | None = None
        self.apart: dict[int, set[int]] = {}  # entry -> entries it must not sit with
        self._buckets: list[list[int]] = [[] for _ in range(MAX_SEATS + 1)]
        self._open: list[int] = []  # open table numbers, sorted
        self._token = object()  # the tables carrying it are this room's own to change

    def copy(self) -> Room:
        """A copy sharing nothing that changes (the tables are copied when first changed,
        by either room)."""
        other = self._share()
        other.where = plain(self.where)
        self._token = object()  # the tables are shared now: copied before a change
        return other

    def draft(self) -> Room:
        """A scratch copy for a decision: like ``copy``, but who sits where is read
        through to this room, which must not change while the draft is used."""
        other = self._share()
        other.where = Overlay(self.where)
        return other

    def _share(self) -> Room:
        other = Room.__new__(Room)
        other.tables = dict(self.tables)
        other._token = object()
        other.capacity = self.capacity
        other._capacities = dict(self._capacities)
        other.final_table = self.final_table
        other.apart = {entry: set(others) for entry, others in self.apart.items()}
        other._buckets = [list(bucket) for bucket in self._buckets]
        other._open = list(self._open)
        return other

    def part(self, numbers: Iterable[int]) -> Room:
        """A scratch room of the open tables among ``numbers`` only (copies), with who
        is kept apart from whom: a decision that looks at a few tables of many."""
        other = Room()
        for number in sorted(n for n in set(numbers) if n in self.tables):
            table = self.tables[number].copy()
            table.owner = other._token
            other.tables[number] = table
            other.capacity += table.capacity
            other._count_capacity(table.capacity, 1)
            other._index_add(table)
            other._open.append(number)
            for seat, entry in table.occupied.items():
                other.where[entry] = (number, seat)
        other.final_table = self.final_table if self.final_table in other.tables else None
        other.apart = {entry: set(others) for entry, others in self.apart.items()}
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Room):
            return NotImplemented
        return (
            self.tables == other.tables
            and self.where == other.where
            and self.final_table == other.final_table
            and self.apart == other.apart
        )

    __hash__ = None  # type: ignore[assignment]

    def _own(self, number: int) -> Table:
        """Table ``number``, this room's own to change (a copy if it may be shared)."""
        table = self.tables[number]
        if table.owner is not self._token:
            table = self.tables[number] = table.copy()
            table.owner = self._token
        return table

    # ------------------------------------------------------------ tables
    def open_table(
        self, number: int, seats: int, *, unavailable: Iterable[int] = (), button: int | None = None
    ) -> Table:
        if number in self.tables:
            raise SeatingError(f"table {number} is already open")
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise SeatingError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}")
        table = Table(number, seats, [None] * (seats + 1), button, frozenset(unavailable))
        table.owner = self._token
        if any(not 1 <= s <= seats for s in table.unavailable):
            raise SeatingError(f"table {number} has no such seat to make unavailable")
        self.tables[number] = table
        self.capacity += table.capacity
        self._count_capacity(table.capacity, 1)
        self._index_add(table)
        bisect.insort(self._open, number)
        return table

    def close_table(self, number: int) -> None:
        table = self.tables[number]
        if table.players:
            raise SeatingError(f"table {number} still has players")
        self._index_remove(table)
        self.capacity -= table.capacity
        self._count_capacity(table.capacity, -1)
        del self.tables[number]
        del self._open[bisect.bisect_left(self._open, number)]
        if self.final_table == number:
            self.final_table = None

    def set_unavailable(self, number: int, unavailable: Iterable[int]) -> None:
        """Table ``number``'s seats out of play are now ``unavailable`` (all empty)."""
        table = self._own(number)
        off = frozenset(unavailable)
        if any(table.occupant[s] is not None for s in off if 1 <= s <= table.seats):
            raise SeatingError(f"table {number} has a player in a seat to take out of play")
        self.capacity += len(table.unavailable) - len(off)
        self._count_capacity(table.capacity, -1)
        table.unavailable = off
        self._count_capacity(table.capacity, 1)
        table.vacated = [s for s in table.vacated if s not in off]

    # ------------------------------------------------------------ seats
    def sit(self, entry: int, number: int, seat: int) -> None:
        if number not in self.tables:
            raise SeatingError(f"table {number} seat {seat} is not available")
        table = self._own(number)
        self._index_remove(table)
        try:
            self._put(table, entry, seat)
        finally:
            self._index_add(table)

    def seat_table(self, number: int, occupied: Iterable[tuple[int, int]]) -> None:
        """Seat a table's players, ``(seat, entry)`` pairs, at once (building a room
        from a record): the index moves once for the table, not once per player."""
        table = self._own(number)
        self._index_remove(table)
        try:
            for seat, entry in occupied:
                self._put(table, entry, seat)
        finally:
            self._index_add(table)

    def _put(self, table: Table, entry: int, seat: int) -> None:
        """Seat ``entry`` at ``seat`` of ``table``, which is out of the index."""
        if not 1 <= seat <= table.seats or seat in table.unavailable:
            raise SeatingError(f"table {table.number} seat {seat} is not available")
        if table.occupant[seat] is not None or entry in self.where:
            raise SeatingError(
                f"table {table.number} seat {seat} is taken or entry {entry} is seated"
            )
        table.occupant[seat] = entry
        table.players += 1
        if seat in table.vacated:
            table.vacated.remove(seat)
        self.where[entry] = (table.number, seat)

    def leave(self, entry: int, *, opens: bool = True) -> tuple[int, int]:
        """``entry`` leaves its seat; ``opens``: the seat counts as the last to open."""
        place = self.where.pop(entry, None)
        if place is None:
            raise SeatingError(f"entry {entry} is not seated")
        table = self._own(place[0])
        self._index_remove(table)
        table.occupant[place[1]] = None
        table.players -= 1
        table.locked.discard(place[1])
        if opens:
            table.vacated.append(place[1])
        self._index_add(table)
        return place

    def hand_in_play(self, number: int) -> None:
        """A player busts at table ``number``: its hand in play keeps the seats it was
        dealt with (the bust-out posted what they posted)."""
        table = self.tables[number]
        if table.dealt is None:
            hand = table.played_hand()
            if hand is not None:
                self._own(number).dealt = hand

    def hand_finished(self, number: int, small: int, big: int) -> None:
        """Table ``number`` finished a hand whose blinds were in ``small`` and ``big``:
        the next hand's button is on the small blind's seat (dead if it is empty;
        heads-up, the player who is not big blind)."""
        table = self._own(number)
        table.button = table.button_after(small, big)
        table.posted = (small, big)
        table.dealt = None

    def set_button(self, number: int, seat: int | None) -> None:
        """The button of table ``number`` is in ``seat`` for the next hand (None: unknown):
        a new button, so the next hand's blinds follow from it — three or more players,
        as if the hand before had its small blind on ``seat`` and its big blind on the
        next player, who is due for the small blind now (a newcomer sitting between them
        waits for the button to pass); fewer, from the players seated at the deal."""
        table = self._own(number)
        table.button = seat
        table.dealt = None
        following = table.next_occupied(seat) if seat is not None else None
        table.posted = (
            (seat, following)
            if seat is not None and following is not None and (table.players >= 3)
            else None
        )

    def lock_seat(self, number: int, seat: int, locked: bool = True) -> None:
        """The player in ``seat`` of table ``number`` moves only if unavoidable (or again)."""
        seats = self._own(number).locked
        (seats.add if locked else seats.discard)(seat)

    def keep_apart(self, first: int, second: int) -> None:
        """``first`` and ``second`` must not sit at the same table (Robert's Seating 4)."""
        self.apart.setdefault(first, set()).add(second)
        self.apart.setdefault(second, set()).add(first)

    def let_together(self, first: int, second: int) -> None:
        """``first`` and ``second`` may sit at the same table again."""
        for one, other in ((first, second), (second, first)):
            partners = self.apart.get(one)
            if partners is not None:
                partners.discard(other)
                if not partners:
                    del self.apart[one]

    def forget_apart(self, entry: int) -> None:
        """``entry`` is kept apart from nobody any more (it left the room)."""
        for partner in self.apart.get(entry, set()).copy():
            self.let_together(entry, partner)

    # ------------------------------------------------------------ queries
    def seats_kept_from(self, number: int, target: int) -> set[int]:
        """Seats at table ``number`` whose player must not sit at table ``target``."""
        return {
            self.where[entry][1]
            for entry in self.apart
            if entry in self.where
            and self.where[entry][0] == number
            and target in self.partner_tables(entry)
        }

    def partner_tables(self, entry: int, placed: Mapping[int, int] | None = None) -> set[int]:
        """The tables of the players ``entry`` must not sit with; ``placed`` (entry →
        table) overrides where a plan has already put some of them."""
        tables: set[int] = set()
        for partner in self.apart.get(entry, ()):
            if placed is not None and partner in placed:
                tables.add(placed[partner])
            elif partner in self.where:
                tables.add(self.where[partner][0])
        return tables

    @property
    def players(self) -> int:
        return len(self.where)

    def counts(self) -> tuple[int, int] | None:
        """(fewest, most) players at an open table; None when no table is open."""
        low = next((n for n in range(MAX_SEATS + 1) if self._buckets[n]), None)
        if low is None:
            return None
        high = next(n for n in range(MAX_SEATS, -1, -1) if self._buckets[n])
        return low, high

    def bucket(self, players: int) -> list[int]:
        """Numbers of the open tables with exactly ``players`` players, ascending (read-only)."""
        return self._buckets[players]

    def highest_with(self, players: int) -> int | None:
        bucket = self._buckets[players]
        return bucket[-1] if bucket else None

    def lowest_with(self, players: int) -> int | None:
        bucket = self._buckets[players]
        return bucket[0] if bucket else None

    def open_numbers(self) -> list[int]:
        """The open tables' numbers, ascending (read-only)."""
        return self._open

    def highest_open(self) -> int | None:
        return self._open[-1] if self._open else None

    def snapshot(self, number: int) -> dict[str, object]:
        """``{table, button, occupied}`` as the simulation log records it (the button of
        the next hand)."""
        table = self.tables[number]
        return {"table": number, "button": table.dealer_seat(), "occupied": table.occupied_seats()}

    def least_capacity(self) -> int:
        """The fewest seats in play at an open table (0 when none is open): every table
        with fewer players than that has an empty seat."""
        return min(self._capacities, default=0)

    def _count_capacity(self, capacity: int, step: int) -> None:
        count = self._capacities.get(capacity, 0) + step
        if count:
            self._capacities[capacity] = count
        else:
            del self._capacities[capacity]

    # ------------------------------------------------------------ index
    def _index_add(self, table: Table) -> None:
        bisect.insort(self._buckets[table.players], table.number)

    def _index_remove(self, table: Table) -> None:
        bucket = self._buckets[table.players]
        del bucket[bisect.bisect_left(bucket, table.number)]
