"""Benchmark: what the live status feed costs the floor's thread per change.

Builds an event of ``--entrants`` registered and seated players (tables of 10, clock
running), then busts ``--busts`` players one at a time and, after each, times
``app.views.live_status.live_status`` (what ``StatusFeed.tick`` builds on the
floor's thread when something changed): cold, on a revision nothing has read yet
(a floor with no window), and warm, once the field and the prize view are kept
by the revision memo (the window has just shown them). Prints the median and
the slowest, in CPU time of the process (a busy machine disturbs it less). The
POST itself runs on the feed's own thread and is not counted.

Run: ``.venv/bin/python benchmarks/status_feed_speed.py [--entrants 10000] [--busts 20]``
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary
from floortool.app.views.live_status import live_status
from floortool.app.views.payouts import prize_view
from floortool.domain.field.entries import ACTIVE, event_entries
from floortool.domain.tournament.event import settings_for


def _cpu_ms(work: Callable[[], None]) -> float:
    started = time.process_time()
    work()
    return (time.process_time() - started) * 1000


def main(args: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entrants", type=int, default=10_000)
    parser.add_argument("--busts", type=int, default=20)
    options = parser.parse_args(args)
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'floor.db'}"
        floor = Floor.open(url, operator="bench", rng=random.Random(1))
        tables = -(-options.entrants // 10)
        made = settings_for(name="Bench", tables=tables, seats=10, buy_in=10_000)
        event_id = floor.execute(CreateEvent(made)).group
        names = tuple(f"Player {n:05d}" for n in range(options.entrants))
        floor.execute(RegisterEntry(event_id, newcomers(names)))
        floor.execute(StartClock(event_id))
        cold: list[float] = []
        warm: list[float] = []

        def status() -> None:
            live_status(floor.state, floor.reads, event_id, floor.clock(), floor.revision).to_json()

        for _ in range(options.busts):
            playing = [
                e.id for e in event_entries(floor.state, event_id).values() if e.status == ACTIVE
            ]
            floor.execute(BustPlayers(event_id, (playing[-1],)))
            cold.append(_cpu_ms(status))
            floor.reads.read(field_summary, event_id)
            floor.reads.read(prize_view, event_id)
            warm.append(_cpu_ms(status))
        floor.close()
    for name, times in (("cold", cold), ("warm (window)", warm)):
        print(
            f"{options.entrants:,} entrants, {name}: median {statistics.median(times):.1f} ms, "
            f"max {max(times):.1f} ms (CPU)"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
