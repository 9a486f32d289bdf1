"""CLI: ``floortool demo --players N [--no-gui]`` (``cli.md``): a new demo event with N
registered and seated players, clock not started; N that is not a whole number is a
usage error (exit 2), N outside 2 to 10,000 a refusal (exit 1); neither changes
anything."""

from __future__ import annotations

from collections import Counter

import pytest
from tests.cli.test_cli import Cli

from floortool.app.launch import WindowRequest


@pytest.fixture
def cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def test_demo_of_45_players_seats_them_all_on_5_tables_of_9_before_the_clock(cli: Cli) -> None:
    event = cli.json("demo", "--players", "45", "--no-gui")["event"]

    assert event["name"] == "Demo Tournament (45 players)"
    assert cli.json("event", "list")["current"] == event["id"]
    entries = cli.json("player", "list")["entries"]
    assert len(entries) == 45
    assert len({e["player"] for e in entries}) == 45
    assert all(e["table"] is not None and e["seat"] is not None for e in entries)
    assert len({(e["table"], e["seat"]) for e in entries}) == 45
    assert Counter(e["table"] for e in entries) == dict.fromkeys(range(1, 6), 9)
    assert cli.json("clock", "status")["clock"]["state"] == "not_started"


def test_a_second_demo_is_a_new_event_of_the_same_players(cli: Cli) -> None:
    first = cli.json("demo", "--players", "12", "--no-gui")["event"]
    second = cli.json("demo", "--players", "12", "--no-gui")["event"]

    assert second["id"] != first["id"]
    names = {e["player"] for e in cli.json("player", "list")["entries"]}
    assert len(names) == 12
    for name in names:  # the player database holds each of them once
        found = cli.json("player", "search", name)["players"]
        assert [p["name"] for p in found].count(name) == 1


def test_demo_with_players_opens_the_new_event_in_the_window(cli: Cli) -> None:
    request = cli("demo", "--players", "20")[0]

    assert isinstance(request, WindowRequest)
    assert request.event_id == cli.json("event", "list")["current"]
    assert len(cli.json("player", "list")["entries"]) == 20


@pytest.mark.parametrize("count", ["abc", "4.5", "", "ten"])
def test_a_count_that_is_not_a_whole_number_is_a_usage_error(cli: Cli, count: str) -> None:
    error = cli.json("demo", "--players", count, "--no-gui", status=2)["error"]

    assert error["code"] == "usage"
    assert "--players" in error["message"] and "whole number" in error["message"]
    assert cli.json("event", "list")["events"] == []


@pytest.mark.parametrize("count", ["1", "0", "-5", "10001", "1000000"])
def test_a_count_out_of_range_is_refused_and_nothing_is_created(cli: Cli, count: str) -> None:
    error = cli.json("demo", "--players", count, "--no-gui", status=1)["error"]

    assert error["code"] == "invalid_input"
    assert error["message"] == (f"A demo event has from 2 to 10,000 players, not {int(count):,}.")
    assert cli.json("event", "list")["events"] == []
    assert cli.json("journal")["journal"] == []


def test_a_count_may_be_written_with_a_thousands_comma(cli: Cli) -> None:
    event = cli.json("demo", "--players", "1,000", "--no-gui")["event"]

    assert event["name"] == "Demo Tournament (1,000 players)"
    entries = cli.json("player", "list")["entries"]
    assert len(entries) == 1000
    assert all(e["table"] is not None for e in entries)
