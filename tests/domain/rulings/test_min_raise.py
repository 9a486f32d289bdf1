"""Domain: the minimum raise and the reopening of the betting (``rulings.min_raise``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.rulings.min_raise import Wager, read_wagers


def test_the_increment_not_the_total_sets_the_next_minimum() -> None:
    """Blinds 50/100: a raise to 300 is a raise of 200, so the next raise is to 500."""
    state = read_wagers(100, [Wager(300)])
    assert (state.current_bet, state.full_raise, state.min_raise_to) == (300, 200, 500)
    assert read_wagers(100, []).min_raise_to == 200  # pre-flop the big blind is the bet


def test_a_short_all_in_does_not_change_the_minimum_raise() -> None:
    state = read_wagers(100, [Wager(300), Wager(450, all_in=True)])
    assert (state.current_bet, state.full_raise, state.min_raise_to) == (450, 200, 650)
    assert not state.readings[1].full


def test_short_all_ins_add_up_to_reopen_the_betting() -> None:
    """Post-flop: A bets 100, B is all-in for 150; only C's all-in to 210 gives A a full raise."""
    one = read_wagers(100, [Wager(100), Wager(150, all_in=True)], preflop=False)
    assert not one.reopened_for(100)
    assert "not reopened" in str(one.explain_reopen(100, "tda-2024"))
    two = read_wagers(
        100, [Wager(100), Wager(150, all_in=True), Wager(210, all_in=True)], preflop=False
    )
    assert two.reopened_for(100)
    assert "reopened" in str(two.explain_reopen(100, "tda-2024"))
    assert two.min_raise_to == 310


def test_wagers_that_are_no_raise_or_an_underraise_are_refused() -> None:
    with pytest.raises(InvalidInput, match="no bet or raise"):
        read_wagers(100, [Wager(100)])
    with pytest.raises(InvalidInput) as under:
        read_wagers(100, [Wager(300), Wager(400)])
    assert under.value.code == "under_minimum"


@given(
    st.integers(min_value=1, max_value=1000),
    st.lists(st.tuples(st.integers(min_value=1, max_value=5000), st.booleans()), max_size=8),
)
def test_the_full_raise_never_shrinks_and_sets_the_minimum(
    big_blind: int, steps: list[tuple[int, bool]]
) -> None:
    wagers: list[Wager] = []
    state = read_wagers(big_blind, wagers)
    for extra, all_in in steps:
        short = all_in and extra < state.full_raise
        to = state.current_bet + (extra if short else state.full_raise + extra)
        wagers.append(Wager(to, all_in=all_in))
        before = state.full_raise
        state = read_wagers(big_blind, wagers)
        assert state.full_raise >= before >= big_blind
        assert state.min_raise_to == state.current_bet + state.full_raise
