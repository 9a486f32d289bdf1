"""App layer: the bags of an event — each survivor's bagged chips and bag number,
with where they sat, in table and seat order (``domain.registration.bags``); and the
whole field's last counts, most chips first, for the chip-count sheet."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floortool.domain.fold.state import FloorState
from floortool.domain.registration.bags import survivors
from floortool.domain.seating.seats import seating_of


@dataclass(frozen=True)
class BagRow:
    """One survivor: name, entry, chips (None: not counted), bag ("": not bagged),
    table and seat."""

    entry: int
    player: str
    entry_number: int
    chips: int | None
    bag: str
    table: int | None
    seat: int | None

    def to_json(self) -> dict[str, Any]:
        """``{"player", "chips", "bag"}`` (the contract) and the entry and seat."""
        return {
            "player": self.player,
            "chips": self.chips,
            "bag": self.bag,
            "entry": self.entry,
            "entry_number": self.entry_number,
            "table": self.table,
            "seat": self.seat,
        }


def bag_rows(state: FloorState, event_id: int) -> list[BagRow]:
    """Every survivor of ``event_id`` with their last count and bag, in table and seat
    order."""
    where = seating_of(state, event_id).where
    rows = []
    for entry in survivors(state, event_id):
        player = state.players.get(entry.player_id)
        seat = where.get(entry.id)
        rows.append(
            BagRow(
                entry=entry.id,
                player=player.name if player is not None else f"#{entry.player_id}",
                entry_number=entry.entry_number,
                chips=entry.count.chips if entry.count is not None else None,
                bag=entry.count.bag if entry.count is not None else "",
                table=seat[0] if seat else None,
                seat=seat[1] if seat else None,
            )
        )
    return rows


def by_chips(rows: list[BagRow]) -> list[BagRow]:
    """The rows most chips first (the uncounted last), then by name."""
    return sorted(rows, key=lambda r: (r.chips is None, -(r.chips or 0), r.player))
