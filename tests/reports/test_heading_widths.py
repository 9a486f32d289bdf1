"""Reports: a column is never narrower than its heading, so no heading runs into
the next ("BountiesPoints", "Signed o…" on a results sheet with every column);
a results sheet with bounty, points and sign-out columns turns to landscape."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

from floortool.app.languages import LANGUAGES, catalogue
from floortool.reports.fonts import BOLD, register_fonts
from floortool.reports.page_frame import DocumentHead
from floortool.reports.results_sheet import (
    BOUNTY,
    POINTS,
    SIGNED,
    ResultLine,
    ResultsSheet,
    render_results_sheet,
    results_sections,
)
from floortool.reports.tabular import CELL_PADDING, Column, column_widths, said_section
from floortool.reports.wording import said

HEAD = DocumentHead(event="Friday League", date="Fri 4 Dec 2026", title="Results", printed="")


def line(place: int) -> ResultLine:
    """A finisher with a bounty won, points and a sign-out: every optional column."""
    return ResultLine(
        place=f"{place}",
        player=f"Player {place}",
        entry_number=place,
        prize_cents=1000 if place == 1 else 0,
        bounty_cents=2500,
        bounty_unclaimed=False,
        points=12.5,
        hits=1,
        by=("Greta Gustafsdottir",),
        level=4,
        signed_out=place % 2 == 0,
        why="",
    )


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_word_of_a_heading_fits_its_column(language: str) -> None:
    """In every language the sheet is printed in: portrait (A4 less the margins, 482
    points) holds the columns every sheet has and one more (English: all of them),
    landscape (770 points) all of them."""
    register_fonts()
    sheet = ResultsSheet("Field 4", tuple(line(p) for p in range(1, 5)))
    columns = said_section(results_sections(sheet)[0], catalogue(language)).columns
    titles = [str(c.title) for c in columns]
    if language == "en":
        assert {"Bounties", "Points", "Signed out"} <= set(titles)
    assert len(set(titles)) == len(columns) == 10  # every heading its own
    extras = {said(catalogue(language), c.title) for c in (BOUNTY, POINTS, SIGNED)}
    plain = [c for c in columns if str(c.title) not in extras]
    layouts = [(770.0, list(columns)), *((482.0, [*plain, c]) for c in columns if c not in plain)]
    if language == "en":
        layouts.append((482.0, list(columns)))
    for width, shown in layouts:
        widths = column_widths(shown, width, 10)
        assert abs(sum(widths) - width) < 0.01
        for column, given in zip(shown, widths, strict=True):
            for word in str(column.title).split():
                assert stringWidth(word, BOLD, 10) + CELL_PADDING <= given + 0.01, column.title


def test_shares_decide_when_every_heading_fits() -> None:
    register_fonts()
    columns = (Column("A", 1), Column("B", 3))
    assert column_widths(columns, 400, 10) == [100, 300]


def test_a_narrow_column_takes_its_heading_from_the_others_by_their_shares() -> None:
    register_fonts()
    title = "Eliminated"
    least = stringWidth(title, BOLD, 10) + CELL_PADDING
    widths = column_widths((Column(title, 0.01), Column("B", 1), Column("C", 3)), 400, 10)
    assert widths[0] == least
    assert widths[2] == 3 * widths[1]


def test_results_with_every_column_print_in_landscape() -> None:
    sheet = ResultsSheet("Field 4", tuple(line(p) for p in range(1, 5)))
    page = PdfReader(io.BytesIO(render_results_sheet(HEAD, sheet).data)).pages[0]
    assert page.mediabox.width > page.mediabox.height


def test_results_without_extra_columns_stay_portrait() -> None:
    plain = ResultLine("1", "Ann", 1, 1000, 0, False, None, 0, (), 3, False, "")
    page = PdfReader(
        io.BytesIO(render_results_sheet(HEAD, ResultsSheet("Field 1", (plain,))).data)
    ).pages[0]
    assert page.mediabox.width < page.mediabox.height
