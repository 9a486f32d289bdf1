"""Domain layer: what chips pushed without a clear declaration amount to.

TDA 2024: a single oversized chip facing a bet is a call unless "raise" was
said first (then it raises by as much as the chip allows, at least the
minimum), and not facing a bet it bets its full value (Rule 44). Several
chips facing a bet are a call when every chip is needed (removing one of the
smallest leaves less than the call, 45-A); otherwise they are a raise when
they reach the call plus half the minimum raise (brought up to the minimum
raise), else a call with the excess returned (45-B, 43-A). Pushing every
chip is all-in. Robert's Rules: a single larger chip is a call unless a raise
is announced (§3 B&R 13, NL 9); a full bet plus half a bet or more counts as
a raise that must be completed (§3 B&R 12); it has no "every chip needed" test.
Which of these a rulebook follows, and the rules each reading cites, is its
record's (``books.ChipBetRules``): no rulebook is named here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.rulings.rulebook_records import (
    DEFAULT_RULEBOOK,
    ChipBetRules,
    Citation,
    play_rules,
)


@dataclass(frozen=True)
class ChipReading:
    """``action``: bet, call, raise, all-in or undercall; ``puts_in`` is the chips this
    action costs; ``raise_by`` is the raise over the call (0 for a call)."""

    action: str
    puts_in: int
    raise_by: int
    returned: int
    explanation: Phrase
    citations: tuple[Citation, ...]


def read_chips(
    chips: Sequence[int],
    *,
    to_call: int,
    min_raise: int,
    rulebook: str = DEFAULT_RULEBOOK,
    raise_declared: bool = False,
    all_chips: bool = False,
) -> ChipReading:
    """Read a silent push of ``chips`` facing ``to_call`` (0: no bet), where a full raise
    (or, not facing a bet, the minimum bet) is ``min_raise``."""
    if not chips or any(c <= 0 for c in chips):
        raise InvalidInput(
            translate("domain.rulings.chip_bets", "Name the chips pushed, each more than zero."),
            field="chips",
        )
    if to_call < 0 or min_raise <= 0:
        raise InvalidInput(
            translate(
                "domain.rulings.chip_bets",
                "The call cannot be negative and the minimum raise must be more than zero.",
            ),
            field="to_call",
        )
    rules = play_rules(rulebook).chip_bets
    total = sum(chips)
    if all_chips:
        return ChipReading(
            "all-in",
            total,
            max(total - to_call, 0),
            0,
            translate(
                "domain.rulings.chip_bets",
                "Every chip the player has ({total}) went in: all-in, whatever it amounts to.",
            ).fill(total=Number(total)),
            rules.all_in,
        )
    if to_call == 0:
        return _bet(total, min_raise, rules, single=len(chips) == 1)
    if total < to_call:
        return ChipReading(
            "undercall",
            total,
            0,
            0,
            translate(
                "domain.rulings.chip_bets",
                "{total} is less than the {to_call} needed to call: an undercall "
                "(see the 'undercall' ruling).",
            ).fill(total=Number(total), to_call=Number(to_call)),
            rules.undercall,
        )
    if len(chips) == 1:
        return _single_chip(total, to_call, min_raise, rules, raise_declared)
    return _several_chips(chips, to_call, min_raise, rules, raise_declared)


def _bet(total: int, min_bet: int, rules: ChipBetRules, *, single: bool) -> ChipReading:
    cites = rules.single_chip_bet if single else rules.several_chips_bet
    if total < min_bet:
        return ChipReading(
            "bet",
            min_bet,
            0,
            0,
            translate(
                "domain.rulings.chip_bets",
                "Not facing a bet, {total} is below the minimum bet: it is brought up to "
                "{min_bet}.",
            ).fill(total=Number(total), min_bet=Number(min_bet)),
            (*cites, *rules.below_minimum_bet),
        )
    bet = (
        translate(
            "domain.rulings.chip_bets",
            "Not facing a bet, a single chip bets its full value: a bet of {total}.",
        )
        if single
        else translate(
            "domain.rulings.chip_bets",
            "Not facing a bet, the chips pushed are the bet: a bet of {total}.",
        )
    )
    return ChipReading("bet", total, 0, 0, bet.fill(total=Number(total)), cites)


def _raise(
    to_call: int, min_raise: int, pushed: int, why: Phrase, cites: tuple[Citation, ...]
) -> ChipReading:
    raise_by = max(pushed - to_call, min_raise)
    reading = (
        translate(
            "domain.rulings.chip_bets",
            "{why}: a raise of {raise_by} over the {to_call} call (brought up to the minimum "
            "raise).",
        )
        if pushed - to_call < min_raise
        else translate(
            "domain.rulings.chip_bets", "{why}: a raise of {raise_by} over the {to_call} call."
        )
    )
    return ChipReading(
        "raise",
        to_call + raise_by,
        raise_by,
        0,
        reading.fill(why=why, raise_by=Number(raise_by), to_call=Number(to_call)),
        cites,
    )


def _single_chip(
    chip: int, to_call: int, min_raise: int, rules: ChipBetRules, raise_declared: bool
) -> ChipReading:
    cites = rules.single_chip
    if raise_declared:
        said = translate("domain.rulings.chip_bets", "'Raise' was said before the chip landed")
        return _raise(to_call, min_raise, chip, said, cites)
    return ChipReading(
        "call",
        to_call,
        0,
        chip - to_call,
        translate(
            "domain.rulings.chip_bets",
            "One oversized chip without 'raise' said first is a call of {to_call}; "
            "{change} in change is returned.",
        ).fill(to_call=Number(to_call), change=Number(chip - to_call)),
        cites,
    )


def _several_chips(
    chips: Sequence[int], to_call: int, min_raise: int, rules: ChipBetRules, raise_declared: bool
) -> ChipReading:
    total = sum(chips)
    if raise_declared:
        said = translate("domain.rulings.chip_bets", "'Raise' was said first")
        return _raise(to_call, min_raise, total, said, rules.raise_declared)
    if rules.every_chip_needed and total - min(chips) < to_call:
        return ChipReading(
            "call",
            to_call,
            0,
            total - to_call,
            translate(
                "domain.rulings.chip_bets",
                "Every chip is needed to make the {to_call} call (without one "
                "{chip} chip it falls short): a call; {returned} is returned.",
            ).fill(
                to_call=Number(to_call),
                chip=Number(min(chips)),
                returned=Number(total - to_call),
            ),
            rules.every_chip_needed,
        )
    half = (min_raise + 1) // 2
    cites = rules.half_raise
    if total - to_call >= half:
        why = rules.raise_reached.fill(total=Number(total), reached=Number(to_call + half))
        return _raise(to_call, min_raise, total, why, cites)
    return ChipReading(
        "call",
        to_call,
        0,
        total - to_call,
        translate(
            "domain.rulings.chip_bets",
            "{total} is short of the call plus half a raise ({reached}): a call; "
            "{returned} is returned.",
        ).fill(
            total=Number(total), reached=Number(to_call + half), returned=Number(total - to_call)
        ),
        cites,
    )
