"""The clock across processes, as ``cli.md`` and issue 3 describe it.

The clock is started in one process (``python -m floortool``) and read in
another, against one SQLite file, so nothing but the journal carries the clock
from one to the next. The other clock commands and the structure's files go
through ``run`` in this process: each call opens the database afresh, as a new
process would, without paying for a new interpreter (about 2 s of CPU each).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from floortool.cli.main import run


def floortool(db: Path, *args: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-m", "floortool", "--db", f"sqlite:///{db}", "--json", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result


@pytest.mark.slow
def test_clock_commands_across_processes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "floor.db"
    in_process(db, capsys, "event", "create", "--name", "Clock night", "--structure", "regular")
    a0 = time.monotonic()
    started = floortool(db, "clock", "start")["clock"]
    b0 = time.monotonic()
    assert started["state"] == "running"
    time.sleep(3)
    a1 = time.monotonic()
    status = floortool(db, "clock", "status")["clock"]
    b1 = time.monotonic()
    # Each process read the clock somewhere inside its own run: the time that
    # passed between the two readings lies between these bounds (and is >= 3 s).
    passed = started["remaining_seconds"] - status["remaining_seconds"]
    assert max(3.0, a1 - b0) - 0.15 <= passed <= b1 - a0 + 0.15

    paused = in_process(db, capsys, "clock", "pause")["clock"]
    time.sleep(1.5)
    held = in_process(db, capsys, "clock", "status")["clock"]
    assert held["state"] == "paused"
    assert held["remaining_seconds"] == paused["remaining_seconds"]

    resumed = in_process(db, capsys, "clock", "resume")["clock"]
    assert resumed["state"] == "running"
    nxt = in_process(db, capsys, "clock", "next")["clock"]
    assert (nxt["index"], nxt["level"], nxt["big_blind"]) == (1, 2, 100)
    a2 = time.monotonic()
    goto = in_process(db, capsys, "clock", "goto", "3")["clock"]
    assert (goto["level"], goto["remaining_seconds"]) == (3, pytest.approx(1200, abs=1.0))
    adjusted = in_process(db, capsys, "clock", "adjust", "-60")["clock"]
    b2 = time.monotonic()
    # One minute removed, less the time the clock ran between the two commands.
    ran = goto["remaining_seconds"] - 60 - adjusted["remaining_seconds"]
    assert -0.15 <= ran <= b2 - a2 + 0.15
    assert adjusted["next"]["level"] == 4


def in_process(
    db: Path, capsys: pytest.CaptureFixture[str], *args: str, status: int = 0
) -> dict[str, Any]:
    """``floortool --db DB --json ARGS`` run by ``run``: its status checked, its document."""
    done = run(["--db", f"sqlite:///{db}", "--json", *args])
    out = capsys.readouterr().out
    assert done == status, out
    result: dict[str, Any] = json.loads(out)
    return result


def test_clock_status_json_has_the_contract_fields(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'floor.db'}"
    assert run(["--db", db, "event", "create", "--name", "Fields"]) == 0
    assert run(["--db", db, "clock", "status"]) == 0


def test_structure_round_trips_through_export_and_import(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "floor.db"
    in_process(db, capsys, "event", "create", "--name", "Files", "--structure", "turbo")
    before = in_process(db, capsys, "structure", "show")["structure"]
    for name in ("s.json", "s.csv"):
        in_process(db, capsys, "structure", "export", str(tmp_path / name))
        in_process(db, capsys, "structure", "use", "regular")
        in_process(db, capsys, "structure", "import", str(tmp_path / name))
        shown = in_process(db, capsys, "structure", "show")["structure"]
        assert shown["levels"] == before["levels"]


def test_malformed_structure_file_is_refused_with_line_and_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "floor.db"
    in_process(db, capsys, "event", "create", "--name", "Bad file", "--structure", "turbo")
    bad = tmp_path / "bad.csv"
    bad.write_text("small_blind,big_blind,ante,minutes\n25,50,0,20\n50,abc,0,20\n")
    error = in_process(db, capsys, "structure", "import", str(bad), status=1)["error"]
    assert "line 3" in error["message"] and "big_blind" in error["message"]
    shown = in_process(db, capsys, "structure", "show")["structure"]
    assert shown["name"].startswith("Turbo")
