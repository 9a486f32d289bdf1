"""CLI: ``floortool player ...`` (``cli.md``, Players), driven in-process through ``run``.

The issue's done-when check is here: with cli.md's example structure and a
10,000 starting stack, registering under ``blinds-deducted`` in level 1 gives
9,925, in level 2 gives 9,775, after level 2 is refused; under ``full-stack``
every entrant gets 10,000. The clock is the journal's real time: ``clock
start``, ``clock goto 2``, and "after level 2" is ``clock goto 3``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from tests.cli.test_cli import Cli

STRUCTURE = {
    "name": "League 20-minute",
    "levels": [
        {"small_blind": 25, "big_blind": 50, "ante": 0, "minutes": 20},
        {"small_blind": 50, "big_blind": 100, "ante": 0, "minutes": 20},
        {"break": True, "minutes": 10, "color_up": [25]},
        {"small_blind": 100, "big_blind": 200, "ante": 200, "big_blind_ante": True, "minutes": 20},
    ],
}
CONTRACT_KEYS = {"id", "player", "entry_number", "stack", "deduction", "table", "seat", "level"}


@pytest.fixture
def player_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def create_event(cli: Cli, tmp_path: Path, *options: str) -> int:
    structure = tmp_path / "league.json"
    structure.write_text(json.dumps(STRUCTURE), encoding="utf-8")
    created = cli.json(
        "event",
        "create",
        "--name",
        "League",
        "--structure",
        str(structure),
        "--starting-stack",
        "10000",
        *options,
    )
    event_id: int = created["event"]["id"]
    return event_id


def register(cli: Cli, *names: str) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = cli.json("player", "register", *names)["entries"]
    assert all(set(entry) >= CONTRACT_KEYS for entry in entries)
    return entries


def refusal(cli: Cli, *argv: str) -> dict[str, Any]:
    document = cli.json(*argv, status=1)
    assert set(document) == {"error"}
    error: dict[str, Any] = document["error"]
    assert error["message"]
    return error


@pytest.mark.parametrize(
    ("policy", "level1", "level2"),
    [("blinds-deducted", 9_925, 9_775), ("full-stack", 10_000, 10_000)],
)
def test_done_when_late_registration_through_the_cli(
    player_cli: Cli, tmp_path: Path, policy: str, level1: int, level2: int
) -> None:
    create_event(
        player_cli, tmp_path, "--late-reg", policy, "--late-reg-close-level", "2", "--tables", "2"
    )
    before = register(player_cli, "Early Bird")[0]
    assert (before["stack"], before["deduction"], before["level"]) == (10_000, 0, None)
    player_cli.json("clock", "start")
    one = register(player_cli, "Alice")[0]
    assert (one["stack"], one["deduction"], one["level"]) == (level1, 10_000 - level1, 1)
    player_cli.json("clock", "goto", "2")
    two = register(player_cli, "Bob", "Carol")
    assert [(e["stack"], e["level"]) for e in two] == [(level2, 2), (level2, 2)]
    player_cli.json("clock", "goto", "3")
    error = refusal(player_cli, "player", "register", "Dave")
    assert error == {
        "code": "late_registration_closed",
        "message": "Late registration closed at the end of level 2.",
    }
    listed = player_cli.json("player", "list")
    assert [e["player"] for e in listed["entries"]] == ["Early Bird", "Alice", "Bob", "Carol"]
    assert listed["field"]["chips_in_play"] == 10_000 + level1 + 2 * level2


def test_register_several_names_is_one_action_with_seats(player_cli: Cli, tmp_path: Path) -> None:
    create_event(player_cli, tmp_path, "--tables", "1", "--seats", "2")
    entries = register(player_cli, "Alice", "Bob", "Carol")
    assert [(e["id"], e["entry_number"], e["status"]) for e in entries] == [
        (1, 1, "active"),
        (2, 1, "active"),
        (3, 1, "waiting"),
    ]
    assert sorted(e["seat"] for e in entries[:2]) == [1, 2]
    assert (entries[2]["table"], entries[2]["alternate"]) == (None, 1)
    undone = player_cli.json("undo")["undone"]
    assert undone["label"].startswith("Register Alice (table 1 seat")
    assert player_cli.json("player", "list")["entries"] == []
    assert player_cli.json("player", "search", "alice")["players"] == []  # created with it


def test_rebuy_addon_reenter_and_refusals(player_cli: Cli, tmp_path: Path) -> None:
    create_event(
        player_cli,
        tmp_path,
        "--max-rebuys",
        "1",
        "--max-addons",
        "1",
        "--max-reentries",
        "0",
        "--tables",
        "1",
    )
    register(player_cli, "Alice")
    rebuy = player_cli.json("player", "rebuy", "alice", "--stack", "2500")
    assert rebuy["done"] == "Rebuy Alice (+10,000 chips)"
    assert (rebuy["entry"]["rebuys"], rebuy["entry"]["chips"]) == (1, 20_000)
    assert refusal(player_cli, "player", "rebuy", "Alice")["code"] == "rebuy_not_allowed"
    addon = player_cli.json("player", "addon", "Alice")["entry"]
    assert (addon["addons"], addon["chips"]) == (1, 30_000)
    assert refusal(player_cli, "player", "reenter", "Alice")["code"] == "reentry_not_allowed"
    assert refusal(player_cli, "player", "rebuy", "Zed")["code"] == "unknown_player"
    assert refusal(player_cli, "player", "register", "Alice")["code"] == "already_registered"
    status, out, err = player_cli("player", "register", "alice")
    assert (status, out) == (1, "")
    assert "Alice is already registered in League" in err


def test_text_output(player_cli: Cli, tmp_path: Path) -> None:
    create_event(player_cli, tmp_path, "--late-reg", "blinds-deducted")
    player_cli.json("clock", "start")
    status, out, _ = player_cli("player", "register", "Alice")
    assert status == 0
    assert "Alice: table 1 seat" in out and "9,925 chips (75 deducted) · entry 1" in out
    status, out, _ = player_cli("player", "list")
    assert "Entries 1 · players left 1 · chips in play 9,925 · average stack 9,925" in out


def test_search_add_import_merge_duplicates(player_cli: Cli, tmp_path: Path) -> None:
    members = tmp_path / "members.csv"
    members.write_text(
        "name,membership,nickname\nJosé Núñez,M-1,Pepe\nAlice Smith,M-2,\n,M-3,\nBob,M-1,\n",
        encoding="utf-8",
    )
    imported = player_cli.json("player", "import", str(members))
    assert imported["imported"] == 2
    assert imported["rejected"] == [
        {"line": 4, "reason": "The player needs a name", "text": ",M-3,"},
        {"line": 5, "reason": "duplicate of line 2", "text": "Bob,M-1,"},
    ]
    found = player_cli.json("player", "search", "jose")["players"]
    assert [p["name"] for p in found] == ["José Núñez"]
    added = player_cli.json("player", "add", "Carol King", "--contact", "555")["player"]
    assert (added["id"], added["contact"]) == (3, "555")
    assert refusal(player_cli, "player", "add", "carol  KING")["code"] == "duplicate_player"
    create_event(player_cli, tmp_path)
    register(player_cli, "Smith Alice")  # a new name at the desk: player 4
    groups = player_cli.json("player", "duplicates")["duplicates"]
    assert [[p["id"] for p in group] for group in groups] == [[2, 4]]
    merged = player_cli.json("player", "merge", "#2", "#4")["merged"]
    assert (merged["kept"]["membership"], merged["merged"]) == ("M-2", 4)
    assert player_cli.json("player", "list")["entries"][0]["player"] == "Alice Smith"
    assert player_cli("player", "import", str(members))[0] == 1  # nothing new to import
    missing = refusal(player_cli, "player", "import", str(tmp_path / "nope.csv"))
    assert missing["code"] == "invalid_input"
    more = tmp_path / "more.csv"
    more.write_text("name,membership\nZoe Park,M-7\n,M-9\n", encoding="utf-8")
    assert player_cli("player", "import", str(more))[1] == (
        "Imported 1 player from more.csv; 1 row rejected:\n  line 3: The player needs a name\n"
    )


def test_player_commands_need_an_event(player_cli: Cli) -> None:
    assert refusal(player_cli, "player", "list")["code"] == "no_event"
    assert refusal(player_cli, "player", "register", "Alice")["code"] == "no_event"
    assert refusal(player_cli, "player", "bust", "Alice")["code"] == "no_event"


def test_undo_and_redo_of_the_player_database_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from floortool.cli.main import run

    db = f"sqlite:///{tmp_path / 'people.db'}"
    assert run(["--db", db, "player", "add", "Zoe Quinn"]) == 0
    capsys.readouterr()
    assert run(["--db", db, "--json", "undo", "--player-database"]) == 0
    assert "Zoe Quinn" in json.loads(capsys.readouterr().out)["undone"]["label"]
    assert run(["--db", db, "--json", "player", "search", "Zoe"]) == 0
    assert json.loads(capsys.readouterr().out)["players"] == []
    assert run(["--db", db, "--json", "redo", "--player-database"]) == 0
    capsys.readouterr()
    assert run(["--db", db, "--json", "player", "search", "Zoe"]) == 0
    assert [p["name"] for p in json.loads(capsys.readouterr().out)["players"]] == ["Zoe Quinn"]


def test_register_new_makes_a_namesake_as_the_desk_s_up_key_does(
    player_cli: Cli, tmp_path: Path
) -> None:
    """Issue 23, item 5: a second Ann Lee from the command line, as at the desk."""
    create_event(player_cli, tmp_path, "--tables", "2")
    register(player_cli, "Ann Lee")
    assert refusal(player_cli, "player", "register", "Ann Lee")["code"] == "already_registered"
    second = player_cli.json("player", "register", "--new", "Ann Lee")["entries"]
    assert [(e["player"], e["player_id"]) for e in second] == [("Ann Lee", 2)]
    found = player_cli.json("player", "search", "Ann Lee")["players"]
    assert sorted(p["id"] for p in found) == [1, 2]
