"""Domain: the floor's calculators — substantial action, minimum raise and reopening,
silent chip pushes, odd chips, penalty length and the clock-call countdown."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.errors import InvalidInput
from floortool.domain.rulings.chip_bets import read_chips
from floortool.domain.rulings.clock_call import CLOCK_CALLS, countdown
from floortool.domain.rulings.min_raise import Wager, read_wagers
from floortool.domain.rulings.odd_chip import clockwise_from_button, split_pot
from floortool.domain.rulings.penalty import penalty_hands
from floortool.domain.rulings.substantial import ACTION_WORDS, action_test

# ---------------------------------------------------------------- substantial action


@pytest.mark.parametrize(
    ("actions", "tda", "roberts"),
    [
        # rulebooks.md §1.4: UTG folds, UTG+1 folds -> Robert's action, not TDA SA.
        (["fold", "fold"], False, True),
        (["check", "check"], False, True),  # two checks are not SA
        (["fold", "call"], True, True),  # two actions, one puts chips in
        (["call", "raise"], True, True),
        (["check", "bet"], True, True),
        (["fold", "fold", "fold"], True, True),  # any three actions
        (["call"], False, False),  # one action is never enough
        ([], False, False),
    ],
)
def test_substantial_action_by_each_rulebook(actions: list[str], tda: bool, roberts: bool) -> None:
    test = action_test(actions)
    assert test.reached("tda-2024") is tda
    assert test.reached("roberts-v6-league") is roberts


def test_posted_blinds_never_count_and_unknown_words_are_refused() -> None:
    with pytest.raises(InvalidInput, match="never count"):
        action_test(["post", "fold"])
    with pytest.raises(InvalidInput, match="not an action"):
        action_test(["dance"])
    assert action_test(["All In", "fold"]).actions == ("all-in", "fold")


@given(st.lists(st.sampled_from(sorted(ACTION_WORDS)), max_size=8))
def test_tda_substantial_action_always_means_roberts_action(actions: list[str]) -> None:
    test = action_test(actions)
    tda, roberts = test.reached("tda-2024"), test.reached("roberts-v6-league")
    assert not tda or roberts
    assert tda == (len(actions) >= 3 or (len(actions) == 2 and test.chip_actions > 0))


# ---------------------------------------------------------------- minimum raise


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
    assert "not reopened" in one.explain_reopen(100, "tda-2024")
    two = read_wagers(
        100, [Wager(100), Wager(150, all_in=True), Wager(210, all_in=True)], preflop=False
    )
    assert two.reopened_for(100)
    assert "reopened" in two.explain_reopen(100, "tda-2024")
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


# ---------------------------------------------------------------- chips pushed silently


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


# ---------------------------------------------------------------- odd chips


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


# ---------------------------------------------------------------- penalties and the clock


def test_a_penalty_round_is_one_hand_per_player_at_the_table() -> None:
    assert penalty_hands(rounds=1, players=9).hands == 9
    assert penalty_hands(rounds=2, hands=3, players=6).hands == 15
    with pytest.raises(InvalidInput):
        penalty_hands(rounds=1, players=1)
    with pytest.raises(InvalidInput):
        penalty_hands(players=9)


def test_the_clock_call_countdown_by_rulebook() -> None:
    tda = CLOCK_CALLS["tda-2024"]
    assert tda.total_seconds == 30
    assert countdown(tda, 0).phase == "Time"
    late = countdown(tda, 26)
    assert (late.phase, late.phase_left, late.total_left) == ("Countdown", 4, 4)
    assert countdown(tda, 30).expired
    roberts = CLOCK_CALLS["roberts-v6-league"]
    assert roberts.total_seconds == 70
    assert countdown(roberts, 61).phase == "Ten-second warning"
