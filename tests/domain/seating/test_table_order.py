"""Domain: the table-opening order — parsing, its canonical text, the tables an event
may open, and the event setting that holds it."""

from __future__ import annotations

from itertools import islice

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.text import (
    MAX_LISTED,
    ListSyntax,
    Span,
    format_table_order,
    parse_spans,
    parse_table_order,
)
from floortool.domain.seating.table_order import planned_seats, planned_tables
from floortool.domain.tournament.event import settings_for


def numbers(text: str, seats: int = 9) -> list[tuple[int, int]]:
    return list(parse_table_order(text).tables(seats))


def test_ranges_open_in_the_order_listed_with_their_own_seat_counts() -> None:
    assert [n for n, _ in numbers("1-3, 21-23")] == [1, 2, 3, 21, 22, 23]
    assert [n for n, _ in numbers("30-28,5")] == [30, 29, 28, 5]
    assert numbers(" 4 , 7-8 : 10 ") == [(4, 9), (7, 10), (8, 10)]


def test_blank_is_one_two_three_and_unbounded() -> None:
    order = parse_table_order("  ")
    assert list(islice(order.tables(8), 4)) == [(1, 8), (2, 8), (3, 8), (4, 8)]
    assert order.listed() is None and format_table_order(order) == ""
    assert order.seats_of(9_999, 8) == 8 and order.seats_of(10_000, 8) is None


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("1-x", "'1-x' is not a table number"),
        ("1;2", "'1;2' is not a table number"),
        ("__import__('os')", "is not a table number"),
        ("0", "names table 0"),
        ("5-10000", "names table 10000"),
        ("1-3, 2", "'2' lists table 2 again (already in '1-3')"),
        ("1,,2", "an empty item between commas"),
        ("1-4:13", "gives 13 seats"),
        ("1-4:1", "gives 1 seat;"),
        (f"1-{MAX_LISTED + 1}", f"lists at most {MAX_LISTED} tables"),
        ("1," * 600, "longer than 1000 characters"),
    ],
)
def test_bad_orders_are_refused_with_the_item_named(text: str, words: str) -> None:
    with pytest.raises(InvalidInput) as info:
        parse_table_order(text)
    assert words in info.value.message
    assert info.value.details == {"field": "table_order"}


def test_another_list_of_tables_uses_its_own_words_and_no_seat_counts() -> None:
    syntax = ListSyntax(what="Break order", field="break_order", example="e.g. 12, 11", seats=False)
    assert parse_spans("12, 11, 30-29", syntax) == (Span(12, 12), Span(11, 11), Span(30, 29))
    with pytest.raises(InvalidInput) as info:
        parse_spans("3-4:9", syntax)
    assert info.value.message.startswith("Break order: '3-4:9'")
    assert info.value.details == {"field": "break_order"}


spans = st.lists(
    st.tuples(st.integers(1, 60), st.integers(1, 60), st.none() | st.integers(2, 12)),
    min_size=1,
    max_size=6,
)


@given(spans)
def test_the_canonical_text_reads_back_as_the_same_order(items: list[tuple]) -> None:
    seen: set[int] = set()
    kept: list[str] = []
    for first, last, seats in items:
        tables = set(Span(first, last).numbers())
        if tables & seen:
            continue
        seen |= tables
        kept.append(f"{first}-{last}" + ("" if seats is None else f":{seats}"))
    order = parse_table_order(",".join(kept))
    assert parse_table_order(format_table_order(order)) == order
    assert len(numbers(format_table_order(order))) == len(seen) == order.listed()


def test_planned_tables_take_the_first_tables_of_the_order() -> None:
    assert list(planned_tables("21-23, 1-2:6", tables=4, seats=9)) == [
        (21, 9),
        (22, 9),
        (23, 9),
        (1, 6),
    ]
    assert planned_seats("21-23, 1-2:6", 1, tables=4, seats=9) == 6
    assert planned_seats("21-23, 1-2:6", 2, tables=4, seats=9) is None  # the fifth
    assert planned_seats("21-23, 1-2:6", 2, tables=0, seats=9) == 6
    assert planned_seats("", 57, tables=0, seats=9) == 9
    assert planned_seats("", 57, tables=10, seats=9) is None


def test_the_event_setting_is_checked() -> None:
    assert settings_for(name="Main", table_order="1-10, 21-30").table_order == "1-10, 21-30"
    with pytest.raises(InvalidInput) as info:
        settings_for(name="Main", table_order="1-a")
    assert info.value.details == {"field": "table_order"}
    with pytest.raises(InvalidInput) as info:
        settings_for(name="Main", tables=5, table_order="1-4")
    assert "lists 4 tables but the event has 5" in info.value.message
