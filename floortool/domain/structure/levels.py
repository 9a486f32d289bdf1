"""Domain layer: blind structures (levels, breaks, colour-ups) and their validation.

Pure standard library; imports only other domain modules. A structure is a
sequence of rows: play levels (small blind, big blind, an ante or a big-blind
ante as in TDA 2024 RP-11, minutes, and a game name for mixed games) and
breaks (minutes, and the denominations coloured up during the break). Breaks
are rows but not levels: "level 3" is the third play level whatever breaks
come before it, and ``index`` is the 0-based row, breaks included (as in
``clock status --json``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, TypeAlias

from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.structure.chips import exchange_target, is_payable, validate_chip_set

if TYPE_CHECKING:
    from floortool.domain.structure.chips import ChipSet

MAX_ROWS = 200
MAX_MINUTES = 24 * 60
MAX_CHIPS = 10**12
MAX_NAME = 120
MAX_GAME = 40


@dataclass(frozen=True, kw_only=True)
class Level:
    """A play level. ``ante`` is per player, or paid by the big blind alone when
    ``big_blind_ante`` is set; ``game`` names the game in a mixed-game event."""

    small_blind: int
    big_blind: int
    ante: int = 0
    big_blind_ante: bool = False
    minutes: int
    game: str = ""

    is_break: ClassVar[bool] = False

    @property
    def seconds(self) -> int:
        return self.minutes * 60

    def describe(self) -> str:
        """``100/200``, ``100/200, ante 25`` or ``100/200, big-blind ante 200``."""
        return str(self.said())

    def said(self) -> Phrase:
        """The blinds (``describe``), to be said in the reader's language."""
        fields = {
            "small": Number(self.small_blind),
            "big": Number(self.big_blind),
            "ante": Number(self.ante),
        }
        if not self.ante:
            blinds = translate("domain.structure.levels", "{small}/{big}").fill(**fields)
        elif self.big_blind_ante:
            blinds = translate(
                "domain.structure.levels", "{small}/{big}, big-blind ante {ante}"
            ).fill(**fields)
        else:
            blinds = translate("domain.structure.levels", "{small}/{big}, ante {ante}").fill(
                **fields
            )
        if not self.game:
            return blinds
        return translate("domain.structure.levels", "{game} {blinds}").fill(
            game=self.game, blinds=blinds
        )


@dataclass(frozen=True, kw_only=True)
class Break:
    """A break; ``color_up`` lists the denominations that leave play during it."""

    minutes: int
    color_up: tuple[int, ...] = ()

    is_break: ClassVar[bool] = True

    @property
    def seconds(self) -> int:
        return self.minutes * 60


Row: TypeAlias = Level | Break


@dataclass(frozen=True)
class Structure:
    """A named blind structure: its rows in playing order."""

    name: str
    rows: tuple[Row, ...]

    @property
    def levels(self) -> tuple[Level, ...]:
        return tuple(row for row in self.rows if isinstance(row, Level))

    @property
    def level_count(self) -> int:
        return len(self.levels)

    @property
    def level_numbers(self) -> tuple[int | None, ...]:
        """Per row, its play-level number (1-based), or None for a break."""
        numbers: list[int | None] = []
        count = 0
        for row in self.rows:
            if isinstance(row, Level):
                count += 1
                numbers.append(count)
            else:
                numbers.append(None)
        return tuple(numbers)

    def level_of_row(self, index: int) -> int | None:
        """The play-level number of row ``index`` (None for a break)."""
        self._check_index(index)
        return self.level_numbers[index]

    def row_of_level(self, level: int) -> int:
        """The row index of play level ``level`` (1-based)."""
        numbers = self.level_numbers
        if level in numbers:
            return numbers.index(level)
        raise InvalidInput(
            translate(
                "domain.structure.levels", "There is no level {level}: this structure has {levels}."
            ).fill(
                level=level,
                levels=nouns.levels(self.level_count),
            ),
            field="level",
        )

    def level(self, number: int) -> Level:
        """Play level ``number`` (1-based)."""
        row = self.rows[self.row_of_level(number)]
        assert isinstance(row, Level)
        return row

    @property
    def durations(self) -> tuple[int, ...]:
        """Per row, its length in seconds."""
        return tuple(row.seconds for row in self.rows)

    @property
    def start_offsets(self) -> tuple[int, ...]:
        """Per row, the seconds from the start of level 1 to the start of that row."""
        offsets: list[int] = []
        elapsed = 0
        for seconds in self.durations:
            offsets.append(elapsed)
            elapsed += seconds
        return tuple(offsets)

    @property
    def total_seconds(self) -> int:
        return sum(self.durations)

    @property
    def color_ups(self) -> tuple[tuple[int, ...], ...]:
        """Per row, the denominations coloured up there (empty for levels)."""
        return tuple(row.color_up if isinstance(row, Break) else () for row in self.rows)

    def next_break_row(self, after: int) -> int | None:
        """The first break row after row ``after`` (None when no break follows)."""
        for index in range(after + 1, len(self.rows)):
            if isinstance(self.rows[index], Break):
                return index
        return None

    def describe_row(self, index: int) -> str:
        """``Level 3``, ``The break after level 2`` or ``The break before level 1``."""
        return str(self.row_name(index))

    def row_name(self, index: int) -> Phrase:
        """The row's name (``describe_row``), to be said in the reader's language."""
        level, after = self._row_numbers(index)
        if level is not None:
            return translate("domain.structure.levels", "Level {level}").fill(level=level)
        if after is not None:
            return translate("domain.structure.levels", "The break after level {level}").fill(
                level=after
            )
        return translate("domain.structure.levels", "The break before level 1")

    def row_subject(self, index: int) -> Phrase:
        """``level 3``, ``the break after level 2``: the row named inside a sentence."""
        level, after = self._row_numbers(index)
        if level is not None:
            return translate("domain.structure.levels", "level {level}").fill(level=level)
        if after is not None:
            return translate("domain.structure.levels", "the break after level {level}").fill(
                level=after
            )
        return translate("domain.structure.levels", "the break before level 1")

    def _row_numbers(self, index: int) -> tuple[int | None, int | None]:
        """The row's level number, else the number of the level the break follows."""
        self._check_index(index)
        number = self.level_numbers[index]
        before = [n for n in self.level_numbers[:index] if n is not None]
        return number, before[-1] if before else None

    def _check_index(self, index: int) -> None:
        if not 0 <= index < len(self.rows):
            raise InvalidInput(
                translate(
                    "domain.structure.levels", "There is no row {index}: this structure has {rows}."
                ).fill(
                    index=index,
                    rows=nouns.rows(len(self.rows)),
                ),
                field="index",
            )


def validate_structure(structure: Structure, chip_set: ChipSet | None = None) -> None:
    """Refuse a structure a tournament cannot be played with, naming the row.

    Always: at least one level; positive blinds, big blind at least the small
    blind, antes not negative (and present when marked big-blind ante),
    durations of 1 minute to 24 hours; blinds never go down from one level of
    a game to the next level of the same game, and antes of the same kind are
    never reduced (TDA 2024 RP-11). With ``chip_set``: every amount can be paid
    with the chips still in play at that level; a colour-up names chips in the
    set, still in play, with a larger chip to exchange them for evenly, and no
    later level still needs them.
    """
    _check_shape(structure)
    for index, row in enumerate(structure.rows):
        if isinstance(row, Level):
            _check_level(structure, index, row)
        else:
            _check_break(structure, index, row)
    _check_progression(structure)
    if chip_set is not None:
        validate_chip_set(chip_set)
        _check_chips(structure, chip_set)


def _refuse(structure: Structure, index: int, text: Phrase, *, field: str) -> InvalidInput:
    return InvalidInput(
        translate("domain.structure.levels", "{row}: {problem}").fill(
            row=structure.describe_row(index), problem=text
        ),
        field=field,
        row=index,
        level=structure.level_numbers[index],
    )


def _text_problem(value: object, *, what: Phrase, limit: int) -> Phrase | None:
    """Why ``value`` is not acceptable as a name shown to the room (None if it is);
    ``what`` names it, as the sentence starts."""
    if not isinstance(value, str):
        return translate("domain.structure.levels", "{what} must be text.").fill(what=what)
    if len(value) > limit:
        return translate(
            "domain.structure.levels", "{what} is longer than {limit} characters."
        ).fill(what=what, limit=limit)
    if not value.isprintable():
        return translate(
            "domain.structure.levels", "{what} contains a line break or control character."
        ).fill(what=what)
    if value != value.strip():
        return translate(
            "domain.structure.levels", "{what} '{value}' starts or ends with a space."
        ).fill(what=what, value=value)
    return None


def _check_shape(structure: Structure) -> None:
    what = translate("domain.structure.levels", "The structure name")
    problem = _text_problem(structure.name, what=what, limit=MAX_NAME)
    if problem is not None:
        raise InvalidInput(problem, field="name")
    if len(structure.rows) > MAX_ROWS:
        raise InvalidInput(
            translate(
                "domain.structure.levels",
                "The structure has {rows}; the most allowed is {max_rows}.",
            ).fill(
                rows=nouns.rows(len(structure.rows)),
                max_rows=MAX_ROWS,
            ),
            field="levels",
        )
    if not any(isinstance(row, Level) for row in structure.rows):
        raise InvalidInput(
            translate("domain.structure.levels", "The structure needs at least one level."),
            field="levels",
        )
    for row in structure.rows:
        if not isinstance(row, Level | Break):
            raise InvalidInput(
                translate(
                    "domain.structure.levels",
                    "A structure row must be a level or a break, not {row}.",
                ).fill(row=repr(row)),
                field="levels",
            )


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_minutes(structure: Structure, index: int, minutes: int) -> None:
    if not _is_whole(minutes):
        raise _refuse(
            structure,
            index,
            translate("domain.structure.levels", "the minutes must be a whole number."),
            field="minutes",
        )
    if minutes < 1:
        raise _refuse(
            structure,
            index,
            translate("domain.structure.levels", "it must last at least one minute."),
            field="minutes",
        )
    if minutes > MAX_MINUTES:
        raise _refuse(
            structure,
            index,
            translate(
                "domain.structure.levels",
                "it lasts {minutes} minutes; the longest allowed is {max_minutes} (24 hours).",
            ).fill(minutes=Number(minutes), max_minutes=Number(MAX_MINUTES)),
            field="minutes",
        )


_LABELS = {
    "small_blind": translate("domain.structure.levels", "small blind"),
    "big_blind": translate("domain.structure.levels", "big blind"),
    "ante": translate("domain.structure.levels", "ante"),
}


def _check_level(structure: Structure, index: int, level: Level) -> None:
    for field, label in _LABELS.items():
        amount = getattr(level, field)
        if not _is_whole(amount):
            raise _refuse(
                structure,
                index,
                translate(
                    "domain.structure.levels", "the {label} must be a whole number of chips."
                ).fill(label=label),
                field=field,
            )
        if amount > MAX_CHIPS:
            raise _refuse(
                structure,
                index,
                translate(
                    "domain.structure.levels", "the {label} of {amount} chips is too large."
                ).fill(label=label, amount=Number(amount)),
                field=field,
            )
    if level.small_blind < 1:
        raise _refuse(
            structure,
            index,
            translate("domain.structure.levels", "the small blind must be more than zero."),
            field="small_blind",
        )
    if level.big_blind < 1:
        raise _refuse(
            structure,
            index,
            translate("domain.structure.levels", "the big blind must be more than zero."),
            field="big_blind",
        )
    if level.big_blind < level.small_blind:
        raise _refuse(
            structure,
            index,
            translate(
                "domain.structure.levels",
                "the big blind ({big_blind}) is smaller than the small blind ({small_blind}).",
            ).fill(big_blind=Number(level.big_blind), small_blind=Number(level.small_blind)),
            field="big_blind",
        )
    if level.ante < 0:
        raise _refuse(
            structure,
            index,
            translate("domain.structure.levels", "the ante cannot be negative."),
            field="ante",
        )
    if not isinstance(level.big_blind_ante, bool):
        raise _refuse(
            structure,
            index,
            translate("domain.structure.levels", "big_blind_ante must be true or false."),
            field="big_blind_ante",
        )
    if level.big_blind_ante and level.ante == 0:
        raise _refuse(
            structure,
            index,
            translate(
                "domain.structure.levels",
                "it is marked big-blind ante but the ante is 0; give the ante or remove the mark.",
            ),
            field="ante",
        )
    _check_minutes(structure, index, level.minutes)
    what = translate("domain.structure.levels", "the game name")
    problem = _text_problem(level.game, what=what, limit=MAX_GAME)
    if problem is not None:
        raise _refuse(structure, index, problem, field="game")


def _check_break(structure: Structure, index: int, pause: Break) -> None:
    _check_minutes(structure, index, pause.minutes)
    seen: set[int] = set()
    for value in pause.color_up:
        if not _is_whole(value) or value < 1:
            raise _refuse(
                structure,
                index,
                translate(
                    "domain.structure.levels", "it colours up {value}, which is not a chip value."
                ).fill(value=repr(value)),
                field="color_up",
            )
        if value in seen:
            raise _refuse(
                structure,
                index,
                translate("domain.structure.levels", "it colours up the {value} chips twice.").fill(
                    value=Number(value)
                ),
                field="color_up",
            )
        seen.add(value)


def _check_progression(structure: Structure) -> None:
    previous: dict[str, tuple[int, Level]] = {}  # game -> (level number, level)
    numbers = structure.level_numbers
    for index, row in enumerate(structure.rows):
        number = numbers[index]
        if not isinstance(row, Level) or number is None:
            continue
        if row.game in previous:
            before_number, before = previous[row.game]
            for field in ("small_blind", "big_blind"):
                old, new = getattr(before, field), getattr(row, field)
                if new < old:
                    raise _refuse(
                        structure,
                        index,
                        translate(
                            "domain.structure.levels",
                            "the {label} goes down from {old} (level {before_number}) "
                            "to {new}; blinds never go down.",
                        ).fill(
                            label=_LABELS[field],
                            old=Number(old),
                            before_number=before_number,
                            new=Number(new),
                        ),
                        field=field,
                    )
            same_kind = before.big_blind_ante == row.big_blind_ante
            if same_kind and 0 < row.ante < before.ante:
                raise _refuse(
                    structure,
                    index,
                    translate(
                        "domain.structure.levels",
                        "the ante goes down from {ante} (level {before_number}) to "
                        "{new_ante}; antes are never reduced (TDA 2024 RP-11).",
                    ).fill(
                        ante=Number(before.ante),
                        before_number=before_number,
                        new_ante=Number(row.ante),
                    ),
                    field="ante",
                )
        previous[row.game] = (number, row)


def _chips_text(denominations: set[int] | tuple[int, ...]) -> Phrase | str:
    listed = ", ".join(f"{d:,}" for d in sorted(denominations))
    return listed or translate("domain.structure.levels", "none")


def _check_chips(structure: Structure, chip_set: ChipSet) -> None:
    in_play = set(chip_set.denominations)
    left_at: dict[int, int] = {}  # denomination -> row of the break it left at
    for index, row in enumerate(structure.rows):
        if isinstance(row, Break):
            _check_color_up(structure, index, row, chip_set, in_play, left_at)
            in_play -= set(row.color_up)
            left_at.update(dict.fromkeys(row.color_up, index))
            continue
        for field, label in _LABELS.items():
            amount = getattr(row, field)
            if is_payable(amount, in_play):
                continue
            culprit = next((d for d in sorted(left_at) if is_payable(amount, in_play | {d})), None)
            if culprit is not None:
                raise _refuse(
                    structure,
                    left_at[culprit],
                    translate(
                        "domain.structure.levels",
                        "it colours up the {culprit} chips, but level "
                        "{level_numbers} ({row}) still needs them for its {label} of "
                        "{amount}.",
                    ).fill(
                        culprit=Number(culprit),
                        level_numbers=structure.level_numbers[index],
                        row=row.said(),
                        label=label,
                        amount=Number(amount),
                    ),
                    field="color_up",
                )
            raise _refuse(
                structure,
                index,
                translate(
                    "domain.structure.levels",
                    "the {label} of {amount} can't be paid with the chips in play ({in_play}).",
                ).fill(label=label, amount=Number(amount), in_play=_chips_text(in_play)),
                field=field,
            )


def _check_color_up(
    structure: Structure,
    index: int,
    pause: Break,
    chip_set: ChipSet,
    in_play: set[int],
    left_at: dict[int, int],
) -> None:
    for d in pause.color_up:
        if d not in chip_set:
            raise _refuse(
                structure,
                index,
                translate(
                    "domain.structure.levels",
                    "it colours up {d} chips, but the chip set has none (it has {denominations}).",
                ).fill(d=Number(d), denominations=_chips_text(chip_set.denominations)),
                field="color_up",
            )
        if d in left_at:
            where = structure.describe_row(left_at[d])
            raise _refuse(
                structure,
                index,
                translate(
                    "domain.structure.levels",
                    "it colours up the {d} chips, but they already left at {where}.",
                ).fill(d=Number(d), where=where[0].lower() + where[1:]),
                field="color_up",
            )
        target = exchange_target(d, in_play, pause.color_up)
        if target is None:
            raise _refuse(
                structure,
                index,
                translate(
                    "domain.structure.levels",
                    "it colours up the {d} chips, but no larger chip stays in "
                    "play to exchange them for.",
                ).fill(d=Number(d)),
                field="color_up",
            )
        if target % d:
            raise _refuse(
                structure,
                index,
                translate(
                    "domain.structure.levels",
                    "it colours up the {d} chips, but they can't be exchanged "
                    "evenly for {target} chips.",
                ).fill(d=Number(d), target=Number(target)),
                field="color_up",
            )
