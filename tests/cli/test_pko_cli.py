"""CLI: a progressive knockout (PKO) played from registration to the winner —
``event create --bounty-format progressive``, ``player bust --by``, ``player
reenter``, ``undo``, and the ``"bounties"`` of ``payouts show --json``.

The rule played (Texas Card House, Las Colinas, "PKO Wednesdays"):

    "whenever a player eliminates another player, 50% of the bounty is
    immediately cashed and the other 50% of the bounty will be added to the
    winning player's bounty stack." ... "Bounties will only be paid out when a
    winning player eliminates another player or at the end of the tournament."
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tests.cli.test_cli import Cli
from tests.cli.test_player_cli import create_event, refusal, register


@pytest.fixture
def pko_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def bounties(cli: Cli) -> dict[tuple[str, int], dict[str, Any]]:
    """``payouts show --json``'s bounties by (player, entry id), checking the contract."""
    rows = cli.json("payouts", "show")["bounties"]
    assert all(set(row) == {"entry", "player", "on_head_cents", "won_cents"} for row in rows)
    return {(row["player"], row["entry"]): row for row in rows}


def money(cli: Cli) -> dict[str, tuple[int, int]]:
    """(on head, won) in cents per player, their entries added up."""
    found: dict[str, tuple[int, int]] = {}
    for (player, _), row in bounties(cli).items():
        head, won = found.get(player, (0, 0))
        found[player] = (head + row["on_head_cents"], won + row["won_cents"])
    return found


def test_a_pko_from_registration_to_the_winner(pko_cli: Cli, tmp_path: Path) -> None:
    """20.00 starting bounties, half cashed, half onto the eliminator's bounty; the
    winner is paid the bounty on their own head at the end."""
    create_event(
        pko_cli, tmp_path, "--tables", "1", "--seats", "6", "--buy-in", "50",
        "--bounty", "20", "--bounty-format", "progressive", "--max-reentries", "1",
    )  # fmt: skip
    register(pko_cli, "Ann", "Ben", "Cat", "Dan")
    event = pko_cli.json("event", "show")["event"]
    assert (event["bounty_format"], event["bounty_cash_percent"]) == ("progressive", 50)
    assert money(pko_cli) == {p: (2_000, 0) for p in ("Ann", "Ben", "Cat", "Dan")}

    pko_cli.json("player", "bust", "Ben", "--by", "Ann")
    assert money(pko_cli)["Ann"] == (3_000, 1_000)  # 10.00 cashed, 30.00 on her head
    pko_cli.json("undo")
    assert money(pko_cli)["Ann"] == (2_000, 0)  # undo takes it all back
    pko_cli.json("player", "bust", "Ben", "--by", "Ann")
    pko_cli.json("player", "reenter", "Ben")  # a fresh 20.00 bounty
    assert money(pko_cli)["Ben"] == (2_000, 0)

    pko_cli.json("player", "bust", "Ann", "--by", "Cat")  # 15.00 cashed, 15.00 on
    assert money(pko_cli)["Cat"] == (3_500, 1_500)
    pko_cli.json("player", "bust", "Dan")  # nobody credited: 20.00 unclaimed
    pko_cli.json("player", "bust", "Ben", "--by", "Cat")  # 10.00 cashed, 10.00 on
    assert money(pko_cli)["Cat"] == (0, 1_500 + 1_000 + 4_500)  # the winner's own 45.00
    final = money(pko_cli)
    assert final["Ann"] == (0, 1_000) and final["Dan"] == (0, 0) and final["Ben"] == (0, 0)
    # 5 entries x 20.00 = 100.00 = 80.00 paid + 20.00 unclaimed.
    summary = pko_cli.json("results")["bounties"]
    assert (summary["won_cents"], summary["unclaimed_cents"], summary["in_play_cents"]) == (
        8_000,
        2_000,
        0,
    )
    status, out, _ = pko_cli("payouts", "show")
    assert status == 0 and "Cat: 0.00, 70.00" in out


def test_a_fixed_event_pays_the_whole_bounty_and_refuses_an_unknown_format(
    pko_cli: Cli, tmp_path: Path
) -> None:
    create_event(pko_cli, tmp_path, "--tables", "1", "--buy-in", "50")
    register(pko_cli, "Ann", "Ben")
    assert pko_cli.json("payouts", "show")["bounties"] == []
    error = refusal(pko_cli, "event", "update", "--bounty-cash-percent", "101")
    assert "0 to 100 percent" in error["message"]
    usage = pko_cli.json("event", "update", "--bounty-format", "lottery", status=2)
    assert "invalid choice: 'lottery'" in usage["error"]["message"]
    pko_cli.json("event", "update", "--bounty", "20")
    pko_cli.json("player", "bust", "Ben", "--by", "Ann")
    assert money(pko_cli)["Ann"] == (0, 4_000)  # fixed: 20.00 paid, her own as winner


def test_a_split_pot_elimination_splits_both_parts(pko_cli: Cli, tmp_path: Path) -> None:
    """GGPoker "Bounty Hunters" rules: "If two players show identical winning hands
    and split the pot, the bounty of the eliminated player will be equally divided
    between the winners. Odd cents will be awarded to the player in the earliest
    position." Ben's 20.01: 10.00 cashed (half, rounded down to the cent) and 10.01
    onto the heads, each part split between Ann and Cat, the odd cent to Ann's
    earlier entry."""
    create_event(
        pko_cli, tmp_path, "--tables", "1", "--buy-in", "50", "--bounty", "20.01",
        "--bounty-format", "progressive",
    )  # fmt: skip
    register(pko_cli, "Ann", "Ben", "Cat", "Dan")
    done = pko_cli.json("player", "bust", "Ben", "--by", "Ann", "--split-with", "Cat")
    assert done["done"].startswith("Bust Ben") and " by Ann and Cat" in done["done"]
    found = money(pko_cli)
    assert found["Ann"] == (2_001 + 501, 500) and found["Cat"] == (2_001 + 500, 500)
    pko_cli.json("undo")
    assert money(pko_cli)["Ann"] == (2_001, 0)
    error = refusal(pko_cli, "player", "bust", "Ben", "--split-with", "Cat")
    assert "Name who eliminated them" in error["message"]
    error = refusal(pko_cli, "player", "bust", "Ben", "--by", "Ann", "--split-with", "Ann")
    assert "credited twice" in error["message"]
    error = refusal(pko_cli, "player", "bust", "Ben", "--by", "Ann", "--split-with", "Ben")
    assert "own elimination" in error["message"]
    assert money(pko_cli)["Ben"] == (2_001, 0)  # every refusal changed nothing


def test_pko_rounding_pays_whole_units_the_odd_part_onto_the_head(
    pko_cli: Cli, tmp_path: Path
) -> None:
    """Texas Card House: "In the case of an odd bounty chip when getting paid out, the
    odd chip will be added to the winner's bounty stack." 15.00 bounties paid in 1.00
    units: Ann busting Ben cashes 7.00 of the 7.50 half, the odd 0.50 onto her head
    with the other 7.50 (23.00); undo takes it back; a bad unit is refused."""
    create_event(
        pko_cli, tmp_path, "--tables", "1", "--seats", "6", "--buy-in", "50",
        "--bounty", "15", "--bounty-format", "progressive", "--bounty-rounding", "1",
    )  # fmt: skip
    register(pko_cli, "Ann", "Ben", "Cat")
    assert pko_cli.json("event", "show")["event"]["bounty_rounding"] == 100
    pko_cli.json("player", "bust", "Ben", "--by", "Ann")
    assert money(pko_cli)["Ann"] == (2_300, 700)
    pko_cli.json("undo")
    assert money(pko_cli)["Ann"] == (1_500, 0)
    refused = refusal(pko_cli, "event", "update", "--bounty-rounding", "5000")
    assert refused["message"] == "The PKO rounding unit runs from 0.00 to 1,000.00."
