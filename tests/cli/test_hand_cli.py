"""CLI: ``floortool seating hand TABLE`` and ``floortool hand-for-hand
start|next|stop|status``: the ``--json`` shapes, the hand numbering, the held
clock charged two minutes per hand, undo, and the refusals (exit 1)."""

from __future__ import annotations

from typing import Any

import pytest
from tests.cli.test_cli import Cli

REPORT_KEYS = {
    "dead_button",
    "dead_small_blind",
    "not_dealt_in",
    "table",
    "hand_for_hand_hand",
    "button",
    "small_blind",
    "big_blind",
    "dealt",
    "seconds_charged",
    "waiting",
    "halted",
    "resumed",
    "button_redraw",
}
STATUS_KEYS = {
    "on",
    "hand",
    "tables",
    "reported",
    "waiting",
    "seconds_per_hand",
    "started_at",
    "hand_started_at",
    "clock",
}


@pytest.fixture
def hand_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def refusal(cli: Cli, code: str, *argv: str) -> dict[str, Any]:
    document = cli.json(*argv, status=1)
    assert set(document) == {"error"} and document["error"]["code"] == code
    error: dict[str, Any] = document["error"]
    return error


def status(cli: Cli, *argv: str) -> dict[str, Any]:
    document = cli.json("hand-for-hand", *(argv or ("status",)))
    assert set(document["hand_for_hand"]) == STATUS_KEYS
    found: dict[str, Any] = document["hand_for_hand"]
    return found


def test_hand_reports_and_hand_for_hand_play(hand_cli: Cli) -> None:
    cli = hand_cli
    cli.json("event", "create", "--name", "Main", "--tables", "2", "--seats", "9")
    cli.json("player", "register", *(f"Player {n:02d}" for n in range(1, 13)))
    cli.json("clock", "start")
    tables = cli.json("seating", "show")["tables"]
    seats_1 = [o["seat"] for o in tables[0]["occupied"]]
    cli.json("seating", "button", "1", str(seats_1[0]))

    done = cli.json("seating", "hand", "1")
    assert set(done) == {"hand", "done"} and set(done["hand"]) == REPORT_KEYS
    report = done["hand"]
    assert report["button"] == seats_1[1]
    assert report["small_blind"] == seats_1[2] and report["big_blind"] == seats_1[3]
    assert report["hand_for_hand_hand"] is None

    assert status(cli)["on"] is False
    started = cli.json("hand-for-hand", "start", "--minutes-per-hand", "2")
    assert started["done"].startswith("Start hand-for-hand")
    play = started["hand_for_hand"]
    assert (play["on"], play["hand"], play["waiting"], play["seconds_per_hand"]) == (
        True,
        1,
        [1, 2],
        120,
    )
    assert play["clock"]["state"] == "paused"
    assert play["clock"]["hold_reason"] == "hand-for-hand"
    before = play["clock"]["remaining_seconds"]

    first = cli.json("seating", "hand", "1")["hand"]
    assert (first["hand_for_hand_hand"], first["dealt"], first["waiting"]) == (1, None, [2])
    refusal(cli, "hand_reported", "seating", "hand", "1")
    assert refusal(cli, "hand_in_progress", "hand-for-hand", "stop")["tables"] == [2]

    second = cli.json("seating", "hand", "2")["hand"]
    assert (second["dealt"], second["seconds_charged"]) == (2, 120)
    play = status(cli)
    assert play["hand"] == 2 and play["reported"] == [] and play["waiting"] == [1, 2]
    assert play["clock"]["remaining_seconds"] == pytest.approx(before - 120, abs=0.2)

    assert cli.json("undo")["undone"]["label"].startswith("Hand finished at table 2")
    assert status(cli)["hand"] == 1
    assert status(cli, "next")["hand"] == 2

    stopped = status(cli, "stop")
    assert stopped["on"] is False and stopped["hand"] is None
    assert stopped["clock"]["state"] == "running"
    refusal(cli, "hand_for_hand_off", "hand-for-hand", "next")
    refusal(cli, "invalid_input", "hand-for-hand", "start", "--minutes-per-hand", "4")
    refusal(cli, "unknown_table", "seating", "hand", "9")


def test_text_output(hand_cli: Cli) -> None:
    cli = hand_cli
    cli.json("event", "create", "--name", "Main", "--tables", "2", "--seats", "9")
    cli.json("player", "register", *(f"Player {n:02d}" for n in range(1, 7)))
    code, out, _ = cli("hand-for-hand", "start")
    assert code == 0 and "Hand-for-hand hand 1 (2 min per hand)" in out
    code, out, _ = cli("seating", "hand", "1")
    assert code == 0 and "Enter the button with 'seating button 1 SEAT'." in out
    assert "Still playing: table 2" in out
