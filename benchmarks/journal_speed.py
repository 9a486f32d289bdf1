"""Benchmark: how fast the journal records floor actions and rebuilds state.

Measures, on a fresh SQLite file (or ``--db URL``):
- commands per second through ``Floor.execute`` (each a durable commit),
- undo + redo round trips per second,
- replay time of the whole journal from a cold start (``Floor.open``).

Run: ``.venv/bin/python benchmarks/journal_speed.py [--commands 2000] [--db URL]``
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.floor import Floor
from floortool.domain.kernel.journal import event_scope
from floortool.domain.tournament.event import settings_for


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--commands", type=int, default=2000)
    parser.add_argument("--db", help="database URL (default: a temporary SQLite file)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        url = args.db or f"sqlite:///{Path(tmp) / 'bench.db'}"
        floor = Floor.open(url, operator="bench")
        event_id = floor.execute(CreateEvent(settings_for(name="Bench"))).group
        start = time.perf_counter()
        for i in range(args.commands):
            floor.execute(UpdateEvent(event_id, {"starting_stack": 10_000 + i + 1}))
        commands = time.perf_counter() - start
        start = time.perf_counter()
        rounds = max(1, args.commands // 10)
        for _ in range(rounds):
            floor.undo(event_scope(event_id))
            floor.redo(event_scope(event_id))
        undo = time.perf_counter() - start
        entries = len(floor.journal())
        floor.close()
        start = time.perf_counter()
        reopened = Floor.open(url, operator="bench")
        replay = time.perf_counter() - start
        assert reopened.state == floor.state
        reopened.close()
    print(
        f"commands: {args.commands} in {commands:.2f} s = {args.commands / commands:.0f}/s "
        f"({1000 * commands / args.commands:.2f} ms each, durable commit)"
    )
    print(f"undo+redo: {rounds} round trips in {undo:.2f} s = {1000 * undo / rounds:.2f} ms each")
    print(f"cold open + replay of {entries} journal entries: {replay * 1000:.0f} ms")


if __name__ == "__main__":
    main()
