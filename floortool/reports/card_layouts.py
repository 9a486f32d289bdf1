"""Reports layer: the card layouts (seat cards, move slips) as data.

A layout is a page size and a grid of equal cards: 10-up sheets for A4 and
US Letter paper, cut apart along the cut marks, and the 80 mm roll of a
thermal ticket printer (one card per ticket, no marks). The grid sits in the
middle of the page; the page's header and footer sit ``frame_gap`` above and
below it, inside the part of the page every printer reaches.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.pagesizes import A4, LETTER

from floortool.domain.kernel.phrases import Phrase, translate
from floortool.reports.units import MM

INCH = 72.0


@dataclass(frozen=True)
class CardLayout:
    """Cards on a page, in points."""

    name: str  # as the command line takes it: "a4-10up"
    title: Phrase  # as the window lists it
    page_width: float
    page_height: float
    columns: int
    rows: int
    card_width: float
    card_height: float
    cut_marks: bool
    frame_gap: float  # from the grid to the header's and the footer's baseline
    frame_size: float  # the header's and the footer's type size

    @property
    def per_page(self) -> int:
        return self.columns * self.rows

    @property
    def grid_left(self) -> float:
        return (self.page_width - self.columns * self.card_width) / 2

    @property
    def grid_bottom(self) -> float:
        return (self.page_height - self.rows * self.card_height) / 2

    @property
    def grid_top(self) -> float:
        return self.grid_bottom + self.rows * self.card_height

    def card_origin(self, index: int) -> tuple[float, float]:
        """The bottom-left corner of the card ``index`` on its page (0: top left,
        filled row by row)."""
        row, column = divmod(index % self.per_page, self.columns)
        x = self.grid_left + column * self.card_width
        y = self.grid_top - (row + 1) * self.card_height
        return x, y


A4_10UP = CardLayout(
    name="a4-10up",
    title=translate("reports.card_layouts", "A4, 10 cards a sheet"),
    page_width=A4[0],
    page_height=A4[1],
    columns=2,
    rows=5,
    card_width=90 * MM,
    card_height=52 * MM,
    cut_marks=True,
    frame_gap=9 * MM,
    frame_size=8,
)
LETTER_10UP = CardLayout(
    name="letter-10up",
    title=translate("reports.card_layouts", "US Letter, 10 cards a sheet"),
    page_width=LETTER[0],
    page_height=LETTER[1],
    columns=2,
    rows=5,
    card_width=3.5 * INCH,
    card_height=48 * MM,
    cut_marks=True,
    frame_gap=9 * MM,
    frame_size=8,
)
TICKET_80MM = CardLayout(
    name="ticket-80mm",
    title=translate("reports.card_layouts", "80 mm thermal tickets"),
    page_width=80 * MM,
    page_height=72 * MM,
    columns=1,
    rows=1,
    card_width=72 * MM,
    card_height=54 * MM,
    cut_marks=False,
    frame_gap=4.5 * MM,
    frame_size=6.5,
)

#: Every layout by name, in the order the window offers them.
LAYOUTS: dict[str, CardLayout] = {
    layout.name: layout for layout in (A4_10UP, LETTER_10UP, TICKET_80MM)
}
DEFAULT_LAYOUT = A4_10UP.name
