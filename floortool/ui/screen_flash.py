"""UI layer: the room display's flash, an automation's way of catching the room's eye.

``ScreenFlash`` pulses ``PULSES`` times over ``FLASH_MS``: ``strength`` starts at 1,
falls to 0 and rises again on a timer (a child of its owner, stopped when the pulses
are over or the owner hides), and ``changed`` asks the owner to paint again;
``paint_flash`` lays the light over the whole screen at that strength.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QElapsedTimer, QObject, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QPainter

FLASH_MS = 1500
PULSES = 3
STEP_MS = 40
#: The light at full strength (the announcement's amber, nearly opaque).
LIGHT = QColor("#ffd27a")
MOST_ALPHA = 200


class ScreenFlash(QObject):
    """A flash over its owner: ``start`` it, paint ``strength`` on ``changed``."""

    changed = Signal()

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.setInterval(STEP_MS)
        self.timer.timeout.connect(self._on_timer_timeout)
        self._clock = QElapsedTimer()
        self.strength = 0.0

    def start(self) -> None:
        self._clock.start()
        self.timer.start()
        self._on_timer_timeout()

    def stop(self) -> None:
        self.timer.stop()
        if self.strength:
            self.strength = 0.0
            self.changed.emit()

    def _on_timer_timeout(self) -> None:
        elapsed = self._clock.elapsed()
        if elapsed >= FLASH_MS:
            self.stop()
            return
        phase = elapsed / FLASH_MS * PULSES
        self.strength = 0.5 * (1 + math.cos(2 * math.pi * phase))  # bright at once
        self.changed.emit()


def paint_flash(painter: QPainter, width: float, height: float, strength: float) -> None:
    """The flash's light over the screen at ``strength`` (0: none)."""
    if strength <= 0:
        return
    light = QColor(LIGHT)
    light.setAlpha(round(MOST_ALPHA * min(strength, 1.0)))
    painter.fillRect(QRectF(0, 0, width, height), light)
