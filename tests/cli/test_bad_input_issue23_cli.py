"""CLI: the bad input issue 23 (item 13) found still getting through: digits
``str.isdigit`` takes and ``int`` does not (``²``) and numbers of thousands of
digits in ``#id`` references and numeric arguments, scheduled starts thousands of
years away, names and chip colours that show nothing, refusals that echo CR/LF,
terminal escapes or a right-to-left override raw, and stored texts that are not
UTF-8. Each is refused with exit status 1 (2 for argparse's usage errors), one
clear message and the journal unchanged."""

from __future__ import annotations

import sqlite3
import unicodedata
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from tests.cli.test_bad_arguments_cli import refused
from tests.cli.test_cli import Cli

HUGE = "9" * 5000


@pytest.fixture
def floor_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    cli = Cli(f"sqlite:///{tmp_path / 'floor.db'}", capsys)
    cli.json("event", "create", "--name", "Later", "--tables", "2")  # event 1, not started
    cli.json("event", "create", "--name", "Bad input", "--tables", "2")
    cli.json("player", "register", "Ann Lee")
    cli.json("player", "register", "Bo Ray")
    cli.json("clock", "start")
    cli.json("league", "create", "Tuesday League")
    return cli


@pytest.mark.parametrize("number", ["²", HUGE, "٣", "\U0001d7d7"])
@pytest.mark.parametrize(
    "argv",
    [
        ("player", "bust", "#{}"),
        ("player", "sign-out", "#{}"),
        ("league", "rules", "--best-of", "{}"),
        ("ruling", "calc", "min-raise", "--big-blind", "100", "{}"),
        ("flight", "close", "Ann Lee={}"),
        ("deal", "--players", "Ann Lee,Bo Ray", "--stacks", "{},100"),
    ],
)
def test_a_digit_int_does_not_take_or_thousands_of_them_are_refused(
    floor_cli: Cli, argv: tuple[str, ...], number: str
) -> None:
    message = refused(floor_cli, *(part.replace("{}", number) for part in argv))
    assert HUGE not in message  # quoted short, not 5,000 digits long


@pytest.mark.parametrize("number", ["²", HUGE, "1_0"])
def test_a_numeric_option_refuses_what_int_would_crash_on_or_take(
    floor_cli: Cli, number: str
) -> None:
    error = floor_cli.json("clock", "goto", number, status=2)["error"]
    assert "is not a whole number" in error["message"]


@pytest.mark.parametrize(
    "start", ["9999-12-31T23:59", "0001-01-01T00:00+05:00", "9999-12-31T23:59-05:00"]
)
def test_a_start_years_away_or_past_the_calendar_is_refused(floor_cli: Cli, start: str) -> None:
    message = refused(floor_cli, "--event", "1", "clock", "schedule", start)
    assert "within a year" in message or "is not a time" in message


def test_a_start_within_the_year_is_still_scheduled(floor_cli: Cli) -> None:
    start = (datetime.now(UTC) + timedelta(days=300)).strftime("%Y-%m-%dT%H:%M+00:00")
    floor_cli.json("--event", "1", "clock", "schedule", start)


@pytest.mark.parametrize(
    "name", ["\u200b", "\u200b\u200d", "\u202e", "\u2067\u2069", "Ann\u202eeeL"]
)
@pytest.mark.parametrize(
    "argv",
    [
        ("player", "register", "{}"),
        ("league", "create", "{}"),
        ("event", "update", "--name", "{}"),
        ("chips", "set", "25:{}:100", "100:black:100"),
    ],
)
def test_a_name_or_colour_that_shows_nothing_or_reorders_text_is_refused(
    floor_cli: Cli, argv: tuple[str, ...], name: str
) -> None:
    message = refused(floor_cli, *(part.replace("{}", name) for part in argv))
    assert "invisible" in message or "reorders" in message


def test_a_name_in_a_right_to_left_script_is_still_taken(floor_cli: Cli) -> None:
    floor_cli.json("player", "register", "\u05d3\u05e0\u05d4 \u05db\u05d4\u05df")


@pytest.mark.parametrize(
    "argv",
    [
        ("player", "bust", "#1\r\n\x1b[2J"),
        ("ruling", "calc", "min-raise", "--big-blind", "100", "4\x1b[31m5\u202e0"),
        ("flight", "close", "Ann\rLee=1\n0"),
    ],
)
def test_a_refusal_escapes_the_control_characters_it_quotes(
    floor_cli: Cli, argv: tuple[str, ...]
) -> None:
    message = refused(floor_cli, *argv)
    assert not any(unicodedata.category(char) in ("Cc", "Cf") for char in message), message
    assert "\\x" in message or "\\u" in message


@pytest.mark.parametrize("argument", ["-30\x1b[31m", "-3\u2067", "-1\r\n2"])
def test_a_usage_error_escapes_the_control_characters_it_quotes(
    floor_cli: Cli, argument: str
) -> None:
    """Found by the long fuzz run: argparse's "unrecognized arguments" quoted them raw."""
    error = floor_cli.json("ruling", "calc", "min-raise", "--big-blind", "100", argument, status=2)
    message = error["error"]["message"]
    assert not any(unicodedata.category(char) in ("Cc", "Cf") for char in message), message


def test_a_stored_text_that_is_not_utf8_is_a_corrupt_database(
    floor_cli: Cli, tmp_path: Path
) -> None:
    with sqlite3.connect(tmp_path / "floor.db") as connection:
        connection.execute("UPDATE journal SET label = CAST(X'41ff42' AS TEXT) WHERE seq = 1")
    connection.close()
    error = floor_cli.json("clock", "status", status=1)["error"]
    assert error["code"] == "corrupt_database"
    assert "not UTF-8" in error["message"]
