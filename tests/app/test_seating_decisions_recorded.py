"""The seating engine decides exactly what it decided before it was made faster.

Each digest below was recorded on ``main`` at ``df4e546`` (before issue 25
item 6 made the table breaks faster) with ``tests/seating_decisions.py``:
whole ``simulate`` runs at club and festival sizes under several policies,
and random rooms with seats out of play and players kept apart, where every
table is broken by the floor's decision and a late entrant is seated. A
change that alters a single move, seat, break, button draw or random number
drawn changes the digest. Change a digest only with a change that means to
decide differently, and say so in its commit.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.seating_decisions import rooms_digest, run_digest

RUNS: list[tuple[int, int, int, dict[str, Any], str]] = [
    (100, 10, 1, {}, "3fd76284d006ec36e1fe2a3fdd03ed0ac688981cfdce140685fe113f6996e6c0"),
    (100, 9, 1, {}, "d3b4cd9bb046242a501edf11e0e50985b718b85a702fd1e1460eb087ec3a6b06"),
    (1000, 10, 1, {}, "a6e2dbbe1ac4ccdd1dc8047f746435dbfc5477ad2feb4d51ea44cccb40d1e23d"),
    (1000, 9, 1, {}, "bb973a5afba26e93af385048a9200d01c1220642810c50f6d47c1e37dbc7bd27"),
    (2000, 9, 1, {}, "db438683041c871d63e6ef54e9df3c7e584cbb89aa5a9b42731cecd7ef63626b"),
    (
        600, 10, 24, {"seating": {"ideal_table_load": 9}},
        "0e4e2d37c9e5304155e866cf89caa29692aff94decaecda3ac9a9c1983317dd1",
    ),
    (
        400, 9, 23, {"seating": {"break_order": "3, 7, 12, 1"}},
        "4a2d60ba124366f0d370b8783ddd41be55b2eb3852f0e48c036df8b928313107",
    ),
    (
        700, 8, 26, {"game": "stud"},
        "b6a7ffd93c413ba3d883d7a889683d75ab2be6b11a13819eaaf11b79f3834a90",
    ),
    (
        300, 4, 28, {"rulebook": "roberts-v6-league"},
        "392dcff4fdd699a606425f07a2854f53abde43415f86fdce002e6f098befbbe9",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("entrants", "seats", "seed", "options", "recorded"), RUNS)
def test_a_whole_run_decides_as_recorded(
    entrants: int, seats: int, seed: int, options: dict[str, Any], recorded: str
) -> None:
    assert run_digest(entrants, seats, seed, **options) == recorded


@pytest.mark.parametrize(
    ("seed", "recorded"),
    [
        (1, "fd081a950040fcacc5ed361057f26313be665fdc3831868bdd383001d4f36588"),
        (2, "59b0db8f075d8df34c5e32f68833381c355ae38482f0ba8f1145268ec1202599"),
    ],
)
def test_breaks_and_late_seats_in_random_rooms_decide_as_recorded(seed: int, recorded: str) -> None:
    """Rooms of 3 to 200 tables: small buckets filtered, large ones sampled, lowest
    counts with no seat left, and players kept apart (Robert's Rules §2 Seating 4)."""
    assert rooms_digest(seed, 6, (3, 8, 30, 60, 200)) == recorded
