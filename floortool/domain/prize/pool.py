"""Domain layer: the prize pool, and what it is made of.

Pure standard library; imports only other domain modules. Money is integer
cents throughout. The pool is what the players play for:

* the prize part of every buy-in (re-entries are entries), rebuy and add-on,
  each kind with its own amount; the fee paid to the house with each purchase
  is never in the pool (it is shown apart, for the reports);
* less the knockout bounties, when the event has them: the part of each
  buy-in paid to whoever eliminates that entry (``domain.results.bounties``), shown
  as a line of its own and never in the pool;
* less the withholding (rake, league fund...) taken as a percentage of that
  money, given in basis points (1000 = 10.00 %) and rounded **down** to the
  cent, so a fraction of a cent always stays with the players;
* plus the money the house adds;
* and never less than the guarantee: when the money collected (after the
  withholding) plus the added money falls short, the house pays the
  difference, the *overlay*.

``compute_prize_pool`` counts purchases at the event's prices;
``build_prize_pool`` takes the purchases as recorded (``pool_line``), for
events whose prices changed or had several tiers.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.money import format_money
from floortool.domain.kernel.phrases import Money, Number, Phrase, translate

FULL_BASIS_POINTS = 10_000
MAX_COUNT = 1_000_000
MAX_CENTS = 10**13  # 100 billion: far above any real pool, far below trouble
TIMES = "\u00d7"  # the multiplication sign, between a count and an amount
#: The kinds of purchase, as the pool's lines name them.
BUY_INS = translate("domain.prize.pool", "Buy-ins")
REBUYS = translate("domain.prize.pool", "Rebuys")
ADD_ONS = translate("domain.prize.pool", "Add-ons")
BOUNTIES = translate("domain.prize.pool", "Bounties")


@dataclass(frozen=True, kw_only=True)
class PoolTerms:
    """The event's money settings, fixed before the first entry.

    ``*_prize_cents`` is the part of each purchase that goes to the pool and
    ``*_fee_cents`` the part kept by the house. ``withholding_basis_points`` is
    taken from the prize money collected (not from the added money or the
    overlay); ``withholding_label`` is how the reports name it.
    """

    buy_in_prize_cents: int
    buy_in_fee_cents: int = 0
    rebuy_prize_cents: int = 0
    rebuy_fee_cents: int = 0
    add_on_prize_cents: int = 0
    add_on_fee_cents: int = 0
    bounty_cents: int = 0  # of each buy-in, kept out of the pool for the knockouts
    withholding_basis_points: int = 0
    withholding_label: str = "Rake"
    added_cents: int = 0
    guarantee_cents: int = 0


@dataclass(frozen=True, kw_only=True)
class PoolLine:
    """One kind of purchase (buy-ins, rebuys, add-ons): how many were made and
    the money they brought to the pool and to the house. ``each_cents`` is the
    prize part of one of them when they all cost the same (None otherwise)."""

    label: Phrase
    count: int
    prize_cents: int
    fee_cents: int
    each_cents: int | None = None


@dataclass(frozen=True, kw_only=True)
class BreakdownRow:
    """A row of the pool's breakdown as the room display and reports show it:
    ``label`` ("Buy-ins"; the withholding's as the director named it), ``detail``
    ("40 x 90.00", with a multiplication sign; "" for none) and the amount in cents
    (negative for money taken out). ``to_json`` writes it in English."""

    label: str | Phrase
    detail: str | Phrase
    cents: int

    def to_json(self) -> dict[str, Any]:
        return {"label": str(self.label), "detail": str(self.detail), "cents": self.cents}


@dataclass(frozen=True, kw_only=True)
class PrizePool:
    """The prize pool and every part of it, in cents; ``bounties`` is the
    knockout money taken out of the buy-ins (None: no bounties)."""

    lines: tuple[PoolLine, ...]
    withholding_basis_points: int
    withholding_label: str
    withholding_cents: int
    added_cents: int
    guarantee_cents: int
    bounties: PoolLine | None = None

    @property
    def bounty_cents(self) -> int:
        """The bounty money: paid on the knockouts, never in the pool."""
        return self.bounties.prize_cents if self.bounties is not None else 0

    @property
    def collected_cents(self) -> int:
        """Prize money paid in by the players for the pool (the bounties are
        not), before the withholding."""
        return sum(line.prize_cents for line in self.lines) - self.bounty_cents

    @property
    def fees_cents(self) -> int:
        """Fees kept by the house (never in the pool)."""
        return sum(line.fee_cents for line in self.lines)

    @property
    def earned_cents(self) -> int:
        """What the pool would be without the guarantee: collected, less the
        withholding, plus the added money."""
        return self.collected_cents - self.withholding_cents + self.added_cents

    @property
    def overlay_cents(self) -> int:
        """What the house pays to make the guarantee (0 when it is met)."""
        return max(0, self.guarantee_cents - self.earned_cents)

    @property
    def total_cents(self) -> int:
        """The prize pool: what the payouts share."""
        return self.earned_cents + self.overlay_cents

    @property
    def guarantee_met(self) -> bool:
        return self.overlay_cents == 0

    def breakdown(self) -> tuple[BreakdownRow, ...]:
        """The pool line by line, ending with the total; purchases nobody made,
        and zero bounties, withholding, added money or overlay, are left out."""
        rows = [
            BreakdownRow(label=line.label, detail=_count_text(line), cents=line.prize_cents)
            for line in self.lines
            if line.count
        ]
        if self.bounty_cents and self.bounties is not None:
            rows.append(
                BreakdownRow(
                    label=self.bounties.label,
                    detail=translate("domain.prize.pool", "{count}, not in the pool").fill(
                        count=_count_text(self.bounties)
                    ),
                    cents=-self.bounty_cents,
                )
            )
        if self.withholding_cents:
            rows.append(
                BreakdownRow(
                    label=self.withholding_label,
                    detail=translate("domain.prize.pool", "{percent} of {collected}").fill(
                        percent=percent_phrase(self.withholding_basis_points),
                        collected=Money(self.collected_cents, grouped=False),
                    ),
                    cents=-self.withholding_cents,
                )
            )
        if self.added_cents:
            rows.append(
                BreakdownRow(
                    label=translate("domain.prize.pool", "Added money"),
                    detail="",
                    cents=self.added_cents,
                )
            )
        if self.overlay_cents:
            rows.append(
                BreakdownRow(
                    label=translate("domain.prize.pool", "Overlay"),
                    detail=translate("domain.prize.pool", "guarantee {guarantee}").fill(
                        guarantee=Money(self.guarantee_cents, grouped=False)
                    ),
                    cents=self.overlay_cents,
                )
            )
        total = translate("domain.prize.pool", "Prize pool")
        rows.append(BreakdownRow(label=total, detail="", cents=self.total_cents))
        return tuple(rows)


def _count_text(line: PoolLine) -> Phrase:
    """``40``, or ``40 x 90.00`` (with a multiplication sign) when they all cost the same."""
    if line.each_cents is None:
        return translate("domain.prize.pool", "{count}").fill(count=Number(line.count))
    return translate("domain.prize.pool", "{count} {times} {each}").fill(
        count=Number(line.count), times=TIMES, each=Money(line.each_cents, grouped=False)
    )


def percent_phrase(basis_points: int) -> Phrase:
    """``format_percent`` as the reader's language writes a percentage: ``12,5 %``."""
    whole, rest = divmod(basis_points, 100)
    if rest == 0:
        return translate("domain.prize.pool", "{whole}%").fill(whole=Number(whole))
    return translate("domain.prize.pool", "{whole}.{fraction}%").fill(
        whole=Number(whole), fraction=f"{rest:02d}".rstrip("0")
    )


def format_percent(basis_points: int) -> str:
    """Basis points as a percentage: 1000 → ``10%``, 1250 → ``12.5%``, 1234 → ``12.34%``."""
    whole, rest = divmod(basis_points, 100)
    if rest == 0:
        return f"{whole}%"
    return f"{whole}.{rest:02d}".rstrip("0") + "%"


def compute_prize_pool(
    terms: PoolTerms, *, entries: int, rebuys: int = 0, add_ons: int = 0
) -> PrizePool:
    """The prize pool after ``entries`` buy-ins (re-entries included),
    ``rebuys`` and ``add_ons``, each at the price ``terms`` gives; each buy-in
    carries ``terms.bounty_cents`` out of the pool."""
    validate_pool_terms(terms)
    kinds = (
        (BUY_INS, "entries", entries, terms.buy_in_prize_cents, terms.buy_in_fee_cents),
        (REBUYS, "rebuys", rebuys, terms.rebuy_prize_cents, terms.rebuy_fee_cents),
        (ADD_ONS, "add_ons", add_ons, terms.add_on_prize_cents, terms.add_on_fee_cents),
    )
    lines = []
    for label, field, count, prize, fee in kinds:
        _check_count(count, field=field)
        lines.append(
            PoolLine(
                label=label,
                count=count,
                prize_cents=count * prize,
                fee_cents=count * fee,
                each_cents=prize,
            )
        )
    bounties = None
    if terms.bounty_cents:
        bounties = PoolLine(
            label=BOUNTIES,
            count=entries,
            prize_cents=entries * terms.bounty_cents,
            fee_cents=0,
            each_cents=terms.bounty_cents,
        )
    return build_prize_pool(terms, lines=lines, bounties=bounties)


def pool_line(label: Phrase, purchases: Iterable[tuple[int, int]]) -> PoolLine:
    """A line from purchases as recorded, each ``(prize part, fee)`` in cents
    (prices may differ: a price changed, an early-bird offer...)."""
    counts: dict[tuple[int, int], int] = {}
    for price in purchases:
        counts[price] = counts.get(price, 0) + 1
    return counted_pool_line(label, counts)


def counted_pool_line(label: Phrase, counts: Mapping[tuple[int, int], int]) -> PoolLine:
    """``pool_line`` from how many purchases were made at each ``(prize part, fee)``."""
    for prize, fee in counts:
        _check_whole(
            prize,
            field="prize",
            what=translate("domain.prize.pool", "The prize part of one of the {label}").fill(
                label=label
            ),
            unit=_CENTS,
        )
        _check_whole(
            fee,
            field="fee",
            what=translate("domain.prize.pool", "The fee of one of the {label}").fill(label=label),
            unit=_CENTS,
        )
    prizes = {prize for prize, _ in counts}
    return PoolLine(
        label=label,
        count=sum(counts.values()),
        prize_cents=sum(prize * n for (prize, _), n in counts.items()),
        fee_cents=sum(fee * n for (_, fee), n in counts.items()),
        each_cents=next(iter(prizes)) if len(prizes) == 1 else None,
    )


def build_prize_pool(
    terms: PoolTerms, *, lines: Sequence[PoolLine], bounties: PoolLine | None = None
) -> PrizePool:
    """The prize pool from purchase ``lines`` (see ``pool_line``), less the
    ``bounties`` the entries carry (a line of what each one carries, see
    ``pool_line``), with the withholding, added money and guarantee of
    ``terms`` (its prices are not used: the lines carry what was paid). The
    withholding is taken from the money collected for the pool, so never from
    the bounties."""
    validate_pool_terms(terms)
    for line in (*lines, *((bounties,) if bounties is not None else ())):
        _check_count(line.count, field="count")
        for field in ("prize_cents", "fee_cents"):
            cents = getattr(line, field)
            _check_whole(
                cents,
                field=field,
                what=translate("domain.prize.pool", "The money of the {label}").fill(
                    label=line.label
                ),
                unit=_CENTS,
            )
            if cents > MAX_CENTS:
                raise InvalidInput(
                    translate(
                        "domain.prize.pool", "The {line} bring {cents}, which is too large."
                    ).fill(line=line.label, cents=format_money(cents)),
                    field=field,
                )
    collected = sum(line.prize_cents for line in lines)
    bounty_cents = bounties.prize_cents if bounties is not None else 0
    if bounty_cents > collected:
        raise InvalidInput(
            translate(
                "domain.prize.pool",
                "The bounties ({bounty_cents}) are more than the entries brought ({collected}).",
            ).fill(bounty_cents=format_money(bounty_cents), collected=format_money(collected)),
            field="bounty",
        )
    return PrizePool(
        lines=tuple(lines),
        withholding_basis_points=terms.withholding_basis_points,
        withholding_label=terms.withholding_label,
        withholding_cents=(collected - bounty_cents)
        * terms.withholding_basis_points
        // FULL_BASIS_POINTS,
        added_cents=terms.added_cents,
        guarantee_cents=terms.guarantee_cents,
        bounties=bounties,
    )


#: What each count of purchases is, as a refusal names it.
_COUNTS = {
    "entries": translate("domain.prize.pool", "The number of entries"),
    "rebuys": translate("domain.prize.pool", "The number of rebuys"),
    "add_ons": translate("domain.prize.pool", "The number of add-ons"),
    "count": translate("domain.prize.pool", "The number of count"),
}


def _check_count(count: int, *, field: str) -> None:
    what = _COUNTS[field]
    _check_whole(count, field=field, what=what, unit=_PLAIN)
    if count > MAX_COUNT:
        raise InvalidInput(
            translate("domain.prize.pool", "{what} is more than {most}.").fill(
                what=what, most=Number(MAX_COUNT)
            ),
            field=field,
        )


#: The whole-number refusals, by what the number counts.
_CENTS = translate("domain.prize.pool", "{what} must be a whole number of cents.")
_BASIS_POINTS = translate("domain.prize.pool", "{what} must be a whole number of basis points.")
_PLAIN = translate("domain.prize.pool", "{what} must be a whole number.")
_AMOUNTS = {
    "buy_in_prize_cents": translate("domain.prize.pool", "The prize part of the buy-in"),
    "buy_in_fee_cents": translate("domain.prize.pool", "The buy-in fee"),
    "rebuy_prize_cents": translate("domain.prize.pool", "The prize part of a rebuy"),
    "rebuy_fee_cents": translate("domain.prize.pool", "The rebuy fee"),
    "add_on_prize_cents": translate("domain.prize.pool", "The prize part of an add-on"),
    "add_on_fee_cents": translate("domain.prize.pool", "The add-on fee"),
    "bounty_cents": translate("domain.prize.pool", "The bounty"),
    "added_cents": translate("domain.prize.pool", "The added money"),
    "guarantee_cents": translate("domain.prize.pool", "The guarantee"),
}


def validate_pool_terms(terms: PoolTerms) -> None:
    """Refuse money settings a pool cannot be computed from, naming the setting."""
    for field, what in _AMOUNTS.items():
        cents = getattr(terms, field)
        _check_whole(cents, field=field, what=what, unit=_CENTS)
        if cents > MAX_CENTS:
            raise InvalidInput(
                translate("domain.prize.pool", "{what} ({cents}) is too large.").fill(
                    what=what, cents=format_money(cents)
                ),
                field=field,
            )
    if terms.bounty_cents > terms.buy_in_prize_cents:
        raise InvalidInput(
            translate(
                "domain.prize.pool",
                "The bounty ({bounty_cents}) is more than the prize part of the buy-in "
                "({buy_in_prize_cents}).",
            ).fill(
                bounty_cents=format_money(terms.bounty_cents),
                buy_in_prize_cents=format_money(terms.buy_in_prize_cents),
            ),
            field="bounty_cents",
        )
    bp = terms.withholding_basis_points
    _check_whole(
        bp,
        field="withholding_basis_points",
        what=translate("domain.prize.pool", "The withholding"),
        unit=_BASIS_POINTS,
    )
    if bp > FULL_BASIS_POINTS:
        raise InvalidInput(
            translate("domain.prize.pool", "The withholding of {bp} is more than 100%.").fill(
                bp=format_percent(bp)
            ),
            field="withholding_basis_points",
        )
    label = terms.withholding_label
    if not isinstance(label, str) or not label.strip() or not label.isprintable():
        raise InvalidInput(
            translate(
                "domain.prize.pool",
                "The withholding needs a name on one line, such as Rake or League fund.",
            ),
            field="withholding_label",
        )


def _check_whole(value: object, *, field: str, what: Phrase, unit: Phrase) -> None:
    """Refuse ``value`` unless a whole number, 0 or more; ``unit``: the refusal of a
    number that is not whole (``_CENTS``, ``_BASIS_POINTS`` or ``_PLAIN``)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidInput(
            unit.fill(what=what),
            field=field,
        )
    if value < 0:
        raise InvalidInput(
            translate("domain.prize.pool", "{what} cannot be negative.").fill(what=what),
            field=field,
        )
