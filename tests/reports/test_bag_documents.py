"""Reports: the bag slips and the chip-count sheet read back from the PDF — a slip per
bagged survivor with name (exactly as typed), entry, chips, bag, day and code; the
field most chips first; nothing to print before anyone is bagged."""

from __future__ import annotations

import pytest
from tests.reports.pdf_text import TRICKY, demo_floor, pages_text, seated
from tests.support import FakeClock

from floortool.app.commands.chip_counts import BagChips
from floortool.app.documents.catalogue import PrintRequest, prepare_on
from floortool.app.floor import Floor
from floortool.domain.kernel.errors import FloorError


def _text(floor: Floor, event_id: int, document: str) -> tuple[int, str]:
    job = prepare_on(floor, event_id, PrintRequest(document))
    pdf = job.render(None)
    pages = pages_text(pdf.data)
    for number, page in enumerate(pages, start=1):
        assert f"Page {number} of {pdf.pages}" in page and str(job.document.title) in page
    return job.items, "\n".join(pages)


def test_bag_slips_and_the_chip_count_sheet(db_url: str, clock: FakeClock) -> None:
    floor, event_id = demo_floor(db_url, clock)
    with pytest.raises(FloorError, match="Nobody has been bagged"):
        prepare_on(floor, event_id, PrintRequest("bag-slips"))
    entries = {
        floor.state.seating[event_id].room.tables[table].occupant[seat]: name
        for name, table, seat in seated(floor, event_id)
    }
    chips = [(entry, 1_000 + 100 * n) for n, entry in enumerate(sorted(e for e in entries if e))]
    floor.execute(BagChips(event_id, chips))

    items, slips = _text(floor, event_id, "bag-slips")
    assert items == len(entries)
    assert TRICKY[1] in slips and "BAG 1" in slips and f"BAG {len(entries)}" in slips
    assert f"B{event_id}-{chips[0][0]}" in slips and "Entry 1" in slips

    items, sheet = _text(floor, event_id, "chip-sheet")
    assert items == len(entries) and "every stack counted" in sheet
    most, least = chips[-1], chips[0]
    assert sheet.index(f"{most[1]:,}") < sheet.index(f"{least[1]:,}")  # most chips first
    assert entries[most[0]] in sheet
    floor.close()
