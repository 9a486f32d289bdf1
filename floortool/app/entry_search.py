"""App layer: which entries a typed search finds (the Players page's search box,
the bust desk, a floor phone's bust pad).

``EntryFinder`` answers each keystroke: a name, nickname or membership number
(ranked and folded by ``domain.players.search``, so case, accents and word
order do not matter), ``#12`` for player number 12, or a seat as
``table-seat`` (``12-4``; ``12-`` is the whole of table 12). It folds the
names once per change of the field, not once per keystroke. Blank text finds
everything (no filter).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from floortool.app.views.field import EntryRow
from floortool.domain.players.records import Player
from floortool.domain.players.search import PlayerIndex

#: ``12-4`` (table 12, seat 4) or ``12-`` (table 12); spaces around the dash allowed.
SEAT_TEXT = re.compile(r"^\s*(?P<table>\d{1,4})\s*-\s*(?P<seat>\d{0,2})\s*$")


class EntryFinder:
    """The entries of one event, ready to be searched as the director types."""

    def __init__(self, rows: Sequence[EntryRow], players: Mapping[int, Player]) -> None:
        self._rows = tuple(rows)
        ids = {row.player_id for row in self._rows}
        self._index = PlayerIndex(players[pid] for pid in sorted(ids) if pid in players)

    def find(self, text: str) -> frozenset[int] | None:
        """The ids of the entries ``text`` finds; None when ``text`` is blank (show all)."""
        if not text.strip():
            return None
        seat = SEAT_TEXT.match(text)
        if seat is not None:
            table = int(seat["table"])
            wanted = int(seat["seat"]) if seat["seat"] else None
            return frozenset(
                row.id
                for row in self._rows
                if row.table == table and (wanted is None or row.seat == wanted)
            )
        found = {player.id for player in self._index.search(text, limit=max(len(self._index), 1))}
        return frozenset(row.id for row in self._rows if row.player_id in found)
