"""The command line's ``floortool simulate``: its options reach the simulator
(``app.simulation``), its summary and ``--log`` are cli.md's, and a bad option is
refused with the setting it names. The log is checked by the independent checker
of ``tests/app/test_simulation_log.py``.
"""

from __future__ import annotations

import inspect
import json
from pathlib import Path

import pytest
from tests.app.test_simulation_log import Rules, check_log, rules_for

import floortool.cli.simulate_cmd as command
from floortool.app import simulation
from floortool.cli.main import run


def test_cli_run_2000_entrants_9_seats_seed_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "s.jsonl"
    db = f"sqlite:///{tmp_path / 'floor.db'}"
    args = ["--entrants", "2000", "--seats", "9", "--seed", "1", "--log", str(log)]
    capsys.readouterr()
    assert run(["--db", db, "--json", "simulate", *args]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert list(summary)[:8] == [
        "entrants", "tables", "hands", "decisions", "moves", "breaks", "decision_us", "seconds",
    ]  # fmt: skip
    assert summary["entrants"] == 2000 and summary["tables"] == 223
    assert set(summary["decision_us"]) == {"p50", "p99", "max"}
    counts = check_log(log.read_text().splitlines(), Rules(9, 9))
    assert counts["tables_broken"] == summary["breaks"] == 222
    assert counts["final"] == 1 and counts["balance"] > 0
    first = json.loads(log.read_text().splitlines()[0])
    assert list(first) == ["event", "table", "seats"]


def test_cli_policy_options_drive_the_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "stud.jsonl"
    db = f"sqlite:///{tmp_path / 'floor.db'}"
    args = ["--entrants", "900", "--seats", "8", "--seed", "3", "--log", str(log)]
    policy = ["--game", "stud", "--tolerance", "1", "--early-tolerance", "2"]
    policy += ["--early-above-tables", "30", "--break-order", "5, 9", "--giving", "lowest"]
    capsys.readouterr()
    assert run(["--db", db, "--json", "simulate", *args, *policy]) == 0
    rules = rules_for(
        8,
        game="stud",
        early_balance_tolerance=2,
        early_balance_above_tables=30,
        break_order="5, 9",
        giving_table="lowest",
    )
    counts = check_log(log.read_text().splitlines(), rules)
    assert counts["stud"] > 0 and counts["final"] == 1
    capsys.readouterr()
    assert run(["--db", db, "--json", "simulate", *args, "--tolerance", "0"]) == 1
    error = json.loads(capsys.readouterr().out)["error"]
    assert error["field"] == "balance_tolerance" and "back and forth" in error["message"]


def test_the_command_line_only_reads_the_options_and_prints() -> None:
    """The tournament is played by the app layer; the command's module defines none of it."""
    defined = {
        name
        for name, value in vars(command).items()
        if inspect.isfunction(value) and value.__module__ == command.__name__
    }
    assert defined == {"register", "_simulate"}
    assert command.simulate is simulation.simulate
