"""Domain layer: finishing places — where each eliminated entry finishes.

Eliminations are recorded as facts (who, their chips at the start of the hand,
an optional hand rank, the hand they busted on); places are decided here from
those facts every time, so a later bust on the same hand-for-hand hand, an
undo or a correction re-decides them without rewriting history.

Places count down over the field: with N entries, the first elimination
finishes N-th. The players eliminated on one hand form a group that takes the
lowest open places, decided by the event's rulebook record
(``rulings.rulebook_records``), and each placing cites the record's rule for it:

* the player who started the hand with more chips finishes higher (TDA 2024
  has no general rule; this is the standard practice, also Robert's Rules
  §15); equal starting stacks tie and share the places (and split those
  places' prizes);
* where the record's ``hand_breaks_ties`` (house amendment A-17): with equal
  chips the better hand finishes higher; with equal chips and equal hands
  the players share the places, whose points are added and halved;
* where the record's ``hand_for_hand_busts_share`` (TDA 2024 RP-8-A, "If
  enough players bust on the current hand to break into the money, the
  busting players will be eligible for a share of the place(s) paid on the
  current hand"): every player eliminated on one hand-for-hand hand shares
  its places, whatever their stacks and whichever table they sat at (the
  rule makes no exception for one table, and no TDA 2024 rule orders
  simultaneous busts by chips). A house may choose otherwise for busts at
  one table (the event setting ``h4h_one_table``): then players out at the
  same table, with nobody out elsewhere on that hand, are placed by their
  chips, and the placing says it is the house rule. A tie holds between
  every pair of players it joins, so once a hand's eliminations span two or
  more tables all of them share all of its places. The places do not depend
  on the order the tables report in.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.rulings.rulebook_records import Mechanism, RulebookRecord, rulebook_record
from floortool.domain.tournament.settings import H4H_CHIPS, H4H_SHARE

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
    rule: str | Phrase = ALONE  # what decided it, said in the reader's language


#: How a placing names the house rule that orders one table's hand-for-hand busts.
HOUSE_ONE_TABLE = translate(
    "domain.results.places", "house rule for busts at one table, in place of {rule}"
)


def _h4h(group: Sequence[Elimination], record: RulebookRecord) -> bool:
    return record.hand_for_hand_busts_share and group[0].hand_for_hand


def _shared(group: Sequence[Elimination], record: RulebookRecord, one_table: str) -> bool:
    """Whether the whole group shares its places (RP-8-A): out on one hand-for-hand hand,
    unless the house orders one table's busts by chips and they all sat at one table."""
    return _h4h(group, record) and (one_table != H4H_CHIPS or _spans_tables(group))


def _same_table_groups(group: Sequence[Elimination]) -> list[list[Elimination]]:
    tables: dict[object, list[Elimination]] = {}
    for n, e in enumerate(group):
        tables.setdefault(e.table if e.table is not None else f"unknown-{n}", []).append(e)
    return list(tables.values())


def missing_stacks(
    group: Sequence[Elimination], rulebook: str, *, one_table: str = H4H_SHARE
) -> list[Elimination]:
    """The eliminations of one hand whose chips are needed to place them and not given.

    Where hand-for-hand busts share, nobody's chips are needed, unless the house
    orders one table's busts by chips (``one_table``): then the players out at
    one table need their stacks (when the hand spans tables they tie, but
    undoing the other tables' busts leaves them to be ordered).
    """
    if len(group) < 2:
        return []
    if not _h4h(group, rulebook_record(rulebook)):
        ordered = [group]
    elif one_table == H4H_CHIPS:
        ordered = [t for t in _same_table_groups(group) if len(t) > 1]
    else:
        ordered = []
    return [e for t in ordered for e in t if e.stack is None]


def check_group(group: Sequence[Elimination], rulebook: str, *, one_table: str = H4H_SHARE) -> None:
    """Refuse a group of simultaneous eliminations whose order cannot be decided."""
    if missing_stacks(group, rulebook, one_table=one_table):
        raise InvalidInput(
            translate(
                "domain.results.places",
                "Several players busted on one hand: give each one's chips "
                "at the start of the hand, so the one with more chips "
                "finishes higher.",
            ),
            field="stacks",
            remedy=Remedy(Fix.GIVE_STACKS),
        )
    if any(e.stack is not None and e.stack <= 0 for e in group):
        raise InvalidInput(
            translate(
                "domain.results.places", "A starting stack must be a positive number of chips."
            ),
            field="stacks",
        )


def _spans_tables(group: Sequence[Elimination]) -> bool:
    return len(_same_table_groups(group)) > 1


def place_group(
    group: Sequence[Elimination], *, worst: int, rulebook: str, one_table: str = H4H_SHARE
) -> list[Placing]:
    """The places of one hand's eliminations, who take places ``worst`` and up;
    ``one_table`` is the event's ``h4h_one_table`` setting."""
    check_group(group, rulebook, one_table=one_table)
    if len(group) == 1:
        return [Placing(group[0].entry_id, worst, (worst,))]
    record = rulebook_record(rulebook)
    by_hand = record.hand_breaks_ties
    # RP-8-A: out on one hand-for-hand hand, all of them tie.
    h4h = _shared(group, record, one_table)
    house = _h4h(group, record) and not h4h

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
        rule = placing_rule(record, h4h=h4h, shared=len(players) > 1, house=house)
        placings.extend(Placing(e.entry_id, place, shared, rule) for e in players)
        place += len(players)
    return placings


def placing_rule(record: RulebookRecord, *, h4h: bool, shared: bool, house: bool = False) -> Phrase:
    """What decided a place of a group busted on one hand, citing ``record``'s rule;
    ``house``: hand-for-hand busts at one table ordered by the house rule instead."""
    h4h_rule = record.cite(Mechanism.HAND_FOR_HAND_BUSTS)
    if h4h and shared:
        return translate(
            "domain.results.places", "Out on the same hand-for-hand hand: shared ({rule})"
        ).fill(rule=h4h_rule)
    by_hand = record.hand_breaks_ties and not h4h
    rule: str | Phrase = (
        HOUSE_ONE_TABLE.fill(rule=h4h_rule) if house else record.cite(Mechanism.BUST_ORDER)
    )
    if shared:
        rule = rule if house else record.cite(Mechanism.EQUAL_STACKS)
        share = (
            translate(
                "domain.results.places", "Equal chips and equal hands share the places ({rule})"
            )
            if by_hand
            else translate(
                "domain.results.places", "Equal starting stacks share the places ({rule})"
            )
        )
        return share.fill(rule=rule)
    higher = (
        translate(
            "domain.results.places", "More chips, then the better hand, finishes higher ({rule})"
        )
        if by_hand
        else translate(
            "domain.results.places", "More chips at the start of the hand finishes higher ({rule})"
        )
    )
    return higher.fill(rule=rule)


def finishing_places(
    eliminations: Sequence[Elimination], *, field: int, rulebook: str, one_table: str = H4H_SHARE
) -> dict[int, Placing]:
    """Every eliminated entry's place, in a field of ``field`` entries, by entry id.

    ``eliminations`` is in the order they happened; consecutive ones with the
    same ``hand`` key form one group.

    The last answer is kept (``_Worked``): when these eliminations begin with the
    very same ones as its hands before the last, in the same field under the same
    rules, those hands are not placed again; the rest are (a later bust on the
    last hand joins it; a bust's preview differs from the bust only there). The
    answer is the same either way.
    """
    key = (field, rulebook, one_table)
    worked = _last  # one look: another thread may keep a newer answer meanwhile
    start, worst, placings = 0, field, {}
    if worked is not None and worked.key == key and _continues(worked.before, eliminations):
        start, worst, placings = len(worked.before), worked.worst, dict(worked.placings)
    last_start, last_worst = start, worst
    for _, hand in groupby(eliminations[start:], key=lambda e: e.hand):
        group = list(hand)
        last_start, last_worst = start, worst
        for placing in place_group(group, worst=worst, rulebook=rulebook, one_table=one_table):
            placings[placing.entry_id] = placing
        start += len(group)
        worst -= len(group)
    before_last = dict(placings)
    for elimination in eliminations[last_start:]:
        before_last.pop(elimination.entry_id, None)
    _keep(_Worked(key, tuple(eliminations[:last_start]), last_worst, before_last))
    return placings


def _continues(before: Sequence[Elimination], eliminations: Sequence[Elimination]) -> bool:
    """Whether ``eliminations`` begin with the very hands ``before`` and the next one
    is a hand of its own (not one more bust on the last of them)."""
    count = len(before)
    return (
        len(eliminations) >= count
        and all(map(operator.is_, before, eliminations))
        and (
            count == 0 or len(eliminations) == count or eliminations[count].hand != before[-1].hand
        )
    )


@dataclass(frozen=True)
class _Worked:
    """What ``finishing_places`` keeps of its last answer: what it was asked (``key``:
    the field, rulebook and one-table setting), its eliminations ``before`` its last
    hand, the worst place that hand took and the ``placings`` of those before it
    (never changed once kept)."""

    key: tuple[int, str, str]
    before: tuple[Elimination, ...]
    worst: int
    placings: Mapping[int, Placing]


_last: _Worked | None = None


def _keep(worked: _Worked) -> None:
    global _last
    _last = worked
