"""A CSV row's rejection said in the reader's language, and kept for later.

Issue 30: "Ship German, French and Spanish beside English [...]." The import
keeps each rejected row in the journal with its English reason (what the
``--json`` ``rejected`` list gives) and the reason's phrase, so the import
dialog and the command line say it in their reader's language; a row kept
before phrases were (English only) still reads and shows its English.
"""

from __future__ import annotations

import pytest

from floortool.app.languages import catalogue
from floortool.domain.kernel.csv_rows import Rejected
from floortool.domain.players.imports import NothingImported, decide_import
from floortool.domain.players.records import Player

GERMAN = catalogue("de")
EXISTING = {1: Player(1, "Alice Smith", membership="M-100")}
CSV = "name,membership\nBob Stone,M-200\nCarol,M-200\nZed,M-9,extra\nDora,M-100\n"


def test_a_rejected_row_is_said_in_german_and_keeps_its_english_reason() -> None:
    imported = decide_import(EXISTING, CSV, source="club.csv")
    rows = [Rejected(**row) for row in imported.rejected]  # as the journal gives them back
    assert [(r.line, r.reason) for r in rows] == [
        (3, "duplicate of line 2"),
        (4, "more values than the header has columns"),
        (5, "membership number M-100 already belongs to #1 Alice Smith (M-100)"),
    ]
    assert [GERMAN.say(r.said()) for r in rows[:2]] == [
        "Zeile 3: Duplikat von Zeile 2",
        "Zeile 4: mehr Werte als die Kopfzeile Spalten hat",
    ]
    assert rows[0].report() == {"line": 3, "reason": "duplicate of line 2", "text": "Carol,M-200"}


def test_a_refused_import_says_every_row_in_german_and_keeps_english_details() -> None:
    with pytest.raises(NothingImported) as refused:
        decide_import(EXISTING, 'name\n"Eve\nAdams,\n', source="club.csv")
    error = refused.value
    assert error.message == (
        "No player could be imported from club.csv (line 2: a quote opened here is never "
        "closed, so lines 2-3 cannot be read)."
    )
    assert error.said(GERMAN.say) == (
        "Aus club.csv konnte kein Spieler importiert werden (Zeile 2: ein hier geöffnetes "
        "Anführungszeichen wird nie geschlossen; nicht lesbar: Zeilen 2-3)."
    )
    assert set(error.details["rejected"][0]) == {"line", "reason", "text"}
    assert GERMAN.say(error.rows[0].said_reason()).startswith("ein hier geöffnetes")


def test_a_refusal_quoted_as_a_reason_loses_its_full_stop_in_every_language() -> None:
    imported = decide_import(EXISTING, "name,membership\nBob,M-2\n,M-3\n", source="")
    row = Rejected(**imported.rejected[0])
    assert row.describe() == "line 3: The player needs a name"
    assert not GERMAN.say(row.said()).endswith(".")


def test_an_old_record_without_the_reason_words_shows_its_english() -> None:
    old = Rejected(**{"line": 7, "reason": "more values than the header has columns", "text": ""})
    assert GERMAN.say(old.said()) == "Zeile 7: more values than the header has columns"
    assert GERMAN.say(old.said_reason()) == "more values than the header has columns"
