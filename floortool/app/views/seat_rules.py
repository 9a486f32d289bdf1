"""App layer: what the floor shows about the seat rules and the draw, as frozen
read models; each ``to_json`` is its one JSON form (``cli.md``: the seat-rule
actions of ``seating``, ``seating order``, ``seating draw``).

Decides nothing: ``seat_rules_view`` lists the players locked to their seat,
the seats out of play, the pairs kept apart (and whether a pair sits at one
table now, which only happens when no other table had room) and the table
order; ``draw_view`` lists every seat after a draw, with the pairs kept apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floortool.domain.field.entries import event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.text import format_table_order, parse_table_order
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import require_event


def player_name(state: FloorState, event_id: int, entry_id: int) -> str:
    """The name of the player of ``entry_id``, or ``entry 12`` when it is unknown."""
    entry = event_entries(state, event_id).get(entry_id)
    player = state.players.get(entry.player_id) if entry is not None else None
    return player.name if player is not None else f"entry {entry_id}"


@dataclass(frozen=True, slots=True)
class Spot:
    """A seat of a table: ``{"table", "seat"}``."""

    table: int
    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"table": self.table, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class LockedSeat:
    """A player locked to their seat (moved only when unavoidable, TDA 2024 Rule 9)."""

    player: str
    table: int
    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "table": self.table, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class ApartPair:
    """Two players kept apart, and whether they sit at one table now."""

    players: tuple[str, str]
    same_table: bool

    def to_json(self) -> dict[str, Any]:
        return {"players": list(self.players), "same_table": self.same_table}


@dataclass(frozen=True, slots=True)
class SeatRulesView:
    """``{"locked": [{"player", "table", "seat"}], "seats_off": [{"table", "seat"}],
    "apart": [{"players", "same_table"}], "table_order"}``."""

    locked: tuple[LockedSeat, ...]
    seats_off: tuple[Spot, ...]
    apart: tuple[ApartPair, ...]
    table_order: str  # "" for 1, 2, 3 ...

    def to_json(self) -> dict[str, Any]:
        return {
            "locked": [locked.to_json() for locked in self.locked],
            "seats_off": [spot.to_json() for spot in self.seats_off],
            "apart": [pair.to_json() for pair in self.apart],
            "table_order": self.table_order,
        }


def _apart(state: FloorState, event_id: int) -> tuple[ApartPair, ...]:
    seating = seating_of(state, event_id)
    tables = {
        e.player_id: seating.where[e.id][0]
        for e in event_entries(state, event_id).values()
        if e.id in seating.where
    }
    return tuple(
        ApartPair(
            players=(state.players[a].name, state.players[b].name),
            same_table=a in tables and tables[a] == tables.get(b),
        )
        for a, b in sorted(seating.apart)
    )


def seat_rules_view(state: FloorState, event_id: int) -> SeatRulesView:
    """The event's seat rules and table order (raises if the event is unknown)."""
    settings = require_event(state, event_id).settings
    seating = seating_of(state, event_id)
    return SeatRulesView(
        locked=tuple(
            LockedSeat(player_name(state, event_id, entry), table, seat)
            for entry, (table, seat) in sorted(seating.where.items(), key=lambda item: item[1])
            if entry in seating.locked
        ),
        seats_off=tuple(
            Spot(table, seat)
            for table, seats in sorted(seating.off.items())
            for seat in sorted(seats)
        ),
        apart=_apart(state, event_id),
        table_order=format_table_order(parse_table_order(settings.table_order)),
    )


@dataclass(frozen=True, slots=True)
class DrawnSeat:
    """A seat after the draw and who sits in it."""

    table: int
    seat: int
    entry: int
    player: str
    locked: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "table": self.table,
            "seat": self.seat,
            "entry": self.entry,
            "player": self.player,
            "locked": self.locked,
        }


@dataclass(frozen=True, slots=True)
class DrawView:
    """Every seat after a draw: ``{"seats": [{"table", "seat", "entry", "player",
    "locked"}], "tables", "waiting", "apart"}``."""

    seats: tuple[DrawnSeat, ...]
    tables: tuple[int, ...]
    waiting: tuple[str, ...]
    apart: tuple[ApartPair, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [seat.to_json() for seat in self.seats],
            "tables": list(self.tables),
            "waiting": list(self.waiting),
            "apart": [pair.to_json() for pair in self.apart],
        }


def draw_view(state: FloorState, event_id: int) -> DrawView:
    seating = seating_of(state, event_id)
    return DrawView(
        seats=tuple(
            DrawnSeat(
                table=table,
                seat=seat,
                entry=entry,
                player=player_name(state, event_id, entry),
                locked=entry in seating.locked,
            )
            for entry, (table, seat) in sorted(seating.where.items(), key=lambda item: item[1])
        ),
        tables=tuple(sorted(seating.tables)),
        waiting=tuple(player_name(state, event_id, e) for e in seating.waiting),
        apart=_apart(state, event_id),
    )
