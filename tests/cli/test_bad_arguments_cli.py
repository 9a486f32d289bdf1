"""CLI: arguments that used to crash or to reach the journal (issue 17, items 1, 2
and 10) are refused with exit status 1, a message saying why, and the journal
unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.cli.test_cli import Cli


@pytest.fixture
def floor_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    cli = Cli(f"sqlite:///{tmp_path / 'floor.db'}", capsys)
    cli.json("event", "create", "--name", "Bad input", "--tables", "2")
    cli.json("player", "register", "Ann Lee")
    cli.json("player", "register", "Bo Ray")
    cli.json("clock", "start")
    return cli


def refused(cli: Cli, *argv: str) -> str:
    """Run ``argv``; it must be refused (status 1) and leave the journal as it was."""
    before = cli.json("journal")["journal"]
    message = cli.json(*argv, status=1)["error"]["message"]
    assert isinstance(message, str)
    assert cli.json("journal")["journal"] == before
    return message


@pytest.mark.parametrize("seconds", ["inf", "-inf", "nan", "1e300", "²", "100000"])
def test_clock_adjust_takes_only_a_finite_sane_number(floor_cli: Cli, seconds: str) -> None:
    message = refused(floor_cli, "clock", "adjust", "--", seconds)
    assert message.startswith("clock adjust: ")
    assert floor_cli.json("clock", "status")["clock"]["state"] == "running"


def test_clock_adjust_still_takes_plain_numbers(floor_cli: Cli) -> None:
    before = floor_cli.json("clock", "status")["clock"]["remaining_seconds"]
    after = floor_cli.json("clock", "adjust", "-90")["clock"]["remaining_seconds"]
    assert before - 91 <= after <= before - 89


def test_a_place_range_past_the_field_is_refused_with_the_field_size(floor_cli: Cli) -> None:
    floor_cli.json("player", "bust", "Ann Lee")
    message = refused(floor_cli, "results", "set", "Ann Lee", "1-2000000000", "--reason", "x")
    assert message == "'1-2000000000' is not a place: there are only 2 places."


@pytest.mark.parametrize(
    ("spec", "why"),
    [
        ("25:green:0", "The case holds no 25 chips"),
        ("25::1000", "The 25 chip has no colour"),
        ("25: :1000", "The 25 chip has no colour"),
        ("²:green:10", "is not DENOMINATION:COLOUR:QUANTITY"),
        ("25:green:²", "is not DENOMINATION:COLOUR:QUANTITY"),
        ("25:green:99999999999", "a case holds at most 10,000,000"),
    ],
)
def test_a_chip_set_needs_a_colour_and_chips_of_each(floor_cli: Cli, spec: str, why: str) -> None:
    chips = [spec, "100:black:1200", "500:purple:500", "1000:yellow:1000", "5000:orange:300"]
    assert why in refused(floor_cli, "chips", "set", *chips)


def test_a_template_name_too_long_is_refused_with_the_limit(floor_cli: Cli) -> None:
    message = refused(floor_cli, "payouts", "save", "n" * 400)
    assert message == "The payout table's name is 400 characters long; at most 80 are allowed."


def test_an_argument_that_is_not_text_is_refused(floor_cli: Cli) -> None:
    # What Python makes of a command line that is not UTF-8 (byte 0xff).
    message = refused(floor_cli, "player", "register", "Ann\udcff")
    assert message.endswith("holds a character that is not text (\\udcff at position 4).")


def test_a_formula_may_start_with_a_minus(floor_cli: Cli) -> None:
    """``--formula "-r+10"`` is the formula, not an unknown option."""
    document = floor_cli.json("league", "lab", "--formula", "-r+10", "--entries", "3")
    assert document == floor_cli.json("league", "lab", "--formula=-r+10", "--entries", "3")


@pytest.mark.parametrize(
    "argv",
    [
        ("hand-for-hand", "start", "--minutes-per-hand", "nan"),
        ("hand-for-hand", "start", "--minutes-per-hand", "inf"),
        ("ruling", "calc", "clock", "--elapsed", "nan"),
        ("ruling", "calc", "clock", "--elapsed", "1e300"),
    ],
)
def test_other_durations_are_finite_numbers_too(floor_cli: Cli, argv: tuple[str, ...]) -> None:
    assert "is not a number" in refused(floor_cli, *argv)


@pytest.mark.parametrize("points", ["inf,nan", "1e308,1", "10,²", "2000000,1"])
def test_fixed_points_are_plain_bounded_numbers(floor_cli: Cli, points: str) -> None:
    message = refused(floor_cli, "league", "lab", "--table", points, "--entries", "3")
    assert message.startswith("--table: ")
