"""Domain layer: who sits where in one event, and the event's seat rules.

``Seating`` is the fold's record of one event's seats, and its seats are the
seating engine's ``Room`` (``seating.engine.model``): the open tables, where
every seated entry is, each table's button for the next hand (unknown while a
redraw is due), the final table, the seats out of play and the locked ones,
the seats bust-outs freed in the order they opened, and the seated players
kept apart. The seating events change it seat by seat through the methods
below, which keep the room's fullest/shortest index current, so every
decision and every view reads ``seating.room`` as it is: nothing rebuilds it.
Beside the room it keeps what the engine does not need: the alternates waiting
for a seat in arrival order, the tables broken so far (in the order they
broke), and the seat rules as
the director set them: seats out of play (any table, open or not), entries
locked to their seat (TDA 2024 Rule 9, Robert's Rules §2 Seating 6) and pairs
of players who must not sit at the same table (Seating 4). It decides
nothing: seats are drawn by ``domain.seating.arrivals`` and
``domain.seating.initial_draw``, moves by the seating engine; the events that
change it refuse what would break it.
"""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from floortool.domain.field.entries import ACTIVE, WAITING, check_live, entry_in, put_entry
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.overlay import Overlay, plain
from floortool.domain.seating.engine.model import Room, Table

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState

__all__ = ["EventFull", "SeatTaken", "Seating", "Table", "seating_of", "table_counts"]


class EventFull(FloorError):
    """No open seat is left (the alternates wait for one)."""

    code = "event_full"


class SeatTaken(ReplayConflict):
    """A seat change the fold cannot make (the journal disagrees with itself)."""


@dataclass
class Seating:
    """One event's room, waiting list and seat rules, as the journal leaves them."""

    room: Room = field(default_factory=Room)
    waiting: list[int] = field(default_factory=list)  # entry ids, first come first served
    closed: dict[int, str] = field(default_factory=dict)  # broken table -> why, in the
    #  order they broke: never reopened
    off: dict[int, set[int]] = field(default_factory=dict)  # table -> seats out of play
    locked: set[int] = field(default_factory=set)  # entries that move only when unavoidable
    apart: set[tuple[int, int]] = field(default_factory=set)  # player ids, lower first
    players: MutableMapping[int, int] = field(default_factory=dict)  # seated entry -> its player

    @property
    def tables(self) -> dict[int, Table]:
        """The open tables by number (read-only: change them through the methods)."""
        return self.room.tables

    @property
    def where(self) -> Mapping[int, tuple[int, int]]:
        """Entry → (table, seat) of every seated entry (read-only)."""
        return self.room.where

    @property
    def final_table(self) -> int | None:
        """The final table, once drawn (the room's)."""
        return self.room.final_table

    def copy(self) -> Seating:
        """An independent copy (the fold's checkpoints)."""
        return self._copy(self.room.copy(), plain(self.players))

    def draft(self) -> Seating:
        """The copy a command may change while it decides: who sits where is read through
        to this seating (``Room.draft``), which must not change meanwhile."""
        return self._copy(self.room.draft(), Overlay(self.players))

    def _copy(self, room: Room, players: MutableMapping[int, int]) -> Seating:
        return Seating(
            room=room,
            waiting=list(self.waiting),
            closed=dict(self.closed),
            off={n: set(seats) for n, seats in self.off.items()},
            locked=set(self.locked),
            apart=set(self.apart),
            players=players,
        )

    def unavailable(self, table: int, seats: int) -> set[int]:
        """The seats out of play at ``table`` (of ``seats`` seats; the table order may
        have changed its seat count since a seat was taken out)."""
        return {seat for seat in self.off.get(table, ()) if seat <= seats}

    def seat_of(self, entry_id: int) -> tuple[int, int] | None:
        return self.room.where.get(entry_id)

    # ------------------------------------------------------------ tables
    def open_table(self, number: int, seats: int) -> None:
        if number in self.room.tables:
            raise SeatTaken(f"table {number} opened twice")
        self.room.open_table(number, seats, unavailable=self.unavailable(number, seats))

    def close_table(self, number: int) -> None:
        """Take the empty table ``number`` away (broken, or left out of a new draw)."""
        table = self.room.tables.get(number)
        if table is None or table.players:
            raise ReplayConflict(f"table {number} is not open and empty")
        self.room.close_table(number)

    def set_available(self, number: int, seat: int, available: bool) -> None:
        """Take ``seat`` of table ``number`` (open or not) out of play, or give it back."""
        off = self.off.setdefault(number, set())
        table = self.room.tables.get(number)
        if not available and table is not None and seat in table.occupied:
            raise ReplayConflict(f"table {number} seat {seat} is taken")
        (off.discard if available else off.add)(seat)
        if not off:
            del self.off[number]
        if table is not None:
            self.room.set_unavailable(number, self.unavailable(number, table.seats))

    def set_button(self, number: int, seat: int | None) -> None:
        """The seat with table ``number``'s button for the next hand (None: to be drawn)."""
        self.room.set_button(number, seat)

    # ------------------------------------------------------------ seat rules
    def lock(self, entry_id: int, locked: bool) -> None:
        """Lock the entry to its seat, or free it to move again."""
        place = self.room.where.get(entry_id)
        if locked:
            if place is None:
                raise ReplayConflict(f"entry {entry_id} is not seated")
            self.locked.add(entry_id)
            self.room.lock_seat(*place)
        else:
            self.locked.discard(entry_id)
            if place is not None:
                self.room.lock_seat(*place, locked=False)

    def keep_apart(self, first: int, second: int, apart: bool) -> None:
        """Players ``first`` and ``second`` (ids) must not sit together, or may again."""
        low, high = sorted((first, second))
        (self.apart.add if apart else self.apart.discard)((low, high))
        seated = {player: entry for entry, player in self.players.items()}
        if low in seated and high in seated:
            keep = self.room.keep_apart if apart else self.room.let_together
            keep(seated[low], seated[high])

    # ------------------------------------------------------------ seats
    def sit(self, entry_id: int, table: int, seat: int, player_id: int) -> None:
        """Put a waiting or newly registered entry (of ``player_id``) in ``seat`` of ``table``."""
        place = self.room.tables.get(table)
        if place is None or not 1 <= seat <= place.seats:
            raise SeatTaken(f"table {table} seat {seat} does not exist")
        if (
            place.occupant[seat] is not None
            or entry_id in self.room.where
            or seat in self.off.get(table, ())
        ):
            raise SeatTaken(f"table {table} seat {seat} is taken or entry {entry_id} is seated")
        self.room.sit(entry_id, table, seat)
        if entry_id in self.locked:
            self.room.lock_seat(table, seat)
        self.players[entry_id] = player_id
        if self.apart:
            self._meet_partners(entry_id, player_id)
        if entry_id in self.waiting:
            self.waiting.remove(entry_id)

    def _meet_partners(self, entry_id: int, player_id: int) -> None:
        partners = {a if b == player_id else b for a, b in self.apart if player_id in (a, b)}
        for other, player in self.players.items():
            if player in partners:
                self.room.keep_apart(entry_id, other)

    def leave(self, entry_id: int, *, busted: bool = False) -> tuple[int, int] | None:
        """Free the entry's seat (or take it off the waiting list); returns the seat freed.
        A seat a bust-out frees is remembered as the last to open (stud balancing), and
        the hand it busted in keeps the blinds it was dealt with (the dead button)."""
        if entry_id in self.waiting:
            self.waiting.remove(entry_id)
            return None
        seat = self.room.where.get(entry_id)
        if seat is None:
            return None
        if busted:
            self.room.hand_in_play(seat[0])
        place = self.room.leave(entry_id, opens=busted)
        del self.players[entry_id]
        self.room.forget_apart(entry_id)
        return place

    def move(self, entry_id: int, table: int, seat: int) -> None:
        """The seated entry leaves its seat for ``seat`` of ``table``."""
        player = self.players[entry_id]
        self.leave(entry_id)
        self.sit(entry_id, table, seat, player)


def table_counts(seating: Seating) -> dict[int, int]:
    """Players at each open table."""
    return {number: table.players for number, table in sorted(seating.tables.items())}


def seating_of(state: FloorState, event_id: int) -> Seating:
    """The event's seating (an empty one when nobody has sat yet; not stored)."""
    return state.seating.get(event_id) or Seating()


@dataclass(frozen=True)
class TableOpened(DomainEvent):
    kind = "table_opened"
    subjects = frozenset({Subject.SEATING})
    event_id: int
    table: int
    seats: int

    def apply(self, state: FloorState) -> None:
        check_live(state, self.event_id)
        state.seats(self.event_id).open_table(self.table, self.seats)


@dataclass(frozen=True)
class EntrySeated(DomainEvent):
    """A waiting entry takes a drawn seat (registration, re-entry, alternate, Day 2 draw);
    ``waits_for_big_blind`` when the seat lies between the button and the small blind
    (the entrant is dealt in once the button passes: the name is older than that rule)."""

    kind = "entry_seated"
    subjects = frozenset({Subject.SEATING, Subject.FIELD})
    event_id: int
    entry_id: int
    table: int
    seat: int
    waits_for_big_blind: bool = False

    def apply(self, state: FloorState) -> None:
        entry = entry_in(state, self.event_id, self.entry_id, WAITING)
        state.seats(self.event_id).sit(self.entry_id, self.table, self.seat, entry.player_id)
        put_entry(state, entry.with_status(ACTIVE))
