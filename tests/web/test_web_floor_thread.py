"""Web: the one thread that owns the floor: jobs run there in turn, a job's refusal
reaches its caller, the journal is polled between jobs, and what the floor hears
is handed to the loop."""

from __future__ import annotations

import asyncio
import threading

import pytest
from tests.support import FakeClock, entry_of
from tests.web.web_floor import make_event, open_floor

from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.notices import Notice
from floortool.domain.kernel.errors import FloorError
from floortool.web.floor_thread import POLL_SECONDS, FloorThread


def test_the_journal_is_polled_at_least_four_times_a_second() -> None:
    assert POLL_SECONDS <= 0.25


def test_jobs_run_on_the_floors_own_thread_and_another_stations_bust_is_handed_over(
    db_url: str, clock: FakeClock
) -> None:
    desk = open_floor(db_url, clock, operator="desk")
    event_id = make_event(desk)
    served = open_floor(db_url, clock, operator="web")

    async def play() -> tuple[set[str], list[list[Notice]], FloorError]:
        loop = asyncio.get_running_loop()
        delivered: list[list[Notice]] = []
        arrived = asyncio.Event()

        def deliver(notices: list[Notice]) -> None:
            delivered.append(notices)
            arrived.set()

        thread = FloorThread(
            served, digest=lambda _floor, heard: heard, deliver=deliver, poll_seconds=0.05
        )
        thread.start(loop)
        names = {await thread.call(lambda _f: threading.current_thread().name) for _ in range(3)}

        def refused(floor: Floor) -> None:
            floor.open_event(999)

        with pytest.raises(FloorError) as info:
            await thread.call(refused)
        desk.execute(BustPlayers(event_id, (entry_of(desk, event_id, "Cleo Clark"),)))
        await asyncio.wait_for(arrived.wait(), timeout=5)
        await asyncio.to_thread(thread.stop)
        return names, delivered, info.value

    names, delivered, refusal = asyncio.run(play())
    desk.close()
    served.close()
    assert names == {"floortool-floor"}
    assert refusal.code == "unknown_event"
    (notices,) = delivered
    assert [(n.event_id, n.operator) for n in notices] == [(event_id, "desk")]


def test_a_stopped_thread_takes_no_more_jobs(db_url: str) -> None:
    floor = open_floor(db_url)

    async def play() -> None:
        thread = FloorThread(floor, digest=lambda _f, heard: heard, deliver=lambda _d: None)
        thread.start(asyncio.get_running_loop())
        await asyncio.to_thread(thread.stop)
        with pytest.raises(RuntimeError):
            await thread.call(lambda f: f.revision)

    asyncio.run(play())
    floor.close()
