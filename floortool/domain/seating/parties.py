"""Domain layer: who registered together, and keeping them at different tables.

Friends who come to the desk together should not start at one table. The
floor cannot know who is friends with whom, so it takes the registrations
themselves as the sign: an entrant **registered together** with another when
both were registered in one desk action (one command naming several players:
the same registration time), or one straight after the other. Looking back
from an entry, its party is every entry of its own action and the last one
registered before that action, at most ``PARTY_LOOKBACK`` entries back (a
party larger than a table could not sit apart anyway, and a bulk registration
of a whole league list is not one party).

Both seat choosers use it: the arrival's seat (``seating.arrivals``) avoids
the tables of the entrant's party whenever a table with the fewest players
does not hold one of them, and the draw (``seating.initial_draw``) swaps a
drawn player with another drawn player at a different table while that
leaves fewer pairs together (a swap keeps every table's count, so the tables
stay as even as the draw made them). Balance comes first: a party larger
than the tables can part, or a field too small, sits together where it must.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from floortool.domain.field.entries import event_entries

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState

#: How many entries back a party reaches (the entrant's own action, then one more).
PARTY_LOOKBACK = 8
#: Other drawn players tried as a swap for one player sitting with their party.
SWAPS_TRIED = 64
#: Rounds over the players still sitting with their party (each round only improves).
PASSES = 4


def party_of(state: FloorState, event_id: int, entry_id: int) -> set[int]:
    """The in-play entries registered together with ``entry_id`` before it: those of its
    own registration action, and the one registered just before that action."""
    entries = event_entries(state, event_id)
    entry = entries.get(entry_id)
    if entry is None:
        return set()
    party: set[int] = set()
    for earlier in range(entry_id - 1, max(0, entry_id - 1 - PARTY_LOOKBACK), -1):
        other = entries.get(earlier)
        if other is None:
            continue
        if other.in_play:
            party.add(earlier)
        if other.registered_at != entry.registered_at:
            break  # the last entrant of the action before: the party ends there
    return party


def party_pairs(state: FloorState, event_id: int, drawn: Iterable[int]) -> dict[int, set[int]]:
    """Entry → the entries of ``drawn`` it registered together with (both ways)."""
    chosen = set(drawn)
    partners: dict[int, set[int]] = {}
    for entry_id in chosen:
        for other in party_of(state, event_id, entry_id) & chosen:
            partners.setdefault(entry_id, set()).add(other)
            partners.setdefault(other, set()).add(entry_id)
    return partners


def separate(
    seats: Mapping[int, tuple[int, int]],
    party: Mapping[int, set[int]],
    apart: Mapping[int, set[int]],
    fixed: Mapping[int, int],
    rng: random.Random,
) -> dict[int, tuple[int, int]]:
    """``seats`` (drawn entry → table, seat) with drawn players swapped so that fewer of
    them sit with their ``party`` (entry → entries it should not sit with), never
    putting more of the pairs that must stay ``apart`` together (Robert's Rules §2
    Seating 4); ``fixed``: entry → table of the players who stay where they are."""
    placed = dict(seats)
    table_of = {entry: table for entry, (table, _) in placed.items()}
    drawn = sorted(placed)
    weight = len(placed) + 1  # one pair that must stay apart outweighs every party pair

    def at(other: int) -> int | None:
        return table_of.get(other, fixed.get(other))

    def together(entry: int, table: int, ignore: int) -> int:
        friends = sum(1 for o in party.get(entry, ()) if o != ignore and at(o) == table)
        kept = sum(1 for o in apart.get(entry, ()) if o != ignore and at(o) == table)
        return friends + weight * kept

    order = [entry for entry in drawn if entry in party]
    for _ in range(PASSES):
        swapped = False
        rng.shuffle(order)
        for entry in order:
            here = table_of[entry]
            if not together(entry, here, entry):
                continue
            for other in rng.sample(drawn, min(len(drawn), SWAPS_TRIED)):
                there = table_of[other]
                if there == here:
                    continue
                before = together(entry, here, entry) + together(other, there, other)
                after = together(entry, there, other) + together(other, here, entry)
                if after < before:
                    placed[entry], placed[other] = placed[other], placed[entry]
                    table_of[entry], table_of[other] = there, here
                    swapped = True
                    break
        if not swapped:
            break
    return placed
