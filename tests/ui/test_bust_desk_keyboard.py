"""The multi-bust desk by keyboard alone (issue 23, item 11): Enter in a chip box moves
on to the next box and never records the bust; Enter on the empty find field with
chips still missing says which players' chips are missing and goes to the first
empty box, instead of a refusal about "a starting stack"; once every box is typed,
Enter on the empty find field records the bust.
"""

from __future__ import annotations

from tests.ui.fakes import MakeWindow
from tests.ui.test_bust_desk_wording import open_desk

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox
from pytestqt.qtbot import QtBot

from floortool.app.floor import Floor
from floortool.domain.field.entries import BUSTED
from floortool.ui.bust_dialog import COL_STACK, BustDialog


def chip_box(dialog: BustDialog, row: int) -> QSpinBox:
    box = dialog.list_table.cellWidget(row, COL_STACK)
    assert isinstance(box, QSpinBox)
    return box


def busts(floor: Floor, dialog: BustDialog) -> int:
    """Entries busted so far (the desk's event is the floor's only one)."""
    return sum(e.status == BUSTED for book in floor.state.entries.values() for e in book.values())


def type_into(qtbot: QtBot, dialog: BustDialog, text: str) -> None:
    """Type ``text`` where the keyboard is, and press Enter."""
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    target = QApplication.focusWidget()
    assert target is not None
    if text:
        qtbot.keyClicks(target, text)
    qtbot.keyClick(target, Qt.Key.Key_Return)


def test_enter_in_a_chip_box_moves_on_and_never_busts(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    dialog = open_desk(make_window, floor)
    dialog.present()
    qtbot.waitUntil(dialog.find_edit.hasFocus)
    type_into(qtbot, dialog, "Ann")
    type_into(qtbot, dialog, "Ben")
    assert dialog.busting == ["Ann", "Ben"]

    type_into(qtbot, dialog, "")  # Enter on the empty field: the chips are missing
    assert busts(floor, dialog) == 0
    said = dialog.notice_label.text()
    assert "starting stack" not in said and "positive number" not in said
    assert "Ann" in said and "Ben" in said
    assert chip_box(dialog, 0).hasFocus()

    type_into(qtbot, dialog, "5000")  # Enter in Ann's box: on to Ben's
    assert busts(floor, dialog) == 0 and dialog.isVisible()
    assert chip_box(dialog, 0).value() == 5_000
    assert chip_box(dialog, 1).hasFocus()

    type_into(qtbot, dialog, "8000")  # Enter in the last box: back to the find field
    assert busts(floor, dialog) == 0 and dialog.isVisible()
    assert dialog.find_edit.hasFocus()

    type_into(qtbot, dialog, "")  # every chip count typed: Enter records the bust
    assert busts(floor, dialog) == 2
    assert not dialog.isVisible()


def test_enter_in_a_chip_box_with_every_count_typed_moves_on_and_does_not_bust(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """Both counts typed, Enter (and the keypad's Enter) in Ann's box: nothing is
    recorded, the keyboard goes down to Ben's box, then back to the find field."""
    dialog = open_desk(make_window, floor)
    dialog.present()
    assert dialog.add("Ann") and dialog.add("Ben")
    dialog.set_stack(0, 5_000)
    dialog.set_stack(1, 8_000)
    chip_box(dialog, 0).setFocus()
    qtbot.waitUntil(chip_box(dialog, 0).hasFocus)
    qtbot.keyClick(chip_box(dialog, 0), Qt.Key.Key_Enter)
    assert busts(floor, dialog) == 0 and dialog.isVisible()
    assert chip_box(dialog, 1).hasFocus()
    qtbot.keyClick(chip_box(dialog, 1), Qt.Key.Key_Return)
    assert busts(floor, dialog) == 0 and dialog.isVisible()
    assert dialog.find_edit.hasFocus()
