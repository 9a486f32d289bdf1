"""Reports layer: what frames every page — the header naming the event, its date and
the document, and the "Page X of Y" footer — and what a renderer hands back.

``DocumentHead`` is the text of the frame (the app layer fills it in);
``PageFrame`` draws it on each page once the page count is known.
``PagedCanvas`` is the canvas for documents whose length is known only at the
end (platypus flows): it keeps each finished page aside and draws the frames
when the document is saved. A renderer returns ``Pdf``: the bytes and the
page count. ``Progress`` is how a long render reports (pages done, pages in
all or 0 while unknown), so the window can show a bar without waiting.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, BinaryIO

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import translate
from floortool.reports.fonts import BOLD, REGULAR, clip, width
from floortool.reports.units import MM as MM  # the renderers take it from here

Progress = Callable[[int, int], None]
GREY = Color(0.35, 0.35, 0.35)
RULE_GREY = Color(0.6, 0.6, 0.6)
SEPARATOR = "  \u00b7  "


@dataclass(frozen=True)
class DocumentHead:
    """The text of every page's frame, in the reader's language (the app layer says it)."""

    event: str  # the event's name
    date: str  # the event's date, as it should read
    title: str  # the document: "Seating chart"
    printed: str  # when it was printed: "Printed 29 Nov 2026 20:04"


@dataclass(frozen=True)
class Pdf:
    """A rendered document."""

    data: bytes
    pages: int


@dataclass(frozen=True)
class FrameBox:
    """Where the frame goes on a page (points): the text runs from ``left`` to
    ``right``; header baseline ``top``, footer baseline ``bottom``."""

    left: float
    right: float
    top: float
    bottom: float
    size: float = 9.0
    rule: bool = True  # a hairline under the header and over the footer


def page_box(page_width: float, page_height: float, *, margin: float = 15 * MM) -> FrameBox:
    """The frame of a document page with ``margin`` all round."""
    return FrameBox(
        left=margin,
        right=page_width - margin,
        top=page_height - margin + 2 * MM,
        bottom=margin - 6 * MM,
    )


def new_canvas(buffer: BinaryIO, size: tuple[float, float], head: DocumentHead) -> Canvas:
    """A canvas for a document of ``size`` pages, set in the bundled typeface from
    the start (no standard PDF font is ever named) and titled after ``head``."""
    canvas = Canvas(buffer, pagesize=size, initialFontName=REGULAR)
    canvas.setTitle(f"{head.title} - {head.event}")
    return canvas


class PageFrame:
    """The frame of every page of one document: header (event and date on the
    left, the document's title on the right) and footer (when printed on the
    left, "Page X of Y" on the right). What every page shares is drawn once,
    as a PDF form the pages reuse; only the page number is drawn per page."""

    FORM = "page-frame"

    def __init__(
        self, canvas: Canvas, head: DocumentHead, box: FrameBox, words: Catalogue = ENGLISH
    ) -> None:
        self.box = box
        self.words = words
        canvas.beginForm(self.FORM)
        self._draw_shared(canvas, head)
        canvas.endForm()

    def _draw_shared(self, canvas: Canvas, head: DocumentHead) -> None:
        box = self.box
        size = box.size
        room = box.right - box.left
        title = clip(head.title, BOLD, size, room / 2)
        title_width = width(title, BOLD, size)
        event = clip(head.event, BOLD, size, room - title_width - 4 * MM)
        canvas.setFont(BOLD, size)
        canvas.drawString(box.left, box.top, event)
        canvas.drawRightString(box.right, box.top, title)
        rest = room - title_width - width(event, BOLD, size) - 6 * MM
        if head.date and rest > 0:
            canvas.setFont(REGULAR, size)
            canvas.setFillColor(GREY)
            date = clip(SEPARATOR + head.date, REGULAR, size, rest)
            canvas.drawString(box.left + width(event, BOLD, size), box.top, date)
        canvas.setFont(REGULAR, size - 1)
        canvas.setFillColor(GREY)
        canvas.drawString(box.left, box.bottom, head.printed)
        if box.rule:
            canvas.setStrokeColor(RULE_GREY)
            canvas.setLineWidth(0.4)
            canvas.line(box.left, box.top - 2 * MM, box.right, box.top - 2 * MM)
            footer_rule = box.bottom + size + 1 * MM
            canvas.line(box.left, footer_rule, box.right, footer_rule)

    def draw(self, canvas: Canvas, page: int, pages: int) -> None:
        """The frame on the current page, which is page ``page`` of ``pages``."""
        canvas.saveState()
        canvas.doForm(self.FORM)
        canvas.setFont(REGULAR, self.box.size - 1)
        canvas.setFillColor(GREY)
        number = translate("reports.page_frame", "Page {page} of {pages}")
        canvas.drawRightString(
            self.box.right, self.box.bottom, self.words.say(number.fill(page=page, pages=pages))
        )
        canvas.restoreState()


class PagedCanvas(Canvas):  # type: ignore[misc]  # ReportLab has no type hints
    """A canvas that frames its pages when it is saved, once their count is known.

    Each finished page's drawing is kept aside (as ReportLab's canvas holds
    it) and replayed at ``save`` with its frame added.
    """

    def __init__(
        self,
        *args: Any,
        head: DocumentHead,
        box: FrameBox,
        progress: Progress | None = None,
        words: Catalogue = ENGLISH,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **{**kwargs, "initialFontName": REGULAR})
        self._words = words
        self._head = head
        self._box = box
        self._progress = progress
        self._finished: list[dict[str, Any]] = []

    def showPage(self) -> None:
        state = dict(self.__dict__)
        # One string per page, as ReportLab joins a page's operators when it keeps it:
        # thousands of little strings a page would be most of a long document's memory.
        state["_code"] = ["\n".join(self._code)]
        self._finished.append(state)
        self._startPage()
        if self._progress is not None:
            self._progress(len(self._finished), 0)

    def save(self) -> None:
        pages = len(self._finished)
        frame = PageFrame(self, self._head, self._box, self._words)
        for number in range(1, pages + 1):
            self.__dict__.update(self._finished[number - 1])
            self._finished[number - 1] = {}  # the page is the document's now: let it go
            frame.draw(self, number, pages)
            super().showPage()
        super().save()

    @property
    def pages(self) -> int:
        return len(self._finished)
