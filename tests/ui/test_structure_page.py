"""Tests of the Structure page: cells edited through the real table, buttons clicked.

Each editor action must be exactly one journal entry that Edit > Undo takes
back by its name; a refused edit or a malformed file is shown with the
floor's message (naming the level, or the line and field) and changes nothing.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.ui.fakes import FakePrompts, MakeEventWindow, NoticeLog

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit, QPushButton
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.floor import Floor
from floortool.app.resources import load_template, template_names
from floortool.domain.structure.files import parse_structure_csv, parse_structure_json
from floortool.domain.structure.levels import Break, Level, Structure
from floortool.ui.main_window import MainWindow
from floortool.ui.models.structure import StructureTableModel
from floortool.ui.pages import Page
from floortool.ui.structure_page import StructurePage
from floortool.ui.suggest_dialog import SuggestDialog

Model = StructureTableModel


def open_page(
    make_event_window: MakeEventWindow, **settings: object
) -> tuple[MainWindow, StructurePage]:
    """A window on the Structure page of a new event (keep the window: it owns the page)."""
    window = make_event_window(**settings)
    window.event_view.show_page(Page.STRUCTURE)
    return window, window.event_view.structure_page


def window_of(page: StructurePage) -> MainWindow:
    window = page.window()
    assert isinstance(window, MainWindow)
    return window


def structure(floor: Floor, page: StructurePage) -> Structure:
    current = page.structure
    assert current is not None
    assert current == floor.state.structures[window_of(page).event_id or 0]
    return current


def level(floor: Floor, page: StructurePage, row: int) -> Level:
    found = structure(floor, page).rows[row]
    assert isinstance(found, Level)
    return found


def type_into_cell(qtbot: QtBot, page: StructurePage, row: int, column: int, text: str) -> None:
    """Double-click the cell, type over it and press Return, as a director would."""
    table = page.table
    rect = table.visualRect(page.model.index(row, column))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key.Key_Backspace)
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The delegate commits the typed value and closes the editor on the next turn of the loop.
    qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_page_shows_the_structure_and_highlights_the_row_in_play(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor
) -> None:
    _window, page = open_page(make_event_window)

    assert page.name_label.text() == "Turbo (10-minute levels)"
    assert page.summary_label.text().startswith("30 levels, 4 breaks, 5 h 40 min in all.")
    assert page.model.rowCount() == 34
    assert page.model.playing == 0

    window_of(page).clock_actions.next_action.trigger()
    assert page.model.playing == 1
    assert page.model.index(1, Model.COL_LEVEL).data() == "▶ 2"


def test_editing_a_cell_is_one_undoable_journal_entry(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor
) -> None:
    _window, page = open_page(make_event_window)
    window = window_of(page)
    before = len(floor.journal())

    type_into_cell(qtbot, page, 1, Model.COL_BIG_BLIND, "125")

    assert len(floor.journal()) == before + 1
    assert floor.journal()[-1].label == "Change big blind of level 2"
    assert level(floor, page, 1).big_blind == 125
    assert page.model.index(1, Model.COL_BIG_BLIND).data() == "125"
    assert window.undo_action.text() == "Undo Change big blind of level 2"

    window.undo_action.trigger()

    assert level(floor, page, 1).big_blind == 100
    assert page.model.index(1, Model.COL_BIG_BLIND).data() == "100"
    assert window.redo_action.text() == "Redo Change big blind of level 2"


def test_an_invalid_edit_is_refused_with_the_level_and_changes_nothing(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor, notices: NoticeLog
) -> None:
    _window, page = open_page(make_event_window)
    revision = floor.revision

    type_into_cell(qtbot, page, 1, Model.COL_SMALL_BLIND, "500")

    assert [n.text for n in notices] == [
        "Level 2: the big blind (100) is smaller than the small blind (500)."
    ]
    assert notices[0].title == "Edit the structure: not done"
    assert floor.revision == revision
    assert level(floor, page, 1).small_blind == 50
    assert page.model.index(1, Model.COL_SMALL_BLIND).data() == "50"

    type_into_cell(qtbot, page, 3, Model.COL_ANTE, "a lot")
    assert notices[-1].text == "Level 4: 'a lot' is not a whole number of chips."
    assert floor.revision == revision


def test_bb_ante_checkbox_and_break_cells_are_edited_in_place(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor, notices: NoticeLog
) -> None:
    _window, page = open_page(make_event_window)
    table = page.table
    index = page.model.index(3, Model.COL_BB_ANTE)
    table.setCurrentIndex(index)
    table.setFocus()

    page.model.setData(index, Qt.CheckState.Unchecked.value, Qt.ItemDataRole.CheckStateRole)
    assert level(floor, page, 3).big_blind_ante is False
    assert floor.journal()[-1].label == "Change big-blind ante of level 4"

    type_into_cell(qtbot, page, 6, Model.COL_MINUTES, "15")
    type_into_cell(qtbot, page, 6, Model.COL_COLOR_UP, "")
    assert structure(floor, page).rows[6] == Break(minutes=15)
    assert floor.journal()[-1].label == "Change colour-up of the break after level 6"

    type_into_cell(qtbot, page, 13, Model.COL_COLOR_UP, "100, 500")
    assert notices[-1].text == (
        "The break after level 18: it colours up the 500 chips, but they already left at "
        "the break after level 12."
    )
    assert structure(floor, page).rows[13] == Break(minutes=10, color_up=(100,))


def test_insert_delete_and_move_rows(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor
) -> None:
    _window, page = open_page(make_event_window)
    window = window_of(page)
    rows = len(structure(floor, page).rows)
    page.select_row(1)

    click(qtbot, page.insert_level_button)
    assert len(structure(floor, page).rows) == rows + 1
    assert level(floor, page, 2) == level(floor, page, 1)  # a copy of the level before
    assert page.selected_row() == 2
    assert floor.journal()[-1].label == "Insert a level at row 3"

    click(qtbot, page.insert_break_button)
    assert structure(floor, page).rows[3] == Break(minutes=10)
    assert page.selected_row() == 3

    click(qtbot, page.up_button)
    assert structure(floor, page).rows[2] == Break(minutes=10)
    assert page.selected_row() == 2
    click(qtbot, page.down_button)
    assert structure(floor, page).rows[3] == Break(minutes=10)
    assert floor.journal()[-1].label == "Move the break after level 2 to row 4"

    click(qtbot, page.delete_button)
    assert floor.journal()[-1].label == "Delete the break after level 3"
    page.select_row(2)
    click(qtbot, page.delete_button)
    assert len(structure(floor, page).rows) == rows
    assert structure(floor, page) == load_template("turbo")

    for _ in range(3):  # back to just after "Move up"
        window.undo_action.trigger()
    assert structure(floor, page).rows[2] == Break(minutes=10)


def test_deleting_the_row_in_play_is_refused(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor, notices: NoticeLog
) -> None:
    _window, page = open_page(make_event_window)
    window = window_of(page)
    assert window.event_id is not None
    floor.execute(StartClock(window.event_id))
    revision = floor.revision
    page.select_row(0)

    click(qtbot, page.delete_button)

    assert notices[-1].text.startswith("That row is being played now")
    assert floor.revision == revision


def test_play_this_row_moves_the_clock(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor
) -> None:
    _window, page = open_page(make_event_window)
    page.select_row(6)

    click(qtbot, page.play_button)

    assert floor.journal()[-1].label == "Go to the break after level 6 (Friday Turbo)"
    assert page.model.playing == 6
    assert window_of(page).event_view.mini_clock.title_label.text().startswith("Break")


def test_load_a_template_from_the_menu(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor
) -> None:
    _window, page = open_page(make_event_window)

    page.template_menu.aboutToShow.emit()
    names = [a.text() for a in page.template_menu.actions()]
    assert names == template_names()
    action = next(a for a in page.template_menu.actions() if a.text() == "deep-stack")
    action.trigger()

    assert structure(floor, page) == load_template("deep-stack")
    assert floor.journal()[-1].label == "Use template deep-stack"
    assert page.name_label.text() == load_template("deep-stack").name


def test_copy_the_structure_of_another_event(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor
) -> None:
    first, _ = open_page(make_event_window, name="Deep Sunday", template="deep-stack")
    first.close()
    _window, page = open_page(make_event_window, name="Monday Turbo")

    page.copy_menu.aboutToShow.emit()
    actions = page.copy_menu.actions()
    assert [a.text() for a in actions] == [
        f"Deep Sunday: {load_template('deep-stack').name}"  # no journal number
    ]
    actions[0].trigger()

    assert structure(floor, page) == load_template("deep-stack")
    assert floor.journal()[-1].label == "Copy the structure of Deep Sunday"


def test_save_as_template(
    qtbot: QtBot, make_event_window: MakeEventWindow, prompts: FakePrompts
) -> None:
    _window, page = open_page(make_event_window)
    prompts.answer("text", "Friday Special")
    messages: list[str] = []
    page.status_message.connect(messages.append)

    click(qtbot, page.save_button)

    assert "friday-special" in template_names()
    assert load_template("friday-special") == load_template("turbo")
    assert messages == ["Saved as template 'friday-special'."]


def test_import_of_a_malformed_file_names_the_line_and_field_and_changes_nothing(
    qtbot: QtBot,
    make_event_window: MakeEventWindow,
    floor: Floor,
    prompts: FakePrompts,
    notices: NoticeLog,
    tmp_path: Path,
) -> None:
    _window, page = open_page(make_event_window)
    bad = tmp_path / "bad.csv"
    bad.write_text("small_blind,big_blind,minutes\n25,50,20\n50,lots,20\n", encoding="utf-8")
    prompts.answer("open_file", bad)
    revision = floor.revision

    click(qtbot, page.import_button)

    assert len(notices) == 1
    assert notices[0].title == "Import bad.csv: not done"
    assert notices[0].text.startswith("bad.csv: line 3, big_blind: 'lots' is not a whole number")
    assert floor.revision == revision
    assert structure(floor, page) == load_template("turbo")


def test_import_and_export_json_and_csv(
    qtbot: QtBot,
    make_event_window: MakeEventWindow,
    floor: Floor,
    prompts: FakePrompts,
    tmp_path: Path,
) -> None:
    _window, page = open_page(make_event_window)
    window = window_of(page)
    good = tmp_path / "club.json"
    good.write_text(
        json.dumps(
            {
                "name": "Club night",
                "levels": [
                    {"small_blind": 25, "big_blind": 50, "minutes": 15},
                    {"break": True, "minutes": 5},
                    {"small_blind": 50, "big_blind": 100, "minutes": 15},
                ],
            }
        ),
        encoding="utf-8",
    )
    prompts.answer("open_file", good)

    click(qtbot, page.import_button)

    assert structure(floor, page).name == "Club night"
    assert page.model.rowCount() == 3
    assert window.undo_action.text() == "Undo Import structure from club.json"

    prompts.answer("save_file", tmp_path / "out.csv", tmp_path / "out")
    click(qtbot, page.export_button)
    click(qtbot, page.export_button)
    csv_text = (tmp_path / "out.csv").read_text(encoding="utf-8")
    assert parse_structure_csv(csv_text, name="Club night") == structure(floor, page)
    json_text = (tmp_path / "out.json").read_text(encoding="utf-8")
    assert parse_structure_json(json_text) == structure(floor, page)


def test_suggest_shows_the_projection_before_anything_is_applied(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor
) -> None:
    _window, page = open_page(make_event_window)
    revision = floor.revision

    click(qtbot, page.suggest_button)
    dialog = page.suggest_dialog
    assert isinstance(dialog, SuggestDialog)
    qtbot.waitExposed(dialog)
    dialog.players_spin.setValue(60)
    dialog.hours_spin.setValue(6.0)

    assert dialog.suggestion is not None
    assert dialog.projection_label.text().startswith(
        f"{dialog.suggestion.structure.level_count} levels. Projected finish "
    )
    assert "600,000 chips / 20" in dialog.projection_label.text()
    assert dialog.preview_model.rowCount() == len(dialog.suggestion.structure.rows)
    assert floor.revision == revision  # nothing applied yet

    dialog.stack_spin.setValue(100)  # too small for the chips: said, not applied
    assert dialog.suggestion is None
    assert not dialog.use_button.isEnabled()
    assert "less than 20 big blinds" in dialog.error_label.text()
    dialog.stack_spin.setValue(10_000)

    suggested = dialog.suggestion
    assert suggested is not None
    qtbot.mouseClick(dialog.use_button, Qt.MouseButton.LeftButton)

    assert structure(floor, page) == suggested.structure
    assert floor.journal()[-1].label == "Use the suggested structure"


def test_chip_panel_explains_the_chips_of_the_selected_row(
    qtbot: QtBot, make_event_window: MakeEventWindow
) -> None:
    _window, page = open_page(make_event_window)
    panel = page.chip_panel

    page.select_row(7)

    assert panel.in_play_label.text() == (
        "In play at level 7: 100 (black), 500 (purple), 1,000 (yellow), 5,000 (orange), "
        "25,000 (grey)"
    )
    assert panel.capacity_label.text().startswith("The case serves ")
    assert panel.plans_label.text().startswith("The break after level 6: up to ")
    assert "per table of 9 (the event has no tables set)" in panel.plans_title.text()
