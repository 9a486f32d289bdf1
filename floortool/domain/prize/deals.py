"""Domain layer: the deal calculator for the players left at the end.

Pure standard library; imports only other domain modules. A deal shares the
prizes still to be won (1st first) among the players left, from their chip
counts:

* ``chip-chop``: all of the money, in proportion to the chips;
* ``chip-chop-above-lowest``: everyone first gets the lowest prize left
  (theirs anyway), the rest is shared in proportion to the chips;
* ``icm``: each player's expected prize under the Independent Chip Model
  (``floortool.domain.prize.icm``); with two players it equals the previous method;
* ``negotiated``: amounts the players agreed on themselves, checked to add up.

An amount can be *played for*: set aside from 1st prize before the deal and
won by whoever wins the tournament (at most the gap between 1st and 2nd prize,
so 1st stays worth at least 2nd).

Rounding: every share is rounded down to the rounding unit (the part above
the lowest prize, for the methods that guarantee it, so nobody is rounded
below it); the whole units this leaves over go one each to the players whose
shares lost most in rounding (ties: bigger stack, then the order given), and
odd cents short of a unit to the next player in that order. The amounts
always add up exactly, and each is less than one unit from its exact share.

A ``Deal`` holds only text and integers: the app records it in the journal as
the agreement (``floortool.domain.prize.deal_data``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.money import format_money
from floortool.domain.kernel.ordinals import ordinal
from floortool.domain.kernel.phrases import Money, Number, Phrase, translate
from floortool.domain.prize.icm import icm_equities
from floortool.domain.prize.pool import MAX_CENTS
from floortool.domain.structure.levels import MAX_CHIPS

MAX_DEAL_PLAYERS = 100
MAX_NAME = 120


class DealMethod(StrEnum):
    CHIP_CHOP = "chip-chop"
    CHIP_CHOP_ABOVE_LOWEST = "chip-chop-above-lowest"
    ICM = "icm"
    NEGOTIATED = "negotiated"


METHOD_NAMES: dict[DealMethod, Phrase] = {
    DealMethod.CHIP_CHOP: translate("domain.prize.deals", "Chip chop"),
    DealMethod.CHIP_CHOP_ABOVE_LOWEST: translate(
        "domain.prize.deals", "Lowest prize each, the rest by chips"
    ),
    DealMethod.ICM: translate("domain.prize.deals", "ICM"),
    DealMethod.NEGOTIATED: translate("domain.prize.deals", "Negotiated"),
}


@dataclass(frozen=True, kw_only=True)
class Deal:
    """A deal among the players left: ``amounts_cents[i]`` is paid now to
    ``players[i]``, and ``played_for_cents`` goes to the winner."""

    method: DealMethod
    players: tuple[str, ...]
    stacks: tuple[int, ...]
    prizes_cents: tuple[int, ...]
    played_for_cents: int
    rounding_unit_cents: int
    amounts_cents: tuple[int, ...]

    @property
    def total_cents(self) -> int:
        """All the prize money the deal covers (paid now plus played for)."""
        return sum(self.prizes_cents)

    def amount_for(self, player: str) -> int:
        return self.amounts_cents[self.players.index(player)]

    def describe(self) -> tuple[str, ...]:
        """One line per player (``Alice (52,000 chips): 1234.00``), then
        the amount played for, if any."""
        return tuple(str(line) for line in self.said())

    def said(self) -> tuple[Phrase, ...]:
        """``describe`` to be said in the reader's language."""
        each = translate("domain.prize.deals", "{player} ({chips} chips): {amount}")
        lines = [
            each.fill(player=player, chips=Number(stack), amount=Money(cents, grouped=False))
            for player, stack, cents in zip(
                self.players, self.stacks, self.amounts_cents, strict=True
            )
        ]
        if self.played_for_cents:
            played = translate("domain.prize.deals", "Played for by the winner: {amount}")
            lines.append(played.fill(amount=Money(self.played_for_cents, grouped=False)))
        return tuple(lines)


def plan_deal(
    *,
    method: DealMethod | str,
    players: Sequence[str],
    stacks: Sequence[int],
    prizes_cents: Sequence[int],
    played_for_cents: int = 0,
    rounding_unit_cents: int = 1,
) -> Deal:
    """Work out a deal (chip chop, lowest-prize-plus-chip-chop or ICM) for
    ``players`` holding ``stacks``, sharing ``prizes_cents`` (the prizes still
    to be won, 1st first; fewer prizes than players means some go unpaid)."""
    chosen = parse_deal_method(method)
    if chosen is DealMethod.NEGOTIATED:
        raise InvalidInput(
            translate(
                "domain.prize.deals",
                "A negotiated deal is not calculated: record the agreed amounts instead.",
            ),
            field="method",
        )
    names, chips, prizes = _check_table(players, stacks, prizes_cents)
    _check_money(
        played_for_cents,
        field="played_for",
        what=translate("domain.prize.deals", "The amount played for"),
    )
    _check_played_for(prizes, played_for_cents)
    _check_unit(rounding_unit_cents)
    padded = prizes + (0,) * (len(names) - len(prizes))
    shared = (padded[0] - played_for_cents, *padded[1:])
    total = sum(shared)
    base = 0 if chosen is DealMethod.CHIP_CHOP else padded[-1]
    if chosen is DealMethod.ICM:
        exact = icm_equities(chips, shared)
    else:
        chip_total = sum(chips)
        surplus = total - base * len(chips)
        exact = tuple(base + Fraction(surplus * stack, chip_total) for stack in chips)
    amounts = _round_shares(exact, chips, total=total, base=base, unit=rounding_unit_cents)
    return Deal(
        method=chosen,
        players=names,
        stacks=chips,
        prizes_cents=prizes,
        played_for_cents=played_for_cents,
        rounding_unit_cents=rounding_unit_cents,
        amounts_cents=amounts,
    )


def record_negotiated_deal(
    *,
    players: Sequence[str],
    stacks: Sequence[int],
    prizes_cents: Sequence[int],
    amounts_cents: Sequence[int],
    played_for_cents: int = 0,
) -> Deal:
    """A deal on amounts the players agreed themselves (often a calculated
    deal, adjusted); refused unless they add up to the prize money."""
    deal = Deal(
        method=DealMethod.NEGOTIATED,
        players=tuple(players),
        stacks=tuple(stacks),
        prizes_cents=tuple(prizes_cents),
        played_for_cents=played_for_cents,
        rounding_unit_cents=1,
        amounts_cents=tuple(amounts_cents),
    )
    validate_deal(deal)
    return deal


def validate_deal(deal: Deal) -> None:
    """Refuse a deal that does not hold together: players, stacks and prizes
    as ``plan_deal`` needs them, and one amount per player, adding up with the
    amount played for to the prize money."""
    parse_deal_method(deal.method)
    names, _, prizes = _check_table(deal.players, deal.stacks, deal.prizes_cents)
    _check_money(
        deal.played_for_cents,
        field="played_for",
        what=translate("domain.prize.deals", "The amount played for"),
    )
    _check_played_for(prizes, deal.played_for_cents)
    _check_unit(deal.rounding_unit_cents)
    amounts = deal.amounts_cents
    if len(amounts) != len(names):
        raise InvalidInput(
            translate(
                "domain.prize.deals", "{players} but {count} amounts; give one amount per player."
            ).fill(
                players=_players(len(names)),
                count=len(amounts),
            ),
            field="amounts",
        )
    for name, cents in zip(names, amounts, strict=True):
        _check_money(
            cents,
            field="amounts",
            what=translate("domain.prize.deals", "The amount for {name}").fill(name=name),
        )
    expected = sum(prizes) - deal.played_for_cents
    if sum(amounts) != expected:
        gap = expected - sum(amounts)
        unshared = (
            translate(
                "domain.prize.deals",
                "The amounts add up to {amounts}, but the deal shares {expected} ({gap} left "
                "to give).",
            )
            if gap > 0
            else translate(
                "domain.prize.deals",
                "The amounts add up to {amounts}, but the deal shares {expected} ({gap} too much).",
            )
        )
        raise InvalidInput(
            unshared.fill(
                amounts=format_money(sum(amounts)),
                expected=format_money(expected),
                gap=format_money(abs(gap)),
            ),
            field="amounts",
        )


# ---------------------------------------------------------------- rounding


def _round_shares(
    exact: Sequence[Fraction], stacks: Sequence[int], *, total: int, base: int, unit: int
) -> tuple[int, ...]:
    """Round each share's part above ``base`` down to ``unit``, then hand out
    what is left of ``total`` (the sum of the exact shares) by largest
    remainder, as the module docstring says."""
    above = [share - base for share in exact]
    units = [int(part // unit) for part in above]
    amounts = [base + count * unit for count in units]
    left = total - sum(amounts)  # below one unit per player
    order = sorted(
        range(len(exact)),
        key=lambda i: (-(above[i] - units[i] * unit), -stacks[i], i),
    )
    for player in order:
        if left <= 0:
            break
        step = min(unit, left)
        amounts[player] += step
        left -= step
    return tuple(amounts)


# ---------------------------------------------------------------- checks


def parse_deal_method(method: DealMethod | str) -> DealMethod:
    """The deal method named ``method`` (``chip-chop``, ``icm``...)."""
    try:
        return DealMethod(method)
    except ValueError:
        known = ", ".join(m.value for m in DealMethod)
        raise InvalidInput(
            translate(
                "domain.prize.deals", "'{method}' is not a deal method; the methods are {known}."
            ).fill(method=method, known=known),
            field="method",
        ) from None


def _check_money(value: object, *, field: str, what: Phrase) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidInput(
            translate("domain.prize.deals", "{what} must be a whole number of cents.").fill(
                what=what
            ),
            field=field,
        )
    if value < 0:
        raise InvalidInput(
            translate("domain.prize.deals", "{what} cannot be negative.").fill(what=what),
            field=field,
        )
    if value > MAX_CENTS:
        raise InvalidInput(
            translate("domain.prize.deals", "{what} ({amount}) is too large.").fill(
                what=what, amount=format_money(value)
            ),
            field=field,
        )


def _check_unit(unit: object) -> None:
    _check_money(
        unit, field="rounding_unit", what=translate("domain.prize.deals", "The rounding unit")
    )
    if unit == 0:
        raise InvalidInput(
            translate("domain.prize.deals", "The rounding unit must be at least 0.01."),
            field="rounding_unit",
        )


def _check_table(
    players: Sequence[str], stacks: Sequence[int], prizes_cents: Sequence[int]
) -> tuple[tuple[str, ...], tuple[int, ...], tuple[int, ...]]:
    names, chips, prizes = tuple(players), tuple(stacks), tuple(prizes_cents)
    if not 2 <= len(names) <= MAX_DEAL_PLAYERS:
        raise InvalidInput(
            translate(
                "domain.prize.deals",
                "A deal needs 2 to {most} players; {count} were given.",
            ).fill(most=MAX_DEAL_PLAYERS, count=len(names)),
            field="players",
        )
    for name in names:
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise InvalidInput(
                translate(
                    "domain.prize.deals",
                    "Every player in a deal needs a name of at most {most} characters.",
                ).fill(most=MAX_NAME),
                field="players",
            )
        if names.count(name) > 1:
            raise InvalidInput(
                translate("domain.prize.deals", "{name} is in the deal twice.").fill(name=name),
                field="players",
            )
    if len(chips) != len(names):
        raise InvalidInput(
            translate(
                "domain.prize.deals", "{players} but {count} stacks; give one stack per player."
            ).fill(
                players=_players(len(names)),
                count=len(chips),
            ),
            field="stacks",
        )
    for name, stack in zip(names, chips, strict=True):
        if not isinstance(stack, int) or isinstance(stack, bool) or stack < 1:
            raise InvalidInput(
                translate(
                    "domain.prize.deals",
                    "{name}'s stack must be a whole number of chips above 0 (a player with "
                    "no chips is out of the tournament).",
                ).fill(name=name),
                field="stacks",
            )
        if stack > MAX_CHIPS:
            raise InvalidInput(
                translate(
                    "domain.prize.deals", "{name}'s stack of {stack} chips is too large."
                ).fill(name=name, stack=Number(stack)),
                field="stacks",
            )
    if not prizes:
        raise InvalidInput(
            translate(
                "domain.prize.deals", "The deal needs the prizes still to be won, 1st first."
            ),
            field="prizes",
        )
    if len(prizes) > len(names):
        raise InvalidInput(
            translate(
                "domain.prize.deals",
                "{count} prizes for {players}: give only the prizes still to be won "
                "(1st to {last}), not those already paid.",
            ).fill(
                count=len(prizes),
                players=_players(len(names)),
                last=ordinal(len(names)),
            ),
            field="prizes",
        )
    for place, cents in enumerate(prizes, start=1):
        _check_money(
            cents,
            field="prizes",
            what=translate("domain.prize.deals", "The prize for place {place}").fill(place=place),
        )
        if place > 1 and cents > prizes[place - 2]:
            raise InvalidInput(
                translate(
                    "domain.prize.deals",
                    "The prize for place {place} ({cents}) is more than for place {above} "
                    "({above_cents}).",
                ).fill(
                    place=place,
                    cents=format_money(cents),
                    above=place - 1,
                    above_cents=format_money(prizes[place - 2]),
                ),
                field="prizes",
            )
    if sum(prizes) == 0:
        raise InvalidInput(
            translate("domain.prize.deals", "There is no prize money left to share."),
            field="prizes",
        )
    return names, chips, prizes


def _check_played_for(prizes: tuple[int, ...], played_for_cents: int) -> None:
    second = prizes[1] if len(prizes) > 1 else 0
    gap = prizes[0] - second
    if played_for_cents > gap:
        raise InvalidInput(
            translate(
                "domain.prize.deals",
                "At most {gap} can be played for (the gap between 1st and 2nd prize); "
                "{played_for_cents} would leave 1st worth less than 2nd.",
            ).fill(gap=format_money(gap), played_for_cents=format_money(played_for_cents)),
            field="played_for",
        )


def _players(count: int) -> Phrase:
    return nouns.players(count)
