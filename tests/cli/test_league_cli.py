"""CLI: ``floortool league ...`` (``cli.md``, Results and league).

The issue's done-when checks are here: ``league points --formula
"10*sqrt(n)/sqrt(r)" --var n=50 --var r=1 --json`` prints 70.71..., and a
formula that tries to reach Python (``__import__("os")``) is refused with
exit status 1 and runs nothing — in this process with ``eval``, ``exec``,
``compile`` and ``__import__("os")`` watched, and as a real subprocess whose
formula would create a file if anything ran it.
"""

from __future__ import annotations

import builtins
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from tests.cli.test_cli import Cli
from tests.cli.test_player_cli import create_event, refusal, register

STANDING_KEYS = {
    "rank",
    "tied",
    "player",
    "player_id",
    "total",
    "points",
    "attendance",
    "adjustments",
    "events",
    "counted",
    "wins",
    "best",
    "average",
    "qualified",
    "withheld",
}


@pytest.fixture
def league_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def test_done_when_points_of_a_formula(league_cli: Cli) -> None:
    got = league_cli.json(
        "league", "points", "--formula", "10*sqrt(n)/sqrt(r)", "--var", "n=50", "--var", "r=1"
    )
    assert got == {"points": pytest.approx(70.710678118654)}
    status, out, _ = league_cli(
        "league", "points", "--preset", "linear", "--var", "n=9", "--var", "r=4"
    )
    assert (status, out.strip()) == (0, "6")


def test_done_when_python_is_refused_and_nothing_runs(
    league_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The formula's text never reaches eval, exec or compile, and nothing imports os
    the way the formula asks (a bare ``__import__("os")``); everything else the program
    does with them (SQLAlchemy generates code) goes through untouched."""
    ran: list[str] = []

    def watch(name: str, real: Any) -> Any:
        def call(*args: Any, **kwargs: Any) -> Any:
            if any(isinstance(a, str) and "__import__" in a for a in args):
                ran.append(name)
            return real(*args, **kwargs)

        return call

    real_import = builtins.__import__

    def watched_import(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "os" and not args and not kwargs:
            ran.append("__import__('os')")
        return real_import(name, *args, **kwargs)

    for name in ("eval", "exec", "compile"):
        monkeypatch.setattr(builtins, name, watch(name, getattr(builtins, name)))
    monkeypatch.setattr(builtins, "__import__", watched_import)
    for formula in ('__import__("os")', '__import__("os").system("true")', "os.system"):
        error = refusal(league_cli, "league", "points", "--formula", formula)
        assert error["code"] == "formula_error"
        assert "^" in error["message"]
    monkeypatch.undo()
    assert ran == []


def test_done_when_python_is_refused_in_a_real_process(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    formula = f'__import__("os").system("touch {marker}")'
    command = [sys.executable, "-m", "floortool", "--db", "sqlite:///x.db", "--json"]
    result = subprocess.run(
        [*command, "league", "points", "--formula", formula],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "FLOORTOOL_HOME": str(tmp_path / "home")},
    )
    assert result.returncode == 1
    error = json.loads(result.stdout)["error"]
    assert error["code"] == "formula_error" and error["position"] == 12
    assert not marker.exists()


def test_points_refusals(league_cli: Cli) -> None:
    assert refusal(league_cli, "league", "points", "--formula", "10*x")["position"] == 4
    missing = refusal(league_cli, "league", "points", "--formula", "hits + n", "--var", "n=3")
    assert missing["code"] == "formula_values" and missing["missing"] == ["hits"]
    unknown = refusal(league_cli, "league", "points", "--formula", "n", "--var", "q=1")
    assert "Unknown variable 'q'" in unknown["message"]
    assert refusal(league_cli, "league", "points", "--formula", "1/0")["code"] == "formula_domain"
    status, _, err = league_cli("league", "points", "--formula", "sqrt(")
    assert status == 1 and "^" in err


def play(cli: Cli, tmp_path: Path) -> int:
    event_id = create_event(cli, tmp_path, "--tables", "1", "--buy-in", "20")
    register(cli, "Ann", "Bob", "Cy", "Di")
    for name in ("Di", "Cy", "Bob"):
        cli.json("player", "bust", name, "--by", "Ann")
    return event_id


def test_a_season_through_the_command_line(league_cli: Cli, tmp_path: Path) -> None:
    cli = league_cli
    assert cli.json("league", "create", "Tuesday League")["league"] == {
        "id": 1,
        "name": "Tuesday League",
    }
    season = cli.json(
        "league",
        "season",
        "add",
        "2026",
        "--preset",
        "linear",
        "--best-of",
        "8",
        "--attendance",
        "1",
        "--tie-breaks",
        "wins,countback",
    )["season"]
    assert season["rules"]["best_of"] == 8 and season["rules"]["tie_breaks"] == [
        "wins",
        "countback",
    ]
    cli.json("league", "venue", "The Anchor", "--address", "1 Quay St")
    play(cli, tmp_path)
    assigned = cli.json("league", "assign", "--venue", "the anchor", "--date", "2026-03-03")
    assert assigned["event"]["venue"] == "The Anchor"
    recorded = cli.json("league", "record")
    assert [s["player"] for s in recorded["scores"]] == ["Ann", "Bob", "Cy", "Di"]
    assert recorded["scores"][0]["points"] == 4 and recorded["event"]["version"] == 1

    standings = cli.json("league", "standings")
    assert set(standings) >= {"league", "season", "standings"}
    rows = standings["standings"]
    assert all(set(row) == STANDING_KEYS for row in rows)
    assert [(r["rank"], r["player"], r["total"]) for r in rows][:2] == [
        (1, "Ann", 5),
        (2, "Bob", 4),
    ]
    status, out, _ = cli("league", "standings")
    assert status == 0 and "Ann" in out.splitlines()[1]

    changed = cli.json("league", "rules", "--table", "50,30,20")["season"]
    assert changed["version"] == 2 and changed["rules"]["formula"] == "table(r, 50, 30, 20)"
    assert cli.json("league", "standings")["standings"][0]["total"] == 5  # kept version 1
    history = cli.json("league", "history", "Ann")
    assert history["events"][0]["points"] == 4 and history["events"][0]["version"] == 1

    cli.json("league", "adjust", "Bob", "-1.5", "--reason", "late")
    after = {r["player"]: r for r in cli.json("league", "standings")["standings"]}
    assert (after["Bob"]["adjustments"], after["Bob"]["total"], after["Bob"]["rank"]) == (
        -1.5,
        2.5,
        3,
    )
    lab = cli.json("league", "lab", "--formula", "2 - r", "--in", "league")  # its name
    assert lab["rows"][0]["player"] == "Ann"
    assert any("Negative points" in w for w in lab["warnings"])

    cli.json("league", "season", "close", "2026")
    closed = refusal(cli, "league", "adjust", "Bob", "3", "--reason", "x")
    assert closed["code"] == "season_closed"
    assert cli.json("league", "undo")["undone"]["label"] == "Close season 2026"


def test_sample_lab_and_presets(league_cli: Cli) -> None:
    league_cli.json("league", "create", "L")
    lab = league_cli.json(
        "league", "lab", "--preset", "linear", "--entries", "10", "--players", "8"
    )
    assert [r["player"] for r in lab["rows"]][:2] == ["Player 1", "Player 2"]
    assert lab["warnings"][0].startswith("10 entries from 8 players")
    presets = league_cli.json("league", "presets")["presets"]
    assert [p["name"] for p in presets] == ["linear", "table", "sqrt", "buy-in"]


def test_import_export_round_trip(league_cli: Cli, tmp_path: Path) -> None:
    source = tmp_path / "old.csv"
    source.write_text(
        "season,event,date,player,place,prize\n"
        "2025,Week 1,2025-01-07,Ann,1,100\n"
        "2025,Week 1,2025-01-07,Bob,2,\n"
        "2025,Week 2,2025-01-14,Bob,1,\n"
        "2025,Week 2,2025-01-14,Cy,2,\n",
        encoding="utf-8",
    )
    league_cli.json("league", "create", "Old")
    got = league_cli.json("league", "import", str(source))
    assert got["imported"] == {"events": 2, "seasons": 1, "venues": 0, "players": 3}
    exported = tmp_path / "out.csv"
    written = league_cli.json("league", "export", "results", str(exported), "--season", "2025")
    assert written["rows"] == 4
    league_cli.json("league", "create", "Copy")
    league_cli.json("league", "import", str(exported), "--league", "Copy")
    first = league_cli.json("league", "standings", "--league", "Old")["standings"]
    second = league_cli.json("league", "standings", "--league", "Copy")["standings"]
    assert first == second
    league_cli.json("league", "export", "standings", str(tmp_path / "st.csv"), "--league", "Old")
    assert (tmp_path / "st.csv").read_text(encoding="utf-8").splitlines()[1].startswith("1,no,Bob,")

    bad = tmp_path / "bad.csv"
    bad.write_text(
        "season,event,date,player,place\n2025,Week 9,2025-13-01,Ann,1\n", encoding="utf-8"
    )
    error = refusal(league_cli, "league", "import", str(bad), "--league", "Old")
    assert error["code"] == "import_rejected"
    assert error["rejected"][0]["line"] == 2


def test_undo_and_redo_bring_a_league_back(league_cli: Cli) -> None:
    league_cli.json("league", "create", "Tuesday")
    assert league_cli.json("league", "undo")["undone"]["label"] == "Create league Tuesday"
    assert league_cli.json("league", "list")["leagues"] == []
    assert league_cli.json("league", "redo")["redone"]["label"] == "Create league Tuesday"
    assert [lg["name"] for lg in league_cli.json("league", "list")["leagues"]] == ["Tuesday"]
    assert refusal(league_cli, "league", "standings")["code"] == "no_season"
