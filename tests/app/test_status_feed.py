"""App: the live status feed against a receiver on loopback (``http.server`` in a
thread) — a change is received, a receiver that is down marks the feed down and
is tried again with back-off until it is back, a receiver that hangs never holds up
a floor command, and the queue never holds more than the latest status."""

from __future__ import annotations

import itertools
import random
import threading
import time
from collections.abc import Iterator
from datetime import datetime
from typing import Any

import pytest
from tests.domain.pure_floor import CLI_STRUCTURE
from tests.status_receiver import Receiver, wait_for
from tests.support import FakeClock, entry_of

from floortool.app.commands.chip_counts import CountChips
from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.status_feed import FeedSender, StatusFeed, post_json
from floortool.app.views.payouts import prize_view
from floortool.domain.tournament.event import settings_for

NAMES = ("Alice", "Bob", "Cleo", "Dan", "Eve", "Fay")


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    made = Receiver()
    yield made
    made.close()


def _floor(sqlite_url: str, clock: FakeClock, url: str | None) -> tuple[Floor, int]:
    floor = Floor.open(sqlite_url, operator="td", clock=clock, rng=random.Random(5))
    made = settings_for(name="Main", tables=1, seats=9, status_url=url, buy_in=10000)
    event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    floor.execute(StartClock(event_id))
    return floor, event_id


def _feed(floor: Floor, event_id: int, **options: Any) -> StatusFeed:
    def sender(url: str) -> FeedSender:
        return FeedSender(url, wall=floor.clock, **options)

    return StatusFeed(floor, lambda: event_id, sender=sender)


def test_a_chip_count_is_posted_with_the_leaders(
    sqlite_url: str, clock: FakeClock, receiver: Receiver
) -> None:
    """``chip_leaders``: the leaders by last count, each ``{"player", "chips", "counted_at"}``."""
    floor, event_id = _floor(sqlite_url, clock, receiver.url)
    feed = _feed(floor, event_id)
    try:
        feed.tick()
        wait_for(lambda: len(receiver.bodies) == 1)
        counts = [
            (entry_of(floor, event_id, "Cleo"), 14_000),
            (entry_of(floor, event_id, "Dan"), 6_000),
        ]
        floor.execute(CountChips(event_id, counts, by="td"))
        feed.tick()
        wait_for(lambda: len(receiver.bodies) == 2)
        leaders = receiver.bodies[1]["chip_leaders"]
        assert [(x["player"], x["chips"]) for x in leaders] == [("Cleo", 14_000), ("Dan", 6_000)]
        assert all(x["counted_at"] for x in leaders)
    finally:
        feed.close()


def test_a_change_is_posted_as_json_with_the_players_left_and_the_level(
    sqlite_url: str, clock: FakeClock, receiver: Receiver
) -> None:
    floor, event_id = _floor(sqlite_url, clock, receiver.url)
    feed = _feed(floor, event_id)
    try:
        feed.tick()
        wait_for(lambda: len(receiver.bodies) == 1)
        first = receiver.bodies[0]
        assert first["players_left"] == 6 and first["level"] == 1
        assert first["event"] == {"id": event_id, "name": "Main"}
        assert first["chip_leaders"] == []  # no chip counts recorded yet

        feed.tick()  # nothing changed, nothing due: nothing sent
        floor.execute(BustPlayers(event_id, (entry_of(floor, event_id, "Fay"),)))
        health = feed.tick()
        wait_for(lambda: len(receiver.bodies) == 2)
        second = receiver.bodies[1]
        assert second["players_left"] == 5
        assert second["entries"] == 6
        # "how many players must still go before the money (players_left - paid_places)"
        payouts = prize_view(floor.state, event_id).payouts
        assert payouts is not None and second["paid_places"] == payouts.places
        assert second["bubble"] == 5 - payouts.places
        assert second["revision"] > first["revision"]
        assert health is not None and not health.down
    finally:
        feed.close()


def test_a_status_goes_out_on_schedule_without_a_change(
    sqlite_url: str, clock: FakeClock, receiver: Receiver
) -> None:
    floor, event_id = _floor(sqlite_url, clock, receiver.url)
    now = [0.0]
    feed = StatusFeed(floor, lambda: event_id, every=30, monotonic=lambda: now[0])
    try:
        feed.tick()
        wait_for(lambda: len(receiver.bodies) == 1)
        now[0] = 29
        feed.tick()
        time.sleep(0.2)
        assert len(receiver.bodies) == 1
        clock.advance(30)
        now[0] = 30
        feed.tick()
        wait_for(lambda: len(receiver.bodies) == 2)
        assert receiver.bodies[1]["remaining_seconds"] < receiver.bodies[0]["remaining_seconds"]
    finally:
        feed.close()


def test_a_receiver_that_is_down_marks_the_feed_down_then_it_recovers(
    sqlite_url: str, clock: FakeClock, receiver: Receiver
) -> None:
    receiver.status = 503
    floor, event_id = _floor(sqlite_url, clock, receiver.url)
    attempts: list[float] = []

    def post(url: str, body: bytes, timeout: float) -> None:
        attempts.append(time.monotonic())
        post_json(url, body, timeout)

    feed = _feed(floor, event_id, post=post, first_retry=0.2, longest_retry=0.8)
    try:
        health = feed.tick()
        wait_for(lambda: len(attempts) >= 4)
        health = feed.tick()
        assert health is not None and health.down
        assert health.down_since == clock.now
        assert health.text() == f"Live feed down since {clock.now.astimezone():%H:%M}"
        assert "503" in str(health.reason)
        gaps = [b - a for a, b in itertools.pairwise(attempts)]
        assert gaps[0] >= 0.2 and gaps[2] >= 0.8  # the back-off doubles: 0.2, 0.4, 0.8 s
        assert gaps[2] < gaps[0] * 8
        assert health.sent == 0

        receiver.status = 200
        wait_for(lambda: (h := feed.tick()) is not None and not h.down, seconds=5)
        health = feed.tick()
        assert health is not None and health.text() == "" and health.sent >= 1
        assert receiver.bodies[-1]["players_left"] == 6
    finally:
        feed.close()


def test_a_receiver_that_hangs_never_holds_up_a_floor_command(
    sqlite_url: str, clock: FakeClock, receiver: Receiver
) -> None:
    receiver.release.clear()  # every request hangs until released
    floor, event_id = _floor(sqlite_url, clock, receiver.url)
    feed = _feed(floor, event_id, timeout=10)
    try:
        feed.tick()
        assert receiver.arrived.wait(5)  # the sender is stuck in its POST
        slowest = 0.0
        for name in ("Fay", "Eve", "Dan"):
            started = time.monotonic()
            floor.execute(BustPlayers(event_id, (entry_of(floor, event_id, name),)))
            feed.tick()
            slowest = max(slowest, time.monotonic() - started)
        assert slowest < 1.0  # the receiver holds the sender for up to 10 s
        assert not receiver.bodies  # still hanging
        health = feed.tick()
        assert health is not None and health.dropped == 2  # only the latest waits
        receiver.release.set()
        wait_for(lambda: len(receiver.bodies) == 2)
        assert receiver.bodies[-1]["players_left"] == 3  # the latest status won
    finally:
        feed.close()


def test_the_queue_keeps_only_the_latest_status() -> None:
    sent: list[bytes] = []
    gate = threading.Event()

    def post(url: str, body: bytes, timeout: float) -> None:
        gate.wait(5)
        sent.append(body)

    sender = FeedSender("http://127.0.0.1:9/", wall=lambda: datetime.now().astimezone(), post=post)
    try:
        sender.offer(b"0")
        wait_for(lambda: sender._waiting is None)  # the first is being sent
        for n in range(1, 1001):
            sender.offer(str(n).encode())
        assert sender._waiting == b"1000"  # one status waits, however many came
        assert sender.health().dropped == 999
        gate.set()
        wait_for(lambda: len(sent) == 2)
        assert sent == [b"0", b"1000"]
    finally:
        sender.close(wait=5)


def test_changing_the_address_moves_the_feed_and_none_stops_it(
    sqlite_url: str, clock: FakeClock, receiver: Receiver
) -> None:
    floor, event_id = _floor(sqlite_url, clock, None)
    feed = _feed(floor, event_id)
    try:
        assert feed.tick() is None  # no address: no feed
        floor.execute(UpdateEvent(event_id, {"status_url": receiver.url}))
        assert feed.tick() is not None
        wait_for(lambda: len(receiver.bodies) == 1)
        floor.execute(UpdateEvent(event_id, {"status_url": None}))
        assert feed.tick() is None
        floor.undo(floor.undo_scope(event_id))  # the address is back, and so is the feed
        assert feed.tick() is not None
        wait_for(lambda: len(receiver.bodies) == 2)
    finally:
        feed.close()
