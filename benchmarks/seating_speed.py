"""Benchmark: the seating engine's thread CPU time per decision, club to festival.

Plays whole tournaments through ``floortool simulate``'s driver at 100, 1,000,
2,000 and 10,000 entrants (by default), on 10-seat and on 9-seat tables, and
prints for each: the decisions, the table breaks, the thread CPU microseconds
per decision at the median, p95, p99 and max (every engine call; then the
breaks alone), and a digest of every decision taken (``tests/seating_decisions.py``:
two versions of the engine that decide the same print the same digest).

Each engine call (``plan_next``) is timed with ``time.thread_time_ns`` — the
CPU this thread spent, not the wall clock, so other processes on a shared
machine count as little as they can — by wrapping the driver's ``plan_next``;
the same file therefore measures any version of the engine. The small field
is played with many seeds (``--decisions`` per size at least), so its p99 is
not one table break. Target: p99 <= 100 µs at every size.

Run: ``.venv/bin/python benchmarks/seating_speed.py [--entrants 100 1000 2000 10000] [--seed 1]``
"""

from __future__ import annotations

import argparse
import hashlib
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for ``tests.seating_decisions``

from tests.seating_decisions import DecisionDigest

import floortool.app.simulation as driver
from floortool.app.simulation import percentile
from floortool.domain.seating.engine.model import Room
from floortool.domain.seating.engine.moves import Plan
from floortool.domain.seating.engine.next_step import SeatingPolicy, plan_next

SIZES = (100, 1_000, 2_000, 10_000)


class Timed:
    """``plan_next`` timed with the thread's CPU clock: every call, and the breaks."""

    def __init__(self) -> None:
        self.all: list[float] = []
        self.breaks: list[float] = []

    def __call__(self, room: Room, policy: SeatingPolicy, rng: random.Random) -> Plan:
        begin = time.thread_time_ns()
        plan = plan_next(room, policy, rng)
        us = (time.thread_time_ns() - begin) / 1000
        self.all.append(us)
        if plan.breaks and not plan.batch:
            self.breaks.append(us)
        return plan


def clock_cost() -> float:
    """The thread CPU clock's own cost in µs (two readings back to back, median)."""
    gaps = []
    for _ in range(1001):
        begin = time.thread_time_ns()
        gaps.append((time.thread_time_ns() - begin) / 1000)
    return sorted(gaps)[500]


def measure(entrants: int, seats: int, seed: int, decisions: int) -> str:
    """Play enough seeded runs for ``decisions`` decisions; one line of figures."""
    timed = Timed()
    digests = hashlib.sha256()
    runs = max(1, math.ceil(decisions / (entrants * 1.1)))  # ~1.1 decisions per entrant
    driver.plan_next = timed
    try:
        for run in range(runs):
            digest = DecisionDigest()
            driver.simulate(entrants, seats, seed=seed + run, log=digest)  # type: ignore[arg-type]
            digests.update(digest.hexdigest().encode())
    finally:
        driver.plan_next = plan_next
    every, breaks = sorted(timed.all), sorted(timed.breaks)

    def spread(values: list[float]) -> str:
        return " / ".join(f"{percentile(values, p):.1f}" for p in (0.5, 0.95, 0.99))

    return (
        f"{entrants:>6} entrants {seats:>2}-seat ({runs} run{'s' if runs > 1 else ''}): "
        f"{len(every)} decisions, {len(breaks)} breaks | thread CPU µs p50 / p95 / p99 "
        f"{spread(every)}, max {every[-1]:.0f} | breaks {spread(breaks)} | "
        f"decisions {digests.hexdigest()[:16]}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--entrants", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decisions", type=int, default=10_000, help="at least, per size")
    args = parser.parse_args()
    print(f"thread CPU clock: {clock_cost():.2f} µs per reading pair (counted in each figure)")
    for entrants in args.entrants:
        for seats in (10, 9):
            print(measure(entrants, seats, args.seed, args.decisions), flush=True)


if __name__ == "__main__":
    main()
