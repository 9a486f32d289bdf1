"""Domain: registration refusals said in German and Spanish, their fields in place.

Issue 30: "Ship German, French and Spanish beside English". A rebuy or
re-entry refused names the event and the count in the reader's language, one or
many as that language counts ("1 Re-Entry", "2 reentradas").
"""

from __future__ import annotations

from tests.domain.pure_floor import PureFloor, refused

from floortool.app.languages import catalogue
from floortool.domain.registration.decisions import decide_rebuy


def test_an_event_without_rebuys_says_so_in_german() -> None:
    floor = PureFloor()
    floor.event("Friday", tables=2, seats=3)
    floor.enter("Alice")
    error = refused(
        "rebuy_not_allowed",
        lambda: decide_rebuy(floor.state, 1, floor.player("Alice"), now=floor.now),
    )
    assert error.message == "Friday has no rebuys."
    assert error.said(catalogue("de").say) == "Friday hat keine Rebuys."


def test_the_reentries_used_up_are_counted_as_the_language_counts() -> None:
    floor = PureFloor()
    floor.event("Friday", tables=2, seats=3, max_reentries=1)
    floor.enter("Alice")
    floor.bust("Alice")
    floor.enter("Alice", reentry=True)
    floor.bust("Alice")
    error = refused("reentry_not_allowed", lambda: floor.enter("Alice", reentry=True))
    assert error.message == "Alice has used the 1 re-entry Friday allows."
    assert (
        error.said(catalogue("de").say)
        == "Alice hat das Maximum von 1 Re-Entry, das Friday erlaubt, schon genutzt."
    )
    assert (
        error.said(catalogue("es").say)
        == "Alice ya ha agotado el máximo de 1 reentrada que permite Friday."
    )
