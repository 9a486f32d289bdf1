"""Benchmark: the bust desk's preview, per call, at club and festival sizes.

The preview is the bust itself decided on a scratch draft, then the results as the
floor would show them (``app.views.results.bust_preview``); the desk works it out
whenever its list changes. For each ``--entrants`` size: a field on tables of ten
with ``--busted`` players already out, then the thread CPU of previewing a lone
bust and a two-player bust with stacks, median of ``--runs`` calls (the state is
not changed by a preview). Runs on a branch whose ``bust_preview`` still takes
``(state, event_id, [(entry, stack, rank)])`` too, to compare.

Run: ``.venv/bin/python benchmarks/bust_preview_speed.py [--entrants 100 1000 10000]``
"""

from __future__ import annotations

import argparse
import inspect
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views import results
from floortool.domain.field.entries import ACTIVE, event_entries
from floortool.domain.tournament.event import settings_for


def field(folder: Path, entrants: int, busted: int) -> tuple[Floor, int]:
    floor = Floor.open(f"sqlite:///{folder / 'preview.db'}", operator="bench")
    made = settings_for(name="Main", tables=-(-entrants // 10), seats=10, buy_in=10_000)
    event_id = floor.execute(CreateEvent(made)).group
    names = [f"Player {n:05d}" for n in range(entrants)]
    for start in range(0, entrants, 1_000):
        floor.execute(RegisterEntry(event_id, newcomers(names[start : start + 1_000])))
    for entry in sorted(seated(floor, event_id))[:busted]:
        floor.execute(BustPlayers(event_id, (entry,)))
    return floor, event_id


def seated(floor: Floor, event_id: int) -> list[int]:
    entries = event_entries(floor.state, event_id).values()
    return [e.id for e in entries if e.status == ACTIVE]


def preview_call(
    floor: Floor, event_id: int, busts: list[tuple[int, int | None]]
) -> Callable[[], Any]:
    """One preview of ``busts`` (entry, stack), by whichever signature this branch has."""
    preview: Any = results.bust_preview
    if "bust" in inspect.signature(preview).parameters:
        command = BustPlayers.listed(event_id, [(e, s, None) for e, s in busts], None)
        return lambda: preview(floor.state, command, now=floor.clock())
    listed = [(e, s, None) for e, s in busts]
    return lambda: preview(floor.state, event_id, listed)


def cpu_ms(call: Callable[[], Any], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.thread_time()
        call()
        times.append((time.thread_time() - start) * 1_000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entrants", type=int, nargs="+", default=[100, 1_000, 10_000])
    parser.add_argument("--busted", type=int, default=50)
    parser.add_argument("--runs", type=int, default=21)
    args = parser.parse_args()
    print(f"{'entrants':>9} {'lone bust ms':>13} {'two busts ms':>13}")
    for entrants in args.entrants:
        with tempfile.TemporaryDirectory() as folder:
            floor, event_id = field(Path(folder), entrants, args.busted)
            first, second = seated(floor, event_id)[:2]
            lone = cpu_ms(preview_call(floor, event_id, [(first, None)]), args.runs)
            two = preview_call(floor, event_id, [(first, 5_000), (second, 2_000)])
            print(f"{entrants:>9,} {lone:>13.2f} {cpu_ms(two, args.runs):>13.2f}")
            floor.close()


if __name__ == "__main__":
    main()
