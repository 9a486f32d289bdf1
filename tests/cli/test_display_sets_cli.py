"""CLI: screen sets, the scrolling line and what a paired room screen shows (issue 29
item 4): ``display sets --json`` lists ``"sets"``, each with its ``"name"``, its
views and, for a set that does not read, its ``"error"``; ``display set-save NAME
LAYOUT=SECONDS ...`` saves one, refusing a layout there is not (with the reason) and
writing nothing then; ``display ticker TEXT`` / ``--clear`` sets the room's scrolling
line; ``device show ID --layout/--set/--built-in`` gives a room screen its view."""

from __future__ import annotations

import json
import random

import pytest
from tests.cli.test_cli import Cli

from floortool.app.devices import Devices, Role
from floortool.app.floor import Floor
from floortool.app.room_ticker import current_ticker
from floortool.app.screen_devices import ScreenChoice, chosen_view
from floortool.app.screen_sets import SCREEN_SETS


@pytest.fixture
def cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def test_sets_lists_the_preset_the_saved_and_the_broken(cli: Cli) -> None:
    saved = cli.json("display", "set-save", "Friday TV", "classic=60", "big-clock=10")
    views = [{"layout": "classic", "seconds": 60}, {"layout": "big-clock", "seconds": 10}]
    assert saved["set"] == {"name": "friday-tv", "title": "Friday TV", "views": views}
    (SCREEN_SETS.user_dir / "broken.json").write_text('{"version": 1}', encoding="utf-8")

    listed = {entry["name"]: entry for entry in cli.json("display", "sets")["sets"]}

    assert listed["friday-tv"] == {
        "name": "friday-tv",
        "own": True,
        "title": "Friday TV",
        "views": views,
    }
    assert not listed["clock-and-payouts"]["own"]
    assert listed["broken"]["error"].startswith("broken.json:")


def test_a_set_of_a_layout_there_is_not_is_refused_and_not_written(cli: Cli) -> None:
    refused = cli.json("display", "set-save", "Night", "classic=60", "sponsor=10", status=1)
    assert refused["error"]["code"] == "unknown_layout"
    assert "'sponsor'" in refused["error"]["message"]
    assert not (SCREEN_SETS.user_dir / "night.json").exists()


@pytest.mark.parametrize(
    "view", ["classic", "classic=", "classic=4", "classic=3601", "classic=ten", "../x=10", "=10"]
)
def test_a_view_not_layout_equals_seconds_is_a_usage_error(cli: Cli, view: str) -> None:
    error = cli.json("display", "set-save", "Night", view, status=2)["error"]
    assert error["code"] == "usage"
    assert not (SCREEN_SETS.user_dir / "night.json").exists()


def test_ticker_sets_and_clears_the_line(cli: Cli) -> None:
    text = "Cash games: ask at the desk <script>alert(1)</script>"
    assert cli.json("display", "ticker", f" {text} ") == {"ticker": text}
    assert current_ticker() == text
    for argv in (("two\nlines",), ("x" * 301,), ("A", "--clear"), ()):
        assert cli.json("display", "ticker", *argv, status=1)["error"]["message"]
    assert current_ticker() == text  # nothing changed
    assert cli.json("display", "ticker", "--clear") == {"ticker": None}
    assert current_ticker() == ""


def test_device_show_gives_a_room_screen_its_view(cli: Cli, db_url: str) -> None:
    floor = Floor.open(db_url, operator="t", rng=random.Random(1))
    devices = Devices(floor.engine, clock=floor.clock)
    screen, _ = devices.pair(devices.new_code(Role.DISPLAY).code, "Bar TV")
    phone, _ = devices.pair(devices.new_code(Role.FLOOR).code, "Anna")
    try:
        shown = cli.json("device", "show", str(screen.id), "--set", "clock-and-payouts")
        assert shown["shows"] == {"layout": None, "set": "clock-and-payouts"}
        assert chosen_view(devices, screen.id) == ScreenChoice("set", "clock-and-payouts")
        cli.json("device", "show", str(screen.id), "--layout", "big-clock")
        assert chosen_view(devices, screen.id) == ScreenChoice("layout", "big-clock")
        unknown = cli.json("device", "show", str(screen.id), "--layout", "nope", status=1)
        assert "nope" in unknown["error"]["message"]
        staff = cli.json("device", "show", str(phone.id), "--layout", "classic", status=1)
        assert "not a room screen" in staff["error"]["message"]
        assert chosen_view(devices, phone.id) is None
        assert cli.json("device", "show", str(screen.id), "--built-in")["shows"] == {
            "layout": None,
            "set": None,
        }
        assert chosen_view(devices, screen.id) is None
        devices.revoke(screen.id)
        cli.json("device", "show", str(screen.id), "--layout", "classic", status=1)
        listed = json.dumps(cli.json("device", "list"))
        assert '"role": "display"' in listed
    finally:
        floor.close()
