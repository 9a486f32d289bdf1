"""Benchmark: the web companion under a room of phones, on loopback only.

Starts ``floortool serve --port 0`` in its own process over a fresh SQLite
floor (``demo --players N``, clock running), connects ``--streams`` clients to
``/api/live`` (a small asyncio client of raw sockets: each keeps its stream
open and reads every message), then for ``--seconds`` asks ``/api/find`` at
``--rate`` look-ups a second (a new connection each, as a phone would) and
records each answer's latency. The server's CPU over that window is read from
``/proc`` (user + system time of its process, Linux). Then the clock is paused
from a second process (``floortool clock pause``), and the time until every
stream has the notice carrying the paused clock is measured.

Targets (issue 16): p99 look-up ≤ 50 ms, the clock change at all 500 within
1 s, the server ≤ 25 % of one core at steady state.

Run: ``.venv/bin/python benchmarks/web_live.py [--streams 500] [--rate 50] [--seconds 20]``
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from floortool.app.commands.clock import PauseClock
from floortool.app.floor import Floor

NAMES = ("ada", "bruno", "carmen", "dev", "greta", "kaya", "nils", "pavel", "tess", "zora")


def _floortool(db: str, *args: str, home: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "floortool", "--db", db, *args],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "FLOORTOOL_HOME": home},
    )


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _stream(port: int, opened: list[int], paused: list[float]) -> None:
    """One phone on ``/api/live``: notes its hello, and when the paused clock reaches it."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(b"GET /api/live HTTP/1.1\r\nHost: bench\r\n\r\n")
    await writer.drain()
    try:
        while line := await reader.readline():
            if line.startswith(b"event: hello"):
                opened.append(1)
            elif line.startswith(b"data: ") and b'"state": "paused"' in line:
                paused.append(time.perf_counter())
                return
    finally:
        writer.close()


async def _look_up(port: int, name: str) -> float:
    started = time.perf_counter()
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(
        f"GET /api/find?name={name} HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\r\n".encode()
    )
    await writer.drain()
    answer = await reader.read()
    writer.close()
    assert answer.startswith(b"HTTP/1.1 200"), answer[:200]
    return time.perf_counter() - started


async def _run(args: argparse.Namespace, port: int, pid: int, db: str, home: str) -> None:
    opened: list[int] = []
    paused: list[float] = []
    streams = [asyncio.create_task(_stream(port, opened, paused)) for _ in range(args.streams)]
    deadline = time.monotonic() + 60
    while len(opened) < args.streams:
        assert time.monotonic() < deadline, f"only {len(opened)} streams opened"
        await asyncio.sleep(0.05)
    print(f"{len(opened)} live streams open")
    await asyncio.sleep(2)  # settle

    cpu_before, wall_before = _cpu_seconds(pid), time.monotonic()
    lookups = []
    for n in range(int(args.seconds * args.rate)):
        due = wall_before + n / args.rate
        await asyncio.sleep(max(0.0, due - time.monotonic()))
        lookups.append(asyncio.create_task(_look_up(port, NAMES[n % len(NAMES)])))
    latencies = await asyncio.gather(*lookups)
    cpu = (_cpu_seconds(pid) - cpu_before) / (time.monotonic() - wall_before)

    quiet_before, quiet_wall = _cpu_seconds(pid), time.monotonic()
    await asyncio.sleep(5)
    idle = (_cpu_seconds(pid) - quiet_before) / (time.monotonic() - quiet_wall)

    desk = await asyncio.to_thread(Floor.open, db, operator="desk")
    event_id = desk.current_event_id()
    assert event_id is not None
    await asyncio.to_thread(desk.execute, PauseClock(event_id))
    committed = time.perf_counter()
    desk.close()
    await asyncio.wait_for(asyncio.gather(*streams), timeout=30)
    ordered = sorted(latencies)
    p99 = ordered[max(0, int(len(ordered) * 0.99) - 1)]
    print(
        f"look-ups: {len(ordered)} at {args.rate}/s, "
        f"p50 {statistics.median(ordered) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, "
        f"max {ordered[-1] * 1000:.1f} ms"
    )
    print(
        f"server CPU: {cpu * 100:.1f} % of one core with look-ups, "
        f"{idle * 100:.1f} % with the streams alone"
    )
    print(
        "clock paused at another station: "
        f"at all {len(paused)} streams {(max(paused) - committed) * 1000:.0f} ms after the commit "
        f"(first {(min(paused) - committed) * 1000:.0f} ms)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--streams", type=int, default=500)
    parser.add_argument("--rate", type=float, default=50.0)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--players", type=int, default=300)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db, home = f"sqlite:///{folder}/bench.db", f"{folder}/home"
        _floortool(db, "demo", "--players", str(args.players), "--no-gui", home=home)
        _floortool(db, "clock", "start", home=home)
        server = subprocess.Popen(
            [sys.executable, "-m", "floortool", "--db", db, "serve", "--port", "0"],
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "FLOORTOOL_HOME": home},
        )
        try:
            assert server.stdout is not None
            server.stdout.readline()
            port = int(server.stdout.readline().strip().rstrip("/").rsplit(":", 1)[1])
            asyncio.run(_run(args, port, server.pid, db, home))
        finally:
            server.terminate()
            server.wait(timeout=30)


if __name__ == "__main__":
    main()
