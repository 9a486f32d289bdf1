"""Benchmark: the app's balance command (``ApplyBalance``) in a room of 1,000 tables.

Fills ``--tables`` tables of 10 (10,000 players: one registration group), knows
every button, then busts ``--short`` players at each of ``--short-tables``
tables (one hand each) so the room needs balancing. Times, separately:

- the decision and its application before the commit: ``ApplyBalance.run`` on
  the floor's state (planned move by move on a ``Draft`` of the event, its
  halts read from the seats the moves leave), ``--repeat`` times: p50/p99/max;
- the read model the Tables page refreshes (``balance_view``), the same way;
- the whole ``Floor.execute`` of it once (decision + SQLite commit + fold), so
  the commit's share is the difference.

Target: the decision and its application under 5 ms at 1,000 tables.

Run: ``.venv/bin/python benchmarks/balance_command.py [--tables 1000] [--repeat 200]``
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from floortool.app.commands.base import Context
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seating import ApplyBalance, SetButton
from floortool.app.floor import Floor
from floortool.app.views.seating import balance_view
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import settings_for


def _figures(label: str, call: Callable[[], object], repeat: int) -> None:
    call()  # warm up
    us = []
    for _ in range(repeat):
        began = time.perf_counter_ns()
        call()
        us.append((time.perf_counter_ns() - began) / 1000)
    us.sort()
    p50, p99 = us[len(us) // 2], us[max(0, int(len(us) * 0.99) - 1)]
    print(f"{label}: p50 {p50 / 1000:.2f} ms, p99 {p99 / 1000:.2f} ms, max {us[-1] / 1000:.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--short-tables", type=int, default=3)
    parser.add_argument("--short", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        floor = Floor.open(f"sqlite:///{Path(tmp) / 'bench.db'}", operator="bench")
        made = settings_for(name="Bench", tables=args.tables, seats=10)
        event_id = floor.execute(CreateEvent(made)).group
        floor.execute(
            RegisterEntry(event_id, newcomers(tuple(f"P{n:05d}" for n in range(args.tables * 10))))
        )
        for number in range(1, args.tables + 1):
            floor.execute(SetButton(event_id, number, 1))
        seating = seating_of(floor.state, event_id)
        busted = [
            seating.tables[number].occupied[seat]
            for number in range(1, args.short_tables + 1)
            for seat in range(2, 2 + args.short)
        ]
        for entry_id in busted:
            floor.execute(BustPlayers(event_id, (entry_id,)))
        command = ApplyBalance(event_id)
        ctx = Context(floor.state, group=0, now=floor.clock(), rng=random.Random(1))
        moves = len(command.run(ctx).events)
        print(f"{args.tables} tables, {len(seating.where)} players, {moves} events to record")
        _figures(
            "ApplyBalance.run (decide + apply on a Draft)", lambda: command.run(ctx), args.repeat
        )
        _figures(
            "balance_view (the plan the Tables page shows)",
            lambda: balance_view(floor.state, event_id),
            args.repeat,
        )
        began = time.perf_counter_ns()
        done = floor.execute(command)
        whole = (time.perf_counter_ns() - began) / 1e6
        print(f"Floor.execute once (decide + SQLite commit + fold): {whole:.2f} ms ({done.label})")
        floor.close()


if __name__ == "__main__":
    main()
