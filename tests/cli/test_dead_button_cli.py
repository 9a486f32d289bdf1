"""CLI: ``seating hand`` follows the dead button and says so (issue 17's example).

TDA 2024 Rule 32: "Tournaments use a dead button." Robert's §4 Blinds 2(b):
"The big blind is posted by the player due for it, and the small blind and
button are positioned accordingly, even if this means the small blind or the
button is placed in front of an empty seat." Button 3, small blind 4, big
blind 5; the big blind busts: the next hand has the big blind on 6, a dead
small blind on 5 and the button on 4; the hand after, the button is dead on
5 (small blind 6, big blind 7).
"""

from __future__ import annotations

import pytest
from tests.cli.test_cli import Cli


@pytest.fixture
def cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def test_the_big_blind_busts_dead_small_blind_then_dead_button(cli: Cli) -> None:
    cli.json("event", "create", "--name", "Main", "--tables", "1", "--seats", "9")
    cli.json("player", "register", *(f"Player {n}" for n in range(1, 10)))
    cli.json("seating", "button", "1", "3")
    table = cli.json("seating", "show")["tables"][0]
    big_blind = next(o["player"] for o in table["occupied"] if o["seat"] == 5)
    cli.json("player", "bust", big_blind)

    done = cli.json("seating", "hand", "1")
    hand = done["hand"]
    assert (hand["button"], hand["small_blind"], hand["big_blind"]) == (4, 5, 6)
    assert hand["dead_small_blind"] is True and hand["dead_button"] is False
    assert done["done"] == "Hand finished at table 1: button to seat 4"

    status, out, _ = cli("seating", "hand", "1")
    assert status == 0
    assert "Next hand at table 1: dead button seat 5, small blind seat 6, big blind seat 7" in out
