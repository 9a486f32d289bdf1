"""Domain layer: splitting a tied pot and who gets the odd chips.

The pot is broken down to the smallest chip in play and shared equally; what
cannot be shared goes by seat, clockwise from the button (the button itself
last). TDA 2024 Rule 20-A (flop games): the odd chip(s) go to the first
winner left of the button. Robert's Rules §3 Ties 3-5: the first hand
clockwise from the button gets the odd chip, and no player gets more than
one, so several odd chips go one each, clockwise. Side pots are split one at
a time (TDA 21, Ties 5(b)): run this once per pot. Which way a rulebook goes, and
the rules it cites, is its record's (``books.OddChipRule``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Number, Phrase, counted, translate
from floortool.domain.rulings.rulebook_records import DEFAULT_RULEBOOK, Citation, cited, play_rules


def citations(rulebook: str) -> tuple[Citation, ...]:
    """The rules the split follows under ``rulebook``."""
    return play_rules(rulebook).odd_chips.citations


@dataclass(frozen=True)
class PotSplit:
    """Each winning seat's share (odd chips included), in order clockwise from the button."""

    shares: tuple[tuple[int, int], ...]  # (seat, chips)
    odd_units: int
    smallest: int
    explanation: Phrase


def clockwise_from_button(seats: Sequence[int], button: int) -> list[int]:
    """``seats`` in the order the dealing goes: first seat left of the button first."""
    wrap = max([*seats, button]) + 1
    return sorted(seats, key=lambda seat: (seat - button - 1) % wrap)


def split_pot(
    pot: int,
    winners: Sequence[int],
    *,
    button: int,
    smallest: int,
    rulebook: str = DEFAULT_RULEBOOK,
) -> PotSplit:
    """Share ``pot`` among the winning ``winners`` seats."""
    if smallest <= 0 or pot <= 0 or pot % smallest:
        raise InvalidInput(
            translate(
                "domain.rulings.odd_chip",
                "The pot must be a whole number of the smallest chip in play (both above zero).",
            ),
            field="pot",
        )
    if not winners or len(set(winners)) != len(winners) or min([*winners, button]) < 1:
        raise InvalidInput(
            translate(
                "domain.rulings.odd_chip", "Name each winning seat once (seats count from 1)."
            ),
            field="winners",
        )
    order = clockwise_from_button(winners, button)
    units = pot // smallest
    each, odd = divmod(units, len(order))
    extra = dict.fromkeys(order, 0)
    rule = play_rules(rulebook).odd_chips
    if rule.one_each:
        for seat in order[:odd]:
            extra[seat] = 1
        who = translate("domain.rulings.odd_chip", "one each, clockwise from the button ({rule})")
    else:
        extra[order[0]] = odd
        who = translate(
            "domain.rulings.odd_chip",
            "to seat {seat}, the first winner left of the button ({rule})",
        ).fill(seat=order[0])
    shares = tuple((seat, (each + extra[seat]) * smallest) for seat in order)
    text = (
        translate(
            "domain.rulings.odd_chip",
            "{pot} split {ways} ways in {smallest} chips: {each} each; {odd} of {smallest} go "
            "{who}.",
        ).fill(
            odd=counted(
                odd,
                translate("domain.rulings.odd_chip", "{count} odd chip"),
                translate("domain.rulings.odd_chip", "{count} odd chips"),
            ),
            who=who.fill(rule=cited(*rule.deciding)),
        )
        if odd
        else translate(
            "domain.rulings.odd_chip",
            "{pot} split {ways} ways in {smallest} chips: {each} each, no odd chip.",
        )
    )
    explanation = text.fill(
        pot=Number(pot), ways=len(order), smallest=Number(smallest), each=Number(each * smallest)
    )
    return PotSplit(shares=shares, odd_units=odd, smallest=smallest, explanation=explanation)
