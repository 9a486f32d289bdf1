"""Domain layer: deciding a bust-out — one or several players eliminated on one hand.

Works in entries (ids): checks everything before anything changes: every entry
seated, nobody twice, the eliminator playing and not among the eliminated, and
(when several bust together) their chips at the start of the hand, so that
``domain.results.places`` can order them. Records one ``EntryBusted`` per entry with
the hand they share, the level, who gets the hit and, in a mystery bounty, the
prize each hit draws (``domain.results.mystery``), then gives the freed
seats to waiting alternates. Where each finishes is never worked out here: the
places and prizes come from the recorded facts (``domain.results.event_results``),
so a preview is this decision made on a scratch draft (``app.views.results``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from floortool.domain.field.entries import seated_entry
from floortool.domain.kernel.draft import Draft
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate
from floortool.domain.results.eliminations import EntryBusted, EventResults
from floortool.domain.results.mystery import MysteryDraws
from floortool.domain.results.places import Elimination, check_group, missing_stacks
from floortool.domain.seating.arrivals import seat_waiting
from floortool.domain.seating.hands import HandForHand
from floortool.domain.seating.seats import Seating, seating_of
from floortool.domain.structure.moment import level_at, moment_of
from floortool.domain.tournament import flights
from floortool.domain.tournament.event import require_event


def hand_key(hand_for_hand: HandForHand | None, action: int) -> str:
    """The key shared by everyone out on one hand: while hand-for-hand play is on
    (tables report one by one), its start and the hand's number, so that play stopped
    and started again never joins two hands numbered alike; else the action's."""
    if hand_for_hand is None:
        return f"hand-{action}"
    return f"h4h-{hand_for_hand.started_at}-{hand_for_hand.hand}"


def table_of(seating: Seating, entry_id: int) -> int | None:
    seat = seating.seat_of(entry_id)
    return seat[0] if seat else None


@dataclass(frozen=True)
class BustOut:
    """One entry eliminated: its chips at the start of the hand and, where the
    house rule asks, its hand's rank among the eliminated (1 the best)."""

    entry_id: int
    stack: int | None = None
    hand_rank: int | None = None


def _check_whole_hand(
    results: EventResults, group: Sequence[Elimination], rulebook: str, one_table: str
) -> None:
    """Refuse new busts on a hand-for-hand hand already reported in part (table by
    table) unless the places of the whole hand can be decided from the facts: a player
    recorded out on it at the same table without a starting stack must be undone and
    recorded again with the others, and a new one needs their stack where an earlier
    one at their table is placed by chips. (Outside hand-for-hand play each bust-out
    is a hand of its own.)"""
    if not group[0].hand_for_hand:
        return
    earlier = results.out_on(group[0].hand)
    whole = [*earlier, *group]
    unknown = {e.entry_id for e in earlier} & {
        e.entry_id for e in missing_stacks(whole, rulebook, one_table=one_table)
    }
    tables = sorted({e.table for e in earlier if e.entry_id in unknown and e.table is not None})
    if unknown:
        refusal = (
            translate(
                "domain.results.bust_out",
                "A player out on this hand at table {tables} was recorded without their "
                "chips at its start, and the players out at one table are "
                "placed by their chips: undo that bust and record that "
                "table's players together, with their stacks.",
            ).fill(tables=", ".join(map(str, tables)))
            if tables
            else translate(
                "domain.results.bust_out",
                "A player out on this hand was recorded without their "
                "chips at its start, and the players out at one table are "
                "placed by their chips: undo that bust and record that "
                "table's players together, with their stacks.",
            )
        )
        raise InvalidInput(refusal, field="stacks")
    check_group(whole, rulebook, one_table=one_table)


def decide_busts(
    draft: Draft,
    event_id: int,
    busts: Sequence[BustOut],
    *,
    hand: str,
    hand_for_hand: bool = False,
    by: int | None = None,
    split_with: Sequence[int] = (),
    now: datetime,
    rng: random.Random,
    mystery: MysteryDraws | None = None,
) -> list[int]:
    """Eliminate the entries of ``busts`` on one hand (key ``hand``), ``by`` the entry
    credited with the hit and ``split_with`` those that split the pot with it (credited
    together); with ``mystery`` (a mystery bounty past its moment) each elimination
    credited to someone draws a prize, recorded with it; returns the alternates
    seated in the freed seats."""
    state = draft.state
    info = require_event(state, event_id)
    flights.check_open(state, event_id)
    if not busts:
        raise InvalidInput(
            translate("domain.results.bust_out", "Name the player or players who busted."),
            field="entries",
        )
    entries = [seated_entry(state, event_id, b.entry_id) for b in busts]
    if len({e.id for e in entries}) < len(entries):
        raise InvalidInput(
            translate("domain.results.bust_out", "A player is named twice in one bust-out."),
            field="entries",
        )
    if split_with and by is None:
        raise InvalidInput(
            translate(
                "domain.results.bust_out", "Name who eliminated them before who split the pot."
            ),
            field="by",
        )
    ids = (*((by,) if by is not None else ()), *split_with)
    hitters = [seated_entry(state, event_id, entry_id) for entry_id in ids]
    if len(set(ids)) < len(ids):
        raise InvalidInput(
            translate(
                "domain.results.bust_out", "A player is credited twice with one elimination."
            ),
            field="by",
        )
    for hitter in hitters:
        if hitter.id in {e.id for e in entries}:
            name = state.players[hitter.player_id].name
            raise InvalidInput(
                translate(
                    "domain.results.bust_out",
                    "{name} cannot be credited with their own elimination.",
                ).fill(name=name),
                field="by",
            )
    seating = seating_of(state, event_id)
    group = [
        Elimination(e.id, hand, b.stack, b.hand_rank, hand_for_hand, table_of(seating, e.id))
        for e, b in zip(entries, busts, strict=True)
    ]
    rulebook, one_table = info.settings.rulebook, info.settings.h4h_one_table
    check_group(group, rulebook, one_table=one_table)
    _check_whole_hand(state.results.get(event_id, EventResults()), group, rulebook, one_table)
    structure = state.structures.get(event_id)
    level = level_at(structure, moment_of(state, event_id, now)) if structure else None
    for elimination in group:
        drawn, fixed = mystery.draw(rng) if mystery is not None and hitters else (None, ())
        draft.add(
            EntryBusted(
                event_id=event_id,
                entry_id=elimination.entry_id,
                at=now.isoformat(),
                hand=hand,
                stack=elimination.stack,
                hand_rank=elimination.hand_rank,
                hand_for_hand=hand_for_hand,
                by=tuple(hitter.id for hitter in hitters),
                level=level,
                mystery_cents=drawn,
                mystery_set=fixed,
            )
        )
    return seat_waiting(draft, event_id, rng)
