"""Domain: blind structures to and from JSON and CSV text."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.structure.files import (
    parse_structure_csv,
    parse_structure_data,
    parse_structure_json,
    structure_to_csv,
    structure_to_data,
    structure_to_json,
)
from floortool.domain.structure.levels import Break, Level, Row, Structure, validate_structure

CLI_EXAMPLE = """{"name": "League 20-minute",
 "levels": [
   {"small_blind": 25, "big_blind": 50, "ante": 0, "minutes": 20},
   {"small_blind": 50, "big_blind": 100, "ante": 0, "minutes": 20},
   {"break": true, "minutes": 10, "color_up": [25]},
   {"small_blind": 100, "big_blind": 200, "ante": 200, "big_blind_ante": true, "minutes": 20}
 ]}
"""

LEAGUE = Structure(
    name="League 20-minute",
    rows=(
        Level(small_blind=25, big_blind=50, minutes=20),
        Level(small_blind=50, big_blind=100, minutes=20),
        Break(minutes=10, color_up=(25,)),
        Level(small_blind=100, big_blind=200, ante=200, big_blind_ante=True, minutes=20),
    ),
)

# ---------------------------------------------------------------- valid structures

_names = st.text(
    alphabet=st.characters(
        categories=("L", "N", "P", "S", "Zs"), exclude_characters="\u2028\u2029"
    ),
    max_size=30,
).filter(lambda text: text == text.strip() and text.isprintable())


@st.composite
def structures(draw: st.DrawFn) -> Structure:
    """Any valid structure (one game: blinds only rise; antes present never drop)."""
    rows: list[Row] = []
    small, big, ante_floor = 0, 0, 1
    game = draw(st.sampled_from(["", "NLHE", "PLO", 'Stud "8", hi/lo']) | _names.filter(bool))
    for _ in range(draw(st.integers(1, 12))):
        if rows and draw(st.integers(0, 3)) == 0:
            color_up = draw(st.lists(st.integers(1, 10**6), max_size=3, unique=True))
            rows.append(Break(minutes=draw(st.integers(1, 60)), color_up=tuple(color_up)))
        small += draw(st.integers(0 if small else 1, 10**5))
        big = max(big + draw(st.integers(0, 10**5)), small)
        bba = draw(st.booleans())
        ante = (
            0
            if not bba and draw(st.booleans())
            else draw(st.integers(ante_floor, ante_floor + 10**5))
        )
        ante_floor = max(ante_floor, ante)
        rows.append(
            Level(
                small_blind=small,
                big_blind=big,
                ante=ante,
                big_blind_ante=bba,
                minutes=draw(st.integers(1, 1440)),
                game=game,
            )
        )
    return Structure(name=draw(_names), rows=tuple(rows))


@given(structures())
def test_generated_structures_are_valid(structure: Structure) -> None:
    validate_structure(structure)


@given(structures())
def test_any_valid_structure_round_trips_through_json(structure: Structure) -> None:
    assert parse_structure_json(structure_to_json(structure)) == structure


@given(structures())
def test_any_valid_structure_round_trips_through_csv(structure: Structure) -> None:
    assert parse_structure_csv(structure_to_csv(structure), name=structure.name) == structure


@given(structures())
def test_any_valid_structure_round_trips_through_journal_data(structure: Structure) -> None:
    data = json.loads(json.dumps(structure_to_data(structure)))
    assert parse_structure_data(data) == structure


# ---------------------------------------------------------------- the documented formats


def test_cli_example_parses_and_is_written_back_identically() -> None:
    assert parse_structure_json(CLI_EXAMPLE) == LEAGUE
    assert structure_to_json(LEAGUE) == CLI_EXAMPLE


def test_csv_has_the_same_columns_plus_break() -> None:
    assert structure_to_csv(LEAGUE) == (
        "small_blind,big_blind,ante,big_blind_ante,minutes,game,break,color_up\n"
        "25,50,0,false,20,,false,\n"
        "50,100,0,false,20,,false,\n"
        ",,,,10,,true,25\n"
        "100,200,200,true,20,,false,\n"
    )


def test_csv_from_a_spreadsheet_is_read_generously() -> None:
    text = (
        "\ufeffSmall Blind;Big Blind;Minutes;BB Ante;Ante;Break;Colour up\n"
        "\n"
        "25;50;20;no;;;\n"
        "500;1 000;20;yes;1000;;\n"
        ";;10;;;yes;25 100\n"
        '"1,000";"2,000";20;y;2000;;\n'
    )
    structure = parse_structure_csv(text, name=" Imported ")
    assert structure == Structure(
        name="Imported",
        rows=(
            Level(small_blind=25, big_blind=50, minutes=20),
            Level(small_blind=500, big_blind=1000, ante=1000, big_blind_ante=True, minutes=20),
            Break(minutes=10, color_up=(25, 100)),
            Level(small_blind=1000, big_blind=2000, ante=2000, big_blind_ante=True, minutes=20),
        ),
    )


def test_json_accepts_a_bare_list_and_integral_numbers() -> None:
    text = '[{"small_blind": 25.0, "big_blind": "50", "minutes": 20, "game": "NLHE"}]'
    assert parse_structure_json(text) == Structure(
        name="", rows=(Level(small_blind=25, big_blind=50, minutes=20, game="NLHE"),)
    )


# ---------------------------------------------------------------- malformed files


def refusal_csv(text: str) -> InvalidInput:
    with pytest.raises(InvalidInput) as info:
        parse_structure_csv(text)
    return info.value


def refusal_json(text: str) -> InvalidInput:
    with pytest.raises(InvalidInput) as info:
        parse_structure_json(text)
    return info.value


HEADER = "small_blind,big_blind,ante,minutes\n"


@pytest.mark.parametrize(
    ("text", "message", "line", "field"),
    [
        (
            HEADER + "25,50,0,20\n50,100,0,20\n100,abc,0,20\n",
            "line 4, big_blind: 'abc' is not a whole number of chips.",
            4,
            "big_blind",
        ),
        (
            HEADER + "25,50,0,20\n50,100,12.5,20\n",
            "line 3, ante: '12.5' is not a whole number of chips.",
            3,
            "ante",
        ),
        (
            HEADER + "25,50,0,twenty\n",
            "line 2, minutes: 'twenty' is not a whole number of minutes.",
            2,
            "minutes",
        ),
        (
            HEADER + "25,,0,20\n",
            "line 2, big_blind: no value; every level needs a big blind.",
            2,
            "big_blind",
        ),
        (
            HEADER + "25,50,0,\n",
            "line 2, minutes: no value; every level and break needs its minutes.",
            2,
            "minutes",
        ),
        (
            "small_blind,big_blind,minutes,break\n25,50,20,maybe\n",
            "line 2, break: 'maybe' is not yes or no (write true or false).",
            2,
            "break",
        ),
        (
            "small_blind,big_blind,minutes,break,color_up\n25,50,20,,25\n",
            "line 2, color_up: only a break colours up chips; leave it empty on a level.",
            2,
            "color_up",
        ),
        (
            "small_blind,big_blind,minutes,break\n25,50,20,\n100,200,10,true\n",
            "line 3, small_blind: a break has no blinds, ante or game; leave it empty.",
            3,
            "small_blind",
        ),
        (
            "small_blind,big_blind,minutes,break,color_up\n25,50,20,,\n,,10,yes,25 x\n",
            "line 3, color_up: 'x' is not a whole number of chips.",
            3,
            "color_up",
        ),
        (
            HEADER + "25,50,0,20,7\n",
            "line 2: the value '7' is not under any column of the header.",
            2,
            "file",
        ),
        (
            "small_blind,big_blind,antee,minutes\n25,50,0,20\n",
            "line 1: unknown column 'antee'",
            1,
            "antee",
        ),
        (
            "small_blind,big_blind\n25,50\n",
            "line 1: the header has no 'minutes' column",
            1,
            "minutes",
        ),
        (
            "small_blind,big_blind,minutes,minutes\n25,50,20,20\n",
            "line 1: the column 'minutes' appears twice.",
            1,
            "minutes",
        ),
        (
            HEADER + "25,50,0,20\n\n100,200,0,20\n75,150,0,20\n",
            (
                "line 5 (level 3): the small blind goes down from 100 (level 2) to 75; "
                "blinds never go down."
            ),
            5,
            "small_blind",
        ),
    ],
)
def test_malformed_csv_names_line_and_field(text: str, message: str, line: int, field: str) -> None:
    error = refusal_csv(text)
    assert error.message.startswith(message)
    assert error.details["line"] == line
    assert error.details["field"] == field


def test_csv_of_breaks_only_is_refused_as_a_whole() -> None:
    error = refusal_csv("small_blind,big_blind,minutes,break\n,,10,yes\n")
    assert error.message == "The structure needs at least one level."


def test_empty_csv_asks_for_a_header() -> None:
    error = refusal_csv("\n\n")
    assert error.message.startswith("The CSV file is empty; it needs a header row")


@pytest.mark.parametrize(
    ("text", "message", "field"),
    [
        (
            '{"levels": [\n  {"small_blind": 25, "big_blind": 50 "minutes": 20}\n]}',
            "The structure file is not valid JSON: line 2, column 39: Expecting ',' delimiter.",
            "file",
        ),
        (
            (
                '{"levels": [{"small_blind": 25, "big_blind": 50, "minutes": 20},'
                ' {"small_blind": 50, "big_blind": "abc", "minutes": 20}]}'
            ),
            "Level 2, big_blind: 'abc' is not a whole number of chips.",
            "big_blind",
        ),
        (
            (
                '{"levels": [{"small_blind": 25, "big_blind": 50, "minutes": 20},'
                ' {"break": true, "minutes": 10.5}]}'
            ),
            "The break after level 1, minutes: 10.5 is not a whole number of minutes.",
            "minutes",
        ),
        (
            '{"levels": [{"small_blind": 25, "big_blind": 50, "antee": 25, "minutes": 20}]}',
            (
                "Level 1, antee: unknown field; a level has small_blind, big_blind, ante, "
                "big_blind_ante, minutes, game and a break has break, minutes, color_up."
            ),
            "antee",
        ),
        (
            '{"levels": [{"small_blind": true, "big_blind": 50, "minutes": 20}]}',
            "Level 1, small_blind: true is not a whole number of chips.",
            "small_blind",
        ),
        (
            '{"levels": [{"small_blind": 25, "big_blind": 50, "minutes": NaN}]}',
            "The structure file contains NaN, which is not a number.",
            "file",
        ),
        ('{"name": "x"}', 'The structure has no "levels" list.', "levels"),
        (
            '{"levels": [{"small_blind": 25, "ante": 0, "ante": 50, "minutes": 20}]}',
            "The structure file gives 'ante' twice in one level or break.",
            "ante",
        ),
        ('{"name": 5, "levels": []}', "The structure's name must be text.", "name"),
        ('"levels"', 'The structure must be an object with a "levels" list', "levels"),
        ('{"levels": [25]}', 'Row 1 of "levels" is 25, not an object', "levels"),
        ('{"levels": []}', "The structure needs at least one level.", "levels"),
        (
            (
                '{"levels": [{"small_blind": 50, "big_blind": 100, "minutes": 20},'
                ' {"small_blind": 50, "big_blind": 60, "minutes": 20}]}'
            ),
            "Level 2: the big blind goes down from 100 (level 1) to 60; blinds never go down.",
            "big_blind",
        ),
    ],
)
def test_malformed_json_names_level_and_field(text: str, message: str, field: str) -> None:
    error = refusal_json(text)
    assert error.message.startswith(message)
    assert error.details["field"] == field


def test_json_keeps_accented_names_readable() -> None:
    structure = Structure(
        name="Café league",
        rows=(Level(small_blind=25, big_blind=50, minutes=20, game="Texas Hold'em Ünïcode"),),
    )
    text = structure_to_json(structure)
    assert "Café league" in text and "Texas Hold'em Ünïcode" in text
    assert parse_structure_json(text) == structure


def test_json_syntax_error_carries_line_and_column() -> None:
    error = refusal_json('{"levels": [\n  {"small_blind": 25,, }\n]}')
    assert (error.details["line"], error.details["column"]) == (2, 22)


def test_json_row_error_carries_the_row_index() -> None:
    error = refusal_json(
        '{"levels": [{"small_blind": 25, "big_blind": 50, "minutes": 20},'
        ' {"break": true, "minutes": 10}, {"small_blind": "x", "minutes": 20}]}'
    )
    assert error.message.startswith("Level 2, small_blind: 'x'")
    assert error.details["row"] == 2
