"""Reports: a table that runs over many pages — the results of a big field — keeps
its header on every page and every row once, in order, and costs what its rows
cost: each row is made into a table row a few times, however many pages the
table runs to (ReportLab alone made a new table of every row left, and measured
it, at each page)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest
from reportlab.platypus import Table
from tests.reports.pdf_text import pages_text

from floortool.reports.page_frame import DocumentHead
from floortool.reports.results_sheet import ResultLine, ResultsSheet, render_results_sheet
from floortool.reports.tabular import Column, Section, render_sections

HEAD = DocumentHead(event="Festival Main Event", date="Sat 5 Dec 2026", title="Results", printed="")
HEADER = ("Place", "Player", "Entry", "Prize", "Hits", "Eliminated by", "Level")


def finisher(place: int, field: int) -> ResultLine:
    """Finisher ``place`` of ``field``: the top tenth paid; every seventh name long
    enough to wrap onto a second line."""
    long = " Featherstonehaugh-Cholmondeley" if place % 7 == 0 else ""
    return ResultLine(
        place=f"{place}",
        player=f"Finisher {place:04d}{long}",
        entry_number=place,
        prize_cents=(field - place) * 100 if place <= field // 10 else 0,
        bounty_cents=0,
        bounty_unclaimed=False,
        points=None,
        hits=place % 3,
        by=(f"Knocker {place % 5}",),
        level=1 + (field - place) // 50,
        signed_out=False,
        why="",
    )


def test_results_over_many_pages_keep_the_header_and_every_finisher_once_in_order() -> None:
    field = 300
    sheet = ResultsSheet(
        summary=f"Field {field}", lines=tuple(finisher(p, field) for p in range(1, field + 1))
    )
    pdf = render_results_sheet(HEAD, sheet)
    texts = pages_text(pdf.data)
    assert pdf.pages == len(texts) >= 8
    for number, text in enumerate(texts, start=1):
        assert " ".join(HEADER) in " ".join(text.split()), f"page {number} has no header row"
        assert f"Page {number} of {pdf.pages}" in text
    listed = [int(n) for n in re.findall(r"Finisher (\d{4})", "\n".join(texts))]
    assert listed == list(range(1, field + 1))


def _rows_made(rows: int, monkeypatch: pytest.MonkeyPatch) -> float:
    """How many table rows were made (and measured) per row of a ``rows``-row section."""
    made: Counter[str] = Counter()
    init = Table.__init__

    def counting(self: Table, data: list[list[Any]], *args: Any, **kwargs: Any) -> None:
        made["rows"] += len(data)
        init(self, data, *args, **kwargs)

    monkeypatch.setattr(Table, "__init__", counting)
    section = Section(
        title="Results",
        columns=(Column("Place", 1), Column("Player", 3, wrap=True)),
        rows=tuple((str(n), f"Player {n}") for n in range(rows)),
    )
    pdf = render_sections(HEAD, [section])
    assert pdf.pages >= rows // 45
    return made["rows"] / rows


def test_a_long_table_makes_each_row_a_few_times_however_many_pages(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    short, long = _rows_made(100, monkeypatch), _rows_made(1_000, monkeypatch)
    assert long <= 4, f"{long:.1f} rows made per row over {1_000 // 40} pages"
    assert long <= short * 1.5
