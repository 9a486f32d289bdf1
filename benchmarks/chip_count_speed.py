"""Benchmark: chip counts on a big field, as the floor records them table by table.

Creates an event of ``--entrants`` players (one ``RegisterEntry`` of them all),
then counts ``--tables`` tables seat by seat (one ``CountTable`` each, a
durable commit), then reads the chip leaders. Prints the CPU time
(``time.process_time``: the machine is shared) per count and of the leaders'
read, so the figures at 200 and 10,000 entrants show whether a count grows
with the field (it must not: the totals are kept, and the leader is read from
a heap).

Run: ``.venv/bin/python benchmarks/chip_count_speed.py [--entrants 10000] [--tables 50]``
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from floortool.app.commands.chip_counts import CountTable
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.views.chip_counts import chip_leaders
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import settings_for


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--entrants", type=int, default=10_000)
    parser.add_argument("--tables", type=int, default=50, help="tables counted")
    args = parser.parse_args()
    tables = -(-args.entrants // 10)
    with tempfile.TemporaryDirectory() as tmp:
        floor = Floor.open(f"sqlite:///{Path(tmp) / 'bench.db'}", operator="bench")
        made = settings_for(name="Bench", tables=min(tables, 2000), seats=10, starting_stack=10)
        event_id = floor.execute(CreateEvent(made)).group
        names = newcomers(tuple(f"Player {n:05d}" for n in range(args.entrants)))
        floor.execute(RegisterEntry(event_id, names))
        open_tables = sorted(seating_of(floor.state, event_id).tables.items())[: args.tables]
        times = []
        for number, table in open_tables:
            seats = [(seat, 9) for seat in sorted(table.occupied)]
            began = time.process_time()
            floor.execute(CountTable(event_id, number, seats, by="bench"))
            times.append(time.process_time() - began)
        began = time.process_time()
        board = chip_leaders(floor.state, event_id, floor.clock())
        read = time.process_time() - began
        floor.close()
    print(
        f"{args.entrants:,} entrants, {len(times)} tables counted: per count median "
        f"{statistics.median(times) * 1000:.2f} ms CPU, max {max(times) * 1000:.2f} ms; "
        f"leaders read {read * 1000:.1f} ms CPU ({board.chips.counted_players:,} stacks counted)"
    )


if __name__ == "__main__":
    main()
