"""The launcher's garbage collector (``floortool.collector``): asleep while the modules
load, then collecting again with what was loaded frozen out of its sight; the command
line run inside another program (a test, a benchmark) leaves the collector alone."""

from __future__ import annotations

import gc
import subprocess
import sys
from pathlib import Path

from floortool.cli.main import run

PROBE = """
import gc, sys
from floortool.launcher import main
seen = []
import floortool.collector as collector
settle = collector.settle
def watched():
    seen.append(gc.isenabled())
    settle()
collector.settle = watched
status = main(sys.argv[1:])
print(status, seen, gc.isenabled(), gc.get_freeze_count() > 0)
"""


def test_the_launcher_loads_without_collecting_then_collects_what_the_command_makes(
    tmp_path: Path,
) -> None:
    db = f"sqlite:///{tmp_path / 'floor.db'}"
    assert run(["--db", db, "event", "create", "--name", "Friday"]) == 0
    done = subprocess.run(
        [sys.executable, "-c", PROBE, "--db", db, "--json", "clock", "status"],
        capture_output=True,
        text=True,
        check=True,
    )

    # While the modules loaded the collector slept; it was woken before the command ran
    # and is awake at the end, with what the start made frozen.
    assert done.stdout.splitlines()[-1] == "0 [False] True True"


def test_the_command_line_run_in_process_leaves_the_collector_alone(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'floor.db'}"
    frozen, enabled = gc.get_freeze_count(), gc.isenabled()

    assert run(["--db", db, "event", "create", "--name", "Friday"]) == 0
    assert (gc.get_freeze_count(), gc.isenabled()) == (frozen, enabled)
