"""Reports layer: a rendered PDF's pages as pixels, for the window's preview and for
printing through the system's print dialog.

``PdfPages`` opens the bytes a renderer made (with PDFium, through
pypdfium2, which ships for Windows, macOS and Linux) and draws one page at a
time at the resolution asked for, as 8-bit RGBX rows (``PageImage``) that a
toolkit wraps without copying. PDFium must not be entered from two threads
at once: every call here holds one lock, so the preview (window thread) and
a print job (worker thread) can share it.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from types import TracebackType

import pypdfium2

_PDFIUM = threading.Lock()
POINTS_PER_INCH = 72


@dataclass(frozen=True)
class PageImage:
    """One page as pixels: ``height`` rows of ``stride`` bytes, RGBX, 8 bits each."""

    width: int
    height: int
    stride: int
    pixels: bytes


class PdfPages:
    """The pages of one PDF, drawn on demand; close it (or use ``with``) when done."""

    def __init__(self, data: bytes) -> None:
        with _PDFIUM:
            self._document = pypdfium2.PdfDocument(data)
            self._count = len(self._document)

    def __len__(self) -> int:
        return self._count

    def page_size(self, index: int) -> tuple[float, float]:
        """Width and height of page ``index`` in points."""
        with _PDFIUM:
            page = self._document[index]
            try:
                width, height = page.get_size()
            finally:
                page.close()
        return float(width), float(height)

    def render(self, index: int, dpi: float) -> PageImage:
        """Page ``index`` (from 0) at ``dpi`` dots per inch, on white."""
        with _PDFIUM:
            page = self._document[index]
            try:
                bitmap = page.render(
                    scale=dpi / POINTS_PER_INCH, rev_byteorder=True, prefer_bgrx=True
                )
                try:
                    return PageImage(
                        width=int(bitmap.width),
                        height=int(bitmap.height),
                        stride=int(bitmap.stride),
                        pixels=bytes(bitmap.buffer),
                    )
                finally:
                    bitmap.close()
            finally:
                page.close()

    def close(self) -> None:
        with _PDFIUM:
            self._document.close()

    def __enter__(self) -> PdfPages:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()
