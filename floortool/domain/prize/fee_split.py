"""Domain layer: where each fee goes — the fee split.

The director names the parts the fee of every purchase (buy-in, re-entry,
rebuy, add-on) is shared among: ``dealers=5``, ``league fund=10%``. A part is
either a fixed sum, taken from each fee first (in the order given, never more
than what is left of that fee, so a smaller rebuy fee never goes negative), or
a share of the fee in basis points (1000 = 10 %), rounded **down** to the
cent. What is left of each fee goes to the house (to the part named
``House`` when there is one), so the parts always add up to the fee, to the
cent. The split is checked against the buy-in fee when it is set: fixed sums
together cannot be more than that fee, nor shares more than 100 %.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.money import format_money, parse_money
from floortool.domain.kernel.phrases import translate
from floortool.domain.prize.payout_files import parse_percent
from floortool.domain.prize.pool import format_percent

FULL_SHARE = 10_000
HOUSE = "House"
MAX_PARTS = 12
MAX_PART_NAME = 40


@dataclass(frozen=True, kw_only=True)
class FeePart:
    """One part of the fee: a fixed ``cents`` of each fee, or a ``basis_points`` share."""

    name: str
    cents: int | None = None
    basis_points: int | None = None

    def describe(self) -> str:
        """``Dealers 5.00`` or ``League fund 10%``."""
        return f"{self.name} {_amount_text(self)}"


def parse_fee_split(text: str) -> tuple[FeePart, ...]:
    """``dealers=5, league fund=10%`` as parts; a blank text is no split (all to the house)."""
    parts: list[FeePart] = []
    for item in (piece.strip() for piece in text.split(",")):
        if not item:
            continue
        name, equals, amount = item.partition("=")
        name, amount = name.strip(), amount.strip()
        if not equals or not name or not amount:
            raise InvalidInput(
                translate(
                    "domain.prize.fee_split",
                    "Fee split: '{item}' is not NAME=AMOUNT or NAME=PERCENT% (e.g. "
                    "dealers=5, league fund=10%).",
                ).fill(item=item),
                field="fee_split",
            )
        if amount.endswith("%"):
            share = parse_percent(
                amount,
                where=translate("domain.prize.fee_split", "Fee split, {name}").fill(name=name),
            )
            parts.append(FeePart(name=name, basis_points=share))
        else:
            parts.append(FeePart(name=name, cents=parse_money(amount, field=f"fee split {name}")))
    return tuple(parts)


def format_fee_split(parts: Sequence[FeePart]) -> str:
    """``dealers=5.00, league fund=10%``: the text ``parse_fee_split`` reads back."""
    return ", ".join(f"{p.name}={_amount_text(p)}" for p in parts)


def _amount_text(part: FeePart) -> str:
    if part.cents is not None:
        return format_money(part.cents)
    return format_percent(part.basis_points or 0)


def validate_fee_split(parts: Sequence[FeePart], *, fee_cents: int) -> None:
    """Refuse a split that cannot be paid out of a fee of ``fee_cents``, naming why."""
    if len(parts) > MAX_PARTS:
        raise InvalidInput(
            translate("domain.prize.fee_split", "A fee split has at most {max_parts} parts.").fill(
                max_parts=MAX_PARTS
            ),
            field="fee_split",
        )
    seen: set[str] = set()
    for part in parts:
        name = part.name
        if not name or name != name.strip() or len(name) > MAX_PART_NAME or not name.isprintable():
            raise InvalidInput(
                translate(
                    "domain.prize.fee_split",
                    "Name each part of the fee split on one line, in at most "
                    "{max_part_name} characters.",
                ).fill(max_part_name=MAX_PART_NAME),
                field="fee_split",
            )
        if name.casefold() in seen:
            raise InvalidInput(
                translate("domain.prize.fee_split", "The fee split names '{name}' twice.").fill(
                    name=name
                ),
                field="fee_split",
            )
        seen.add(name.casefold())
        if (part.cents is None) == (part.basis_points is None):
            raise InvalidInput(
                translate(
                    "domain.prize.fee_split",
                    "The part '{name}' of the fee split needs either a sum or a share.",
                ).fill(name=name),
                field="fee_split",
            )
        amount = part.cents if part.cents is not None else part.basis_points
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            raise InvalidInput(
                translate(
                    "domain.prize.fee_split",
                    "The part '{name}' of the fee split must be a whole, non-negative amount.",
                ).fill(name=name),
                field="fee_split",
            )
    fixed = sum(p.cents for p in parts if p.cents is not None)
    if fixed > fee_cents:
        raise InvalidInput(
            translate(
                "domain.prize.fee_split",
                "The fixed parts of the fee split ({fixed}) are more than the fee ({fee_cents}).",
            ).fill(fixed=format_money(fixed), fee_cents=format_money(fee_cents)),
            field="fee_split",
        )
    shares = sum(p.basis_points for p in parts if p.basis_points is not None)
    if shares > FULL_SHARE:
        raise InvalidInput(
            translate(
                "domain.prize.fee_split",
                "The shares of the fee split add up to {shares}, more than 100%.",
            ).fill(shares=format_percent(shares)),
            field="fee_split",
        )


def split_fee(parts: Sequence[FeePart], fee_cents: int) -> dict[str, int]:
    """One fee shared among ``parts``, the rest to the house: name → cents, adding up
    to ``fee_cents``. Fixed sums come first, then the shares (of the whole fee, rounded
    down, never more than what is left)."""
    left = fee_cents
    shares: dict[str, int] = {}
    for part in parts:
        if part.cents is not None:
            take = min(part.cents, left)
            shares[part.name] = take
            left -= take
    for part in parts:
        if part.basis_points is not None:
            take = min(fee_cents * part.basis_points // FULL_SHARE, left)
            shares[part.name] = take
            left -= take
    house = next((p.name for p in parts if p.name.casefold() == HOUSE.casefold()), HOUSE)
    shares[house] = shares.get(house, 0) + left
    ordered = [p.name for p in parts]
    return {name: shares[name] for name in (*ordered, *([house] if house not in ordered else []))}


def split_fees(parts: Sequence[FeePart], fees: Iterable[int]) -> dict[str, int]:
    """Every fee in ``fees`` split by ``parts``, summed by part (name → cents)."""
    totals: dict[str, int] = {}
    for fee in fees:
        for name, cents in split_fee(parts, fee).items():
            totals[name] = totals.get(name, 0) + cents
    return totals


def fee_split_to_data(parts: Sequence[FeePart]) -> list[dict[str, Any]]:
    return [{"name": p.name, "cents": p.cents, "basis_points": p.basis_points} for p in parts]


def fee_split_from_data(data: Iterable[dict[str, Any]]) -> tuple[FeePart, ...]:
    return tuple(
        FeePart(name=d["name"], cents=d.get("cents"), basis_points=d.get("basis_points"))
        for d in data
    )
