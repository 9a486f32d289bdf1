"""Domain layer: editing a structure row by row, as the structure editor does.

Each edit returns the new structure and where every old row went
(``moved[i]`` is the new index of old row ``i``, None if it was deleted), so
the clock keeps playing the same row when rows are inserted, deleted or moved
around it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate
from floortool.domain.structure.levels import Break, Level, Row, Structure

LEVEL_FIELDS = ("small_blind", "big_blind", "ante", "big_blind_ante", "minutes", "game")
BREAK_FIELDS = ("minutes", "color_up")
FIELD_NAMES = {
    "small_blind": "small blind",
    "big_blind": "big blind",
    "big_blind_ante": "big-blind ante",
    "color_up": "colour-up",
}


@dataclass(frozen=True)
class Edit:
    """An edited structure, with the new index of every old row."""

    structure: Structure
    moved: tuple[int | None, ...]
    label: str


def _check(structure: Structure, index: int, *, allow_end: bool = False) -> None:
    top = len(structure.rows) + (1 if allow_end else 0)
    if not 0 <= index < top:
        raise InvalidInput(
            translate(
                "domain.structure.edit", "There is no row {row} (the structure has {rows})."
            ).fill(
                row=index + 1,
                rows=nouns.rows(len(structure.rows)),
            ),
            field="row",
        )


def set_field(structure: Structure, index: int, field: str, value: object) -> Edit:
    """Change one cell: a field of a level or of a break."""
    _check(structure, index)
    row = structure.rows[index]
    allowed = BREAK_FIELDS if isinstance(row, Break) else LEVEL_FIELDS
    if field not in allowed:
        refusal = (
            translate("domain.structure.edit", "A break has no '{field}' (it has {allowed}).")
            if isinstance(row, Break)
            else translate("domain.structure.edit", "A level has no '{field}' (it has {allowed}).")
        )
        raise InvalidInput(refusal.fill(field=field, allowed=", ".join(allowed)), field=field)
    if field == "color_up":
        value = tuple(sorted(int(v) for v in value)) if isinstance(value, list | tuple) else value
    new_row: Row = replace(row, **{field: value})  # type: ignore[arg-type]
    rows = list(structure.rows)
    rows[index] = new_row
    name = structure.describe_row(index)
    return Edit(
        replace(structure, rows=tuple(rows)),
        tuple(range(len(rows))),
        f"Change {FIELD_NAMES.get(field, field)} of {name.lower()}",
    )


def insert_row(structure: Structure, index: int, row: Row) -> Edit:
    """Insert ``row`` before row ``index`` (``index`` = row count appends)."""
    _check(structure, index, allow_end=True)
    rows = [*structure.rows[:index], row, *structure.rows[index:]]
    moved = tuple(i if i < index else i + 1 for i in range(len(structure.rows)))
    what = "break" if isinstance(row, Break) else "level"
    return Edit(replace(structure, rows=tuple(rows)), moved, f"Insert a {what} at row {index + 1}")


def delete_row(structure: Structure, index: int) -> Edit:
    _check(structure, index)
    name = structure.describe_row(index)
    rows = [*structure.rows[:index], *structure.rows[index + 1 :]]
    moved = tuple(
        None if i == index else (i if i < index else i - 1) for i in range(len(structure.rows))
    )
    return Edit(replace(structure, rows=tuple(rows)), moved, f"Delete {name.lower()}")


def move_row(structure: Structure, index: int, to: int) -> Edit:
    """Move row ``index`` so that it ends up at ``to``."""
    _check(structure, index)
    _check(structure, to)
    order = list(range(len(structure.rows)))
    order.insert(to, order.pop(index))
    moved = [0] * len(order)
    for new, old in enumerate(order):
        moved[old] = new
    name = structure.describe_row(index)
    rows = tuple(structure.rows[old] for old in order)
    return Edit(replace(structure, rows=rows), tuple(moved), f"Move {name.lower()} to row {to + 1}")


def rename(structure: Structure, name: str) -> Edit:
    return Edit(
        replace(structure, name=name.strip()),
        tuple(range(len(structure.rows))),
        f"Rename structure to {name.strip()}",
    )


def new_level_after(structure: Structure, index: int) -> Level:
    """A sensible level to insert after row ``index``: the previous level's values."""
    before = [r for r in structure.rows[: index + 1] if isinstance(r, Level)]
    if before:
        return before[-1]
    return Level(small_blind=25, big_blind=50, minutes=20)
