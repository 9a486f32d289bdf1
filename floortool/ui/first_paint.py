"""UI layer: a start-up probe that reports the main window's first paint and quits.

With ``FLOORTOOL_FIRST_PAINT`` set in the environment, ``run_window`` hands
the shown window to ``FirstPaint``: at the window's first paint it prints
one line, ``first-paint wall=<time.time()> cpu=<time.process_time()>``, on
standard output, and ends the event loop. ``benchmarks/startup.py`` times a
whole start from it; nobody else sets the variable.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

FIRST_PAINT_ENV = "FLOORTOOL_FIRST_PAINT"


def wanted() -> bool:
    """Whether this process was started to report its first paint."""
    return bool(os.environ.get(FIRST_PAINT_ENV))


class FirstPaint(QObject):
    """Watch ``window``; at its first paint, say when (wall and CPU clock) and quit."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            sys.stdout.write(f"first-paint wall={time.time():.6f} cpu={time.process_time():.6f}\n")
            sys.stdout.flush()
            QTimer.singleShot(0, QCoreApplication.quit)
        return False
