"""Reports: the chip leaders sheet read back from the PDF — the chips in play, the
average, what is not counted, the chart of the night, and the leaders by last count,
names printed exactly as typed."""

from __future__ import annotations

from tests.reports.pdf_text import TRICKY, demo_floor, pages_text, seated
from tests.support import FakeClock

from floortool.app.commands.chip_counts import CountTable
from floortool.app.documents.catalogue import PrintRequest, prepare_on
from floortool.reports.chip_chart import ChartPoint, chip_chart


def test_the_sheet_lists_the_leaders_and_draws_the_night(db_url: str, clock: FakeClock) -> None:
    floor, event_id = demo_floor(db_url, clock)
    players = seated(floor, event_id)
    tricky = next(p for p in players if p[0] == TRICKY[1])  # "<b>Bob</b> & Co"
    floor.execute(CountTable(event_id, tricky[1], [(tricky[2], 31_000)]))
    other = next(p for p in players if p[1] != tricky[1])
    floor.execute(CountTable(event_id, other[1], [(other[2], 12_500)]))

    job = prepare_on(floor, event_id, PrintRequest("chip-leaders"))
    text = "\n".join(pages_text(job.render(None).data))
    assert job.items == 2
    assert f"{TRICKY[1]}\n31,000" in text or f"{TRICKY[1]} 31,000" in text
    assert "Chip leader" in text and "Average stack" in text
    assert f"chips uncounted among {len(players) - 2} players" in text


def test_the_chart_marks_each_count() -> None:
    points = [ChartPoint("20:00", 30_000, 20_000), ChartPoint("21:00", 55_000, 25_000)]
    drawing = chip_chart(points, 400)
    labels = [s.text for s in drawing.contents if hasattr(s, "text")]
    assert "20:00" in labels and "21:00" in labels
    assert "60,000" in labels  # the scale reaches past the leader
