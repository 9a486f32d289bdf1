"""Domain layer: the chip race at a colour-up, following the event's rulebook
(its record's ``chip_race``, ``rulings.rulebook_records``; the result cites the record's rule).

Pure standard library; the card draw uses the ``rng`` passed in (never the
global ``random``) and every card dealt is recorded in the result, so the app
can store it in the journal and replay gives the same outcome.

For each seat the dealer counts the chips of the removed denomination. Full
sets are exchanged at equal value for the next denomination in both rules.
The odd chips left over are then settled:

* ``race`` (TDA 2024 Rule 24): the odd chips are raced off starting in
  seat 1: one card per odd chip, dealt seat by seat from seat 1; the highest
  card (rank, then suit: spades, hearts, diamonds, clubs) wins the first new
  chip, the next highest the second, and so on, a player winning at most one
  chip. The race awards as many new chips as the odd chips at the table are
  worth, rounded down: what does not make a whole chip of the next
  denomination is removed without compensation (24-C). Nobody can be raced
  out: a player left with no chips at all receives one chip of the lowest
  denomination still in play (24-A).
* ``round-up`` (the league's house amendment A-5): a player's odd
  chips are rounded **up** to one chip of the next denomination; no race.
  This creates chips (the table's total grows), as the amendment intends.

Several denominations leaving at one break: race the smallest into the next
one first, then that one, feeding each result's chips into the next call.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrase_data import phrase_data
from floortool.domain.kernel.phrase_lists import joined
from floortool.domain.kernel.phrases import Number, Phrase, counted, translate
from floortool.domain.rulings.rulebook_records import ChipRace, Mechanism, rulebook_record

RANKS = "23456789TJQKA"
SUITS = "cdhs"  # clubs < diamonds < hearts < spades
DECK = tuple(rank + suit for rank in RANKS for suit in SUITS)


@dataclass(frozen=True, kw_only=True)
class SeatLeftover:
    """One player's chips of the removed denomination, and the value of the rest
    of their stack (0 when those chips are all they have)."""

    seat: int
    chips: int
    other_chips: int
    player: str = ""


@dataclass(frozen=True, kw_only=True)
class RaceOutcome:
    """What one player ends with after the colour-up."""

    seat: int
    player: str
    removed_chips: int  # chips of the removed denomination taken off
    added_chips: int  # chips of the next denomination given (full sets + race/rounding)
    full_sets: int  # of added_chips, exchanged at equal value
    odd_chips: int  # removed chips left after the full sets
    won_chip: bool  # won a race chip (TDA) or had odd chips rounded up
    cards: tuple[str, ...]  # cards dealt in the race (TDA), e.g. ("Kh", "4c")
    minimum_chip: int  # the chip given so that nobody is raced out (0 if none)
    value_before: int
    value_after: int
    explanation: str  # ``said`` in English
    said: Phrase


@dataclass(frozen=True, kw_only=True)
class ChipRaceResult:
    rule: str
    citation: str | Phrase
    removed: int
    next_denomination: int
    outcomes: tuple[RaceOutcome, ...]
    race_chips: int  # chips of the next denomination awarded for odd chips
    value_removed: int  # value of odd chips removed without compensation
    value_created: int  # value added by rounding up or minimum chips
    explanation: str  # ``said`` in English
    said: Phrase


def race_chips(
    leftovers: Sequence[SeatLeftover],
    *,
    removed: int,
    next_denomination: int,
    rule: str,
    rng: random.Random | None = None,
    lowest_in_play: int | None = None,
) -> ChipRaceResult:
    """Settle one table's chips of the ``removed`` denomination under the rulebook
    ``rule`` (a race needs ``rng`` for the cards). ``lowest_in_play`` is the chip a
    raced-out player receives; it defaults to ``next_denomination``."""
    record = rulebook_record(rule)
    _check_inputs(leftovers, removed=removed, next_denomination=next_denomination)
    lowest = next_denomination if lowest_in_play is None else lowest_in_play
    if lowest < 1:
        raise InvalidInput(
            translate(
                "domain.structure.chip_race", "The lowest chip in play must be worth at least 1."
            ),
            field="lowest",
        )
    ratio = next_denomination // removed
    seated = sorted(leftovers, key=lambda left: left.seat)
    odd = {left.seat: left.chips % ratio for left in seated}
    cards: dict[int, list[str]] = {left.seat: [] for left in seated}
    racing = record.chip_race is ChipRace.RACE
    if racing:
        if rng is None:
            raise ValueError("a chip race needs an rng for the cards")
        winners = _race(seated, odd, cards, rng, (sum(odd.values()) * removed) // next_denomination)
    else:
        winners = {seat for seat, count in odd.items() if count}
    citation = record.cite(Mechanism.CHIP_RACE)
    outcomes = tuple(
        _outcome(
            left,
            ratio=ratio,
            removed=removed,
            next_denomination=next_denomination,
            lowest=lowest,
            won=left.seat in winners,
            cards=tuple(cards[left.seat]),
            racing=racing,
            citation=citation,
        )
        for left in seated
    )
    return _result(
        outcomes,
        rule=rule,
        racing=racing,
        citation=citation,
        removed=removed,
        next_denomination=next_denomination,
    )


def _check_inputs(
    leftovers: Sequence[SeatLeftover], *, removed: int, next_denomination: int
) -> None:
    if removed < 1 or next_denomination <= removed:
        raise InvalidInput(
            translate(
                "domain.structure.chip_race",
                "The {removed} chips must be exchanged for a larger chip, not {next_denomination}.",
            ).fill(removed=Number(removed), next_denomination=Number(next_denomination)),
            field="next_denomination",
        )
    if next_denomination % removed:
        raise InvalidInput(
            translate(
                "domain.structure.chip_race",
                "The {removed} chips can't be exchanged evenly for {next_denomination} chips.",
            ).fill(removed=Number(removed), next_denomination=Number(next_denomination)),
            field="next_denomination",
        )
    seats: set[int] = set()
    for left in leftovers:
        if left.seat < 1 or left.seat in seats:
            raise InvalidInput(
                translate(
                    "domain.structure.chip_race",
                    "Seat {seat} is not a seat number, or appears twice.",
                ).fill(seat=left.seat),
                field="seat",
            )
        seats.add(left.seat)
        if left.chips < 0 or left.other_chips < 0:
            raise InvalidInput(
                translate(
                    "domain.structure.chip_race", "Seat {seat}: chip counts cannot be negative."
                ).fill(seat=left.seat),
                field="chips",
            )
        if left.chips == 0 and left.other_chips == 0:
            raise InvalidInput(
                translate(
                    "domain.structure.chip_race",
                    "Seat {seat} has no chips at all; a player with no chips is already out.",
                ).fill(seat=left.seat),
                field="chips",
            )


def _strength(card: str) -> tuple[int, int]:
    return RANKS.index(card[0]), SUITS.index(card[1])


def _race(
    seated: list[SeatLeftover],
    odd: dict[int, int],
    cards: dict[int, list[str]],
    rng: random.Random,
    prizes: int,
) -> set[int]:
    """Deal one card per odd chip from seat 1 on; the ``prizes`` best cards win,
    at most one chip a player. More than 52 odd chips use further decks; a tie
    on identical cards is settled by one more card each, from a fresh deck."""
    deck: list[str] = []

    def draw() -> str:
        if not deck:
            deck.extend(DECK)
            rng.shuffle(deck)
        return deck.pop()

    racers = [left.seat for left in seated if odd[left.seat]]
    for seat in racers:
        cards[seat].extend(draw() for _ in range(odd[seat]))
    keys = {seat: [max(_strength(card) for card in cards[seat])] for seat in racers}
    while True:
        tied = [seat for seat in racers if [keys[s] for s in racers].count(keys[seat]) > 1]
        if not tied:
            break
        deck.clear()  # a fresh deck for the tie-break
        for seat in tied:
            card = draw()
            cards[seat].append(card)
            keys[seat].append(_strength(card))
    ranked = sorted(racers, key=lambda seat: keys[seat], reverse=True)
    return set(ranked[:prizes])


def _outcome(
    left: SeatLeftover,
    *,
    ratio: int,
    removed: int,
    next_denomination: int,
    lowest: int,
    won: bool,
    cards: tuple[str, ...],
    racing: bool,
    citation: str | Phrase,
) -> RaceOutcome:
    full_sets, odd = divmod(left.chips, ratio)
    added = full_sets + (1 if won else 0)
    raced_out = added == 0 and left.other_chips == 0
    minimum = lowest if raced_out else 0
    value_after = left.other_chips + added * next_denomination + minimum
    who = (
        translate("domain.structure.chip_race", "Seat {seat} ({player})").fill(
            seat=left.seat, player=left.player
        )
        if left.player
        else translate("domain.structure.chip_race", "Seat {seat}").fill(seat=left.seat)
    )
    chips = {"next": Number(next_denomination), "lowest": Number(lowest)}
    parts: list[Phrase | str] = [
        translate("domain.structure.chip_race", "{who}: {chips} x {removed} off").fill(
            who=who, chips=left.chips, removed=Number(removed)
        )
    ]
    if full_sets:
        parts.append(
            counted(
                full_sets,
                translate("domain.structure.chip_race", "{count} full set -> {count} x {next}"),
                translate(
                    "domain.structure.chip_race", "{count} full sets -> {count} x {next}"
                ).fill(**chips),
            )
        )
    if odd and racing:
        result = (
            translate("domain.structure.chip_race", "wins a {next}").fill(**chips)
            if won
            else translate("domain.structure.chip_race", "wins nothing; the odd chips are removed")
        )
        parts.append(
            counted(
                odd,
                translate(
                    "domain.structure.chip_race", "{count} odd chip raced, cards {cards}: {result}"
                ),
                translate(
                    "domain.structure.chip_race", "{count} odd chips raced, cards {cards}: {result}"
                ).fill(cards=" ".join(cards), result=result),
            )
        )
    elif odd:
        parts.append(
            counted(
                odd,
                translate(
                    "domain.structure.chip_race", "{count} odd chip rounded up to 1 x {next}"
                ),
                translate(
                    "domain.structure.chip_race", "{count} odd chips rounded up to 1 x {next}"
                ).fill(**chips),
            )
        )
    if raced_out:
        parts.append(
            translate(
                "domain.structure.chip_race",
                "left with no chips, so receives 1 x {lowest}: nobody is raced out",
            ).fill(**chips)
        )
    if minimum:
        parts.append(
            translate("domain.structure.chip_race", "ends with 1 x {lowest}").fill(**chips)
        )
    elif added:
        parts.append(
            translate("domain.structure.chip_race", "ends with {added} x {next} more").fill(
                added=added, **chips
            )
        )
    else:
        parts.append(translate("domain.structure.chip_race", "gets no new chips"))
    said = _cited(parts, citation)
    return RaceOutcome(
        seat=left.seat,
        player=left.player,
        removed_chips=left.chips,
        added_chips=added,
        full_sets=full_sets,
        odd_chips=odd,
        won_chip=won,
        cards=cards,
        minimum_chip=minimum,
        value_before=left.other_chips + left.chips * removed,
        value_after=value_after,
        explanation=str(said),
        said=said,
    )


def _result(
    outcomes: tuple[RaceOutcome, ...],
    *,
    rule: str,
    racing: bool,
    citation: str | Phrase,
    removed: int,
    next_denomination: int,
) -> ChipRaceResult:
    odd_value = sum(o.odd_chips for o in outcomes) * removed
    race_chips = sum(1 for o in outcomes if o.won_chip)
    value_removed = max(odd_value - race_chips * next_denomination, 0)
    value_created = max(race_chips * next_denomination - odd_value, 0) + sum(
        o.minimum_chip for o in outcomes
    )
    amounts = {
        "odd_count": sum(o.odd_chips for o in outcomes),
        "removed": Number(removed),
        "next": Number(next_denomination),
        "race_chips": race_chips,
    }
    parts: list[Phrase | str]
    if racing:
        parts = [
            translate(
                "domain.structure.chip_race",
                "{odd_count} odd {removed} chips (worth {odd_value}) raced from seat 1 for "
                "{race_chips} x {next}, at most one a player",
            ).fill(**amounts, odd_value=Number(odd_value)),
            translate(
                "domain.structure.chip_race", "{value_removed} removed without compensation"
            ).fill(value_removed=Number(value_removed)),
        ]
        raced_out = sum(1 for o in outcomes if o.minimum_chip)
        if raced_out:
            parts.append(
                counted(
                    raced_out,
                    translate("domain.structure.chip_race", "{count} player kept in with one chip"),
                    translate(
                        "domain.structure.chip_race", "{count} players kept in with one chip"
                    ),
                )
            )
    else:
        parts = [
            translate(
                "domain.structure.chip_race",
                "{odd_count} odd {removed} chips rounded up to {race_chips} x {next}, one for "
                "each player holding odd chips",
            ).fill(**amounts),
            translate("domain.structure.chip_race", "{value_created} in chips created").fill(
                value_created=Number(value_created)
            ),
        ]
    said = _cited(parts, citation)
    return ChipRaceResult(
        rule=rule,
        citation=citation,
        removed=removed,
        next_denomination=next_denomination,
        outcomes=outcomes,
        race_chips=race_chips,
        value_removed=value_removed,
        value_created=value_created,
        explanation=str(said),
        said=said,
    )


def _cited(parts: list[Phrase | str], citation: str | Phrase) -> Phrase:
    """``parts``, joined, and the rule they follow: ``...; gets no new chips (TDA 2024
    Rule 24).``"""
    return translate("domain.structure.chip_race", "{clauses} ({citation}).").fill(
        clauses=joined(parts), citation=citation
    )


def race_data(result: ChipRaceResult) -> dict[str, Any]:
    """``result`` as the journal and the ``--json`` output keep it (English)."""
    data = asdict(result)
    data.pop("said")
    for outcome in data["outcomes"]:
        outcome.pop("said")
    return data


def race_phrases(result: ChipRaceResult) -> dict[str, Any]:
    """The sentences of ``result`` as phrase data, to say them in any language later."""
    return {
        "explanation": phrase_data(result.said),
        "outcomes": [phrase_data(o.said) for o in result.outcomes],
    }
