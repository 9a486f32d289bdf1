"""CLI: the headless floor (``cli.md``) driven in-process through ``run`` and, for the
issue's done-when scenario, as a real ``python -m floortool`` subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from floortool.app.launch import WindowRequest
from floortool.cli.main import run


class Cli:
    """Runs ``floortool --db URL ...`` in this process and captures what it printed."""

    def __init__(self, url: str, capsys: pytest.CaptureFixture[str]) -> None:
        self.url = url
        self.capsys = capsys

    def __call__(self, *argv: str, db: bool = True) -> tuple[int | WindowRequest, str, str]:
        status = run([*(["--db", self.url] if db else []), *argv])
        captured = self.capsys.readouterr()
        return status, captured.out, captured.err

    def json(self, *argv: str, status: int = 0) -> dict[str, Any]:
        """Run with ``--json`` (before the command); check the status; the one document."""
        got, out, _ = self("--json", *argv)
        assert got == status, out
        document = json.loads(out)  # exactly one JSON document, nothing else
        assert isinstance(document, dict)
        return document


@pytest.fixture
def cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


@pytest.fixture
def sqlite_cli(sqlite_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(sqlite_url, capsys)


def _error(document: dict[str, Any], code: str) -> dict[str, Any]:
    assert set(document) == {"error"}
    error = document["error"]
    assert error["code"] == code
    assert isinstance(error["message"], str) and error["message"]
    return error


def _names(cli: Cli) -> list[str]:
    return [e["name"] for e in cli.json("event", "list")["events"]]


# ------------------------------------------------------------------ done-when scenario
def test_cli_create_list_undo_redo(cli: Cli) -> None:
    created = cli.json("event", "create", "--name", "Tuesday League")["event"]
    assert created["name"] == "Tuesday League"
    assert isinstance(created["id"], int)

    status, out, _ = cli("event", "list", "--json")  # --json after the command works too
    assert status == 0
    listed = json.loads(out)
    assert [e["id"] for e in listed["events"]] == [created["id"]]
    assert listed["events"][0] == created
    assert listed["current"] == created["id"]

    undone = cli.json("undo")["undone"]
    assert undone == {
        "group": created["id"],
        "label": "Create event Tuesday League",
        "operator": "tester",
    }
    assert _names(cli) == []

    redone = cli.json("redo")["redone"]
    assert redone == undone
    assert cli.json("event", "list")["events"] == [created]


def test_cli_subprocess_python_m_floortool(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def floortool(*argv: str) -> tuple[int, Any]:
        result = subprocess.run(
            [sys.executable, "-m", "floortool", "--db", "sqlite:///x.db", *argv],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
            env={**os.environ, "FLOORTOOL_OPERATOR": "maria"},
        )
        return result.returncode, json.loads(result.stdout) if result.stdout else result.stderr

    status, created = floortool("--json", "event", "create", "--name", "Tuesday League")
    assert status == 0
    assert created["event"]["name"] == "Tuesday League"
    assert (tmp_path / "x.db").exists()
    status, listed = floortool("event", "list", "--json")
    assert status == 0
    assert listed["events"] == [created["event"]]
    in_process = Cli(f"sqlite:///{tmp_path / 'x.db'}", capsys)
    taken = {"group": 1, "label": CREATED_LABEL, "operator": "maria"}
    assert floortool("--json", "undo") == (0, {"undone": taken})
    assert in_process.json("event", "list")["events"] == []
    assert floortool("--json", "redo") == (0, {"redone": taken})
    assert in_process.json("event", "list")["events"] == listed["events"]
    status, usage = floortool("--json", "event", "create")
    assert status == 2
    _error(usage, "usage")
    heads = [
        r
        for r in in_process.json("journal")["journal"]
        if r["kind"] in ("event_created", "undone", "redone")
    ]
    assert [(r["kind"], r["operator"]) for r in heads] == [
        ("event_created", "maria"),
        ("undone", "maria"),
        ("redone", "maria"),
    ]


CREATED_LABEL = "Create event Tuesday League"


# ------------------------------------------------------------------ event create
def test_cli_event_create_settings_and_money(sqlite_cli: Cli) -> None:
    event = sqlite_cli.json(
        "event",
        "create",
        "--name",
        "Friday Deepstack",
        "--buy-in",
        "20.5",
        "--fee",
        "5",
        "--starting-stack",
        "25000",
        "--tables",
        "4",
        "--seats",
        "8",
        "--type",
        "NLH FTRA",
    )["event"]
    assert event["buy_in_cents"] == 2050 and event["buy_in"] == "20.50"
    assert event["fee_cents"] == 500 and event["fee"] == "5.00"
    assert (event["starting_stack"], event["tables"], event["seats"]) == (25000, 4, 8)
    assert event["type"] == "NLH FTRA"
    assert event["ftr"] == "ftra"
    assert datetime.fromisoformat(event["created_at"]).utcoffset() == timedelta(0)


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        ([], ("tda-2024", "full-stack", None, "none")),
        (["--rulebook", "roberts-v6-league"], ("roberts-v6-league", "blinds-deducted", 2, "none")),
        (
            ["--rulebook", "roberts-v6-league", "--late-reg", "full-stack"],
            ("roberts-v6-league", "full-stack", None, "none"),
        ),
        (["--late-reg-close-level", "3"], ("tda-2024", "full-stack", 3, "none")),
        (["--type", "FTR turbo"], ("tda-2024", "full-stack", None, "ftr")),
    ],
)
def test_cli_event_create_rulebook_defaults(
    sqlite_cli: Cli, argv: list[str], expected: tuple[str, str, int | None, str]
) -> None:
    event = sqlite_cli.json("event", "create", "--name", "League", *argv)["event"]
    assert (event["rulebook"], event["late_reg"], event["late_reg_close_level"], event["ftr"]) == (
        expected
    )


@pytest.mark.parametrize(
    ("argv", "code", "words"),
    [
        (["--name", "   "], "invalid_input", "needs a name"),
        (["--name", "x", "--buy-in", "twenty"], "invalid_input", "buy-in"),
        (["--name", "x", "--fee", "-1"], "invalid_input", "fee"),
        (["--name", "x", "--seats", "13"], "invalid_input", "seats"),
        (["--name", "x", "--starting-stack", "0"], "invalid_input", "starting stack"),
        (["--name", "x", "--late-reg-close-level", "0"], "invalid_input", "level 1"),
    ],
)
def test_cli_event_create_refusals_exit_1_and_change_nothing(
    sqlite_cli: Cli, argv: list[str], code: str, words: str
) -> None:
    error = _error(sqlite_cli.json("event", "create", *argv, status=1), code)
    assert words in error["message"]
    assert sqlite_cli.json("journal")["journal"] == []


# ------------------------------------------------------------------ exit codes and errors
@pytest.mark.parametrize(
    "argv",
    [
        ["bogus"],
        ["event"],
        ["event", "create"],
        ["event", "create", "--name", "x", "--rulebook", "hoyle"],
        ["event", "create", "--name", "x", "--starting-stack", "lots"],
        ["--event", "first", "event", "show"],
        ["undo", "extra"],
    ],
)
def test_cli_usage_errors_exit_2_with_json_error(sqlite_cli: Cli, argv: list[str]) -> None:
    error = _error(sqlite_cli.json(*argv, status=2), "usage")
    assert "--help" in error["message"]


def test_cli_usage_error_without_json_goes_to_stderr(sqlite_cli: Cli) -> None:
    status, out, err = sqlite_cli("event", "create")
    assert status == 2
    assert out == ""
    assert "--name" in err


def test_cli_refusal_without_json_goes_to_stderr(sqlite_cli: Cli) -> None:
    status, out, err = sqlite_cli("undo")
    assert status == 1
    assert out == ""
    assert err == "floortool: There is nothing to undo.\n"


def test_cli_nothing_to_undo_or_redo_and_no_event(cli: Cli) -> None:
    _error(cli.json("undo", status=1), "nothing_to_undo")
    _error(cli.json("redo", status=1), "nothing_to_redo")
    _error(cli.json("event", "show", status=1), "no_event")
    assert cli.json("event", "list") == {"events": [], "current": None}


def test_cli_text_output(sqlite_cli: Cli) -> None:
    status, out, err = sqlite_cli("event", "create", "--name", "Tuesday League")
    assert (status, err) == (0, "")
    assert out == "Created event #1: Tuesday League\n"
    status, out, _ = sqlite_cli("event", "list")
    assert out.startswith("* #1") and "Tuesday League" in out
    status, out, _ = sqlite_cli("undo")
    assert out == "Undone: Create event Tuesday League\n"
    assert sqlite_cli("event", "list")[1] == "No events yet.\n"
    assert sqlite_cli("redo")[1] == "Redone: Create event Tuesday League\n"


# ------------------------------------------------------------------ journal
def test_cli_journal_lists_records_oldest_first(cli: Cli) -> None:
    first = cli.json("event", "create", "--name", "First")["event"]["id"]
    cli.json("--operator", "bob", "event", "create", "--name", "Second")
    cli.json("undo", "--event-wide")  # bob's action: tester's own undo has none there
    records = cli.json("journal")["journal"]
    assert [r["seq"] for r in records] == sorted(r["seq"] for r in records)
    for record in records:
        assert {"seq", "group", "kind", "label", "operator", "at"} <= set(record)
        at = datetime.fromisoformat(record["at"])
        assert at.utcoffset() == timedelta(0)
    # A creation is one group (it may hold several records); the undo is one marker.
    heads = [r for r in records if r["kind"] in ("event_created", "undone")]
    assert [(r["kind"], r["label"], r["operator"]) for r in heads] == [
        ("event_created", "Create event First", "tester"),
        ("event_created", "Create event Second", "bob"),
        ("undone", "Create event Second", "tester"),
    ]
    assert heads[0]["group"] == first
    assert heads[2]["group"] == heads[1]["group"] != first
    assert heads[2]["data"] == {"group": heads[1]["group"]}
    for record in records[:-1]:
        head = next(h for h in heads if h["group"] == record["group"])
        assert (record["label"], record["operator"]) == (head["label"], head["operator"])
    status, out, _ = cli("journal")
    assert status == 0
    assert len(out.splitlines()) == len(records) and "Create event Second" in out


# ------------------------------------------------------------------ --event
def test_cli_event_option_selects_the_event(cli: Cli) -> None:
    first = cli.json("event", "create", "--name", "First")["event"]["id"]
    second = cli.json("event", "create", "--name", "Second")["event"]["id"]
    assert cli.json("event", "show")["event"]["id"] == second
    assert cli.json("--event", str(first), "event", "show")["event"]["name"] == "First"
    # Undo acts in the chosen event's scope: the first event's creation, not the second's.
    undone = cli.json("--event", str(first), "undo")["undone"]
    assert undone["group"] == first
    assert _names(cli) == ["Second"]
    _error(cli.json("--event", str(first), "event", "show", status=1), "unknown_event")
    _error(cli.json("--event", "999", "event", "show", status=1), "unknown_event")
    assert cli.json("--event", str(first), "redo")["redone"]["group"] == first
    assert _names(cli) == ["Second", "First"]


# ------------------------------------------------------------------ demo, gui, defaults
def test_cli_demo_no_gui_is_idempotent(cli: Cli) -> None:
    first = cli.json("demo", "--no-gui")["event"]
    assert first["name"] == "Demo Tournament"
    cli.json("event", "create", "--name", "Other")
    journal = cli.json("journal")["journal"]
    second = cli.json("demo", "--no-gui")["event"]
    assert second == first
    assert _names(cli) == ["Other", "Demo Tournament"]
    assert cli.json("event", "list")["current"] == first["id"]  # reopened, not recreated
    assert cli.json("journal")["journal"] == journal


def test_cli_gui_and_demo_return_window_requests(sqlite_cli: Cli) -> None:
    status, out, _ = sqlite_cli()
    assert status == WindowRequest(db_url=sqlite_cli.url, operator="tester", event_id=None)
    assert out == ""
    request = sqlite_cli("demo")[0]
    assert isinstance(request, WindowRequest)
    assert request.event_id is not None
    assert sqlite_cli("gui")[0] == WindowRequest(
        db_url=sqlite_cli.url, operator="tester", event_id=request.event_id
    )


def test_cli_default_database_is_in_the_data_dir(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cli = Cli("", capsys)
    cli("event", "create", "--name", "Home game", db=False)
    assert (isolated_home / "data" / "floortool.db").exists()
    status, out, _ = cli("--json", "event", "list", db=False)
    assert status == 0
    assert [e["name"] for e in json.loads(out)["events"]] == ["Home game"]


def test_cli_floortool_db_environment_variable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("FLOORTOOL_DB", f"sqlite:///{tmp_path / 'env.db'}")
    cli = Cli("", capsys)
    assert cli("event", "create", "--name", "From env", db=False)[0] == 0
    assert (tmp_path / "env.db").exists()
