"""Web: ``floortool serve`` sends the current event's live status feed (a floor run
headless all night), picks up another station's change, says on stderr when the
receiver is down; ``--no-status-feed`` (what the window's Share passes) sends
nothing."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.status_receiver import Receiver, wait_for
from tests.support import end_process, entry_of
from tests.web.web_floor import make_event, open_floor

from floortool.app.commands.events import UpdateEvent
from floortool.app.commands.results import BustPlayers

pytestmark = pytest.mark.slow


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    made = Receiver()
    yield made
    made.close()


def _serve(url: str, *options: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "floortool", "--db", url, "serve", "--port", "0", *options],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )


def test_serve_sends_the_feed_and_another_stations_change(
    tmp_path: Path, receiver: Receiver
) -> None:
    url = f"sqlite:///{tmp_path / 'floor.db'}"
    floor = open_floor(url)
    event_id = make_event(floor)
    floor.execute(UpdateEvent(event_id, {"status_url": receiver.url}))
    process = _serve(url)
    try:
        wait_for(lambda: len(receiver.bodies) >= 1, seconds=30)
        assert receiver.bodies[0]["event"]["id"] == event_id
        left = receiver.bodies[0]["players_left"]
        floor.execute(BustPlayers(event_id, (entry_of(floor, event_id, "Alice Archer"),)))
        wait_for(lambda: receiver.bodies[-1]["players_left"] == left - 1, seconds=10)

        receiver.status = 500
        floor.execute(BustPlayers(event_id, (entry_of(floor, event_id, "Bob Brown"),)))
        assert process.stderr is not None
        line = process.stderr.readline()
        assert line.startswith(f"Live status feed to {receiver.url}: down since ")
        assert "500" in line
    finally:
        end_process(process, grace=10)
        floor.close()


def test_serve_no_status_feed_sends_nothing(tmp_path: Path, receiver: Receiver) -> None:
    url = f"sqlite:///{tmp_path / 'floor.db'}"
    floor = open_floor(url)
    event_id = make_event(floor)
    floor.execute(UpdateEvent(event_id, {"status_url": receiver.url}))
    process = _serve(url, "--no-status-feed")
    try:
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "Serving the floor at:"
        floor.execute(BustPlayers(event_id, (entry_of(floor, event_id, "Alice Archer"),)))
        time.sleep(2)
        assert receiver.bodies == []
    finally:
        end_process(process, grace=10)
        floor.close()
