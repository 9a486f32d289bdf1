"""Benchmark: the web companion under a room of phones and TVs, on loopback only.

Starts ``floortool serve --port 0`` in its own process over a fresh SQLite floor
(``demo --players N``, clock running) and opens ``--streams`` pages, a mix of the
home, results, find, entry and display pages (``MIX``). Each page behaves as its
script does: it reads the documents its script's loaders name (read from
``floortool/web/static/PAGE.js``: each loader's ``documents``, and the event's
name), opens ``/api/live``, and on each notice of its event reads again every
document that depends on a subject the notice touches, as the hello's
``depends`` says (the server's own declaration), except what the notice
carries: the clock, on a page that ticks one, and each document the notice
brings or whose ETag there is the one the page holds; an entry page or a seat
finder also skips a notice whose list of changed entries (``entries``, by tag)
names none it shows, as ``floor.js``'s ``entryUnchanged``. Every read goes on one
kept-alive connection per page (as a browser's) with ``If-None-Match``.

It then asks ``/api/find`` at ``--rate`` look-ups a second for ``--seconds`` (a
new connection each, as a phone would) and records each answer's latency, and
busts ``--busts`` players one after the other from a second ``Floor`` (another
station): for each, the time from the commit until every page has read again
what it shows, and the server's CPU (user + system time of its process, from
``/proc``) from the commit until then.

``--server-tree DIR`` runs the server from another checkout (e.g. main's, for
the figures before): a server whose hello has no ``depends`` (before issue 24)
is read as its pages did, each document after the subjects its script listed
(``BEFORE``), without ``If-None-Match`` (they asked with ``no-store``).

Targets (issue 24): with 1,000 pages, every page shows a bust within 1 s of the
commit, the server spends at most 0.1 s of CPU per bust, look-ups p99 ≤ 50 ms.

Run: ``.venv/bin/python benchmarks/web_live.py [--streams 1000] [--rate 50] [--seconds 10]``
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from floortool.app.commands.results import BustPlayers
from floortool.app.entry_keys import entry_key, entry_key_secret
from floortool.app.floor import Floor
from floortool.domain.field.entries import ACTIVE, event_entries

NAMES = ("ada", "bruno", "carmen", "dev", "greta", "kaya", "nils", "pavel", "tess", "zora")
STATIC = Path(__file__).resolve().parents[1] / "floortool" / "web" / "static"
#: Which pages the room has open, by share.
MIX = {"home": 0.4, "entry": 0.2, "find": 0.15, "results": 0.15, "display": 0.1}
#: The documents that show entries, which a notice lists by tag when it changes them:
#: whether the page also shows who matches a name (a new entry or name may change it).
ENTRY_PAGES = {"/api/entry": False, "/api/find": True}
#: The pages that tick a clock (the clock a notice carries is theirs without a read).
TICKING = frozenset({"home", "display"})
#: The subjects after which the pages before issue 24 read each document again, as
#: their scripts listed them by hand (the room display read the event after results too).
BEFORE = {
    "/api/clock": ["clock", "structure"],
    "/api/event": ["event"],
    "/api/field": ["field", "results", "seating"],
    "/api/results": ["results", "prize", "field"],
    "/api/find": ["seating", "field", "results"],
    "/api/entry": ["seating", "results", "field", "prize"],
    "/api/display": ["event"],
    "/api/structure": ["structure"],
    "/api/payouts": ["prize", "field", "results"],
    "/api/seating": ["seating", "field"],
    "/api/changes": ["seating"],
}
BEFORE_DISPLAY = {**BEFORE, "/api/event": ["event", "results"]}


def _tags(path: str, document: dict[str, Any]) -> list[str]:
    """The tags of the entries ``document`` (at ``path``) shows."""
    if path == "/api/find":
        return [match["tag"] for match in document["matches"] if "tag" in match]
    return [document["tag"]] if "tag" in document else []


def page_documents(page: str) -> list[str]:
    """The documents ``page``'s script reads: its loaders' ``documents`` (and the event's
    name, when it loads it)."""
    script = (STATIC / f"{page}.js").read_text()
    found = [
        path
        for listed in re.findall(r"documents: \[([^\]]*)\]", script)
        for path in re.findall(r'"(/api/[a-z]+)"', listed)
    ]
    if "eventNameLoader" in script:
        found.append("/api/event")
    return list(dict.fromkeys(found))


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


async def _head(reader: asyncio.StreamReader) -> tuple[int, dict[str, str]]:
    status = int((await reader.readline()).split()[1])
    headers = {}
    while (line := await reader.readline()) not in (b"\r\n", b""):
        name, _, value = line.decode().partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers


@dataclass
class Page:
    """One open page: what it reads, the ETag of each document it holds, its connection."""

    kind: str
    addresses: dict[str, str]  # document path → the address it reads it at
    port: int
    held: dict[str, str] = field(default_factory=dict)
    reads: int = 0
    bodies: int = 0  # reads answered with a document (not 304)
    connection: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None
    #: The tags of the entries an entry page or a seat finder shows (``entryUnchanged``).
    tags: dict[str, list[str]] = field(default_factory=dict)

    def unchanged(self, path: str, notice: dict[str, Any]) -> bool:
        """Whether ``notice`` says the entries the page shows at ``path`` are as they
        were (as ``floor.js``'s ``entryUnchanged``)."""
        entries = notice.get("entries")
        tags = self.tags.get(path)
        if path not in ENTRY_PAGES or not entries or tags is None:
            return False
        if ENTRY_PAGES[path] and entries["names"]:
            return False
        return not set(tags) & set(entries["changed"])

    async def read(self, path: str) -> None:
        tag = self.held.get(path)
        ask = f"If-None-Match: {tag}\r\n" if tag else ""
        request = (
            f"GET {self.addresses[path]} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
            f"{ask}\r\n".encode()
        )
        while True:  # as a browser, again on a new connection if the server closed it idle
            if self.connection is None:
                self.connection = await asyncio.open_connection("127.0.0.1", self.port)
            reader, writer = self.connection
            writer.write(request)
            try:
                status, headers = await _head(reader)
                break
            except (IndexError, ConnectionError):
                writer.close()
                self.connection = None
        length = int(headers.get("content-length", "0"))
        body = await reader.readexactly(length) if length else b""
        if status == 200 and path in ENTRY_PAGES:
            self.tags[path] = _tags(path, json.loads(body))
        self.reads += 1
        if status == 200:
            self.bodies += 1
        if "etag" in headers:
            self.held[path] = headers["etag"]

    async def follow(self, notice: dict[str, object], depends: dict[str, list[str]]) -> None:
        """Read again what ``notice`` makes stale and the notice does not carry."""
        subjects = set(notice["subjects"])  # type: ignore[call-overload]
        carried: dict[str, dict[str, object]] = notice.get("documents") or {}  # type: ignore[assignment]
        for path in self.addresses:
            if not subjects.intersection(depends.get(path, subjects)):
                continue
            if path == "/api/clock" and self.kind in TICKING and "clock" in notice:
                continue
            if self.unchanged(path, notice):
                continue
            brought = carried.get(path)
            if brought is not None and (
                "document" in brought or brought.get("etag") == self.held.get(path)
            ):
                if "etag" in brought:
                    self.held[path] = str(brought["etag"])
                continue
            await self.read(path)


async def _live(
    page: Page,
    opened: list[int],
    shown: dict[int, list[float]],
) -> None:
    """The page's stream: its first reads after the hello, then each notice followed."""
    reader, writer = await asyncio.open_connection("127.0.0.1", page.port, limit=2**24)
    bring = ",".join(page.addresses)
    writer.write(
        f"GET /api/live?bring={bring} HTTP/1.1\r\nHost: 127.0.0.1:{page.port}\r\n\r\n".encode()
    )
    await writer.drain()
    depends = BEFORE_DISPLAY if page.kind == "display" else BEFORE
    kind = ""
    try:
        while line := await reader.readline():
            if line.startswith(b"event: "):
                kind = line[7:].strip().decode()
            elif line.startswith(b"data: "):
                data = json.loads(line[6:])
                if kind == "hello":
                    depends = data.get("depends") or depends
                    for path in page.addresses:
                        await page.read(path)
                    opened.append(1)
                elif kind == "notice":
                    await page.follow(data, depends)
                    shown[int(data["revision"])].append(time.perf_counter())
    except (ConnectionError, asyncio.CancelledError):
        pass
    finally:
        writer.close()
        if page.connection is not None:
            page.connection[1].close()


async def _look_up(port: int, name: str) -> float:
    started = time.perf_counter()
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(
        f"GET /api/find?name={name} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        "Connection: close\r\n\r\n".encode()
    )
    await writer.drain()
    answer = await reader.read()
    writer.close()
    assert answer.startswith(b"HTTP/1.1 200"), answer[:200]
    return time.perf_counter() - started


def _mix(text: str) -> dict[str, float]:
    """``home:0.5,display:0.5`` → each page's share."""
    shares = {kind: float(share) for kind, _, share in (p.partition(":") for p in text.split(","))}
    assert set(shares) <= set(MIX), f"pages are {', '.join(MIX)}"
    return shares


def _pages(
    count: int, mix: dict[str, float], port: int, event_id: int, entries: list[str]
) -> list[Page]:
    kinds = [kind for kind, share in mix.items() for _ in range(round(share * count))][:count]
    pages = []
    for n, kind in enumerate(kinds):
        concrete = {
            "/api/entry": f"/api/entry/{event_id}/{entries[n % len(entries)]}",
            "/api/find": f"/api/find?name={NAMES[n % len(NAMES)]}",
        }
        paths = page_documents(kind)
        pages.append(Page(kind, {p: concrete.get(p, p) for p in paths}, port))
    return pages


async def _run(args: argparse.Namespace, port: int, pid: int, db: str) -> None:
    desk = await asyncio.to_thread(Floor.open, db, operator="desk")
    event_id = desk.current_event_id()
    assert event_id is not None
    active = [e.id for e in event_entries(desk.state, event_id).values() if e.status == ACTIVE]
    secret = entry_key_secret(desk)
    keys = [entry_key(secret, event_id, entry_id) for entry_id in active]
    pages = _pages(args.streams, args.mix, port, event_id, keys)
    opened: list[int] = []
    shown: dict[int, list[float]] = defaultdict(list)
    streams = [asyncio.create_task(_live(page, opened, shown)) for page in pages]
    deadline = time.monotonic() + 120
    while len(opened) < len(pages):
        assert time.monotonic() < deadline, f"only {len(opened)} pages opened"
        await asyncio.sleep(0.05)
    mix = ", ".join(f"{sum(p.kind == k for p in pages)} {k}" for k in args.mix)
    print(f"{len(pages)} pages open ({mix})")
    await asyncio.sleep(2)  # settle

    cpu_before, wall_before = _cpu_seconds(pid), time.monotonic()
    lookups = []
    for n in range(int(args.seconds * args.rate)):
        due = wall_before + n / args.rate
        await asyncio.sleep(max(0.0, due - time.monotonic()))
        lookups.append(asyncio.create_task(_look_up(port, NAMES[n % len(NAMES)])))
    latencies = sorted(await asyncio.gather(*lookups))
    cpu = (_cpu_seconds(pid) - cpu_before) / (time.monotonic() - wall_before)
    p99 = latencies[max(0, int(len(latencies) * 0.99) - 1)]
    print(
        f"look-ups: {len(latencies)} at {args.rate}/s, "
        f"p50 {statistics.median(latencies) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, "
        f"max {latencies[-1] * 1000:.1f} ms; server {cpu * 100:.1f} % of one core"
    )

    victims = random.Random(3).sample(active, args.busts)
    delays, cpus = [], []
    for victim in victims:
        await asyncio.sleep(2)
        reads_before = sum(p.reads for p in pages)
        bodies_before = sum(p.bodies for p in pages)
        cpu_before, mine_before = _cpu_seconds(pid), time.process_time()
        await asyncio.to_thread(desk.execute, BustPlayers(event_id, (victim,)))
        committed = time.perf_counter()
        revision = desk.revision
        deadline = time.monotonic() + 60
        while len(shown[revision]) < len(pages):
            assert time.monotonic() < deadline, f"{len(shown[revision])} pages of {len(pages)}"
            await asyncio.sleep(0.01)
        delays.append(max(shown[revision]) - committed)
        cpus.append(_cpu_seconds(pid) - cpu_before)
        mine = time.process_time() - mine_before
        reads = sum(p.reads for p in pages) - reads_before
        bodies = sum(p.bodies for p in pages) - bodies_before
        print(
            f"bust: every page shows it {delays[-1] * 1000:.0f} ms after the commit "
            f"(first {(min(shown[revision]) - committed) * 1000:.0f} ms), "
            f"server CPU {cpus[-1]:.2f} s, {reads} reads ({bodies} with a document); "
            f"the pages' own CPU (this process) {mine:.2f} s"
        )
    print(
        f"{args.busts} busts: every page shows it after median {statistics.median(delays):.2f} s "
        f"(max {max(delays):.2f} s); server CPU per bust median {statistics.median(cpus):.2f} s "
        f"(max {max(cpus):.2f} s)"
    )
    desk.close()
    for stream in streams:
        stream.cancel()
    await asyncio.gather(*streams, return_exceptions=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--rate", type=float, default=50.0)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--busts", type=int, default=5)
    parser.add_argument(
        "--mix", type=_mix, default=MIX, help="the pages open, e.g. home:0.5,display:0.5"
    )
    parser.add_argument("--server-tree", type=Path, help="run the server from this checkout")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db, home = f"sqlite:///{folder}/bench.db", f"{folder}/home"
        _floortool(db, "demo", "--players", str(args.players), "--no-gui", home=home)
        _floortool(db, "clock", "start", home=home)
        env = {**os.environ, "FLOORTOOL_HOME": home}
        if args.server_tree is not None:
            env["PYTHONPATH"] = str(args.server_tree.resolve())
        server = subprocess.Popen(
            [sys.executable, "-m", "floortool", "--db", db, "serve", "--port", "0"],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=args.server_tree,
        )
        try:
            assert server.stdout is not None
            server.stdout.readline()
            port = int(server.stdout.readline().strip().rstrip("/").rsplit(":", 1)[1])
            asyncio.run(_run(args, port, server.pid, db))
        finally:
            server.terminate()
            server.wait(timeout=30)


if __name__ == "__main__":
    main()
