"""Issue 30 (item 3): "visible focus" and "a high-contrast theme".

Visible focus: for each kind of control the window has, the control drawn
with the keyboard focus differs from it drawn without: the focus ring (a
frame of the accent colour, yellow in the high-contrast theme) goes all round
it, at least its perimeter's worth of pixels of that colour that were not
there before, in both themes.

The high-contrast theme: View > High Contrast (a setting kept for the next
window) makes every page and every dialog black with white text, and its
text larger; the widgets with colours of their own (the documents list,
white) are turned too.
"""

from __future__ import annotations

import pytest
from tests.ui.every_window import open_every_dialog
from tests.ui.fakes import MakeWindow
from tests.ui.test_screen_fit import friday_night

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTabBar,
    QTableWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from floortool.app.floor import Floor
from floortool.ui import style
from floortool.ui.high_contrast import (
    BLACK,
    USUAL_SHEET,
    WHITE,
    YELLOW,
    own_sheet,
    window_style,
)
from floortool.ui.keyboard_focus import follow_focus
from floortool.ui.pages import Page

#: Around the control: the ring is drawn on its edge.
MARGIN = 4


def kinds() -> list[QWidget]:
    """One control of each kind the window's pages and dialogs use."""
    combo = QComboBox()
    combo.addItems(["ICM", "Chip chop"])
    listed = QListWidget()
    listed.addItems(["Table 1", "Table 2"])
    tabs = QTabBar()
    tabs.addTab("Incident log")
    tabs.addTab("Calculators")
    tool = QToolButton()
    tool.setText("▾")
    return [
        QPushButton("Register…"),
        tool,
        QCheckBox("Speak announcements"),
        QRadioButton("Every seat"),
        QLineEdit("Ann Lee"),
        combo,
        QSpinBox(),
        listed,
        QTableWidget(3, 3),
        tabs,
        QPlainTextEdit("Notes"),
    ]


def ring_pixels(image: QImage, color: str) -> int:
    wanted = QColor(color).rgb()
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if image.pixel(x, y) == wanted
    )


def around(window: QWidget, widget: QWidget) -> QImage:
    QApplication.processEvents()
    top_left = widget.mapTo(window, widget.rect().topLeft())
    area = QRect(top_left, widget.size()).adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    return window.grab(area).toImage()


@pytest.mark.parametrize(("high", "ring"), [(False, style.ACCENT), (True, YELLOW)])
def test_every_kind_of_control_shows_where_the_focus_is(
    qtbot: QtBot, high: bool, ring: str
) -> None:
    follow_focus()
    window = QWidget()
    qtbot.addWidget(window)
    window.setStyleSheet(window_style(high))
    column = QVBoxLayout(window)
    controls = kinds()
    for control in controls:
        column.addWidget(control)
    parking = QPushButton("elsewhere")  # the focus waits here, far from the others
    column.addSpacing(40)
    column.addWidget(parking)
    window.resize(420, 900)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    faint = []
    for control in controls:
        parking.setFocus()
        before = around(window, control)
        control.setFocus()
        after = around(window, control)
        perimeter = 2 * (control.width() + control.height())
        gained = ring_pixels(after, ring) - ring_pixels(before, ring)
        if after == before or gained < perimeter:
            faint.append(f"{type(control).__name__}: {gained} ring pixels, wants {perimeter}")
    assert not faint


def test_high_contrast_is_a_kept_setting_on_every_page_and_dialog(
    make_window: MakeWindow, floor: Floor
) -> None:
    event_id = friday_night(floor)
    window = make_window(event_id=event_id)
    usual_size = window.event_view.sidebar.font().pointSizeF()
    window.high_contrast_action.trigger()  # View > High Contrast
    assert window.high_contrast_action in window.menuBar().actions()[2].menu().actions()
    shown: list[QWidget] = []
    for page in Page:
        window.event_view.show_page(page)
        shown.append(window.event_view.page(page))
    shown += open_every_dialog(window)
    QApplication.processEvents()
    not_black = [
        f"{type(widget).__name__} {widget.windowTitle()!r}"
        for widget in shown
        if (
            widget.palette().color(QPalette.ColorRole.Window).name(),
            widget.palette().color(QPalette.ColorRole.WindowText).name(),
        )
        != (BLACK, WHITE)
    ]
    assert not not_black
    assert window.event_view.sidebar.font().pointSizeF() > usual_size
    listed = window.event_view.reports_page.document_list  # white, by a sheet of its own
    assert listed.palette().color(QPalette.ColorRole.Base).name() == BLACK
    own = [
        widget
        for shown_widget in shown
        for widget in shown_widget.findChildren(QWidget)
        if isinstance(widget.property(USUAL_SHEET), str)
    ]
    assert listed in own
    assert [w for w in own if w.styleSheet() != own_sheet(w.property(USUAL_SHEET))] == []
    for dialog in shown[len(Page) :]:
        dialog.close()
    window.close()

    again = make_window(event_id=event_id)
    assert again.high_contrast_action.isChecked()
    assert again.event_view.sidebar.palette().color(QPalette.ColorRole.Window).name() == BLACK
