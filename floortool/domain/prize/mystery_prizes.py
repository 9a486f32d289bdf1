"""Domain layer: a mystery bounty's prizes — the distribution the director sets.

The bounty money of a mystery event (the bounty part of every buy-in) is shared
into a set of prizes, one per draw. The director writes the distribution as
tiers, comma-separated: ``1x1000, 2x500, 10x100, rest equal`` — a count of draws
and each one's amount (money, or a share of the bounty pool: ``1x20%``), and,
optionally last, ``rest equal``: what the tiers leave is shared into equal draws,
enough of them to give every player in the draws one (``resolve_prizes``). Or
they pick a template (``MYSTERY_TEMPLATES``). A blank distribution is ``rest
equal``: every draw the same.

The prizes are decided once, from the pool and the number of players when the
draws begin; they must total the pool to the cent: shares are rounded down and
any cents they leave go to ``rest equal`` (else onto the first prize), while
tiers of money that do not total the pool without ``rest equal`` are refused,
naming both sums. Equal draws share their money as shared prizes are split
(any odd cents one each to the first).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.money import format_money, parse_money
from floortool.domain.kernel.phrases import Number, translate
from floortool.domain.prize.payout_files import parse_percent
from floortool.domain.prize.pool import format_percent

FULL_SHARE = 10_000
REST = "rest equal"
MAX_DRAWS = 100_000
#: Ready-made distributions: name → what the director would type.
MYSTERY_TEMPLATES: dict[str, str] = {
    "equal": REST,
    "standard": "1x20%, 2x10%, 4x5%, rest equal",
    "jackpot": "1x40%, 1x10%, rest equal",
}
_TIER = re.compile(r"^(\d+)\s*[xX*]\s*(\S+)$")


@dataclass(frozen=True)
class Tier:
    """``count`` draws of ``cents`` each, or of a ``basis_points`` share of the pool."""

    count: int
    cents: int | None = None
    basis_points: int | None = None

    def text(self) -> str:
        if self.cents is not None:
            return f"{self.count}x{format_money(self.cents)}"
        return f"{self.count}x{format_percent(self.basis_points or 0)}"

    def amount(self, pool_cents: int) -> int:
        if self.cents is not None:
            return self.cents
        return pool_cents * (self.basis_points or 0) // FULL_SHARE


@dataclass(frozen=True)
class MysteryDistribution:
    """The tiers in the order written, and whether ``rest equal`` closes them."""

    tiers: tuple[Tier, ...]
    rest: bool

    def text(self) -> str:
        """The distribution written back as the director writes it."""
        return ", ".join([*(t.text() for t in self.tiers), *((REST,) if self.rest else ())])


def parse_distribution(text: str) -> MysteryDistribution:
    """``1x1000, 2x500, rest equal`` (or a template's name; blank: ``rest equal``)."""
    text = MYSTERY_TEMPLATES.get(text.strip().lower(), text)
    items = [item.strip() for item in text.split(",") if item.strip()]
    if not items:
        return MysteryDistribution(tiers=(), rest=True)
    rest = items[-1].lower() == REST
    tiers = []
    for item in items[:-1] if rest else items:
        match = _TIER.match(item)
        if match is None:
            raise InvalidInput(
                translate(
                    "domain.prize.mystery_prizes",
                    "Mystery prizes: '{item}' is not COUNTxAMOUNT or COUNTxPERCENT% (e.g. "
                    "1x1000, 2x500, 1x20%, then '{rest}' last), nor a template "
                    "({mystery_templates}).",
                ).fill(item=item, rest=REST, mystery_templates=", ".join(MYSTERY_TEMPLATES)),
                field="mystery_prizes",
            )
        count, amount = int(match.group(1)), match.group(2)
        if not 1 <= count <= MAX_DRAWS:
            raise InvalidInput(
                translate(
                    "domain.prize.mystery_prizes",
                    "Mystery prizes: '{item}' needs from 1 to {max_draws} draws.",
                ).fill(item=item, max_draws=Number(MAX_DRAWS)),
                field="mystery_prizes",
            )
        if amount.endswith("%"):
            share = parse_percent(
                amount,
                where=translate("domain.prize.mystery_prizes", "Mystery prizes, {item}").fill(
                    item=item
                ),
            )
            tiers.append(Tier(count=count, basis_points=share))
        else:
            tiers.append(Tier(count=count, cents=parse_money(amount, field="mystery prizes")))
    if sum(t.count * (t.basis_points or 0) for t in tiers) > FULL_SHARE:
        raise InvalidInput(
            translate(
                "domain.prize.mystery_prizes",
                "Mystery prizes: the shares add up to more than 100%.",
            ),
            field="mystery_prizes",
        )
    return MysteryDistribution(tiers=tuple(tiers), rest=rest)


def resolve_prizes(
    distribution: MysteryDistribution, *, pool_cents: int, players: int
) -> tuple[int, ...]:
    """The prizes, largest first, of ``distribution`` over a pool of ``pool_cents``
    when ``players`` take part in the draws: ``rest equal`` makes up their number
    (at least one draw when money is left for it). Refused when they do not total
    the pool."""
    prizes = [t.amount(pool_cents) for t in distribution.tiers for _ in range(t.count)]
    left = pool_cents - sum(prizes)
    if left < 0:
        raise InvalidInput(
            translate(
                "domain.prize.mystery_prizes",
                "The mystery prizes ({distribution}) total {prizes}, more than the bounty "
                "pool of {pool}: lower them.",
            ).fill(
                distribution=distribution.text(),
                prizes=format_money(sum(prizes)),
                pool=format_money(pool_cents),
            ),
            field="mystery_prizes",
        )
    if distribution.rest:
        draws = max(players - len(prizes), 1 if left or not prizes else 0)
        if draws:
            share, odd = divmod(left, draws)
            prizes += [share + (1 if n < odd else 0) for n in range(draws)]
    elif left and sum(t.count * (t.basis_points or 0) for t in distribution.tiers) == FULL_SHARE:
        prizes[0] += left  # the cents the shares leave, rounded down, go onto the first prize
    elif left:
        raise InvalidInput(
            translate(
                "domain.prize.mystery_prizes",
                "The mystery prizes ({distribution}) total {prizes}, but the bounty pool is "
                "{pool}: make them total the pool, or end them with '{rest}'.",
            ).fill(
                distribution=distribution.text(),
                prizes=format_money(sum(prizes)),
                pool=format_money(pool_cents),
                rest=REST,
            ),
            field="mystery_prizes",
        )
    return tuple(sorted(prizes, reverse=True))
