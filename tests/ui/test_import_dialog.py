"""Tests of Import players…: a CSV file chosen (a prepared answer), one ``ImportPlayers``,
and the report of the rejected rows — line and reason — shown in the dialog."""

from __future__ import annotations

from pathlib import Path

from tests.ui.desk import click, league_event, players_page
from tests.ui.fakes import FakePrompts, MakeWindow, NoticeLog

from pytestqt.qtbot import QtBot

from floortool.app.commands.players import AddPlayer
from floortool.app.floor import Floor
from floortool.ui.import_dialog import ImportPlayersDialog
from floortool.ui.main_window import MainWindow

CSV = (
    "Name,Nickname,Membership,Club\n"
    "Hanna Olsen,Hanni,M-902,North\n"
    ",,M-501,\n"
    "Alice Moreau,,,\n"
    "Gabriel Fontaine,,M-903,\n"
    "Gabriel Fontaine,,,\n"
    "Too,Many,Values,Here,Extra\n"
)


def rejected_rows(dialog: ImportPlayersDialog) -> list[tuple[str, str]]:
    table = dialog.rejected_table
    rows = []
    for row in range(table.rowCount()):
        line, reason = table.item(row, dialog.COL_LINE), table.item(row, dialog.COL_REASON)
        assert line is not None and reason is not None
        rows.append((line.text(), reason.text()))
    return rows


def open_import(make_window: MakeWindow, floor: Floor) -> tuple[MainWindow, ImportPlayersDialog]:
    window = make_window(event_id=league_event(floor))
    window.import_players_action.trigger()
    dialog = players_page(window).import_dialog
    assert dialog is not None and dialog.isVisible()
    return window, dialog


def test_the_report_lists_every_rejected_row_with_its_line_and_reason(
    qtbot: QtBot,
    make_window: MakeWindow,
    floor: Floor,
    prompts: FakePrompts,
    tmp_path: Path,
) -> None:
    floor.execute(AddPlayer("Alice Moreau"))
    path = tmp_path / "league.csv"
    path.write_text(CSV, encoding="utf-8")
    prompts.answer("open_file", path)
    window, dialog = open_import(make_window, floor)

    click(qtbot, dialog.choose_button)

    assert prompts.asked == [("open_file", "Import players")]
    assert dialog.summary_label.text() == (
        "Imported 2 players from league.csv; 4 rows rejected (listed below)."
    )
    assert rejected_rows(dialog) == [
        ("3", "The player needs a name"),
        ("4", "already in the database as #1 Alice Moreau; a namesake needs a membership number"),
        ("6", "duplicate of line 5"),
        ("7", "more values than the header has columns"),
    ]
    text = dialog.rejected_table.item(3, dialog.COL_TEXT)
    assert text is not None and text.text() == "Too,Many,Values,Here,Extra"
    assert sorted(p.name for p in floor.state.players.values()) == [
        "Alice Moreau",
        "Gabriel Fontaine",
        "Hanna Olsen",
    ]
    label = "Import 2 players from league.csv (4 rows rejected)"
    assert floor.journal()[-1].label == label
    assert window.undo_action.text() != f"Undo {label}"  # the database is not the event's
    assert dialog.error_label.isHidden()


def test_a_file_with_nothing_to_import_is_refused_with_its_rows_listed(
    qtbot: QtBot,
    make_window: MakeWindow,
    floor: Floor,
    prompts: FakePrompts,
    notices: NoticeLog,
    tmp_path: Path,
) -> None:
    path = tmp_path / "empty.csv"
    path.write_text("name,nickname\n\n,Nobody\n", encoding="utf-8")
    prompts.answer("open_file", path)
    _window, dialog = open_import(make_window, floor)
    before = floor.journal()

    click(qtbot, dialog.choose_button)

    assert floor.journal() == before
    assert dialog.summary_label.text() == "Nothing was imported from empty.csv."
    assert dialog.error_label.text() == (
        "No player could be imported from empty.csv (line 3: The player needs a name)."
    )
    assert rejected_rows(dialog) == [("3", "The player needs a name")]
    assert dialog.report is None
    assert notices == []  # said in the dialog


def test_a_file_that_is_not_text_or_cancelled_changes_nothing(
    qtbot: QtBot,
    make_window: MakeWindow,
    floor: Floor,
    prompts: FakePrompts,
    tmp_path: Path,
) -> None:
    path = tmp_path / "photo.csv"
    path.write_bytes(b"\xff\xd8\xff\xe0 not text")
    prompts.answer("open_file", path, None)
    _window, dialog = open_import(make_window, floor)
    before = floor.journal()

    click(qtbot, dialog.choose_button)
    assert dialog.error_label.text().startswith(
        "photo.csv is not UTF-8 text (byte 0xff at offset 0, line 1)"
    )
    click(qtbot, dialog.choose_button)  # cancelled: nothing happens

    assert floor.journal() == before
    assert dialog.error_label.text().startswith(
        "photo.csv is not UTF-8 text (byte 0xff at offset 0, line 1)"
    )
