"""UI layer: the window's live status feed and its mark in the status bar.

``FeedMark`` runs the feed of the event open in the window (``app.status_feed``:
the status is built on the window's thread, sent on the feed's own) by ticking it
every second, and keeps a label for the status bar: hidden while the feed is off
or sending, "⚠ Live feed down since 21:04" in red while the receiver cannot be
reached (the address and the reason in its tooltip), until a status goes through.
The floor never waits for the receiver.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QLabel

from floortool.app.floor import Floor
from floortool.app.status_feed import StatusFeed
from floortool.ui import style
from floortool.ui.translation import said

TICK_MS = 1000


class FeedMark(QObject):
    """The open event's live status feed, ticked every second, and its mark."""

    def __init__(
        self, floor: Floor, event_of: Callable[[], int | None], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.feed = StatusFeed(floor, event_of)
        self.label = QLabel()
        self.label.setObjectName(style.ERROR_TEXT)
        self.label.hide()
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def tick(self) -> None:
        """Send a status if one is due, and show how the feed is doing."""
        health = self.feed.tick()
        down = health is not None and health.down
        if down and health is not None:
            self.label.setText(f"\N{WARNING SIGN} {said(health.said())}")
            self.label.setToolTip(said(health.details_said()))
        self.label.setVisible(down)

    def stop(self) -> None:
        self.timer.stop()
        self.feed.close()
