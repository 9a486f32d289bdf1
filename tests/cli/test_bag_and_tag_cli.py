"""Bag and tag through the command line: two flights counted and bagged, refusals,
undo, the flights closed from their bags, Day 2 drawn and printed (issue 28,
items 3 and 4)."""

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


def _flight(db: str, capsys: pytest.CaptureFixture[str], name: str, day2: int) -> str:
    made = call(
        db, capsys, "event", "create", "--name", name, "--flight-of", str(day2), "--tables", "1"
    )
    return str(made["event"]["id"])


def test_two_flights_bagged_and_day_2_drawn_from_the_bags(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """ "Each survivor's count, a bag number ... the records the next day starts from.
    Two days, two flights or ten: the existing flights and Day 2 take the bags as
    their stacks." and "The Day 2 draw from the bags (random seats, TDA 7; tables
    balanced)"."""
    db = f"sqlite:///{tmp_path / 'floor.db'}"
    made = call(db, capsys, "event", "create", "--name", "Day 2", "--seats", "4")
    day2 = made["event"]["id"]  # no table count: Day 2's survivors wait for the draw
    a = _flight(db, capsys, "Day 1A", day2)
    b = _flight(db, capsys, "Day 1B", day2)
    call(db, capsys, "--event", a, "player", "register", "Ann Lee", "Bo", "Cy")
    call(db, capsys, "--event", b, "player", "register", "Di", "Ed")
    call(db, capsys, "--event", a, "chips", "count", "Ann Lee", "15000")
    call(db, capsys, "--event", a, "chips", "count", "Bo", "9000")

    # Cy has no count: refused, naming who is missing, nothing recorded.
    refused = call(db, capsys, "--event", a, "event", "bag", status=1)
    assert refused["error"]["code"] == "counts_missing"
    assert "Cy" in refused["error"]["message"] and "Bo" not in refused["error"]["message"]
    assert call(db, capsys, "--event", a, "event", "bag", "--list")["done"] is None

    # Cy's bagged chips typed at bagging; bag numbers in seat order, one typed.
    bagged = call(db, capsys, "--event", a, "event", "bag", "Cy=6000", "Bo=9000@77")
    bags = {row["player"]: (row["chips"], row["bag"]) for row in bagged["bags"]}
    assert bags["Cy"][0] == 6_000 and bags["Bo"] == (9_000, "77")
    assert sorted(bag for _, bag in bags.values()) == ["1", "2", "77"]
    assert bags["Ann Lee"][0] == 15_000
    assert call(db, capsys, "--event", a, "event", "bag")["done"] is None  # listed again

    # Undo takes the bags back to the counts; redo brings them again.
    call(db, capsys, "--event", a, "undo")
    listed = call(db, capsys, "--event", a, "event", "bag", "--list")["bags"]
    assert all(row["bag"] == "" for row in listed)
    call(db, capsys, "--event", a, "redo")

    # Two survivors typed the same bag: refused.
    twice = call(db, capsys, "--event", b, "event", "bag", "Di=12000@5", "Ed=8000@5", status=1)
    assert twice["error"]["code"] == "bag_taken"
    call(db, capsys, "--event", b, "event", "bag", "Di=12000", "Ed=8000")

    # More chips than in play: refused as any count is.
    too_many = call(db, capsys, "--event", b, "event", "bag", "Di=9000000", status=1)
    assert too_many["error"]["code"] == "more_than_in_play"

    slips = call(db, capsys, "--event", a, "print", "bag-slips", "--out", str(tmp_path / "s.pdf"))
    assert slips["items"] == 3
    sheet = call(db, capsys, "--event", a, "print", "chip-sheet", "--out", str(tmp_path / "c.pdf"))
    assert sheet["items"] == 3

    first = call(db, capsys, "--event", a, "flight", "close")["done"]
    assert "stacks from the bags" in first and "drawn" not in first
    waiting = call(db, capsys, "--event", str(day2), "player", "list")["entries"]
    assert [e["table"] for e in waiting] == [None, None, None]  # Day 1B is still to come
    last = call(db, capsys, "--event", b, "flight", "close")["done"]
    assert "stacks from the bags" in last and "Day 2 drawn: 5 players" in last
    entries = call(db, capsys, "--event", str(day2), "player", "list")["entries"]
    stacks = {e["player"]: e["stack"] for e in entries}
    assert stacks == {"Ann Lee": 15_000, "Bo": 9_000, "Cy": 6_000, "Di": 12_000, "Ed": 8_000}
    per_table: dict[int, int] = {}
    for e in entries:
        per_table[e["table"]] = per_table.get(e["table"], 0) + 1
    assert sorted(per_table.values()) == [2, 3]  # five players, four seats a table: balanced

    # Undoing the last close takes its draw back too: Day 1A's survivors wait again.
    call(db, capsys, "--event", b, "undo")
    undone = call(db, capsys, "--event", str(day2), "player", "list")["entries"]
    assert [e["table"] for e in undone] == [None, None, None]
    call(db, capsys, "--event", b, "redo")

    for doc in ("seating-chart", "chip-sheet"):
        printed = call(
            db, capsys, "--event", str(day2), "print", doc, "--out", str(tmp_path / f"{doc}.pdf")
        )
        assert printed["items"] == 5


def test_a_flight_closes_from_typed_stacks_when_nobody_is_bagged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """ "make the bags the source when they exist, and say which it used"."""
    db = f"sqlite:///{tmp_path / 'floor.db'}"
    day2 = call(db, capsys, "event", "create", "--name", "Day 2", "--tables", "1")["event"]["id"]
    a = _flight(db, capsys, "Day 1A", day2)
    call(db, capsys, "--event", a, "player", "register", "Ann Lee", "Bo")
    refused = call(db, capsys, "--event", a, "flight", "close", status=1)
    assert refused["error"]["code"] == "stacks_required"
    closed = call(db, capsys, "--event", a, "flight", "close", "Ann Lee=100", "Bo=200")
    assert "stacks typed at the close" in closed["done"]
