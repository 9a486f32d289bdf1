"""Benchmark: registering a big field one name at a time, as a registration desk does.

Creates an event with room for the field (``--tables`` x 10 seats), then
registers ``--entrants`` players one command each (each a durable commit with
a random seat), then undoes and redoes the last registration, and reopens the
database cold (on the checkpoint of the fold it stored when it closed). The
registrations are also reported per thousand, to show whether the cost grows
with the field; undo + redo is the median of ``--undos`` pairs; the load
average (``os.getloadavg``) is printed before and after.

Run: ``.venv/bin/python benchmarks/registration_speed.py [--entrants 2000]``
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.domain.kernel.journal import event_scope
from floortool.domain.tournament.event import settings_for


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--entrants", type=int, default=2000)
    parser.add_argument("--undos", type=int, default=5, help="undo + redo pairs (median)")
    args = parser.parse_args()
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    tables = -(-args.entrants // 10)
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'bench.db'}"
        floor = Floor.open(url, operator="bench")
        event_id = floor.execute(
            CreateEvent(settings_for(name="Bench", tables=min(tables, 2000), seats=10))
        ).group
        times = []
        start = time.perf_counter()
        for n in range(args.entrants):
            began = time.perf_counter()
            floor.execute(RegisterEntry(event_id, newcomers((f"Player {n:05d}",))))
            times.append(time.perf_counter() - began)
        total = time.perf_counter() - start
        undos = []
        for _ in range(args.undos):
            began = time.perf_counter()
            floor.undo(event_scope(event_id))
            floor.redo(event_scope(event_id))
            undos.append(time.perf_counter() - began)
        undo = statistics.median(undos)
        floor.close()
        began = time.perf_counter()
        Floor.open(url, operator="bench").close()
        reopen = time.perf_counter() - began
    ms = sorted(t * 1000 for t in times)
    print(
        f"{args.entrants} registrations in {total:.1f} s: median {statistics.median(ms):.2f} ms, "
        f"p99 {ms[int(len(ms) * 0.99) - 1]:.2f} ms, max {ms[-1]:.2f} ms"
    )
    step = 1000 if args.entrants >= 2000 else max(1, args.entrants // 2)
    for start in range(0, args.entrants, step):
        part = sorted(t * 1000 for t in times[start : start + step])
        print(
            f"  registrations {start + 1}-{start + len(part)}: median "
            f"{statistics.median(part):.2f} ms, p99 {part[int(len(part) * 0.99) - 1]:.2f} ms"
        )
    print(
        f"undo + redo of the last registration: median {undo * 1000:.0f} ms "
        f"(runs: {', '.join(f'{u * 1000:.0f}' for u in undos)})"
    )
    print(f"cold open + replay: {reopen * 1000:.0f} ms")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
