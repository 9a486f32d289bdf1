"""Domain: chips pushed silently (``rulings.chip_bets``): a call, a raise or all in."""

from __future__ import annotations

import pytest

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.rulings.chip_bets import read_chips


def test_tda_rule_61_example_500_and_25_facing_325_is_a_raise_to_650() -> None:
    reading = read_chips([500, 25], to_call=325, min_raise=325)
    assert (reading.action, reading.puts_in) == ("raise", 650)
    assert {c.ref for c in reading.citations} == {"45-B", "43-A"}


def test_every_chip_needed_is_a_call_under_tda_but_robert_has_no_such_test() -> None:
    tda = read_chips([100, 100], to_call=150, min_raise=100)
    assert (tda.action, tda.returned) == ("call", 50)
    roberts = read_chips([100, 100], to_call=150, min_raise=100, rulebook="roberts-v6-league")
    assert (roberts.action, roberts.puts_in) == ("raise", 250)


def test_short_of_half_a_raise_is_a_call_with_the_rest_returned() -> None:
    reading = read_chips([100, 100, 25], to_call=200, min_raise=200)
    assert (reading.action, reading.puts_in, reading.returned) == ("call", 200, 25)


def test_a_single_oversized_chip() -> None:
    call = read_chips([500], to_call=200, min_raise=200)
    assert (call.action, call.returned) == ("call", 300)
    raised = read_chips([500], to_call=200, min_raise=200, raise_declared=True)
    assert (raised.action, raised.puts_in, raised.raise_by) == ("raise", 500, 300)
    small = read_chips([250], to_call=200, min_raise=200, raise_declared=True)
    assert (small.action, small.puts_in) == ("raise", 400)  # at least the minimum raise
    bet = read_chips([500], to_call=0, min_raise=100)
    assert (bet.action, bet.puts_in) == ("bet", 500)


def test_all_chips_are_all_in_and_too_few_is_an_undercall() -> None:
    assert read_chips([100, 25], to_call=400, min_raise=400, all_chips=True).action == "all-in"
    assert read_chips([100, 25], to_call=400, min_raise=400).action == "undercall"
    with pytest.raises(InvalidInput):
        read_chips([], to_call=100, min_raise=100)
