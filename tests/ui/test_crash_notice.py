"""Issue 23, item 2: the start after a native crash says so; Qt's messages go to the log.

The real window (``tests/ui/window_walk.py``, a child process each time) on one
home: a start that dies of a segmentation fault leaves the fault trace in
``floortool.log``; the next start shows the bar saying the last session ended
unexpectedly, that nothing the director was told was done is lost, and where the
log is; the start after that (the one before ended cleanly) shows none.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from tests.ui.child_window import run_child

from PySide6.QtCore import qWarning

from floortool.ui.qt_log import qt_messages_logged


def _notices(home: Path) -> list[str]:
    run = run_child(["--replay", "start"], home=home, timeout=120)
    assert run.finished, run.report()
    return [line for line in run.lines if line.startswith("notice: ")]


@pytest.mark.slow
def test_a_native_crash_is_traced_and_told_at_the_next_start_only(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert _notices(home) == []  # a first start, and a clean exit

    crashed = run_child(["--replay", "crash"], home=home, timeout=120)
    assert crashed.status < 0 and crashed.lines[-1] == "step 2: crash", crashed.report()
    log = home / "logs" / "floortool.log"
    trace = log.read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in trace
    assert "window_walk.py" in trace  # the stack of the step that crashed

    (notice,) = _notices(home)
    assert "ended unexpectedly last time" in notice
    assert "Nothing you were told was done is lost" in notice
    assert str(log) in notice
    assert _notices(home) == []  # told once; that start ended cleanly


def test_qt_messages_go_to_the_log(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="floortool.qt"), qt_messages_logged():
        qWarning("QLayout: something Qt did not like")
    assert [(r.name, r.levelno) for r in caplog.records] == [("floortool.qt", logging.WARNING)]
    assert "QLayout: something Qt did not like" in caplog.records[0].getMessage()
