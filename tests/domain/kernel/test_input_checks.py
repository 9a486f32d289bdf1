"""Domain: the checks every file and argument goes through (``input_checks``), and
the CSV rows of an import when a quote is left open or stray."""

from __future__ import annotations

import codecs

import pytest

from floortool.domain.kernel.csv_rows import CsvRows, plain_cell, safe_cell
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import (
    MAX_DEPTH,
    check_text,
    decode_file,
    finite_number,
)
from floortool.domain.kernel.json_text import load_json_text
from floortool.domain.players.imports import plan_import
from floortool.domain.prize.payout_files import parse_payout_table_json
from floortool.domain.structure.files import parse_structure_csv, structure_to_csv
from floortool.domain.structure.levels import Level, Structure


def refusal(call: object, *args: object, **kwargs: object) -> InvalidInput:
    assert callable(call)
    with pytest.raises(InvalidInput) as caught:
        call(*args, **kwargs)
    return caught.value


def test_bytes_that_are_not_utf8_are_named_with_their_offset_and_line() -> None:
    error = refusal(decode_file, b"\xff{}", name="structure.json")
    assert error.message.startswith("structure.json is not UTF-8 text (byte 0xff at offset 0")
    error = refusal(decode_file, b'{\n"a": "\xe9"}', name="t.json")
    assert "byte 0xe9 at offset 8, line 2" in error.message
    assert error.details["offset"] == 8
    # The offset counts in the file, byte-order mark included.
    error = refusal(decode_file, codecs.BOM_UTF8 + b"ab\xc3", name="t.csv")
    assert "byte 0xc3 at offset 5" in error.message


@pytest.mark.parametrize("bom", [codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE])
def test_a_utf16_file_is_named_as_such(bom: bytes) -> None:
    text = "name\nAnn\n".encode("utf-16-le" if bom == codecs.BOM_UTF16_LE else "utf-16-be")
    error = refusal(decode_file, bom + text, name="players.csv")
    assert error.message.startswith("players.csv is UTF-16 text")


def test_utf8_with_or_without_a_byte_order_mark_reads() -> None:
    assert decode_file(codecs.BOM_UTF8 + "Zoë".encode(), name="x") == "Zoë"
    assert decode_file("Zoë".encode(), name="x") == "Zoë"


def test_json_nested_past_the_limit_is_refused_before_parsing() -> None:
    fine = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert load_json_text(fine, what="The file", item="an item") is not None
    deep = "[" * 100_000
    error = refusal(load_json_text, deep, what="The file", item="an item")
    assert error.message == f"The file is nested more than {MAX_DEPTH} levels deep (line 1)."
    # Brackets inside texts do not count.
    assert load_json_text(f'["{"[" * 100}"]', what="The file", item="x") == ["[" * 100]


def test_json_numbers_too_large_are_refused_before_they_are_built() -> None:
    error = refusal(load_json_text, "[1" + "0" * 5000 + "]", what="The table", item="x")
    assert error.message.startswith("The table holds a number too large: 10000")
    assert refusal(load_json_text, "[1e300]", what="T", item="x").message.startswith(
        "T holds a number too large"
    )
    assert load_json_text("[123456789012345678, 2.5]", what="T", item="x") == [
        123456789012345678,
        2.5,
    ]


def test_a_lone_surrogate_in_json_text_is_refused_naming_the_field() -> None:
    text = '{"name": "ok", "levels": [{"game": "NL\\ud800"}]}'
    error = refusal(load_json_text, text, what="The structure file", item="x")
    assert error.message.startswith("The structure file: the text at levels[0].game holds")
    assert error.details["field"] == "levels[0].game"


def test_arguments_with_surrogates_or_too_long_are_refused() -> None:
    assert check_text("Ann Lee", what="The name", field="name", longest=10) == "Ann Lee"
    assert "\\udcff" in refusal(check_text, "Ann\udcff", what="The name", field="name").message
    error = refusal(check_text, "a" * 400, what="The name", field="name", longest=80)
    assert error.message == "The name is 400 characters long; at most 80 are allowed."


@pytest.mark.parametrize("text", ["inf", "-inf", "nan", "1e300", "²", "٣", "1_0", "", "0x10"])
def test_numbers_typed_must_be_plain_finite_decimals(text: str) -> None:
    refusal(finite_number, text, what="Seconds", field="seconds", largest=86_400)


def test_numbers_typed_are_bounded_either_way() -> None:
    assert finite_number(" -30 ", what="S", field="s", largest=60) == -30
    assert finite_number("1.5", what="S", field="s", largest=60) == 1.5
    assert "beyond 60" in refusal(finite_number, "61", what="S", field="s", largest=60).message
    assert (
        "beyond" in refusal(finite_number, "-" + "9" * 30, what="S", field="s", largest=60).message
    )


def test_an_unclosed_quote_reports_the_lines_it_takes_in() -> None:
    """Every line is imported or reported: the quote opened on line 3 takes in
    lines 3 to 5, and they are reported, not folded into one player."""
    text = 'name,nickname\nAnn,a\nBob,"b\nCy,c\nDi,d\n'
    plan = plan_import({}, text)
    assert [row["name"] for row in plan.accepted] == ["Ann"]
    assert [(r.line, r.reason) for r in plan.rejected] == [
        (3, "a quote opened here is never closed, so lines 3-5 cannot be read")
    ]


def test_a_stray_quote_rejects_its_row_and_reading_goes_on() -> None:
    rows = CsvRows('name\n"Ann"x\nBob\n', max_rows=10)
    assert [row.cells for row in rows] == [["Bob"]]
    assert [r.line for r in rows.rejected] == [2]
    assert rows.rejected[0].reason.startswith("cannot be read")


@pytest.mark.parametrize("text", ["=1+1", "+1", "-1", "@SUM(A1)", "=HYPERLINK(x)"])
def test_cells_a_spreadsheet_would_run_are_neutralised_and_read_back(text: str) -> None:
    assert safe_cell(text) == "'" + text
    assert plain_cell(safe_cell(text)) == text
    assert safe_cell("Ann") == "Ann"


def test_structure_csv_export_neutralises_the_game_and_reads_it_back() -> None:
    structure = Structure(
        name="S", rows=(Level(small_blind=25, big_blind=50, minutes=20, game="=HYPERLINK(1)"),)
    )
    text = structure_to_csv(structure)
    assert ",'=HYPERLINK(1)," in text
    assert parse_structure_csv(text, name="S").rows[0] == structure.rows[0]


def test_a_payout_percentage_past_any_decimal_is_too_large() -> None:
    """Found by the 10,000-a-kind fuzz run: ``1e9999999`` overflowed ``abs()``."""
    text = '{"name": "C", "ranges": [{"min_players": 1e9999999, "percentages": [100]}]}'
    error = refusal(parse_payout_table_json, text)
    assert error.message == "The payout table holds a number too large: 1e9999999."
