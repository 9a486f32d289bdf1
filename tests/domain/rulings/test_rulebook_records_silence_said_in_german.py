"""Where the event's rulebook is silent, the words floortool puts around the rule it
applies instead are said in the reader's language; the rule stays as its book numbers it.

Issue 30: "Every string a person reads [...] goes through one translation
mechanism." TDA 2024 Rule 23: a new level "applies from the next hand"; the
league's copy of Robert's Rules has no such rule, so the clock banner says it is
silent and the TDA rule is applied. The seat moves' citations stay English (the
journal keeps a move's rule as text).
"""

from __future__ import annotations

from floortool.app.languages import catalogue
from floortool.app.views.clock import new_level_phrase
from floortool.domain.rulings.rulebook_records import Mechanism, rulebook_record

GERMAN = catalogue("de")
LEAGUE = "roberts-v6-league"


def test_the_league_banner_says_in_german_that_roberts_rules_are_silent() -> None:
    phrase = new_level_phrase(LEAGUE)
    assert str(phrase) == (
        "New blinds apply from the next hand (Robert's Rules are silent; TDA 2024 Rule 23 applied)."
    )
    assert "(Robert's Rules regeln das nicht; TDA 2024 Rule 23 angewandt)" in GERMAN.say(phrase)


def test_a_practice_in_place_of_a_rule_is_said_in_german() -> None:
    """TDA 2024 has no rule for the order of players busted on one hand: floortool
    applies the standard practice (more chips at the start of the hand finish higher)."""
    cited = rulebook_record("tda-2024").cite(Mechanism.BUST_ORDER)
    assert str(cited) == "TDA 2024 is silent; standard practice applied"
    assert GERMAN.say(cited) == "TDA 2024 regelt das nicht; übliche Praxis angewandt"


def test_a_rule_of_the_events_own_book_is_cited_as_the_book_numbers_it() -> None:
    assert rulebook_record("tda-2024").cite(Mechanism.NEW_LEVEL) == "TDA 2024 Rule 23"
    assert GERMAN.say(rulebook_record(LEAGUE).cite(Mechanism.HALTING)) == "House A-24"
