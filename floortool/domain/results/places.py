"""Domain layer: finishing places — where each eliminated entry finishes.

Eliminations are recorded as facts (who, their chips at the start of the hand,
an optional hand rank, the hand they busted on); places are decided here from
those facts every time, so a later bust on the same hand-for-hand hand, an
undo or a correction re-decides them without rewriting history.

Places count down over the field: with N entries, the first elimination
finishes N-th. The players eliminated on one hand form a group that takes the
lowest open places, decided by the event's rulebook record
(``rulings.books``), and each placing cites the record's rule for it:

* the player who started the hand with more chips finishes higher (TDA 2024
  has no general rule; this is the standard practice, also Robert's Rules
  §15); equal starting stacks tie and share the places (and split those
  places' prizes);
* where the record's ``hand_breaks_ties`` (house amendment A-17): with equal
  chips the better hand finishes higher; with equal chips and equal hands
  the players share the places, whose points are added and halved;
* where the record's ``hand_for_hand_busts_share`` (TDA 2024 RP-8-A):
  players eliminated on the same hand-for-hand hand at different tables
  finish tied, whatever their stacks. A tie holds between every pair of
  players it joins, and a player at another table ties with each player out
  at this one, so once a hand's eliminations span two or more tables all of
  them share all of its places; chip order (a practice, not a TDA rule)
  decides only when every one of them sat at the same table. The places do
  not depend on the order the tables report in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby

from floortool.domain.errors import InvalidInput
from floortool.domain.remedies import Fix, Remedy
from floortool.domain.rulings.books import Mechanism, RulebookRecord, rulebook_record

#: The rule of a lone elimination: nothing to decide.
ALONE = ""


@dataclass(frozen=True)
class Elimination:
    """One entry eliminated: the facts the places are decided from.

    ``hand`` groups the entries eliminated on the same hand (the same key for
    every player of one hand, even when reported table by table in
    hand-for-hand play); ``stack`` is their chips at the start of that hand
    (None when only one player busted and nobody asked), ``hand_rank`` orders
    their final hands, 1 the best (house A-17), equal numbers for equal hands;
    ``table`` is where they sat.
    """

    entry_id: int
    hand: str
    stack: int | None = None
    hand_rank: int | None = None
    hand_for_hand: bool = False
    table: int | None = None


@dataclass(frozen=True)
class Placing:
    """Where an entry finished: ``places`` lists every place it shares (else just ``place``)."""

    entry_id: int
    place: int
    places: tuple[int, ...]
    rule: str = ALONE


def _h4h(group: Sequence[Elimination], record: RulebookRecord) -> bool:
    return record.hand_for_hand_busts_share and group[0].hand_for_hand


def _same_table_groups(group: Sequence[Elimination]) -> list[list[Elimination]]:
    tables: dict[object, list[Elimination]] = {}
    for n, e in enumerate(group):
        tables.setdefault(e.table if e.table is not None else f"unknown-{n}", []).append(e)
    return list(tables.values())


def missing_stacks(group: Sequence[Elimination], rulebook: str) -> list[Elimination]:
    """The eliminations of one hand whose chips are needed to place them and not given.

    Where hand-for-hand busts share, only players out at one table are ordered
    by chips (when the hand spans tables they tie, but undoing the other
    tables' busts leaves them to be ordered), so only those need their stacks.
    """
    if len(group) < 2:
        return []
    h4h = _h4h(group, rulebook_record(rulebook))
    ordered = [t for t in _same_table_groups(group) if len(t) > 1] if h4h else [group]
    return [e for t in ordered for e in t if e.stack is None]


def check_group(group: Sequence[Elimination], rulebook: str) -> None:
    """Refuse a group of simultaneous eliminations whose order cannot be decided."""
    if missing_stacks(group, rulebook):
        raise InvalidInput(
            "Several players busted on one hand: give each one's chips at the start of "
            "the hand, so the one with more chips finishes higher.",
            field="stacks",
            remedy=Remedy(Fix.GIVE_STACKS),
        )
    if any(e.stack is not None and e.stack <= 0 for e in group):
        raise InvalidInput("A starting stack must be a positive number of chips.", field="stacks")


def _spans_tables(group: Sequence[Elimination]) -> bool:
    return len(_same_table_groups(group)) > 1


def place_group(group: Sequence[Elimination], *, worst: int, rulebook: str) -> list[Placing]:
    """The places of one hand's eliminations, who take places ``worst`` and up."""
    check_group(group, rulebook)
    if len(group) == 1:
        return [Placing(group[0].entry_id, worst, (worst,))]
    record = rulebook_record(rulebook)
    by_hand = record.hand_breaks_ties
    # RP-8-A: out at different tables on one hand-for-hand hand, all of them tie.
    h4h = _h4h(group, record) and _spans_tables(group)

    def strength(e: Elimination) -> tuple[int, int]:
        # Lower sorts first (finishes higher): more chips; under A-17 the better hand.
        if h4h:
            return (0, 0)
        rank = e.hand_rank if (by_hand and e.hand_rank is not None) else 0
        return (-(e.stack or 0), rank)

    placings: list[Placing] = []
    place = worst - len(group) + 1
    for _, tied in groupby(sorted(group, key=strength), key=strength):
        players = list(tied)
        shared = tuple(range(place, place + len(players)))
        rule = placing_rule(record, h4h=h4h, shared=len(players) > 1)
        placings.extend(Placing(e.entry_id, place, shared, rule) for e in players)
        place += len(players)
    return placings


def placing_rule(record: RulebookRecord, *, h4h: bool, shared: bool) -> str:
    """What decided a place of a group busted on one hand, citing ``record``'s rule."""
    if h4h and shared:
        return (
            "Out on the same hand-for-hand hand at different tables: shared "
            f"({record.cite(Mechanism.HAND_FOR_HAND_BUSTS)})"
        )
    by_hand = record.hand_breaks_ties and not h4h
    if shared:
        what = "Equal chips and equal hands" if by_hand else "Equal starting stacks"
        return f"{what} share the places ({record.cite(Mechanism.EQUAL_STACKS)})"
    what = "More chips, then the better hand," if by_hand else "More chips at the start of the hand"
    return f"{what} finishes higher ({record.cite(Mechanism.BUST_ORDER)})"


def finishing_places(
    eliminations: Sequence[Elimination], *, field: int, rulebook: str
) -> dict[int, Placing]:
    """Every eliminated entry's place, in a field of ``field`` entries, by entry id.

    ``eliminations`` is in the order they happened; consecutive ones with the
    same ``hand`` key form one group.
    """
    placings: dict[int, Placing] = {}
    worst = field
    for _, hand in groupby(eliminations, key=lambda e: e.hand):
        group = list(hand)
        for placing in place_group(group, worst=worst, rulebook=rulebook):
            placings[placing.entry_id] = placing
        worst -= len(group)
    return placings
