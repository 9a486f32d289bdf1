"""Domain layer: the structure generator (``structure suggest``) and the
projected finish time of a structure.

Pure standard library; imports only other domain modules.

**Projection model.** A tournament ends around the time the big blind reaches
``total chips in play / 20``: the last two players then average 10 big blinds
each, and heads-up play rarely lasts long past that. The projected finish is
the moment the big blind crosses that value, interpolating geometrically
within the level that crosses it (a level whose big blind is twice the
previous one's, crossed at 1.41 times the previous, is crossed halfway
through). Breaks before that level count in full. It ignores rebuys, add-ons
and the pace of the room, so treat it as an estimate to within a level or so.

**Generator.** It aims the big blind to reach ``total / 20`` exactly at the
target time, growing by a constant factor per level (the growth), starting
at about 100 big blinds deep; when that would make levels grow faster than 1.5x
it starts shallower (down to 20 big blinds deep), when slower than 1.2x
deeper (up to 400 big blinds, and never below two of the smallest chip).
Each big blind is then rounded to a "nice" value (1, 1.2, 1.5, 1.6, 2, 2.5,
3, 4, 5, 6, 8 times a power of ten) whose small blind (half of it) is a
multiple of the smallest chip still useful at that size: the largest chip
worth at most an eighth of the big blind. Levels keep going past the
projected end until the big blind is four times the end value. Big-blind
antes equal to the big blind from ``antes_from_level``; a break after every
``break_every`` levels; at a break, every chip smaller than the next level's
useful chip is coloured up (when a larger chip takes it evenly).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import count

from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Decimals, Number, Phrase, translate
from floortool.domain.kernel.plurals import plural
from floortool.domain.structure.chips import ChipSet, exchange_target, validate_chip_set
from floortool.domain.structure.levels import Break, Level, Row, Structure, validate_structure

END_RATIO = 20
NICE_MANTISSAS = (10, 12, 15, 16, 20, 25, 30, 40, 50, 60, 80)  # tenths
DEFAULT_DEPTH = 100
SHALLOWEST, DEEPEST = 20, 400
GROWTH_MIN, GROWTH_MAX = 1.2, 1.5
GROWTH_REFUSED = 3.0  # a design needing more than this per level is refused
MAX_STACK = 10_000_000
MAX_PLAYERS = 20_000
USEFUL_CHIP_SHARE = 8  # the smallest useful chip is at most BB / 8
TAIL_FACTOR = 4
TAIL_LEVELS = 3  # at least this many levels after the projected end
MAX_LEVELS = 90
MIN_STEPS = 2.0


@dataclass(frozen=True, kw_only=True)
class Projection:
    """When the event is projected to end (model in the module docstring)."""

    seconds: int  # from the start of level 1, breaks included
    level: int  # the play level during which it ends
    end_big_blind: int  # total chips / END_RATIO, rounded


@dataclass(frozen=True, kw_only=True)
class Suggestion:
    structure: Structure
    projection: Projection | None  # None if the big blind never gets there
    total_chips: int
    growth: float  # the designed level-to-level big-blind factor
    notes: tuple[Phrase, ...] = ()  # what the director should know about this suggestion


def project_finish(
    structure: Structure, *, total_chips: int, end_ratio: int = END_RATIO
) -> Projection | None:
    """When a field with ``total_chips`` in play is projected to finish, or None
    when the structure ends before the big blind reaches ``total_chips / end_ratio``."""
    if total_chips < 1 or end_ratio < 1:
        raise InvalidInput(
            translate("domain.structure.suggest", "The chips in play must be more than zero."),
            field="total_chips",
        )
    end = total_chips / end_ratio
    offsets = structure.start_offsets
    previous: Level | None = None
    for index, row in enumerate(structure.rows):
        if not isinstance(row, Level):
            continue
        if row.big_blind >= end:
            fraction = 1.0
            if previous is not None and previous.big_blind < row.big_blind:
                fraction = math.log(end / previous.big_blind) / math.log(
                    row.big_blind / previous.big_blind
                )
            number = structure.level_numbers[index]
            assert number is not None
            return Projection(
                seconds=round(offsets[index] + fraction * row.seconds),
                level=number,
                end_big_blind=round(end),
            )
        previous = row
    return None


def suggest_structure(
    *,
    starting_stack: int,
    chip_set: ChipSet,
    expected_players: int,
    target_hours: float,
    level_minutes: int,
    antes_from_level: int | None = None,
    break_every: int | None = None,
    break_minutes: int = 10,
) -> Suggestion:
    """Propose a structure (model in the module docstring); it always passes
    ``validate_structure`` with ``chip_set``."""
    _check_inputs(
        starting_stack=starting_stack,
        expected_players=expected_players,
        target_hours=target_hours,
        level_minutes=level_minutes,
        antes_from_level=antes_from_level,
        break_every=break_every,
        break_minutes=break_minutes,
    )
    validate_chip_set(chip_set)
    denominations = chip_set.denominations
    if 2 * denominations[0] * SHALLOWEST > starting_stack:
        raise InvalidInput(
            translate(
                "domain.structure.suggest",
                "A starting stack of {starting_stack} is less than "
                "{shallowest} big blinds at the smallest blinds the chips "
                "allow ({small_blind}/{big_blind}).",
            ).fill(
                starting_stack=Number(starting_stack),
                shallowest=SHALLOWEST,
                small_blind=Number(denominations[0]),
                big_blind=Number(2 * denominations[0]),
            ),
            field="starting_stack",
        )
    total = starting_stack * expected_players
    end = total / END_RATIO
    steps = _growth_steps(
        target_minutes=target_hours * 60,
        level_minutes=level_minutes,
        break_every=break_every,
        break_minutes=break_minutes,
    )
    first = _snap(_first_big_blind(starting_stack, end, steps, denominations[0]), 1, denominations)
    growth = max((end / first[0]) ** (1 / steps), 1.05) if end > first[0] else GROWTH_MIN
    if growth > GROWTH_REFUSED:
        raise InvalidInput(
            translate(
                "domain.structure.suggest",
                "{players} can't finish in {target_hours} hours with "
                "{level_minutes}-minute levels: the blinds would have to "
                "grow {growth}x a level. Choose shorter levels or a longer "
                "target.",
            ).fill(
                players=nouns.players(expected_players),
                target_hours=f"{target_hours:g}",
                level_minutes=level_minutes,
                growth=f"{growth:.1f}",
            ),
            field="target_hours",
        )
    blinds = [first]
    while len(blinds) < MAX_LEVELS:
        last = blinds[-1][0]
        if last >= end * TAIL_FACTOR and (len(blinds) >= steps + TAIL_LEVELS or last >= total):
            break
        blinds.append(_snap(first[0] * growth ** len(blinds), blinds[-1][0], denominations))
    rows = _rows(
        blinds,
        chip_set=chip_set,
        level_minutes=level_minutes,
        antes_from_level=antes_from_level,
        break_every=break_every,
        break_minutes=break_minutes,
    )
    name = (
        f"Suggested: {plural(expected_players, 'player')}, {starting_stack:,} chips, "
        f"{target_hours:g} h"
    )
    structure = Structure(name=name, rows=tuple(rows))
    validate_structure(structure, chip_set)
    return Suggestion(
        structure=structure,
        projection=project_finish(structure, total_chips=total),
        total_chips=total,
        growth=growth,
        notes=_notes(structure, growth=growth, starting_stack=starting_stack),
    )


def _notes(structure: Structure, *, growth: float, starting_stack: int) -> tuple[Phrase, ...]:
    notes: list[Phrase] = []
    first = structure.levels[0]
    fields = {
        "growth": Decimals(f"{growth:.2f}"),
        "blinds": first.said(),
        "depth": starting_stack // first.big_blind,
    }
    if growth < GROWTH_MIN:
        notes.append(
            translate(
                "domain.structure.suggest",
                "The target leaves the blinds growing only {growth}x a level even from "
                "{blinds} ({depth} big blinds deep), so some levels repeat the blinds "
                "of the level before; longer levels would read better.",
            ).fill(**fields)
        )
    if growth > GROWTH_MAX:
        notes.append(
            translate(
                "domain.structure.suggest",
                "The blinds grow {growth}x a level from {blinds} ({depth} big blinds "
                "deep): a fast structure; a longer target or a bigger starting stack "
                "slows it down.",
            ).fill(**fields)
        )
    return tuple(notes)


def _check_inputs(
    *,
    starting_stack: int,
    expected_players: int,
    target_hours: float,
    level_minutes: int,
    antes_from_level: int | None,
    break_every: int | None,
    break_minutes: int,
) -> None:
    if not 1 <= starting_stack <= MAX_STACK:
        raise InvalidInput(
            translate(
                "domain.structure.suggest",
                "The starting stack must be between 1 and {max_stack} chips.",
            ).fill(max_stack=Number(MAX_STACK)),
            field="starting_stack",
        )
    if not 2 <= expected_players <= MAX_PLAYERS:
        raise InvalidInput(
            translate(
                "domain.structure.suggest", "Expect between 2 and {max_players} players."
            ).fill(max_players=Number(MAX_PLAYERS)),
            field="expected_players",
        )
    if not 0 < target_hours <= 48:
        raise InvalidInput(
            translate(
                "domain.structure.suggest",
                "The target duration must be more than zero and at most 48 hours.",
            ),
            field="target_hours",
        )
    if not 1 <= level_minutes <= 240:
        raise InvalidInput(
            translate("domain.structure.suggest", "Levels must last between 1 and 240 minutes."),
            field="level_minutes",
        )
    if antes_from_level is not None and antes_from_level < 1:
        raise InvalidInput(
            translate("domain.structure.suggest", "Antes can start at level 1 at the earliest."),
            field="antes_from_level",
        )
    if break_every is not None and break_every < 1:
        raise InvalidInput(
            translate("domain.structure.suggest", "Breaks come after every 1 or more levels."),
            field="break_every",
        )
    if break_every is not None and not 1 <= break_minutes <= 240:
        raise InvalidInput(
            translate("domain.structure.suggest", "Breaks must last between 1 and 240 minutes."),
            field="break_minutes",
        )


def _growth_steps(
    *, target_minutes: float, level_minutes: int, break_every: int | None, break_minutes: int
) -> float:
    """How many level-to-level steps of big-blind growth fit before the clock
    reaches ``target_minutes``: the level it falls in, less 2, plus the
    fraction of that level played (a break counts as the end of the level before)."""
    start = 0.0
    for level in count(1):
        if target_minutes < start:
            steps = float(level - 2)
            break
        if target_minutes <= start + level_minutes:
            steps = level - 2 + (target_minutes - start) / level_minutes
            break
        start += level_minutes
        if break_every and level % break_every == 0:
            start += break_minutes
        if level + TAIL_LEVELS > MAX_LEVELS:
            raise InvalidInput(
                translate(
                    "domain.structure.suggest",
                    "That target needs more than {most_levels} levels of "
                    "{level_minutes} minutes; choose longer levels.",
                ).fill(most_levels=MAX_LEVELS - TAIL_LEVELS, level_minutes=level_minutes),
                field="level_minutes",
            )
    if steps < MIN_STEPS:
        raise InvalidInput(
            translate(
                "domain.structure.suggest",
                "A {hours}-hour target with {level_minutes}-minute levels "
                "leaves too few levels; choose shorter levels or a longer "
                "target.",
            ).fill(hours=f"{target_minutes / 60:g}", level_minutes=level_minutes),
            field="target_hours",
        )
    return steps


def _first_big_blind(starting_stack: int, end: float, steps: float, smallest: int) -> float:
    first = starting_stack / DEFAULT_DEPTH
    growth = (end / first) ** (1 / steps)
    if growth > GROWTH_MAX:
        first = end / GROWTH_MAX**steps
    elif growth < GROWTH_MIN:
        first = end / GROWTH_MIN**steps
    lowest = max(2 * smallest, starting_stack / DEEPEST)
    highest = max(lowest, starting_stack / SHALLOWEST)
    return min(max(first, lowest), highest)


def _useful_chip(target: float, denominations: tuple[int, ...]) -> int:
    """The smallest chip still useful at a big blind of ``target``."""
    useful = [d for d in denominations if d * USEFUL_CHIP_SHARE <= target]
    return useful[-1] if useful else denominations[0]


def _nice_values() -> list[int]:
    values = {m * 10**e // 10 for e in range(16) for m in NICE_MANTISSAS if m * 10**e % 10 == 0}
    return sorted(values)


_NICE = _nice_values()


def _snap(target: float, floor: int, denominations: tuple[int, ...]) -> tuple[int, int]:
    """(big blind, useful chip): the nice big blind nearest ``target`` (on a log
    scale) that is at least ``floor`` and whose half is a multiple of the useful chip."""
    chip = _useful_chip(target, denominations)
    step = 2 * chip
    lower: int | None = None
    for value in _NICE:
        if value > target * 4:
            break
        if value < floor or value % step:
            continue
        if value < target:
            lower = value
            continue
        if lower is None or math.log(value / target) < math.log(target / lower):
            return value, chip
        return lower, chip
    if lower is not None:
        return lower, chip
    multiple = max(math.ceil(target / step), -(-floor // step))  # no nice value fits
    return multiple * step, chip


def _rows(
    blinds: list[tuple[int, int]],
    *,
    chip_set: ChipSet,
    level_minutes: int,
    antes_from_level: int | None,
    break_every: int | None,
    break_minutes: int,
) -> list[Row]:
    rows: list[Row] = []
    in_play = set(chip_set.denominations)
    for number, (big_blind, _) in enumerate(blinds, start=1):
        antes = antes_from_level is not None and number >= antes_from_level
        rows.append(
            Level(
                small_blind=big_blind // 2,
                big_blind=big_blind,
                ante=big_blind if antes else 0,
                big_blind_ante=antes,
                minutes=level_minutes,
            )
        )
        if break_every and number % break_every == 0 and number < len(blinds):
            leaving = _color_up(in_play, blinds[number][1])
            in_play -= set(leaving)
            rows.append(Break(minutes=break_minutes, color_up=leaving))
    return rows


def _color_up(in_play: set[int], useful: int) -> tuple[int, ...]:
    """Chips below the next level's useful chip, largest first kept only when
    the chip they would be exchanged for takes them evenly."""
    leaving = {d for d in in_play if d < useful}
    for d in sorted(leaving, reverse=True):
        target = exchange_target(d, in_play, leaving)
        if target is None or target % d:
            leaving.discard(d)
    return tuple(sorted(leaving))
