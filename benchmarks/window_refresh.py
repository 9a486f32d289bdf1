"""Benchmark: the window's work after one bust, and how often it works the results out.

Builds a demo-like event (45 entrants on 5 tables of 9, or 1,000 entrants on
100 tables of 10, clock running), opens the main window offscreen with the room
display, visits every page once (a director's day: every page is built) and
ends on the Results page with the bust-out desk (F4) open. Then busts one
player at a time through the desk, as a director does, and times the window's
work from the bust command's completion (``Floor.execute`` returning) to the
end of the desk's ``bust`` (the window and the desk brought up to date). Prints
the median and the slowest of ``--busts`` busts (wall time, and the process's CPU
time, which a busy machine disturbs less), and how many times the
results were worked out (``app.views.results.results_of``) per bust.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/window_refresh.py
[--entrants 45] [--busts 9] [--profile]`` (``--entrants 1000`` seats them on 100
tables of 10; ``--busted 5000`` busts that many first, fifty a hand, as if the event
were half over; ``--profile`` prints where the busts' time went, by function).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

import floortool.app.views.results as results_module
from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Done, Floor
from floortool.app.launch import WindowRequest
from floortool.domain.field.entries import ACTIVE
from floortool.domain.tournament.event import settings_for
from floortool.ui.application import create_main_window
from floortool.ui.errors import Notice
from floortool.ui.pages import Page
from quiet_cues import Silent


def print_notice(parent: object, notice: Notice) -> None:
    print(f"notice: {notice.title}: {notice.text}", file=sys.stderr)


def layout(entrants: int) -> tuple[int, int]:
    """(tables, seats): 5 of 9 for the demo's 45, else tables of 10."""
    return (5, 9) if entrants <= 45 else (-(-entrants // 10), 10)


def bust_before(floor: Floor, event_id: int, count: int) -> None:
    """Bust ``count`` players, fifty a hand (their stacks set them apart), as if the
    event were that far on when the window opens."""
    while count > 0:
        entries = floor.state.entries[event_id].values()
        hand = tuple(e.id for e in entries if e.status == ACTIVE)[: min(50, count)]
        stacks = tuple(range(1_000, 1_000 + len(hand)))
        floor.execute(BustPlayers(event_id, hand, stacks=stacks if len(hand) > 1 else None))
        count -= len(hand)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--entrants", type=int, default=45)
    parser.add_argument("--busts", type=int, default=9)
    parser.add_argument(
        "--busted", type=int, default=0, help="players out before the window opens (mid-event)"
    )
    parser.add_argument("--profile", action="store_true", help="profile the busts")
    args = parser.parse_args()
    tables, seats = layout(args.entrants)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FLOORTOOL_HOME"] = str(Path(tmp) / "home")
        app = QApplication([sys.argv[0]])
        app.setApplicationName("floortool-benchmark")
        url = f"sqlite:///{Path(tmp) / 'bench.db'}"
        floor = Floor.open(url, operator="bench")
        settings = settings_for(
            name="Benchmark Demo",
            starting_stack=20_000,
            buy_in=5_000,
            fee=1_000,
            tables=tables,
            seats=seats,
        )
        event_id = floor.execute(CreateEvent(settings)).group
        floor.execute(
            RegisterEntry(event_id, newcomers([f"Player {n:04d}" for n in range(args.entrants)]))
        )
        floor.execute(StartClock(event_id))
        bust_before(floor, event_id, args.busted)
        request = WindowRequest(db_url=url, operator="bench", event_id=event_id)
        window = create_main_window(floor, request, notify=print_notice, announcer=Silent())
        window.show()
        window.open_room_display()
        for page in Page:
            window.event_view.show_page(page)
        window.event_view.show_page(Page.RESULTS)
        desk = window.event_view.results_page.open_bust_dialog()
        assert desk is not None
        app.processEvents()  # the pages built and painted before anything is timed

        executed: list[tuple[float, float]] = []  # (wall, CPU) when each command returned
        execute = floor.execute

        def timed_execute(command: object) -> Done:
            done = execute(command)  # type: ignore[arg-type]
            executed.append((time.perf_counter(), time.process_time()))
            return done

        floor.execute = timed_execute  # type: ignore[method-assign]
        computed = 0
        results_of = results_module.results_of

        def counted_results_of(*a: object) -> object:
            nonlocal computed
            computed += 1
            return results_of(*a)  # type: ignore[arg-type]

        results_module.results_of = counted_results_of  # type: ignore[assignment]

        work: list[float] = []
        cpu: list[float] = []
        profile = cProfile.Profile() if args.profile else None
        counts: list[int] = []
        for _ in range(args.busts):
            entries = floor.state.entries[event_id].values()
            player_id = next(e.player_id for e in entries if e.status == ACTIVE)
            name = floor.state.players[player_id].name
            assert desk.add(name), name
            executed.clear()
            computed = 0
            if profile is not None:
                profile.enable()
            assert desk.bust()
            app.processEvents()
            if profile is not None:
                profile.disable()
            work.append(time.perf_counter() - executed[-1][0])
            cpu.append(time.process_time() - executed[-1][1])
            counts.append(computed)
        window.close()
        floor.close()
    print(
        f"{args.entrants} entrants on {tables} tables of {seats}, {args.busted} out before, "
        f"{args.busts} busts"
    )
    for what, seconds in (("wall", work), ("CPU", cpu)):
        ms = [s * 1000 for s in seconds]
        print(
            f"window work after a bust ({what}): median {statistics.median(ms):.1f} ms, "
            f"max {max(ms):.1f} ms"
        )
    print(f"results worked out per bust: {sorted(set(counts))}")
    if profile is not None:
        pstats.Stats(profile).sort_stats("cumulative").print_stats(40)


if __name__ == "__main__":
    main()
