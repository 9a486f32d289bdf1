"""Which screen the window tests run on, and running a test on another one.

The offscreen screen is 1920x1080 (``tests/ui/conftest.py``), or the size
``FLOORTOOL_TEST_SCREEN`` names (``1024x768``). A screen's size is fixed when
the QApplication starts, so ``run_on_screen`` runs one test again in a child
pytest started on a screen of that size, and fails with its output if it fails.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SCREEN_ENV = "FLOORTOOL_TEST_SCREEN"
LAPTOP = (1920, 1080)
ROOT = Path(__file__).resolve().parents[2]
#: What the child may take at most, in seconds.
CHILD_TIMEOUT = 600


def screen_size() -> tuple[int, int]:
    """The size of the screen the tests run on (width, height)."""
    named = os.environ.get(SCREEN_ENV, "")
    if not named:
        return LAPTOP
    width, height = named.lower().split("x")
    return int(width), int(height)


def run_on_screen(size: tuple[int, int], node_id: str) -> None:
    """Run the test ``node_id`` in a child pytest on a screen of ``size``; fail if it fails."""
    env = {**os.environ, SCREEN_ENV: f"{size[0]}x{size[1]}"}
    env.pop("PYTEST_XDIST_WORKER", None)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", node_id],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
