"""Domain layer: an event's results — every entry's place, prize, hits and bounties.

Puts together the places decided from the eliminations (``domain.results.places``),
the director's corrections, the winner (the last entry still playing once
everyone else has busted) and the prizes: an entry that shares places receives
the average of those places' prizes, in whole cents, any odd cents going to
the earliest entry of them (a fixed, published tie-break). Hits are the
eliminations an entry is credited with; in a knockout event the bounties it
collected come from ``domain.results.bounties`` (the winner's own included), in a
mystery bounty from the prizes its eliminations drew (``domain.results.mystery``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from operator import attrgetter

from floortool.domain.field.entries import ACTIVE, WAITING, Entry, field_size
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.results.bounties import BountyLedger, bounty_ledger, split_cents
from floortool.domain.results.eliminations import BustRecord, EventResults
from floortool.domain.results.mystery import mystery_ledger
from floortool.domain.results.places import Placing, finishing_places
from floortool.domain.results.tournament_end import sole_survivor

WINNER = translate("domain.results.event_results", "The last player with chips wins")
NO_BOUNTIES = BountyLedger(carried={}, won={}, on_head={}, unclaimed={})
"""An event without a knockout bounty: every entry's bounty money is nothing."""


@dataclass(frozen=True)
class Result:
    """One entry's line in the results; ``place`` is None while it is still playing.

    ``bounty_cents`` is the bounty money the entry collected, ``own_bounty_cents``
    the bounty it brought, ``on_head_cents`` the bounty on its head now (while it
    plays: in a progressive knockout it grows), and ``bounty_unclaimed`` says that
    it was eliminated with nobody credited, so nobody collected its bounty."""

    entry_id: int
    place: int | None
    places: tuple[int, ...]
    rule: str | Phrase  # what decided the place, said in the reader's language
    prize_cents: int
    hits: int
    correction: str = ""  # the director's reason when the place was set by hand
    bust: BustRecord | None = None
    bounty_cents: int = 0
    own_bounty_cents: int = 0
    on_head_cents: int = 0
    bounty_unclaimed: bool = False


def _placings(
    entries: Mapping[int, Entry], results: EventResults, rulebook: str, one_table: str
) -> dict[int, Placing]:
    eliminations = [r.elimination for r in results.eliminations]
    placings = finishing_places(
        eliminations, field=field_size(entries), rulebook=rulebook, one_table=one_table
    )
    winner = sole_survivor(entries)
    if winner is not None:
        placings[winner] = Placing(winner, 1, (1,), WINNER)
    return results.corrected(placings)


def prizes_of(placings: Mapping[int, Placing], amount_for: Callable[[int], int]) -> dict[int, int]:
    """Each placed entry's prize: shared places split their prizes evenly."""
    prizes: dict[int, int] = {}
    groups: dict[tuple[int, ...], list[int]] = {}
    for placing in placings.values():
        groups.setdefault(placing.places, []).append(placing.entry_id)
    for places, members in groups.items():
        cents = sum(map(amount_for, places))
        if len(members) == 1:  # most places: nothing to split
            prizes[members[0]] = cents
        else:
            prizes.update(split_cents(cents, members))
    return prizes


def placings_and_prizes(
    entries: Mapping[int, Entry],
    results: EventResults,
    *,
    rulebook: str,
    one_table: str,
    amount_for: Callable[[int], int],
) -> tuple[dict[int, Placing], dict[int, int]]:
    """Every placed entry's placing (the winner's and the director's corrections
    included) and prize, by entry id: what ``event_results`` and a bust's preview show."""
    placings = _placings(entries, results, rulebook, one_table)
    return placings, prizes_of(placings, amount_for)


def event_results(
    entries: Mapping[int, Entry],
    results: EventResults,
    *,
    rulebook: str,
    one_table: str,
    amount_for: Callable[[int], int],
    bounty: int = 0,
    cash_percent: int = 100,
    cash_unit: int = 1,
    mystery_leftovers: str | None = None,
    final_table_size: int = 0,
    previous: Mapping[int, Result] | None = None,
) -> list[Result]:
    """Every seated entry's result: those still playing first, then by place;
    ``one_table`` is the event's ``h4h_one_table`` setting (``results.places``);
    ``bounty`` is the event's knockout bounty in cents (0: none), ``cash_percent``
    the share of a bounty paid in cash (100: fixed; less: progressive);
    ``mystery_leftovers`` (a mystery bounty: where the draws left at the end go)
    and ``final_table_size`` (the places of the final table) for a mystery bounty.
    ``previous``, results worked out earlier by entry id, lends each result that
    comes out equal, the same object, so a caller building on them (the results'
    rows at 10,000 entrants) can tell by identity which few changed."""
    placings, prizes = placings_and_prizes(
        entries, results, rulebook=rulebook, one_table=one_table, amount_for=amount_for
    )
    if mystery_leftovers is None and not bounty:
        bounties = NO_BOUNTIES  # no bounty to hand anyone, the winner included
    else:
        # The one entry still playing that has a place is the winner (``_placings``).
        winner = next(
            (e.id for e in entries.values() if e.status == ACTIVE and e.id in placings), None
        )
        bounties = (
            bounty_ledger(
                entries,
                results.eliminations,
                bounty=bounty,
                cash_percent=cash_percent,
                cash_unit=cash_unit,
                winner=winner,
            )
            if mystery_leftovers is None
            else mystery_ledger(
                entries,
                results.eliminations,
                bounty=bounty,
                winner=winner,
                leftovers=mystery_leftovers,
                final_table=sorted(e for e, p in placings.items() if p.place <= final_table_size),
                cash_unit=cash_unit,
            )
        )
    hits = Counter(hitter for record in results.eliminations for hitter in record.by)
    busts = {r.elimination.entry_id: r for r in results.eliminations}
    lent = previous or {}
    playing: list[Result] = []
    placed: list[Result] = []
    for entry in entries.values():
        if entry.status == WAITING:
            continue
        entry_id = entry.id
        placing = placings.get(entry_id)
        correction = results.corrections.get(entry_id)
        values = (  # Result's fields after entry_id, in their order
            placing.place if placing else None,
            placing.places if placing else (),
            placing.rule if placing else "",
            prizes.get(entry_id, 0),
            hits.get(entry_id, 0),
            correction.reason if correction else "",
            busts.get(entry_id),
            bounties.won.get(entry_id, 0),
            bounties.carried.get(entry_id, 0),
            bounties.on_head.get(entry_id, 0),
            entry_id in bounties.unclaimed,
        )
        result = lent.get(entry_id)
        if result is None or _values(result) != values:
            result = Result(entry_id, *values)
        (playing if result.place is None else placed).append(result)
    playing.sort(key=attrgetter("entry_id"))
    placed.sort(key=attrgetter("place", "entry_id"))
    return playing + placed


_values = attrgetter(*(f.name for f in fields(Result)[1:]))
"""A result's fields after ``entry_id``, in their order (what ``event_results`` compares)."""
