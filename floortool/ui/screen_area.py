"""UI layer: the screen a widget is on, asked without ``QWidget.screen()``.

PySide6 (measured on 6.11.3) ties the Python object of the ``QScreen`` that
``QWidget.screen()`` returns to that widget, as if the widget owned the
screen. When the widget is later freed by Python's cyclic garbage collector
(a dialog kept alive only by a reference cycle), the collector may clear the
screen's Python object first; PySide then hands it back to Python and frees
it, deleting the application's C++ ``QScreen``. The next widget built asks Qt
for its screen and the process dies (issue 23: Event settings saved, then the
Structure page opened).

So the window asks ``QGuiApplication`` instead, whose functions are static and
tie the screen to nothing: the screen under the widget's window (under its
parent's window while a dialog is not yet shown), else the primary screen.
A test refuses any ``.screen()`` call in floortool.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget


def screen_of(widget: QWidget) -> QScreen:
    """The screen ``widget``'s window is on (its parent window's before it is shown)."""
    window = widget.window()
    parent = window.parentWidget()
    if not window.isVisible() and parent is not None:
        window = parent.window()
    screen = QGuiApplication.screenAt(window.geometry().center())
    return screen if screen is not None else QGuiApplication.primaryScreen()


def available_area(widget: QWidget) -> QRect:
    """The desktop area (less task bars) of the screen ``widget`` is on."""
    return screen_of(widget).availableGeometry()
