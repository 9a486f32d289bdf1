"""Domain layer: an event's seat rules, the decisions that set or lift them, and
their journal events.

- A seat out of play (broken chair, a dealer's elbow room): no draw, late seat,
  move or break redraw uses it. Any table the event has or may open (its table
  order) can have seats out of play; a taken seat cannot (move its player
  first).
- A player locked to their seat (a house dealer, a player with special needs:
  TDA 2024 Rule 9, Robert's Rules §2 Seating 6) moves only when it cannot be
  avoided: the draw leaves them where they are, balancing never picks them,
  and only their table breaking (or the final-table redraw) moves them. The
  lock belongs to the entry and follows it to a new seat.
- Two players who must not sit at the same table (Seating 4): the draw, late
  seats and break redraws put them at different tables whenever another table
  has room, and balancing never moves one to the other's table. The pair is
  kept by player, so it holds for re-entries too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from floortool.domain.field.entries import event_entries, playing_entry
from floortool.domain.kernel.errors import FloorError, InvalidInput, NotFound
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.phrases import translate
from floortool.domain.players.records import Player
from floortool.domain.seating.seats import Seating, seating_of
from floortool.domain.seating.table_order import planned_seats
from floortool.domain.tournament.event import require_event

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


class SeatRuleRefused(FloorError):
    """The seat rule cannot be set now (codes: ``seat_taken``, ``table_broken``,
    ``no_change``)."""

    code = "seating_refused"


def pair(first: int, second: int) -> tuple[int, int]:
    """The stored form of a pair of player ids (lower first)."""
    return (first, second) if first < second else (second, first)


def _seating(state: FloorState, event_id: int) -> Seating:
    if event_id not in state.events:
        raise ReplayConflict(f"event {event_id} is not live")
    return state.seating.setdefault(event_id, Seating())


@dataclass(frozen=True)
class SeatAvailabilityChanged(DomainEvent):
    """A seat taken out of play (``available`` false) or given back."""

    kind = "seat_availability_changed"
    subjects = frozenset({Subject.SEATING})
    event_id: int
    table: int
    seat: int
    available: bool

    def apply(self, state: FloorState) -> None:
        _seating(state, self.event_id).set_available(self.table, self.seat, self.available)


@dataclass(frozen=True)
class SeatLockChanged(DomainEvent):
    """An entry locked to its seat (``locked``) or free to move again."""

    kind = "seat_lock_changed"
    subjects = frozenset({Subject.SEATING})
    event_id: int
    entry_id: int
    locked: bool

    def apply(self, state: FloorState) -> None:
        _seating(state, self.event_id).lock(self.entry_id, self.locked)


@dataclass(frozen=True)
class ApartPairChanged(DomainEvent):
    """Two players who must not sit at the same table (``apart``), or no longer."""

    kind = "apart_pair_changed"
    subjects = frozenset({Subject.SEATING})
    event_id: int
    players: tuple[int, int]
    apart: bool

    def apply(self, state: FloorState) -> None:
        seating = _seating(state, self.event_id)
        first, second = self.players
        if first == second or first not in state.players or second not in state.players:
            raise ReplayConflict(f"players {first} and {second} are not two known players")
        seating.keep_apart(first, second, self.apart)


def table_seats(state: FloorState, event_id: int, number: int) -> int:
    """The seat count of the event's table ``number`` — open, or one its table
    order may open — or a refusal."""
    settings = require_event(state, event_id).settings
    seating = seating_of(state, event_id)
    table = seating.tables.get(number)
    if table is not None:
        return table.seats
    if number in seating.closed:
        raise SeatRuleRefused(
            translate(
                "domain.seating.seat_rules", "Table {number} has broken; it does not reopen."
            ).fill(number=number),
            code="table_broken",
            table=number,
        )
    seats = planned_seats(
        settings.table_order, number, tables=settings.tables, seats=settings.seats
    )
    if seats is None:
        raise NotFound(
            translate(
                "domain.seating.seat_rules", "Table {number} is not one of this event's tables."
            ).fill(number=number),
            code="unknown_table",
            table=number,
        )
    return seats


def require_seat_number(number: int, seats: int, seat: int) -> None:
    if not 1 <= seat <= seats:
        raise InvalidInput(
            translate(
                "domain.seating.seat_rules", "Table {number} has seats 1 to {seats}, not {seat}."
            ).fill(number=number, seats=seats, seat=seat),
            field="seat",
        )


def decide_seat_availability(
    state: FloorState, event_id: int, table: int, seat: int, *, available: bool
) -> SeatAvailabilityChanged:
    """Take a seat out of play, or give it back."""
    require_seat_number(table, table_seats(state, event_id, table), seat)
    seating = seating_of(state, event_id)
    off = seat in seating.off.get(table, ())
    if off != available:
        already = (
            translate(
                "domain.seating.seat_rules", "Table {table} seat {seat} is already out of play."
            )
            if off
            else translate(
                "domain.seating.seat_rules", "Table {table} seat {seat} is already in play."
            )
        )
        raise SeatRuleRefused(
            already.fill(table=table, seat=seat),
            code="no_change",
        )
    occupant = seating.tables[table].occupied.get(seat) if table in seating.tables else None
    if occupant is not None:
        entry = event_entries(state, event_id)[occupant]
        raise SeatRuleRefused(
            translate(
                "domain.seating.seat_rules",
                "Table {table} seat {seat} is taken by {name}: move the player first.",
            ).fill(table=table, seat=seat, name=state.players[entry.player_id].name),
            code="seat_taken",
            table=table,
            seat=seat,
        )
    return SeatAvailabilityChanged(event_id=event_id, table=table, seat=seat, available=available)


def decide_seat_lock(
    state: FloorState, event_id: int, player: Player, *, locked: bool
) -> SeatLockChanged:
    """Lock the player's seated entry to its seat, or free it to move."""
    entry = playing_entry(state, event_id, player)
    if (entry.id in seating_of(state, event_id).locked) == locked:
        already = (
            translate("domain.seating.seat_rules", "{player} is already locked to the seat.")
            if locked
            else translate("domain.seating.seat_rules", "{player} is already not locked.")
        )
        raise SeatRuleRefused(
            already.fill(player=player.name),
            code="no_change",
        )
    return SeatLockChanged(event_id=event_id, entry_id=entry.id, locked=locked)


def decide_apart(
    state: FloorState, event_id: int, first: Player, second: Player, *, apart: bool
) -> ApartPairChanged:
    """Keep two players at different tables, or lift that."""
    require_event(state, event_id)
    if first.id == second.id:
        raise InvalidInput(
            translate(
                "domain.seating.seat_rules", "Name two different players, not {first} twice."
            ).fill(first=first.name),
            field="names",
        )
    players = pair(first.id, second.id)
    if (players in seating_of(state, event_id).apart) == apart:
        already = (
            translate("domain.seating.seat_rules", "{first} and {second} are already kept apart.")
            if apart
            else translate("domain.seating.seat_rules", "{first} and {second} are not kept apart.")
        )
        raise SeatRuleRefused(
            already.fill(first=first.name, second=second.name),
            code="no_change",
        )
    return ApartPairChanged(event_id=event_id, players=players, apart=apart)
