"""Benchmark: working out an ICM deal at a full final table.

ICM weighs every order in which the players could finish, so its cost grows
fast with the number of players; a deal is asked for at a final table of up
to ten. Times ``plan_deal`` (method ``icm``) for 2 to 10 players with
uneven stacks and a typical prize ladder, median and max of the repeats.
Target: under 0.5 s at nine players.

Run: ``.venv/bin/python benchmarks/deal_speed.py [--repeat 5]``
"""

from __future__ import annotations

import argparse
import statistics
import time

from floortool.domain.prize.deals import plan_deal

_STACKS = (
    2_340_000,
    1_875_500,
    1_502_250,
    1_210_000,
    987_650,
    760_125,
    512_300,
    301_775,
    98_400,
    55_000,
)
_PRIZES = (
    1_500_000,
    950_000,
    700_000,
    540_000,
    420_000,
    330_000,
    260_000,
    210_000,
    175_000,
    150_000,
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    for count in range(2, 11):
        times = []
        for _ in range(args.repeat):
            started = time.perf_counter()
            plan_deal(
                method="icm",
                players=[f"Player {n}" for n in range(1, count + 1)],
                stacks=_STACKS[:count],
                prizes_cents=_PRIZES[:count],
                rounding_unit_cents=100,
            )
            times.append(time.perf_counter() - started)
        print(
            f"{count:2d} players: median {statistics.median(times) * 1000:8.1f} ms, "
            f"max {max(times) * 1000:8.1f} ms"
        )


if __name__ == "__main__":
    main()
