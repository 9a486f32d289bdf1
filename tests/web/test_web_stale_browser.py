"""A page that knows it is stale (issue 24, item 3), in Debian's Chromium: the server
process is frozen (SIGSTOP: a Wi-Fi that drops without closing leaves the stream open
and silent), and the phone's clock page and the room display say "Not live" after two
missed heartbeats, open a new stream, say how old their clock is, and are "Live" again
once the server answers (SIGCONT)."""

from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.web.browser import PHONE, chromium, expect
from tests.web.web_floor import make_event

from floortool.app.commands.clock import StartClock
from floortool.app.floor import Floor

ROOT = Path(__file__).resolve().parents[2]
HEARTBEAT_SECONDS = 1.0
#: A server in its own process (so that it can be frozen), with a quick heartbeat.
SERVER = f"""
import sys, threading
from floortool.app.floor import Floor
from tests.web.web_floor import served

floor = Floor.open(sys.argv[1], operator="web")
with served(floor, heartbeat_seconds={HEARTBEAT_SECONDS}) as base:
    print(base, flush=True)
    sys.stdin.read()  # until the test closes it
floor.close()
"""
AGE = re.compile(r"^Clock as of \d\d:\d\d( [AP]M)? — \d+ s ago$")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """The floor (an event, its clock running) served by a child process; its address."""
    db_url = f"sqlite:///{tmp_path / 'floor.db'}"
    desk = Floor.open(db_url, operator="desk", rng=random.Random(3))
    desk.execute(StartClock(make_event(desk, "Friday Deepstack")))
    desk.close()
    process = subprocess.Popen(
        [sys.executable, "-c", SERVER, db_url],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert process.stdout is not None
        yield process, process.stdout.readline().strip()
    finally:
        process.send_signal(signal.SIGCONT)
        assert process.stdin is not None
        process.stdin.close()
        process.wait(20)


def test_a_frozen_server_turns_the_pages_not_live_and_back(
    browser: Any, server: tuple[subprocess.Popen[str], str]
) -> None:
    process, base = server
    phone = browser.new_page(viewport=PHONE)
    tv = browser.new_page(viewport={"width": 1920, "height": 1080})
    streams: list[str] = []
    for page in (phone, tv):
        page.on("request", lambda r: streams.append(r.url) if "/api/live" in r.url else None)
    try:
        phone.goto(f"{base}/")
        tv.goto(f"{base}/display?views=clock")
        for page in (phone, tv):
            page.wait_for_selector("#live.on", state="attached", timeout=5000)
            expect(page.locator("#live-age")).to_be_hidden()
        opened = len(streams)
        process.send_signal(signal.SIGSTOP)
        # two heartbeats missed (and the grace for a late one): within 5 s, not 50
        for page in (phone, tv):
            expect(page.locator("#live")).to_have_text("Not live", timeout=6000)
            expect(page.locator("#live-age")).to_be_visible()
            assert AGE.match(page.text_content("#live-age") or ""), page.text_content("#live-age")
        expect(phone.locator("#clock-time")).to_contain_text(":")
        phone.wait_for_timeout(1500)
        assert len(streams) >= opened + 2, "the pages did not open a new stream"
        process.send_signal(signal.SIGCONT)
        for page in (phone, tv):
            expect(page.locator("#live")).to_have_text("Live", timeout=10000)
            expect(page.locator("#live-age")).to_be_hidden()
    finally:
        phone.close()
        tv.close()
