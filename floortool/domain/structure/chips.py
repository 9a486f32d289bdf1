"""Domain layer: chip sets, which amounts they can pay, and which denominations
are in play at each row of a structure.

Pure standard library. ``floortool.domain.structure.levels`` imports this module (to
check amounts and colour-ups against a chip set); this module names
``Structure`` only for type checking, so there is no import cycle. Starting
stacks, capacity and colour-up plans live in ``floortool.domain.structure.chip_plan``.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import check_text, check_visible
from floortool.domain.kernel.phrases import Number, Phrase, translate

if TYPE_CHECKING:
    from floortool.domain.structure.levels import Structure

MAX_COLOR = 30
MAX_NAME = 80
#: The most a chip is worth, and the most chips of one denomination a case holds.
MAX_DENOMINATION = 100_000_000
MAX_QUANTITY = 10_000_000
#: Which amounts a set pays is worked out per remainder modulo its smallest chip
#: (counted in the set's common unit): a set needing more remainders is refused.
MAX_REMAINDERS = 100_000


@dataclass(frozen=True, kw_only=True)
class Chip:
    """One denomination in the case: its value, its colour and how many there are."""

    denomination: int
    color: str = ""
    quantity: int = 0


@dataclass(frozen=True)
class ChipSet:
    """The chips a tournament owns, one ``Chip`` per denomination."""

    chips: tuple[Chip, ...]
    name: str = ""

    @property
    def denominations(self) -> tuple[int, ...]:
        """Every denomination in the set, smallest first."""
        return tuple(sorted(chip.denomination for chip in self.chips))

    def chip(self, denomination: int) -> Chip:
        for chip in self.chips:
            if chip.denomination == denomination:
                return chip
        raise InvalidInput(
            translate("domain.structure.chips", "The chip set has no {denomination} chips.").fill(
                denomination=Number(denomination)
            ),
            field="denomination",
        )

    def quantity(self, denomination: int) -> int:
        return self.chip(denomination).quantity

    def __contains__(self, denomination: object) -> bool:
        return any(chip.denomination == denomination for chip in self.chips)


#: The built-in chip set's name, said in the reader's language.
STANDARD_NAME = translate("domain.structure.chips", "Standard tournament case")

STANDARD_CHIP_SET = ChipSet(
    name=str(STANDARD_NAME),
    chips=(
        Chip(denomination=25, color="green", quantity=1000),
        Chip(denomination=100, color="black", quantity=1200),
        Chip(denomination=500, color="purple", quantity=500),
        Chip(denomination=1000, color="yellow", quantity=1000),
        Chip(denomination=5000, color="orange", quantity=300),
        Chip(denomination=25000, color="grey", quantity=100),
    ),
)


def chip_set_name(chip_set: ChipSet) -> Phrase | str:
    """The set's name to show: the built-in set's in the reader's language, any other
    as the director named it."""
    return STANDARD_NAME if chip_set.name == str(STANDARD_NAME) else chip_set.name


def validate_chip_set(chip_set: ChipSet) -> None:
    """Refuse a chip set with no chips, a repeated, non-positive or absurd denomination,
    a negative or absurd quantity, and one whose smallest chip is so far from a
    common measure of the others that which amounts it pays cannot be worked out."""
    if not chip_set.chips:
        raise InvalidInput(
            translate("domain.structure.chips", "The chip set has no chips."), field="chips"
        )
    seen: set[int] = set()
    for chip in chip_set.chips:
        value = chip.denomination
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise InvalidInput(
                translate(
                    "domain.structure.chips",
                    "A chip is worth {value}; a chip is worth a whole number of at least 1.",
                ).fill(value=repr(value)),
                field="denomination",
            )
        if value > MAX_DENOMINATION:
            raise InvalidInput(
                translate(
                    "domain.structure.chips",
                    "A chip is worth {value}; no chip is worth more than {max_denomination}.",
                ).fill(value=Number(value), max_denomination=Number(MAX_DENOMINATION)),
                field="denomination",
            )
        if value in seen:
            raise InvalidInput(
                translate(
                    "domain.structure.chips", "The chip set lists the {value} chip twice."
                ).fill(value=Number(value)),
                field="denomination",
            )
        seen.add(value)
        if isinstance(chip.quantity, bool) or not isinstance(chip.quantity, int):
            raise InvalidInput(
                translate(
                    "domain.structure.chips", "The number of {value} chips must be a whole number."
                ).fill(value=Number(value)),
                field="quantity",
            )
        if chip.quantity < 0:
            raise InvalidInput(
                translate(
                    "domain.structure.chips", "The number of {value} chips cannot be negative."
                ).fill(value=Number(value)),
                field="quantity",
            )
        if chip.quantity > MAX_QUANTITY:
            raise InvalidInput(
                translate(
                    "domain.structure.chips",
                    "{quantity} chips of {value}: a case holds at most "
                    "{max_quantity} of one denomination.",
                ).fill(
                    quantity=Number(chip.quantity),
                    value=Number(value),
                    max_quantity=Number(MAX_QUANTITY),
                ),
                field="quantity",
            )
        if len(chip.color) > MAX_COLOR:
            raise InvalidInput(
                translate(
                    "domain.structure.chips",
                    "The colour of the {value} chip is longer than {max_color} characters.",
                ).fill(value=Number(value), max_color=MAX_COLOR),
                field="color",
            )
    smallest = min(seen)
    if smallest // math.gcd(*seen) > MAX_REMAINDERS:
        raise InvalidInput(
            translate(
                "domain.structure.chips",
                "The chips {value} have no common measure: use denominations "
                "that are multiples of a common unit (e.g. 25, 100, 500).",
            ).fill(value=", ".join(f"{d:,}" for d in sorted(seen))),
            field="denomination",
        )


def validate_case(chip_set: ChipSet) -> None:
    """Refuse, besides what ``validate_chip_set`` refuses, a case an event is given
    with a chip of no colour or none of it (a set of denominations alone serves
    structure checks; the case the floor counts chips from has both)."""
    validate_chip_set(chip_set)
    check_text(
        chip_set.name,
        what=translate("domain.structure.chips", "The chip set's name"),
        field="name",
        longest=MAX_NAME,
    )
    check_visible(
        chip_set.name, what=translate("domain.structure.chips", "The chip set's name"), field="name"
    )
    for chip in chip_set.chips:
        what = translate("domain.structure.chips", "The colour of the {value} chip").fill(
            value=Number(chip.denomination)
        )
        if not check_text(chip.color, what=what, field="color").strip():
            raise InvalidInput(
                translate(
                    "domain.structure.chips",
                    "The {denomination} chip has no colour: name it (e.g. green).",
                ).fill(denomination=Number(chip.denomination)),
                field="color",
            )
        check_visible(chip.color, what=what, field="color")
        if chip.quantity < 1:
            raise InvalidInput(
                translate(
                    "domain.structure.chips",
                    "The case holds no {denomination} chips: give how many there "
                    "are, or leave that chip out.",
                ).fill(denomination=Number(chip.denomination)),
                field="quantity",
            )


def is_payable(amount: int, denominations: Iterable[int]) -> bool:
    """True when ``amount`` can be made exactly from chips of ``denominations``
    (as many of each as needed); 0 is always payable."""
    if amount == 0:
        return True
    denoms = tuple(sorted({d for d in denominations if d > 0}))
    if amount < 0 or not denoms:
        return False
    smallest = denoms[0]
    if all(d % smallest == 0 for d in denoms):
        return amount % smallest == 0
    unit = math.gcd(*denoms)  # every payable amount is a multiple of it: count in units
    if amount % unit:
        return False
    units = tuple(d // unit for d in denoms)
    lowest = _lowest_payable_by_residue(units)[(amount // unit) % units[0]]
    return lowest is not None and amount // unit >= lowest


@lru_cache(maxsize=64)
def _lowest_payable_by_residue(denoms: tuple[int, ...]) -> tuple[int | None, ...]:
    """For each remainder r modulo the smallest chip, the smallest payable amount
    with that remainder (every larger amount with remainder r is payable too)."""
    modulus = denoms[0]
    best: list[int | None] = [None] * modulus
    best[0] = 0
    queue = [(0, 0)]
    while queue:
        value, residue = heapq.heappop(queue)
        if best[residue] != value:
            continue
        for d in denoms[1:]:
            nxt_value, nxt_residue = value + d, (residue + d) % modulus
            current = best[nxt_residue]
            if current is None or nxt_value < current:
                best[nxt_residue] = nxt_value
                heapq.heappush(queue, (nxt_value, nxt_residue))
    return tuple(best)


def exchange_target(
    denomination: int, in_play: Iterable[int], leaving: Iterable[int] = ()
) -> int | None:
    """The chip a leaving ``denomination`` is exchanged for: the smallest larger
    denomination in play that is not leaving at the same break (None if none)."""
    gone = set(leaving)
    larger = [d for d in in_play if d > denomination and d not in gone]
    return min(larger) if larger else None


def denominations_in_play(structure: Structure, chip_set: ChipSet) -> tuple[tuple[int, ...], ...]:
    """Per row of ``structure``, the denominations in play (smallest first).

    A break row shows the chips in play *after* its colour-up, i.e. those the
    following levels are played with.
    """
    in_play = set(chip_set.denominations)
    per_row: list[tuple[int, ...]] = []
    for leaving in structure.color_ups:
        in_play -= set(leaving)
        per_row.append(tuple(sorted(in_play)))
    return tuple(per_row)
