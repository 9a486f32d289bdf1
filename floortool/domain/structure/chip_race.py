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
from dataclasses import dataclass

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Number, translate
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
    explanation: str


@dataclass(frozen=True, kw_only=True)
class ChipRaceResult:
    rule: str
    citation: str
    removed: int
    next_denomination: int
    outcomes: tuple[RaceOutcome, ...]
    race_chips: int  # chips of the next denomination awarded for odd chips
    value_removed: int  # value of odd chips removed without compensation
    value_created: int  # value added by rounding up or minimum chips
    explanation: str


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
    citation: str,
) -> RaceOutcome:
    full_sets, odd = divmod(left.chips, ratio)
    added = full_sets + (1 if won else 0)
    raced_out = added == 0 and left.other_chips == 0
    minimum = lowest if raced_out else 0
    value_after = left.other_chips + added * next_denomination + minimum
    plural = "s" if full_sets > 1 else ""
    who = f"Seat {left.seat}" + (f" ({left.player})" if left.player else "")
    parts = [f"{who}: {left.chips} x {removed:,} off"]
    if full_sets:
        parts.append(f"{full_sets} full set{plural} -> {full_sets} x {next_denomination:,}")
    if odd and racing:
        result = (
            f"wins a {next_denomination:,}" if won else "wins nothing; the odd chips are removed"
        )
        parts.append(
            f"{odd} odd chip{'s' if odd > 1 else ''} raced, cards {' '.join(cards)}: {result}"
        )
    elif odd:
        parts.append(
            f"{odd} odd chip{'s' if odd > 1 else ''} rounded up to 1 x {next_denomination:,}"
        )
    if raced_out:
        parts.append(f"left with no chips, so receives 1 x {lowest:,}: nobody is raced out")
    ends = f"ends with {added} x {next_denomination:,} more" if added else "gets no new chips"
    if minimum:
        ends = f"ends with 1 x {lowest:,}"
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
        explanation="; ".join(parts) + f"; {ends} ({citation}).",
    )


def _result(
    outcomes: tuple[RaceOutcome, ...],
    *,
    rule: str,
    racing: bool,
    citation: str,
    removed: int,
    next_denomination: int,
) -> ChipRaceResult:
    odd_value = sum(o.odd_chips for o in outcomes) * removed
    race_chips = sum(1 for o in outcomes if o.won_chip)
    value_removed = max(odd_value - race_chips * next_denomination, 0)
    value_created = max(race_chips * next_denomination - odd_value, 0) + sum(
        o.minimum_chip for o in outcomes
    )
    odd_count = sum(o.odd_chips for o in outcomes)
    if racing:
        text = (
            f"{odd_count} odd {removed:,} chips (worth {odd_value:,}) raced from seat 1 for "
            f"{race_chips} x {next_denomination:,}, at most one a player; "
            f"{value_removed:,} removed without compensation"
        )
        raced_out = sum(1 for o in outcomes if o.minimum_chip)
        if raced_out:
            text += f"; {raced_out} player{'s' if raced_out > 1 else ''} kept in with one chip"
    else:
        text = (
            f"{odd_count} odd {removed:,} chips rounded up to {race_chips} x "
            f"{next_denomination:,}, one for each player holding odd chips; "
            f"{value_created:,} in chips created"
        )
    return ChipRaceResult(
        rule=rule,
        citation=citation,
        removed=removed,
        next_denomination=next_denomination,
        outcomes=outcomes,
        race_chips=race_chips,
        value_removed=value_removed,
        value_created=value_created,
        explanation=f"{text} ({citation}).",
    )
