"""App layer: read-only views of the player database for the front ends.

Search as you type (the window keeps a ``PlayerIndex`` and rebuilds it when
the floor's revision changes; ``search_players`` here is the one-off form the
command line uses), the records that look like duplicates, a member's record
with what the journal says of them (``MemberRecord``: first seen, events played,
dues expired), and the report of an import (read back from the journal group that made it): a frozen
``ImportReport`` whose one JSON form is ``to_json`` (``player import``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from floortool.domain.field.entries import entries_of_player
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.csv_rows import Rejected
from floortool.domain.kernel.journal import JournalEntry
from floortool.domain.players.imports import PlayersImported
from floortool.domain.players.records import Player, duplicate_groups, player_data
from floortool.domain.players.search import DEFAULT_LIMIT, PlayerIndex


def search_players(state: FloorState, text: str, limit: int = DEFAULT_LIMIT) -> list[Player]:
    """The best matches for ``text``, best first."""
    return PlayerIndex(state.players.values()).search(text, limit)


@dataclass(frozen=True, slots=True)
class MemberRecord:
    """A player's record and what their entries say: the day they first registered in
    an event here (``first_seen``, ISO; blank: never), the events they entered, and
    whether their dues have run out."""

    player: Player
    first_seen: str
    events_played: int
    expired: bool

    def to_json(self) -> dict[str, Any]:
        """The one JSON form (``player show``)."""
        return player_data(self.player) | {
            "first_seen": self.first_seen,
            "events_played": self.events_played,
            "dues_expired": self.expired,
        }


def member_record(state: FloorState, player_id: int, now: datetime) -> MemberRecord:
    """``player_id``'s member record at ``now`` (dues judged on the local date)."""
    player = state.players[player_id]
    seen: list[str] = []
    played = 0
    for entries in state.entries.values():
        mine = entries_of_player(entries, player_id)
        if mine:
            played += 1
            seen += [e.registered_at for e in mine if e.registered_at]
    first = min(seen)[:10] if seen else ""
    return MemberRecord(player, first, played, player.dues_expired(now.astimezone().date()))


def duplicates(state: FloorState) -> list[tuple[Player, ...]]:
    """Groups of records that look like one person (candidates for a merge)."""
    return duplicate_groups(state.players.values())


@dataclass(frozen=True, slots=True)
class ImportReport:
    """What an import did: the players added and the rows rejected (line, reason)."""

    source: str
    added: tuple[Player, ...]
    rejected: tuple[Rejected, ...]

    def to_json(self) -> dict[str, Any]:
        """The one JSON form (``player import``)."""
        return {
            "source": self.source,
            "imported": len(self.added),
            "players": [player_data(p) for p in self.added],
            "rejected": [
                {"line": r.line, "reason": r.reason, "text": r.text} for r in self.rejected
            ],
        }


def import_report(journal: Iterable[JournalEntry]) -> ImportReport:
    """The report of the import recorded in ``journal`` (a ``Done``'s entries)."""
    for record in journal:
        if record.kind == PlayersImported.kind:
            event = PlayersImported.from_data(record.data)
            return ImportReport(
                source=event.source,
                added=tuple(Player(**p) for p in event.players),
                rejected=tuple(Rejected(**r) for r in event.rejected),
            )
    raise ValueError("no import in these journal entries")
