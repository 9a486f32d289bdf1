"""CLI: ``floortool publish results --out DIR`` writes ``results.html``,
``results.png``, ``results.json`` and ``results.csv`` (issue 27, item 5): the CSV in
the columns ranking sites ask for ("place, name, prize, entrants, date, venue,
buy-in"), the image 1080 pixels wide for a chat group, the page self-contained with
every typed text escaped, the league standings when the event is in a season.
Refusals exit 1 and say why."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest
from PIL import Image
from tests.cli.test_cli import Cli

from floortool.app.publishing import FILES

SCRIPT = "<script>alert(1)</script>"
NAMES = ("Ann", f"Bo {SCRIPT}", "=cmd|' /C calc'!A0", "Di", "Ed", "Flo")


@pytest.fixture
def sqlite_cli(sqlite_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(sqlite_url, capsys)


@pytest.fixture
def night(sqlite_cli: Cli) -> Cli:
    """A league night of six, over: Flo, Ed, then Di and the formula name on one hand
    with equal stacks (sharing 3rd-4th), then Bo; Ann wins."""
    cli = sqlite_cli
    cli.json("league", "create", f"Tuesday {SCRIPT} League")
    cli.json("league", "season", "add", "2026", "--preset", "linear")
    cli.json("league", "venue", "The <b>Anchor</b>")
    cli.json("event", "create", "--name", f"Night {SCRIPT}", "--buy-in", "50", "--fee", "10")
    cli.json("player", "register", *NAMES)
    cli.json("clock", "start")
    cli.json("player", "bust", "Flo")
    cli.json("player", "bust", "Ed")
    cli.json("player", "bust", "Di", NAMES[2], "--stacks", "5000,5000")
    cli.json("player", "bust", NAMES[1])
    cli.json("league", "assign", "--venue", "The <b>Anchor</b>", "--date", "2026-03-03")
    cli.json("league", "record")
    return cli


def test_publish_writes_the_four_files(night: Cli, tmp_path: Path) -> None:
    out = tmp_path / "new" / "folder"
    done = night.json("publish", "results", "--out", str(out))
    assert done == {
        "folder": str(out),
        "files": [str(out / name) for name in FILES],
        "places": 6,
    }
    assert sorted(p.name for p in out.iterdir()) == sorted(
        ["results.html", "results.png", "results.json", "results.csv"]
    )


def test_the_csv_has_the_columns_ranking_sites_ask_for(night: Cli, tmp_path: Path) -> None:
    night.json("publish", "results", "--out", str(tmp_path))
    rows = list(csv.reader(io.StringIO((tmp_path / "results.csv").read_text("utf-8"))))
    # "place, name, prize, entrants, date, venue, buy-in"
    assert rows[0] == ["place", "name", "prize", "entrants", "date", "venue", "buy-in"]
    payouts = {p["place"]: p["amount"] for p in night.json("payouts", "show")["payouts"]}
    first = rows[1]
    assert first == ["1", "Ann", payouts[1], "6", "2026-03-03", "The <b>Anchor</b>", "60.00"]
    shared = [row for row in rows[1:] if row[0] == "3-4"]
    assert sorted(row[1] for row in shared) == ["'" + NAMES[2], "Di"]  # a formula is text
    assert [row[0] for row in rows[1:]] == ["1", "2", "3-4", "3-4", "5", "6"]
    assert all(row[3] == "6" and row[6] == "60.00" for row in rows[1:])


def test_the_json_and_the_standings(night: Cli, tmp_path: Path) -> None:
    night.json("publish", "results", "--out", str(tmp_path))
    doc = json.loads((tmp_path / "results.json").read_text("utf-8"))
    assert doc["event"] == f"Night {SCRIPT}" and doc["winner"] == "Ann"
    assert doc["entries"] == 6 and doc["buy_in_cents"] == 5000 and doc["fee_cents"] == 1000
    assert [r["player"] for r in doc["results"]][:2] == ["Ann", f"Bo {SCRIPT}"]
    pool = night.json("payouts", "show")["prize_pool"]["total_cents"]
    assert doc["prize_pool_cents"] == pool
    standings = night.json("league", "standings")["standings"]
    assert doc["standings"]["title"] == f"Tuesday {SCRIPT} League, season 2026"
    assert [line["player"] for line in doc["standings"]["lines"]] == [
        s["player"] for s in standings
    ]


def test_the_page_is_self_contained_and_escapes_what_was_typed(night: Cli, tmp_path: Path) -> None:
    night.json("publish", "results", "--out", str(tmp_path))
    page = (tmp_path / "results.html").read_text("utf-8")
    assert "<script" not in page.lower()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "The &lt;b&gt;Anchor&lt;/b&gt;" in page
    assert not re.search(r"""(src|href)\s*=|@import|url\(""", page)  # nothing fetched
    assert "default-src 'none'" in page
    assert "League standings" in page and "Payouts" in page


def test_the_image_is_1080_wide_for_a_chat_group(night: Cli, tmp_path: Path) -> None:
    night.json("publish", "results", "--out", str(tmp_path))
    with Image.open(tmp_path / "results.png") as image:
        assert image.format == "PNG" and image.width == 1080
        assert 800 < image.height < 4000


def test_nothing_to_publish_before_anyone_finishes(sqlite_cli: Cli, tmp_path: Path) -> None:
    sqlite_cli.json("event", "create", "--name", "Early")
    sqlite_cli.json("player", "register", "Ann", "Bo")
    error = sqlite_cli.json("publish", "results", "--out", str(tmp_path / "x"), status=1)
    assert error["error"]["code"] == "nothing_to_publish"
    assert not (tmp_path / "x").exists()


def test_a_folder_that_cannot_be_written_is_refused(night: Cli, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("in the way")
    error = night.json("publish", "results", "--out", str(blocker), status=1)
    assert error["error"]["code"] == "cannot_write"
    assert str(blocker) in error["error"]["message"]
