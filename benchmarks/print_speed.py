"""Benchmark: printing speed — seat cards, the results, and a seating chart.

Renders made-up entries (names with accents and apostrophes, tables of 10,
every fourth entry with a late-registration deduction, every fifth a
re-entry; finishers with prizes for the top seventh, bounties, who knocked
them out) straight through the report renderers.

First, whole processes, each started afresh and measured by ``wait4`` (CPU
and peak memory, ``ru_maxrss``):

- each renderer once in a child process at two sizes (``--small`` and the
  full count): how the peak memory grows with the document;
- ``floortool print seat-cards`` on a database of ``--cards`` seated
  players (``floortool demo --players N``), per layout: opening the event,
  gathering the cards, rendering, writing the file, recording the print.

Then each renderer in this process, as ``floortool print`` calls it once it
has gathered the content: the pages, the PDF's size and the median of
``--repeat`` runs of the process's CPU time (which other work on a busy
machine inflates less) and of the wall clock.

Targets: 10,000 seat cards < 5 s as a whole process, 10,000 finishers'
results < 3 s, a 1,000-player seating chart < 1 s.

Run: ``.venv/bin/python benchmarks/print_speed.py [--cards 10000] [--results 10000]
[--players 1000] [--repeat 3] [--small 1000]``
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from floortool.reports.card_layouts import LAYOUTS
from floortool.reports.fonts import register_fonts
from floortool.reports.page_frame import DocumentHead, Pdf
from floortool.reports.results_sheet import ResultLine, ResultsSheet, render_results_sheet
from floortool.reports.seat_cards import SeatCard, render_seat_cards
from floortool.reports.seating_chart import ChartLine, render_seating_chart

FIRST = ("Zoë", "Ann", "Łukasz", "Pedro", "Siobhán", "Bartholomew", "Ivan", "Mia", "Nguyễn", "Jo")
LAST = ("O'Brien", "Lee", "Żółć", "García", "Ní Bhriain", "Featherstonehaugh", "Petrov", "Hall")
HEAD = DocumentHead(
    event="Sunday Deepstack Championship",
    date="Sun 29 Nov 2026",
    title="Seat cards",
    printed="Printed Sun 29 Nov 2026 18:30",
)
CARD_LAYOUTS = ("a4-10up", "ticket-80mm")


def _name(number: int) -> str:
    return f"{FIRST[number % len(FIRST)]} {LAST[number // len(FIRST) % len(LAST)]} {number}"


def seat_cards(count: int) -> list[SeatCard]:
    return [
        SeatCard(
            entry_id=n + 1,
            player=_name(n),
            table=n // 10 + 1,
            seat=n % 10 + 1,
            starting_stack=20_000,
            deduction=300 if n % 4 == 0 else 0,
            entry_number=2 if n % 5 == 0 else 1,
            code=f"floortool:1:{n + 1}",
        )
        for n in range(count)
    ]


def chart_lines(count: int) -> list[ChartLine]:
    names = sorted(_name(n) for n in range(count))
    return [
        ChartLine(player=name, table=n // 9 + 1, seat=n % 9 + 1, group=name[0].upper())
        for n, name in enumerate(names)
    ]


def results(count: int) -> ResultsSheet:
    """``count`` finishers, best first: the top seventh paid, every fifth with
    bounties won, every eleventh's bounty unclaimed, some knocked out by two."""
    lines = tuple(
        ResultLine(
            place=f"{n + 1}",
            player=_name(n),
            entry_number=n + 1,
            prize_cents=(count - n) * 1_000 if n < count // 7 else 0,
            bounty_cents=5_000 if n % 5 == 0 else 0,
            bounty_unclaimed=n % 11 == 0,
            points=None,
            hits=n % 3,
            by=() if n == 0 else (_name(n - 1),) if n % 4 else (_name(n - 1), _name(n + 1)),
            level=20 - n * 20 // count,
            signed_out=False,
            why="",
        )
        for n in range(count)
    )
    return ResultsSheet(summary=f"Field {count:,} · final results.", lines=lines)


#: Each document: given a count, its made-up content (made now) and how to render it.
DOCUMENTS: dict[str, Callable[[int], Callable[[], Pdf]]] = {
    **{
        f"seat cards {name}": lambda n, name=name: partial(
            render_seat_cards, HEAD, seat_cards(n), LAYOUTS[name]
        )
        for name in CARD_LAYOUTS
    },
    "results": lambda n: partial(render_results_sheet, HEAD, results(n)),
    "seating chart": lambda n: partial(render_seating_chart, HEAD, chart_lines(n)),
}


@dataclass(frozen=True)
class Child:
    """What a finished child process used."""

    cpu: float  # seconds, user + system
    peak_mb: float  # ru_maxrss
    wall: float


def run_child(command: list[str]) -> Child:
    """Run ``command`` (output discarded) and measure it with ``wait4``."""
    began = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if status:
        raise SystemExit(f"{' '.join(command)} failed ({status})")
    cpu = usage.ru_utime + usage.ru_stime
    return Child(cpu, usage.ru_maxrss / 1024, time.perf_counter() - began)


def median_runs(repeat: int, render: Callable[[], Pdf]) -> tuple[str, Pdf]:
    """The median CPU and wall-clock seconds of ``repeat`` runs, and the PDF."""
    walls, cpus = [], []
    pdf = None
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        pdf = render()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    assert pdf is not None
    runs = ", ".join(f"{c:.2f}" for c in cpus)
    cpu, wall = statistics.median(cpus), statistics.median(walls)
    return f"CPU {cpu:.2f} s (runs {runs}), wall {wall:.2f} s", pdf


def in_process(args: argparse.Namespace) -> None:
    register_fonts()
    for document, count in (
        *((f"seat cards {name}", args.cards) for name in CARD_LAYOUTS),
        ("results", args.results),
        ("seating chart", args.players),
    ):
        seconds, pdf = median_runs(args.repeat, DOCUMENTS[document](count))
        print(
            f"{document}: {count:,}, {pdf.pages:,} pages, {len(pdf.data) / 1e6:.1f} MB: {seconds}"
        )


def peak_memory(args: argparse.Namespace) -> None:
    """Each renderer alone in a fresh process, at ``--small`` and at the full count."""
    for document, count in (
        *((f"seat cards {name}", args.cards) for name in CARD_LAYOUTS),
        ("results", args.results),
    ):
        figures = []
        for n in (args.small, count):
            child = run_child([sys.executable, __file__, "--render", document, str(n)])
            figures.append(f"{n:,}: peak {child.peak_mb:.0f} MB, CPU {child.cpu:.2f} s")
        print(f"{document}, rendered once in a fresh process: {'; '.join(figures)}")


def whole_print(args: argparse.Namespace) -> None:
    """``floortool print seat-cards`` on a demo event of ``--cards`` seated players."""
    floortool = [sys.executable, "-m", "floortool"]
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "print.db"
        db = ["--db", f"sqlite:///{database}"]
        run_child([*floortool, *db, "demo", "--players", str(args.cards), "--no-gui"])
        kept = database.read_bytes()
        for name in CARD_LAYOUTS:
            runs = []
            for _ in range(args.repeat):
                database.write_bytes(kept)  # each print starts from the same database
                out = str(Path(folder) / "cards.pdf")
                command = [*db, "print", "seat-cards", "--layout", name, "--out", out]
                runs.append(run_child([*floortool, *command]))
            cpu = statistics.median(r.cpu for r in runs)
            print(
                f"floortool print seat-cards --layout {name}, {args.cards:,} players: "
                f"CPU {cpu:.2f} s (runs {', '.join(f'{r.cpu:.2f}' for r in runs)}), "
                f"peak {max(r.peak_mb for r in runs):.0f} MB, "
                f"wall {statistics.median(r.wall for r in runs):.2f} s"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cards", type=int, default=10_000)
    parser.add_argument("--results", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=1_000)
    parser.add_argument("--small", type=int, default=1_000, help="the smaller size for memory")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each (the median)")
    parser.add_argument("--render", nargs=2, metavar=("DOCUMENT", "COUNT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.render:  # a child of peak_memory: render once and exit
        register_fonts()
        document, count = args.render
        DOCUMENTS[document](int(count))()
        return
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    # The child processes first: a child's ru_maxrss starts from its parent's size at
    # the fork, so they are started while this process is still small.
    peak_memory(args)
    whole_print(args)
    in_process(args)
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
