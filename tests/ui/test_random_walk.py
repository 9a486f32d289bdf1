"""The real window through thousands of seeded random actions, in a child process.

Every page (Ctrl+1 … Ctrl+9), every menu action (so every dialog the menus
open), the controls of the page or dialog on show (clicked, chosen, typed
into with numbers, odd text and Enter), Enter, Escape, Tab and close in the
dialogs, undo, and full garbage collections, in an order drawn from the
seed (``tests/ui/window_walk.py``). A native crash, a Python exception the
window logs, or the application's screen deleted fails the test with the seed,
the steps before it, the fault trace and the command that replays it.
It runs under ``offscreen`` and on a real X server (Xvfb with openbox);
``benchmarks/random_walk.py`` walks 100,000 actions the same way.
``FLOORTOOL_WALK_SEED`` walks from another seed.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from tests.ui.child_window import OFFSCREEN, XCB, run_child

ACTIONS = 1500
SEED = int(os.environ.get("FLOORTOOL_WALK_SEED", "23"))


def _walk(home: Path, seed: int, platform: str, display: str | None = None) -> None:
    run = run_child(
        ["--seed", str(seed), "--actions", str(ACTIONS)],
        home=home,
        platform=platform,
        display=display,
        timeout=300,
    )
    assert run.finished, f"seed {seed}: " + run.report()


@pytest.mark.slow
def test_random_walk_offscreen(tmp_path: Path) -> None:
    _walk(tmp_path / "home", SEED, OFFSCREEN)


@pytest.mark.slow
def test_random_walk_on_a_real_x_server(tmp_path: Path, x_display: str) -> None:
    _walk(tmp_path / "home", SEED + 1, XCB, x_display)
