"""Domain: chip-count refusals said in German, their names and numbers in place.

Issue 30: "numbers and money per locale". A count refused says the chips as
the reader's language groups them (``12.345``), the player's name as it is.
"""

from __future__ import annotations

from tests.domain.pure_floor import PureFloor, refused

from floortool.app.languages import catalogue
from floortool.domain.field.counts import decide_counts


def test_a_stack_of_no_chips_is_said_in_german_with_the_name() -> None:
    floor = PureFloor()
    floor.event("Friday", tables=2, seats=3)
    entry = floor.enter("Alice")
    error = refused(
        "below_one_chip",
        lambda: decide_counts(floor.state, 1, [(entry.id, 0)], at="t", by="td"),
    )
    german = error.said(catalogue("de").say)
    assert german.startswith("Alice: ein Stack von 0 Chips ist kein Stack;")
    assert "busted" not in german


def test_more_chips_than_in_play_are_grouped_as_german_writes_them() -> None:
    floor = PureFloor()
    floor.event("Friday", tables=2, seats=3)
    entry = floor.enter("Alice")
    error = refused(
        "more_than_in_play",
        lambda: decide_counts(floor.state, 1, [(entry.id, 1_234_567)], at="t", by="td"),
    )
    assert error.message.startswith("1,234,567 chips would be counted, but only 10,000")
    assert error.said(catalogue("de").say).startswith(
        "1.234.567 Chips wären gezählt, aber nur 10.000 sind im Spiel"
    )
