"""A real X server for the tests that need one: Xvfb with the openbox window manager.

``x_display()`` starts both for the test session and gives the display name
(``:N``, a free number chosen by Xvfb), or skips the test when Xvfb or
openbox is missing, unless ``FLOORTOOL_TEST_XSERVER=required`` (``.ci/run``),
which makes a missing X server a failure. Qt draws there through its xcb
plugin, as on a director's Linux desktop, with real window activation,
focus and screens.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from tests.support import end_process

REQUIRED = os.environ.get("FLOORTOOL_TEST_XSERVER") == "required"
SCREEN = "1280x1024x24"
START_TIMEOUT = 20.0


def _missing() -> str | None:
    for program in ("Xvfb", "openbox"):
        if shutil.which(program) is None:
            return f"{program} is not installed (apt-get install xvfb openbox)"
    return None


def skip_or_fail(why: str) -> None:
    if REQUIRED:
        pytest.fail(f"FLOORTOOL_TEST_XSERVER=required, but {why}")
    pytest.skip(why)


@contextmanager
def x_server(folder: Path) -> Iterator[str]:
    """Xvfb and openbox, up until the block ends; yields the display name."""
    read_end, write_end = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", SCREEN, "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    window_manager: subprocess.Popen[bytes] | None = None
    try:
        with os.fdopen(read_end) as numbers:
            number = numbers.readline().strip()
        if not number:
            raise RuntimeError("Xvfb gave no display number")
        display = f":{number}"
        ready = folder / "openbox-ready"
        window_manager = subprocess.Popen(
            ["openbox", "--startup", f"touch {ready}"],
            env={**os.environ, "DISPLAY": display},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + START_TIMEOUT
        while not ready.exists():
            if time.monotonic() > deadline or window_manager.poll() is not None:
                raise RuntimeError("openbox did not start")
            time.sleep(0.05)
        yield display
    finally:
        for process in (window_manager, xvfb):
            if process is not None and process.poll() is None:
                end_process(process, 5)


@pytest.fixture(scope="session")
def x_display(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The display of a real X server with a window manager (one per test session)."""
    why = _missing()
    if why is not None:
        skip_or_fail(why)
    with x_server(tmp_path_factory.mktemp("xserver")) as display:
        yield display
