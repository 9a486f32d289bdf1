"""Helpers of the web tests: a floor with an event on it, the app over it under
Starlette's test client, and the app served by a real uvicorn on loopback (for
the live stream, which the test client cannot read while it is open)."""

from __future__ import annotations

import contextlib
import json
import random
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass

import httpx2
import pytest
import uvicorn
from starlette.testclient import TestClient
from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import as_typed

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry
from floortool.app.documents import catalogue
from floortool.app.documents.catalogue import prepare_on
from floortool.app.documents.request import PrintRequest
from floortool.app.entry_keys import entry_key, entry_key_secret
from floortool.app.floor import Clock, Floor, utc_now
from floortool.domain.tournament.event import settings_for
from floortool.reports.seat_cards import SeatCard
from floortool.web.app import create_app
from floortool.web.server import bind

NAMES = ("Alice Archer", "Bob Brown", "Cleo Clark", "Dan Dorsey")


def make_event(floor: Floor, name: str = "Main", names: tuple[str, ...] = NAMES) -> int:
    """An event of two 9-seat tables with ``names`` registered (and seated)."""
    made = settings_for(name=name, tables=2, seats=9)
    event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    floor.execute(RegisterEntry(event_id, as_typed(floor, *names)))  # a name known: that player
    return event_id


def key_of(floor: Floor, event_id: int, entry_id: int) -> str:
    """The public key of an entry (what its page's address holds)."""
    return entry_key(entry_key_secret(floor), event_id, entry_id)


def printed_seat_cards(
    monkeypatch: pytest.MonkeyPatch, floor: Floor, event_id: int
) -> list[SeatCard]:
    """The seat cards ``prepare_on`` would print for the event (each QR code's ``code``)."""
    cards: list[SeatCard] = []

    def render(_head: object, chosen: list[SeatCard], *_args: object, **_kw: object) -> bytes:
        cards.extend(chosen)
        return b"%PDF"

    monkeypatch.setattr(catalogue, "render_seat_cards", render)
    prepare_on(floor, event_id, PrintRequest("seat-cards")).render(None)  # type: ignore[arg-type]
    return cards


def open_floor(db_url: str, clock: Clock = utc_now, operator: str = "td") -> Floor:
    """A floor on ``db_url`` with a seeded draw (and the clock given)."""
    return Floor.open(db_url, operator=operator, clock=clock, rng=random.Random(5))


@contextlib.contextmanager
def client_of(floor: Floor) -> Iterator[TestClient]:
    """The app over ``floor`` under the test client (its lifespan runs: the floor's thread)."""
    with TestClient(create_app(floor, poll_seconds=0.05)) as client:
        yield client


@contextlib.contextmanager
def served(floor: Floor, *, port: int = 0, **options: float | str) -> Iterator[str]:
    """The app over ``floor`` served by uvicorn on loopback (on ``port``, else a free
    one); its base URL."""
    sock = bind("127.0.0.1", port)
    app = create_app(floor, **{"poll_seconds": 0.05, **options})
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=1))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]})
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started and thread.is_alive() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert server.started
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()


@dataclass(frozen=True)
class Sse:
    """One server-sent event as a browser's EventSource sees it."""

    kind: str
    data: dict[str, object]
    id: str | None


def sse_events(response: httpx2.Response) -> Iterator[Sse]:
    """The events of an open ``text/event-stream`` response, as they arrive."""
    kind, data, event_id = "message", [], None
    for line in response.iter_lines():
        if line == "":
            if data:
                yield Sse(kind, json.loads("\n".join(data)), event_id)
            kind, data = "message", []
        elif line.startswith("event: "):
            kind = line[7:]
        elif line.startswith("data: "):
            data.append(line[6:])
        elif line.startswith("id: "):
            event_id = line[4:]


@contextlib.contextmanager
def running_room(db_url: str, name: str = "Friday Main") -> Iterator[tuple[str, int]]:
    """A desk's floor with ``name`` on a running clock, served by a second floor over the
    same database: the server's address and the event's id."""
    from floortool.app.commands.clock import StartClock

    desk = Floor.open(db_url, operator="desk", rng=random.Random(5))
    event_id = make_event(desk, name)
    desk.execute(StartClock(event_id))
    server_floor = Floor.open(db_url, operator="web")
    try:
        with served(server_floor) as base:
            yield base, event_id
    finally:
        server_floor.close()
        desk.close()
