"""Benchmark: printing speed — 10,000 seat cards, and a 1,000-player seating chart.

Renders made-up entries (names with accents and apostrophes, tables of 10,
every fourth entry with a late-registration deduction, every fifth a
re-entry) straight through the report renderers, as ``floortool print``
does once it has gathered them, and prints the seconds, pages and PDF size
of each run (best of ``--repeat``; wall clock, and the process's CPU time,
which other work on a busy machine does not inflate as much).
Targets: seat cards < 5 s, chart < 1 s.

Run: ``.venv/bin/python benchmarks/print_speed.py [--cards 10000] [--players 1000]``
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from functools import partial

from floortool.reports.card_layouts import LAYOUTS
from floortool.reports.fonts import register_fonts
from floortool.reports.page_frame import DocumentHead, Pdf
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


def best(repeat: int, render: Callable[[], Pdf]) -> tuple[str, Pdf]:
    """The best wall-clock and process CPU seconds of ``repeat`` runs, and the PDF."""
    walls, cpus = [], []
    pdf = None
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        pdf = render()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    assert pdf is not None
    return f"{min(walls):.2f} s (CPU {min(cpus):.2f} s)", pdf


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cards", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=1_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    register_fonts()
    cards = seat_cards(args.cards)
    for name in ("a4-10up", "ticket-80mm"):
        layout = LAYOUTS[name]
        seconds, pdf = best(args.repeat, partial(render_seat_cards, HEAD, cards, layout))
        print(
            f"seat cards {name}: {len(cards):,} cards, {pdf.pages:,} pages, "
            f"{len(pdf.data) / 1e6:.1f} MB in {seconds}"
        )
    lines = chart_lines(args.players)
    seconds, pdf = best(args.repeat, partial(render_seating_chart, HEAD, lines))
    print(
        f"seating chart: {len(lines):,} players, {pdf.pages} pages, "
        f"{len(pdf.data) / 1e6:.2f} MB in {seconds}"
    )


if __name__ == "__main__":
    main()
