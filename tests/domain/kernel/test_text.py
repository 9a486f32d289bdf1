"""The kernel's small grammars: whole numbers and finishing places as a director types
them (one reader for the results desk, the command line and the league's CSV files)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.text import MAX_DIGITS, MAX_PLACE, parse_places, read_whole


@pytest.mark.parametrize(
    ("typed", "value"),
    [("52000", 52_000), (" 52,000 ", 52_000), ("52 000", 52_000), ("52_000", 52_000), ("0", 0)],
)
def test_whole_numbers_read_with_or_without_thousands_groups(typed: str, value: int) -> None:
    assert read_whole(typed) == value


@pytest.mark.parametrize(
    "typed", ["", "-5", "1.5", "5,00", "²", "٣", "1e3", "inf", "12,3456", "9" * (MAX_DIGITS + 1)]
)
def test_what_is_not_a_whole_number_reads_as_none(typed: str) -> None:
    """``²`` is a digit to ``str.isdigit`` but not to ``int``; Arabic-Indic digits are
    digits to ``int`` but not what a director types on a floor laptop: both are refused."""
    assert read_whole(typed) is None


def test_a_place_or_a_shared_range() -> None:
    assert parse_places("7") == (7,)
    assert parse_places(" 9-10 ") == (9, 10)


@pytest.mark.parametrize(
    ("typed", "why"),
    [
        ("x", "write 7, or 9-10"),
        ("0", "places start at 1"),
        ("10-9", "runs low to high"),
        ("9-", "write 7, or 9-10"),
        ("1-2000000000", "only 100,000 places"),
    ],
)
def test_what_is_not_a_place_is_refused_with_the_reason(typed: str, why: str) -> None:
    with pytest.raises(InvalidInput, match=why) as refused:
        parse_places(typed)
    assert refused.value.details["field"] == "place"


def test_a_range_past_the_field_is_refused_before_it_is_built() -> None:
    with pytest.raises(InvalidInput, match="only 45 places"):
        parse_places("44-46", most=45)


@given(st.text(max_size=40))
def test_any_text_is_a_place_range_or_a_clean_refusal(typed: str) -> None:
    try:
        places = parse_places(typed)
    except InvalidInput:
        return
    assert 1 <= places[0] <= places[-1] <= MAX_PLACE
    assert list(places) == list(range(places[0], places[-1] + 1))
