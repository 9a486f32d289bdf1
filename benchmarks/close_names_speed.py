"""How long the registration desk takes to find the players a new name is close to
(``PlayerIndex.close_to``, run on Enter for a new name) in a large player database.

    .venv/bin/python benchmarks/close_names_speed.py --players 10000
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from floortool.domain.players.records import Player
from floortool.domain.players.search import PlayerIndex

FIRST = ("Alice", "Bruno", "Chiara", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Ines")
LAST = ("Moreau", "Keller", "Rossi", "Ivanov", "Garcia", "Haddad", "Berg", "Lambert", "Sousa")
#: A slip of the keyboard, a name nobody has, a prefix, a longer name.
TYPED = ("Alice Moreu", "Zed Unknown", "Al", "Bruno Kellerman")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(1)
    names = [f"{rng.choice(FIRST)} {rng.choice(LAST)} {n}" for n in range(1, args.players + 1)]
    index = PlayerIndex(Player(n, name) for n, name in enumerate(names, start=1))
    for typed in TYPED:
        times = []
        for _ in range(args.rounds):
            start = time.perf_counter()
            found = index.close_to(typed, 8)
            times.append((time.perf_counter() - start) * 1000)
        print(f"{typed!r}: {len(found)} close, median {statistics.median(times):.1f} ms")


if __name__ == "__main__":
    main()
