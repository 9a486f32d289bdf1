"""Domain layer: blind structures to and from JSON and CSV text.

Pure standard library (``json``, ``csv``, ``io`` on strings): the caller reads
and writes files. The JSON format is the one in ``cli.md`` ("Events and
structures"); CSV has the same columns plus ``break`` and ``color_up`` (several
denominations separated by spaces). A file that cannot be read is refused with
``InvalidInput`` naming the line (CSV) or the level (JSON; line and column for
JSON syntax errors) and the field at fault. Every parsed structure has passed
``validate_structure`` (without a chip set: the caller knows the event's).
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Mapping
from typing import Any

from floortool.domain.kernel.csv_rows import plain_cell, safe_cell, text_lines
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.json_text import load_json_text
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.kernel.text import read_whole
from floortool.domain.structure.levels import (
    MAX_ROWS,
    Break,
    Level,
    Row,
    Structure,
    validate_structure,
)

LEVEL_FIELDS = ("small_blind", "big_blind", "ante", "big_blind_ante", "minutes", "game")
BREAK_FIELDS = ("break", "minutes", "color_up")
CSV_COLUMNS = (*LEVEL_FIELDS, "break", "color_up")
_ALIASES = {
    "colour_up": "color_up",
    "bb_ante": "big_blind_ante",
    "sb": "small_blind",
    "bb": "big_blind",
}
_TRUE = {"true", "yes", "y", "1", "x", "on"}
_FALSE = {"false", "no", "n", "0", "", "off"}
_SEPARATORS = re.compile(r"[\s,;/|+]+")


# ---------------------------------------------------------------- values


def _problem(where: Phrase, field: str, text: Phrase) -> InvalidInput:
    return InvalidInput(
        translate("domain.structure.files", "{where}, {field}: {problem}").fill(
            where=where, field=field, problem=text
        ),
        field=field,
    )


def _whole(value: object, *, where: Phrase, field: str, unit: str) -> int:
    """A whole number from JSON (int, integral float, digits) or a CSV cell."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str):
        cleaned = value.strip()
        sign = -1 if cleaned.startswith("-") else 1
        number = read_whole(cleaned[1:] if cleaned[:1] in "+-" and cleaned else cleaned)
        if number is not None:
            return sign * number
    shown = f"'{value}'" if isinstance(value, str) else json.dumps(value)
    raise _problem(
        where,
        field,
        translate("domain.structure.files", "{shown} is not a whole number of {unit}.").fill(
            shown=shown, unit=unit
        ),
    )


def _flag(value: object, *, where: Phrase, field: str) -> bool:
    if isinstance(value, bool):
        return value
    if value is None:
        return False
    text = str(value).strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    shown = f"'{value}'" if isinstance(value, str) else json.dumps(value)
    raise _problem(
        where,
        field,
        translate("domain.structure.files", "{shown} is not yes or no (write true or false).").fill(
            shown=shown
        ),
    )


def _blank(value: object) -> bool:
    return value is None or value == [] or (isinstance(value, str) and not value.strip())


def _unset(value: object) -> bool:
    """Empty, zero or false: what a spreadsheet may leave in a column that doesn't apply."""
    if _blank(value) or value is False or value == 0:
        return True
    return isinstance(value, str) and value.strip().lower() in {"0", "false", "no"}


def _denominations(value: object, *, where: Phrase) -> tuple[int, ...]:
    if _blank(value):
        return ()
    items: list[object]
    if isinstance(value, list):
        items = list(value)
    elif isinstance(value, str):
        items = [part for part in _SEPARATORS.split(value.strip()) if part]
    else:
        items = [value]
    return tuple(_whole(item, where=where, field="color_up", unit="chips") for item in items)


# ---------------------------------------------------------------- rows


def _row_from_fields(
    fields: Mapping[str, object], *, where_level: Phrase, where_break: Phrase
) -> Row:
    """One structure row from its named fields (a JSON object or a CSV line)."""
    is_break = _flag(fields.get("break"), where=where_level, field="break")
    where = where_break if is_break else where_level
    allowed = BREAK_FIELDS if is_break else (*LEVEL_FIELDS, "break")
    for key, value in fields.items():
        if key in allowed:
            continue
        if key in CSV_COLUMNS:
            if _unset(value):
                continue
            if is_break:
                raise _problem(
                    where,
                    key,
                    translate(
                        "domain.structure.files",
                        "a break has no blinds, ante or game; leave it empty.",
                    ),
                )
            raise _problem(
                where,
                key,
                translate(
                    "domain.structure.files",
                    "only a break colours up chips; leave it empty on a level.",
                ),
            )
        raise _problem(
            where,
            key,
            translate(
                "domain.structure.files",
                "unknown field; a level has {level_fields} and a break has {break_fields}.",
            ).fill(level_fields=", ".join(LEVEL_FIELDS), break_fields=", ".join(BREAK_FIELDS)),
        )
    if _blank(fields.get("minutes")):
        raise _problem(
            where,
            "minutes",
            translate(
                "domain.structure.files", "no value; every level and break needs its minutes."
            ),
        )
    minutes = _whole(fields["minutes"], where=where, field="minutes", unit="minutes")
    if is_break:
        return Break(minutes=minutes, color_up=_denominations(fields.get("color_up"), where=where))
    amounts: dict[str, int] = {}
    for field in ("small_blind", "big_blind", "ante"):
        value = fields.get(field)
        if _blank(value):
            if field == "ante":
                amounts[field] = 0
                continue
            raise _problem(
                where,
                field,
                translate("domain.structure.files", "no value; every level needs a {field}.").fill(
                    field=field.replace("_", " ")
                ),
            )
        amounts[field] = _whole(value, where=where, field=field, unit="chips")
    game = fields.get("game")
    if game is None:
        game = ""
    if not isinstance(game, str):
        raise _problem(
            where,
            "game",
            translate(
                "domain.structure.files", "{game} is not a game name (write it as text)."
            ).fill(game=json.dumps(game)),
        )
    return Level(
        small_blind=amounts["small_blind"],
        big_blind=amounts["big_blind"],
        ante=amounts["ante"],
        big_blind_ante=_flag(fields.get("big_blind_ante"), where=where, field="big_blind_ante"),
        minutes=minutes,
        game=game.strip(),
    )


def _row_to_fields(row: Row) -> dict[str, Any]:
    if isinstance(row, Break):
        fields: dict[str, Any] = {"break": True, "minutes": row.minutes}
        if row.color_up:
            fields["color_up"] = list(row.color_up)
        return fields
    fields = {"small_blind": row.small_blind, "big_blind": row.big_blind, "ante": row.ante}
    if row.big_blind_ante:
        fields["big_blind_ante"] = True
    fields["minutes"] = row.minutes
    if row.game:
        fields["game"] = row.game
    return fields


def _key(name: object) -> str:
    key = re.sub(r"[\s-]+", "_", str(name).strip().lower())
    return _ALIASES.get(key, key)


# ---------------------------------------------------------------- JSON


def structure_to_data(structure: Structure) -> dict[str, Any]:
    """The JSON-ready form of ``structure`` (``{"name", "levels": [...]}``)."""
    return {"name": structure.name, "levels": [_row_to_fields(row) for row in structure.rows]}


def parse_structure_data(data: object) -> Structure:
    """A validated structure from JSON-ready data (as ``json.loads`` gives it);
    a bare list of rows is accepted too."""
    name = ""
    if isinstance(data, dict):
        given = data.get("name")
        if given is not None and not isinstance(given, str):
            raise InvalidInput(
                translate("domain.structure.files", "The structure's name must be text."),
                field="name",
            )
        name = given or ""
        if "levels" not in data:
            raise InvalidInput(
                translate("domain.structure.files", 'The structure has no "levels" list.'),
                field="levels",
            )
        data = data["levels"]
    if not isinstance(data, list):
        raise InvalidInput(
            translate(
                "domain.structure.files",
                'The structure must be an object with a "levels" list of levels and breaks.',
            ),
            field="levels",
        )
    rows: list[Row] = []
    levels = 0
    for number, item in enumerate(data, start=1):
        if not isinstance(item, dict):
            raise InvalidInput(
                translate(
                    "domain.structure.files",
                    'Row {number} of "levels" is {item}, not an object like '
                    '{{"small_blind": 25, "big_blind": 50, "minutes": 20}}.',
                ).fill(number=number, item=json.dumps(item)[:40]),
                field="levels",
                row=number - 1,
            )
        where_break = (
            translate("domain.structure.files", "The break after level {level}").fill(level=levels)
            if levels
            else translate("domain.structure.files", "The break before level 1")
        )
        try:
            row = _row_from_fields(
                {_key(k): v for k, v in item.items()},
                where_level=translate("domain.structure.files", "Level {level}").fill(
                    level=levels + 1
                ),
                where_break=where_break,
            )
        except InvalidInput as exc:
            exc.details["row"] = number - 1
            raise
        rows.append(row)
        levels += isinstance(row, Level)
    structure = Structure(name=name.strip(), rows=tuple(rows))
    validate_structure(structure)
    return structure


def parse_structure_json(text: str) -> Structure:
    """A validated structure from JSON text in the ``cli.md`` format."""
    data = load_json_text(
        text,
        what=translate("domain.structure.files", "The structure file"),
        item=translate("domain.structure.files", "one level or break"),
    )
    return parse_structure_data(data)


def structure_to_json(structure: Structure) -> str:
    """JSON text in the ``cli.md`` format, one row per line."""
    rows = ",\n".join(
        f"   {json.dumps(_row_to_fields(row), ensure_ascii=False)}" for row in structure.rows
    )
    name = json.dumps(structure.name, ensure_ascii=False)
    return f'{{"name": {name},\n "levels": [\n{rows}\n ]}}\n'


# ---------------------------------------------------------------- CSV


def structure_to_csv(structure: Structure) -> str:
    """CSV text: a header row, then one line per level or break."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for row in structure.rows:
        if isinstance(row, Break):
            writer.writerow(
                ["", "", "", "", row.minutes, "", "true", " ".join(map(str, row.color_up))]
            )
        else:
            writer.writerow(
                [
                    row.small_blind,
                    row.big_blind,
                    row.ante,
                    "true" if row.big_blind_ante else "false",
                    row.minutes,
                    safe_cell(row.game),
                    "false",
                    "",
                ]
            )
    return out.getvalue()


def parse_structure_csv(text: str, *, name: str = "") -> Structure:
    """A validated structure from CSV text with a header row (any column order;
    ``,``, ``;`` or tab separated). CSV carries no name: pass it as ``name``."""
    text = text.removeprefix("\ufeff")
    reader = csv.reader(text_lines(text), delimiter=_guess_delimiter(text), strict=True)
    header: list[str] | None = None
    rows: list[Row] = []
    lines: list[int] = []
    try:
        for cells in reader:
            line = reader.line_num
            if not any(cell.strip() for cell in cells):
                continue
            if header is None:
                header = _read_header(cells, line)
                continue
            extra = [
                cell
                for index, cell in enumerate(cells)
                if cell.strip() and (index >= len(header) or not header[index])
            ]
            if extra:
                raise InvalidInput(
                    translate(
                        "domain.structure.files",
                        "line {line}: the value '{extra}' is not under any column of the header.",
                    ).fill(line=line, extra=extra[0].strip()),
                    field="file",
                    line=line,
                )
            fields = {
                key: plain_cell(cell) for key, cell in zip(header, cells, strict=False) if key
            }
            where = translate("domain.structure.files", "line {line}").fill(line=line)
            try:
                rows.append(_row_from_fields(fields, where_level=where, where_break=where))
            except InvalidInput as exc:
                exc.details["line"] = line
                raise
            lines.append(line)
            if len(rows) > MAX_ROWS:  # refused before the rest of the file is read
                raise InvalidInput(
                    translate(
                        "domain.structure.files",
                        "line {line}: the structure has more than {max_rows} rows; "
                        "the most allowed is {max_rows}.",
                    ).fill(line=line, max_rows=MAX_ROWS),
                    field="file",
                    line=line,
                )
    except csv.Error as exc:
        raise InvalidInput(
            translate(
                "domain.structure.files", "line {line_num}: the CSV file cannot be read ({exc})."
            ).fill(line_num=reader.line_num, exc=exc),
            field="file",
            line=reader.line_num,
        ) from None
    if header is None:
        raise InvalidInput(
            translate(
                "domain.structure.files",
                "The CSV file is empty; it needs a header row such as {csv_columns}.",
            ).fill(csv_columns=",".join(CSV_COLUMNS)),
            field="file",
        )
    structure = Structure(name=name.strip(), rows=tuple(rows))
    try:
        validate_structure(structure)
    except InvalidInput as exc:
        row = exc.details.get("row")
        if isinstance(row, int) and 0 <= row < len(lines):
            said = exc.phrase
            text = (
                said.fields["problem"]
                if isinstance(said, Phrase) and "problem" in said.fields
                else exc.message.removeprefix(f"{structure.describe_row(row)}: ")
            )
            raise InvalidInput(
                translate("domain.structure.files", "line {line} ({subject}): {text}").fill(
                    line=lines[row], subject=structure.row_subject(row), text=text
                ),
                **{**exc.details, "line": lines[row]},
            ) from None
        raise
    return structure


def _guess_delimiter(text: str) -> str:
    first = next((line for line in text_lines(text) if line.strip()), "")
    return max((",", ";", "\t"), key=first.count)


def _read_header(cells: list[str], line: int) -> list[str]:
    header = [_key(cell) for cell in cells]
    for column in header:
        if column and column not in CSV_COLUMNS:
            raise InvalidInput(
                translate(
                    "domain.structure.files",
                    "line {line}: unknown column '{column}'; the columns are {csv_columns}.",
                ).fill(line=line, column=column, csv_columns=", ".join(CSV_COLUMNS)),
                field=column,
                line=line,
            )
        if column and header.count(column) > 1:
            raise InvalidInput(
                translate(
                    "domain.structure.files", "line {line}: the column '{column}' appears twice."
                ).fill(line=line, column=column),
                field=column,
                line=line,
            )
    if "minutes" not in header:
        raise InvalidInput(
            translate(
                "domain.structure.files",
                "line {line}: the header has no 'minutes' column; the columns are {csv_columns}.",
            ).fill(line=line, csv_columns=", ".join(CSV_COLUMNS)),
            field="minutes",
            line=line,
        )
    return header
