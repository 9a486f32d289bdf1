"""Domain layer: the line the room hears and reads at a moment of the night, typed as a
short template with named fields (``Level {level}: blinds {blinds}``).

A template is one line of at most ``MAX_LINE`` characters (no control or
reordering character) in which ``{name}`` is replaced by the field ``name``
(``LINE_FIELDS``: the event, the level, the blinds, the minutes, the players
left, the places paid) and ``{{`` / ``}}`` stand for a brace. Nothing else in
braces is read: no attribute, index, format or conversion (``{level.x}``,
``{level[0]}``, ``{level:>9}``) and no unknown name; ``read_line`` refuses it
with the reason, and the template is never handed to ``str.format`` or ``eval``.
``fill_line`` puts the values in; a filled line longer than an announcement
stops at a word, with "…".
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from floortool.domain.display.announcement import MAX_ANNOUNCEMENT
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import check_text, check_visible
from floortool.domain.kernel.phrases import Phrase, translate

#: The longest template, and the longest filled line (one announcement).
MAX_LINE = MAX_ANNOUNCEMENT
#: Each field a template may name, and what it is replaced by.
LINE_FIELDS: dict[str, str] = {
    "event": "the event's name",
    "level": "the level on the clock (at a break: the next level)",
    "blinds": "the blinds and ante: 200 and 400, ante 400",
    "small_blind": "the small blind",
    "big_blind": "the big blind",
    "ante": "the ante (0: none)",
    "minutes": "the minutes of the level or break on the clock",
    "players_left": "the players left",
    "places_paid": "the places paid",
}
_NAME = re.compile(r"[a-z_]+")
_KNOWN = ", ".join("{" + name + "}" for name in LINE_FIELDS)


@dataclass(frozen=True, slots=True)
class LineParts:
    """A read template: its literal texts and, between them, the field names."""

    texts: tuple[str, ...]  # one more than ``names``
    names: tuple[str, ...]


def _refuse(message: Phrase, field: str) -> InvalidInput:
    return InvalidInput(
        translate("domain.display.cue_lines", "{problem} Fields: {fields}.").fill(
            problem=message, fields=_KNOWN
        ),
        field=field,
    )


def _unpaired(brace: str, field: str) -> InvalidInput:
    """The refusal of a line with ``brace`` and not the brace that pairs with it."""
    other = "{" if brace == "}" else "}"
    return _refuse(
        translate(
            "domain.display.cue_lines",
            "The line has a {brace} without its {other} (type {doubled} for a brace).",
        ).fill(brace=f"'{brace}'", other=f"'{other}'", doubled=f"'{brace * 2}'"),
        field,
    )


def read_line(template: str, *, field: str = "line") -> LineParts:
    """The parts of ``template``; refuses a line a screen may not show, and any brace
    that is not ``{name}`` of a known field, ``{{`` or ``}}``."""
    what = translate("domain.display.cue_lines", "The line")
    check_text(template, what=what, field=field, longest=MAX_LINE)
    if any(ord(char) < 32 or 127 <= ord(char) < 160 for char in template):
        raise InvalidInput(
            translate(
                "domain.display.cue_lines", "{what} holds a control character: type one line."
            ).fill(what=what),
            field=field,
        )
    check_visible(template, what=what, field=field)
    texts: list[str] = []
    names: list[str] = []
    text, at = "", 0
    while at < len(template):
        char = template[at]
        if template.startswith("{{", at) or template.startswith("}}", at):
            text, at = text + char, at + 2
            continue
        if char == "}":
            raise _unpaired("}", field)
        if char != "{":
            text, at = text + char, at + 1
            continue
        end = template.find("}", at)
        if end < 0:
            raise _unpaired("{", field)
        name = template[at + 1 : end]
        if not _NAME.fullmatch(name):
            raise _refuse(
                translate(
                    "domain.display.cue_lines",
                    "'{{{name}}}' is not a field: a field is one name in braces, nothing more.",
                ).fill(name=name),
                field,
            )
        if name not in LINE_FIELDS:
            raise _refuse(
                translate("domain.display.cue_lines", "'{{{name}}}' is not a field.").fill(
                    name=name
                ),
                field,
            )
        texts.append(text)
        names.append(name)
        text, at = "", end + 1
    texts.append(text)
    return LineParts(tuple(texts), tuple(names))


def check_line(template: str, *, field: str = "line") -> str:
    """``template`` with its outer spaces removed, once it reads (blank: no line)."""
    template = template.strip()
    read_line(template, field=field)
    return template


def fill_line(template: str, values: Mapping[str, object]) -> str:
    """``template`` with each field replaced by its value (a missing value: empty),
    cut at a word to ``MAX_LINE`` characters."""
    parts = read_line(template)
    pieces = [parts.texts[0]]
    for name, text in zip(parts.names, parts.texts[1:], strict=True):
        value = values.get(name, "")
        pieces += [f"{value:,}" if isinstance(value, int) else str(value), text]
    line = " ".join("".join(pieces).split())
    if len(line) <= MAX_LINE:
        return line
    cut = line[: MAX_LINE - 1].rsplit(" ", 1)[0]
    return cut.rstrip(" ,.:;") + "…"
