"""App: crash safety. A child process fires commands at the floor and is killed with
SIGKILL at random moments, again and again, on the same database. After every kill
the database opens, every command the child reported done is in the journal, no
group is half applied, and the state is exactly the replay of the journal.
"""

from __future__ import annotations

import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from floortool.app.floor import Floor
from floortool.domain.fold.replay import replay
from floortool.domain.kernel.journal import JournalEntry
from floortool.store.migrate import sqlite_path

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(os.name != "posix", reason="SIGKILL needs a POSIX system"),
]

WORKER = Path(__file__).with_name("crash_worker.py")
ROUNDS = 8
BUSY = 5  # commands a worker reports before it may be killed
PARTS = re.compile(r"^Build event .* in (\d+) parts$")


class Child:
    """The worker process, with its stdout lines collected by a thread."""

    def __init__(self, url: str, seed: int) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(WORKER), url, str(seed)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: list[str] = []
        self.opening = threading.Event()
        self.ready = threading.Event()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            if line == "opening\n":
                self.opening.set()
            elif line == "ready\n":
                self.ready.set()
            else:
                self.lines.append(line)
        self.opening.set()
        self.ready.set()

    def reported_at_least(self, count: int, *, timeout: float) -> bool:
        """Wait until the child has reported ``count`` commands done (False: it did not)."""
        deadline = time.monotonic() + timeout
        while len(self.lines) < count and self.proc.poll() is None:
            if time.monotonic() > deadline:
                return False
            time.sleep(0.01)
        return len(self.lines) >= count

    def kill(self) -> list[dict[str, Any]]:
        """SIGKILL the child; the commands it reported done (complete lines only)."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)
        self._reader.join(timeout=30)
        assert self.proc.stderr is not None
        errors = self.proc.stderr.read()
        self.proc.stdout.close()  # type: ignore[union-attr]
        self.proc.stderr.close()
        assert self.proc.returncode == -signal.SIGKILL, errors
        return [json.loads(line) for line in self.lines if line.endswith("\n")]


def _check_groups(journal: list[JournalEntry]) -> None:
    """Every group is whole: its rows are contiguous and agree; markers name real groups."""
    seqs = [e.seq for e in journal]
    assert seqs == sorted(set(seqs)), "journal seq numbers are not strictly increasing"
    actions: dict[int, list[JournalEntry]] = defaultdict(list)
    for entry in journal:
        if not entry.is_marker:
            actions[entry.group].append(entry)
    positions = {e.seq: i for i, e in enumerate(journal)}
    for group, rows in actions.items():
        first = positions[rows[0].seq]
        assert [positions[r.seq] for r in rows] == list(range(first, first + len(rows))), group
        assert len({(r.scope, r.label, r.operator, r.at) for r in rows}) == 1, group
        parts = PARTS.match(rows[0].label)
        if parts:
            assert len(rows) == int(parts.group(1)), f"group {group} is half applied"
            assert rows[-1].data["changes"] == {"type_text": "built"}
        if rows[0].label.startswith(("Create event", "Build event")):
            assert rows[0].kind == "event_created"
    # Every plain creation (same default settings) holds the same records.
    creations = {len(rows) for rows in actions.values() if rows[0].label.startswith("Create")}
    assert len(creations) <= 1, f"creations of different sizes: {creations}"
    for entry in journal:
        if entry.is_marker:
            assert entry.data == {"group": entry.group}
            assert entry.group in actions
            assert entry.scope == actions[entry.group][0].scope
            assert positions[entry.seq] > positions[actions[entry.group][-1].seq]


def _check_after_kill(url: str, reported: list[dict[str, Any]]) -> int:
    """Open the database as the director would after the crash, and check it."""
    path = sqlite_path(url) if url.startswith("sqlite") else None
    floor = Floor.open(url, operator="checker")
    try:
        journal = floor.journal()
        by_seq = {e.seq: e for e in journal}
        for line in reported:
            entry = by_seq.get(line["seq"])
            assert entry is not None, f"reported done but not in the journal: {line}"
            assert (entry.group, entry.kind, entry.label) == (
                line["group"],
                line["kind"],
                line["label"],
            )
            if not entry.is_marker:
                group_rows = [e for e in journal if e.group == entry.group and not e.is_marker]
                assert len(group_rows) == line["rows"]
        _check_groups(journal)
        assert replay(journal) == floor.state
        assert Floor(floor.engine, operator="second look").state == floor.state
    finally:
        floor.close()
    if path is not None:
        with sqlite3.connect(path) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        conn.close()
    return len(journal)


def test_crash_sigkill_never_loses_a_reported_command(db_url: str) -> None:
    seed = random.randrange(1_000_000)
    rng = random.Random(seed)
    reported: list[dict[str, Any]] = []
    sizes: list[int] = []
    for round_no in range(ROUNDS):
        child = Child(db_url, seed + round_no)
        assert child.ready.wait(timeout=60), f"worker did not start (seed {seed})"
        if child.proc.poll() is not None:
            pytest.fail(f"worker died: {child.proc.stderr.read()}")  # type: ignore[union-attr]
        # Kill only once the worker is busy (a loaded machine starts it slowly), at a
        # random moment after that.
        assert child.reported_at_least(BUSY, timeout=120), f"worker stalled (seed {seed})"
        time.sleep(rng.uniform(0.0, 0.4))
        reported += child.kill()
        sizes.append(_check_after_kill(db_url, reported))
    assert sizes == sorted(sizes), "the journal shrank across a crash"
    # The child must really have been busy when it was killed.
    assert len(reported) >= ROUNDS * BUSY, (seed, len(reported))
    assert any(line["label"].startswith("Build event") for line in reported)
    assert {"undone", "redone"} & {line["kind"] for line in reported}


def test_crash_sigkill_during_start_up_leaves_an_openable_database(db_url: str) -> None:
    """Kills that land while the child creates and migrates a fresh database."""
    rng = random.Random()
    for _ in range(4):
        child = Child(db_url, 0)
        assert child.opening.wait(timeout=60)
        time.sleep(rng.uniform(0.0, 0.03))
        child.kill()
        _check_after_kill(db_url, [])
        if db_url.startswith("sqlite"):
            path = sqlite_path(db_url)
            assert path is not None
            for side in ("-wal", "-shm"):
                Path(f"{path}{side}").unlink(missing_ok=True)
            path.unlink()
        else:
            _drop_everything(db_url)


def _drop_everything(url: str) -> None:
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("DROP SCHEMA public CASCADE"))
        conn.execute(sa.text("CREATE SCHEMA public"))
    engine.dispose()
