"""Domain: the rule that decided a place, said in German (issue 30), its citation as
the rulebook writes it.

TDA 2024 RP-8-A: "If enough players bust on the current hand to break into the money,
the busting players will be eligible for a share of the place(s) paid on the current
hand." House A-17: "with equal chips the better hand finishes higher".
"""

from __future__ import annotations

from floortool.app.languages import catalogue
from floortool.domain.results.places import Elimination, place_group

GERMAN = catalogue("de")


def test_players_out_on_one_hand_for_hand_hand_share_in_german() -> None:
    group = [
        Elimination(1, "h", stack=2_000, hand_for_hand=True, table=1),
        Elimination(2, "h", stack=9_000, hand_for_hand=True, table=1),
    ]
    (first, _second) = place_group(group, worst=12, rulebook="tda-2024")
    assert str(first.rule) == "Out on the same hand-for-hand hand: shared (TDA 2024 RP-8-A)"
    assert GERMAN.say(first.rule) == (
        "In derselben Hand-for-Hand-Hand ausgeschieden: geteilt (TDA 2024 RP-8-A)"
    )


def test_the_league_orders_by_chips_then_the_hand_in_german() -> None:
    group = [Elimination(1, "h", stack=5_000), Elimination(2, "h", stack=12_000)]
    placings = place_group(group, worst=10, rulebook="roberts-v6-league")
    assert {GERMAN.say(p.rule) for p in placings} == {
        "Mehr Chips, dann die bessere Hand, wird höher platziert (House A-17)"
    }
