"""Reports: the results sheet of a knockout event — a Bounties column with what
each finished entry won (the winner's own bounty included), the bounty money
in the summary, and an uncredited bust marked as leaving its bounty unclaimed."""

from __future__ import annotations

from tests.reports.pdf_text import pages_text
from tests.support import FakeClock, entries_of, entry_of

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.documents.catalogue import PrintRequest, prepare_on
from floortool.app.floor import Floor
from floortool.domain.tournament.event import settings_for


def test_a_knockout_results_sheet_shows_the_bounties(db_url: str, clock: FakeClock) -> None:
    floor = Floor.open(db_url, operator="td", clock=clock)
    try:
        settings = settings_for(name="Knockout", buy_in=5_000, bounty=2_000, tables=1)
        event_id = floor.execute(CreateEvent(settings)).group
        floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Ben", "Cat", "Dan"))))
        floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Dan")))
        floor.execute(
            BustPlayers(
                event_id, entries_of(floor, event_id, "Cat"), by=entry_of(floor, event_id, "Ben")
            )
        )
        floor.execute(
            BustPlayers(
                event_id, entries_of(floor, event_id, "Ben"), by=entry_of(floor, event_id, "Ann")
            )
        )
        job = prepare_on(floor, event_id, PrintRequest("results"))
        (page,) = pages_text(job.render(None).data)
    finally:
        floor.close()
    assert "Field 4 · final results · Bounties 20.00 each: 60.00 won, 20.00 unclaimed." in page
    assert "\nPrize\nBounties\nHits\n" in page
    assert "\n1st\nAnn\n1\n" in page and "\n40.00\n1\n" in page  # Ben's bounty and her own
    assert "\n4th\nDan\n1\nbounty unclaimed\n" in page
