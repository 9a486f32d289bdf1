"""Domain layer: the seat of a late entrant, alternate or re-entry.

TDA 2024 Rules 8-A and 10-A: a random seat at a table with the fewest
players. Any seat may be given, blinds and button included, but a player is
"dealt in except between the small blind and button" (Robert's §4 Blinds 7:
"You must wait until the button passes"): by the dead button
(``engine.blinds``) a seat there is only given when every table with the
fewest players has no other empty seat, and then the player is dealt in once
the button has passed (``first_hand`` says which hand). A player who must
not sit with another (Robert's Rules §2 Seating 4) goes to another table
whenever one has room.
"""

from __future__ import annotations

import random
from collections.abc import Set
from dataclasses import dataclass

from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.seating.engine.fewest import FewestDraw
from floortool.domain.seating.engine.model import Room, Table
from floortool.domain.seating.engine.moves import ENGINE_CITATIONS

#: Tables with the fewest players looked at for a seat that is dealt in at once.
TABLES_TRIED = 16


@dataclass(frozen=True, slots=True)
class LateSeat:
    """Where a late entrant sits, and whether they wait for the button to pass (between
    the button and the small blind: not dealt in the next hand)."""

    table: int
    seat: int
    waits_for_big_blind: bool
    rule: str | Phrase = ENGINE_CITATIONS.late_seat


def seats_before_small_blind(table: Table) -> set[int]:
    """The empty seats whose newcomer would sit between the next hand's button and small
    blind, not dealt in until the button passes (none heads-up, where the button posts
    the small blind, TDA 2024 Rule 34-B, or while the button is unknown)."""
    found: set[int] = set()
    for seat in table.empty_seats():
        hand = table.next_hand_with(seat)
        if hand is not None and seat in hand.waiting:
            found.add(seat)
    return found


def first_hand(table: Table, seat: int) -> Phrase:
    """How the player in ``seat`` (a newcomer) plays the table's next hand, by the dead
    button (``engine.blinds``)."""
    hand = table.next_hand()
    if hand is None:
        return translate("domain.seating.engine.late", "dealt in when the button is known")
    if seat in hand.waiting:
        return translate(
            "domain.seating.engine.late",
            "not dealt in next hand: dealt in once the button passes "
            "(between the button and the small blind)",
        )
    if seat == hand.big_blind:
        return translate("domain.seating.engine.late", "dealt in next hand in the big blind")
    if seat == hand.small_blind:  # heads-up, the button's seat too
        return translate("domain.seating.engine.late", "dealt in next hand in the small blind")
    if seat == hand.button:
        return translate("domain.seating.engine.late", "dealt in next hand on the button")
    return translate("domain.seating.engine.late", "dealt in next hand")


def plan_late_seat(room: Room, rng: random.Random, entry: int | None = None) -> LateSeat | None:
    """A seat for one late entrant (``entry``, when given, is kept apart from the
    players it must not sit with); None when every seat is taken (they wait as
    alternate)."""
    avoid = room.partner_tables(entry) if entry is not None else set()
    if avoid:
        away = _seat_at_fewest(room, rng, frozenset(avoid))
        if away is not None:
            return away
    return _seat_at_fewest(room, rng, frozenset())


def _seat_at_fewest(room: Room, rng: random.Random, avoid: Set[int]) -> LateSeat | None:
    """A random seat at a random table with the fewest players (not in ``avoid``),
    dealt in at once if any such table allows it."""
    tried = set(avoid)
    waits: LateSeat | None = None
    draw = FewestDraw(room, rng)
    for _ in range(TABLES_TRIED):
        number = draw.table(tried)
        if number is None:
            break
        table = room.tables[number]
        if waits is not None and table.players > room.tables[waits.table].players:
            break
        empty = table.empty_seats()
        zone = seats_before_small_blind(table)
        dealt_in = [s for s in empty if s not in zone]
        if dealt_in:
            return LateSeat(number, dealt_in[rng.randrange(len(dealt_in))], False)
        if waits is None:
            waits = LateSeat(number, empty[rng.randrange(len(empty))], True)
        tried.add(number)
    return waits
