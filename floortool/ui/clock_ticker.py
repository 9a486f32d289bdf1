"""UI layer: one reading of the event's clock for every display of a window.

``ClockTicker`` reads the clock (``app.views.clock``) at the floor's time,
turns it into ``ClockTexts`` and emits ``changed`` only when a text on screen
would change. It wakes just after the next whole second of the countdown
rather than on a fixed beat, so the digits turn over on time and nothing is
redrawn in between. At each reading it hands the event's automation
(``app.automation``) the moments' reading, and carries out each cue due once,
however many views are open (``actions``: the window's, or a recorder in tests).
The window calls ``set_event`` after every command and journal change
with the subjects changed: the clock is read again only after a change to what
it shows (``READS``), the room's figures only after one to theirs (``FIGURES``).
"""

from __future__ import annotations

import logging
import math

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from floortool.app.automation import (
    Automation,
    CueActions,
    carry_out,
    line_values,
    moment_reading,
)
from floortool.app.depends import subjects_of
from floortool.app.floor import Floor
from floortool.app.notices import EVERYTHING
from floortool.app.views.clock import ClockView, clock_view
from floortool.domain.clock.state import NOT_STARTED, RUNNING
from floortool.domain.kernel.journal import Subject
from floortool.ui.clock_text import ClockTexts, clock_texts
from floortool.ui.room_figures import RoomFigures, room_figures
from floortool.ui.translation import window_words

logger = logging.getLogger(__name__)

#: How often the ticker looks while nothing counts down (paused, finished).
IDLE_MS = 1000
#: Woken this long after the second turns, so the reading is past it.
MARGIN_MS = 15
#: What the room's figures are worked out from (players, chips, the pool, the payouts).
FIGURES = subjects_of(room_figures)
#: What the clock's texts are read from: the clock, its structure and chips, the figures;
#: and the seating, for the automation's final table.
READS = FIGURES | subjects_of(clock_view) | {Subject.SEATING}


def next_change_ms(view: ClockView | None) -> int:
    """Milliseconds until the digits of ``view`` next change (the idle beat if they don't)."""
    if view is None:
        return IDLE_MS
    if view.state == RUNNING:
        counting = view.remaining
    elif view.state == NOT_STARTED and view.starts_in is not None:
        counting = view.starts_in
    else:
        return IDLE_MS
    fraction = counting - math.floor(counting)
    if fraction <= 0.001:
        fraction = 1.0
    return min(IDLE_MS, int(fraction * 1000)) + MARGIN_MS


class ClockTicker(QObject):
    """The clock of the event on show, read when its display would change."""

    changed = Signal()
    """What the clock displays show changed (``texts``), or another event is on show."""
    cued = Signal(str)
    """A moment's cue was carried out: ``level``, ``bubble`` ... (``domain.display.moments``)."""

    def __init__(self, floor: Floor, *, actions: CueActions, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.floor = floor
        self.actions = actions
        self.automation = Automation(window_words())
        self._event_id: int | None = None
        self._view: ClockView | None = None
        self._texts: ClockTexts | None = None
        self._figures: RoomFigures | None = None  # None: to be read again
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._on_timer_timeout)

    # ------------------------------------------------------------ reading
    @property
    def event_id(self) -> int | None:
        return self._event_id

    @property
    def view(self) -> ClockView | None:
        """The latest reading (None without an event or a structure)."""
        return self._view

    @property
    def texts(self) -> ClockTexts | None:
        """What the displays show now."""
        return self._texts

    def set_event(self, event_id: int | None, subjects: frozenset[Subject] = EVERYTHING) -> None:
        """Follow ``event_id``'s clock (None: no event, nothing to show); ``subjects``:
        what changed on the floor since the last call."""
        if event_id == self._event_id:
            if subjects & FIGURES:
                self._figures = None
            if subjects & READS:
                self.refresh()
            return
        self._event_id = event_id
        self.automation.restart()
        self._view = None
        self._texts = None
        self._figures = None
        self.refresh()
        self.changed.emit()

    def refresh(self) -> None:
        """Read the clock now (after a command, an undo or a change made elsewhere)."""
        self.timer.stop()
        event_id = self._event_id
        if event_id is None or event_id not in self.floor.state.events:
            had_texts = self._texts is not None
            self._view, self._texts = None, None
            if had_texts:
                self.changed.emit()
            return
        if self._figures is None:
            self._figures = room_figures(self.floor.reads, event_id)
        view = clock_view(self.floor.state, event_id, self.floor.clock())
        self._view = view
        if view is not None and self._figures is not None:
            self._carry_out(event_id, view, self._figures)
        texts = None
        if view is not None and self._figures is not None:
            chip_set = self.floor.state.chip_sets.get(event_id)
            texts = clock_texts(view, figures=self._figures, chip_set=chip_set)
        if texts != self._texts:
            self._texts = texts
            self.changed.emit()
        self.timer.start(next_change_ms(view))

    def stop(self) -> None:
        """Stop reading (the window is closing)."""
        self.timer.stop()

    # ------------------------------------------------------------ cues
    def _carry_out(self, event_id: int, view: ClockView, figures: RoomFigures) -> None:
        state = self.floor.state
        counts = {"players_left": figures.players_left, "places_paid": len(figures.payouts)}
        reading = moment_reading(state, event_id, view, **counts)
        settings = state.events[event_id].settings
        values = line_values(
            view,
            players_left=figures.players_left,
            places_paid=len(figures.payouts),
            words=self.automation.words,
        )
        for cue in self.automation.cues(event_id, reading, settings, values):
            carry_out(cue, self.actions)
            self.cued.emit(cue.moment)

    def _on_timer_timeout(self) -> None:
        self.refresh()
