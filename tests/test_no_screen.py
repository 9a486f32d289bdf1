"""The window asked for where there is no screen (over SSH, in a service): Qt would
abort the process without a word (exit 134, its trace only in the log); floortool
says why instead and exits 1, and every headless command still works."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from floortool.launcher import missing_screen


def test_only_a_linux_without_display_has_no_screen() -> None:
    assert missing_screen({}, "linux")
    assert not missing_screen({"DISPLAY": ":0"}, "linux")
    assert not missing_screen({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not missing_screen({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not missing_screen({}, "win32")
    assert not missing_screen({}, "darwin")


def test_the_window_without_a_screen_says_why(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    env["HOME"] = str(tmp_path)
    db = f"sqlite:///{tmp_path / 'floor.db'}"
    done = subprocess.run(
        [sys.executable, "-m", "floortool", "--db", db, "demo", "--players", "4"],
        env=env, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 1, done.stderr
    assert "no screen to open the window on" in done.stderr
    listed = subprocess.run(
        [sys.executable, "-m", "floortool", "--db", db, "--json", "player", "list"],
        env=env, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert listed.returncode == 0 and "Ada Brennan" in listed.stdout  # the demo event was made
