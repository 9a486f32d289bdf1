"""CLI: a season that started elsewhere (issue 27, item 4) — ``league import NAME
FILE.csv`` takes a previous tool's export with the points it gave, which then count
in the standings; a malformed row is refused with its line number and nothing is
imported."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.cli.test_cli import Cli

EXPORT = """season,event,date,venue,player,place,prize,points
2026,Week 1,2026-01-06,The Oak,Ann Lee,1,150.00,25
2026,Week 1,2026-01-06,The Oak,Bo Chan,2,90.00,18
2026,Week 1,2026-01-06,The Oak,Cy Dee,3,,15
"""


@pytest.fixture
def cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def test_a_season_moves_in_with_its_points(cli: Cli, tmp_path: Path) -> None:
    cli.json("league", "create", "Tuesday League")
    cli.json("league", "create", "Sunday League")
    bad = tmp_path / "bad.csv"
    bad.write_text(EXPORT + "2026,Week 1,2026-01-06,The Oak,Di,four,,12\n", encoding="utf-8")
    error = cli.json("league", "import", "Tuesday League", str(bad), status=1)["error"]
    assert [r["line"] for r in error["rejected"]] == [5]
    assert cli.json("league", "standings", "--league", "Tuesday League", status=1)["error"]

    good = tmp_path / "season.csv"
    good.write_text(EXPORT, encoding="utf-8")
    done = cli.json("league", "import", "Tuesday League", str(good))
    assert done["imported"]["events"] == 1
    rows = cli.json("league", "standings", "--league", "Tuesday League")["standings"]
    assert [(r["player"], r["total"]) for r in rows] == [
        ("Ann Lee", 25),
        ("Bo Chan", 18),
        ("Cy Dee", 15),
    ]
    status, _, err = cli(
        "league", "import", "Tuesday League", str(good), "--league", "Sunday League"
    )
    assert status == 1 and "Name the league once" in err
