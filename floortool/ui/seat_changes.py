"""UI layer: the seat changes the room display lists, and when that list changes.

``SeatChangeFeed`` reads the event's seat changes still in force
(``app.views.floor_map.recent_moves``) whenever the seating changes — only the
journal's new entries when it just grew, with no undo or redo among them and
no player renamed — and keeps those made less than ``SEAT_CHANGE_MINUTES`` ago
by the floor's clock
— never the computer's own, so tests move a fake clock instead of waiting.
After the final table's redraw (``app.views.final_table``) the list is the
button draw and each seat with its player and card, until play starts there.
When there are more than the room can list at once, the strip turns to the
next few every ``TURN_SECONDS`` (``turn``, counted from the newest change).
A single-shot timer wakes it when the oldest change drops off or the strip
turns, and ``changed`` tells the window to hand the room display the news.
That is once the room display has opened (``watch``); until then nothing is
read as the floor changes, and the list is worked out only when asked
(``texts``), so the window's start reads no journal for it.
"""

from __future__ import annotations

import logging
from datetime import datetime

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from floortool.app.floor import Floor
from floortool.app.notices import EVERYTHING
from floortool.app.views.final_table import FinalTableDraw, final_table_draw
from floortool.app.views.floor_map import SEAT_CHANGE_TIME, RecentMove, recent_moves
from floortool.domain.kernel.journal import JournalEntry, Subject
from floortool.ui.final_draw import button_text, seat_text
from floortool.ui.room_layout import NARROW_CHANGES
from floortool.ui.translation import translate

logger = logging.getLogger(__name__)

#: How long the strip shows a few changes before it turns to the next few.
TURN_SECONDS = 8
#: The most changes the strip cycles through.
MOST = 30
#: Names longer than this are cut short (with "…") so the strip keeps a readable size.
NAME_CHARS = 22
#: Woken this long after a change is due, so the reading is past it.
MARGIN_MS = 15

Moves = tuple[RecentMove, ...]


def change_text(move: RecentMove) -> str:
    """``Alice Smith → Table 3 · Seat 7`` (a long name cut short)."""
    name = move.player if len(move.player) <= NAME_CHARS else move.player[: NAME_CHARS - 1] + "…"
    return translate("seat_changes", "{name} → Table {to_table} · Seat {to_seat}").format(
        name=name, to_table=move.to_table, to_seat=move.to_seat
    )


class SeatChangeFeed(QObject):
    """The seat changes of the event on show that the room should still see."""

    changed = Signal()
    """``texts`` or ``turn`` changed."""

    def __init__(self, floor: Floor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.floor = floor
        self._event_id: int | None = None
        self._stale = True  # the moves are to be read again
        self._read_to: int | None = None  # the journal's length when the moves were read
        self._moves: tuple[RecentMove, ...] = ()
        self._draw: FinalTableDraw | None = None
        self._texts: tuple[str, ...] = ()
        self._turn = 0
        self._watched = False  # kept current and announced (the room display is open)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setTimerType(Qt.TimerType.CoarseTimer)
        self.timer.timeout.connect(self.refresh)

    @property
    def texts(self) -> tuple[str, ...]:
        """The changes to list, newest first."""
        if not self._watched:
            self.refresh()
        return self._texts

    @property
    def turn(self) -> int:
        """Which few of ``texts`` the strip shows now (it takes them modulo its pages)."""
        if not self._watched:
            self.refresh()
        return self._turn

    def watch(self) -> None:
        """Keep the list current from now on, each change announced by ``changed``."""
        self._watched = True
        self.refresh()

    def set_event(self, event_id: int | None, subjects: frozenset[Subject] = EVERYTHING) -> None:
        """Follow ``event_id`` (None: no event, nothing to list); ``subjects``: what changed
        on the floor since the last call (the list is read again after a seating change)."""
        if event_id != self._event_id or Subject.PLAYERS in subjects:
            self._read_to = None  # read them all again: another event's, or new names
        if event_id != self._event_id:
            self._event_id = event_id
        elif Subject.SEATING not in subjects:
            return
        self._stale = True
        if self._watched:
            self.refresh()

    def refresh(self) -> None:
        """Read the changes again if the journal moved on, and drop those too old now."""
        self.timer.stop()
        now = self.floor.clock()
        event_id = self._event_id
        if event_id is None or event_id not in self.floor.state.events:
            self._moves, self._draw = (), None
        elif self._stale:
            self._stale = False
            journal, state = self.floor.journal(), self.floor.state
            since = now - SEAT_CHANGE_TIME
            self._moves = self._read(journal, event_id, since)
            self._draw = final_table_draw(journal, state, event_id, now)
        live = [m for m in self._moves if now - m.at < SEAT_CHANGE_TIME]
        draw = (
            self._draw
            if self._draw is not None and now - self._draw.at < SEAT_CHANGE_TIME
            else None
        )
        if draw is None:
            texts = tuple(change_text(m) for m in live)
        else:  # the redraw's moves are its seats; later moves follow them
            seats = tuple(seat_text(s) for s in draw.seats)
            later = tuple(change_text(m) for m in live if m.at > draw.at)
            texts = (button_text(draw), *seats, *later)
        turning = len(texts) > NARROW_CHANGES and bool(live)
        turn = int((now - live[0].at).total_seconds() // TURN_SECONDS) if turning else 0
        if (texts, turn) != (self._texts, self._turn):
            self._texts, self._turn = texts, turn
            self.changed.emit()
        if live and self._watched:
            self._wake(now, live[-1].at + SEAT_CHANGE_TIME, live[0].at, turning=turning)

    def _read(self, journal: list[JournalEntry], event_id: int, since: datetime) -> Moves:
        """The changes still in force, newest first: when the journal only grew since the
        last reading, with no undo or redo (which may take back an earlier change), from
        its new entries and the changes read before; else from the whole journal (at
        10,000 entrants registered minutes ago, that is every registration again)."""
        read_to, self._read_to = self._read_to, len(journal)
        state = self.floor.state
        if read_to is None or read_to > len(journal):
            return recent_moves(journal, state, event_id, since=since, limit=MOST)
        newer = journal[read_to:]
        if any(record.is_marker for record in newer):
            return recent_moves(journal, state, event_id, since=since, limit=MOST)
        moves = recent_moves(newer, state, event_id, since=since, limit=MOST)
        return (*moves, *(m for m in self._moves if m.at >= since))[:MOST]

    def _wake(self, now: datetime, drop: datetime, newest: datetime, *, turning: bool) -> None:
        """Start the timer for the next change of the list: a drop-off or a turn."""
        due = (drop - now).total_seconds()
        if turning:
            since = (now - newest).total_seconds()
            due = min(due, TURN_SECONDS - since % TURN_SECONDS)
        self.timer.start(max(int(due * 1000), 0) + MARGIN_MS)

    def stop(self) -> None:
        self.timer.stop()
