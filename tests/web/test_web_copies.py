"""Web: each document worked out and serialised once per journal revision and served
from that copy to every page, with its ETag (``If-None-Match`` → 304, no body), the
cache headers of documents and static files, the clock's copy kept no longer than a
second of the floor's clock, and the documents a notice brings (issue 24, items 1
and 7)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator

import httpx2
import pytest
from starlette.requests import Request
from starlette.testclient import TestClient
from tests.support import FakeClock, entry_of
from tests.web.web_floor import client_of, make_event, open_floor, served, sse_events

from floortool.app.commands.clock import StartClock
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.web.app import STATE_DOCUMENTS
from floortool.web.documents import Document, field_document


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Iterator[Floor]:
    floor = open_floor(db_url, clock)
    yield floor
    floor.close()


def _made(client: TestClient) -> int:
    made: int = client.app.state.web.copies.made  # type: ignore[attr-defined]
    return made


def _wait_for_the_poll(client: TestClient, path: str, old_tag: str) -> None:
    deadline = time.monotonic() + 10  # the served floor's poll reads the desk's action
    while client.get(path, headers={"If-None-Match": old_tag}).status_code == 304:
        assert time.monotonic() < deadline, "the served floor never saw the change"
        time.sleep(0.02)


def test_a_document_is_made_once_per_revision_and_a_page_holding_it_gets_304(
    floor: Floor, db_url: str
) -> None:
    event_id = make_event(floor)
    desk = open_floor(db_url, operator="desk")
    with client_of(floor) as client:
        first = client.get(f"/api/field?event={event_id}")
        tag = first.headers["etag"]
        assert first.status_code == 200 and first.json()["field"]["players_left"] == 4
        assert first.headers["cache-control"] == "no-cache"
        made = _made(client)
        again = [client.get(f"/api/field?event={event_id}") for _ in range(30)]
        assert {a.content for a in again} == {first.content}
        assert {a.headers["etag"] for a in again} == {tag}
        assert _made(client) == made, "one copy served to every reader"

        held = client.get(f"/api/field?event={event_id}", headers={"If-None-Match": tag})
        assert held.status_code == 304 and held.content == b""
        assert held.headers["etag"] == tag and held.headers["cache-control"] == "no-cache"
        listed = client.get(
            f"/api/field?event={event_id}", headers={"If-None-Match": f'"other", W/{tag}'}
        )
        assert listed.status_code == 304  # a list of tags, a weak one among them

        structure = client.get(f"/api/structure?event={event_id}").headers["etag"]
        desk.execute(BustPlayers(event_id, (entry_of(desk, event_id, "Dan Dorsey"),)))
        _wait_for_the_poll(client, f"/api/field?event={event_id}", tag)
        after = client.get(f"/api/field?event={event_id}", headers={"If-None-Match": tag})
        assert after.status_code == 200 and after.json()["field"]["players_left"] == 3
        assert after.headers["etag"] != tag
        # a new revision that did not change the structure: the same bytes, the same tag
        unchanged = client.get(
            f"/api/structure?event={event_id}", headers={"If-None-Match": structure}
        )
        assert unchanged.status_code == 304
    desk.close()


def test_every_reader_asking_at_once_waits_for_one_copy(floor: Floor) -> None:
    """Many pages asking for one document at the same revision at the same moment
    (after a notice) wait for one copy, not one each."""
    event_id = make_event(floor)

    def job(served: Floor) -> Document:
        return field_document(served.state, event_id)

    with client_of(floor) as client:
        web = client.app.state.web  # type: ignore[attr-defined]
        request = Request(
            {"type": "http", "method": "GET", "path": "/", "headers": [], "query_string": b""}
        )

        async def fifty() -> set[bytes]:
            answers = await asyncio.gather(
                *(web.serve(request, ("field", event_id), job) for _ in range(50))
            )
            return {bytes(answer.body) for answer in answers}

        before = web.copies.made
        assert len(client.portal.call(fifty)) == 1  # type: ignore[union-attr]
        assert web.copies.made == before + 1


def test_the_clock_copy_is_kept_at_most_a_second_of_the_floors_clock(
    floor: Floor, clock: FakeClock
) -> None:
    event_id = make_event(floor)
    floor.execute(StartClock(event_id))
    with client_of(floor) as client:
        first = client.get("/api/clock")
        assert first.headers["cache-control"] == "no-cache"
        assert client.get("/api/clock").headers["etag"] == first.headers["etag"]
        clock.advance(2)
        later = client.get("/api/clock", headers={"If-None-Match": first.headers["etag"]})
        assert later.status_code == 200 and later.headers["etag"] != first.headers["etag"]
        moved = later.json()["clock"]["server_time_ms"] - first.json()["clock"]["server_time_ms"]
        assert moved == 2000


def test_the_page_scripts_are_revalidated_and_the_server_time_never_kept(
    floor: Floor,
) -> None:
    make_event(floor)
    with client_of(floor) as client:
        script = client.get("/static/floor.js")
        assert script.headers["cache-control"] == "no-cache"
        held = client.get("/static/floor.js", headers={"If-None-Match": script.headers["etag"]})
        assert held.status_code == 304
        assert client.get("/api/time").headers["cache-control"] == "no-store"
        assert "etag" not in client.get("/api/time").headers


def test_a_document_that_fails_is_left_out_of_the_notice_which_goes_all_the_same(
    db_url: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(_state: object, _event_id: int) -> Document:
        raise RuntimeError("a bug")

    monkeypatch.setitem(STATE_DOCUMENTS, "/api/payouts", broken)
    desk = open_floor(db_url, clock, operator="desk")
    event_id = make_event(desk)
    server_floor = open_floor(db_url, clock, operator="web")
    with (
        served(server_floor) as base,
        httpx2.stream("GET", f"{base}/api/live", timeout=httpx2.Timeout(10.0)) as stream,
    ):
        events = sse_events(stream)
        next(e for e in events if e.kind == "hello")
        desk.execute(BustPlayers(event_id, (entry_of(desk, event_id, "Bob Brown"),)))
        notice = next(e for e in events if e.kind == "notice")
    desk.close()
    server_floor.close()
    carried = notice.data["documents"]
    assert isinstance(carried, dict)
    assert "/api/payouts" not in carried and "/api/field" in carried


def test_a_live_page_may_ask_only_for_documents_the_server_serves(floor: Floor) -> None:
    make_event(floor)
    with client_of(floor) as client:
        answer = client.get("/api/live?bring=/api/field,/etc/passwd")
    assert answer.status_code == 400
    assert answer.json()["error"]["code"] == "bad_parameter"
    assert "'/etc/passwd'" in answer.json()["error"]["message"]
