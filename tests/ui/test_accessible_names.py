"""Issue 30 (item 3): "Every control has an accessible name and description (a test walks
every widget of every page and dialog)."

The Friday-night league event of the screen-fit test is shown on every page,
every dialog class is opened (``tests.ui.every_window``) and brought forward
as the director would (it takes the focus); then every control the keyboard
reaches must have, as a screen reader reads it, a name and a description.
"""

from __future__ import annotations

from tests.ui.every_window import open_every_dialog
from tests.ui.fakes import MakeWindow
from tests.ui.test_screen_fit import friday_night

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QApplication,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from floortool.app.floor import Floor
from floortool.ui import style
from floortool.ui.accessible_names import accessible_text, controls_left_unnamed, name_controls
from floortool.ui.pages import Page


def test_every_control_of_every_page_and_dialog_has_a_name_and_a_description(
    make_window: MakeWindow, floor: Floor
) -> None:
    window = make_window(event_id=friday_night(floor))
    for page in Page:
        window.event_view.show_page(page)
        QApplication.processEvents()
    window.activateWindow()
    window.event_view.sidebar.setFocus()
    QApplication.processEvents()
    missing = controls_left_unnamed(window)
    for dialog in open_every_dialog(window):
        dialog.activateWindow()
        dialog.setFocus()
        QApplication.processEvents()
        missing += controls_left_unnamed(dialog)
        dialog.close()
    assert not missing, "\n".join(missing)


def read(widget: QWidget) -> tuple[str, str]:
    return (
        accessible_text(widget, QAccessible.Text.Name),
        accessible_text(widget, QAccessible.Text.Description),
    )


def test_names_come_from_what_is_read_beside_the_control(qtbot: QtBot) -> None:
    """A label just before a field names it (and follows the label's text); a form row's
    label names a field inside the row's holder; an icon-only button is named by its tool
    tip; a field with nothing beside it by its placeholder; the hint under a field is its
    description, and a control with no tip of its own is described by its box and window."""
    window = QWidget()
    qtbot.addWidget(window)
    window.setWindowTitle("Prize settings")
    form = QFormLayout(window)
    row = QHBoxLayout()
    label, beside = QLabel("Guarantee:"), QLineEdit()
    row.addWidget(label)
    row.addWidget(beside)
    form.addRow(row)
    holder = QWidget()
    in_holder = QLineEdit()
    QHBoxLayout(holder).addWidget(in_holder)
    form.addRow("Rake (%)", holder)
    icon = QToolButton()
    icon.setToolTip("Remove this range")
    form.addRow(icon)
    search = QLineEdit()
    search.setPlaceholderText("Search players")
    form.addRow(search)
    rebuy = QSpinBox()
    form.addRow("Rebuy chips", rebuy)
    hint = QLabel("Blank: the buy-in")
    hint.setObjectName(style.HINT)
    form.addRow(hint)
    table = QTableView()
    table.setAccessibleName("Payout ranges")  # set by hand: kept
    form.addRow(table)
    button = QPushButton("&Save")
    form.addRow(button)
    name_controls(window)

    assert read(beside)[0] == "Guarantee:"  # Qt reads the buddy label as it stands
    label.setText("Guaranteed pool:")
    assert read(beside)[0] == "Guaranteed pool:"
    assert read(in_holder)[0] == "Rake (%)"
    assert read(icon) == ("Remove this range", "Remove this range")
    assert read(search) == ("Search players", "Search players")  # Qt: the placeholder
    assert read(rebuy) == ("Rebuy chips", "Blank: the buy-in")
    assert read(table) == ("Payout ranges", "Prize settings")
    assert read(button) == ("Save", "Prize settings")
