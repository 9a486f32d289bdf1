"""Reports layer: the typeface every document is set in, and fitting text to a width.

DejaVu Sans (regular and bold, in ``resources/fonts`` with its licence) is
embedded in every PDF, so names with accents, apostrophes and most scripts
print as typed on any printer. ``register_fonts`` makes it known to
ReportLab once per process (the window calls it before it renders in a
worker thread). ``fit_size`` and ``clip`` keep a line inside its box: a long
name is set smaller, down to a floor, and only then shortened with an ellipsis.
"""

from __future__ import annotations

import io
import threading
from importlib.resources import files

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

REGULAR = "FloortoolSans"
BOLD = "FloortoolSans-Bold"
_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}
_FAMILY = "FloortoolSans-Family"
ELLIPSIS = "\u2026"

_lock = threading.Lock()
_registered = False


def register_fonts() -> None:
    """Register the bundled typeface with ReportLab (once; safe to call again)."""
    global _registered
    with _lock:
        if _registered:
            return
        folder = files("floortool.resources") / "fonts"
        for name, file_name in _FILES.items():
            data = (folder / file_name).read_bytes()
            pdfmetrics.registerFont(TTFont(name, io.BytesIO(data)))
        pdfmetrics.registerFontFamily(_FAMILY, normal=REGULAR, bold=BOLD)
        _registered = True


def width(text: str, font: str, size: float) -> float:
    """The width of ``text`` set in ``font`` at ``size`` points."""
    return float(pdfmetrics.stringWidth(text, font, size))


def fit_size(text: str, font: str, size: float, room: float, *, smallest: float) -> float:
    """The largest size, from ``size`` down to ``smallest``, at which ``text`` fits ``room``."""
    needed = width(text, font, size)
    if needed <= room:
        return size
    return max(smallest, size * room / needed)


def clip(text: str, font: str, size: float, room: float) -> str:
    """``text``, shortened with an ellipsis if it does not fit ``room`` at ``size``."""
    if width(text, font, size) <= room:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with the ellipsis
        middle = (low + high + 1) // 2
        if width(text[:middle].rstrip() + ELLIPSIS, font, size) <= room:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS


def fitted(text: str, font: str, size: float, room: float, *, smallest: float) -> tuple[str, float]:
    """``text`` and the size to set it at so it fits ``room``: smaller first, then clipped."""
    chosen = fit_size(text, font, size, room, smallest=smallest)
    # A size worked out to fit exactly may measure a hair over ``room`` (floating
    # point): that is no reason to cut the text short.
    return clip(text, font, chosen, room * (1 + 1e-9)), chosen
