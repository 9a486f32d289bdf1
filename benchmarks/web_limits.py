"""Benchmark: the limits of ``floortool serve``, on loopback only (issue 24, item 2).

Two runs, each over ``floortool serve --port 0`` in its own process on a fresh
SQLite floor (``demo --players 300``, clock running):

``--mode idle``: opens ``--streams`` (5,000) idle ``/api/live`` streams and
holds them, then asks ``/api/clock`` once more (the server still answers); it
counts the streams that got their hello. The server starts with a soft
open-file limit of ``--open-files`` (1,024, Linux's usual) under this machine's
hard one: 5,000 streams need ``serve`` to raise its soft limit (this script
raises its own).

``--mode tight``: starts the server under an open-file limit of ``--open-files``
(256, macOS's default soft limit, set in the child before it runs, hard as well,
so it cannot be raised) and lets
``--phones`` (300) phones in at once: each opens ``/api/live`` and, once it has
an answer, asks ``/api/clock`` on a second connection. A phone *hangs* when
either has no answer within ``--patience`` seconds (5); an answer is a status
line (200, or 503 past a limit) or a closed connection. It prints how many
answered each way and the size of what the server wrote to its logs (stderr, and
``floortool.log`` with its rotated copies).

Run: ``.venv/bin/python benchmarks/web_limits.py --mode idle [--streams 5000]``
and ``.venv/bin/python benchmarks/web_limits.py --mode tight [--phones 300]``
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path


def _floortool(db: str, *args: str, home: str) -> None:
    subprocess.run(
        [sys.executable, "-m", "floortool", "--db", db, *args],
        capture_output=True,
        check=True,
        env={**os.environ, "FLOORTOOL_HOME": home},
    )


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _open_files(pid: int) -> int:
    return len(os.listdir(f"/proc/{pid}/fd"))


async def _ask(
    port: int, path: str, patience: float, *, held: asyncio.Future[str] | None = None
) -> str:
    """The status of ``GET path`` ("200", "503" ...), "closed" when the server closed
    without an answer, "hung" when nothing came within ``patience``. With ``held``
    (which gets the status) a 200 stream is held open until cancelled."""
    try:
        async with asyncio.timeout(patience):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
            await writer.drain()
            line = await reader.readline()
    except TimeoutError:
        return "hung"
    except OSError:
        return "closed"
    if not line:
        writer.close()
        return "closed"
    status = line.split()[1].decode()
    if held is not None:
        held.set_result(status)
    if held is not None and status == "200":
        try:
            while await reader.read(4096):
                pass
        finally:
            writer.close()
    else:
        writer.close()
    return status


async def _phone(port: int, patience: float, held: list[asyncio.Task[str]]) -> tuple[str, str]:
    """One phone: its stream's answer, then its clock's."""
    status: asyncio.Future[str] = asyncio.get_running_loop().create_future()
    stream = asyncio.create_task(_ask(port, "/api/live", patience, held=status))
    held.append(stream)
    await asyncio.wait({stream, status}, return_when=asyncio.FIRST_COMPLETED)
    live = status.result() if status.done() else stream.result()
    clock = await _ask(port, "/api/clock", patience)
    return live, clock


async def _let_go(held: list[asyncio.Task[str]]) -> None:
    """Close every stream still held."""
    for task in held:
        task.cancel()
    await asyncio.gather(*held, return_exceptions=True)


async def _tight(args: argparse.Namespace, port: int, pid: int) -> None:
    held: list[asyncio.Task[str]] = []
    started = time.monotonic()
    answers = await asyncio.gather(*(_phone(port, args.patience, held) for _ in range(args.phones)))
    took = time.monotonic() - started
    streams = collections.Counter(a[0] for a in answers)
    clocks = collections.Counter(a[1] for a in answers)
    hung = sum(1 for a in answers if "hung" in a)
    print(f"{args.phones} phones in {took:.1f} s under {args.open_files} open files")
    print(f"  /api/live answers: {dict(sorted(streams.items()))}")
    print(f"  /api/clock answers: {dict(sorted(clocks.items()))}")
    print(f"  phones that hung: {hung}; server open files: {_open_files(pid)}")
    await _let_go(held)


async def _idle(args: argparse.Namespace, port: int, pid: int) -> None:
    held = [
        asyncio.create_task(_ask(port, "/api/live", 120, held=asyncio.Future()))
        for _ in range(args.streams)
    ]
    cpu, started = _cpu_seconds(pid), time.monotonic()
    deadline = started + 120
    while _open_files(pid) < args.streams and time.monotonic() < deadline:
        await asyncio.sleep(0.5)
        if all(t.done() for t in held):
            break
    await asyncio.sleep(2)
    opened = sum(1 for t in held if not t.done())
    took = time.monotonic() - started
    cpu_open = _cpu_seconds(pid) - cpu
    quiet, quiet_cpu = time.monotonic(), _cpu_seconds(pid)
    await asyncio.sleep(5)
    idle = (_cpu_seconds(pid) - quiet_cpu) / (time.monotonic() - quiet)
    clock = await _ask(port, "/api/clock", 10)
    refused = collections.Counter(t.result() for t in held if t.done())
    rss = next(
        line.split()[1]
        for line in Path(f"/proc/{pid}/status").read_text().splitlines()
        if line.startswith("VmRSS")
    )
    print(f"{opened} of {args.streams} streams held ({dict(refused)} otherwise)")
    print(f"  opened in {took:.1f} s, {cpu_open:.1f} s of server CPU; held at {idle * 100:.1f} %")
    print(f"  server: {_open_files(pid)} open files, {int(rss) // 1024} MiB resident")
    print(f"  /api/clock while they are held: {clock}")
    await _let_go(held)


def _limit_open_files(soft: int, hard: int) -> Callable[[], None]:
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))

    return limit


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("idle", "tight"), required=True)
    parser.add_argument("--streams", type=int, default=5000)
    parser.add_argument("--phones", type=int, default=300)
    parser.add_argument(
        "--open-files",
        type=int,
        help="the server's soft limit (idle: 1024, Linux's usual; tight: 256, hard as well)",
    )
    parser.add_argument("--patience", type=float, default=5.0)
    parser.add_argument("--log", type=Path, help="keep the server's log in this file")
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # this script's own clients
    tight = args.mode == "tight"
    args.open_files = args.open_files or (256 if tight else 1024)
    limit = _limit_open_files(args.open_files, args.open_files if tight else hard)
    with tempfile.TemporaryDirectory() as folder:
        db, home = f"sqlite:///{folder}/bench.db", f"{folder}/home"
        _floortool(db, "demo", "--players", "300", "--no-gui", home=home)
        _floortool(db, "clock", "start", home=home)
        log = Path(folder) / "serve.log"
        with log.open("wb") as errors:
            server = subprocess.Popen(
                [sys.executable, "-m", "floortool", "--db", db, "serve", "--port", "0"],
                stdout=subprocess.PIPE,
                stderr=errors,
                text=True,
                env={**os.environ, "FLOORTOOL_HOME": home},
                preexec_fn=limit,
            )
            try:
                assert server.stdout is not None
                lines = [server.stdout.readline() for _ in range(2)]
                port = int(lines[1].strip().rstrip("/").rsplit(":", 1)[1])
                run = _tight if args.mode == "tight" else _idle
                asyncio.run(run(args, port, server.pid))
                time.sleep(1)
            finally:
                server.terminate()
                try:
                    server.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    server.kill()
        logs = sum(f.stat().st_size for f in Path(home, "logs").glob("floortool.log*"))
        print(f"  server log: {log.stat().st_size:,} bytes on stderr, {logs:,} in floortool.log")
        if args.log:
            args.log.write_bytes(log.read_bytes())
    resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


if __name__ == "__main__":
    main()
