"""Web: ``GET /api/live``, server-sent events from the change notices."""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import Iterator

import httpx2
from tests.support import FakeClock, entry_of
from tests.web.web_floor import Sse, make_event, open_floor, served, sse_events

from floortool.app.commands.clock import PauseClock, StartClock
from floortool.app.commands.results import BustPlayers
from floortool.web.live import HEARTBEAT, QUEUE_SIZE, LiveHub

TIMEOUT = httpx2.Timeout(10.0)


def _next(events: Iterator[Sse], kind: str) -> Sse:
    """The next event of ``kind`` (heartbeats and other kinds skipped)."""
    return next(e for e in events if e.kind == kind)


def test_a_bust_and_a_pause_at_another_station_arrive_as_notices(
    db_url: str, clock: FakeClock
) -> None:
    desk = open_floor(db_url, clock, operator="desk")
    event_id = make_event(desk)
    desk.execute(StartClock(event_id))
    server_floor = open_floor(db_url, clock, operator="web")
    with (
        served(server_floor) as base,
        httpx2.stream("GET", f"{base}/api/live?bring=/api/field", timeout=TIMEOUT) as stream,
    ):
        assert stream.headers["content-type"].startswith("text/event-stream")
        events = sse_events(stream)
        hello = _next(events, "hello")
        assert hello.data["event"] == event_id
        assert hello.data["revision"] == desk.revision and hello.id == str(desk.revision)
        assert hello.data["clock"]["state"] == "running"  # type: ignore[index]

        desk.execute(BustPlayers(event_id, (entry_of(desk, event_id, "Bob Brown"),)))
        bust = _next(events, "notice")
        told = {key: bust.data[key] for key in ("event", "subjects", "revision")}
        assert told == {
            "event": event_id,
            "subjects": ["field", "prize", "results", "seating"],
            "revision": desk.revision,
        }
        # the clock comes with a bust: the last one ends the tournament, and its clock
        assert bust.data["clock"]["state"] == "running"  # type: ignore[index]
        # and so does every document of the event that shows what a bust changes: by its
        # ETag, and whole when the page said it shows it (?bring=)
        carried = bust.data["documents"]
        assert isinstance(carried, dict)
        assert set(carried) == {"/api/event", "/api/field", "/api/payouts", "/api/seating",
                                "/api/results", "/api/changes", "/api/chips",
                                "/api/signup", "/api/display-lists"}  # fmt: skip
        assert carried["/api/field"]["document"]["field"]["players_left"] == 3
        assert set(carried["/api/results"]) == {"etag"}
        assert bust.id == str(desk.revision)

        desk.execute(PauseClock(event_id))
        pause = _next(events, "notice")
        assert pause.data["subjects"] == ["clock"]
        assert pause.data["clock"]["state"] == "paused"  # type: ignore[index]
        assert pause.data["clock"]["paused"] is True  # type: ignore[index]
    desk.close()
    server_floor.close()


def test_a_reconnect_with_an_old_last_event_id_is_told_it_missed_something(
    db_url: str, clock: FakeClock
) -> None:
    floor = open_floor(db_url, clock)
    make_event(floor)
    revision = floor.revision
    with served(floor) as base:
        for last, missed in ((revision - 1, True), (revision, False), (0, True)):
            headers = {"Last-Event-ID": str(last)}
            with httpx2.stream(
                "GET", f"{base}/api/live", headers=headers, timeout=TIMEOUT
            ) as stream:
                hello = _next(sse_events(stream), "hello")
            assert hello.data["missed"] is missed
        bad = httpx2.get(f"{base}/api/live", headers={"Last-Event-ID": "x"}, timeout=TIMEOUT)
        assert bad.status_code == 400
    floor.close()


def test_a_quiet_stream_gets_a_heartbeat_event_the_page_can_hear(
    db_url: str, clock: FakeClock
) -> None:
    """A heartbeat is an event, not a comment (``EventSource`` never shows a page a
    comment, so a page could not tell a silent stream from a dead one), and the hello
    says how often it comes."""
    floor = open_floor(db_url, clock)
    make_event(floor)
    with (
        served(floor, heartbeat_seconds=0.1) as base,
        httpx2.stream("GET", f"{base}/api/live", timeout=TIMEOUT) as stream,
    ):
        lines = list(itertools.islice(stream.iter_lines(), 12))
    floor.close()
    hello = json.loads(next(line for line in lines if line.startswith("data: "))[6:])
    assert hello["heartbeat_seconds"] == 0.1
    beats = [n for n, line in enumerate(lines) if line == "event: heartbeat"]
    assert len(beats) >= 2 and all(lines[n + 1] == "data: {}" for n in beats[:2])
    assert HEARTBEAT == "event: heartbeat\ndata: {}\n\n"


def test_a_client_that_stops_reading_is_dropped_and_the_others_still_hear() -> None:
    async def play() -> tuple[list[bytes], list[bytes | None], int, int]:
        hub = LiveHub()
        slow, quick = hub.join(), hub.join()
        heard: list[bytes] = []
        for n in range(QUEUE_SIZE + 5):
            hub.broadcast([f"m{n}"])
            heard.append(await quick.queue.get())  # type: ignore[arg-type]
        left = [slow.queue.get_nowait() for _ in range(slow.queue.qsize())]
        return heard, left, hub.count, hub.dropped

    heard, left, count, dropped = asyncio.run(play())
    assert heard == [f"m{n}".encode() for n in range(QUEUE_SIZE + 5)]
    assert left == [None]  # its stream ends; the page reconnects and says hello again
    assert (count, dropped) == (1, 1)


def test_a_message_is_made_once_for_each_set_of_documents_the_pages_ask_for() -> None:
    hub = LiveHub()
    made: list[frozenset[str]] = []

    def text(bring: frozenset[str]) -> str:
        made.append(bring)
        return f"data: {sorted(bring)}\n\n"

    homes = [hub.join(None, frozenset({"/api/field"})) for _ in range(3)]
    display = hub.join(None, frozenset({"/api/field", "/api/seating"}))
    hub.broadcast([text])
    assert sorted(map(len, made)) == [1, 2]
    assert {home.queue.get_nowait() for home in homes} == {b"data: ['/api/field']\n\n"}
    assert display.queue.get_nowait() == b"data: ['/api/field', '/api/seating']\n\n"


def test_a_message_is_encoded_once_and_every_stream_sends_that_one_copy() -> None:
    """1,000 streams hear a notice: it is encoded to bytes once, and each stream queues
    that same object (its response sends bytes as they are, encoding nothing again)."""
    hub = LiveHub()
    pages = [hub.join(None, frozenset({"/api/field"})) for _ in range(3)]
    hub.broadcast(["event: notice\ndata: {}\n\n", lambda bring: f"data: {sorted(bring)}\n\n"])
    plain = [page.queue.get_nowait() for page in pages]
    made = [page.queue.get_nowait() for page in pages]
    assert all(isinstance(copy, bytes) for copy in plain + made)
    assert all(copy is plain[0] for copy in plain) and all(copy is made[0] for copy in made)
