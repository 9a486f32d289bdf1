"""Web: a satellite's seat winners are served with the event's served names, so an
event set to initials names nobody in its payouts document either; the tickets'
codes (the vouchers' own) are not served, nor names in full of a tie for the last seat."""

from __future__ import annotations

from tests.support import FakeClock, entries_of

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.domain.tournament.event import settings_for
from floortool.web.documents import payouts_document


def satellite(db_url: str, clock: FakeClock) -> tuple[Floor, int]:
    """Three players at 60.00 for two seats of 90.00, served as initials."""
    floor = Floor.open(db_url, operator="td", clock=clock)
    settings = settings_for(
        name="Sat", tables=1, buy_in=6_000, satellite_seat=9_000, public_names="initials"
    )
    event_id = floor.execute(CreateEvent(settings)).group
    floor.execute(RegisterEntry(event_id, newcomers(("Ann Lee", "Bob Roe", "Cy Poe"))))
    return floor, event_id


def test_seat_winners_are_served_as_initials(db_url: str, clock: FakeClock) -> None:
    floor, event_id = satellite(db_url, clock)
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy Poe")))
    served = payouts_document(floor.state, event_id)
    assert [w["player"] for w in served["ticket_winners"]] == ["A. L.", "B. R."]
    assert all("code" not in w for w in served["ticket_winners"])
    floor.close()


def test_a_tie_for_the_last_seat_is_served_as_initials(db_url: str, clock: FakeClock) -> None:
    floor, event_id = satellite(db_url, clock)
    out = entries_of(floor, event_id, "Bob Roe", "Cy Poe")
    floor.execute(BustPlayers(event_id, out, stacks=(5_000, 5_000)))  # 2 seats, 1 left
    assert payouts_document(floor.state, event_id)["seat_tie"] == ["B. R.", "C. P."]
    floor.close()
