"""Domain layer: planning with a chip set: the starting-stack breakdown,
tournament capacity, and the colour-up plan for each scheduled break.

Pure standard library; imports only other domain modules.

Models (the numbers a director sees come from these, nothing else):

* **Starting stack** (``plan_starting_stack``): the stack uses every
  denomination from the smallest up to the largest chip the stack holds at
  least four of. Working upwards, each denomination gets just enough chips
  that the chips below the next denomination are worth two of that next chip
  (so players can make change: 8 x 25 = two 100s, then 8 x 100 with the 25s =
  two 500s...); the largest denomination takes the rest. 10,000 from the
  standard case is 8 x 25, 8 x 100, 2 x 500 and 8 x 1000.
* **Colour-up, per player, worst case**: when a denomination leaves, each
  player's chips of it (plus what earlier colour-ups put there) are exchanged
  for the next denomination still in play, rounded **up** to a whole chip per
  player. That covers a full-set exchange with a TDA race (which never gives
  more than the value rounded down, plus one chip to a player who would be
  raced out) and the league's A-5 rounding up. Chips are assumed spread over
  the room as they were dealt: a table holds ``seats`` starting stacks' worth.
* **Capacity**: the players the case can serve is, for each denomination,
  quantity // chips needed per player at its peak (starting stack plus the
  worst-case colour-up chips it receives), and the smallest of those: the
  limiting denomination decides. Chips added later at the TD's discretion
  (TDA 2024 Rule 25-B) are not counted.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import pairwise
from math import gcd

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrase_lists import joined, listed
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.structure.chip_colours import colour_name
from floortool.domain.structure.chips import ChipSet, exchange_target, is_payable, validate_chip_set
from floortool.domain.structure.levels import Structure, validate_structure

#: A stack holds at least this many chips of its largest denomination.
TOP_CHIP_MIN = 4
#: The chips below a denomination are worth this many of it (change-making).
CHANGE_FOR = 2


@dataclass(frozen=True)
class StackBreakdown:
    """The chips one player's stack is made of: (denomination, count), smallest first."""

    counts: tuple[tuple[int, int], ...]

    @property
    def value(self) -> int:
        return sum(d * n for d, n in self.counts)

    @property
    def chip_count(self) -> int:
        return sum(n for _, n in self.counts)

    def chips_of(self, denomination: int) -> int:
        return dict(self.counts).get(denomination, 0)

    def describe(self) -> str:
        """``8 x 25, 8 x 100, 2 x 500, 8 x 1,000``."""
        return str(self.said())

    def said(self) -> Phrase | str:
        """The chips (``describe``), to be said in the reader's language."""
        chips = translate("domain.structure.chip_plan", "{count} x {chip}")
        return listed([chips.fill(count=n, chip=Number(d)) for d, n in self.counts])


def plan_starting_stack(chip_set: ChipSet, starting_stack: int) -> StackBreakdown:
    """The default breakdown of ``starting_stack`` (model in the module docstring)."""
    validate_chip_set(chip_set)
    if starting_stack < 1:
        raise InvalidInput(
            translate(
                "domain.structure.chip_plan", "The starting stack must be more than zero chips."
            ),
            field="starting_stack",
        )
    usable = [d for d in chip_set.denominations if d <= starting_stack and chip_set.quantity(d) > 0]
    if not is_payable(starting_stack, usable):
        listed = ", ".join(f"{d:,}" for d in chip_set.denominations)
        raise InvalidInput(
            translate(
                "domain.structure.chip_plan",
                "A starting stack of {starting_stack} can't be made from the "
                "chips in the set ({listed}).",
            ).fill(starting_stack=Number(starting_stack), listed=listed),
            field="starting_stack",
        )
    tops = [d for d in usable if d * TOP_CHIP_MIN <= starting_stack]
    used = [d for d in usable if d <= (tops[-1] if tops else usable[0])]
    counts = dict.fromkeys(used, 0)
    total = 0
    for lower, upper in pairwise(used):
        want = CHANGE_FOR * upper - total
        if want <= 0:
            continue
        chips = -(-want // lower)
        if total + chips * lower > starting_stack:
            break
        counts[lower] = chips
        total += chips * lower
    counts[used[-1]] += (starting_stack - total) // used[-1]
    total += (starting_stack - total) // used[-1] * used[-1]
    rest = starting_stack - total
    for d in reversed(used):  # whatever the largest chip can't cover, largest first
        counts[d] += rest // d
        rest %= d
    if rest:  # unusual sets (e.g. 100 and 250): rebuild from the top down, exactly
        counts = _exact_change(starting_stack, usable)
    return StackBreakdown(tuple((d, n) for d, n in sorted(counts.items()) if n > 0))


def _exact_change(amount: int, denominations: list[int]) -> dict[int, int]:
    """Fewest chips making ``amount`` exactly (only used for awkward chip sets)."""
    best: dict[int, tuple[int, int]] = {0: (0, 0)}  # amount -> (chips, last denomination)
    step = gcd(*denominations)
    for value in range(step, amount + 1, step):
        options = [(best[value - d][0] + 1, d) for d in denominations if value - d in best]
        if options:
            best[value] = min(options)
    counts: dict[int, int] = {}
    value = amount
    while value:
        d = best[value][1]
        counts[d] = counts.get(d, 0) + 1
        value -= d
    return counts


@dataclass(frozen=True, kw_only=True)
class DenominationCapacity:
    denomination: int
    per_player: int  # chips needed per player at the peak
    quantity: int
    players: int | None  # None: this denomination never limits


@dataclass(frozen=True, kw_only=True)
class Capacity:
    """How many players the chip case can serve, and which denomination runs out first."""

    players: int
    limiting_denomination: int
    breakdown: StackBreakdown
    per_denomination: tuple[DenominationCapacity, ...]


def capacity(
    chip_set: ChipSet,
    *,
    starting_stack: int,
    breakdown: StackBreakdown | None = None,
    structure: Structure | None = None,
) -> Capacity:
    """Players the chip set can serve (model in the module docstring).

    With ``structure`` (checked against the chip set first) the chips each
    colour-up brings in are reserved too.
    """
    stack = _checked_breakdown(chip_set, starting_stack, breakdown)
    if structure is not None:
        validate_structure(structure, chip_set)
    peaks = _walk_color_ups(chip_set, stack, structure)[0]
    rows: list[DenominationCapacity] = []
    for d in chip_set.denominations:
        need = peaks.get(d, 0)
        quantity = chip_set.quantity(d)
        players = quantity // need if need else None
        rows.append(
            DenominationCapacity(
                denomination=d, per_player=need, quantity=quantity, players=players
            )
        )
    players, limiting = min((r.players, r.denomination) for r in rows if r.players is not None)
    return Capacity(
        players=players,
        limiting_denomination=limiting,
        breakdown=stack,
        per_denomination=tuple(rows),
    )


def _checked_breakdown(
    chip_set: ChipSet, starting_stack: int, breakdown: StackBreakdown | None
) -> StackBreakdown:
    if breakdown is None:
        return plan_starting_stack(chip_set, starting_stack)
    validate_chip_set(chip_set)
    for d, n in breakdown.counts:
        if d not in chip_set:
            raise InvalidInput(
                translate(
                    "domain.structure.chip_plan",
                    "The stack uses {d} chips, which are not in the chip set.",
                ).fill(d=Number(d)),
                field="breakdown",
            )
        if n < 0:
            raise InvalidInput(
                translate(
                    "domain.structure.chip_plan", "The stack cannot hold {n} chips of {d}."
                ).fill(n=n, d=Number(d)),
                field="breakdown",
            )
    if breakdown.value != starting_stack:
        raise InvalidInput(
            translate(
                "domain.structure.chip_plan",
                "The chips in the stack ({breakdown}) add up to {total}, not "
                "the starting stack of {starting_stack}.",
            ).fill(
                breakdown=breakdown.said(),
                total=Number(breakdown.value),
                starting_stack=Number(starting_stack),
            ),
            field="breakdown",
        )
    return breakdown


@dataclass(frozen=True, kw_only=True)
class _ColorUpStep:
    row: int
    leaving: dict[int, int]  # denomination -> chips per player that leave
    added: dict[int, int]  # next denomination -> chips per player it needs
    before: dict[int, int]  # next denomination -> chips per player already out


def _walk_color_ups(
    chip_set: ChipSet, stack: StackBreakdown, structure: Structure | None
) -> tuple[dict[int, int], list[_ColorUpStep]]:
    """Per-player chip counts through the colour-ups of a structure valid for
    ``chip_set``: the peak of each denomination, and what each colour-up moves
    (worst case, rounded up)."""
    counts = dict(stack.counts)
    peaks = dict(counts)
    steps: list[_ColorUpStep] = []
    if structure is None:
        return peaks, steps
    in_play = set(chip_set.denominations)
    for row, leaving in enumerate(structure.color_ups):
        if not leaving:
            continue
        value_into: dict[int, int] = {}
        for d in sorted(leaving):
            target = exchange_target(d, in_play, leaving)
            assert target is not None  # validate_structure guarantees a larger chip
            value_into[target] = value_into.get(target, 0) + counts.get(d, 0) * d
        step = _ColorUpStep(
            row=row,
            leaving={d: counts.pop(d, 0) for d in sorted(leaving)},
            added={n: -(-v // n) for n, v in sorted(value_into.items())},
            before={n: counts.get(n, 0) for n in sorted(value_into)},
        )
        for n, extra in step.added.items():
            counts[n] = counts.get(n, 0) + extra
            peaks[n] = max(peaks.get(n, 0), counts[n])
        in_play -= set(leaving)
        steps.append(step)
    return peaks, steps


@dataclass(frozen=True, kw_only=True)
class ColorUpNeed:
    """Chips of one denomination a colour-up brings to the tables."""

    denomination: int
    per_table: int
    total: int  # for all tables
    in_case: int  # left in the case before this colour-up (quantity minus chips out)
    short_by: int  # 0 when the case holds enough


@dataclass(frozen=True, kw_only=True)
class ColorUpPlan:
    """What happens at one scheduled colour-up break."""

    row: int
    after_level: int | None
    leaving: tuple[tuple[int, int], ...]  # (denomination, chips coming off each table)
    needs: tuple[ColorUpNeed, ...]
    message: Phrase  # English when made a ``str`` (the ``--json`` ``message``)


def plan_color_up(
    structure: Structure,
    chip_set: ChipSet,
    *,
    tables: int,
    seats: int = 9,
    starting_stack: int,
    breakdown: StackBreakdown | None = None,
) -> tuple[ColorUpPlan, ...]:
    """Per break with a colour-up: which chips leave and how many of the next
    denomination each table needs (model in the module docstring: full tables,
    each seat holding a starting stack's chips, rounded up per player).

    ``structure`` is checked against ``chip_set`` first (``validate_structure``).
    """
    if tables < 1:
        raise InvalidInput(
            translate("domain.structure.chip_plan", "There must be at least one table."),
            field="tables",
        )
    if not 2 <= seats <= 12:
        raise InvalidInput(
            translate("domain.structure.chip_plan", "A table has between 2 and 12 seats."),
            field="seats",
        )
    stack = _checked_breakdown(chip_set, starting_stack, breakdown)
    validate_structure(structure, chip_set)
    plans: list[ColorUpPlan] = []
    for step in _walk_color_ups(chip_set, stack, structure)[1]:
        needs = []
        for d, per_player in step.added.items():
            out_already = step.before[d] * seats * tables
            in_case = max(chip_set.quantity(d) - out_already, 0)
            total = per_player * seats * tables
            needs.append(
                ColorUpNeed(
                    denomination=d,
                    per_table=per_player * seats,
                    total=total,
                    in_case=in_case,
                    short_by=max(total - in_case, 0),
                )
            )
        leaving = tuple((d, n * seats) for d, n in step.leaving.items())
        plans.append(
            ColorUpPlan(
                row=step.row,
                after_level=_level_before(structure, step.row),
                leaving=leaving,
                needs=tuple(needs),
                message=_describe_plan(structure, step.row, chip_set, leaving, needs),
            )
        )
    return tuple(plans)


def _level_before(structure: Structure, row: int) -> int | None:
    numbers = [n for n in structure.level_numbers[:row] if n is not None]
    return numbers[-1] if numbers else None


def _describe_plan(
    structure: Structure,
    row: int,
    chip_set: ChipSet,
    leaving: tuple[tuple[int, int], ...],
    needs: list[ColorUpNeed],
) -> Phrase:
    """``The break after level 4: up to 18 x 25 (green) come off each table; each table
    needs up to 9 x 100 (black) (900 in all, 1,200 in the case).``"""

    def named(d: int) -> Phrase | Number:
        color = chip_set.chip(d).color
        if not color:
            return Number(d)
        return translate("domain.structure.chip_plan", "{denomination} ({colour})").fill(
            denomination=Number(d), colour=colour_name(color)
        )

    up_to = translate("domain.structure.chip_plan", "up to {count} x {chip}")
    off = [up_to.fill(count=n, chip=named(d)) for d, n in leaving]
    parts: list[Phrase | str] = [
        translate("domain.structure.chip_plan", "{row}: {chips} come off each table").fill(
            row=structure.row_name(row), chips=listed(off)
        )
    ]
    for need in needs:
        fields = {
            "count": need.per_table,
            "chip": named(need.denomination),
            "total": Number(need.total),
            "in_case": Number(need.in_case),
        }
        if need.short_by:
            parts.append(
                translate(
                    "domain.structure.chip_plan",
                    "each table needs up to {count} x {chip} ({total} in all, {in_case} in "
                    "the case); the case is {short_by} chips short",
                ).fill(**fields, short_by=Number(need.short_by))
            )
        else:
            parts.append(
                translate(
                    "domain.structure.chip_plan",
                    "each table needs up to {count} x {chip} ({total} in all, {in_case} in "
                    "the case)",
                ).fill(**fields)
            )
    return translate("domain.structure.chip_plan", "{plan}.").fill(plan=joined(parts))


def breakdown_from(counts: Mapping[int, int]) -> StackBreakdown:
    """A ``StackBreakdown`` from ``{denomination: chips}`` (zero counts dropped)."""
    return StackBreakdown(tuple((d, n) for d, n in sorted(counts.items()) if n))
