"""The moment's line (``domain.display.cue_lines``): "``{name}`` is replaced by the field
``name`` ... and ``{{`` / ``}}`` stand for a brace. Nothing else in braces is read: no
attribute, index, format or conversion (``{level.x}``, ``{level[0]}``, ``{level:>9}``)
and no unknown name; ``read_line`` refuses it with the reason ... a filled line longer
than an announcement stops at a word, with "…"."""

from __future__ import annotations

import pytest

from floortool.domain.display.cue_lines import (
    LINE_FIELDS,
    MAX_LINE,
    check_line,
    fill_line,
    read_line,
)
from floortool.domain.kernel.errors import InvalidInput

VALUES = {"level": 5, "blinds": "200 and 400, ante 400", "players_left": 1234, "event": "Main"}


def test_fields_are_replaced_by_their_values() -> None:
    line = fill_line("Level {level}: blinds {blinds}.", VALUES)
    assert line == "Level 5: blinds 200 and 400, ante 400."
    assert fill_line("{players_left} left in {event}", VALUES) == "1,234 left in Main"


def test_doubled_braces_are_braces() -> None:
    assert fill_line("{{level}} is {level}", VALUES) == "{level} is 5"
    assert read_line("a }} b").texts == ("a } b",)


@pytest.mark.parametrize(
    ("template", "reason"),
    [
        ("{level.__class__}", "is not a field: a field is one name"),
        ("{level[0]}", "is not a field: a field is one name"),
        ("{level:>99999}", "is not a field: a field is one name"),
        ("{level!r}", "is not a field: a field is one name"),
        ("{0}", "is not a field: a field is one name"),
        ("{}", "is not a field: a field is one name"),
        ("{password}", "'{password}' is not a field."),
        ("Level {level", "a '{' without its '}'"),
        ("Level level}", "a '}' without its '{'"),
        ("Level\n{level}", "control character"),
        ("x" * (MAX_LINE + 1), "characters long"),
    ],
)
def test_anything_else_in_braces_is_refused_with_the_reason(template: str, reason: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        read_line(template, field="on_level_line")
    assert reason in refused.value.message
    assert refused.value.details["field"] == "on_level_line"
    if "field" in reason:
        assert "{players_left}" in refused.value.message  # the known fields are named


def test_every_field_reads() -> None:
    template = " ".join("{" + name + "}" for name in LINE_FIELDS)
    assert read_line(template).names == tuple(LINE_FIELDS)


def test_a_blank_line_is_no_line() -> None:
    assert check_line("  ") == ""
    assert fill_line("", VALUES) == ""


def test_a_long_filled_line_stops_at_a_word() -> None:
    line = fill_line("{event} {event}", {"event": "word " * 20})
    assert len(line) <= MAX_LINE and line.endswith("word…")


def test_a_missing_value_is_empty() -> None:
    assert fill_line("Level {level} of {event}", {"level": 2}) == "Level 2 of"
