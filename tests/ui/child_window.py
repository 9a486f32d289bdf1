"""Run ``tests/ui/window_walk.py`` in a child process and say what became of it.

A native crash (a segmentation fault in Qt) kills the child, not the test: the
test reads the child's exit status, its status file (the steps it began, the
fault it found) and the end of its standard error (Python's fault handler
prints the stack there, as ``-X faulthandler``), and fails with all three and
the command that replays the walk. The child gets a new, empty home
(``FLOORTOOL_HOME``, also ``HOME`` and its working folder, so a file saved
from a dialog lands there) and the Qt platform asked for: ``offscreen``, or
``xcb`` on the display of a real X server (``tests/ui/xserver.py``).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from tests.ui.window_walk import FINISHED

ROOT = Path(__file__).resolve().parents[2]
OFFSCREEN = "offscreen"
XCB = "xcb"
#: How much of the child's standard error a failure quotes.
STDERR_TAIL = 4000


@dataclass(frozen=True)
class ChildRun:
    """What became of one child: its command, exit status, status lines and standard error."""

    command: list[str]
    platform: str
    home: Path
    status: int
    lines: list[str]
    stderr: str

    @property
    def finished(self) -> bool:
        return self.status == 0 and bool(self.lines) and self.lines[-1] == FINISHED

    def report(self) -> str:
        """Why the walk failed: how it ended, its last steps, the fault trace, and how to replay."""
        if self.status < 0:
            ended = f"killed by {signal.Signals(-self.status).name}"
        else:
            ended = f"exit status {self.status}"
        stderr = "\n".join(
            line for line in self.stderr.splitlines() if "This plugin does not support" not in line
        )
        return "\n".join(
            [
                f"the window ({self.platform}) {ended}; home {self.home}",
                "last steps:",
                *self.lines[-8:],
                "standard error (end):",
                stderr[-STDERR_TAIL:],
                "replay: QT_QPA_PLATFORM=" + self.platform + " " + " ".join(self.command),
            ]
        )


def run_child(
    arguments: list[str],
    *,
    home: Path,
    platform: str = OFFSCREEN,
    display: str | None = None,
    timeout: float = 300.0,
) -> ChildRun:
    """Run ``python -m tests.ui.window_walk ARGUMENTS`` on a new home; wait at most ``timeout``."""
    home.mkdir(parents=True, exist_ok=True)
    status_file = home / "walk-status.txt"
    status_file.unlink(missing_ok=True)  # a home walked before keeps its data, not its steps
    command = [
        sys.executable,
        "-X",
        "faulthandler",
        "-m",
        "tests.ui.window_walk",
        *arguments,
        "--status",
        str(status_file),
    ]
    env = {
        **os.environ,
        "FLOORTOOL_HOME": str(home),
        "HOME": str(home),
        "QT_QPA_PLATFORM": platform,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    if display is not None:
        env["DISPLAY"] = display
    try:
        done = subprocess.run(
            command, cwd=home, env=env, capture_output=True, text=True, timeout=timeout
        )
        status, stderr = done.returncode, done.stderr
    except subprocess.TimeoutExpired as expired:
        status = -int(signal.SIGKILL)
        stderr = f"(no end after {timeout:.0f} s)\n" + _text(expired.stderr)
    lines = status_file.read_text(encoding="utf-8").splitlines() if status_file.exists() else []
    return ChildRun(command, platform, home, status, lines, stderr)


def _text(output: bytes | str | None) -> str:
    if output is None:
        return ""
    return output if isinstance(output, str) else output.decode(errors="replace")
