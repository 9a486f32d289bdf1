"""The long fuzzing run (issue 17): ``--per-kind`` mutated inputs of every kind
(structure JSON and CSV, payout tables, chip sets, league CSV, player imports,
formulas, numeric arguments) through the real readers and the command line, in
this process (``tests/fuzzing.py``); prints per kind the inputs, the results
(exit 0), the refusals (exit 1 and 2), the crashes (must be 0) and the time.

    .venv/bin/python benchmarks/fuzz_inputs.py --per-kind 10000

Every third input has one of ``PIECES`` spliced in first (the kinds of input that
crashed before), the others are mutated at random. Each crash is printed with
its command line and traceback; the exit status is 1 if there was any.
"""

from __future__ import annotations

import argparse
import os
import random
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
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ["FLOORTOOL_HOME"] = str(Path(folder) / "home")
        os.environ.pop("FLOORTOOL_DB", None)
        target = Target(Path(folder) / "floor")
        crashes = 0
        print("| kind | inputs | results | refusals | crashes | time |")
        print("|---|---|---|---|---|---|")
        for kind in args.kinds:
            rng = random.Random(f"{args.seed}-{kind}")
            counts = {0: 0, 1: 0, 2: 0}
            found = 0
            start = time.perf_counter()
            for index in range(args.per_kind):
                piece = rng.choice(PIECES) if index % 3 == 0 else None
                mutation = Mutation(random.Random(rng.random()), piece, rng.random() < 0.3)
                try:
                    counts[target.feed(kind, mutation)] += 1
                except Crash as crash:
                    found += 1
                    print(crash, file=sys.stderr)
            seconds = time.perf_counter() - start
            crashes += found
            print(
                f"| {kind} | {args.per_kind:,} | {counts[0]:,} | {counts[1] + counts[2]:,} "
                f"| {found} | {seconds:.0f} s |",
                flush=True,
            )
    return 1 if crashes else 0


if __name__ == "__main__":
    raise SystemExit(main())
