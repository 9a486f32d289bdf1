"""The long fuzzing run (issue 17): ``--per-kind`` mutated inputs of every kind
(structure JSON and CSV, payout tables, chip sets, league CSV, player imports,
formulas, numeric and text arguments, scheduled starts, JSON files near the size
limit, stored rows that are not UTF-8) through the real readers and the command
line, in this process (``tests/fuzzing.py``); prints per kind the inputs, the
results (exit 0), the refusals (exit 1 and 2), the crashes (must be 0), the time,
and the process's peak memory (``resource.getrusage``'s ``ru_maxrss``) after the
kind, with the input that raised it most.

    .venv/bin/python benchmarks/fuzz_inputs.py --per-kind 10000 [--largest BYTES]

Every third input has one of ``PIECES`` spliced in first (the kinds of input that
crashed before), the others are mutated at random. Each crash is printed with
its command line and traceback; the exit status is 1 if there was any.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for ``tests.fuzzing``

from tests.fuzzing import KINDS, PIECES, Crash, Mutation, Target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-kind", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--kinds", nargs="*", choices=KINDS, default=list(KINDS))
    parser.add_argument(
        "--largest", type=int, default=49_000_000, help="bytes of the largest json_size file"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ["FLOORTOOL_HOME"] = str(Path(folder) / "home")
        os.environ.pop("FLOORTOOL_DB", None)
        target = Target(Path(folder) / "floor", largest=args.largest)
        crashes = 0
        print(
            "| kind | inputs | results | refusals | crashes | time | peak memory | raised most by |"
        )
        print("|---|---|---|---|---|---|---|---|")
        for kind in args.kinds:
            rng = random.Random(f"{args.seed}-{kind}")
            counts = {0: 0, 1: 0, 2: 0}
            found = 0
            start = time.perf_counter()
            most, worst = 0, "-"
            for index in range(args.per_kind):
                piece = rng.choice(PIECES) if index % 3 == 0 else None
                mutation = Mutation(random.Random(rng.random()), piece, rng.random() < 0.3)
                before = _peak_mb()
                try:
                    counts[target.feed(kind, mutation)] += 1
                except Crash as crash:
                    found += 1
                    print(crash, file=sys.stderr)
                if _peak_mb() - before > most:
                    most, worst = _peak_mb() - before, f"input {index} (+{_peak_mb() - before} MB)"
            seconds = time.perf_counter() - start
            crashes += found
            print(
                f"| {kind} | {args.per_kind:,} | {counts[0]:,} | {counts[1] + counts[2]:,} "
                f"| {found} | {seconds:.0f} s | {_peak_mb()} MB | {worst} |",
                flush=True,
            )
    return 1 if crashes else 0


def _peak_mb() -> int:
    """The process's peak resident memory so far, in MB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


if __name__ == "__main__":
    raise SystemExit(main())
