"""UI layer: Python's cycle collector runs on the GUI thread only.

CPython runs its cycle collector in whichever thread happens to allocate when a
generation's count passes its threshold. The window shares its process with
other threads (the web companion's server and floor threads, the report
drawing thread, the status feed), so a cycle holding a Qt object could be
freed in one of them: Qt then destroys the object outside its own thread, its
timers stay registered with the GUI thread's event dispatcher, and the next
time one fires the process dies in ``QTimerInfoList::activateTimers``. That is
how the suite's rare crashes looked.

``collect_on_gui_thread`` turns the automatic collector off and collects from a
timer of the application instead, with CPython's own thresholds (the youngest
generation whose count is over its threshold, as the interpreter would), so
garbage is still collected about as often, always in the GUI thread.
``collect_due`` is that one step, for callers that run outside the event loop.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

#: How often the GUI thread looks at the collector's counts (ms).
INTERVAL_MS = 250


def collect_due() -> int:
    """Collect the oldest generation whose count is over its threshold; what was freed."""
    counts = gc.get_count()
    thresholds = gc.get_threshold()
    due = [gen for gen in range(3) if counts[gen] > thresholds[gen]]
    if not due:
        return 0
    return gc.collect(max(due))


class GuiThreadCollector(QObject):
    """Owns the timer that collects Python's cyclic garbage in the GUI thread."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.setObjectName("gui-thread-gc")
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(collect_due)
        gc.disable()
        self.timer.start()


def collect_on_gui_thread(app: QObject) -> GuiThreadCollector:
    """The collector of ``app`` (made on first call): from now on garbage is
    collected by ``app``'s GUI thread only."""
    found = app.findChild(GuiThreadCollector, "gui-thread-gc")
    if isinstance(found, GuiThreadCollector):
        return found
    return GuiThreadCollector(app)
