"""Domain: the rulings calculators' explanations said in German, numbers as German writes them.

Issue 30: "Every string a person reads [...] goes through one translation
mechanism" and "numbers [...] per locale". A calculator's explanation is a
phrase: ``str()`` is the English the ``--json`` output keeps, and the window and
the command line say it in their reader's language. The rules explained:

TDA 2024 Rule 45-B: "If not every chip is needed, a player who still has chips
behind is held to the 50% standard of Rule 43, while a push of all the player's
remaining chips is all-in whether or not it reaches that threshold."

TDA 2024 Rule 71-A: "A missed round costs the offender one hand for every player
at the table (the offender included) when it is given, times the number of
rounds"; Rule 71-C: "a hand is dealt to their seat and their blinds and antes
posted, then the hand is killed after the deal".
"""

from __future__ import annotations

from floortool.app.languages import catalogue
from floortool.domain.rulings.chip_bets import read_chips
from floortool.domain.rulings.min_raise import Wager, read_wagers
from floortool.domain.rulings.penalty import penalty_hands


def _german(phrase: object) -> str:
    return catalogue("de").say(phrase)  # type: ignore[arg-type]


def test_an_all_in_push_is_explained_in_german_with_its_number_grouped() -> None:
    reading = read_chips([10_000, 2_500], to_call=1_000, min_raise=1_000, all_chips=True)
    assert str(reading.explanation) == (
        "Every chip the player has (12,500) went in: all-in, whatever it amounts to."
    )
    assert _german(reading.explanation) == (
        "Alle Chips des Spielers (12.500) gingen hinein: All-in, egal wie viel es ist."
    )


def test_a_raise_reached_by_half_is_explained_in_german_with_the_books_words() -> None:
    reading = read_chips([1_000, 1_000], to_call=1_000, min_raise=1_000)
    assert str(reading.explanation) == (
        "2,000 is at least the call plus half a raise (1,500): a raise of 1,000 over the "
        "1,000 call."
    )
    assert _german(reading.explanation) == (
        "2.000 ist mindestens der Call plus ein halber Raise (1.500): ein Raise von 1.000 "
        "über den Call von 1.000."
    )


def test_a_penalty_is_counted_in_german() -> None:
    length = penalty_hands(rounds=1, hands=1, players=9)
    assert str(length.explanation).startswith(
        "1 round of 9 players = 9 hands + 1 hand: the player sits out 10 hands"
    )
    assert _german(length.explanation).startswith(
        "1 Runde für 9 Spieler = 9 Hände + 1 Hand: der Spieler setzt 10 Hände aus"
    )


def test_a_short_all_in_is_noted_in_german() -> None:
    state = read_wagers(1_000, [Wager(3_000), Wager(4_500, all_in=True)])
    assert str(state.readings[1].note) == (
        "all-in for 4,500: 1,500 more is short of a full raise of 2,000, so the minimum "
        "raise stays 2,000"
    )
    assert _german(state.readings[1].note) == (
        "All-in für 4.500: 1.500 mehr ist weniger als ein voller Raise von 2.000, also bleibt "
        "der Mindest-Raise 2.000"
    )
