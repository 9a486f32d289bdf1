"""Domain: the length of a penalty (``rulings.penalty``)."""

from __future__ import annotations

import pytest

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.rulings.penalty import penalty_hands


def test_a_penalty_round_is_one_hand_per_player_at_the_table() -> None:
    assert penalty_hands(rounds=1, players=9).hands == 9
    assert penalty_hands(rounds=2, hands=3, players=6).hands == 15
    with pytest.raises(InvalidInput):
        penalty_hands(rounds=1, players=1)
    with pytest.raises(InvalidInput):
        penalty_hands(players=9)
