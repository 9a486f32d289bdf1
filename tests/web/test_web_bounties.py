"""Web: a knockout event's bounties in the payouts document and on each player's own
page, with the event's served names; an event without a bounty serves none.

The rule (Texas Card House, "PKO Wednesdays"): "whenever a player eliminates another
player, 50% of the bounty is immediately cashed and the other 50% of the bounty will
be added to the winning player's bounty stack." Ann Lee busts Cy Poe: Cy's 10.00
gives Ann 5.00 in cash and 5.00 onto her head (15.00)."""

from __future__ import annotations

import pytest
from tests.support import FakeClock, entry_of
from tests.web.web_floor import client_of, key_of

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.domain.tournament.event import settings_for
from floortool.web import documents
from floortool.web.documents import payouts_document

NAMES = ("Ann Lee", "Bob Roe", "Cy Poe")


def pko_floor(db_url: str, clock: FakeClock, **settings: object) -> tuple[Floor, int]:
    floor = Floor.open(db_url, operator="td", clock=clock)
    made = settings_for(name="PKO", tables=1, buy_in=3_000, **settings)  # type: ignore[arg-type]
    event_id = floor.execute(CreateEvent(made)).group
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    ann, cy = entry_of(floor, event_id, "Ann Lee"), entry_of(floor, event_id, "Cy Poe")
    floor.execute(BustPlayers(event_id, (cy,), by=ann))
    return floor, event_id


def test_the_payouts_document_carries_each_head_s_bounty_in_served_names(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = pko_floor(
        db_url, clock, bounty=1_000, bounty_format="progressive", public_names="initials"
    )
    document = payouts_document(floor.state, event_id)
    served = [(r["player"], r["on_head_cents"], r["won_cents"]) for r in document["bounties"]]
    assert served == [("A. L.", 1_500, 500), ("B. R.", 1_000, 0)]  # biggest first; Cy is out
    assert document["bounties_in_play"] == 2
    floor.close()


def test_the_payouts_document_lists_only_the_biggest_bounties(
    db_url: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A whole field's bounties would make the document grow with the field on every
    bust: it lists the biggest and says how many heads carry one."""
    monkeypatch.setattr(documents, "SERVED_BOUNTIES", 1)
    floor, event_id = pko_floor(db_url, clock, bounty=1_000, bounty_format="progressive")
    document = documents.payouts_document(floor.state, event_id)
    assert [r["player"] for r in document["bounties"]] == ["Ann Lee"]
    assert document["bounties_in_play"] == 2
    floor.close()


def test_without_a_bounty_the_payouts_document_serves_none(db_url: str, clock: FakeClock) -> None:
    floor, event_id = pko_floor(db_url, clock)
    assert payouts_document(floor.state, event_id)["bounties"] == []
    floor.close()


def test_a_player_s_page_carries_their_bounty(db_url: str, clock: FakeClock) -> None:
    floor, event_id = pko_floor(db_url, clock, bounty=1_000, bounty_format="progressive")
    ann = entry_of(floor, event_id, "Ann Lee")
    with client_of(floor) as client:
        page = client.get(f"/api/entry/{event_id}/{key_of(floor, event_id, ann)}").json()
    assert page["bounty"] == {"on_head_cents": 1_500, "won_cents": 500}
    floor.close()


def test_without_a_bounty_a_player_s_page_has_none(db_url: str, clock: FakeClock) -> None:
    floor, event_id = pko_floor(db_url, clock)
    ann = entry_of(floor, event_id, "Ann Lee")
    with client_of(floor) as client:
        page = client.get(f"/api/entry/{event_id}/{key_of(floor, event_id, ann)}").json()
    assert page["bounty"] is None
    floor.close()
