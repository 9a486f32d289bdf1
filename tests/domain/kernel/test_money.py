"""Domain: money as integer cents, parsed from and shown as decimal text."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.money import format_money, format_money_grouped, parse_money


@pytest.mark.parametrize(
    ("text", "cents"),
    [
        ("20", 2000),
        ("20.5", 2050),
        ("20.50", 2050),
        ("20,50", 2050),
        ("20.05", 2005),
        ("0", 0),
        ("0.01", 1),
        ("  7.25 ", 725),
        ("007", 700),
        ("999999999.99", 99_999_999_999),
    ],
)
def test_parse_money_gives_cents(text: str, cents: int) -> None:
    assert parse_money(text) == cents


@pytest.mark.parametrize(
    "text",
    ["", " ", "abc", "-5", "+5", "20.", ".5", "20.505", "1e3", "20 50", "$20", "1,000.00", "½"],
)
def test_parse_money_refuses_bad_text(text: str) -> None:
    with pytest.raises(InvalidInput) as info:
        parse_money(text, field="buy-in")
    assert info.value.code == "invalid_input"
    assert info.value.message.startswith("buy-in: ")
    assert "is not an amount of money" in info.value.message
    assert info.value.details == {"field": "buy-in"}


@pytest.mark.parametrize(
    ("cents", "text"), [(0, "0.00"), (1, "0.01"), (2050, "20.50"), (-2050, "-20.50"), (-5, "-0.05")]
)
def test_format_money_shows_two_decimals(cents: int, text: str) -> None:
    assert format_money(cents) == text


@pytest.mark.parametrize(
    ("cents", "text"),
    [
        (0, "0.00"),
        (99_999, "999.99"),
        (100_000, "1,000.00"),
        (123_456_789, "1,234,567.89"),
        (-1_250_050, "-12,500.50"),
    ],
)
def test_grouped_money_groups_thousands(cents: int, text: str) -> None:
    assert format_money_grouped(cents) == text
    assert format_money_grouped(cents).replace(",", "") == format_money(cents)


@given(st.integers(min_value=0, max_value=999_999_999_99))
def test_money_format_then_parse_round_trips(cents: int) -> None:
    assert parse_money(format_money(cents)) == cents


@given(
    st.integers(min_value=0, max_value=999_999_999),
    st.one_of(st.none(), st.integers(min_value=0, max_value=99)),
)
def test_money_parse_then_format_is_canonical(whole: int, fraction: int | None) -> None:
    text = str(whole) if fraction is None else f"{whole}.{fraction:02d}"
    cents = parse_money(text)
    assert cents == whole * 100 + (fraction or 0)
    assert format_money(cents) == f"{whole}.{fraction or 0:02d}"


@given(st.text(alphabet=st.characters(exclude_categories=("Nd",)), min_size=1))
def test_money_text_without_digits_is_refused(text: str) -> None:
    with pytest.raises(InvalidInput):
        parse_money(text)
