"""CLI: knockout bounties — ``event create|update --bounty``, the pool in
``payouts show`` without them, ``player bust --by`` crediting them, and
``results`` (JSON and text) showing what each player won and what is
unclaimed; undo takes a bounty back."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.cli.test_cli import Cli
from tests.cli.test_player_cli import create_event, refusal, register

FIELD = ["Ann", "Ben", "Cat", "Dan"]


@pytest.fixture
def bounty_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def knockout(cli: Cli, tmp_path: Path) -> None:
    create_event(cli, tmp_path, "--tables", "1", "--seats", "6", "--buy-in", "50", "--bounty", "20")
    register(cli, *FIELD)


def test_create_and_update_set_the_bounty_and_refuse_more_than_the_buy_in(
    bounty_cli: Cli, tmp_path: Path
) -> None:
    knockout(bounty_cli, tmp_path)
    shown = bounty_cli.json("event", "show")["event"]
    assert (shown["bounty_cents"], shown["bounty"]) == (2_000, "20.00")
    error = refusal(bounty_cli, "event", "update", "--bounty", "50.01")
    assert "cannot be more than the buy-in" in error["message"]
    assert bounty_cli.json("event", "show")["event"]["bounty_cents"] == 2_000
    updated = bounty_cli.json("event", "update", "--bounty", "12.50", "--fee", "5")
    assert (updated["event"]["bounty_cents"], updated["event"]["fee_cents"]) == (1_250, 500)
    assert updated["done"].startswith("Change fee and bounty of League")
    assert bounty_cli.json("event", "show")["event"]["buy_in_cents"] == 5_000  # untouched
    bounty_cli.json("undo")
    assert bounty_cli.json("event", "show")["event"]["bounty_cents"] == 2_000
    status, out, _ = bounty_cli("event", "show")
    assert status == 0 and "50.00 (bounty 20.00) + 0.00" in out
    assert refusal(bounty_cli, "event", "update")["message"].startswith("Nothing to change")


def test_the_pool_shown_leaves_the_bounties_out(bounty_cli: Cli, tmp_path: Path) -> None:
    knockout(bounty_cli, tmp_path)
    pool = bounty_cli.json("payouts", "show")["prize_pool"]
    assert (pool["bounties_cents"], pool["total_cents"]) == (8_000, 12_000)
    assert {"label": "Bounties", "detail": "4 \u00d7 20.00, not in the pool", "cents": -8_000} in (
        pool["breakdown"]
    )


def test_bust_by_credits_the_bounty_unclaimed_and_the_winners_own(
    bounty_cli: Cli, tmp_path: Path
) -> None:
    knockout(bounty_cli, tmp_path)
    bounty_cli.json("player", "bust", "Ben", "Cat", "--stacks", "1000,2000", "--by", "Ann")
    rows = {r["player"]: r for r in bounty_cli.json("results")["results"]}
    assert (rows["Ann"]["bounty_cents"], rows["Ann"]["bounty"]) == (4_000, "40.00")
    bounty_cli.json("undo")
    assert bounty_cli.json("results")["bounties"]["won_cents"] == 0
    bounty_cli.json("player", "bust", "Ben", "Cat", "--stacks", "1000,2000", "--by", "Ann")
    bounty_cli.json("player", "bust", "Dan")  # nobody credited
    listed = bounty_cli.json("results")
    rows = {r["player"]: r for r in listed["results"]}
    assert rows["Dan"]["bounty_unclaimed"] and rows["Dan"]["by"] == []
    assert rows["Ann"]["place"] == 1 and rows["Ann"]["bounty_cents"] == 6_000  # with her own
    assert (listed["bounties"]["unclaimed_cents"], listed["bounties"]["in_play_cents"]) == (
        2_000,
        0,
    )
    status, out, _ = bounty_cli("results")
    assert status == 0
    assert "Bounties 20.00 each: 60.00 won, 20.00 unclaimed" in out
    assert "bounties 60.00" in next(line for line in out.splitlines() if "Ann" in line)
