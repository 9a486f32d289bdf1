"""Reports: a sheet whose last section ends at the foot of a page has no blank page
after it (the space kept between sections is not kept after the last one).

Seen on the cash report printed in German: its row names run longer than the English,
the last section (the signatures) ended just above the page's foot, and the space
after it started a second, empty page ("Page 2 of 2").
"""

from __future__ import annotations

from tests.reports.pdf_text import pages_text

from floortool.reports.page_frame import DocumentHead
from floortool.reports.tabular import Column, Section, render_sections

HEAD = DocumentHead(event="Cup", date="Sun 6 Dec 2026", title="Sheet", printed="")


def test_a_page_filled_to_its_foot_is_the_last_page() -> None:
    rows = Section(
        title="Rows",
        columns=(Column("Name", 1.0),),
        rows=tuple((f"row {n:03d}",) for n in range(31)),
    )
    last = Section(title="Last", columns=(Column("Name", 1.0),), rows=(("the end",),))
    pdf = render_sections(HEAD, [rows, last])
    texts = pages_text(pdf.data)
    assert "the end" in texts[-1]
    assert pdf.pages == len(texts) == 1
