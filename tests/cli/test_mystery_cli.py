"""CLI: a mystery bounty from the command line — ``event create --bounty-format
mystery``, ``payouts mystery set|show``, ``player bust`` saying what was drawn, the
``"bounties"`` of ``payouts show --json`` (``won_cents``, the draws) and ``report
cash --json`` balancing.

The rule played (PokerStars, "Mystery Bounty"): "Initial stage: works like a
regular tournament with no bounties awarded. Final stage: begins after the money
bubble bursts and bounties become active." ... "Eliminating a player awards a
virtual envelope. The envelope reveals the cash prize"; and the winner "will earn
the contents of their own bounty chest" (Stake).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.cli.test_cli import Cli
from tests.cli.test_player_cli import create_event, refusal, register


@pytest.fixture
def mystery_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def test_a_mystery_bounty_from_registration_to_the_winner(mystery_cli: Cli, tmp_path: Path) -> None:
    """Six entries of 50.00 with 20.00 bounties: a pool of 120.00 in draws; the
    standard table pays two places, so the draws start with two players left (the
    money): "1x80, rest equal" over two draws is 80.00 and 40.00. The bust of the
    bubble draws nothing; the last bust draws one, and the winner draws what is left."""
    cli = mystery_cli
    create_event(cli, tmp_path, "--tables", "1", "--seats", "6", "--buy-in", "50")
    assert "has no mystery bounty" in refusal(cli, "payouts", "mystery", "show")["message"]
    cli.json("event", "update", "--bounty", "20", "--bounty-format", "mystery")
    assert cli.json("event", "show")["event"]["bounty_format"] == "mystery"
    register(cli, "Ann", "Ben", "Cat", "Dan", "Eve", "Fay")
    error = refusal(cli, "payouts", "mystery", "set", "eighty x 1")
    assert "is not COUNTxAMOUNT" in error["message"]
    done = cli.json("payouts", "mystery", "set", "1x80, rest equal")
    assert done["mystery"]["distribution"] == "1x80.00, rest equal"
    shown = cli.json("payouts", "mystery", "show")
    assert shown["mystery"]["pool_cents"] == 12_000
    assert shown["mystery"]["prizes_cents"] == [8_000, 4_000]  # if fixed now: two paid
    assert not shown["mystery"]["fixed"] and "standard" in shown["templates"]

    for out in ("Fay", "Eve", "Dan", "Cat"):  # down to the bubble: Cat's bust with 3 left
        busted = cli.json("player", "bust", out, "--by", "Ann")
        assert "mystery_cents" not in busted["results"][0]
    busted = cli.json("player", "bust", "Ben", "--by", "Ann")
    drawn = busted["results"][0]["mystery_cents"]
    assert drawn in (8_000, 4_000)
    payouts = cli.json("payouts", "show")
    ann = next(row for row in payouts["bounties"] if row["player"] == "Ann")
    assert {"entry", "player", "on_head_cents", "won_cents"} <= set(ann)
    assert (ann["on_head_cents"], ann["won_cents"], ann["draws_cents"]) == (0, 12_000, [drawn])
    assert payouts["mystery"]["fixed"] and payouts["mystery"]["over"]
    cash = cli.json("report", "cash")
    assert cash["difference_cents"] == 0 and cash["in_cents"] == cash["out_cents"]
    assert any(line["kind"] == "Mystery bounties won" for line in cash["out"])
    error = refusal(cli, "payouts", "mystery", "set", "equal")
    assert "fixed the prizes" in error["message"]


def test_the_moment_and_the_leftovers_are_event_settings(mystery_cli: Cli, tmp_path: Path) -> None:
    cli = mystery_cli
    create_event(cli, tmp_path, "--buy-in", "50", "--bounty", "20", "--late-reg-close-level", "3")
    error = refusal(
        cli, "event", "update", "--bounty-format", "mystery", "--mystery-from-level", "2"
    )
    assert "after late registration closes" in error["message"]
    cli.json(
        "event", "update", "--bounty-format", "mystery", "--mystery-from-level", "4",
        "--mystery-leftovers", "final-table",
    )  # fmt: skip
    event = cli.json("event", "show")["event"]
    assert (event["mystery_from_level"], event["mystery_leftovers"]) == (4, "final-table")
