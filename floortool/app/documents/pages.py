"""App layer: a rendered document's pages as pixels, for the window — the preview
on screen, and printing through the system's print dialog — so the window
paints pages without touching a PDF library.

The preview draws a page at the resolution that makes it as wide as the room
it has; printing draws at the printer's resolution, at most ``PRINT_DPI``
(finer adds nothing a player can read and slows a long batch).
"""

from __future__ import annotations

from floortool.reports.page_frame import Pdf
from floortool.reports.raster import POINTS_PER_INCH, PdfPages

PRINT_DPI = 300
MIN_PREVIEW_DPI = 10


def open_pages(pdf: Pdf) -> PdfPages:
    """The pages of ``pdf``, to draw one by one (close them when done)."""
    return PdfPages(pdf.data)


def preview_dpi(page_width_points: float, pixels: int) -> float:
    """The resolution at which a page ``page_width_points`` wide is ``pixels`` wide."""
    return max(MIN_PREVIEW_DPI, pixels * POINTS_PER_INCH / page_width_points)


def print_dpi(printer_dpi: int) -> int:
    """The resolution to send a page to a printer of ``printer_dpi`` at."""
    return max(1, min(PRINT_DPI, printer_dpi))
