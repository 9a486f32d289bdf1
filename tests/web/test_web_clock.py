"""Web: ``GET /api/clock``, the ``clock status`` document with what a page ticks from."""

from __future__ import annotations

from datetime import datetime

from tests.support import FakeClock
from tests.web.web_floor import client_of, make_event, open_floor

from floortool.app.commands.clock import PauseClock, StartClock
from floortool.app.views.clock import clock_view


def test_the_clock_is_the_status_document_with_the_server_time_and_running_flags(
    db_url: str, clock: FakeClock
) -> None:
    floor = open_floor(db_url, clock)
    event_id = make_event(floor)
    floor.execute(StartClock(event_id))
    clock.advance(90)
    expected = clock_view(floor.state, event_id, clock()).to_json()  # type: ignore[union-attr]
    with client_of(floor) as client:
        answer = client.get("/api/clock")
    floor.close()

    assert answer.status_code == 200
    document = answer.json()
    assert document["event"] == event_id
    shown = document["clock"]
    assert {k: shown[k] for k in expected} == expected
    assert shown["remaining_seconds"] == expected["remaining_seconds"]
    assert (shown["running"], shown["paused"], shown["hand_for_hand"]) == (True, False, False)
    assert datetime.fromisoformat(shown["server_time"]) == clock()
    assert shown["server_time_ms"] == round(clock().timestamp() * 1000)


def test_a_clock_held_for_hand_for_hand_says_so(db_url: str, clock: FakeClock) -> None:
    floor = open_floor(db_url, clock)
    event_id = make_event(floor)
    floor.execute(StartClock(event_id))
    floor.execute(PauseClock(event_id, "hand-for-hand"))
    with client_of(floor) as client:
        shown = client.get(f"/api/clock?event={event_id}").json()["clock"]
    floor.close()
    assert (shown["state"], shown["running"], shown["paused"]) == ("paused", False, True)
    assert shown["hand_for_hand"] is True


def test_the_event_asked_for_must_be_a_whole_number_of_an_event(
    db_url: str, clock: FakeClock
) -> None:
    floor = open_floor(db_url, clock)
    make_event(floor)
    with client_of(floor) as client:
        unknown = client.get("/api/clock?event=99")
        words = client.get("/api/clock?event=one")
        negative = client.get("/api/clock?event=-1")
        huge = client.get("/api/clock?event=" + "9" * 40)
    floor.close()
    assert unknown.status_code == 404
    assert unknown.json()["error"]["code"] == "unknown_event"
    for answer in (words, negative, huge):
        assert answer.status_code == 400
        assert answer.json()["error"]["code"] == "bad_parameter"
        assert "event" in answer.json()["error"]["message"]


def test_a_floor_with_no_event_answers_404_in_json(db_url: str) -> None:
    floor = open_floor(db_url)
    with client_of(floor) as client:
        answer = client.get("/api/clock")
    floor.close()
    assert answer.status_code == 404
    assert answer.json() == {
        "error": {"code": "no_event", "message": "There is no event on this floor yet."}
    }
