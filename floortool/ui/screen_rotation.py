"""UI layer: a screen set played on the room display, one layout after another.

``ScreenRotation`` says (``turned``: the layout) which view of the set the clock says
(``ScreenSet.view_at``: every screen showing a set agrees on the view) and arms
its single-shot timer, its own child, for the moment the next view is due; it
stops when the set is taken off or the display closes (``stop``) and picks up
where the clock says when it is shown again (``resume``). ``clock`` is the time
in seconds, given by tests.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject, QTimer, Signal

from floortool.domain.display.layouts import Layout
from floortool.domain.display.screen_sets import ScreenSet


class ScreenRotation(QObject):
    """Turns through the layouts of a screen set, each for its seconds (``turned``: the
    layout to show now)."""

    turned = Signal(object)

    def __init__(self, parent: QObject, clock: Callable[[], float] = time.time) -> None:
        super().__init__(parent)
        self.clock = clock
        self.playing: ScreenSet | None = None
        self._layouts: dict[str, Layout] = {}
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._on_timer_timeout)

    def play(self, screen_set: ScreenSet | None, layouts: Mapping[str, Layout]) -> None:
        """Turn through ``screen_set`` (its layouts read in ``layouts``); None: stop."""
        self.playing = screen_set
        self._layouts = dict(layouts)
        if screen_set is None:
            self.timer.stop()
            return
        self.turn()

    def turn(self) -> None:
        """Show the view the clock says and wait for the next."""
        if self.playing is None:
            return
        index, left = self.playing.view_at(self.clock())
        self.turned.emit(self._layouts[self.playing.views[index].layout])
        self.timer.start(max(1, math.ceil(left * 1000)))

    def stop(self) -> None:
        self.timer.stop()

    def resume(self) -> None:
        if self.playing is not None and not self.timer.isActive():
            self.turn()

    def _on_timer_timeout(self) -> None:
        self.turn()
