"""Tests of the trial run (``floortool demo --quit-after N``) that checks a build."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from tests.ui.fakes import MakeEventWindow

from pytestqt.qtbot import QtBot

from floortool.ui.errors import Notice, NoticeKind
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page
from floortool.ui.trial_run import TrialRun


def walked(window: MainWindow) -> TrialRun:
    trial = TrialRun(5)
    trial.window = window
    trial.walk()
    return trial


def test_the_walk_opens_every_page_the_rulebooks_and_a_preview(
    make_event_window: MakeEventWindow, qtbot: QtBot
) -> None:
    window = make_event_window()

    trial = walked(window)

    reports = window.event_view.reports_page
    qtbot.waitUntil(lambda: reports.preview.page_count > 0, timeout=10_000)
    assert trial.failures == []
    assert [f"{page.title} page" for page in Page] == [p for p in trial.passed if " page" in p]
    assert {"About box", "rulebooks", "room display", "preview"} <= set(trial.passed)
    assert window.rule_browser is not None and window.rule_browser.results_shown()
    assert window.about_dialog is not None and window.about_dialog.isVisible()


def test_a_failing_step_is_noted_and_the_walk_goes_on(
    make_event_window: MakeEventWindow, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    window = make_event_window()

    def lost() -> None:
        raise FileNotFoundError("rulebooks/tda-2024.json")

    monkeypatch.setattr(window, "open_rule_browser", lost)

    trial = walked(window)
    window.event_view.reports_page.wait_for_task()

    assert trial.failures == ["rulebooks: FileNotFoundError: rulebooks/tda-2024.json"]
    assert "Reports page" in trial.passed
    assert trial.status == 1


def test_warnings_fail_the_run_and_information_does_not(capsys: pytest.CaptureFixture[str]) -> None:
    trial = TrialRun(1)

    trial.notify(None, Notice("About floortool", "floortool 0.1.0", kind=NoticeKind.INFO))
    assert trial.status == 0
    trial.notify(None, Notice("Print: not done", "No such table.", kind=NoticeKind.WARNING))

    assert trial.status == 1
    assert trial.failures == ["Print: not done: No such table."]
    assert "trial run: warning: Print: not done: No such table." in capsys.readouterr().err


@pytest.mark.slow
def test_demo_quit_after_opens_the_window_and_exits_cleanly(tmp_path: Path) -> None:
    env = {**os.environ, "FLOORTOOL_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("FLOORTOOL_DB", None)

    run = subprocess.run(
        [sys.executable, "-m", "floortool", "demo", "--quit-after", "2"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )

    assert run.returncode == 0, run.stderr
    assert "0 failed" in run.stderr
    assert (tmp_path / "data" / "floortool.db").is_file()
