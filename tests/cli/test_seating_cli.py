"""CLI: ``floortool seating ...`` (``cli.md``, Seating): the ``--json`` shapes of
show, balance (plan and ``--apply``), button, move, break and final, and the
refusals (exit 1, ``{"error": {"code", "message"}}``), driven through ``run``.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.cli.test_cli import Cli

TABLE_KEYS = {
    "table", "seats", "players", "button", "final", "halted_since", "button_redraw",
    "unavailable", "occupied"
}  # fmt: skip
MOVE_KEYS = {"entry", "player", "from", "to", "reason", "rule"}
CHANGED_KEYS = {"moves", "broken", "buttons", "final_table", "button_redraws", "done"}
SHOW_KEYS = {"tables", "short_tables", "halted", "final_table", "broken", "waiting", "policy"}


@pytest.fixture
def seating_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def refusal(cli: Cli, code: str, *argv: str) -> dict[str, Any]:
    document = cli.json(*argv, status=1)
    assert set(document) == {"error"}
    error: dict[str, Any] = document["error"]
    assert error["code"] == code and error["message"]
    return error


def occupied(cli: Cli, table: int) -> dict[int, str]:
    tables = cli.json("seating", "show")["tables"]
    found = next(t for t in tables if t["table"] == table)
    return {o["seat"]: o["player"] for o in found["occupied"]}


def test_seating_commands_json_shapes(seating_cli: Cli) -> None:
    cli = seating_cli
    cli.json("event", "create", "--name", "Main", "--tables", "3", "--seats", "9")
    cli.json("player", "register", *(f"Player {n:02d}" for n in range(1, 21)))
    shown = cli.json("seating", "show")
    assert set(shown) >= SHOW_KEYS
    assert all(set(t) == TABLE_KEYS for t in shown["tables"])
    assert sum(t["players"] for t in shown["tables"]) == 20

    # Unbalance by hand: two players from table 3 to table 1's empty seats.
    empty_at_1 = sorted(set(range(1, 10)) - set(occupied(cli, 1)))
    for seat, name in zip(empty_at_1, list(occupied(cli, 3).values())[:2], strict=False):
        moved = cli.json("seating", "move", name, "1", str(seat))
        assert set(moved) == CHANGED_KEYS
        (move,) = moved["moves"]
        assert set(move) == MOVE_KEYS and move["to"] == {"table": 1, "seat": seat}
        assert move["rule"] == "TDA 2024 Rule 1"

    plan = cli.json("seating", "balance")
    assert set(plan) == {
        "moves", "waiting", "needs_button", "message", "break_due", "final_due", "waits_for",
        "button_redraws", "remedy",
    }  # fmt: skip
    assert plan["moves"] == [] and plan["needs_button"]
    error = refusal(cli, "button_needed", "seating", "balance", "--apply")
    assert error["tables"] == plan["needs_button"]

    for table in (1, 2, 3):
        done = cli.json("seating", "button", str(table), "1")
        assert done["buttons"] == [{"table": table, "seat": 1}] and done["moves"] == []
    assert [t["button"] for t in cli.json("seating", "show")["tables"]] == [1, 1, 1]

    plan = cli.json("seating", "balance")
    assert plan["needs_button"] == [] and plan["moves"]
    assert all(set(m) == MOVE_KEYS and m["rule"] == "TDA 2024 Rule 11-A" for m in plan["moves"])
    applied = cli.json("seating", "balance", "--apply")
    assert set(applied) == CHANGED_KEYS
    assert applied["moves"] == plan["moves"]
    assert applied["done"].startswith("Balance: ")
    counts = [t["players"] for t in cli.json("seating", "show")["tables"]]
    assert max(counts) - min(counts) <= 1
    refusal(cli, "balanced", "seating", "balance", "--apply")

    undone = cli.json("undo")
    assert undone["undone"]["label"] == applied["done"]
    assert cli.json("seating", "balance")["moves"] == plan["moves"]

    refusal(cli, "unknown_player", "seating", "move", "Nobody", "1", "1")
    refusal(cli, "unknown_table", "seating", "button", "9", "1")
    refusal(cli, "invalid_input", "seating", "button", "1", "12")
    refusal(cli, "unknown_table", "seating", "break", "9")
    refusal(cli, "cannot_break", "seating", "break", "3")
    refusal(cli, "not_final_yet", "seating", "final")


def test_seating_text_output(seating_cli: Cli) -> None:
    cli = seating_cli
    cli.json("event", "create", "--name", "Main", "--tables", "2", "--seats", "6")
    cli.json("player", "register", "Alice", "Bob", "Carol")
    status, out, _ = cli("seating", "show")
    assert status == 0 and "Table 1:" in out and "button unknown" in out
    status, out, _ = cli("seating", "balance")
    assert status == 0 and out.strip() == (
        "The players fit at the final table: redraw it first. Run 'seating final'."
    )
