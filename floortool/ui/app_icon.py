"""UI layer: the application icon (a poker chip with a clock face) that every window carries.

Its own module so that the application sets it without loading the About box.
"""

from __future__ import annotations

from PySide6.QtGui import QIcon, QPixmap

from floortool.app.resources import ICON_SIZES, icon_png


def app_icon() -> QIcon:
    """The application icon at every bundled size."""
    icon = QIcon()
    for size in ICON_SIZES:
        pixmap = QPixmap()
        pixmap.loadFromData(icon_png(size), "PNG")
        icon.addPixmap(pixmap)
    return icon
