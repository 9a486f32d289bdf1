"""Domain: seating refusals said in German and French, their fields in place.

Issue 30: every sentence a person reads is said in their language. A seat
rule or hand-for-hand refusal keeps the names and numbers of the English.
"""

from __future__ import annotations

from tests.domain.pure_floor import PureFloor, refused

from floortool.app.languages import catalogue
from floortool.domain.seating.hand_for_hand import decide_next
from floortool.domain.seating.seat_rules import decide_apart


def test_one_player_named_twice_is_said_in_german_with_the_name() -> None:
    floor = PureFloor()
    floor.event("Friday", tables=2, seats=3)
    alice = floor.player("Alice")
    error = refused("invalid_input", lambda: decide_apart(floor.state, 1, alice, alice, apart=True))
    assert error.message == "Name two different players, not Alice twice."
    assert (
        error.said(catalogue("de").say) == "Zwei verschiedene Spieler nennen, nicht zweimal Alice."
    )


def test_hand_for_hand_not_on_is_said_in_french() -> None:
    floor = PureFloor()
    floor.event("Friday", tables=2, seats=3)
    error = refused("hand_for_hand_off", lambda: decide_next(floor.state, 1, floor.now))
    assert error.message == "Hand-for-hand play is not on."
    assert error.said(catalogue("fr").say) == "Le main par main n'est pas en cours."
