"""UI layer: a line the room display follows from a file beside the database, and the
actions that set one.

``LineFollower`` looks at the file once a second (``watch``: one ``stat``) and
says (``changed``: the text, "" for none) what to show whenever ``read`` gives
another line: the announcement (``announcement_overlay``) and the room's
scrolling line (``ticker_line``) are followed this way. Its timer is its own
child and stops with it. ``LineActions`` is the base of the menu actions that set
such a line: owned by their widget, they ask Qt for it rather than keep it (a
Python reference back would make a cycle, and the widget would then wait for
the garbage collector, which may run on any thread and take a live widget with it).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from floortool.app.room_announcement import FileWatch


class LineFollower(QObject):
    """Says (``changed``: the text, "" for none) what the line is, whenever it changes."""

    changed = Signal(str)

    def __init__(
        self, watch: FileWatch, read: Callable[[], str], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._watch = watch
        self._read = read
        self.text = read()
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._on_timer_timeout)
        self.timer.start()

    def look(self) -> None:
        """Read the file again if it changed (and drop a line whose time is over)."""
        if self._watch.changed() or self.text:
            text = self._read()
            if text != self.text:
                self.text = text
                self.changed.emit(text)

    def _on_timer_timeout(self) -> None:
        self.look()


class LineActions(QObject):
    """Menu actions owned by ``parent``; ``done`` after one set or cleared its line."""

    done = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)

    def _widget(self) -> QWidget:
        """The widget the actions belong to, asked of Qt (not kept)."""
        widget = self.parent()
        assert isinstance(widget, QWidget)
        return widget
