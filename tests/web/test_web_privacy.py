"""Web: nothing private is ever served, and an event set to ``initials`` names nobody."""

from __future__ import annotations

import itertools
import json

from starlette.testclient import TestClient
from tests.support import FakeClock, entry_of, player_of
from tests.web.web_floor import NAMES, client_of, make_event, open_floor

from floortool.app.commands.events import UpdateEvent
from floortool.app.commands.players import UpdatePlayer
from floortool.app.commands.results import BustPlayers, CorrectPlace
from floortool.app.commands.seating import BreakTable
from floortool.app.floor import Floor
from floortool.web.names import initials

CONTACT = "alice.archer@example.org +44 7700 900123"
MEMBERSHIP = "M-48151623"
NOTE = "Agreed on the floor with both players present"


def _everything(client: TestClient, event_id: int, entries: list[int]) -> str:
    """Every document the read API serves for the event, as one text."""
    paths = [
        f"/api/{p}?event={event_id}"
        for p in ("event", "clock", "field", "payouts", "seating", "results", "structure")
    ]
    paths += [f"/api/entry/{event_id}/{e}" for e in entries]
    paths += [f"/api/find?event={event_id}&name={q}" for q in ("a", "archer", "M-481", "900123")]
    answers = [client.get(path) for path in paths]
    assert all(a.status_code == 200 for a in answers), [a.json() for a in answers]
    with client.stream("GET", "/api/live?event=1") as live:  # the hello only
        hello = "\n".join(itertools.islice(live.iter_lines(), 4))
    return "\n".join([json.dumps(a.json(), ensure_ascii=False) for a in answers] + [hello])


def _room(floor: Floor) -> tuple[int, list[int]]:
    event_id = make_event(floor)
    alice = player_of(floor, "Alice Archer")
    floor.execute(UpdatePlayer(alice, {"contact": CONTACT, "membership": MEMBERSHIP}))
    floor.execute(UpdatePlayer(player_of(floor, "Bob Brown"), {"nickname": "The Hammer"}))
    dan = entry_of(floor, event_id, "Dan Dorsey")
    floor.execute(BustPlayers(event_id, (dan,), by=entry_of(floor, event_id, "Alice Archer")))
    floor.execute(CorrectPlace(event_id, dan, (4,), NOTE))
    floor.execute(BreakTable(event_id, 2))
    return event_id, [entry_of(floor, event_id, n) for n in NAMES]


def test_contact_details_membership_numbers_and_notes_are_never_served(
    db_url: str, clock: FakeClock
) -> None:
    floor = open_floor(db_url, clock)
    event_id, entries = _room(floor)
    with client_of(floor) as client:
        served = _everything(client, event_id, entries)
    floor.close()
    assert "Alice Archer" in served  # names are served (public_names "full")
    for private in (CONTACT, MEMBERSHIP, "M-481", "900123", "The Hammer", NOTE, "Agreed"):
        assert private not in served


def test_an_event_set_to_initials_serves_initials_only(db_url: str, clock: FakeClock) -> None:
    floor = open_floor(db_url, clock)
    event_id, entries = _room(floor)
    floor.execute(UpdateEvent(event_id, {"public_names": "initials"}))
    with client_of(floor) as client:
        served = _everything(client, event_id, entries)
        found = client.get(f"/api/find?event={event_id}&name=A. A.").json()
        by_name = client.get(f"/api/find?event={event_id}&name=alice").json()
    floor.close()
    for name in NAMES:
        for word in name.split():
            assert word not in served, word
    assert initials("Alice Archer") in served
    assert [m["player"] for m in found["matches"]] == ["A. A."]
    assert by_name["matches"] == []  # a full name finds nobody: it would tell who plays


def test_initials_are_the_first_letter_of_each_word() -> None:
    assert initials("Alice Archer") == "A. A."
    assert initials("éva  o'neil") == "É. O."
    assert initials("Cher") == "C."
    assert initials("  ") == ""
