"""CLI: the event settings are declared once (``domain.tournament.settings``): every
declared setting has a command-line flag, round-trips through ``event update`` and
``event show``, and a value it refuses is refused naming it, changing nothing.

The values tried are found from the declarations themselves (a value other than the
default that the domain accepts, alone or with one companion setting), so a new
setting is covered without a line here."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from tests.cli.test_cli import Cli

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.money import format_money
from floortool.domain.tournament.late_policies import LATE_POLICIES
from floortool.domain.tournament.settings import (
    CHOICE,
    MONEY,
    SETTING_BY_ID,
    SETTINGS,
    TABLES,
    TEXT,
    EventSettings,
    Setting,
    validate_settings,
)

DAY_TWO = 1  # created first: the event a flight may feed
BASE = EventSettings(name="Friday Deepstack")
#: JSON names that differ from the setting's id (``cli.md``).
JSON_NAMES = {"type_text": "type"}


@pytest.fixture
def cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def candidates(setting: Setting) -> Iterator[Any]:
    """Values to try for ``setting``, other than its default."""
    if setting.kind == CHOICE:
        yield from setting.choices
    elif setting.kind == TEXT:
        yield from ("Saturday Turbo (FTR)", setting.example)  # a list's example is one
    elif setting.kind == TABLES:
        yield from ("2, 1", "1-2")
    else:
        low = setting.low if setting.low is not None else 0
        yield from (DAY_TWO, low + 1, low + 2, 500, 25)
    if setting.optional:
        yield None


def changed(setting: Setting) -> dict[str, Any]:
    """Settings that change ``setting`` and that the domain accepts (with at most one
    other setting changed alongside: an early tolerance needs its tables)."""
    alone = [{setting.id: v} for v in candidates(setting) if v != setting.default]
    pairs = [
        {**one, other.id: value}
        for one in alone
        for other in SETTINGS
        if other is not setting
        for value in candidates(other)
        if value != other.default
    ]
    for changes in alone + pairs:
        try:
            validate_settings(replace(BASE, **changes))
        except InvalidInput:
            continue
        return changes
    raise AssertionError(f"no value of {setting.id} is accepted")


def refused(setting: Setting) -> Any:
    """A value of ``setting`` the domain refuses, or None when every typed value reads
    (a choice is refused by argparse itself, as a usage error)."""
    if setting.kind == TABLES:
        return "1; 2"
    if setting.low is not None:
        return setting.low - 1
    return None


def cli_text(setting: Setting, value: Any) -> str:
    if value is None:
        return "none"
    return format_money(value) if setting.kind == MONEY else str(value)


def shown(document: dict[str, Any], key: str) -> Any:
    event = document["event"]
    return event.get(f"{key}_cents", event.get(JSON_NAMES.get(key, key)))


def test_every_setting_is_declared_with_a_flag_a_title_and_help() -> None:
    flags = [setting.flag for setting in SETTINGS]
    assert len(set(flags)) == len(flags) and all(flag.startswith("--") for flag in flags)
    assert {s.id for s in SETTINGS} == set(EventSettings.__dataclass_fields__)
    assert all(setting.title and setting.help and setting.section for setting in SETTINGS)
    for policy in LATE_POLICIES.values():  # a policy's parameters are declared settings
        assert {s.id for s in SETTINGS} >= set(policy.parameters)


@pytest.mark.parametrize("setting", SETTINGS, ids=lambda s: s.id)
def test_every_setting_round_trips_through_the_command_line(cli: Cli, setting: Setting) -> None:
    cli.json("event", "create", "--name", "Main Event Day 2")
    cli.json("event", "create", "--name", BASE.name)
    changes = changed(setting)
    argv = [
        part
        for key, value in changes.items()
        for part in (SETTING_BY_ID[key].flag, cli_text(SETTING_BY_ID[key], value))
    ]
    updated = cli.json("event", "update", *argv)
    for key, value in changes.items():
        assert shown(updated, key) == value
        assert shown(cli.json("event", "show"), key) == value


@pytest.mark.parametrize(
    "setting", [s for s in SETTINGS if refused(s) is not None], ids=lambda s: s.id
)
def test_a_refused_value_names_the_setting_and_changes_nothing(cli: Cli, setting: Setting) -> None:
    cli.json("event", "create", "--name", BASE.name)
    before = cli.json("event", "show")
    changes = {**changed(setting), setting.id: refused(setting)}  # with any companion
    argv = [
        part
        for key, value in changes.items()
        for part in (SETTING_BY_ID[key].flag, cli_text(SETTING_BY_ID[key], value))
    ]
    document = cli.json("event", "update", *argv, status=1)
    error = document["error"]
    assert error["code"] == "invalid_input" and error["message"]
    assert error.get("field") in (setting.id, setting.flag[2:])
    assert cli.json("event", "show") == before


@pytest.mark.parametrize("setting", [s for s in SETTINGS if s.kind == CHOICE], ids=lambda s: s.id)
def test_an_unknown_choice_is_a_usage_error(cli: Cli, setting: Setting) -> None:
    cli.json("event", "create", "--name", BASE.name)
    status, _out, err = cli("event", "update", setting.flag, "no-such-choice")
    assert status == 2 and "invalid choice" in err
