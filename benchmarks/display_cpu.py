"""Benchmark: the CPU a running room display costs (target: under 2 % of one core).

Opens the room display at 1920x1080 (offscreen unless ``QT_QPA_PLATFORM`` says
otherwise) over a fresh SQLite floor whose clock is running, lets the event
loop run for ``--seconds`` after a short warm-up, and prints the process CPU
time (``time.process_time``, every thread) over the wall time, as a
percentage of one core, with the number of repaints. ``--main-window`` also
opens the main window on the Clock page (its mini clock, the clock page and
the once-a-second journal poll), to see what the whole window costs.
``--layout NAME`` draws a room layout (``display layouts``) instead of the
built-in display; ``--layout-file FILE`` one from a file (a sponsor's slide
with a scrolling ``ticker`` region: the line repainted 25 times a second).

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/display_cpu.py [--seconds 20]``
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer
from PySide6.QtWidgets import QApplication

from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.floor import Floor
from floortool.app.launch import WindowRequest
from floortool.app.layout_sharing import import_layout_file
from floortool.app.layouts import load_layout
from floortool.domain.tournament.event import settings_for
from floortool.ui.application import create_main_window
from floortool.ui.clock_ticker import ClockTicker
from floortool.ui.errors import Notice
from floortool.ui.room_display import RoomDisplay
from quiet_cues import NoCues, Silent

WARM_UP_SECONDS = 2.0


class PaintCounter(QObject):
    """Counts the paint events a widget receives."""

    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def run_for(seconds: float) -> None:
    """Run the event loop for ``seconds`` (a local loop: quitting the app would close windows)."""
    loop = QEventLoop()
    QTimer.singleShot(round(seconds * 1000), loop.quit)
    loop.exec()


def print_notice(parent: object, notice: Notice) -> None:
    print(f"notice: {notice.title}: {notice.text}", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--width", type=int, default=1920)
    parser.add_argument("--height", type=int, default=1080)
    parser.add_argument(
        "--main-window", action="store_true", help="open the main window on the Clock page too"
    )
    parser.add_argument("--layout", default="", help="a room layout's name (default: built-in)")
    parser.add_argument("--layout-file", type=Path, help="a room layout's file instead")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FLOORTOOL_HOME"] = str(Path(tmp) / "home")
        app = QApplication([sys.argv[0]])
        app.setApplicationName("floortool-benchmark")
        url = f"sqlite:///{Path(tmp) / 'bench.db'}"
        floor = Floor.open(url, operator="bench")
        event_id = floor.execute(CreateEvent(settings_for(name="Benchmark Deepstack"))).group
        floor.execute(StartClock(event_id))
        window = None
        if args.main_window:
            request = WindowRequest(db_url=url, operator="bench", event_id=event_id)
            window = create_main_window(floor, request, notify=print_notice, announcer=Silent())
            window.show()
            display = window.open_room_display()
        else:
            ticker = ClockTicker(floor, actions=NoCues())
            display = RoomDisplay()
            ticker.changed.connect(lambda: display.show_texts(ticker.texts))
            ticker.set_event(event_id)
            display.show()
        display.resize(args.width, args.height)
        if args.layout:
            display.show_layout(load_layout(args.layout))
        if args.layout_file:
            display.show_layout(import_layout_file(args.layout_file)[0])
        counter = PaintCounter()
        display.installEventFilter(counter)

        run_for(WARM_UP_SECONDS)
        paints = counter.paints
        cpu, wall = time.process_time(), time.perf_counter()
        run_for(args.seconds)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        paints = counter.paints - paints
        assert display.isVisible(), "the display must stay open while measured"

        display.close()
        if window is not None:
            window.close()
        floor.close()
    what = "room display + main window" if args.main_window else "room display"
    what += (
        f" (layout {args.layout or args.layout_file.name})"
        if args.layout or args.layout_file
        else ""
    )
    print(f"{what} at {args.width}x{args.height}, clock running, {wall:.1f} s wall")
    print(f"CPU: {cpu * 1000:.0f} ms = {100 * cpu / wall:.2f} % of one core")
    print(f"repaints: {paints} ({paints / wall:.2f}/s)")


if __name__ == "__main__":
    main()
