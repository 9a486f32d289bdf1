"""``floortool chips count|leaders|history`` in-process: counts by name, by seat and from
a CSV, the leaders and the average, the chart's points, and what is refused."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

import pytest

from floortool.cli.main import run

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]
STACK = 20_000


@pytest.fixture
def db(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'floor.db'}"
    create = ["event", "create", "--name", "Counts", "--tables", "1", "--seats", "9"]
    assert run(["--db", url, *create, "--starting-stack", str(STACK)]) == 0
    assert run(["--db", url, "player", "register", *NAMES]) == 0
    return url


def call(db: str, capsys: pytest.CaptureFixture[str], *args: str, status: int = 0) -> Any:
    capsys.readouterr()
    assert run(["--db", db, "--json", *args]) == status
    return json.loads(capsys.readouterr().out)


def seats(db: str, capsys: pytest.CaptureFixture[str]) -> dict[str, int]:
    entries = call(db, capsys, "player", "list")["entries"]
    return {e["player"]: e["seat"] for e in entries}


def test_a_count_by_name_and_by_seat_gives_the_leaders_and_the_average(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``chips count NAME CHIPS`` and ``chips count --table N SEAT=CHIPS ...``;
    ``chips leaders --json`` gives ``leaders`` (player, chips, counted_at) and ``average``."""
    call(db, capsys, "chips", "count", "Ann", "31,000")
    seat = seats(db, capsys)
    call(db, capsys, "chips", "count", "--table", "1", f"{seat['Bob']}=9000", f"{seat['Cy']}=25000")
    board = call(db, capsys, "chips", "leaders", "--top", "2")
    assert [(x["player"], x["chips"]) for x in board["leaders"]] == [
        ("Ann", 31_000),
        ("Cy", 25_000),
    ]
    assert all(x["counted_at"] for x in board["leaders"])
    assert board["average"] == STACK  # chips in play / players left
    assert board["uncounted_chips"] == len(NAMES) * STACK - 65_000
    assert board["uncounted_players"] == 3
    listed = {e["player"]: e["last_count"] for e in call(db, capsys, "player", "list")["entries"]}
    assert listed["Ann"] == 31_000 and listed["Di"] is None


def test_impossible_counts_are_refused_and_change_nothing(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """ "more chips counted than in play, a stack below zero, a count for a busted or
    unknown player, a seat that does not exist" are refused with the reason."""
    total = len(NAMES) * STACK
    error = call(db, capsys, "chips", "count", "Ann", str(total + 1), status=1)["error"]
    assert error["code"] == "more_than_in_play" and f"{total:,} are in play" in error["message"]
    error = call(db, capsys, "chips", "count", "Ann", "-5", status=1)["error"]
    assert error["code"] == "below_one_chip"
    call(db, capsys, "chips", "count", "Nobody", "100", status=1)
    error = call(db, capsys, "chips", "count", "--table", "1", "12=100", status=1)["error"]
    assert "no seat 12" in error["message"]
    error = call(db, capsys, "chips", "count", "--table", "7", "1=100", status=1)["error"]
    assert "Table 7" in error["message"]
    call(db, capsys, "player", "bust", "Ed")
    error = call(db, capsys, "chips", "count", "Ed", "100", status=1)["error"]
    assert "busted" in error["message"]
    assert call(db, capsys, "chips", "leaders")["counted_chips"] == 0


def test_counts_from_a_csv_are_taken_whole_or_not_at_all(
    db: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``chips count --csv FILE``: player,chips or table,seat,chips; a bad row refuses the file."""
    seat = seats(db, capsys)
    good = tmp_path / "counts.csv"
    good.write_text(f'player,table,seat,chips\nAnn,,,40000\n,1,{seat["Bob"]},"12,000"\n')
    call(db, capsys, "chips", "count", "--csv", str(good))
    bad = tmp_path / "bad.csv"
    bad.write_text("player,chips\nCy,5000\nDi,lots\n")
    error = call(db, capsys, "chips", "count", "--csv", str(bad), status=1)["error"]
    assert "Line 3" in error["message"]
    board = call(db, capsys, "chips", "leaders")
    assert [(x["player"], x["chips"]) for x in board["leaders"]] == [
        ("Ann", 40_000),
        ("Bob", 12_000),
    ]


def test_undo_takes_a_count_back(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    call(db, capsys, "chips", "count", "Ann", "30000")
    call(db, capsys, "chips", "count", "Ann", "35000")
    call(db, capsys, "undo")
    assert call(db, capsys, "chips", "leaders")["leaders"][0]["chips"] == 30_000
    call(db, capsys, "undo")
    assert call(db, capsys, "chips", "leaders")["leaders"] == []
    assert call(db, capsys, "chips", "history")["points"] == []
    call(db, capsys, "redo")
    assert call(db, capsys, "chips", "leaders")["leaders"][0]["chips"] == 30_000


def test_history_gives_the_leader_and_average_at_each_count_as_csv(
    db: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The chart's data: the chip leader and the average at each count, as CSV."""
    call(db, capsys, "chips", "count", "Ann", "30000")
    call(db, capsys, "chips", "count", "Bob", "45000")
    path = tmp_path / "history.csv"
    points = call(db, capsys, "chips", "history", "--csv", str(path))["points"]
    assert [(p["leader"], p["leader_chips"]) for p in points] == [("Ann", 30_000), ("Bob", 45_000)]
    rows = list(csv.DictReader(path.open(encoding="utf-8")))
    assert [r["leader_chips"] for r in rows] == ["30000", "45000"]
    assert rows[0]["average"] == str(STACK)
