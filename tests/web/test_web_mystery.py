"""Web: a mystery bounty on the payouts document, the phones and the room display.

The rule (GGPoker's Mystery Bounty): "a mystery bounty from each player that you
knock out" — a prize drawn at random from a set fixed in advance, so nothing sits
on a player's head. The served documents say what is left to draw and what was
drawn, and carry no bounty "on a head" in a mystery event. Six players, 50.00
each in the draws (300.00), "1x150, rest equal" over the six: 150.00 and five of
30.00."""

from __future__ import annotations

import random

from tests.app.test_mystery_bounty_commands import bust, mystery_night
from tests.support import FakeClock, entry_of
from tests.web.test_web_bounties import pko_floor
from tests.web.web_floor import client_of, key_of

from floortool.app.floor import Floor
from floortool.domain.results.eliminations import EventResults
from floortool.web.documents import payouts_document


def _night(db_url: str, clock: FakeClock) -> tuple[Floor, int]:
    floor = Floor.open(db_url, operator="td", clock=clock, rng=random.Random(26))
    return floor, mystery_night(floor, "1x150, rest equal", mystery_from_level=1)


def test_before_the_first_draw_the_payouts_document_shows_the_prizes_to_draw(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = _night(db_url, clock)
    document = payouts_document(floor.state, event_id)
    assert document["bounties"] == [] and document["bounties_in_play"] == 0
    mystery = document["mystery"]
    assert mystery["fixed"] is False and mystery["pool_cents"] == 6 * 5_000
    assert mystery["left"] == [{"cents": 15_000, "count": 1}, {"cents": 3_000, "count": 5}]
    assert (mystery["left_count"], mystery["left_total_cents"]) == (6, 30_000)
    assert mystery["drawn"] == [] and mystery["drawn_count"] == 0
    floor.close()


def test_a_draw_leaves_the_draws_and_shows_who_drew_what(db_url: str, clock: FakeClock) -> None:
    floor, event_id = _night(db_url, clock)
    bust(floor, event_id, "Flo", "Ann")
    drawn = floor.state.results.get(event_id, EventResults()).eliminations[-1].mystery_cents
    assert drawn is not None
    mystery = payouts_document(floor.state, event_id)["mystery"]
    assert mystery["fixed"] is True
    assert (mystery["left_count"], mystery["left_total_cents"]) == (5, 30_000 - drawn)
    assert mystery["drawn"] == [{"player": "Ann", "cents": drawn}]
    ann = entry_of(floor, event_id, "Ann")
    with client_of(floor) as client:
        page = client.get(f"/api/entry/{event_id}/{key_of(floor, event_id, ann)}").json()
    assert page["bounty"] == {"on_head_cents": 0, "won_cents": drawn, "draws_cents": [drawn]}
    floor.close()


def test_outside_a_mystery_bounty_the_payouts_document_has_no_mystery(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = pko_floor(db_url, clock, bounty=1_000, bounty_format="progressive")
    assert "mystery" not in payouts_document(floor.state, event_id)
    floor.close()
