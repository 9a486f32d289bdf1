"""Every calculator's explanation cites the event's rulebook, as its citations list does.

Issue 17, rules item 5: under the league rulebook ``ruling calc min-raise`` said "(TDA
2024 Rule 47-A)" while its citations listed Robert's NL 3 and B&R 4. Here every
calculator runs under both rulebooks, on inputs that reach each of its explanations,
and each rule an explanation names (each mention of a book) must be one of the
citations it lists; a citation from a book the rulebook does not consult (its
record's ``cites``) is allowed only where the explanation says the rulebook is silent
and names the rule applied instead (house A-25 allows a penalty "such as being dealt
out for a length of time" but sets no length; TDA 2024 Rule 71-A counts it).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from floortool.domain.kernel.phrases import Phrase
from floortool.domain.rulings.chip_bets import read_chips
from floortool.domain.rulings.min_raise import Wager, read_wagers
from floortool.domain.rulings.min_raise import citations as min_raise_citations
from floortool.domain.rulings.odd_chip import citations as odd_chip_citations
from floortool.domain.rulings.odd_chip import split_pot
from floortool.domain.rulings.penalty import citations as penalty_citations
from floortool.domain.rulings.penalty import penalty_hands
from floortool.domain.rulings.rulebook_records import RULEBOOK_RECORDS, Citation, rulebook_record
from floortool.domain.rulings.substantial import action_test
from floortool.domain.rulings.substantial import citation as substantial_citation

#: How explanations name a rule's book: its citation value, or Robert's in prose ("Robert's
#: Rules" alone names the book, not a rule).
BOOK_NAMES = re.compile(r"TDA 2024|RRoP v6|House|Robert's(?! Rules)|FTR")

Explained = tuple[str, str | Phrase, tuple[Citation, ...]]  # (what, explanation, citations)


def explanations(rulebook: str) -> Iterator[Explained]:
    """Every calculator's explanations under ``rulebook``, with the citations it lists."""
    state = read_wagers(100, [Wager(300), Wager(450, all_in=True)])
    for acted_at in (300, 100, 450):  # not reopened, reopened, nothing to call
        yield "min-raise", state.explain_reopen(acted_at, rulebook), min_raise_citations(rulebook)
    for pot in (300, 400):  # no odd chip, odd chips
        split = split_pot(pot, [2, 7, 9], button=5, smallest=100, rulebook=rulebook)
        yield "odd-chip", split.explanation, odd_chip_citations(rulebook)
    for rounds, hands in ((1, 0), (2, 3)):
        length = penalty_hands(rounds=rounds, hands=hands, players=9, rulebook=rulebook)
        yield "penalty", length.explanation, penalty_citations(rulebook)
    for actions in ([], ["fold", "fold"], ["call", "raise"]):
        test = action_test(actions)
        yield "substantial-action", test.explain(rulebook), (substantial_citation(rulebook),)
    pushes = [
        ([500], 0, False, False),  # a single chip, not facing a bet
        ([25], 0, False, False),  # under the minimum bet
        ([100, 100], 0, False, False),
        ([50], 100, False, False),  # an undercall
        ([500], 100, False, False),  # a single oversized chip
        ([500], 100, True, False),  # 'raise' said first
        ([100, 25], 100, False, False),  # every chip needed
        ([100, 100], 100, False, False),  # call plus half a raise
        ([100, 25, 25], 100, False, False),  # short of half a raise
        ([100, 100], 100, True, False),
        ([100, 100], 100, False, True),  # every chip: all-in
    ]
    for chips, to_call, declared, everything in pushes:
        reading = read_chips(
            chips,
            to_call=to_call,
            min_raise=100,
            rulebook=rulebook,
            raise_declared=declared,
            all_chips=everything,
        )
        yield "chips", reading.explanation, reading.citations
    call = rulebook_record(rulebook).clock_call
    yield "clock", f"{call.facing_bet} {call.not_facing_bet}", call.citations


CASES = [
    pytest.param(rulebook, what, str(text), cites, id=f"{rulebook}-{what}-{n}")
    for rulebook in RULEBOOK_RECORDS
    for n, (what, text, cites) in enumerate(explanations(rulebook))
]


@pytest.mark.parametrize(("rulebook", "what", "text", "cites"), CASES)
def test_an_explanation_names_only_the_rules_it_lists(
    rulebook: str, what: str, text: str, cites: tuple[Citation, ...]
) -> None:
    listed = [c.text for c in cites]
    for mention in BOOK_NAMES.finditer(text):
        rest = text[mention.start() :]
        assert any(rest.startswith(rule) for rule in listed), (
            f"{what} under {rulebook} names '{rest[:40]}', not one of {listed}: {text}"
        )


@pytest.mark.parametrize(("rulebook", "what", "text", "cites"), CASES)
def test_a_citation_outside_the_rulebook_comes_with_its_silence(
    rulebook: str, what: str, text: str, cites: tuple[Citation, ...]
) -> None:
    record = rulebook_record(rulebook)
    foreign = [c for c in cites if c.book not in record.cites]
    if foreign:
        assert " applied" in text and any(c.text in text for c in foreign), (
            f"{what} under {rulebook} cites {[c.text for c in foreign]} without saying "
            f"the rulebook is silent: {text}"
        )


def test_the_league_min_raise_cites_roberts_nl_3_not_the_tda() -> None:
    """Robert's NL 3 (the league's rule, as the calculator lists it): an all-in short of
    a full raise does not reopen the betting for a player who already acted."""
    state = read_wagers(100, [Wager(300), Wager(450, all_in=True)])
    text = str(state.explain_reopen(300, "roberts-v6-league"))
    assert text.endswith("(RRoP v6 NL 3).") and "TDA" not in text
    assert str(state.explain_reopen(300, "tda-2024")).endswith("(TDA 2024 Rule 47-A).")


def test_the_league_penalty_says_its_books_are_silent_on_the_length_and_applies_71a() -> None:
    """House A-25: misconduct "may be punished by being dealt out for a time" (no length
    given); TDA 2024 Rule 71-A: a missed round costs one hand per player at the table."""
    length = penalty_hands(rounds=1, players=9, rulebook="roberts-v6-league")
    assert length.hands == 9
    silent = "Robert's Rules and House A-25 are silent on its length; TDA 2024 Rule 71-A applied"
    assert f"({silent})" in str(length.explanation)
