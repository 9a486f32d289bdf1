"""Lazy start: a command's module (and what it needs) is imported only when it runs.

Fresh interpreters run ``floortool.launcher`` and report which heavy
packages ended up in ``sys.modules``; a database already at the newest schema
opens without Alembic. The table of commands
(``cli.commands.COMMANDS``) is checked against what each module registers,
so ``floortool --help`` stays true without importing them.
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
from pathlib import Path

import pytest
from tests.fresh_start import Start, start

from floortool import __version__
from floortool.cli.commands import COMMANDS, LazyCommands
from floortool.cli.main import run
from floortool.store.alembic_scripts import known_revisions
from floortool.store.migrations import HEAD

COMMAND_MODULES = sorted({e.module for e in COMMANDS})


def commands_loaded(started: Start) -> list[str]:
    return sorted(started.modules & set(COMMAND_MODULES))


def test_version_imports_nothing_heavy() -> None:
    started = start("--version")

    assert started.shown == f"floortool {__version__}"
    assert started.heavy == [] and commands_loaded(started) == []


def test_help_imports_nothing_heavy_and_lists_every_command() -> None:
    started = start("--help")

    assert started.heavy == [] and commands_loaded(started) == []
    for entry in COMMANDS:
        assert re.search(
            rf"^    {re.escape(entry.name)} +{re.escape(entry.help[:20])}", started.shown, re.M
        )


def test_a_command_imports_its_own_module_only() -> None:
    started = start("clock", "--help")

    assert started.shown.startswith("usage: floortool clock ")
    assert commands_loaded(started) == ["floortool.cli.clock_cmd"]


def _registered(module: str) -> dict[str, str | None]:
    """The commands ``module`` registers, with their help lines, in order."""
    parser = argparse.ArgumentParser()
    commands = parser.add_subparsers()
    importlib.import_module(module).register(commands, argparse.ArgumentParser)
    return {a.dest: a.help for a in commands._choices_actions}


@pytest.mark.parametrize("module", sorted({e.module for e in COMMANDS}))
def test_the_table_says_what_each_module_registers(module: str) -> None:
    table = {e.name: e.help for e in COMMANDS if e.module == module}

    assert _registered(module) == table


def test_every_command_module_is_in_the_table() -> None:
    folder = Path(importlib.import_module("floortool.cli").__file__ or "").parent
    registering = {
        f"floortool.cli.{path.stem}"
        for path in folder.glob("*_cmd.py")
        if hasattr(importlib.import_module(f"floortool.cli.{path.stem}"), "register")
    }

    assert registering == set(COMMAND_MODULES)


@pytest.mark.parametrize("name", [e.name for e in COMMANDS])
def test_each_command_has_its_own_help(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        run([name, "--help"])

    assert done.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: floortool {name} ")


def test_an_unknown_command_is_a_usage_error_naming_the_commands(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run(["--json", "shuffle"]) == 2
    message = capsys.readouterr().out
    assert "invalid choice: 'shuffle'" in message and "'clock'" in message


def test_a_stand_in_gives_way_to_the_real_parser_with_its_siblings() -> None:
    parser = argparse.ArgumentParser()
    commands = parser.add_subparsers(action=LazyCommands, dest="command")
    assert isinstance(commands, LazyCommands)
    commands.add_table(COMMANDS)

    args = parser.parse_args(["payouts", "tables"])

    assert args.command == "payouts" and callable(args.handler)
    # Its module's other command is real now too; every other is still a stand-in.
    assert "--players" in commands.choices["deal"].format_help()
    assert "ACTION" not in commands.choices["clock"].format_help()
    assert set(commands.choices) == {e.name for e in COMMANDS}


def test_a_current_database_opens_without_alembic_or_reportlab(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'floor.db'}"
    assert run(["--db", url, "event", "create", "--name", "Sunday"]) == 0

    started = start("--db", url, "--json", "clock", "status")

    assert json.loads(started.shown)["clock"]["state"] == "not_started"
    assert set(started.heavy) & {"alembic", "reportlab", "pypdfium2", "PySide6"} == set()


def test_the_schema_head_is_alembics_head() -> None:
    assert known_revisions()[1] == HEAD


def test_a_command_on_the_embedded_database_never_loads_sqlalchemy(tmp_path: Path) -> None:
    """Issue 25 item 10: reading (``clock status``) and writing (``player bust``) the
    journal of a current SQLite file take the standard library's ``sqlite3`` alone:
    no SQLAlchemy, sqlmodel or pydantic (most of a command's start before)."""
    url = f"sqlite:///{tmp_path / 'floor.db'}"
    assert run(["--db", url, "event", "create", "--name", "Sunday", "--tables", "2"]) == 0
    assert run(["--db", url, "player", "register", "Ann", "Bob", "Cy"]) == 0

    for argv in (["clock", "status"], ["player", "bust", "Ann"], ["undo"], ["journal"]):
        started = start("--db", url, "--json", *argv)

        assert json.loads(started.shown), argv
        loaded = {m.split(".")[0] for m in started.modules}
        assert loaded & {"sqlalchemy", "sqlmodel", "pydantic", "alembic"} == set(), argv


def test_the_head_columns_are_the_tables_declared() -> None:
    from sqlmodel import SQLModel

    from floortool.store import rows  # noqa: F401  (the tables, in SQLModel's metadata)
    from floortool.store.migrations import HEAD_COLUMNS

    declared = {
        name: frozenset(SQLModel.metadata.tables[name].columns.keys()) for name in HEAD_COLUMNS
    }
    assert declared == HEAD_COLUMNS
    assert set(SQLModel.metadata.tables) == set(HEAD_COLUMNS)
