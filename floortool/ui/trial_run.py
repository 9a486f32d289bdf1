"""UI layer: the trial run that proves an installed floortool works (``--quit-after N``).

``floortool demo --quit-after 5`` opens the window as usual, then does what
needs every kind of bundled file: it shows each page of the open event (the
structure templates, payout tables and ruling situations), opens the rule
browser (the rulebooks), the About box (the licence notices) and the room
display, and previews a document on the Reports page (ReportLab with the
embedded fonts, drawn by PDFium). After N seconds it closes the window.

Nobody has to be there: notices go to the log and to standard error instead
of message boxes, and the exit status is 1 if a step failed, a preview was
not drawn, or anything was reported as a warning or an unexpected error.
The packaging test runs it against the built bundle.
"""

from __future__ import annotations

import functools
import logging
import sys
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QWidget

from floortool.domain.kernel.plurals import plural
from floortool.ui.clock_page import IN_A_WINDOW
from floortool.ui.errors import Notice, NoticeKind
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page

logger = logging.getLogger(__name__)

#: The document the trial run previews (one page or two, every kind of text on it).
PREVIEWED = "structure"


class TrialRun:
    """Walk a main window through the bundled files, then close it after ``seconds``."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.failures: list[str] = []
        self.passed: list[str] = []
        self.window: MainWindow | None = None

    def notify(self, parent: QWidget | None, notice: Notice) -> None:
        """The window's ``Notify`` during a trial run: say it, never wait for a click."""
        line = f"{notice.title}: {notice.text}"
        print(f"trial run: {notice.kind}: {line}", file=sys.stderr)
        if notice.kind is not NoticeKind.INFO:
            self.failures.append(line)

    def start(self, window: MainWindow) -> None:
        """Begin once the event loop runs; close the window after the set time."""
        self.window = window
        QTimer.singleShot(0, self.walk)
        QTimer.singleShot(round(self.seconds * 1000), self.finish)

    @property
    def status(self) -> int:
        return 1 if self.failures else 0

    def _step(self, name: str, work: Callable[[], object]) -> None:
        try:
            work()
        except Exception as exc:  # a trial run reports every failure and goes on
            logger.exception("trial run: %s failed", name)
            self.failures.append(f"{name}: {type(exc).__name__}: {exc}")
        else:
            self.passed.append(name)

    def walk(self) -> None:
        """Open what needs the bundled files, one step at a time; a failure is noted."""
        window = self.window
        assert window is not None
        self._step("About box", window.open_about)
        self._step("rulebooks", lambda: window.open_rule_browser().search("odd chip"))
        if window.event_id is None:
            return
        for page in Page:
            self._step(f"{page.title} page", functools.partial(window.event_view.show_page, page))
        self._step("room display", lambda: window.open_room_display(IN_A_WINDOW))
        reports = window.event_view.reports_page
        reports.choose_document(PREVIEWED)
        self._step("preview", reports.preview_button.click)

    def finish(self) -> None:
        """Check the preview was drawn, say how it went, close the window and quit."""
        window = self.window
        assert window is not None
        if window.event_id is not None:
            reports = window.event_view.reports_page
            reports.wait_for_task()
            QCoreApplication.processEvents()
            if reports.preview.page_count == 0:
                self.failures.append(f"preview: the {PREVIEWED} sheet was not drawn")
        for line in self.failures:
            print(f"trial run: FAILED {line}", file=sys.stderr)
        print(
            f"trial run: {plural(len(self.passed), 'step')} done, {len(self.failures)} failed",
            file=sys.stderr,
        )
        window.close()
        QCoreApplication.exit(self.status)
