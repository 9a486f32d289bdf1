"""App: the names of a demo event's players (``app.demo_field``)."""

from __future__ import annotations

import itertools

from floortool.app.demo import MAX_DEMO_PLAYERS
from floortool.app.demo_field import FIRST_NAMES, SURNAMES, demo_names


def test_the_largest_demo_has_that_many_different_names() -> None:
    names = demo_names(MAX_DEMO_PLAYERS)

    assert len(names) == MAX_DEMO_PLAYERS
    assert len(set(names)) == MAX_DEMO_PLAYERS


def test_neighbours_share_neither_first_name_nor_surname_and_numbers_come_last() -> None:
    names = demo_names(len(FIRST_NAMES) * len(SURNAMES) + 1)

    for left, right in itertools.pairwise(names[:10]):
        assert left.split()[0] != right.split()[0] and left.split()[1] != right.split()[1]
    assert not any(name[-1].isdigit() for name in names[:-1])
    assert names[-1] == f"{names[0]} 2"


def test_a_smaller_demo_has_the_first_names_of_a_larger_one() -> None:
    assert demo_names(45) == demo_names(400)[:45]
