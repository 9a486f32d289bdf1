"""Domain: substantial action (``rulings.substantial``), by each rulebook."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.rulings.substantial import ACTION_WORDS, action_test


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
