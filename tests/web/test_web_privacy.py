"""Web: nothing private is ever served, and an event set to ``initials`` names nobody.

The documents are found by walking the application's own routes, so a route
added later is fetched too (or fails the walk until it is taught here)."""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterator
from pathlib import Path

from starlette.routing import Mount, Route
from starlette.testclient import TestClient
from tests.support import FakeClock, as_typed, entry_of, player_of
from tests.web.web_floor import client_of, key_of, open_floor

from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.commands.league import AddSeason, AssignEvent, CreateLeague, RecordLeaguePoints
from floortool.app.commands.players import UpdatePlayer
from floortool.app.commands.prize import RecordDeal
from floortool.app.commands.registration import RegisterEntry
from floortool.app.commands.results import BustPlayers, CorrectPlace
from floortool.app.commands.seating import ApplyBalance, BreakTable, MoveEntry, SetButton
from floortool.app.commands.sign_ups import ImportSignUps
from floortool.app.entry_keys import entry_key_secret, sign_up_key
from floortool.app.floor import Floor
from floortool.app.views.payouts import prize_view
from floortool.domain.field.entries import event_entries
from floortool.domain.prize.deals import plan_deal
from floortool.domain.registration.sign_ups import sign_ups_of
from floortool.domain.tournament.event import settings_for
from floortool.web.names import initials

NAMES = (
    "Ada Archer", "Bob Brown", "Cleo Clark", "Dan Dorsey", "Tess Takahashi", "Fern Fairweather",
    "Gus Goodfellow", "Hal Hopkirk", "Ivy Ingleby", "Jon Jollybrook", "Kit Kettlewell",
    "Lea Lambkin",
)  # fmt: skip
CONTACT = "ada.archer@example.org +44 7700 900123"
MEMBERSHIP = "M-48151623"
NOTE = "Agreed on the floor with both players present"


def _seated(floor: Floor, event_id: int, table: int) -> list[tuple[int, int]]:
    """(seat, entry) of everyone at ``table``, by seat."""
    return sorted(floor.state.seating[event_id].tables[table].occupied.items())


def _room(floor: Floor) -> int:
    """A league night played to the end: a move by hand (whose reason, in the journal,
    names the player), a balancing move, a broken table, a bust credited to a
    player, two players sharing places, a corrected place, a deal, and the season's
    points recorded; two sign-ups still pending, one with a membership number."""
    floor.execute(CreateLeague("Tuesday League"))
    floor.execute(AddSeason(None, "2026", {}))
    made = settings_for(name="Main", tables=3, seats=5, buy_in=10_000)
    event_id = floor.execute(CreateEvent(made)).group
    floor.execute(RegisterEntry(event_id, as_typed(floor, *NAMES)))
    floor.execute(AssignEvent(None, None, event_id))
    alice = player_of(floor, "Ada Archer")
    floor.execute(UpdatePlayer(alice, {"contact": CONTACT, "membership": MEMBERSHIP}))
    floor.execute(UpdatePlayer(player_of(floor, "Bob Brown"), {"nickname": "The Hammer"}))
    for table in (1, 2, 3):
        floor.execute(SetButton(event_id, table, _seated(floor, event_id, table)[0][0]))
    tess = entry_of(floor, event_id, "Tess Takahashi")
    there = floor.state.seating[event_id].where[tess][0]
    to = 1 if there != 1 else 2
    free = next(s for s in range(1, 6) if s not in dict(_seated(floor, event_id, to)))
    floor.execute(MoveEntry(event_id, tess, to, free))
    floor.execute(ApplyBalance(event_id))
    by_name = {n: entry_of(floor, event_id, n) for n in NAMES}
    floor.execute(BustPlayers(event_id, (by_name["Dan Dorsey"],), by=by_name["Ada Archer"]))
    shared = (by_name["Lea Lambkin"], by_name["Kit Kettlewell"])
    floor.execute(BustPlayers(event_id, shared, stacks=(5_000, 5_000)))
    floor.execute(BreakTable(event_id, 3))
    floor.execute(CorrectPlace(event_id, by_name["Dan Dorsey"], (12,), NOTE))
    for name in ("Jon Jollybrook", "Ivy Ingleby", "Hal Hopkirk", "Gus Goodfellow", "Bob Brown"):
        floor.execute(BustPlayers(event_id, (by_name[name],), by=by_name["Tess Takahashi"]))
    left = ("Ada Archer", "Cleo Clark", "Tess Takahashi", "Fern Fairweather")
    payouts = prize_view(floor.state, event_id).payouts
    assert payouts is not None
    prizes = list(payouts.amounts_cents[: len(left)])
    deal = plan_deal(method="chip-chop", players=left, stacks=[4, 3, 2, 1], prizes_cents=prizes)
    floor.execute(RecordDeal(event_id, deal))
    for name in left[1:]:
        floor.execute(BustPlayers(event_id, (by_name[name],), by=by_name["Ada Archer"]))
    floor.execute(RecordLeaguePoints(None, event_id))
    listed = f"name,membership\nDan Dorsey,{MEMBERSHIP}7\nLea Lambkin,\n"
    floor.execute(ImportSignUps(event_id, listed))
    return event_id


def _addresses(client: TestClient, floor: Floor, event_id: int) -> Iterator[str]:
    """Every address a guest can GET, each route's parameters filled in every way the
    event allows: its entries' keys, the finder's questions, the static files."""
    keys = [key_of(floor, event_id, e) for e in event_entries(floor.state, event_id)]
    secret = entry_key_secret(floor)
    signed = [sign_up_key(secret, event_id, n) for n in sign_ups_of(floor.state, event_id).records]
    finds = ["a", "archer", "tess", "t. t.", "M-481", "900123", *(n[0] for n in NAMES)]
    for route in client.app.routes:  # type: ignore[attr-defined]
        if isinstance(route, Mount):
            static = Path(route.app.directory)  # type: ignore[attr-defined]
            yield from (f"{route.path}/{f.name}" for f in sorted(static.iterdir()))
            continue
        assert isinstance(route, Route), route
        if route.methods is not None and "GET" not in route.methods:
            continue  # the staff phone's writes, each refused unpaired (test_web_guards)
        if route.path == "/api/layout-image":
            continue  # a layout's picture: bytes from the images folder, never the event's
        params = set(route.param_convertors)
        assert params <= {"event_id", "key"}, f"teach this test the route {route.path}"
        path = re.sub(r"\{event_id(:int)?\}", str(event_id), route.path)
        signs_up = route.path.startswith(("/signup/", "/api/signup/status/"))
        for key in (signed if signs_up else keys) if "key" in params else [""]:
            address = re.sub(r"\{key\}", key, path) + f"?event={event_id}"
            if route.path == "/api/find":
                yield from (f"{address}&name={q}" for q in finds)
            else:
                yield address


def _everything(client: TestClient, floor: Floor, event_id: int) -> str:
    """Every answer the server gives a guest about the event, as one text."""
    texts = []
    for address in _addresses(client, floor, event_id):
        if address.startswith("/api/live"):
            with client.stream("GET", address) as live:  # the hello only
                texts.append("\n".join(itertools.islice(live.iter_lines(), 4)))
            continue
        answer = client.get(address)
        expected = 401 if address.startswith("/api/staff/") else 200
        assert answer.status_code == expected, (address, answer.text)
        texts.append(answer.text if answer.headers["content-type"].startswith("text") else "")
        if "json" in answer.headers["content-type"]:
            texts.append(json.dumps(answer.json(), ensure_ascii=False))
    return "\n".join(texts)


def test_contact_details_membership_numbers_and_notes_are_never_served(
    db_url: str, clock: FakeClock
) -> None:
    floor = open_floor(db_url, clock)
    event_id = _room(floor)
    with client_of(floor) as client:
        served = _everything(client, floor, event_id)
    floor.close()
    assert "Ada Archer" in served  # names are served (public_names "full")
    for private in (CONTACT, MEMBERSHIP, "M-481", "900123", "The Hammer", NOTE, "Agreed"):
        assert private not in served


def test_an_event_set_to_initials_serves_initials_only(db_url: str, clock: FakeClock) -> None:
    """Every page, document, stream and file the server answers a guest with, for an
    event with moves (by hand, balancing, a break), busts, shared places, a corrected
    place, a deal and a league season, holds no player's first or last name."""
    floor = open_floor(db_url, clock)
    event_id = _room(floor)
    floor.execute(UpdateEvent(event_id, {"public_names": "initials"}))
    with client_of(floor) as client:
        served = _everything(client, floor, event_id)
        found = client.get(f"/api/find?event={event_id}&name=T. T.").json()
        by_name = client.get(f"/api/find?event={event_id}&name=tess").json()
    floor.close()
    for name in NAMES:
        for word in name.split():
            assert not re.search(rf"\b{word}\b", served, re.IGNORECASE), word
    assert initials("Tess Takahashi") in served
    assert [m["player"] for m in found["matches"]] == ["T. T."]
    assert by_name["matches"] == []  # a full name finds nobody: it would tell who plays


def test_initials_are_the_first_letter_of_each_word() -> None:
    assert initials("Ada Archer") == "A. A."
    assert initials("éva  o'neil") == "É. O."
    assert initials("Cher") == "C."
    assert initials("  ") == ""


def test_a_seasons_standings_name_nobody_once_one_of_its_nights_is_set_to_initials(
    db_url: str, clock: FakeClock
) -> None:
    """Tonight's event serves full names, but last week's night of the same season was
    set to initials: the season's standings, asked from tonight's pages, name last
    week's players by their initials too (and so everyone in them)."""
    floor = open_floor(db_url, clock)
    last_week = _room(floor)
    floor.execute(UpdateEvent(last_week, {"public_names": "initials"}))
    tonight = floor.execute(CreateEvent(settings_for(name="Tonight", tables=1, seats=9))).group
    floor.execute(RegisterEntry(tonight, as_typed(floor, "Uma Underhill")))
    floor.execute(AssignEvent(None, None, tonight))
    with client_of(floor) as client:
        standings = client.get(f"/api/standings?event={tonight}").json()
        seating = client.get(f"/api/seating?event={tonight}").text
    floor.close()
    players = [row["player"] for row in standings["standings"]]
    assert initials("Tess Takahashi") in players
    assert not any(word in str(players) for name in NAMES for word in name.split())
    assert "Uma Underhill" in seating  # tonight's own pages keep tonight's setting
