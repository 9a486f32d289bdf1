"""CLI: the seating policy (``seating policy``), accepting part of a balancing plan
(``seating balance --apply --only``), drawing for a button (``seating button TABLE
--draw``) and the move counters in ``seating show --json``."""

from __future__ import annotations

from typing import Any

import pytest
from tests.cli.test_cli import Cli

POLICY_KEYS = {
    "balance_tolerance", "early_balance_tolerance", "early_balance_above_tables",
    "giving_table", "break_order", "ideal_table_load", "final_table_size", "game",
    "button_redraw",
}  # fmt: skip


@pytest.fixture
def policy_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def refusal(cli: Cli, code: str, *argv: str) -> dict[str, Any]:
    error: dict[str, Any] = cli.json(*argv, status=1)["error"]
    assert error["code"] == code and error["message"]
    return error


def occupants(cli: Cli) -> dict[str, dict[str, Any]]:
    tables = cli.json("seating", "show")["tables"]
    return {o["player"]: {**o, "table": t["table"]} for t in tables for o in t["occupied"]}


def test_the_policy_is_shown_changed_and_checked(policy_cli: Cli) -> None:
    cli = policy_cli
    cli.json("event", "create", "--name", "Main", "--tables", "3", "--seats", "10")
    shown = cli.json("seating", "policy")
    assert set(shown) == {"policy"} and set(shown["policy"]) == POLICY_KEYS
    assert shown["policy"]["balance_tolerance"] == 1
    assert shown["policy"]["final_table_size"] == 10 and shown["policy"]["game"] == "flop"

    changed = cli.json(
        "seating", "policy", "--early-tolerance", "2", "--early-above-tables", "20",
        "--break-order", "3,1", "--final-table-size", "9", "--ideal-load", "9",
        "--giving", "lowest",
    )  # fmt: skip
    assert changed["done"].startswith("Change ")
    policy = changed["policy"]
    assert (policy["early_balance_tolerance"], policy["early_balance_above_tables"]) == (2, 20)
    assert policy["break_order"] == [3, 1] and policy["giving_table"] == "lowest"
    assert (policy["final_table_size"], policy["ideal_table_load"]) == (9, 9)
    assert cli.json("seating", "show")["policy"] == policy

    error = refusal(cli, "invalid_input", "seating", "policy", "--tolerance", "0")
    assert error["field"] == "balance_tolerance" and "back and forth" in error["message"]
    refusal(cli, "invalid_input", "seating", "policy", "--break-order", "3, three")
    refusal(cli, "invalid_input", "seating", "policy", "--final-table-size", "11")
    back = cli.json("seating", "policy", "--no-early", "--final-table-size", "default")
    assert back["policy"]["early_balance_tolerance"] is None
    assert back["policy"]["final_table_size"] == 10
    status, out, _ = cli("seating", "policy")
    assert status == 0 and "Balancing: at most 1 player between tables" in out
    undone = cli.json("undo")["undone"]["label"]
    assert undone.startswith("Change ")


def test_part_of_the_plan_a_drawn_button_and_the_move_counters(policy_cli: Cli) -> None:
    cli = policy_cli
    cli.json("event", "create", "--name", "Main", "--tables", "3", "--seats", "9")
    cli.json("player", "register", *(f"Player {n:02d}" for n in range(1, 25)))  # 8 a table
    for table in (1, 2, 3):
        done = cli.json("seating", "button", str(table), "--draw")
        (button,) = done["buttons"]
        assert button["table"] == table and button["rule"] == "RRoP v6 §2 Seating 5"
        seats = [c["seat"] for c in button["cards"]]
        assert button["seat"] in seats and len(seats) == 8
    refusal(cli, "invalid_input", "seating", "button", "1")
    refusal(cli, "invalid_input", "seating", "button", "1", "2", "--draw")

    seated = occupants(cli)
    from_three = [p for p, o in seated.items() if o["table"] == 3][:2]
    for table, name in zip((1, 2), from_three, strict=True):  # 9, 9, 6
        taken = {o["seat"] for o in seated.values() if o["table"] == table}
        cli.json("seating", "move", name, str(table), str(min(set(range(1, 10)) - taken)))
    plan = cli.json("seating", "balance")
    assert len(plan["moves"]) == 2
    refusal(cli, "invalid_input", "seating", "balance", "--only", plan["moves"][0]["player"])
    stayed = next(p for p, o in occupants(cli).items() if o["table"] == 3)
    refusal(cli, "not_in_plan", "seating", "balance", "--apply", "--only", stayed)

    second = plan["moves"][1]
    applied = cli.json("seating", "balance", "--apply", "--only", second["player"])
    assert applied["moves"] == [second] and applied["done"].startswith("Balance: 1 of 2 moves")
    counts = {p: (o["moves"], o["manual_moves"]) for p, o in occupants(cli).items()}
    assert counts[second["player"]][0] == 1
    assert {counts[name][1] for name in from_three} == {1}
    assert sum(m for m, _ in counts.values()) == 1 and sum(h for _, h in counts.values()) == 2
    status, out, _ = cli("seating", "show")
    assert status == 0 and "(moved 1" in out and "1 by hand)" in out
