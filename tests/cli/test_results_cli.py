"""CLI: ``player bust``, ``player sign-out`` and ``results`` (``cli.md``, Players and Results).

The issue's done-when checks are here: two players busting on the same hand
with different starting stacks finish in stack order; equal stacks under TDA
2024 share the places; under the league rulebook (house amendment A-17) the
better hand finishes higher.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tests.cli.test_cli import Cli
from tests.cli.test_player_cli import create_event, refusal, register

FIELD = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]


@pytest.fixture
def results_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def bust(cli: Cli, *argv: str) -> list[dict[str, Any]]:
    results: list[dict[str, Any]] = cli.json("player", "bust", *argv)["results"]
    assert all({"player", "entry", "place", "places"} <= set(r) for r in results)
    return results


def places(results: list[dict[str, Any]]) -> dict[str, tuple[int, list[int]]]:
    return {r["player"]: (r["place"], r["places"]) for r in results}


def test_done_when_more_chips_at_the_start_of_the_hand_finishes_higher(
    results_cli: Cli, tmp_path: Path
) -> None:
    create_event(results_cli, tmp_path, "--tables", "1", "--seats", "6")
    register(results_cli, *FIELD)
    assert places(bust(results_cli, "Ann")) == {"Ann": (6, [6])}
    got = bust(results_cli, "Ben", "Cat", "--stacks", "4000,9000", "--by", "Dan")
    assert places(got) == {"Cat": (4, [4]), "Ben": (5, [5])}
    listed = results_cli.json("results")
    assert (listed["field"], listed["remaining"]) == (6, 3)
    rows = {r["player"]: r for r in listed["results"]}
    assert rows["Dan"]["hits"] == 2
    assert rows["Ben"]["by"] == ["Dan"]
    assert rows["Dan"]["place"] is None  # still playing


def test_done_when_equal_stacks_share_the_places_under_tda(
    results_cli: Cli, tmp_path: Path
) -> None:
    create_event(results_cli, tmp_path, "--tables", "1", "--seats", "6")
    register(results_cli, *FIELD)
    got = bust(results_cli, "Ann", "Ben", "--stacks", "5000,5000")
    assert places(got) == {"Ann": (5, [5, 6]), "Ben": (5, [5, 6])}
    assert {r["rule"] for r in got} == {
        "Equal starting stacks share the places (TDA 2024 is silent; standard practice applied)"
    }


def test_the_league_rulebook_separates_equal_stacks_by_the_better_hand(
    results_cli: Cli, tmp_path: Path
) -> None:
    create_event(
        results_cli, tmp_path, "--tables", "1", "--seats", "6", "--rulebook", "roberts-v6-league"
    )
    register(results_cli, *FIELD)
    got = bust(results_cli, "Ann", "Ben", "Cat", "--stacks", "5000,5000,5000", "--hands", "2,1,2")
    assert places(got) == {"Ben": (4, [4]), "Ann": (5, [5, 6]), "Cat": (5, [5, 6])}


def test_the_winner_takes_first_and_corrections_and_sign_out_are_journaled(
    results_cli: Cli, tmp_path: Path
) -> None:
    create_event(results_cli, tmp_path, "--tables", "1", "--seats", "3")
    register(results_cli, "Ann", "Ben", "Cat")
    bust(results_cli, "Ann")
    bust(results_cli, "Ben")
    rows = results_cli.json("results")["results"]
    assert [(r["player"], r["place"]) for r in rows] == [("Cat", 1), ("Ben", 2), ("Ann", 3)]
    results_cli.json("results", "set", "Ann", "2-3", "--reason", "chip count error")
    rows = {r["player"]: r for r in results_cli.json("results")["results"]}
    assert (rows["Ann"]["places"], rows["Ann"]["correction"]) == ([2, 3], "chip count error")
    results_cli.json("player", "sign-out", "Ben")
    assert {r["player"]: r["signed_out"] for r in results_cli.json("results")["results"]} == {
        "Cat": False,
        "Ben": True,
        "Ann": False,
    }
    results_cli.json("undo")
    results_cli.json("undo")
    rows = {r["player"]: r for r in results_cli.json("results")["results"]}
    assert (rows["Ann"]["places"], rows["Ben"]["signed_out"]) == ([3], False)


@pytest.mark.parametrize(
    ("argv", "code"),
    [
        (("player", "bust", "Ann", "Ben"), "invalid_input"),  # stacks needed
        (("player", "bust", "Ann", "Ben", "--stacks", "100"), "invalid_input"),
        (("player", "bust", "Ann", "Ann", "--stacks", "1,2"), "invalid_input"),
        (("player", "bust", "Ann", "--stacks", "lots"), "invalid_input"),
        (("player", "bust", "Ann", "--by", "Ann"), "invalid_input"),
        (("player", "bust", "Nobody"), "unknown_player"),
        (("results", "set", "Ann", "9", "--reason", "x"), "invalid_input"),  # still playing
    ],
)
def test_bad_bust_outs_are_refused_and_change_nothing(
    results_cli: Cli, tmp_path: Path, argv: tuple[str, ...], code: str
) -> None:
    create_event(results_cli, tmp_path, "--tables", "1", "--seats", "6")
    register(results_cli, *FIELD)
    before = results_cli.json("journal")
    assert refusal(results_cli, *argv)["code"] == code
    assert results_cli.json("journal") == before


def test_hand_for_hand_busts_at_different_tables_share_their_places(results_cli: Cli) -> None:
    cli = results_cli
    cli.json("event", "create", "--name", "Main", "--tables", "2", "--seats", "9")
    cli.json("player", "register", *(f"Player {n:02d}" for n in range(1, 13)))
    cli.json("clock", "start")
    tables = {t["table"]: t for t in cli.json("seating", "show")["tables"]}
    one, two = ([o["player"] for o in tables[n]["occupied"]] for n in (1, 2))
    cli.json("hand-for-hand", "start")
    assert places(bust(cli, one[0])) == {one[0]: (12, [12])}
    later = bust(cli, two[0])  # same hand-for-hand hand, the other table
    assert places(later) == {two[0]: (11, [11, 12])}
    assert later[0]["rule"].endswith("(TDA 2024 RP-8-A)")
    rows = {r["player"]: r for r in cli.json("results")["results"]}
    assert rows[one[0]]["places"] == [11, 12]
    cli.json("seating", "hand", "1")
    cli.json("seating", "hand", "2")  # the next hand-for-hand hand is dealt
    assert places(bust(cli, one[1])) == {one[1]: (10, [10])}


def test_results_show_league_points_once_the_event_is_recorded(results_cli: Cli) -> None:
    cli = results_cli
    cli.json("event", "create", "--name", "Week 1", "--tables", "1", "--seats", "4")
    cli.json("player", "register", "Ann", "Bob", "Cy", "Di")
    cli.json("league", "create", "Tuesday League")
    cli.json("league", "season", "add", "2026", "--preset", "linear")
    cli.json("league", "assign", "--date", "2026-03-03")
    bust(cli, "Di")
    bust(cli, "Bob", "Cy", "--stacks", "500,500")
    assert {r["player"]: r["points"] for r in cli.json("results")["results"]}["Ann"] is None
    cli.json("league", "record")
    points = {r["player"]: r["points"] for r in cli.json("results")["results"]}
    assert points == {"Ann": 4, "Bob": 2.5, "Cy": 2.5, "Di": 1}  # shared 2nd-3rd: averaged
