"""Tests of starting the window: refused databases, the exception hook, a full run."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from floortool.app.commands.events import CreateEvent
from floortool.app.floor import Floor
from floortool.app.launch import WindowRequest
from floortool.domain.kernel.errors import FloorError
from floortool.domain.tournament.event import settings_for
from floortool.ui.application import EXIT_REFUSED, run_window
from floortool.ui.errors import ExceptionReporter, Notice, NoticeKind
from floortool.ui.main_window import MainWindow

SQLITE_HEADER = b"SQLite format 3\x00"


def database_file(url: str) -> Path:
    return Path(url.removeprefix("sqlite:///"))


def test_corrupt_database_gives_a_message_not_a_crash(
    qapp: QApplication, sqlite_url: str, notices: list[Notice]
) -> None:
    path = database_file(sqlite_url)
    damaged = SQLITE_HEADER + b"\xff" * 4096
    path.write_bytes(damaged)

    status = run_window(WindowRequest(db_url=sqlite_url, operator="tester"), notify=notices)

    assert status == EXIT_REFUSED
    assert len(notices) == 1
    notice = notices[0]
    assert notice.kind is NoticeKind.CRITICAL
    assert notice.title == "floortool cannot open the database"
    assert "damaged" in notice.text
    assert "Traceback" not in notice.text + notice.informative + notice.details
    assert path.read_bytes() == damaged  # left untouched
    assert sys.excepthook is sys.__excepthook__ or not isinstance(sys.excepthook, ExceptionReporter)


def test_file_that_is_not_a_database_is_refused(
    qapp: QApplication, sqlite_url: str, notices: list[Notice]
) -> None:
    database_file(sqlite_url).write_text("seat list, not a database\n", encoding="utf-8")

    status = run_window(WindowRequest(db_url=sqlite_url, operator="tester"), notify=notices)

    assert status == EXIT_REFUSED
    assert [n.kind for n in notices] == [NoticeKind.CRITICAL]
    assert "not a floortool database" in notices[0].text


def test_run_window_shows_the_requested_event_and_returns_the_exit_status(
    qtbot: QtBot, qapp: QApplication, sqlite_url: str, notices: list[Notice]
) -> None:
    setup = Floor.open(sqlite_url, operator="tester")
    event_id = setup.execute(CreateEvent(settings_for(name="Opening Night"))).group
    setup.close()
    shown: list[MainWindow] = []
    seen_hook: list[object] = []
    hook_before = sys.excepthook

    def look_then_quit() -> None:
        shown.extend(
            w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()
        )
        seen_hook.append(sys.excepthook)
        qapp.exit(7)

    QTimer.singleShot(100, look_then_quit)
    status = run_window(
        WindowRequest(db_url=sqlite_url, operator="tester", event_id=event_id), notify=notices
    )
    # Closed only now: closing the last window inside exec() leaves the offscreen
    # platform unable to activate the windows of later tests.
    for window in shown:
        qtbot.addWidget(window)
    seen = [(w.event_view.name_label.text(), w.event_id) for w in shown]

    assert status == 7
    assert seen == [("Opening Night", event_id)]
    hook = seen_hook[0]
    assert isinstance(hook, ExceptionReporter)  # installed while running
    assert isinstance(hook.parent, MainWindow)  # its message boxes belong to the window
    assert sys.excepthook is hook_before  # and put back afterwards
    assert notices == []
    assert qapp.applicationName() == "floortool"


# ---------------------------------------------------------------- the exception hook


def raised(error: BaseException) -> BaseException:
    try:
        raise error
    except BaseException as caught:
        return caught


def test_unexpected_exception_is_logged_and_shown(
    qapp: QApplication, notices: list[Notice], caplog: pytest.LogCaptureFixture
) -> None:
    fallback_calls: list[object] = []
    hook = ExceptionReporter(notices, fallback=lambda *args: fallback_calls.append(args))
    error = raised(RuntimeError("the seat map is upside down"))

    with caplog.at_level(logging.ERROR, logger="floortool.ui.errors"):
        hook(RuntimeError, error, error.__traceback__)

    assert len(notices) == 1
    notice = notices[0]
    assert notice.kind is NoticeKind.CRITICAL
    assert "RuntimeError: the seat map is upside down" in notice.text
    assert "Traceback" in notice.details
    assert "raised" in notice.details  # the function that raised it
    records = [r for r in caplog.records if r.name == "floortool.ui.errors"]
    assert len(records) == 1
    assert records[0].levelno == logging.ERROR
    assert records[0].exc_info is not None
    assert records[0].exc_info[1] is error
    assert fallback_calls == []


def test_escaped_refusal_is_shown_as_a_refusal(qapp: QApplication, notices: list[Notice]) -> None:
    hook = ExceptionReporter(notices, fallback=lambda *args: None)
    error = raised(FloorError("Table 4 is already broken.", code="table_broken"))

    hook(FloorError, error, error.__traceback__)

    assert [(n.kind, n.text) for n in notices] == [
        (NoticeKind.WARNING, "Table 4 is already broken.")
    ]


def test_ctrl_c_goes_to_the_previous_hook(qapp: QApplication, notices: list[Notice]) -> None:
    fallback_calls: list[type[BaseException]] = []
    hook = ExceptionReporter(notices, fallback=lambda kind, *rest: fallback_calls.append(kind))
    error = raised(KeyboardInterrupt())

    hook(KeyboardInterrupt, error, error.__traceback__)

    assert fallback_calls == [KeyboardInterrupt]
    assert notices == []
