"""CLI: a name two players share is refused with both listed; ``#id`` picks one.

Every command that takes a player name resolves it at the command line's edge
(``cli.names``): ``player bust``, ``--by``, ``results set``, ``player sign-out``,
``seating move`` ... An ambiguous name exits 1 with ``ambiguous_player`` and one
line per namesake — id, name, membership number, seat in this event.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.cli.test_cli import Cli
from tests.cli.test_player_cli import create_event, refusal, register

ANN = "Ann Lee"


@pytest.fixture
def ann_cli(db_url: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Cli:
    """Two Ann Lees (players 1 and 2, M-104 and M-207), Ben and Cat, all seated."""
    cli = Cli(db_url, capsys)
    for membership in ("M-104", "M-207"):
        cli.json("player", "add", ANN, "--membership", membership)
    create_event(cli, tmp_path, "--tables", "2", "--seats", "6")
    register(cli, "#1", "#2", "Ben", "Cat")
    return cli


def seats(cli: Cli) -> dict[int, tuple[int, int]]:
    """Player id → (table, seat)."""
    return {
        e["player_id"]: (e["table"], e["seat"])
        for e in cli.json("player", "list")["entries"]
        if e["table"] is not None
    }


def candidate_lines(cli: Cli) -> list[str]:
    where = seats(cli)
    return [
        f"#{pid} {ANN} (membership {m}, table {where[pid][0]} seat {where[pid][1]})"
        for pid, m in ((1, "M-104"), (2, "M-207"))
    ]


@pytest.mark.parametrize(
    "argv",
    [
        ("player", "bust", ANN),
        ("player", "register", ANN),
        ("player", "bust", "Ben", "--by", ANN),
        ("player", "rebuy", ANN),
        ("seating", "move", ANN, "2", "6"),
    ],
)
def test_an_ambiguous_name_is_refused_with_both_listed(ann_cli: Cli, argv: tuple[str, ...]) -> None:
    lines = candidate_lines(ann_cli)
    error = refusal(ann_cli, *argv)
    assert error["code"] == "ambiguous_player"
    assert error["message"].splitlines()[1:] == lines
    assert [c["id"] for c in error["candidates"]] == [1, 2]
    status, out, err = ann_cli(*argv)  # as text: the same lines, on stderr
    assert (status, out) == (1, "")
    assert all(line in err.splitlines() for line in lines)
    assert ann_cli.json("results")["remaining"] == 4  # nothing changed


def test_hash_id_picks_the_namesake(ann_cli: Cli) -> None:
    results = ann_cli.json("player", "bust", "#2", "--by", "#1")["results"]
    assert [(r["player"], r["place"]) for r in results] == [(ANN, 4)]
    listed = {e["player_id"]: e for e in ann_cli.json("player", "list")["entries"]}
    assert (listed[1]["status"], listed[2]["status"]) == ("active", "busted")
    busted = listed[2]["id"]

    assert refusal(ann_cli, "results", "set", ANN, "3", "--reason", "r")["code"] == (
        "ambiguous_player"
    )
    ann_cli.json("results", "set", "#2", "3-4", "--reason", "recount")
    ann_cli.json("player", "sign-out", "#2")
    rows = {r["entry"]: r for r in ann_cli.json("results")["results"]}
    assert (rows[busted]["places"], rows[busted]["signed_out"]) == ([3, 4], True)
