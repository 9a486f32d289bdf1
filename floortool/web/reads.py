"""Web layer: the documents the read API serves, worked out on the floor's thread.

The state-only documents (``documents``) are kept by the floor's
``RevisionMemo`` for the journal revision, so 500 phones asking cost one
computation. What also needs the time or the journal is kept here, per
revision too: the clock's document for at most ``CLOCK_FRESH_SECONDS`` (its
seconds left move with time; a page ticks from ``server_time`` onwards, so a
document a moment old is still exact), each entry's moves, and which entry
each public key (``app.entry_keys``) opens. ``changes`` tells which entry pages a
notice changed (``entry_changes``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, TypeVar

from floortool.app.depends import depends_on
from floortool.app.entry_keys import entry_key, entry_key_secret
from floortool.app.floor import Floor
from floortool.app.views.bags import DayTwoSeat, day_two_seats
from floortool.app.views.bounties import bounty_view
from floortool.app.views.clock import clock_view
from floortool.app.views.field import EntryRow, entry_row, field_summary
from floortool.app.views.floor_map import recent_moves
from floortool.app.views.lobby import lobby_rows
from floortool.app.views.payouts import prize_view
from floortool.domain.clock.state import HAND_FOR_HAND, PAUSED, RUNNING
from floortool.domain.field.entries import event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.phrases import translate
from floortool.domain.players.records import fold_text
from floortool.domain.tournament.event import require_event
from floortool.web.documents import Document, finder_index, results_document
from floortool.web.entry_changes import EntryChanges, Prints, entry_tag, prints_of
from floortool.web.errors import ApiError
from floortool.web.moves import move_document
from floortool.web.names import Namer, namer

CLOCK_FRESH_SECONDS = 1.0
#: How long the floor's current event (a setting, not a journal action) is trusted.
CURRENT_FRESH_SECONDS = 1.0
#: The most matches the seat finder gives.
MAX_MATCHES = 20
T = TypeVar("T")


def _moves_by_entry(floor: Floor, event_id: int) -> dict[int, list[Document]]:
    """Every seat change of the event still in force, by entry, oldest first."""
    by_entry: dict[int, list[Document]] = {}
    for move in reversed(recent_moves(floor.journal(), floor.state, event_id, limit=10**9)):
        by_entry.setdefault(move.entry, []).append(move_document(move))
    return by_entry


def current_fresh(asked: int | None, fresh: float | None = None) -> float | None:
    """How long a copy of a document may be served: ``fresh`` (None: for its revision),
    and at most ``CURRENT_FRESH_SECONDS`` when it is of the floor's current event
    (``asked`` is None), which may change without a journal action."""
    if asked is not None:
        return fresh
    return CURRENT_FRESH_SECONDS if fresh is None else min(fresh, CURRENT_FRESH_SECONDS)


class Reads:
    """The read documents of one floor (used on the floor's thread only)."""

    def __init__(self) -> None:
        self._kept: dict[tuple[str, int], tuple[int, float, Any]] = {}
        self._current: tuple[float, int | None] | None = None
        self._secret: str | None = None
        self.changes = EntryChanges()

    def _keep(
        self, floor: Floor, key: tuple[str, int], make: Callable[[], T], fresh: float | None
    ) -> T:
        """``make()`` kept for the revision (and for at most ``fresh`` seconds of the
        floor's clock, the one the document is worked out at)."""
        kept = self._kept.get(key)
        now = floor.clock().timestamp()
        if (
            kept is not None
            and kept[0] == floor.revision
            and (fresh is None or 0 <= now - kept[1] <= fresh)
        ):
            value: T = kept[2]
            return value
        value = make()
        self._kept[key] = (floor.revision, now, value)
        return value

    def event_id(self, floor: Floor, asked: int | None) -> int:
        """The event ``asked`` for (it must exist), else the floor's current event."""
        if asked is None:
            kept = self._current
            if kept is None or time.monotonic() - kept[0] > CURRENT_FRESH_SECONDS:
                kept = (time.monotonic(), floor.current_event_id())
                self._current = kept
            if kept[1] is None:
                raise ApiError(
                    404, "no_event", translate("web.reads", "There is no event on this floor yet.")
                )
            return kept[1]
        require_event(floor.state, asked)
        return asked

    def document(
        self, floor: Floor, build: Callable[[FloorState, int], Document], asked: int | None
    ) -> Document:
        """``build(state, event)`` for the event asked for, kept for the revision."""
        return floor.reads.read(build, self.event_id(floor, asked))

    @depends_on(reads=(clock_view,))
    def clock(self, floor: Floor, event_id: int) -> Document:
        """``{"event", "revision", "clock"}``: the ``clock status`` object, with the
        server's time and the running / paused / hand-for-hand flags a page ticks from."""

        def make() -> Document:
            now = floor.clock()
            view = clock_view(floor.state, event_id, now)
            if view is None:
                raise ApiError(
                    404,
                    "no_structure",
                    translate("web.reads", "The event has no blind structure yet."),
                )
            clock = view.to_json() | {
                "running": view.state == RUNNING,
                "paused": view.state == PAUSED,
                "hand_for_hand": view.hold_reason == HAND_FOR_HAND,
                "server_time": now.isoformat(),
                "server_time_ms": round(now.timestamp() * 1000),
            }
            return {"event": event_id, "revision": floor.revision, "clock": clock}

        return self._keep(floor, ("clock", event_id), make, CLOCK_FRESH_SECONDS)

    @depends_on(reads=(lobby_rows,))
    def lobby(self, floor: Floor) -> Document:
        """``{"revision", "events"}``: every event in play as the lobby lists it
        (``app.views.lobby``), at the floor's time."""

        def make() -> Document:
            rows = lobby_rows(
                floor.state,
                floor.clock(),
                lambda event_id: floor.reads.read(field_summary, event_id).players_left,
            )
            events = [[name, str(right)] for name, right in rows]
            return {"revision": floor.revision, "events": events}

        return self._keep(floor, ("lobby", 0), make, CLOCK_FRESH_SECONDS)

    @depends_on(reads=(finder_index,))
    def find(self, floor: Floor, event_id: int, text: str) -> Document:
        """The seat finder: entries whose served name holds every word of ``text``
        (case, accents and punctuation ignored), at most ``MAX_MATCHES``, each with its
        entry page's key and tag."""
        words = fold_text(text).split()
        if not words:
            raise ApiError(
                400,
                "bad_parameter",
                translate("web.reads", "Type a name (letters or digits) to find."),
            )
        self.changes.watch(event_id, lambda: self.prints(floor, event_id))
        matches = []
        for folded, shown in floor.reads.read(finder_index, event_id):
            if all(word in folded for word in words):
                key = self.key(floor, event_id, shown["entry"])
                matches.append(shown | {"key": key, "tag": entry_tag(key)})
                if len(matches) > MAX_MATCHES:
                    break
        return {
            "event": event_id,
            "matches": matches[:MAX_MATCHES],
            "more": len(matches) > MAX_MATCHES,
        }

    def key(self, floor: Floor, event_id: int, entry_id: int) -> str:
        """The public key of the entry (what its page's address holds)."""
        if self._secret is None:
            self._secret = entry_key_secret(floor)
        return entry_key(self._secret, event_id, entry_id)

    def _entries_by_key(self, floor: Floor, event_id: int) -> dict[str, int]:
        def make() -> dict[str, int]:
            entries = event_entries(floor.state, event_id)
            return {self.key(floor, event_id, entry_id): entry_id for entry_id in entries}

        return self._keep(floor, ("keys", event_id), make, None)

    def _results_by_entry(self, floor: Floor, event_id: int) -> dict[int, Document]:
        """Each finished entry's results row (its first with a place)."""

        def make() -> dict[int, Document]:
            found: dict[int, Document] = {}
            for row in floor.reads.read(results_document, event_id)["results"]:
                if row["place"]:
                    found.setdefault(row["entry"], row)
            return found

        return self._keep(floor, ("results", event_id), make, None)

    def _bounties_by_entry(self, floor: Floor, event_id: int) -> dict[int, Document]:
        """Each entry's bounty in a knockout event (on its head and won so far; in a
        mystery bounty also the prizes it drew, ``draws_cents``); empty without a bounty."""

        def make() -> dict[int, Document]:
            rows = floor.reads.read_on(bounty_view, event_id, prize_view).rows
            return {
                row.entry: {"on_head_cents": row.on_head_cents, "won_cents": row.won_cents}
                | ({} if row.draws is None else {"draws_cents": list(row.draws)})
                for row in rows
            }

        return self._keep(floor, ("bounties", event_id), make, None)

    def _entry_pages(
        self, floor: Floor, event_id: int, keys: dict[str, int]
    ) -> dict[str, Document]:
        """The pages of the entries ``keys`` (public key to entry id), by key: the event's
        namer, entries, moves and results looked up once for them all."""
        state = floor.state
        name = namer(state, event_id)
        entries = event_entries(state, event_id)
        moves = self._keep(
            floor, ("moves", event_id), lambda: _moves_by_entry(floor, event_id), None
        )
        results = self._results_by_entry(floor, event_id)
        day2 = self._keep(floor, ("day2", event_id), lambda: day_two_seats(state, event_id), None)
        bounties = self._bounties_by_entry(floor, event_id)
        return {
            key: self._entry_page(
                event_id, entry_id, key, entry_row(state, entries[entry_id]), name,
                moves.get(entry_id, []), results.get(entry_id), bounties.get(entry_id),
                day2.get(entry_id),
            )
            for key, entry_id in keys.items()
        }  # fmt: skip

    @staticmethod
    def _entry_page(
        event_id: int,
        entry_id: int,
        key: str,
        row: EntryRow,
        name: Namer,
        moves: list[Document],
        result: Document | None,
        bounty: Document | None,
        day2: DayTwoSeat | None,
    ) -> Document:
        return {
            "event": event_id,
            "entry": entry_id,
            "key": key,
            "tag": entry_tag(key),
            "player": name(row.player),
            "entry_number": row.entry_number,
            "status": row.status,
            "table": row.table,
            "seat": row.seat,
            "alternate": row.alternate,
            "seat_text": None if row.table is None else f"Table {row.table} · Seat {row.seat}",
            "last_count": row.last_count,
            "counted_at": row.counted_at or None,
            "bag": row.bag or None,
            "day2": day2.to_json() if day2 is not None else None,
            "moves": moves,
            "result": result,
            "bounty": bounty,
        }

    @depends_on(
        reads=(entry_row, recent_moves, results_document, bounty_view, namer, day_two_seats)
    )
    def entry(self, floor: Floor, event_id: int, key: str) -> Document:
        """One entry's page, by its public key: its table and seat (or its number on the
        alternates' list, ``alternate``, null while it waits for the seat draw), every
        move with why and the rule, its stack at the last count (``last_count``,
        ``counted_at``; null until counted) and its ``bag`` once bagged, once its flight
        closed its Day 2 seat and stack (``day2``), its finish and prize once out, in a
        knockout event its ``bounty`` (``on_head_cents``, ``won_cents``, in a mystery
        bounty ``draws_cents``; null without one); its ``tag``
        (``entry_changes``). An entry's sequential id opens nothing (404), so nobody
        walks the entries."""
        require_event(floor.state, event_id)
        entry_id = self._entries_by_key(floor, event_id).get(key)
        if entry_id is None:
            raise ApiError(
                404,
                "unknown_entry",
                translate("web.reads", "Event {event} has no entry at this address.").fill(
                    event=event_id
                ),
            )
        self.changes.watch(event_id, lambda: self.prints(floor, event_id))
        return self._entry_pages(floor, event_id, {key: entry_id})[key]

    def prints(self, floor: Floor, event_id: int) -> Prints:
        """What the event's entry pages and seat finder show now, in short
        (``entry_changes``)."""
        pages = self._entry_pages(floor, event_id, self._entries_by_key(floor, event_id))
        return prints_of(pages, floor.reads.read(finder_index, event_id))
