"""``floortool ruling list|show|decide|log|calc`` in-process: the JSON of ``cli.md``,
refusals, recording and undo."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from tests.app.test_ruling_catalogue import REQUIRED

from floortool.cli.main import run


@pytest.fixture
def db(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'floor.db'}"
    args = ["--db", url, "event", "create", "--name", "League", "--rulebook", "roberts-v6-league"]
    assert run(args) == 0
    return url


def call(db: str, capsys: pytest.CaptureFixture[str], *args: str, status: int = 0) -> Any:
    capsys.readouterr()
    assert run(["--db", db, "--json", *args]) == status
    return json.loads(capsys.readouterr().out)


def test_list_gives_the_rulebooks_and_every_required_situation_with_its_questions(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    listed = call(db, capsys, "ruling", "list")
    assert {r["id"] for r in listed["rulebooks"]} == {"tda-2024", "roberts-v6-league"}
    by_id = {s["id"]: s for s in listed["situations"]}
    assert set(REQUIRED) <= set(by_id)
    flop = by_id["exposed-card-on-deal"]
    assert set(flop) >= {"id", "title", "questions"}
    question = flop["questions"][0]
    assert set(question) >= {"id", "text", "choices"}
    assert question["id"] == "substantial_action" and question["choices"] == ["yes", "no"]
    found = call(db, capsys, "ruling", "list", "--search", "4 card flop")["situations"]
    assert found[0]["id"] == "four-card-flop"
    citing = call(db, capsys, "ruling", "list", "--cites", "A-18", "--book", "House")
    assert {s["id"] for s in citing["situations"]} == {
        "premature-flop",
        "premature-turn",
        "premature-river",
        "stud-premature-card",
    }
    stud = call(db, capsys, "ruling", "list", "--game", "stud", "--search", "premature")
    assert [s["id"] for s in stud["situations"]] == ["stud-premature-card"]
    assert stud["situations"][0]["games"] == ["stud"]


def test_decide_four_card_flop_cites_tda_39a_and_roberts_its_own_rule(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    tda = call(db, capsys, "ruling", "decide", "four-card-flop", "--rulebook", "tda-2024")
    assert set(tda) >= {
        "situation",
        "rulebook",
        "ruling",
        "steps",
        "citations",
        "discretion",
        "alternatives",
    }
    assert (tda["situation"], tda["rulebook"], tda["discretion"]) == (
        "four-card-flop",
        "tda-2024",
        False,
    )
    assert {
        "book": "TDA 2024",
        "ref": "39-A",
        "title": "Irregular Flops and Premature-Dealt Cards",
    }.items() <= tda["citations"][0].items()
    assert tda["random"] == {"what": "burn card", "from": 4}
    assert [a["rulebook"] for a in tda["alternatives"]] == ["roberts-v6-league"]
    league = call(db, capsys, "ruling", "decide", "four-card-flop")  # the event's rulebook
    assert league["rulebook"] == "roberts-v6-league"
    assert ("RRoP v6", "§5 Hold'em 3") in {(c["book"], c["ref"]) for c in league["citations"]}
    assert league["remedy"] != tda["remedy"]


def test_premature_turn_under_the_league_applies_a18_and_shows_the_tda_alternative(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    ruling = call(db, capsys, "ruling", "decide", "premature-turn")
    assert ruling["citations"][0]["ref"] == "A-18" and ruling["citations"][0]["book"] == "House"
    (alternative,) = ruling["alternatives"]
    assert alternative["rulebook"] == "tda-2024"
    assert "RP-5-B" in {c["ref"] for c in alternative["citations"]}
    assert set(alternative) >= {"rulebook", "ruling", "citations"}


def test_missing_answers_exit_1_with_the_questions_needed(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    error = call(db, capsys, "ruling", "decide", "exposed-card-on-deal", status=1)["error"]
    assert error["code"] == "answers_required"
    assert [q["id"] for q in error["questions"]] == ["substantial_action"]
    args = ("ruling", "decide", "exposed-card-on-deal", "--answer", "substantial_action=no")
    error = call(db, capsys, *args, status=1)["error"]
    assert [q["id"] for q in error["questions"]] == ["exposed"]
    decided = call(db, capsys, *args, "--answer", "exposed=one-later")
    assert decided["remedy"] == "replace-exposed-card"
    assert decided["answers"] == {"substantial_action": "no", "exposed": "one-later"}


def test_actions_work_out_substantial_action(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    args = ("ruling", "decide", "exposed-card-on-deal", "--actions", "fold,fold")
    league = call(db, capsys, *args)
    assert (league["answers"]["substantial_action"], league["remedy"]) == ("yes", "play-on")
    tda = call(db, capsys, *args, "--rulebook", "tda-2024", status=1)["error"]
    assert [q["id"] for q in tda["questions"]] == ["exposed"]


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (("ruling", "decide", "no-such-thing"), "unknown_situation"),
        (("ruling", "show", "no-such-thing"), "unknown_situation"),
        (("ruling", "decide", "clock-called", "--answer", "facing_bet=maybe"), "invalid_answer"),
        (("ruling", "decide", "clock-called", "--answer", "colour=red"), "unknown_question"),
        (("ruling", "decide", "clock-called", "--answer", "facing_bet"), "invalid_answer"),
        (("ruling", "decide", "four-card-flop", "--actions", "post,fold"), "invalid_input"),
        (("ruling", "calc", "min-raise", "--big-blind", "100", "300", "400"), "under_minimum"),
    ],
)
def test_refusals_are_exit_1_with_a_code(
    db: str, capsys: pytest.CaptureFixture[str], args: tuple[str, ...], code: str
) -> None:
    assert call(db, capsys, *args, status=1)["error"]["code"] == code


def test_an_unknown_rulebook_is_a_usage_error(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    args = ("ruling", "decide", "four-card-flop", "--rulebook", "house")
    assert call(db, capsys, *args, status=2)["error"]["code"] == "usage"


def test_without_an_event_decide_needs_a_rulebook(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = f"sqlite:///{tmp_path / 'empty.db'}"
    assert call(empty, capsys, "ruling", "decide", "four-card-flop", status=1)["error"]["code"] == (
        "no_event"
    )
    ruling = call(empty, capsys, "ruling", "decide", "four-card-flop", "--rulebook", "tda-2024")
    assert ruling["remedy"] == "random-burn"


def test_show_gives_the_whole_tree_with_titled_citations(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    shown = call(db, capsys, "ruling", "show", "ftr-card-on-board")["situation"]
    assert set(shown["outcomes"]) == {"tda-2024", "roberts-v6-league", "ftr", "ftra"}
    first = shown["outcomes"]["ftr"][0]
    assert first["when"] == {"hand_ended_early": ["yes"]}
    assert first["citations"][0]["title"] == "Dealing FTR cards to the table"


def test_record_log_and_undo(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    recorded = call(
        db,
        capsys,
        "ruling",
        "decide",
        "four-card-flop",
        "--rulebook",
        "tda-2024",
        "--record",
        "--table",
        "7",
        "--hand",
        "12",
        "--player",
        "Ann",
        "--notes",
        "door card seen",
        "--director",
        "Dana",
    )
    assert recorded["recorded"]["label"] == "Ruling: Four-card flop, table 7"
    assert 1 <= recorded["pick"]["picked"] <= 4
    (entry,) = call(db, capsys, "ruling", "log")["rulings"]
    assert (entry["table"], entry["hand"], entry["players"], entry["director"]) == (
        7,
        12,
        ["Ann"],
        "Dana",
    )
    assert entry["pick"] == recorded["pick"]
    assert entry["citations"][0]["ref"] == "39-A"
    assert call(db, capsys, "ruling", "log", "--search", "door")["rulings"]
    assert call(db, capsys, "ruling", "log", "--search", "nothing like it")["rulings"] == []
    call(db, capsys, "undo")
    assert call(db, capsys, "ruling", "log")["rulings"] == []


def test_a_record_refused_for_a_missing_answer_writes_nothing(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    before = len(call(db, capsys, "journal")["journal"])
    args = ("ruling", "decide", "clock-called", "--record")
    assert call(db, capsys, *args, status=1)["error"]["code"] == "answers_required"
    assert len(call(db, capsys, "journal")["journal"]) == before


def test_calculators(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    sa = call(db, capsys, "ruling", "calc", "substantial-action", "fold", "fold")
    assert sa["tda-2024"]["substantial_action"] is False
    assert sa["roberts-v6-league"]["substantial_action"] is True
    raises = call(
        db,
        capsys,
        "ruling",
        "calc",
        "min-raise",
        "--big-blind",
        "100",
        "--acted-at",
        "300",
        "300",
        "450:all-in",
        "520:all-in",
    )
    assert (raises["min_raise_to"], raises["full_raise"], raises["reopened"]) == (720, 200, True)
    assert raises["citations"][0]["ref"] == "NL 3"  # the event's rulebook
    # ... and its explanation cites it too (issue 17: it said "TDA 2024 Rule 47-A").
    assert raises["reopen_explanation"].endswith("(RRoP v6 NL 3).")
    assert "TDA" not in raises["reopen_explanation"]
    chips = call(
        db,
        capsys,
        "ruling",
        "calc",
        "chips",
        "--to-call",
        "325",
        "--min-raise",
        "325",
        "--rulebook",
        "tda-2024",
        "500",
        "25",
    )
    assert (chips["action"], chips["puts_in"]) == ("raise", 650)
    odd = call(
        db,
        capsys,
        "ruling",
        "calc",
        "odd-chip",
        "--pot",
        "1100",
        "--smallest",
        "25",
        "--button",
        "4",
        "--winners",
        "2,7,9",
    )
    assert odd["shares"][:2] == [{"seat": 7, "chips": 375}, {"seat": 9, "chips": 375}]
    penalty = call(db, capsys, "ruling", "calc", "penalty", "--players", "8", "--rounds", "1")
    assert penalty["hands"] == 8
    assert [c["ref"] for c in penalty["citations"]] == ["A-25", "71-A", "71-C"]
    assert (
        "House A-25 are silent on its length; TDA 2024 Rule 71-A applied"
        in (penalty["explanation"])
    )
    clock = call(db, capsys, "ruling", "calc", "clock", "--rulebook", "tda-2024", "--elapsed", "27")
    assert [p["seconds"] for p in clock["phases"]] == [25, 5]
    assert clock["countdown"]["phase"] == "Countdown"


def test_text_output_reads_for_a_director(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert run(["--db", db, "ruling", "decide", "premature-turn"]) == 0
    text = capsys.readouterr().out
    assert "House A-18" in text
    assert "Under tda-2024" in text
    assert run(["--db", db, "ruling", "decide", "clock-called"]) == 1
    assert "facing_bet = yes | no" in capsys.readouterr().err
