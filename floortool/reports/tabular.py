"""Reports layer: documents made of titled tables — the structure sheet, payouts,
the sign-in sheet, the colour-up plan, and any list-shaped document to come.

A document is a list of ``Section``: a heading, an optional paragraph, and a
table whose ``Column``s say their share of the width, their alignment and
whether long text wraps. Text is the user's: it is escaped before it becomes
a paragraph, so ``<b>Bob</b> & Co`` prints as typed. The table's header row
repeats on every page it runs over (it is set a page at a time:
``paged_table``), and every page gets the frame (``page_frame``) with its
"Page X of Y". ``render_flowables`` is the framed page itself, for a
document made of other blocks (the incident log).

A section's title, paragraph and cells, and a column's heading, are ``Text``
(``wording``): said in the reader's language (``words``) as the section is set.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib.colors import Color, black, white
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import (
    Flowable,
    KeepTogether,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import translate
from floortool.reports.fonts import BOLD, REGULAR, register_fonts
from floortool.reports.page_frame import MM, DocumentHead, PagedCanvas, Pdf, Progress, page_box
from floortool.reports.paged_table import PagedTable
from floortool.reports.wording import Text, said

SHADE = Color(0.93, 0.93, 0.93)
HEADER_FILL = Color(0.22, 0.22, 0.22)
GRID = Color(0.75, 0.75, 0.75)
LEFT, RIGHT, CENTER = "LEFT", "RIGHT", "CENTER"
_ALIGN = {LEFT: TA_LEFT, RIGHT: TA_RIGHT, CENTER: TA_CENTER}
MARGIN = 15 * MM


@dataclass(frozen=True)
class Column:
    """One column: its heading, its share of the table's width, its alignment,
    and whether long text wraps (otherwise it stays on one line)."""

    title: Text
    share: float
    align: str = LEFT
    wrap: bool = False


@dataclass(frozen=True)
class Section:
    """A heading, a paragraph, and a table (or ``empty`` said instead of an empty one)."""

    title: Text
    columns: tuple[Column, ...]
    rows: tuple[tuple[Text, ...], ...]
    intro: Text = ""
    empty: Text = ""
    shaded: frozenset[int] = field(default_factory=frozenset)  # rows set apart (breaks)
    strong: frozenset[int] = field(default_factory=frozenset)  # rows in bold (totals)
    row_height: float | None = None  # fixed row height (room to sign), points
    font_size: float = 10


def said_section(section: Section, words: Catalogue) -> Section:
    """``section`` with its title, paragraph, headings and cells said in ``words``' language."""
    return replace(
        section,
        title=said(words, section.title),
        intro=said(words, section.intro),
        empty=said(words, section.empty),
        columns=tuple(replace(c, title=said(words, c.title)) for c in section.columns),
        rows=tuple(tuple(said(words, cell) for cell in row) for row in section.rows),
    )


def _plain(text: Text) -> str:
    """A text of a section already said (``said_section``)."""
    assert isinstance(text, str), "a section is said before it is set"
    return text


def paragraph_text(text: str) -> str:
    """User text made safe for ReportLab's paragraph markup (printed literally)."""
    return escape(text).replace("\n", "<br/>")


def _style(
    name: str, *, font: str = REGULAR, size: float = 10, align: str = LEFT
) -> ParagraphStyle:
    return ParagraphStyle(
        name, fontName=font, fontSize=size, leading=size * 1.25, alignment=_ALIGN[align]
    )


HEADING = _style("heading", font=BOLD, size=14)
BODY = _style("body", size=10)


#: ReportLab's padding left and right of a cell's text, points.
CELL_PADDING = 12


def column_widths(columns: Sequence[Column], width: float, size: float) -> list[float]:
    """Each column's width: its share of ``width``, but never narrower than the
    longest word of its heading in bold at ``size`` (the others give up the
    difference by their shares; a heading of several words may take two lines),
    unless those words alone are wider than the table."""
    least = [
        max(stringWidth(word, BOLD, size) for word in _plain(c.title).split() or [""])
        + CELL_PADDING
        for c in columns
    ]
    if sum(least) >= width:
        total = sum(least)
        return [width * w / total for w in least]
    held: dict[int, float] = {}
    while True:
        free = [i for i in range(len(columns)) if i not in held]
        left = width - sum(held.values())
        shares = sum(columns[i].share for i in free)
        widths = {i: left * columns[i].share / shares for i in free}
        short = {i: least[i] for i, w in widths.items() if w < least[i]}
        if not short:
            return [held.get(i, widths.get(i, 0.0)) for i in range(len(columns))]
        held.update(short)


def _aligned(style: ParagraphStyle, align: str) -> ParagraphStyle:
    return ParagraphStyle(f"{style.name}-{align}", parent=style, alignment=_ALIGN[align])


def _cell(text: str, column: Column, style: ParagraphStyle) -> Any:
    return Paragraph(paragraph_text(text), style) if column.wrap else text


class _Maker:
    """A section's table from row ``start`` to ``stop``, under the header row, for
    ``PagedTable``: what every page shares (widths, cell styles, the style's
    commands) made once, and each row's cells once."""

    def __init__(self, section: Section, width: float) -> None:
        self.section = section
        size = section.font_size
        self.widths = column_widths(section.columns, width, size)
        self.plain = [
            _style(f"cell{i}", size=size, align=c.align) for i, c in enumerate(section.columns)
        ]
        self.strong = [
            _style(f"strong{i}", font=BOLD, size=size, align=c.align)
            for i, c in enumerate(section.columns)
        ]
        heading = _style("header", font=BOLD, size=size)
        heading.textColor = white
        titles = [_plain(c.title) for c in section.columns]
        self.header = [
            title
            if stringWidth(title, BOLD, size) + CELL_PADDING <= w
            else Paragraph(paragraph_text(title), _aligned(heading, c.align))
            for title, c, w in zip(titles, section.columns, self.widths, strict=True)
        ]
        self.commands: list[tuple[Any, ...]] = [
            ("FONT", (0, 0), (-1, 0), BOLD, size),
            ("FONT", (0, 1), (-1, -1), REGULAR, size),
            ("TEXTCOLOR", (0, 0), (-1, 0), white),
            ("BACKGROUND", (0, 0), (-1, 0), HEADER_FILL),
            ("LINEBELOW", (0, 1), (-1, -1), 0.4, GRID),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE" if section.row_height is None else "BOTTOM"),
            ("TOPPADDING", (0, 0), (-1, -1), 3),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
        ]
        for index, column in enumerate(section.columns):
            self.commands.append(("ALIGN", (index, 0), (index, -1), column.align))
        # The cells of the rows made from the first row not yet placed on: those a
        # page did not take are the next page's first, and are not made again.
        self._ahead: dict[int, list[Any]] = {}

    def rows(self, start: int, stop: int) -> Table:
        made = [self._ahead.get(index) or self.cells(index) for index in range(start, stop)]
        self._ahead = {i: row for i, row in self._ahead.items() if i >= start}
        self._ahead.update(zip(range(start, stop), made, strict=True))
        return self.table(made, start)

    def cells(self, index: int) -> list[Any]:
        """The cells of the section's row ``index``."""
        section = self.section
        styles = self.strong if index in section.strong else self.plain
        return [
            _cell(_plain(t), c, s)
            for t, c, s in zip(section.rows[index], section.columns, styles, strict=True)
        ]

    def blank(self) -> Table:
        """The header and one row of empty cells: the least a row can be."""
        columns = self.section.columns
        return self.table([[_cell("", c, s) for c, s in zip(columns, self.plain, strict=True)]], -1)

    def table(self, rows: Sequence[list[Any]], first: int) -> Table:
        """The cells ``rows`` under the header, the first being the section's row ``first``."""
        section = self.section
        size = section.font_size
        data: list[list[Any]] = [self.header]
        commands = list(self.commands)
        if first > 0:  # a page after the first: ReportLab's split draws the rule over its top row
            commands.append(("LINEABOVE", (0, 1), (-1, 1), 0.4, GRID))
        for offset, row in enumerate(rows, start=1):
            index = first + offset - 1
            if index in section.shaded:
                commands.append(("BACKGROUND", (0, offset), (-1, offset), SHADE))
            if index in section.strong:
                commands.append(("FONT", (0, offset), (-1, offset), BOLD, size))
                commands.append(("LINEABOVE", (0, offset), (-1, offset), 0.8, black))
            data.append(list(row))
        heights = None
        if section.row_height is not None:
            heights = [None, *([section.row_height] * len(rows))]
        table = Table(data, colWidths=self.widths, rowHeights=heights, repeatRows=1)
        table.setStyle(TableStyle(commands))
        return table


def section_flowables(
    section: Section, width: float, tallest: float, words: Catalogue = ENGLISH
) -> list[Flowable]:
    """The heading kept with the start of what follows it (a long table still splits),
    said in ``words``' language."""
    section = said_section(section, words)
    title, intro = _plain(section.title), _plain(section.intro)
    parts: list[Flowable] = [Paragraph(paragraph_text(title), HEADING), Spacer(1, 2 * MM)]
    if intro:
        parts += [Paragraph(paragraph_text(intro), BODY), Spacer(1, 3 * MM)]
    if section.rows:
        maker = _Maker(section, width)
        parts.append(PagedTable(maker.rows, len(section.rows), maker.blank(), tallest=tallest))
    else:
        nothing = _plain(section.empty) or words.say(
            translate("reports.tabular", "Nothing to list.")
        )
        parts.append(Paragraph(paragraph_text(nothing), BODY))
    return [KeepTogether(parts), Spacer(1, 6 * MM)]


def _page(wide: bool) -> tuple[float, float]:
    """A4, or A4 landscape when ``wide``."""
    width, height = landscape(A4) if wide else A4
    return float(width), float(height)


def render_flowables(
    head: DocumentHead,
    build: Callable[[float], list[Flowable]],
    *,
    wide: bool = False,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    """What ``build`` makes for the text's width, on framed A4 pages (landscape when
    ``wide``): the platypus document every flowing report is set in."""
    register_fonts()
    size = _page(wide)
    buffer = io.BytesIO()
    document = SimpleDocTemplate(
        buffer,
        pagesize=size,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN + 6 * MM,
        bottomMargin=MARGIN + 4 * MM,
        title=f"{head.title} - {head.event}",
    )
    made: list[PagedCanvas] = []

    def canvas_maker(*args: Any, **kwargs: Any) -> PagedCanvas:
        canvas = PagedCanvas(
            *args, head=head, box=page_box(*size), progress=progress, words=words, **kwargs
        )
        made.append(canvas)
        return canvas

    document.build(build(document.width), canvasmaker=canvas_maker)
    return Pdf(data=buffer.getvalue(), pages=made[-1].pages)


def render_sections(
    head: DocumentHead,
    sections: Sequence[Section],
    *,
    wide: bool = False,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    """The sections one after another on A4 pages (landscape when ``wide``), said in
    ``words``' language."""

    tallest = _page(wide)[1]

    def build(width: float) -> list[Flowable]:
        parts = [
            part
            for section in sections
            for part in section_flowables(section, width, tallest, words)
        ]
        return parts[:-1]  # no space after the last section: it could start a blank page

    return render_flowables(head, build, wide=wide, progress=progress, words=words)
