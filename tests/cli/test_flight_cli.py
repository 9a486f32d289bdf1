"""``floortool flight close``: survivors of a Day 1 flight go on to Day 2."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from floortool.cli.main import run


def call(db: str, capsys: pytest.CaptureFixture[str], *args: str, status: int = 0) -> Any:
    capsys.readouterr()
    assert run(["--db", db, "--json", *args]) == status
    return json.loads(capsys.readouterr().out)


def test_closing_a_flight_carries_survivors_to_day_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = f"sqlite:///{tmp_path / 'floor.db'}"
    day2 = call(db, capsys, "event", "create", "--name", "Day 2", "--tables", "2")["event"]["id"]
    day1a = call(
        db, capsys, "event", "create", "--name", "Day 1A", "--flight-of", str(day2), "--tables", "1"
    )
    eid = str(day1a["event"]["id"])
    call(db, capsys, "--event", eid, "player", "register", "Ann Lee", "Bo", "Cy")
    error = call(db, capsys, "--event", eid, "flight", "close", "Ann Lee=23500", status=1)
    assert error["error"]["code"] == "stacks_required"  # every survivor needs a count
    bad = call(db, capsys, "--event", eid, "flight", "close", "Ann Lee:23500", status=1)
    assert "NAME=CHIPS" in bad["error"]["message"]
    done = call(
        db, capsys, "--event", eid, "flight", "close", "Ann Lee=23,500", "Bo=9000", "Cy=12000"
    )
    assert done["day2_entries"] == 3
    listed = call(db, capsys, "--event", str(day2), "player", "list")
    stacks = sorted(e["stack"] for e in listed["entries"])
    assert stacks == [9_000, 12_000, 23_500]
