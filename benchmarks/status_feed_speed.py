"""Benchmark: what the live status feed costs the floor's thread per change.

Builds an event of ``--entrants`` registered and seated players (tables of 10, clock
running), then busts ``--busts`` players one at a time and, after each, times
``app.views.live_status.live_status`` (what ``StatusFeed.tick`` builds on the
floor's thread when something changed): cold, on a revision nothing has read yet
(a floor with no window), and warm, once the field and the prize view are kept
by the revision memo (the window has just shown them). Also, cold, what the
web companion works out per revision from the same totals: the field document
(``/api/field``, the clock and summary pages) and the payouts document
(``/api/payouts``; ``--bounty CENTS`` makes the event a progressive knockout, whose
document lists the biggest bounties). Prints the median and the slowest, in CPU
time of the process (a busy machine disturbs it less). The POST itself runs on
the feed's own thread and is not counted.

Run: ``.venv/bin/python benchmarks/status_feed_speed.py [--entrants 10000] [--busts 20]
[--bounty 2000]``
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
from floortool.app.views.live_status import live_status
from floortool.domain.field.entries import ACTIVE, event_entries
from floortool.domain.tournament.event import settings_for
from floortool.ui.room_figures import room_figures
from floortool.web.documents import field_document, payouts_document


def _cpu_ms(work: Callable[[], None]) -> float:
    started = time.process_time()
    work()
    return (time.process_time() - started) * 1000


def main(args: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entrants", type=int, default=10_000)
    parser.add_argument("--busts", type=int, default=20)
    parser.add_argument("--bounty", type=int, default=0, help="cents of each buy-in (PKO)")
    options = parser.parse_args(args)
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'floor.db'}"
        floor = Floor.open(url, operator="bench", rng=random.Random(1))
        tables = -(-options.entrants // 10)
        made = settings_for(
            name="Bench",
            tables=tables,
            seats=10,
            buy_in=10_000,
            bounty=options.bounty,
            bounty_cash_percent=50 if options.bounty else 100,
        )
        event_id = floor.execute(CreateEvent(made)).group
        names = tuple(f"Player {n:05d}" for n in range(options.entrants))
        floor.execute(RegisterEntry(event_id, newcomers(names)))
        floor.execute(StartClock(event_id))
        times: dict[str, list[float]] = {
            "cold": [],
            "warm (window)": [],
            "field document": [],
            "payouts document": [],
        }

        def status() -> None:
            live_status(floor.state, floor.reads, event_id, floor.clock(), floor.revision).to_json()

        for _ in range(options.busts):
            playing = [
                e.id for e in event_entries(floor.state, event_id).values() if e.status == ACTIVE
            ]
            by = playing[0] if options.bounty else None  # a knockout credits someone
            floor.execute(BustPlayers(event_id, (playing[-1],), by=by))
            times["cold"].append(_cpu_ms(status))
            room_figures(floor.reads, event_id)  # what the window's clock ticker reads
            times["warm (window)"].append(_cpu_ms(status))
            times["field document"].append(_cpu_ms(lambda: field_document(floor.state, event_id)))
            times["payouts document"].append(
                _cpu_ms(lambda: payouts_document(floor.state, event_id))
            )
        floor.close()
    for name, times_of in times.items():
        print(
            f"{options.entrants:,} entrants, {name}: median {statistics.median(times_of):.1f} ms, "
            f"max {max(times_of):.1f} ms (CPU)"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
