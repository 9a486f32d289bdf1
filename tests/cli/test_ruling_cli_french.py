"""``floortool --lang fr ruling ...``: the situations said in French (issue 30, item 2).

"Every string a person reads [...] goes through one translation mechanism [...]
Ship German, French and Spanish beside English"; the JSON a script reads stays
as it is (English), and a French director finds a situation by French words.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from floortool.cli.main import run


@pytest.fixture
def db(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'floor.db'}"
    assert run(["--db", url, "event", "create", "--name", "Ligue", "--rulebook", "tda-2024"]) == 0
    return url


def said(db: str, capsys: pytest.CaptureFixture[str], *args: str) -> str:
    capsys.readouterr()
    assert run(["--db", db, *args]) == 0
    return capsys.readouterr().out


def test_decide_says_the_ruling_and_steps_in_french(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = ["--answer", "case=absent-at-deal", "--answer", "at_seat_at_deal=no"]
    text = said(db, capsys, "--lang", "fr", "ruling", "decide", "absent-player", *answers)
    assert text.startswith("Joueur absent à la distribution")
    assert "la main est morte immédiatement" in text
    assert "  2. Laisser ses blinds et antes dans le pot." in text
    assert "TDA 2024 30 (At Your Seat and Live Hands)" in text  # as the book says it
    assert "The player was not at the seat" not in text


def test_the_json_stays_english_in_french(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["ruling", "decide", "four-card-flop", "--json"]
    english = json.loads(said(db, capsys, *args))
    french = json.loads(said(db, capsys, "--lang", "fr", *args))
    assert french == english
    assert french["title"] == "Four-card flop"


def test_list_and_show_in_french(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    listed = said(db, capsys, "--lang", "fr", "ruling", "list", "--search", "jetons cachés")
    assert "hidden-chips-after-all-in" in listed.splitlines()[0]
    assert "Jetons cachés trouvés derrière un tapis suivi" in listed
    shown = said(db, capsys, "--lang", "fr", "ruling", "show", "boxed-card")
    assert shown.startswith("Carte retournée trouvée dans le paquet (boxed-card)")
    assert "Où la carte retournée a-t-elle été trouvée ?" in shown


def test_the_log_lists_a_ruling_by_its_french_title(
    db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    said(db, capsys, "ruling", "decide", "four-card-flop", "--record")
    log = said(db, capsys, "--lang", "fr", "ruling", "log")
    assert "Flop à quatre cartes" in log
