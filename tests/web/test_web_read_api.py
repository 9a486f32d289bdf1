"""Web: the read API, each document the command line's JSON for the same thing (the
same read model's ``to_json``), the seat finder and an entry's own page."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import datetime

import pytest
from tests.support import FakeClock, entry_of
from tests.web.web_floor import client_of, key_of, make_event, open_floor

from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.commands.league import AddSeason, AssignEvent, CreateLeague, RecordLeaguePoints
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seating import BreakTable
from floortool.app.floor import Floor
from floortool.app.views.bounties import bounty_view
from floortool.app.views.field import field_summary
from floortool.app.views.payouts import prize_view
from floortool.app.views.results import results_view
from floortool.domain.fold.state import FloorState
from floortool.domain.structure.files import structure_to_data
from floortool.domain.tournament.event import settings_for
from floortool.web.app import STATE_DOCUMENTS
from floortool.web.documents import field_document
from floortool.web.reads import MAX_MATCHES


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Iterator[Floor]:
    floor = open_floor(db_url, clock)
    yield floor
    floor.close()


def test_the_field_payouts_results_and_structure_are_the_command_line_documents(
    floor: Floor,
) -> None:
    event_id = make_event(floor)
    floor.execute(BustPlayers(event_id, (entry_of(floor, event_id, "Dan Dorsey"),)))
    state = floor.state
    with client_of(floor) as client:
        field = client.get("/api/field").json()
        payouts = client.get("/api/payouts").json()
        results = client.get(f"/api/results?event={event_id}").json()
        structure = client.get("/api/structure").json()
    assert field == {"field": field_summary(state, event_id).to_json()}
    assert field["field"]["players_left"] == 3 and field["field"]["total_entries"] == 4
    assert bounty_view(state, event_id).rows == ()  # no bounty: none served
    assert payouts == {
        "event": event_id,
        **prize_view(state, event_id).to_json(),
        "bounties": [],
        "bounties_in_play": 0,
    }
    expected = results_view(state, event_id).to_json()
    assert [r["place"] for r in results["results"]] == [r["place"] for r in expected["results"]]
    assert results["remaining"] == expected["remaining"] == 3
    assert structure["structure"] == structure_to_data(state.structures[event_id])


def test_the_event_names_its_rulebook_and_lists_the_events_to_pick_from(floor: Floor) -> None:
    first = make_event(floor, "Monday")
    second = make_event(floor, "Tuesday", ("Eve Evans", "Fay Ford"))
    with client_of(floor) as client:
        current = client.get("/api/event").json()
        asked = client.get(f"/api/event?event={first}").json()
    assert current["event"]["id"] == second and current["event"]["name"] == "Tuesday"
    assert current["event"]["rulebook"] == "tda-2024"
    assert current["event"]["rulebook_title"] == "Poker TDA Rules 2024"
    assert current["event"]["public_names"] == "full"
    created = datetime.fromisoformat(current["event"]["created_at"])
    assert current["event"]["date"] == created.astimezone().date().isoformat()
    assert [e["id"] for e in current["events"]] == [second, first]
    assert asked["event"]["name"] == "Monday"


def test_the_seating_shows_table_seat_and_name_and_nothing_else_of_a_person(
    floor: Floor,
) -> None:
    event_id = make_event(floor)
    with client_of(floor) as client:
        seating = client.get("/api/seating").json()
    seated = [o for t in seating["tables"] for o in t["occupied"]]
    assert sorted(o["player"] for o in seated) == sorted(
        ("Alice Archer", "Bob Brown", "Cleo Clark", "Dan Dorsey")
    )
    assert all(set(o) == {"seat", "entry", "player"} for o in seated)
    alice = next(o for o in seated if o["player"] == "Alice Archer")
    table = next(t["table"] for t in seating["tables"] if alice in t["occupied"])
    assert (table, alice["seat"]) == floor.state.seating[event_id].seat_of(alice["entry"])


def test_who_waits_for_a_seat_is_served_with_their_alternate_number(floor: Floor) -> None:
    """Two 2-seat tables and six entrants: the last two are the alternates 1 and 2, in the
    seating (by the event's served names: initials hide them too), the seat finder and
    their own pages; before the start of an event with no table count, an entrant waits
    for the seat draw (no alternate number)."""
    names = ("Ann Ames", "Ben Bell", "Cat Cole", "Dev Dunn", "Greta Gustafsdottir", "Hal Hart")
    event_id = floor.execute(
        CreateEvent(settings_for(name="Full", tables=2, seats=2), structure=None)
    ).group
    floor.execute(RegisterEntry(event_id, newcomers(names)))
    greta, hal = (entry_of(floor, event_id, n) for n in names[4:])
    draw = floor.execute(CreateEvent(settings_for(name="Draw", seats=9), structure=None)).group
    floor.execute(RegisterEntry(draw, newcomers(("Ivy Ito",))))
    with client_of(floor) as client:
        seating = client.get(f"/api/seating?event={event_id}").json()
        found = client.get(f"/api/find?event={event_id}&name=greta").json()
        page = client.get(f"/api/entry/{event_id}/{key_of(floor, event_id, hal)}").json()
        drawn = client.get(f"/api/seating?event={draw}").json()
        ivy_key = key_of(floor, draw, entry_of(floor, draw, "Ivy Ito"))
        ivy = client.get(f"/api/entry/{draw}/{ivy_key}").json()
    floor.execute(UpdateEvent(event_id, {"public_names": "initials"}))
    with client_of(floor) as client:
        hidden = client.get(f"/api/seating?event={event_id}").json()
    assert seating["waiting"] == [
        {"entry": greta, "player": "Greta Gustafsdottir", "alternate": 1},
        {"entry": hal, "player": "Hal Hart", "alternate": 2},
    ]
    assert [(m["status"], m["alternate"]) for m in found["matches"]] == [("waiting", 1)]
    assert (page["status"], page["table"], page["alternate"]) == ("waiting", None, 2)
    assert drawn["waiting"][0]["alternate"] is None and ivy["alternate"] is None
    assert [w["player"] for w in hidden["waiting"]] == ["G. G.", "H. H."]


def test_the_seat_finder_ignores_case_and_accents_and_gives_at_most_20(floor: Floor) -> None:
    names = ("Éva Émond", "Eva Stone", "Evan Wood", *(f"Evelyn No{n}" for n in range(25)))
    event_id = floor.execute(
        CreateEvent(settings_for(name="Big", tables=4, seats=10), structure=None)
    ).group
    floor.execute(RegisterEntry(event_id, newcomers(names)))
    with client_of(floor) as client:
        accents = client.get("/api/find", params={"name": "EVA EMOND"}).json()
        plain = client.get("/api/find", params={"name": "éva"}).json()
        many = client.get("/api/find", params={"name": "ev"}).json()
        empty = client.get("/api/find", params={"name": "  "})
        symbols = client.get("/api/find", params={"name": "!!"})
        long = client.get("/api/find", params={"name": "x" * 61})
    assert [m["player"] for m in accents["matches"]] == ["Éva Émond"]
    match = accents["matches"][0]
    served = {
        "entry",
        "key",
        "tag",
        "player",
        "entry_number",
        "status",
        "table",
        "seat",
        "alternate",
    }
    assert set(match) == served
    assert sorted(m["player"] for m in plain["matches"]) == ["Eva Stone", "Evan Wood", "Éva Émond"]
    assert len(many["matches"]) == MAX_MATCHES == 20 and many["more"] is True
    for refused in (empty, symbols, long):
        assert refused.status_code == 400
        assert refused.json()["error"]["code"] == "bad_parameter"


def test_an_entry_page_shows_its_seat_its_moves_with_their_rules_and_its_finish(
    floor: Floor,
) -> None:
    """A broken table's players are redrawn (the move records its reason and the
    rulebook's citation); the page shows each move from its recorded fields."""
    event_id = make_event(floor)
    seating = floor.state.seating[event_id]
    moved = next(e for e in seating.where if seating.where[e][0] == 2)
    floor.execute(BreakTable(event_id, 2))
    with client_of(floor) as client:
        page = client.get(f"/api/entry/{event_id}/{key_of(floor, event_id, moved)}").json()
    assert page["table"] == 1
    assert page["seat_text"] == f"Table 1 · Seat {page['seat']}"
    (move,) = page["moves"]
    assert move["from"]["table"] == 2 and move["to"] == {"table": 1, "seat": page["seat"]}
    assert "10-B" in move["rule"]
    assert move["reason"] == "Table 2 was broken up"
    assert (
        move["text"]
        == f"You moved to Table 1 · Seat {page['seat']} — {move['reason']} ({move['rule']})"
    )
    assert page["result"] is None


def test_an_entry_that_is_out_shows_its_place_and_prize(floor: Floor) -> None:
    event_id = make_event(floor)
    dan = entry_of(floor, event_id, "Dan Dorsey")
    floor.execute(BustPlayers(event_id, (dan,)))
    key = key_of(floor, event_id, dan)
    with client_of(floor) as client:
        page = client.get(f"/api/entry/{event_id}/{key}").json()
        unknown = client.get(f"/api/entry/{event_id}/{'a' * len(key)}")
        unknown_event = client.get(f"/api/entry/77/{key}")
        words = client.get(f"/api/entry/{event_id}/dan")
    assert page["status"] == "busted" and page["table"] is None
    assert page["result"]["place"] == 4 and page["result"]["prize"] == "0.00"
    assert unknown.status_code == 404 and unknown.json()["error"]["code"] == "unknown_entry"
    assert unknown_event.status_code == 404
    assert words.status_code == 404


def _league_season_played(floor: Floor) -> int:
    floor.execute(CreateLeague("Tuesday League"))
    floor.execute(AddSeason(None, "2026", {}))
    event_id = make_event(floor)
    floor.execute(AssignEvent(None, None, event_id))
    for name in ("Dan Dorsey", "Cleo Clark", "Bob Brown"):
        floor.execute(BustPlayers(event_id, (entry_of(floor, event_id, name),)))
    floor.execute(RecordLeaguePoints(None, event_id))
    return event_id


def test_standings_are_the_season_of_the_event_or_a_json_404(floor: Floor) -> None:
    event_id = _league_season_played(floor)
    alone = make_event(floor, "Outside", ("Gus Grey", "Hal Hope"))
    with client_of(floor) as client:
        standings = client.get(f"/api/standings?event={event_id}").json()
        none = client.get(f"/api/standings?event={alone}")
    assert standings["league"] == "Tuesday League" and standings["season"] == "2026"
    assert standings["standings"][0]["player"] == "Alice Archer"
    assert none.status_code == 404 and none.json()["error"]["code"] == "no_season"


def test_every_read_names_an_unknown_event_with_a_json_404(floor: Floor) -> None:
    make_event(floor)
    paths = (
        *("event", "clock", "field", "payouts", "seating", "results", "standings", "structure"),
        "live",
    )
    with client_of(floor) as client:
        answers = {p: client.get(f"/api/{p}?event=42") for p in paths}
        found = client.get("/api/find?name=al&event=42")
    for path, answer in {**answers, "find": found}.items():
        assert answer.status_code == 404, path
        assert answer.json()["error"]["code"] == "unknown_event", path


def test_many_readers_at_one_revision_cost_one_computation(
    floor: Floor, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    built: list[int] = []

    def counted(state: FloorState, event_id: int) -> dict[str, object]:
        built.append(event_id)
        return field_document(state, event_id)

    monkeypatch.setitem(STATE_DOCUMENTS, "/api/field", counted)
    event_id = make_event(floor)
    desk = open_floor(db_url, operator="desk")
    with client_of(floor) as client:
        first = [client.get("/api/field").json() for _ in range(50)]
        desk.execute(BustPlayers(event_id, (entry_of(desk, event_id, "Dan Dorsey"),)))
        deadline = time.monotonic() + 10  # the served floor's poll reads the desk's bust
        while client.get("/api/field").json()["field"]["players_left"] == 4:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        after = [client.get("/api/field").json() for _ in range(50)]
    desk.close()
    assert first[0]["field"]["players_left"] == 4 and after[-1]["field"]["players_left"] == 3
    assert len(built) == 2
