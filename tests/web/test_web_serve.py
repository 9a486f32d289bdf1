"""Web: ``floortool serve`` in a real process: it prints where it serves, answers on
loopback, and stops cleanly on SIGTERM."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx2
import pytest
from tests.web.web_floor import make_event, open_floor, sse_events

from floortool.web.server import (
    DEFAULT_HOST,
    DEFAULT_PORT,
    GRACE_SECONDS,
    bind,
    served_addresses,
    served_hosts,
)

pytestmark = pytest.mark.slow


def _floortool(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "floortool", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )


def test_serve_answers_on_loopback_and_stops_on_sigterm(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'floor.db'}"
    floor = open_floor(url)
    event_id = make_event(floor)
    floor.close()
    process = _floortool("--db", url, "serve", "--port", "0")
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        address = process.stdout.readline().strip()
        assert first.strip() == "Serving the floor at:"
        assert address.startswith("http://127.0.0.1:")
        answer = httpx2.get(f"{address}api/clock", timeout=10)
        assert answer.status_code == 200
        assert answer.json()["event"] == event_id
        # DNS rebinding (issue 24, item 5): a page at another name is not answered.
        foreign = httpx2.get(f"{address}api/clock", headers={"host": "evil.example"}, timeout=10)
        assert (foreign.status_code, foreign.json()["error"]["code"]) == (421, "unknown_host")
        assert "evil" not in foreign.text
        port = address.rstrip("/").rpartition(":")[2]
        by_name = httpx2.get(f"{address}api/clock", headers={"host": f"localhost:{port}"})
        assert by_name.status_code == 200
        with httpx2.stream("GET", f"{address}api/live", timeout=10) as live:
            events = sse_events(live)
            hello = next(e for e in events if e.kind == "hello")
            assert hello.data["event"] == event_id
            process.send_signal(signal.SIGTERM)
            started = time.monotonic()
            list(events)  # the stream is ended by the stop, not cut by the grace
            process.wait(timeout=15)
            stopped = time.monotonic() - started
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, process.stderr.read() if process.stderr else ""
    assert stopped < GRACE_SECONDS


def test_serve_refuses_a_port_in_use_with_a_clear_message(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'floor.db'}"
    taken = bind("127.0.0.1", 0)
    port = taken.getsockname()[1]
    process = _floortool("--db", url, "--json", "serve", "--port", str(port))
    out, _err = process.communicate(timeout=30)
    taken.close()
    assert process.returncode == 1
    error = json.loads(out)["error"]
    assert error["code"] == "invalid_input" and f"port {port}" in error["message"]


def test_loopback_is_the_default_and_every_interface_lists_the_lan_and_loopback() -> None:
    assert (DEFAULT_HOST, DEFAULT_PORT) == ("127.0.0.1", 8470)
    everywhere = bind("0.0.0.0", 0)
    port = everywhere.getsockname()[1]
    shown = served_addresses(everywhere)
    everywhere.close()
    assert shown[-1] == f"http://127.0.0.1:{port}/"
    assert all(a.startswith("http://") and a.endswith(f":{port}/") for a in shown)
    assert not any(a.startswith("http://0.0.0.0") for a in shown)


def test_every_interface_answers_the_lan_addresses_and_this_machines_name() -> None:
    """What ``serve --host 0.0.0.0`` answers besides loopback: the addresses it prints and
    the laptop's own name; bound to one address, that address alone."""
    everywhere = bind("0.0.0.0", 0)
    hosts = served_hosts(everywhere)
    shown = served_addresses(everywhere)
    everywhere.close()
    name = socket.gethostname().lower()
    assert {name, f"{name}.local"} <= hosts
    assert {a.removeprefix("http://").rpartition(":")[0] for a in shown[:-1]} <= hosts
    one = bind("127.0.0.1", 0)
    assert served_hosts(one) == frozenset({"127.0.0.1"})
    one.close()
