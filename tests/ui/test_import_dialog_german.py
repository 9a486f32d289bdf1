"""Import players… in German: each rejected row's reason in the reader's language.

Issue 30: "Ship German, French and Spanish beside English [...]." The
dialog's table of rejected rows says why each row was left out in German, a
refused file (nothing to import) too; the journal keeps the English reason
(the ``--json`` ``rejected`` list) beside its phrase.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.ui.desk import click
from tests.ui.fakes import FakePrompts, MakeWindow
from tests.ui.test_import_dialog import CSV, open_import, rejected_rows

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from floortool.app.commands.players import AddPlayer
from floortool.app.floor import Floor
from floortool.ui.translation import stop_language, use_language


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    installed = use_language(qapp, "de")
    yield
    stop_language(qapp, installed)


def test_the_rejected_rows_are_listed_in_german(
    qtbot: QtBot,
    make_window: MakeWindow,
    floor: Floor,
    prompts: FakePrompts,
    tmp_path: Path,
    german: None,
) -> None:
    floor.execute(AddPlayer("Alice Moreau"))
    path = tmp_path / "league.csv"
    path.write_text(CSV, encoding="utf-8")
    empty = tmp_path / "empty.csv"
    empty.write_text('name\n"Eve\nAdams,\n', encoding="utf-8")
    prompts.answer("open_file", path, empty)
    _window, dialog = open_import(make_window, floor)

    click(qtbot, dialog.choose_button)
    assert rejected_rows(dialog) == [
        ("3", "Der Spieler braucht einen Namen"),
        (
            "4",
            (
                "schon in der Datenbank als #1 Alice Moreau; "
                "ein Namensvetter braucht eine Mitgliedsnummer"
            ),
        ),
        ("6", "Duplikat von Zeile 5"),
        ("7", "mehr Werte als die Kopfzeile Spalten hat"),
    ]

    click(qtbot, dialog.choose_button)  # a file with nothing to import
    unclosed = "ein hier geöffnetes Anführungszeichen wird nie geschlossen; nicht lesbar: "
    assert rejected_rows(dialog) == [("2", unclosed + "Zeilen 2-3")]
