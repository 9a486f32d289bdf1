"""CLI: ``floortool seating draw | seat-off | seat-on | lock | unlock | apart | order``
— their ``--json`` shapes, what ``seating show`` then says, and the refusals
(exit 1, ``{"error": {"code", "message"}}``, nothing changed)."""

from __future__ import annotations

from typing import Any

import pytest
from tests.cli.test_cli import Cli

RULE_KEYS = {"locked", "seats_off", "apart", "table_order", "done"}
SEAT_KEYS = {"table", "seat", "entry", "player", "locked"}


@pytest.fixture
def seat_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def refusal(cli: Cli, code: str, *argv: str) -> dict[str, Any]:
    before = cli.json("journal")
    document = cli.json(*argv, status=1)
    assert set(document) == {"error"}
    error: dict[str, Any] = document["error"]
    assert error["code"] == code and error["message"]
    assert cli.json("journal") == before
    return error


def test_draw_lists_every_seat_and_keeps_the_rules(seat_cli: Cli) -> None:
    cli = seat_cli
    cli.json("event", "create", "--name", "Main", "--tables", "2", "--seats", "9")
    off = cli.json("seating", "seat-off", "2", "9")
    assert set(off) == RULE_KEYS and off["seats_off"] == [{"table": 2, "seat": 9}]
    cli.json("player", "register", *(f"P{n:02d}" for n in range(1, 17)))
    locked = cli.json("seating", "lock", "P01")
    assert [row["player"] for row in locked["locked"]] == ["P01"]
    place = (locked["locked"][0]["table"], locked["locked"][0]["seat"])
    apart = cli.json("seating", "apart", "P02", "P03")
    assert apart["apart"][0]["players"] == ["P02", "P03"]

    drawn = cli.json("seating", "draw")
    assert set(drawn) == {"seats", "tables", "waiting", "apart", "done"}
    assert drawn["done"].startswith("Draw seats: 15 players to 2 tables, 1 locked")
    assert all(set(row) == SEAT_KEYS for row in drawn["seats"])
    assert len(drawn["seats"]) == 16 and drawn["tables"] == [1, 2]
    rows = {row["player"]: row for row in drawn["seats"]}
    assert (rows["P01"]["table"], rows["P01"]["seat"]) == place and rows["P01"]["locked"]
    assert rows["P02"]["table"] != rows["P03"]["table"]
    assert (2, 9) not in {(row["table"], row["seat"]) for row in drawn["seats"]}
    assert sorted([row["table"] for row in drawn["seats"]].count(t) for t in (1, 2)) == [8, 8]

    shown = cli.json("seating", "show")
    assert {"locked", "seats_off", "apart", "table_order"} <= set(shown)
    table_2 = next(t for t in shown["tables"] if t["table"] == 2)
    assert table_2["unavailable"] == [9]
    assert all("locked" in o for t in shown["tables"] for o in t["occupied"])

    freed = cli.json("seating", "unlock", "P01")
    assert freed["locked"] == []
    together = cli.json("seating", "apart", "P02", "P03", "--remove")
    assert together["apart"] == []
    back = cli.json("seating", "seat-on", "2", "9")
    assert back["seats_off"] == []
    cli.json("undo")
    assert cli.json("seating", "show")["seats_off"] == [{"table": 2, "seat": 9}]


def test_the_table_order_and_registration(seat_cli: Cli) -> None:
    cli = seat_cli
    cli.json("event", "create", "--name", "Main", "--seats", "2")
    order = cli.json("seating", "order", "9, 4-3:3")
    assert order["table_order"] == "9, 4-3:3" and order["done"]
    shown = cli.json("seating", "order")
    assert "done" not in shown and shown["table_order"] == "9, 4-3:3"
    cli.json("clock", "start")  # late arrivals: before the start they wait for the draw
    entries = cli.json("player", "register", "A", "B", "C")["entries"]
    assert [e["table"] for e in entries] == [9, 9, 4]
    assert cli.json("seating", "order", "--default")["table_order"] == ""


def test_refusals_change_nothing(seat_cli: Cli) -> None:
    cli = seat_cli
    cli.json("event", "create", "--name", "Main", "--tables", "1", "--seats", "3")
    cli.json("player", "register", "A", "B")
    taken = cli.json("seating", "show")["tables"][0]["occupied"][0]["seat"]
    refusal(cli, "unknown_table", "seating", "seat-off", "2", "1")
    refusal(cli, "invalid_input", "seating", "seat-off", "1", "4")
    refusal(cli, "seat_taken", "seating", "seat-off", "1", str(taken))
    refusal(cli, "no_change", "seating", "seat-on", "1", "1")
    refusal(cli, "unknown_player", "seating", "lock", "Nobody")
    refusal(cli, "invalid_input", "seating", "apart", "A", "a")
    error = refusal(cli, "invalid_input", "seating", "order", "1-x")
    assert "'1-x'" in error["message"]
    cli.json("clock", "start")
    error = refusal(cli, "clock_started", "seating", "draw")
    assert "--force" in error["message"]
    assert cli.json("seating", "draw", "--force")["done"].startswith("Draw seats: 2 players")
    status, _, _ = cli("seating", "order", "1", "--default")
    assert status == 2  # usage: both an order and --default
