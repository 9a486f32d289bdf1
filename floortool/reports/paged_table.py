"""Reports layer: a long table set one page at a time, at a cost that grows with its rows.

ReportLab splits a ``Table`` that runs over a page by making a new table of
every row left and measuring them all again, page after page: the results of
a 10,000-entrant field cost n rows times p pages, 20 seconds and a quarter of
a gigabyte. A ``PagedTable`` keeps its rows unmade and asks its maker for a
``Table`` of only the rows one page could hold (its header row on top); that
table is split by ReportLab as the whole one would have been, so the page
looks the same, and the rows it leaves over are the rest of the paged table.
How many rows a page could hold comes from the least a row can be: the
height of a row of empty cells, measured once. Asked its height (as
``KeepTogether`` asks, with no limit), it measures its rows only when they
might fit on a page; more than a page is all a page needs to know.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from reportlab.platypus import Flowable, Table

#: The rows ``[start, stop)`` as a table, under its header row(s).
MakeRows = Callable[[int, int], Table]
#: A height within this of the room left is measured exactly, not bounded.
SLACK = 1.0


@dataclass(frozen=True)
class Measure:
    """For the room ``room`` wide: the table's width, its header's height and the
    least height of one row (never 0: every cell has its padding)."""

    room: float
    width: float
    header: float
    least_row: float

    def rows_under(self, height: float) -> int:
        """More rows than can fit in ``height`` under the header."""
        return math.floor((height - self.header) / self.least_row) + 1


def measure(make: MakeRows, blank: Table, room: float) -> Measure:
    """``blank`` (the header and one row of empty cells) and the header alone, measured."""
    width, header = make(0, 0).wrap(room, math.inf)
    _, with_row = blank.wrap(room, math.inf)
    return Measure(room=room, width=width, header=header, least_row=with_row - header)


class PagedTable(Flowable):  # type: ignore[misc]  # ReportLab has no type hints
    """The rows ``start`` to ``count`` of a table that ``make`` sets a page at a time."""

    def __init__(
        self,
        make: MakeRows,
        count: int,
        blank: Table,
        *,
        tallest: float,
        start: int = 0,
        known: Measure | None = None,
    ) -> None:
        super().__init__()
        self._make = make
        self._count = count
        self._blank = blank
        self._tallest = tallest  # no page has more room than this (its height)
        self._start = start
        self._known = known
        self._whole: Table | None = None
        self.hAlign = blank.hAlign  # placed in the frame as its tables are

    def _measure(self, width: float) -> Measure:
        if self._known is None or self._known.room != width:
            self._known = measure(self._make, self._blank, width)
        return self._known

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        """The height of the rows left: exact when they might fit, else a bound over the room."""
        known = self._measure(availWidth)
        least = known.header + (self._count - self._start) * known.least_row
        if least > min(availHeight, self._tallest) + SLACK:
            self._whole = None
            self.width, self.height = known.width, least
        else:
            self._whole = self._make(self._start, self._count)
            self.width, self.height = self._whole.wrap(availWidth, availHeight)
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        """The rows that fit ``availHeight`` as a table, and the rest still unmade."""
        known = self._measure(availWidth)
        if availHeight < known.header + known.least_row:
            return []  # not a row fits: the next page
        stop = min(self._count, self._start + known.rows_under(availHeight))
        page = self._make(self._start, stop)
        parts: list[Flowable] = page.split(availWidth, availHeight)
        if not parts:
            return []
        placed = len(parts[0]._cellvalues) - page.repeatRows
        if self._start + placed == self._count:
            return [parts[0]]
        rest = PagedTable(
            self._make,
            self._count,
            self._blank,
            tallest=self._tallest,
            start=self._start + placed,
            known=known,
        )
        return [parts[0], rest]

    def draw(self) -> None:
        assert self._whole is not None, "drawn only after a wrap that found the rows fit"
        self._whole.drawOn(self.canv, 0, 0)
