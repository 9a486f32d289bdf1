"""CLI: whole JSON documents for a fixed scenario (``cli.md``: ``clock status``,
``player register``, ``player bust``, ``results``, ``league standings``).

Each expected document is written out from ``cli.md``'s text (its fields and its
example structure) plus the fields the command adds: a renamed, dropped or added
key fails here, not on a phone reading the web companion. The clock is read before
it starts, so nothing in a document depends on when the test runs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tests.cli.test_cli import Cli
from tests.cli.test_player_cli import create_event, register


@pytest.fixture
def contract_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def test_clock_status_document(contract_cli: Cli, tmp_path: Path) -> None:
    create_event(contract_cli, tmp_path, "--rulebook", "tda-2024", "--late-reg-close-level", "2")
    assert contract_cli.json("clock", "status") == {
        "clock": {
            # cli.md's fields
            "state": "not_started",
            "index": 0,
            "level": 1,
            "is_break": False,
            "remaining_seconds": 1200.0,
            "small_blind": 25,
            "big_blind": 50,
            "ante": 0,
            "next": {
                "level": 2,
                "is_break": False,
                "small_blind": 50,
                "big_blind": 100,
                "ante": 0,
                "big_blind_ante": False,
                "minutes": 20,
                "color_up": [],
            },
            # added fields
            "elapsed_seconds": 0.0,
            "big_blind_ante": False,
            "game": "",
            "color_up": [],
            "warning": False,
            "starts_in_seconds": None,
            "next_break_in_seconds": 2400.0,
            "late_registration": "Late registration closes end of level 2",
            "late_registration_open": True,
            "late_reg_close_level": 2,
            "hold_reason": "",
        }
    }


def test_player_register_document(contract_cli: Cli, tmp_path: Path) -> None:
    create_event(contract_cli, tmp_path, "--tables", "1", "--seats", "6")
    got = contract_cli.json("player", "register", "Ann")
    player_id = got["entries"][0]["player_id"]  # ids are the store's to give
    seat = got["entries"][0]["seat"]  # the seat draw is random
    assert got == {
        "entries": [
            {
                # cli.md's fields
                "id": 1,
                "player": "Ann",
                "entry_number": 1,
                "stack": 10000,
                "deduction": 0,
                "table": 1,
                "seat": seat,
                "level": None,
                # added fields
                "status": "active",
                "alternate": None,
                "player_id": player_id,
                "nickname": "",
                "chips": 10000,
                "rebuys": 0,
                "addons": 0,
                "buy_in_cents": 0,
                "fee_cents": 0,
                "buy_in_taken": True,
                "from_flight": None,
                "last_count": None,
                "counted_at": "",
                "bag": "",
            }
        ],
        "done": f"Register Ann (table 1 seat {seat})",
    }
    assert seat in range(1, 7)


def playing(entry: int, player: str) -> dict[str, Any]:
    """A ``results`` row of an entry still playing, in a freezeout without league points."""
    return {
        "entry": entry,
        "player": player,
        "entry_number": 1,
        "place": None,
        "places": [],
        "prize_cents": 0,
        "prize": "0.00",
        "hits": 0,
        "bounty_cents": 0,
        "bounty": "0.00",
        "bounty_unclaimed": False,
        "points": None,
        "rule": "",
        "correction": "",
        "signed_out": False,
        "level": None,
        "at": None,
        "table": None,
        "seat": None,
        "by": [],
    }


def test_results_document(contract_cli: Cli, tmp_path: Path) -> None:
    create_event(contract_cli, tmp_path, "--tables", "1", "--seats", "6", "--buy-in", "100")
    register(contract_cli, "Ann", "Ben", "Cat")
    bust = contract_cli.json("player", "bust", "Ann", "--by", "Ben")
    got = contract_cli.json("results")
    busted = got["results"][-1]  # when the bust happened, and the drawn seat, are the room's
    assert bust == {
        "results": [
            # cli.md's fields, and the prize and the rule (none needed for one bust)
            {"player": "Ann", "entry": 1, "place": 3, "places": [3], "prize": "0.00", "rule": ""}
        ],
        "done": f"Bust Ann (table 1 seat {busted['seat']}) by Ben",
    }
    assert got == {
        "event": 1,
        "field": 3,
        "remaining": 2,
        "bounties": None,
        "results": [
            {**playing(2, "Ben"), "hits": 1},
            playing(3, "Cat"),
            {
                **playing(1, "Ann"),
                "place": 3,
                "places": [3],
                "level": None,
                "at": busted["at"],
                "table": 1,
                "seat": busted["seat"],
                "by": ["Ben"],
            },
        ],
    }


def standing(rank: int, player: str, points: int, **more: Any) -> dict[str, Any]:
    """A ``league standings`` row after one event, with one point for attending."""
    return {
        "rank": rank,
        "tied": False,
        "player": player,
        "player_id": more.pop("player_id"),
        "total": points + 1,
        "points": points,
        "attendance": 1,
        "adjustments": 0,
        "events": 1,
        "counted": 1,
        "wins": 0,
        "best": rank,
        "average": points,  # points per event, attendance apart
        "qualified": True,
        "withheld": 0,
        **more,
    }


def test_league_standings_document(contract_cli: Cli, tmp_path: Path) -> None:
    contract_cli.json("league", "create", "Tuesday League")
    contract_cli.json(
        "league",
        "season",
        "add",
        "2026",
        "--preset",
        "linear",
        "--best-of",
        "8",
        "--attendance",
        "1",
        "--tie-breaks",
        "wins,countback",
    )
    create_event(contract_cli, tmp_path, "--tables", "1", "--buy-in", "20")
    ids = {e["player"]: e["player_id"] for e in register(contract_cli, "Ann", "Bob", "Cy", "Di")}
    for name in ("Di", "Cy", "Bob"):
        contract_cli.json("player", "bust", name, "--by", "Ann")
    contract_cli.json("league", "record")
    assert contract_cli.json("league", "standings") == {
        "league": "Tuesday League",
        "season": "2026",
        "closed": False,
        "events": 1,
        "best_of": 8,
        "rank_by": "total",
        "tie_breaks": ["wins", "countback"],
        "standings": [
            standing(1, "Ann", 4, player_id=ids["Ann"], wins=1),
            standing(2, "Bob", 3, player_id=ids["Bob"]),
            standing(3, "Cy", 2, player_id=ids["Cy"]),
            standing(4, "Di", 1, player_id=ids["Di"]),
        ],
    }
