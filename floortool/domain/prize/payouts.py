"""Domain layer: payout tables by field size, and the amounts paid per place.

Pure standard library; imports only other domain modules. A payout table is a
list of field-size ranges, contiguous from 2 players up; each range gives the
share of the prize pool per place in basis points (1st place first; 3250 =
32.50 %), never rising from one place to the next and adding up to exactly
10000 (100 %). The last range may be open ("1,001 players or more").

Amounts are a pure function of the pool, the field size and the table, so the
app simply recomputes them whenever an entry, rebuy or add-on changes the pool
or the field. Each place's share is rounded **down** to the rounding unit and
whatever that leaves over goes to 1st place, so the amounts always add up to
the pool exactly. Rounding down keeps the order of the shares (a larger share
never rounds below a smaller one) and 1st place only gains, so a lower place
never gets more than a higher one. Only 1st place may be off the unit.

JSON text lives in ``payout_io`` and editing in ``payout_edit``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from floortool.domain.kernel import nouns, ordinals
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.money import format_money
from floortool.domain.kernel.phrases import Money, Number, Phrase, translate
from floortool.domain.prize.pool import FULL_BASIS_POINTS, MAX_CENTS, percent_phrase

MIN_FIELD_SIZE = 2
MAX_FIELD_SIZE = 1_000_000
MAX_RANGES = 200
MAX_PLACES = 5_000
MAX_NAME = 120


def _players(count: int) -> Phrase:
    return nouns.players(count)


@dataclass(frozen=True, kw_only=True)
class PayoutRange:
    """Fields of ``min_players`` to ``max_players`` (None: no upper end) pay
    ``basis_points[i]`` of the pool to place ``i + 1``."""

    min_players: int
    max_players: int | None
    basis_points: tuple[int, ...]

    @property
    def places(self) -> int:
        return len(self.basis_points)

    def contains(self, field_size: int) -> bool:
        top = self.max_players
        return self.min_players <= field_size and (top is None or field_size <= top)

    def describe(self) -> str:
        """``2 to 10 players``, ``1,001 players or more`` or ``7 players``."""
        return str(self.said())

    def said(self) -> Phrase:
        """``describe`` to be said in the reader's language."""
        if self.max_players is None:
            return translate("domain.prize.payouts", "{players} or more").fill(
                players=_players(self.min_players)
            )
        if self.max_players == self.min_players:
            return _players(self.min_players)
        return translate("domain.prize.payouts", "{low} to {players}").fill(
            low=Number(self.min_players), players=_players(self.max_players)
        )


@dataclass(frozen=True)
class PayoutTable:
    """A named payout table (a template the director can copy and edit)."""

    name: str
    ranges: tuple[PayoutRange, ...]

    def range_for(self, field_size: int) -> PayoutRange:
        """The range that pays a field of ``field_size`` players."""
        if not isinstance(field_size, int) or isinstance(field_size, bool):
            raise InvalidInput(
                translate(
                    "domain.prize.payouts", "The field size must be a whole number of players."
                ),
                field="field",
            )
        if field_size < MIN_FIELD_SIZE:
            raise InvalidInput(
                translate(
                    "domain.prize.payouts",
                    "Payouts start at {least} players; the field has {field_size}.",
                ).fill(least=MIN_FIELD_SIZE, field_size=field_size),
                field="field",
            )
        for payout_range in self.ranges:
            if payout_range.contains(field_size):
                return payout_range
        last = self.ranges[-1].max_players if self.ranges else None
        no_range = (
            translate(
                "domain.prize.payouts",
                "The payout table '{name}' has no range for {players}; it stops at "
                "{last}, add a range after it.",
            )
            if last
            else translate(
                "domain.prize.payouts", "The payout table '{name}' has no range for {players}."
            )
        )
        raise InvalidInput(
            no_range.fill(
                name=self.name,
                players=_players(field_size),
                last=Number(last or 0),
            ),
            field="field",
        )

    def places_paid(self, field_size: int) -> int:
        return self.range_for(field_size).places


@dataclass(frozen=True, kw_only=True)
class PaidPlace:
    """One place in the money: its share of the pool and the amount paid."""

    place: int
    basis_points: int
    cents: int

    def describe(self) -> str:
        """``1st: 400.00 (40%)``."""
        return str(self.said())

    def said(self) -> Phrase:
        """``describe`` to be said in the reader's language."""
        return translate("domain.prize.payouts", "{place}: {amount} ({share})").fill(
            place=ordinals.ordinal(self.place),
            amount=Money(self.cents, grouped=False),
            share=percent_phrase(self.basis_points),
        )


@dataclass(frozen=True, kw_only=True)
class Payouts:
    """The amounts per place for one pool; ``sum(amounts_cents) == pool_cents``."""

    pool_cents: int
    rounding_unit_cents: int
    paid: tuple[PaidPlace, ...]

    @property
    def places(self) -> int:
        return len(self.paid)

    @property
    def amounts_cents(self) -> tuple[int, ...]:
        return tuple(place.cents for place in self.paid)

    def amount_for(self, place: int) -> int:
        """The amount for finishing ``place`` (0 outside the money)."""
        return self.paid[place - 1].cents if 1 <= place <= len(self.paid) else 0


def ordinal(number: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``, ``11th``, ``21st``..."""
    if 10 <= number % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


# ---------------------------------------------------------------- amounts


def compute_payouts(
    pool_cents: int, *, field_size: int, table: PayoutTable, rounding_unit_cents: int = 1
) -> Payouts:
    """The amount per place for a pool of ``pool_cents`` shared by the range
    of ``table`` that covers ``field_size`` players (entries, re-entries
    included), rounded down to ``rounding_unit_cents`` with the rest to 1st."""
    _check(table)
    return payouts_for(
        table.range_for(field_size).basis_points,
        pool_cents,
        rounding_unit_cents=rounding_unit_cents,
    )


def payouts_for(places: Sequence[int], pool_cents: int, *, rounding_unit_cents: int = 1) -> Payouts:
    """The amount per place from the director's own shares (basis points per
    place, 1st first, never rising, adding up to 10000)."""
    shares = tuple(places)
    problem = _shares_problem(shares)
    if problem is not None:
        place, text = problem
        message = (
            translate("domain.prize.payouts", "Place {place}: {problem}").fill(
                place=place, problem=text
            )
            if place
            else _CAPITALIZED.get(text.text, text).fill(**text.fields)
        )
        raise InvalidInput(message, field="places", place=place)
    _check_cents(pool_cents, field="pool", what=translate("domain.prize.payouts", "The prize pool"))
    _check_cents(
        rounding_unit_cents,
        field="rounding_unit",
        what=translate("domain.prize.payouts", "The rounding unit"),
    )
    if rounding_unit_cents < 1:
        raise InvalidInput(
            translate("domain.prize.payouts", "The rounding unit must be at least 0.01."),
            field="rounding_unit",
        )
    unit = rounding_unit_cents
    amounts = [pool_cents * share // (FULL_BASIS_POINTS * unit) * unit for share in shares]
    amounts[0] += pool_cents - sum(amounts)
    return Payouts(
        pool_cents=pool_cents,
        rounding_unit_cents=unit,
        paid=tuple(
            PaidPlace(place=number, basis_points=share, cents=cents)
            for number, (share, cents) in enumerate(zip(shares, amounts, strict=True), start=1)
        ),
    )


def _check_cents(value: object, *, field: str, what: Phrase) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidInput(
            translate("domain.prize.payouts", "{what} must be a whole number of cents.").fill(
                what=what
            ),
            field=field,
        )
    if value < 0:
        raise InvalidInput(
            translate("domain.prize.payouts", "{what} cannot be negative.").fill(what=what),
            field=field,
        )
    if value > MAX_CENTS:
        raise InvalidInput(
            translate("domain.prize.payouts", "{what} ({value}) is too large.").fill(
                what=what, value=format_money(value)
            ),
            field=field,
        )


# ---------------------------------------------------------------- validation


_NONE_PAID = translate("domain.prize.payouts", "at least one place must be paid.")
_LEFT_TO_GIVE = translate(
    "domain.prize.payouts", "the places add up to {total}, not 100% ({gap} left to give)."
)
_TOO_MUCH = translate(
    "domain.prize.payouts", "the places add up to {total}, not 100% ({gap} too much)."
)
#: A problem of the whole list as a sentence of its own says it (the others start
#: with a number).
_CAPITALIZED = {
    _NONE_PAID.text: translate("domain.prize.payouts", "At least one place must be paid."),
    _LEFT_TO_GIVE.text: translate(
        "domain.prize.payouts", "The places add up to {total}, not 100% ({gap} left to give)."
    ),
    _TOO_MUCH.text: translate(
        "domain.prize.payouts", "The places add up to {total}, not 100% ({gap} too much)."
    ),
}


def _shares_problem(shares: tuple[int, ...]) -> tuple[int, Phrase] | None:
    """What is wrong with a list of shares per place, as (place, text); place
    0 when the problem is the whole list."""
    if not shares:
        return 0, _NONE_PAID
    if len(shares) > MAX_PLACES:
        return 0, translate(
            "domain.prize.payouts", "{places} paid; the most allowed is {most}."
        ).fill(
            places=nouns.places(len(shares)),
            most=Number(MAX_PLACES),
        )
    for place, share in enumerate(shares, start=1):
        if not isinstance(share, int) or isinstance(share, bool):
            return place, translate(
                "domain.prize.payouts", "{share} is not a whole number of basis points."
            ).fill(share=repr(share))
        if share <= 0:
            return place, translate(
                "domain.prize.payouts", "a place in the money must be paid more than 0%."
            )
        if share > FULL_BASIS_POINTS:
            return place, translate("domain.prize.payouts", "{share} is more than 100%.").fill(
                share=percent_phrase(share)
            )
        if place > 1 and share > shares[place - 2]:
            return place, translate(
                "domain.prize.payouts",
                "it pays {share}, more than place {above} ({above_share}); a lower place "
                "never pays more.",
            ).fill(
                share=percent_phrase(share),
                above=place - 1,
                above_share=percent_phrase(shares[place - 2]),
            )
    total = sum(shares)
    if total != FULL_BASIS_POINTS:
        gap = FULL_BASIS_POINTS - total
        return 0, (_LEFT_TO_GIVE if gap > 0 else _TOO_MUCH).fill(
            total=percent_phrase(total), gap=percent_phrase(abs(gap))
        )
    return None


def _refuse(payout_range: PayoutRange, index: int, text: Phrase, *, place: int = 0) -> InvalidInput:
    where = (
        translate("domain.prize.payouts", "Payout range {range}, place {place}: {problem}")
        if place
        else translate("domain.prize.payouts", "Payout range {range}: {problem}")
    )
    return InvalidInput(
        where.fill(range=payout_range.said(), place=place, problem=text),
        field="ranges",
        range=index,
        place=place,
    )


def _check(table: PayoutTable) -> None:
    """``validate_payout_table``, once per table: every prize view pays by the event's
    table, and the same table is asked about after every bust (a refusal is never
    kept, and a table that cannot be hashed is checked every time)."""
    try:
        hash(table)
    except TypeError:
        validate_payout_table(table)
    else:
        _checked(table)


@lru_cache(maxsize=32)
def _checked(table: PayoutTable) -> None:
    validate_payout_table(table)


def validate_payout_table(table: PayoutTable) -> None:
    """Refuse a table that cannot pay every field it covers, naming the range
    (and place): ranges contiguous from 2 players up, only the last one open,
    each paying no more places than its smallest field, shares never rising
    and adding up to 100%."""
    name = table.name
    if not isinstance(name, str) or not name.strip():
        raise InvalidInput(
            translate("domain.prize.payouts", "The payout table needs a name."), field="name"
        )
    if len(name) > MAX_NAME or not name.isprintable() or name != name.strip():
        raise InvalidInput(
            translate(
                "domain.prize.payouts",
                "The payout table's name must be one line of at most {most} "
                "characters, without spaces at either end.",
            ).fill(most=MAX_NAME),
            field="name",
        )
    if not table.ranges:
        raise InvalidInput(
            translate("domain.prize.payouts", "The payout table has no ranges."), field="ranges"
        )
    if len(table.ranges) > MAX_RANGES:
        raise InvalidInput(
            translate(
                "domain.prize.payouts",
                "The payout table has {count} ranges; the most allowed is {most}.",
            ).fill(count=len(table.ranges), most=MAX_RANGES),
            field="ranges",
        )
    expected = MIN_FIELD_SIZE
    for index, payout_range in enumerate(table.ranges):
        _check_bounds(table, index, payout_range, expected)
        if payout_range.places > payout_range.min_players:
            raise _refuse(
                payout_range,
                index,
                translate(
                    "domain.prize.payouts",
                    "it pays {places}, more than the {players} of its smallest field.",
                ).fill(
                    places=nouns.places(payout_range.places),
                    players=_players(payout_range.min_players),
                ),
            )
        problem = _shares_problem(payout_range.basis_points)
        if problem is not None:
            place, text = problem
            raise _refuse(payout_range, index, text, place=place)
        if payout_range.max_players is not None:
            expected = payout_range.max_players + 1


def _check_bounds(table: PayoutTable, index: int, payout_range: PayoutRange, expected: int) -> None:
    low, high = payout_range.min_players, payout_range.max_players
    for value in (low, high):
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise InvalidInput(
                translate(
                    "domain.prize.payouts",
                    "Payout range {number}: {value} is not a whole number of players.",
                ).fill(number=index + 1, value=repr(value)),
                field="ranges",
                range=index,
                place=0,
            )
    if high is not None and high > MAX_FIELD_SIZE:
        raise _refuse(
            payout_range,
            index,
            translate("domain.prize.payouts", "the largest field allowed is {most}.").fill(
                most=Number(MAX_FIELD_SIZE)
            ),
        )
    if low != expected:
        before = _players(expected - 1)
        if index == 0:
            text = translate(
                "domain.prize.payouts", "the first range must start at {least} players."
            )
        elif low < expected:
            text = translate(
                "domain.prize.payouts", "it overlaps the range before it, which ends at {before}."
            )
        else:
            text = translate(
                "domain.prize.payouts",
                "it leaves a gap: the range before it ends at {before}, so this one must "
                "start at {start}.",
            )
        raise _refuse(
            payout_range,
            index,
            text.fill(least=MIN_FIELD_SIZE, before=before, start=Number(expected)),
        )
    if high is not None and high < low:
        raise _refuse(
            payout_range, index, translate("domain.prize.payouts", "it ends before it starts.")
        )
    if high is None and index != len(table.ranges) - 1:
        raise _refuse(
            payout_range,
            index,
            translate("domain.prize.payouts", "only the last range can be open-ended."),
        )
