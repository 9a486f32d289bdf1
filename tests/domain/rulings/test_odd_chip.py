"""Domain: odd chips of a split pot (``rulings.odd_chip``)."""

from __future__ import annotations

import pytest

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.rulings.odd_chip import clockwise_from_button, split_pot


def test_odd_chips_go_all_to_the_first_winner_under_tda_one_each_under_roberts() -> None:
    tda = split_pot(1100, [2, 7, 9], button=4, smallest=25)
    assert tda.shares == ((7, 400), (9, 350), (2, 350))
    assert tda.odd_units == 2
    roberts = split_pot(1100, [2, 7, 9], button=4, smallest=25, rulebook="roberts-v6-league")
    assert roberts.shares == ((7, 375), (9, 375), (2, 350))
    assert sum(chips for _, chips in roberts.shares) == 1100


def test_clockwise_order_wraps_past_the_last_seat_and_puts_the_button_last() -> None:
    assert clockwise_from_button([2, 10, 9], button=9) == [10, 2, 9]
    assert split_pot(300, [1, 2], button=2, smallest=100).shares == ((1, 200), (2, 100))


def test_a_pot_that_is_not_whole_chips_is_refused() -> None:
    with pytest.raises(InvalidInput):
        split_pot(1010, [1, 2], button=3, smallest=25)
    with pytest.raises(InvalidInput):
        split_pot(1000, [1, 1], button=3, smallest=25)
