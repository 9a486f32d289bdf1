"""CLI: ``floortool print DOCUMENT --out FILE.pdf`` (``cli.md``, Printing) on the
demo event: ``--json`` gives the file and its page count; the seat cards hold
every player's name, table and seat (tricky names as typed); ``--new`` and
``--reprint`` follow what was printed, across runs; each document prints;
the results, a season's standings (``--league``, ``--season``) and the
incident log (``--search``) once there is something in them; refusals exit 1
with a JSON error and write nothing."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader
from tests.cli.test_cli import Cli

from floortool.app.documents.catalogue import DOCUMENTS

TRICKY = ("Zoë O'Brien", "<b>Bob</b> & Co")
NAMES = (*TRICKY, *(f"Player {n:02d}" for n in range(1, 14)))


@pytest.fixture
def demo_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    cli = Cli(db_url, capsys)
    cli.json("demo", "--no-gui")
    cli.json("player", "register", *NAMES)
    return cli


def text_of(path: Path) -> str:
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(path.read_bytes())).pages)


def test_seat_cards(demo_cli: Cli, tmp_path: Path) -> None:
    out = tmp_path / "cards.pdf"
    printed = demo_cli.json("print", "seat-cards", "--out", str(out))
    assert printed == {
        "file": str(out),
        "pages": 2,
        "document": "seat-cards",
        "items": 15,
        "recorded": "Print 15 seat cards",
    }
    text = text_of(out)
    for row in demo_cli.json("seating", "show")["tables"]:
        for seat in row["occupied"]:
            assert f"\n{seat['player']}\n{row['table']}\n{seat['seat']}\n" in text
    for name in TRICKY:
        assert name in text
    assert len(PdfReader(out).pages) == 2

    refused = demo_cli.json("print", "seat-cards", "--new", "--out", str(out), status=1)
    assert refused["error"]["code"] == "nothing_to_print"
    demo_cli.json("player", "register", "Late Larry")
    fresh = demo_cli.json("print", "seat-cards", "--new", "--out", str(out))
    assert fresh["items"] == 1 and fresh["recorded"] == "Print the seat card of Late Larry"
    again = demo_cli.json(
        "print", "seat-cards", "--reprint", "--layout", "ticket-80mm", "--out", str(out)
    )
    assert again["items"] == again["pages"] == 1 and "Late Larry" in text_of(out)
    assert demo_cli.json("undo")["undone"]["label"] == "Print the seat card of Late Larry"


#: Documents with nothing to print on a fresh demo event (tested on their own; the
#: sign-up poster in ``tests/reports/test_sign_up_poster.py``: it needs a shared floor).
LATER = (
    "seat-cards",
    "move-slips",
    "results",
    "standings",
    "rulings",
    "receipts",
    "sign-up-poster",
    "member-cards",
    "bag-slips",
)


@pytest.mark.parametrize("document", [d for d in DOCUMENTS if d not in LATER])
def test_each_document(demo_cli: Cli, tmp_path: Path, document: str) -> None:
    out = tmp_path / f"{document}.pdf"
    printed = demo_cli.json("print", document, "--out", str(out))
    assert printed["document"] == document and printed["recorded"] is None
    assert printed["pages"] == len(PdfReader(out).pages) >= 1
    assert f"Page 1 of {printed['pages']}" in text_of(out)


def test_move_slips_and_refusals(demo_cli: Cli, tmp_path: Path) -> None:
    out = tmp_path / "slips.pdf"
    error = demo_cli.json("print", "move-slips", "--out", str(out), status=1)["error"]
    assert error["code"] == "nothing_to_print" and not out.exists()
    shown = demo_cli.json("seating", "show")["tables"]
    busy = next(t for t in shown if t["occupied"])
    empty = next(s for s in range(1, 10) if s not in {o["seat"] for o in busy["occupied"]})
    mover = busy["occupied"][0]["player"]
    demo_cli.json("seating", "move", mover, str(busy["table"]), str(empty))
    printed = demo_cli.json("print", "move-slips", "--all", "--out", str(out))
    assert printed["items"] == 1 and mover in text_of(out)

    missing = tmp_path / "no-such-folder" / "x.pdf"
    error = demo_cli.json("print", "structure", "--out", str(missing), status=1)["error"]
    assert error["code"] == "cannot_write"
    status, _, _ = demo_cli("print", "seat-cards", "--layout", "a5", "--out", str(out))
    assert status == 2
    status, _, _ = demo_cli("print", "seat-cards", "--new", "--reprint", "--out", str(out))
    assert status == 2


def test_text_answer(demo_cli: Cli, tmp_path: Path) -> None:
    status, out, _ = demo_cli("print", "tables", "--table", "1", "--out", str(tmp_path / "t.pdf"))
    assert status == 0
    assert out.strip() == f"Table sheets: 1 page written to {tmp_path / 't.pdf'}"


def test_results(demo_cli: Cli, tmp_path: Path) -> None:
    out = tmp_path / "results.pdf"
    error = demo_cli.json("print", "results", "--out", str(out), status=1)["error"]
    assert error["code"] == "nothing_to_print" and not out.exists()
    demo_cli.json("player", "bust", "Player 01", "--by", "<b>Bob</b> & Co")
    demo_cli.json("player", "bust", "Player 02", "Player 03", "--stacks", "500,500")
    printed = demo_cli.json("print", "results", "--out", str(out))
    assert printed["items"] == 3 and printed["pages"] == len(PdfReader(out).pages) == 1
    text = text_of(out)
    assert "\n15th\nPlayer 01\n1\n<b>Bob</b> & Co\n" in text
    assert "\n13th-14th\nPlayer 02\n" in text and "\n13th-14th\nPlayer 03\n" in text
    assert "12 still playing" in text and "Player 04" not in text


def test_standings(demo_cli: Cli, tmp_path: Path) -> None:
    out = tmp_path / "standings.pdf"
    error = demo_cli.json("print", "standings", "--out", str(out), status=1)["error"]
    assert error["code"] == "no_league" and not out.exists()
    demo_cli.json("league", "create", "Tuesday League")
    csv = tmp_path / "past.csv"
    csv.write_text(
        "season,event,date,player,place\n"
        "2025,Week 1,2025-01-07,Ann,1\n2025,Week 1,2025-01-07,Zoë O'Brien,2\n"
        "2026,Week 1,2026-01-06,Bob,1\n2026,Week 1,2026-01-06,Ann,2\n",
        encoding="utf-8",
    )
    demo_cli.json("league", "import", str(csv))
    printed = demo_cli.json("print", "standings", "--out", str(out))
    assert printed["items"] == 2 and printed["pages"] == 1
    text = text_of(out)
    assert "Standings: Tuesday League, season 2026" in text and "\n1\nBob\n" in text
    demo_cli.json("print", "standings", "--season", "2025", "--out", str(out))
    assert "season 2025" in text_of(out) and "\n2\nZoë O'Brien\n" in text_of(out)
    demo_cli.json(
        "print", "standings", "--league", "Tuesday League", "--season", "2026", "--out", str(out)
    )
    assert "season 2026" in text_of(out)
    error = demo_cli.json("print", "standings", "--season", "1999", "--out", str(out), status=1)
    assert error["error"]["code"] == "unknown_season"


def test_rulings(demo_cli: Cli, tmp_path: Path) -> None:
    out = tmp_path / "rulings.pdf"
    error = demo_cli.json("print", "rulings", "--out", str(out), status=1)["error"]
    assert error["code"] == "nothing_to_print" and not out.exists()
    demo_cli.json(
        "ruling",
        "decide",
        "four-card-flop",
        "--record",
        "--table",
        "2",
        "--director",
        "Dana",
        "--player",
        "Zoë O'Brien",
        "--notes",
        "<b>Pitched</b> & scrambled",
    )
    demo_cli.json("ruling", "decide", "premature-turn", "--record", "--table", "1")
    printed = demo_cli.json("print", "rulings", "--out", str(out))
    assert printed["items"] == 2 and printed["pages"] == len(PdfReader(out).pages)
    text = " ".join(text_of(out).split())
    assert "Table 2 — Four-card flop" in text and "Table 1 — Premature turn" in text
    assert "Players: Zoë O'Brien" in text and "<b>Pitched</b> & scrambled" in text
    assert text.index("Four-card flop") < text.index("Premature turn")  # oldest first
    found = demo_cli.json("print", "rulings", "--search", "dana", "--out", str(out))
    assert found["items"] == 1 and "Premature turn" not in text_of(out)
