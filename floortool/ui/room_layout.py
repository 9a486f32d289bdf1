"""UI layer: where each text of the room display goes, and how big it may be.

``room_slots(width, height)`` divides the display into named rectangles,
all proportional to its size: on a wide screen (16:9, 16:10) the clock sits in
the middle between two columns of figures; on a squarer one (4:3, 5:4) the
figures go in two rows of tiles under the clock. Either way a payouts panel
runs across the bottom: a label line and two rows of five places. While
there are recent seat changes (``changes``), the payouts panel gives up a
third of its height to a strip under it: a label and the latest changes side
by side (two on a wide screen, one on a squarer one).
``fit_pixel_size`` finds the
largest font that puts a text inside its rectangle, measured with
``QFontMetricsF``, so nothing is ever cut off. Slots of one ``group`` share a
font size, so the display keeps one type scale however the texts change.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

#: From this width/height ratio on, the figures go in side columns.
WIDE_ASPECT = 1.45
#: The boxes behind groups of figures (tiles, columns).
BLOCKS = ("players", "average", "prize", "next", "break", "late")
#: The payouts panel lists the top places in this many columns and rows.
PAYOUT_COLUMNS = 5
PAYOUT_ROWS = 2
PAYOUT_SLOTS = PAYOUT_COLUMNS * PAYOUT_ROWS
#: How many seat changes the strip lists side by side, by the screen's shape.
WIDE_CHANGES = 2
NARROW_CHANGES = 1
#: The share of the payouts panel's height the seat-change strip takes.
CHANGES_SHARE = 0.34
MIN_PIXEL_SIZE = 4
#: Texts are fitted to this share of their slot's width.
FIT_MARGIN = 0.97
_DIGIT = re.compile(r"\d")

CENTER = Qt.AlignmentFlag.AlignCenter


@dataclass(frozen=True)
class Slot:
    """A named rectangle of the display, the text style it takes, and its size group;
    a layout's slot may also say how its text is aligned, a share of its group's size
    (``scale``) and, for a box, its colour (``fill``)."""

    name: str
    rect: QRectF
    group: str
    bold: bool = True
    align: str = "center"
    scale: float = 1.0
    fill: str | None = None


def _block(
    slots: dict[str, Slot],
    name: str,
    rect: QRectF,
    *,
    label: float,
    value: float,
    sub: float,
) -> None:
    """A box of figures: a small label, a value and a smaller line under it.

    ``label``, ``value`` and ``sub`` are shares of the box's height; what is
    left is spread evenly around them.
    """
    pad_x = rect.width() * 0.06
    gap = rect.height() * (1 - label - value - sub) / 4
    x, width = rect.x() + pad_x, rect.width() - 2 * pad_x
    y = rect.y() + gap
    for part, share, group, bold in (
        ("label", label, "label", True),
        ("value", value, "value", True),
        ("sub", sub, "sub", False),
    ):
        height = rect.height() * share
        slots[f"{name}_{part}"] = Slot(f"{name}_{part}", QRectF(x, y, width, height), group, bold)
        y += height + gap
    slots[f"{name}_box"] = Slot(f"{name}_box", rect, "box")


def _payouts_band(slots: dict[str, Slot], rect: QRectF) -> None:
    """The payouts panel: a label line, then ``PAYOUT_COLUMNS`` x ``PAYOUT_ROWS`` cells
    (``payout_1`` ...), filled a row at a time; ``payouts_note`` covers the cells when
    there is nothing to list yet."""
    slots["payouts_box"] = Slot("payouts_box", rect, "box")
    pad_x = rect.width() * 0.015
    x, width = rect.x() + pad_x, rect.width() - 2 * pad_x
    label, row = rect.height() * 0.2, rect.height() * 0.3
    gap = (rect.height() - label - PAYOUT_ROWS * row) / (PAYOUT_ROWS + 2)
    y = rect.y() + gap
    slots["payouts_label"] = Slot("payouts_label", QRectF(x, y, width, label), "label")
    y += label + gap
    cells_rect = QRectF(x, y, width, PAYOUT_ROWS * row + (PAYOUT_ROWS - 1) * gap)
    slots["payouts_note"] = Slot("payouts_note", cells_rect, "payouts_note", False)
    cell_gap = width * 0.012
    cell = (width - (PAYOUT_COLUMNS - 1) * cell_gap) / PAYOUT_COLUMNS
    for index in range(PAYOUT_SLOTS):
        r, c = divmod(index, PAYOUT_COLUMNS)
        name = f"payout_{index + 1}"
        cell_rect = QRectF(x + c * (cell + cell_gap), y + r * (row + gap), cell, row)
        slots[name] = Slot(name, cell_rect, "payout")


def _changes_strip(slots: dict[str, Slot], rect: QRectF, cells: int) -> None:
    """The seat-change strip: ``changes_label`` on the left, then ``change_1`` ...
    ``change_{cells}``, newest first."""
    slots["changes_box"] = Slot("changes_box", rect, "box")
    pad_x, pad_y = rect.width() * 0.015, rect.height() * 0.16
    x, y = rect.x() + pad_x, rect.y() + pad_y
    width, height = rect.width() - 2 * pad_x, rect.height() - 2 * pad_y
    label = width * 0.14
    slots["changes_label"] = Slot("changes_label", QRectF(x, y, label, height), "changes_label")
    gap = width * 0.015
    cell = (width - label - cells * gap) / cells
    for index in range(cells):
        name = f"change_{index + 1}"
        left = x + label + gap + index * (cell + gap)
        slots[name] = Slot(name, QRectF(left, y, cell, height), "change", False)


def _bottom(slots: dict[str, Slot], rect: QRectF, *, changes: int) -> None:
    """The payouts panel in ``rect``, sharing it with the seat-change strip if ``changes``."""
    if not changes:
        _payouts_band(slots, rect)
        return
    strip = rect.height() * CHANGES_SHARE
    gap = rect.height() * 0.04
    payouts = QRectF(rect.x(), rect.y(), rect.width(), rect.height() - strip - gap)
    _payouts_band(slots, payouts)
    _changes_strip(slots, QRectF(rect.x(), rect.bottom() - strip, rect.width(), strip), changes)


def _wide(width: float, height: float, changes: int) -> dict[str, Slot]:
    m = height * 0.03
    column = width * 0.22
    gutter = width * 0.02
    cx = m + column + gutter
    cw = width - 2 * (m + column + gutter)
    slots = {
        "event": Slot("event", QRectF(m, m, width - 2 * m, height * 0.065), "event", False),
        "title": Slot("title", QRectF(cx, height * 0.11, cw, height * 0.07), "title"),
        "time": Slot("time", QRectF(cx, height * 0.18, cw, height * 0.29), "time"),
        "blinds": Slot("blinds", QRectF(cx, height * 0.47, cw, height * 0.095), "blinds"),
        "ante": Slot("ante", QRectF(cx, height * 0.565, cw, height * 0.06), "ante", False),
        "banner": Slot("banner", QRectF(cx, height * 0.635, cw, height * 0.06), "banner"),
        "footer": Slot(
            "footer", QRectF(m, height * 0.92, width - 2 * m, height * 0.045), "footer", False
        ),
    }
    top, bottom = height * 0.11, height * 0.695
    gap = height * 0.015
    box_height = (bottom - top - 2 * gap) / 3
    for column_x, names in ((m, BLOCKS[:3]), (width - m - column, BLOCKS[3:])):
        for row, name in enumerate(names):
            rect = QRectF(column_x, top + row * (box_height + gap), column, box_height)
            _block(slots, name, rect, label=0.19, value=0.38, sub=0.19)
    _bottom(slots, QRectF(m, height * 0.71, width - 2 * m, height * 0.195), changes=changes)
    return slots


def _narrow(width: float, height: float, changes: int) -> dict[str, Slot]:
    m = height * 0.02
    full = width - 2 * m
    slots = {
        "event": Slot("event", QRectF(m, m, full, height * 0.04), "event", False),
        "title": Slot("title", QRectF(m, height * 0.065, full, height * 0.05), "title"),
        "time": Slot("time", QRectF(m, height * 0.115, full, height * 0.26), "time"),
        "blinds": Slot("blinds", QRectF(m, height * 0.375, full, height * 0.085), "blinds"),
        "ante": Slot("ante", QRectF(m, height * 0.46, full, height * 0.035), "ante", False),
        "banner": Slot("banner", QRectF(m, height * 0.497, full, height * 0.04), "banner"),
        "footer": Slot("footer", QRectF(m, height * 0.953, full, height * 0.037), "footer", False),
    }
    # Tiles tall enough that their small lines stay readable on a 1024x768 screen.
    gap = width * 0.015
    box_width = (full - 2 * gap) / 3
    for top, names in ((height * 0.543, BLOCKS[3:]), (height * 0.656, BLOCKS[:3])):
        for column, name in enumerate(names):
            rect = QRectF(m + column * (box_width + gap), top, box_width, height * 0.105)
            _block(slots, name, rect, label=0.23, value=0.36, sub=0.25)
    _bottom(slots, QRectF(m, height * 0.768, full, height * 0.178), changes=changes)
    return slots


def change_cells(width: float, height: float) -> int:
    """How many seat changes the strip lists side by side on a ``width`` x ``height`` area."""
    return WIDE_CHANGES if is_wide(width, height) else NARROW_CHANGES


def room_slots(width: float, height: float, *, changes: bool = False) -> dict[str, Slot]:
    """The display's slots for a ``width`` x ``height`` area, by name (with the
    seat-change strip when ``changes``)."""
    if width <= 0 or height <= 0:
        return {}
    cells = change_cells(width, height) if changes else 0
    if is_wide(width, height):
        return _wide(width, height, cells)
    return _narrow(width, height, cells)


def is_wide(width: float, height: float) -> bool:
    return height > 0 and width / height >= WIDE_ASPECT


def base_font(*, bold: bool) -> QFont:
    """The display's typeface: the system sans serif, bold or regular."""
    font = QFont()
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Medium)
    font.setKerning(True)
    return font


@lru_cache(maxsize=4)
def _widest_digit(bold: bool) -> str:
    font = base_font(bold=bold)
    font.setPixelSize(100)
    metrics = QFontMetricsF(font)
    return max("0123456789", key=metrics.horizontalAdvance)


def text_shape(text: str, *, bold: bool) -> str:
    """``text`` with every digit made the widest one: a size that fits it fits any digits."""
    return _DIGIT.sub(_widest_digit(bold), text)


def fits(text: str, rect: QRectF, font: QFont) -> bool:
    """True when ``text`` in ``font`` fits inside ``rect`` (advance and line height)."""
    metrics = QFontMetricsF(font)
    return metrics.horizontalAdvance(text) <= rect.width() and metrics.height() <= rect.height()


@lru_cache(maxsize=512)
def _fit(text: str, width: float, height: float, bold: bool) -> int:
    width *= FIT_MARGIN  # room for rounding and kerning between the shape and the text
    font = base_font(bold=bold)
    font.setPixelSize(100)
    metrics = QFontMetricsF(font)
    advance = max(metrics.horizontalAdvance(text), 1e-6)
    size = math.floor(100 * min(width / advance, height / metrics.height()))
    rect = QRectF(0, 0, width, height)
    size = max(size, MIN_PIXEL_SIZE)
    font.setPixelSize(size)
    while size > MIN_PIXEL_SIZE and not fits(text, rect, font):
        size -= 1
        font.setPixelSize(size)
    return size


def fit_pixel_size(text: str, rect: QRectF, *, bold: bool) -> int:
    """The largest pixel size at which ``text`` (any digits) fits inside ``rect``."""
    if not text:
        return MIN_PIXEL_SIZE
    return _fit(text_shape(text, bold=bold), rect.width(), rect.height(), bold)
