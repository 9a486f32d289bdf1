"""Domain layer: where the button and the blinds of a table's next hand go.

Tournaments use a dead button (TDA 2024 Rule 32; Robert's Rules §4 Blinds
2(b): "The big blind is posted by the player due for it, and the small blind
and button are positioned accordingly, even if this means the small blind or
the button is placed in front of an empty seat"). So the big blind moves on
one player a hand: the next hand's big blind is the next occupied seat after
the seat that posted the big blind last hand; the small blind is that seat
(a dead small blind when its player is gone) and the button the seat that
posted the small blind (a dead button when it is empty). Heads-up the small
blind is on the button (TDA 2024 Rule 34-B; Robert's §4 Blinds 4): the big
blind still moves on one player, so nobody posts it twice running, and the
other player has the button. A button the floor enters or draws starts the
count again: small blind the next player after it, big blind the one after.

A player seated strictly between the button and the small blind is not dealt
in until the button passes (TDA 2024 Rules 8-A and 10-A "dealt in except
between the small blind and button"; Robert's §4 Blinds 7 "You must wait
until the button passes"): ``HandSeats.waiting``.

Pure seat arithmetic on a ring of ``seats`` seats and the occupied ones; the
room (``engine.model``) keeps what the last hand posted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class HandSeats:
    """A hand's button, small blind and big blind seats; ``dead_button`` /
    ``dead_small_blind`` when that seat has no player; ``waiting`` the occupied seats
    between the button and the small blind, not dealt in this hand."""

    button: int
    small_blind: int
    big_blind: int
    dead_button: bool = False
    dead_small_blind: bool = False
    waiting: frozenset[int] = frozenset()


def _after(seats: int, occupied: set[int], seat: int) -> int:
    """The first occupied seat clockwise strictly after ``seat`` (``occupied`` not empty)."""
    for step in range(1, seats + 1):
        s = (seat + step - 1) % seats + 1
        if s in occupied:
            return s
    raise ValueError("no occupied seat")


def _before(seats: int, occupied: set[int], seat: int) -> int:
    """The first occupied seat counter-clockwise strictly before ``seat``."""
    for step in range(1, seats + 1):
        s = (seat - step - 1) % seats + 1
        if s in occupied:
            return s
    raise ValueError("no occupied seat")


def between(seats: int, start: int, end: int) -> list[int]:
    """The seats strictly between ``start`` and ``end`` clockwise."""
    found: list[int] = []
    seat = start % seats + 1
    while seat not in (end, start):
        found.append(seat)
        seat = seat % seats + 1
    return found


def _seats(seats: int, occupied: set[int], button: int, small: int, big: int) -> HandSeats:
    waiting = (
        frozenset(s for s in between(seats, button, small) if s in occupied)
        if button != small
        else frozenset()
    )
    return HandSeats(button, small, big, button not in occupied, small not in occupied, waiting)


def hand_from_button(seats: int, occupied: Sequence[int], button: int) -> HandSeats:
    """The first hand after the floor entered or drew ``button`` (two or more players):
    the next player posts the small blind, the one after the big blind; heads-up the
    button's player posts the small blind (a button on an empty seat moves to the
    next player there)."""
    occ = set(occupied)
    if len(occ) == 2:
        small = button if button in occ else _after(seats, occ, button)
        return _seats(seats, occ, small, small, _after(seats, occ, small))
    small = _after(seats, occ, button)
    return _seats(seats, occ, button, small, _after(seats, occ, small))


def hand_after(seats: int, occupied: Sequence[int], posted: tuple[int, int]) -> HandSeats:
    """The hand after one whose blinds were posted in ``posted`` (small, big), two or
    more players: the button goes to the seat that posted the small blind."""
    occ = set(occupied)
    big = _after(seats, occ, posted[1])
    if len(occ) == 2:
        other = _after(seats, occ, big)
        return _seats(seats, occ, other, other, big)
    button, small = posted
    if big in (small, button):
        # The big blind came round to the seats the button and small blind would take
        # (the table went from heads-up to three): they sit behind it, both live.
        small = _before(seats, occ, big)
        return _seats(seats, occ, _before(seats, occ, small), small, big)
    return _seats(seats, occ, button, small, big)
