"""UI layer: start the window for a ``WindowRequest`` from the launcher.

``run_window`` creates the QApplication, opens the floor (a refusal such as a
corrupt database is shown in a message box and ends with status 1, never a
traceback), installs an exception hook that logs and shows anything
unexpected, then runs the main window — or, with ``quit_after``, a trial run
of it (``trial_run``) that tells instead of asking and closes by itself.
The window's language (``translation``) is chosen before anything is built.
``create_main_window`` builds the window for an open floor; tests use it
directly.
"""

from __future__ import annotations

import logging
import sys
from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from floortool import __version__
from floortool.app import sessions
from floortool.app.floor import Floor
from floortool.app.languages import chosen_language
from floortool.app.launch import WindowRequest
from floortool.app.logs import log_path
from floortool.app.paths import sessions_dir
from floortool.app.sessions import LostSession
from floortool.domain.kernel.errors import FloorError
from floortool.ui import first_paint
from floortool.ui.app_icon import app_icon
from floortool.ui.automation_actions import CuePlayer
from floortool.ui.crash_notice import CrashNotice
from floortool.ui.errors import (
    ExceptionReporter,
    Notice,
    NoticeKind,
    Notify,
    show_message_box,
)
from floortool.ui.gui_thread_gc import collect_on_gui_thread
from floortool.ui.main_window import MainWindow
from floortool.ui.prompts import Prompts
from floortool.ui.qt_log import qt_messages_logged
from floortool.ui.translation import translate, use_language, window_words
from floortool.ui.trial_run import TrialRun
from floortool.ui.window_status import display_url

logger = logging.getLogger(__name__)

APP_NAME = "floortool"
#: Names the desktop entry (Linux), so the window is matched to its menu item and icon.
DESKTOP_ID = "io.github.floortool.floortool"
EXIT_REFUSED = 1


def application() -> QApplication:
    """The process's QApplication, created (and named) on first use; Python's
    garbage is collected in its thread only (``gui_thread_gc``)."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_ID)
    app.setWindowIcon(app_icon())
    collect_on_gui_thread(app)
    return app


def create_main_window(
    floor: Floor,
    request: WindowRequest,
    *,
    notify: Notify = show_message_box,
    prompts: Prompts | None = None,
    announcer: CuePlayer | None = None,
) -> MainWindow:
    """The main window over ``floor``, showing the requested event if it is still there.

    ``prompts`` and ``announcer`` default to Qt's dialogs and the platform's
    sounds; tests hand in prepared answers and a recorder.
    """
    window = MainWindow(
        floor, db_url=request.db_url, notify=notify, prompts=prompts, announcer=announcer
    )
    if request.event_id is not None and request.event_id in floor.state.events:
        window.open_event(request.event_id)
    return window


def run_window(request: WindowRequest, *, notify: Notify = show_message_box) -> int:
    """Open the window for ``request`` and run it; returns the process exit status.

    The session is marked as running until it returns (``app.sessions``), and Qt's
    messages go to the log meanwhile; a start after one that never returned says so."""
    session, lost = sessions.begin(sessions_dir(), now=datetime.now())
    for ended in lost:
        logger.warning(
            "the window session started %s (process %s) ended unexpectedly; "
            "a native crash leaves its trace in %s",
            str(ended.started_text()),
            ended.pid,
            log_path(),
        )
    try:
        with qt_messages_logged():
            return _run_window(request, notify=notify, lost=lost)
    finally:
        session.end()


def _run_window(request: WindowRequest, *, notify: Notify, lost: list[LostSession]) -> int:
    app = application()
    use_language(app, chosen_language(request.language))
    trial = None if request.quit_after is None else TrialRun(request.quit_after)
    if trial is not None:
        notify = trial.notify
    try:
        floor = Floor.open(request.db_url, operator=request.operator)
    except FloorError as exc:
        logger.warning(
            "cannot open %s: %s (%s)",
            display_url(request.db_url),
            exc.message,
            exc.code,
        )
        notify(
            None,
            Notice(
                title=translate("application", "floortool cannot open the database"),
                text=exc.said(window_words().say),
                informative=translate("application", "Database: {0}").format(
                    display_url(request.db_url)
                ),
                kind=NoticeKind.CRITICAL,
            ),
        )
        return EXIT_REFUSED
    previous_hook = sys.excepthook
    reporter = ExceptionReporter(notify, fallback=previous_hook)
    sys.excepthook = reporter
    try:
        window = create_main_window(floor, request, notify=notify)
        reporter.parent = window
        if lost:
            window.addToolBar(Qt.ToolBarArea.TopToolBarArea, CrashNotice(lost, log_path(), window))
        window.show()
        if first_paint.wanted():
            first_paint.FirstPaint(window)
        if trial is not None:
            trial.start(window)
        status = app.exec() if trial is None else max(app.exec(), trial.status)
        logger.info("window closed (status %d)", status)
        return status
    finally:
        sys.excepthook = previous_hook
        floor.close()
