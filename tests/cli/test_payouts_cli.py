"""``floortool payouts show|set|tables`` and ``floortool deal`` in-process."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from floortool.cli.main import run


@pytest.fixture
def db(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'floor.db'}"
    assert (
        run(
            [
                "--db",
                url,
                "event",
                "create",
                "--name",
                "Pool",
                "--buy-in",
                "50",
                "--fee",
                "10",
                "--tables",
                "2",
            ]
        )
        == 0
    )
    names = [f"P{n}" for n in range(1, 13)]
    assert run(["--db", url, "player", "register", *names]) == 0
    return url


def call(db: str, capsys: pytest.CaptureFixture[str], *args: str, status: int = 0) -> Any:
    capsys.readouterr()
    assert run(["--db", db, "--json", *args]) == status
    return json.loads(capsys.readouterr().out)


def test_payouts_show_adds_up_to_the_pool(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    shown = call(db, capsys, "payouts", "show")
    assert shown["field_size"] == 12
    assert shown["prize_pool"]["total_cents"] == 12 * 5_000
    assert sum(p["cents"] for p in shown["payouts"]) == 12 * 5_000
    assert [p["place"] for p in shown["payouts"]] == list(range(1, len(shown["payouts"]) + 1))


def test_payouts_set_guarantee_shows_the_overlay(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    shown = call(db, capsys, "payouts", "set", "--guarantee", "1000", "--table", "flat")
    assert shown["prize_pool"]["overlay_cents"] == 100_000 - 60_000
    assert shown["table"].startswith("Flat")
    error = call(db, capsys, "payouts", "set", "--table", "nonsense", status=1)["error"]
    assert "nonsense" in error["message"]


def test_deal_is_exact_and_recorded(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    shown = call(db, capsys, "payouts", "show")
    prizes = [p["cents"] for p in shown["payouts"][:3]]
    deal = call(
        db,
        capsys,
        "deal",
        "--players",
        "P1,P2,P3",
        "--stacks",
        "60000,50000,30000",
        "--method",
        "chip-chop",
        "--record",
    )
    assert sum(deal["deal"]["amounts_cents"]) == sum(prizes)
    assert deal["done"].startswith("Deal (chip-chop")
    assert call(db, capsys, "journal")["journal"][-1]["kind"] == "deal_recorded"
    error = call(db, capsys, "deal", "--players", "P1,P2", "--stacks", "1,x", status=1)["error"]
    assert "--stacks" in error["message"]


def test_an_edited_table_is_used_and_saved_as_a_template(
    db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    own = tmp_path / "own.json"
    own.write_text(
        '{"name": "Club", "ranges": ['
        '{"min_players": 2, "max_players": 10, "percentages": [70, 30]},'
        '{"min_players": 11, "max_players": null, "percentages": [60, 25, 15]}]}'
    )
    shown = call(db, capsys, "payouts", "set", "--table", str(own))
    assert [p["percent"] for p in shown["payouts"]] == ["60%", "25%", "15%"]
    assert call(db, capsys, "payouts", "save", "Club table")["saved"] == "club-table"
    assert "club-table" in call(db, capsys, "payouts", "tables")["tables"]
    own.write_text('{"name": "Bad", "ranges": [{"min_players": 2, "percentages": [30, 70]}]}')
    error = call(db, capsys, "payouts", "set", "--table", str(own), status=1)["error"]
    assert "place 2" in error["message"]
