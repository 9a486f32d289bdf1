"""CLI: ``--version`` and the hidden ``--quit-after`` of ``gui`` and ``demo`` (trial runs)."""

from __future__ import annotations

import pytest

from floortool import __version__
from floortool.app.launch import WindowRequest
from floortool.cli.main import run


def test_version_prints_the_version_and_exits(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        run(["--version"])

    assert done.value.code == 0
    assert capsys.readouterr().out == f"floortool {__version__}\n"


@pytest.mark.parametrize("command", ["gui", "demo"])
def test_quit_after_asks_for_a_trial_run(sqlite_url: str, command: str) -> None:
    request = run(["--db", sqlite_url, command, "--quit-after", "2.5"])

    assert isinstance(request, WindowRequest)
    assert request.quit_after == 2.5


def test_without_quit_after_the_window_stays_open(sqlite_url: str) -> None:
    request = run(["--db", sqlite_url])  # no command: the window

    assert isinstance(request, WindowRequest)
    assert request.quit_after is None


@pytest.mark.parametrize("command", ["gui", "demo"])
def test_quit_after_is_not_in_the_help(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run([command, "--help"])

    shown = capsys.readouterr().out
    assert "usage: floortool" in shown and "--quit-after" not in shown
