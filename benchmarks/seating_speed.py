"""Benchmark: the seating engine's time per decision over a whole tournament.

Plays 10,000 entrants (by default) through ``floortool simulate``'s driver on
10-seat and on 9-seat tables and prints, for each: p50/p99/max microseconds
per decision (every engine call; and the calls that moved someone), and the
whole run in seconds, with and without writing the JSONL log.
Targets: p99 < 200 µs, max < 5 ms, whole run < 5 s.

Run: ``.venv/bin/python benchmarks/seating_speed.py [--entrants 10000] [--seed 1]``
"""

from __future__ import annotations

import argparse
import io

from floortool.cli.simulate_cmd import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--entrants", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for seats in (10, 9):
        for logged in (False, True):
            log = io.StringIO() if logged else None
            s = simulate(args.entrants, seats, seed=args.seed, log=log)
            d, m = s["decision_us"], s["decision_us_moving"]
            print(
                f"{seats}-seat {'log ' if logged else 'nolog'}: {s['tables']} tables, "
                f"{s['hands']} hands, {s['decisions']} decisions, {s['moves']} moves, "
                f"{s['breaks']} breaks | all µs p50 {d['p50']} p99 {d['p99']} max {d['max']} | "
                f"moving µs p50 {m['p50']} p99 {m['p99']} max {m['max']} | {s['seconds']} s"
            )


if __name__ == "__main__":
    main()
