"""UI layer: how big the main window opens on the screen it is on.

Pure rectangle arithmetic, so it is tested without a screen. A window opens
at ``DEFAULT_SIZE`` when the screen has room for it and otherwise takes the
screen's whole available area (the desktop less its task bars), maximised
(``opens_maximized``) so the window manager fits its frame in too; a
geometry kept from last time is kept when it lies on the screen and
otherwise pulled onto it and shrunk to fit (the laptop that last ran the
window on a big monitor now runs it on its own 1366x768 screen). The window's
minimum size never exceeds the screen either, nor does a dialog
(``bounded_size``, ``fit_to_screen``): a dialog opens at the size it is made
for, or less across or down, so that it and the frame the window manager puts
around it (``FRAME``) stay on the screen of the window it belongs to.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize
from PySide6.QtWidgets import QWidget

from floortool.ui.screen_area import available_area

DEFAULT_SIZE = QSize(1280, 800)
MINIMUM_SIZE = QSize(960, 640)
#: What a window manager's frame takes around a window: its borders, and its title bar.
FRAME = QSize(16, 40)
#: Where the frame takes it: a border each side and below, the title bar above.
FRAME_MARGINS = QMargins(8, 32, 8, 8)


def bounded_size(size: QSize, available: QRect) -> QSize:
    """``size``, or less across or down so that it stays within ``available`` in its frame
    (a dialog's size)."""
    return size.boundedTo(available.size() - FRAME)


def fit_to_screen(dialog: QWidget, width: int, height: int) -> None:
    """Size ``dialog`` ``width`` x ``height``, or less across or down on a screen too small
    for it (that of the window it belongs to); its minimum size too."""
    owner = dialog.parentWidget()
    available = available_area(owner if owner is not None else dialog)
    dialog.setMinimumSize(bounded_size(dialog.minimumSize(), available))
    dialog.resize(bounded_size(QSize(width, height), available))


def framed_on(available: QRect, geometry: QRect) -> QRect:
    """``geometry`` (a window's, inside its frame) moved and shrunk until the window lies
    within ``available`` in its frame (the room display, opened in a window)."""
    return initial_geometry(available.marginsRemoved(FRAME_MARGINS), geometry)


def minimum_size(available: QRect) -> QSize:
    """``MINIMUM_SIZE``, or less on a screen smaller than that."""
    return MINIMUM_SIZE.boundedTo(available.size())


def initial_geometry(available: QRect, saved: QRect | None = None) -> QRect:
    """Where the window opens on a screen whose available area is ``available``:
    ``saved`` (last time's geometry) moved and shrunk until it lies on the screen,
    or ``DEFAULT_SIZE`` in the middle of it (all of it when that does not fit)."""
    if saved is None or saved.isEmpty():
        if opens_maximized(available):
            return QRect(available)
        size = DEFAULT_SIZE
        left = available.left() + (available.width() - size.width()) // 2
        top = available.top() + (available.height() - size.height()) // 2
        return QRect(left, top, size.width(), size.height())
    size = saved.size().boundedTo(available.size())
    left = min(max(saved.left(), available.left()), available.right() + 1 - size.width())
    top = min(max(saved.top(), available.top()), available.bottom() + 1 - size.height())
    return QRect(left, top, size.width(), size.height())


def opens_maximized(available: QRect) -> bool:
    """True when a window of ``DEFAULT_SIZE`` would not fit on the screen."""
    return not (
        DEFAULT_SIZE.width() <= available.width() and DEFAULT_SIZE.height() <= available.height()
    )
