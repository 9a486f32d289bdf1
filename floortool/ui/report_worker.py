"""UI layer: rendering and printing documents off the window's thread.

``ReportTask`` runs one piece of work (render a PDF; paint its pages on a
printer; write the published results) in its own thread and reports progress,
the result or the failure through signals, which Qt delivers on the window's
thread: the clock keeps ticking while a thousand cards are drawn. ``print_pages`` is the printing
work: each page drawn by the app at the printer's resolution (at most 300
dpi) and painted on the whole sheet; Qt paints on a printer from any thread.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QRectF, QSizeF, QThread, Signal
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrinter

from floortool.app.documents.catalogue import Pdf
from floortool.app.documents.pages import open_pages, print_dpi
from floortool.domain.kernel.errors import FloorError
from floortool.ui.translation import translate, window_words

logger = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
Work = Callable[[Progress], object]
POINTS_PER_MM = 72 / 25.4


class PrintFailed(Exception):
    """The printer would not take the document."""


class ReportTask(QThread):
    """One piece of work on its own thread; ``work`` gets a progress callback."""

    progressed = Signal(int, int)
    """(done, total): pages so far, and pages in all (0 while not known)."""
    succeeded = Signal(object)
    """The work's result."""
    failed = Signal(str)
    """What went wrong, for the director."""

    def __init__(self, work: Work) -> None:
        super().__init__()
        self._work = work

    def run(self) -> None:
        try:
            result = self._work(self.progressed.emit)
        except PrintFailed as exc:
            self.failed.emit(str(exc))
            return
        except FloorError as exc:  # refused (a folder that cannot be written)
            self.failed.emit(exc.said(window_words().say))
            return
        except Exception as exc:  # shown to the director, not lost in a thread
            logger.exception("report work failed")
            self.failed.emit(translate("report_worker", "Printing failed: {exc}").format(exc=exc))
            return
        self.succeeded.emit(result)


def _page_size(width_points: float, height_points: float) -> QPageSize:
    size = QSizeF(width_points / POINTS_PER_MM, height_points / POINTS_PER_MM)
    return QPageSize(size, QPageSize.Unit.Millimeter, "", QPageSize.SizeMatchPolicy.FuzzyMatch)


def print_pages(pdf: Pdf, printer: QPrinter, progress: Progress) -> int:
    """Paint every page of ``pdf`` on ``printer`` (on paper of the document's own
    size); returns the pages printed."""
    with open_pages(pdf) as pages:
        width, height = pages.page_size(0)
        orientation = (
            QPageLayout.Orientation.Landscape
            if width > height
            else QPageLayout.Orientation.Portrait
        )
        printer.setFullPage(True)
        printer.setPageOrientation(orientation)
        printer.setPageSize(_page_size(min(width, height), max(width, height)))
        painter = QPainter()
        if not painter.begin(printer):
            raise PrintFailed(
                translate(
                    "report_worker", "The printer did not start: check that it is on and ready."
                )
            )
        try:
            dpi = print_dpi(printer.resolution())
            sheet = QRectF(printer.paperRect(QPrinter.Unit.DevicePixel))
            for index in range(len(pages)):
                if index and not printer.newPage():
                    raise PrintFailed(
                        translate(
                            "report_worker", "The printer stopped after {index} pages."
                        ).format(index=index)
                    )
                image = pages.render(index, dpi)
                picture = QImage(
                    image.pixels,
                    image.width,
                    image.height,
                    image.stride,
                    QImage.Format.Format_RGBX8888,
                )
                painter.drawImage(sheet, picture)
                progress(index + 1, len(pages))
        finally:
            painter.end()
        return len(pages)
