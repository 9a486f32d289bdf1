"""``floortool chips set|show|race`` in-process, as scripts and the floor use them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from floortool.cli.main import run


@pytest.fixture
def db(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'floor.db'}"
    assert run(["--db", url, "event", "create", "--name", "Chips", "--tables", "4"]) == 0
    return url


def call(db: str, capsys: pytest.CaptureFixture[str], *args: str, status: int = 0) -> Any:
    capsys.readouterr()
    assert run(["--db", db, "--json", *args]) == status
    return json.loads(capsys.readouterr().out)


def test_chips_set_changes_capacity(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    before = call(db, capsys, "chips", "show")["capacity"]["players"]
    chips = [
        "25:green:2000",
        "100:black:2400",
        "500:purple:1000",
        "1000:yellow:2000",
        "5000:orange:600",
        "25000:grey:200",
    ]
    call(db, capsys, "chips", "set", *chips, "--name", "Double case")
    shown = call(db, capsys, "chips", "show")
    assert shown["chip_set"]["name"] == "Double case"
    assert shown["capacity"]["players"] == 2 * before
    assert shown["color_ups"], "the regular structure colours up at its breaks"


def test_chips_set_refuses_bad_specs_and_changes_nothing(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    before = call(db, capsys, "chips", "show")["chip_set"]
    error = call(db, capsys, "chips", "set", "25:green:lots", status=1)["error"]
    assert "DENOMINATION:COLOUR:QUANTITY" in error["message"]
    error = call(db, capsys, "chips", "set", "1000:yellow:500", status=1)["error"]
    assert error["code"] == "invalid_input"  # the structure's 25/50 can't be paid any more
    assert call(db, capsys, "chips", "show")["chip_set"] == before


def test_chip_race_follows_tda_rule_24_and_is_journaled(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    race = call(db, capsys, "chips", "race", "--removed", "25", "1=3", "2=1", "3=2", "4=5")["race"]
    assert race["citation"] == "TDA 2024 Rule 24"
    assert sum(o["won_chip"] for o in race["outcomes"]) == race["race_chips"]
    for outcome in race["outcomes"]:  # one card per odd chip (a tie may deal more)
        assert len(outcome["cards"]) >= outcome["odd_chips"]
        assert outcome["won_chip"] <= (outcome["odd_chips"] > 0)
    journal = call(db, capsys, "journal")["journal"]
    assert journal[-1]["kind"] == "chip_race_run"
    assert journal[-1]["data"]["result"] == race


def test_chip_race_under_the_league_rounds_up(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"sqlite:///{tmp_path / 'league.db'}"
    assert (
        run(["--db", url, "event", "create", "--name", "League", "--rulebook", "roberts-v6-league"])
        == 0
    )
    race = call(url, capsys, "chips", "race", "--removed", "25", "1=3", "2=1", "3=4")["race"]
    assert race["citation"] == "House A-5"
    added = [o["added_chips"] for o in race["outcomes"]]
    assert added == [1, 1, 1]  # 3 and 1 odd chips round up; 4 x 25 is a full set
