"""Domain: payout tables (built-in, parsed, edited, validated) and the amounts
paid per place, which always add up to the pool and never rise with place."""

from __future__ import annotations

import functools
import itertools
import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.prize.payout_edit import (
    add_range,
    move_range_start,
    remove_place,
    remove_range,
    set_place_percentage,
    set_range_percentages,
)
from floortool.domain.prize.payout_files import (
    parse_payout_table_data,
    parse_payout_table_json,
    parse_percent,
    payout_table_to_data,
    payout_table_to_json,
)
from floortool.domain.prize.payouts import (
    PaidPlace,
    PayoutRange,
    PayoutTable,
    compute_payouts,
    ordinal,
    payouts_for,
    validate_payout_table,
)

TABLES = Path(__file__).resolve().parents[3] / "resources" / "payouts"
BUILT_IN = ("standard.json", "top-heavy.json", "flat.json", "winner-takes-all.json")


@functools.cache
def load(name: str) -> PayoutTable:
    return parse_payout_table_json((TABLES / name).read_text(encoding="utf-8"))


def rng(low: int, high: int | None, *shares: int) -> PayoutRange:
    return PayoutRange(min_players=low, max_players=high, basis_points=shares)


SMALL = PayoutTable(
    name="Small",
    ranges=(
        rng(2, 10, 6500, 3500),
        rng(11, 20, 5000, 3000, 2000),
        rng(21, None, 4500, 2700, 1700, 1100),
    ),
)

# ---------------------------------------------------------------- strategies


@st.composite
def shares(draw: st.DrawFn, places: int) -> tuple[int, ...]:
    """Any shares for ``places`` places: each at least 0.01 %, never rising,
    adding up to exactly 100 %."""
    weights = sorted(draw(st.lists(st.integers(0, 1000), min_size=places, max_size=places)))
    weights.reverse()
    spare = 10_000 - places
    total = sum(weights) or 1
    result = [1 + spare * weight // total for weight in weights]
    result[0] += 10_000 - sum(result)
    return tuple(result)


@st.composite
def tables(draw: st.DrawFn) -> PayoutTable:
    ranges = []
    low = 2
    count = draw(st.integers(1, 6))
    for index in range(count):
        last = index == count - 1
        width = draw(st.integers(0, 300))
        high = None if last and draw(st.booleans()) else low + width
        places = draw(st.integers(1, min(low, 40)))
        ranges.append(
            PayoutRange(min_players=low, max_players=high, basis_points=draw(shares(places)))
        )
        low = low + width + 1
    name = draw(st.sampled_from(["Standard", "Club night", 'Deep "stack"', "Été"]))
    return PayoutTable(name=name, ranges=tuple(ranges))


units = st.sampled_from([1, 5, 25, 100, 500, 1_000, 2_500, 10_000])
pools = st.integers(0, 10**10)

# ---------------------------------------------------------------- amounts


def test_worked_example_three_places() -> None:
    payouts = compute_payouts(100_000, field_size=15, table=SMALL, rounding_unit_cents=100)
    assert payouts.amounts_cents == (50_000, 30_000, 20_000)
    assert payouts.paid[1] == PaidPlace(place=2, basis_points=3000, cents=30_000)
    assert payouts.paid[1].describe() == "2nd: 300.00 (30%)"
    assert payouts.amount_for(4) == 0


def test_rounding_down_to_the_unit_with_the_remainder_to_first() -> None:
    # 1,237.45 among 45/27/17/11 rounded down to 5.00: 556.85 -> 555, 334.11 -> 330,
    # 210.37 -> 210, 136.12 -> 135; the 7.45 left over goes to 1st (562.45).
    payouts = compute_payouts(123_745, field_size=30, table=SMALL, rounding_unit_cents=500)
    assert payouts.amounts_cents == (56_245, 33_000, 21_000, 13_500)


def test_payouts_recomputed_as_the_field_grows() -> None:
    places = [
        compute_payouts(entries * 5_000, field_size=entries, table=SMALL).places
        for entries in (2, 10, 11, 20, 21, 500)
    ]
    assert places == [2, 2, 3, 3, 4, 4]


def test_winner_takes_all_even_when_the_pool_is_odd() -> None:
    payouts = compute_payouts(
        1_234_567, field_size=9, table=load("winner-takes-all.json"), rounding_unit_cents=10_000
    )
    assert payouts.amounts_cents == (1_234_567,)


def test_a_unit_larger_than_the_lower_shares_leaves_them_nothing_but_still_adds_up() -> None:
    payouts = payouts_for((5000, 3000, 2000), 1_000, rounding_unit_cents=500)
    assert payouts.amounts_cents == (1_000, 0, 0)


@given(tables(), pools, units, st.integers(2, 2_000))
def test_payouts_add_up_never_rise_and_respect_the_unit(
    table: PayoutTable, pool: int, unit: int, field: int
) -> None:
    top = table.ranges[-1].max_players
    if top is not None:
        field = min(field, top)
    payouts = compute_payouts(pool, field_size=field, table=table, rounding_unit_cents=unit)
    amounts = payouts.amounts_cents
    assert sum(amounts) == pool
    assert all(a >= b for a, b in itertools.pairwise(amounts))
    assert all(amount % unit == 0 for amount in amounts[1:])
    for place in payouts.paid:
        exact = pool * place.basis_points  # in 1/10000 cents
        if place.place == 1:
            assert place.cents * 10_000 >= exact
        else:
            assert place.cents * 10_000 <= exact < (place.cents + unit) * 10_000


@pytest.mark.parametrize("name", BUILT_IN)
@given(pool=pools, unit=units, field=st.integers(2, 5_000))
def test_built_in_tables_add_up_and_never_rise(name: str, pool: int, unit: int, field: int) -> None:
    payouts = compute_payouts(pool, field_size=field, table=load(name), rounding_unit_cents=unit)
    amounts = payouts.amounts_cents
    assert sum(amounts) == pool
    assert all(a >= b for a, b in itertools.pairwise(amounts))
    assert payouts.places <= field


def test_payouts_for_the_directors_own_percentages() -> None:
    payouts = payouts_for((4000, 3000, 2000, 1000), 77_777, rounding_unit_cents=100)
    assert payouts.amounts_cents == (31_277, 23_300, 15_500, 7_700)


@pytest.mark.parametrize(
    ("places", "words"),
    [
        ((5000, 3000), "add up to 80%, not 100% (20% left to give)"),
        ((6000, 3000, 2000), "add up to 110%, not 100% (10% too much)"),
        ((5000, 2000, 3000), "Place 3: it pays 30%, more than place 2 (20%)"),
        ((10_000, 0), "Place 2: a place in the money must be paid more than 0%"),
        ((), "At least one place must be paid"),
    ],
)
def test_payouts_for_refuses_bad_percentages(places: tuple[int, ...], words: str) -> None:
    with pytest.raises(InvalidInput, match=words.replace("(", r"\(").replace(")", r"\)")):
        payouts_for(places, 10_000)


@pytest.mark.parametrize(
    ("pool", "unit", "field", "words"),
    [
        (-1, 1, 10, "cannot be negative"),
        (100, 0, 10, "at least 0.01"),
        (100, 1, 1, "Payouts start at 2 players; the field has 1"),
    ],
)
def test_compute_payouts_refusals(pool: int, unit: int, field: int, words: str) -> None:
    with pytest.raises(InvalidInput, match=words):
        compute_payouts(pool, field_size=field, table=SMALL, rounding_unit_cents=unit)


def test_a_field_beyond_a_closed_table_is_refused() -> None:
    closed = PayoutTable(name="Closed", ranges=(rng(2, 10, 10_000),))
    with pytest.raises(InvalidInput, match="no range for 11 players; it stops at 10"):
        compute_payouts(10_000, field_size=11, table=closed)


# ---------------------------------------------------------------- built-in tables


def test_the_built_in_tables_are_there() -> None:
    assert {path.name for path in TABLES.glob("*.json")} >= set(BUILT_IN)


@pytest.mark.parametrize("name", BUILT_IN)
def test_built_in_table_parses_validates_and_is_in_canonical_form(name: str) -> None:
    text = (TABLES / name).read_text(encoding="utf-8")
    table = parse_payout_table_json(text)
    validate_payout_table(table)
    assert table.name
    assert table.ranges[-1].max_players is None  # pays any field size
    assert payout_table_to_json(table) == text


@pytest.mark.parametrize("name", BUILT_IN)
def test_built_in_tables_pay_more_places_and_a_smaller_first_as_fields_grow(name: str) -> None:
    table = load(name)
    for before, after in zip(table.ranges, table.ranges[1:], strict=False):
        assert after.places >= before.places
        assert after.basis_points[0] <= before.basis_points[0]


@pytest.mark.parametrize(
    ("name", "low", "high"),
    [("standard.json", 0.14, 0.20), ("flat.json", 0.19, 0.27), ("top-heavy.json", 0.095, 0.14)],
)
def test_built_in_tables_pay_about_their_share_of_the_field(
    name: str, low: float, high: float
) -> None:
    table = load(name)
    for field in range(30, table.ranges[-1].min_players):
        assert low <= table.places_paid(field) / field <= high, field


def test_standard_table_small_fields() -> None:
    table = load("standard.json")
    assert table.range_for(5).basis_points == (10_000,)
    assert table.range_for(6).basis_points == (6_500, 3_500)
    assert table.range_for(10).basis_points == (6_500, 3_500)
    assert table.range_for(11).basis_points == (5_000, 3_000, 2_000)
    assert table.range_for(20).basis_points == (5_000, 3_000, 2_000)


def test_built_in_min_cash_is_about_one_and_a_half_entries_or_more() -> None:
    # The last place paid gets at least 1.4 times what one entry put in, even
    # at the smallest field of every range of the three graded tables.
    for name in ("standard.json", "flat.json", "top-heavy.json"):
        for payout_range in load(name).ranges:
            assert payout_range.basis_points[-1] * payout_range.min_players >= 14_000


# ---------------------------------------------------------------- JSON


@given(tables())
def test_any_valid_table_round_trips_through_json(table: PayoutTable) -> None:
    validate_payout_table(table)
    assert parse_payout_table_json(payout_table_to_json(table)) == table


@given(tables())
def test_any_valid_table_round_trips_through_journal_data(table: PayoutTable) -> None:
    data = json.loads(json.dumps(payout_table_to_data(table)))
    assert parse_payout_table_data(data) == table


@pytest.mark.parametrize(
    ("value", "basis_points"),
    [(32.5, 3250), ("32.50", 3250), ("32.5 %", 3250), (100, 10_000), (0.01, 1), (33.33, 3333)],
)
def test_parse_percent(value: object, basis_points: int) -> None:
    assert parse_percent(value) == basis_points


def table_text(*ranges: str, name: str = "Club") -> str:
    return json.dumps(name).join(['{"name": ', ', "ranges": [']) + ", ".join(ranges) + "]}"


@pytest.mark.parametrize(
    ("text", "message", "details"),
    [
        (
            table_text(
                '{"min_players": 2, "max_players": 10, "percentages": [65, 35]}',
                '{"min_players": 11, "max_players": 20, "percentages": [50, 30, 15]}',
            ),
            "Payout range 11 to 20 players: the places add up to 95%, not 100% (5% left to give).",
            {"range": 1, "place": 0},
        ),
        (
            table_text(
                '{"min_players": 2, "max_players": 10, "percentages": [65, 35]}',
                '{"min_players": 11, "max_players": null, "percentages": [50, 20, 30]}',
            ),
            (
                "Payout range 11 players or more, place 3: it pays 30%, more than place 2 (20%); "
                "a lower place never pays more."
            ),
            {"range": 1, "place": 3},
        ),
        (
            table_text('{"min_players": 2, "max_players": 10, "percentages": [65, 35.005]}'),
            "Payout range 2 to 10 players, place 2: 35.005% has more than two decimals.",
            {"range": 0, "place": 2},
        ),
        (
            table_text('{"min_players": 2, "max_players": 10, "percentages": [65, "lots"]}'),
            (
                "Payout range 2 to 10 players, place 2: 'lots' is not a percentage "
                "(write it like 32.5)."
            ),
            {"range": 0, "place": 2},
        ),
        (
            table_text('{"min_players": 2, "max_players": 10, "percentages": [100, 0]}'),
            (
                "Payout range 2 to 10 players, place 2: a place in the money must be paid more "
                "than 0%."
            ),
            {"range": 0, "place": 2},
        ),
        (
            table_text('{"min_players": 2, "max_players": 10, "percentages": [50, 30, 20]}'),
            (
                "Payout range 2 to 10 players: it pays 3 places, more than the 2 players of its "
                "smallest field."
            ),
            {"range": 0},
        ),
        (
            table_text('{"min_players": 3, "max_players": 10, "percentages": [100]}'),
            "Payout range 3 to 10 players: the first range must start at 2 players.",
            {"range": 0},
        ),
        (
            table_text(
                '{"min_players": 2, "max_players": 10, "percentages": [100]}',
                '{"min_players": 12, "max_players": 20, "percentages": [100]}',
            ),
            (
                "Payout range 12 to 20 players: it leaves a gap: the range before it ends at 10 "
                "players, so this one must start at 11."
            ),
            {"range": 1},
        ),
        (
            table_text(
                '{"min_players": 2, "max_players": 10, "percentages": [100]}',
                '{"min_players": 8, "max_players": 20, "percentages": [100]}',
            ),
            (
                "Payout range 8 to 20 players: it overlaps the range before it, which ends at 10 "
                "players."
            ),
            {"range": 1},
        ),
        (
            table_text(
                '{"min_players": 2, "percentages": [100]}',
                '{"min_players": 11, "max_players": 20, "percentages": [100]}',
            ),
            "Payout range 1: no max_players; only the last range can be open-ended.",
            {"range": 0},
        ),
        (
            table_text('{"min_players": 2, "max_players": 10, "payouts": [100]}'),
            (
                "Payout range 1: unknown field 'payouts'; a range has min_players, max_players, "
                "percentages."
            ),
            {"range": 0},
        ),
        (
            table_text('{"min_players": 2, "max_players": 10, "percentages": []}'),
            (
                "Payout range 2 to 10 players: percentages must be a list with one percentage "
                "per place, like [50, 30, 20]."
            ),
            {"range": 0},
        ),
        (
            table_text('{"min_players": 2.5, "max_players": 10, "percentages": [100]}'),
            "Payout range 1: min_players 2.5 is not a number of players.",
            {"range": 0},
        ),
        (
            table_text('{"min_players": 2, "max_players": 10, "percentages": [1e999999, 1]}'),
            "Payout range 2 to 10 players, place 1: 1E+999999% is not between 0 and 100%.",
            {"range": 0, "place": 1},
        ),
        (
            table_text('{"min_players": 2, "max_players": 1e999999, "percentages": [100]}'),
            "Payout range 1: max_players 1E+999999 is not a number of players.",
            {"range": 0},
        ),
        (table_text(name=""), "The payout table needs a name.", {"field": "name"}),
        (table_text(), "The payout table has no ranges.", {"field": "ranges"}),
        ('{"name": "X", "ranges": [', "not valid JSON: line 1, column 26", {"line": 1}),
        (
            '{"name": "X", "ranges": [{"min_players": 2, "percentages": [NaN]}]}',
            "contains NaN, which is not a number",
            {},
        ),
        (
            '{"name": "X", "name": "Y", "ranges": []}',
            "gives 'name' twice",
            {},
        ),
        ('["a list"]', 'must be an object with a "name" and a "ranges" list', {}),
    ],
)
def test_malformed_tables_are_refused_naming_the_range_and_place(
    text: str, message: str, details: dict[str, object]
) -> None:
    with pytest.raises(InvalidInput) as caught:
        parse_payout_table_json(text)
    assert message in caught.value.message
    for key, value in details.items():
        assert caught.value.details[key] == value


# ---------------------------------------------------------------- editing


def test_set_a_place_then_the_range_adds_up_again() -> None:
    table = set_place_percentage(SMALL, range_index=1, place=1, basis_points=4_500)
    with pytest.raises(InvalidInput, match="11 to 20 players: the places add up to 95%"):
        validate_payout_table(table)
    table = set_place_percentage(table, range_index=1, place=4, basis_points=500)
    validate_payout_table(table)
    assert table.range_for(15).basis_points == (4_500, 3_000, 2_000, 500)


def test_remove_a_place_and_replace_a_whole_range() -> None:
    table = remove_place(SMALL, range_index=2, place=4)
    assert table.ranges[2].basis_points == (4_500, 2_700, 1_700)
    table = set_range_percentages(table, range_index=2, basis_points=(4_000, 3_500, 2_500))
    validate_payout_table(table)


def test_add_range_splits_the_range_holding_that_field_size() -> None:
    table = add_range(SMALL, min_players=6, basis_points=(7_000, 3_000))
    validate_payout_table(table)
    assert [(r.min_players, r.max_players) for r in table.ranges] == [
        (2, 5),
        (6, 10),
        (11, 20),
        (21, None),
    ]
    assert table.range_for(5).basis_points == (6_500, 3_500)
    assert table.range_for(7).basis_points == (7_000, 3_000)


def test_add_range_after_a_closed_table_opens_it() -> None:
    closed = PayoutTable(name="Closed", ranges=(rng(2, 10, 10_000),))
    table = add_range(closed, min_players=11)
    validate_payout_table(table)
    assert table.ranges[-1] == rng(11, None, 10_000)
    with pytest.raises(InvalidInput, match="must start right after 10"):
        add_range(closed, min_players=15)


def test_remove_range_gives_its_fields_to_the_range_before() -> None:
    table = remove_range(SMALL, range_index=1)
    validate_payout_table(table)
    assert [(r.min_players, r.max_players) for r in table.ranges] == [(2, 20), (21, None)]
    first_gone = remove_range(SMALL, range_index=0)
    assert first_gone.ranges[0].min_players == 2
    with pytest.raises(InvalidInput, match="pays 3 places, more than the 2 players"):
        validate_payout_table(first_gone)


def test_move_range_start() -> None:
    table = move_range_start(SMALL, range_index=1, min_players=13)
    validate_payout_table(table)
    assert table.places_paid(12) == 2
    assert table.places_paid(13) == 3


@pytest.mark.parametrize(
    ("edit", "words"),
    [
        (
            lambda: set_place_percentage(SMALL, range_index=3, place=1, basis_points=1),
            "no payout range 4",
        ),
        (
            lambda: set_place_percentage(SMALL, range_index=0, place=4, basis_points=1),
            "add place 3 first",
        ),
        (
            lambda: set_place_percentage(SMALL, range_index=0, place=1, basis_points=0),
            "between 0 and 100%",
        ),
        (lambda: remove_place(SMALL, range_index=0, place=3), "there is no place 3"),
        (lambda: add_range(SMALL, min_players=11), "already starts at 11"),
        (lambda: add_range(SMALL, min_players=2), "must start above 2"),
        (lambda: move_range_start(SMALL, range_index=0, min_players=3), "always starts at 2"),
        (lambda: move_range_start(SMALL, range_index=1, min_players=2), "from 3 to 20 players"),
        (
            lambda: remove_range(
                PayoutTable(name="One", ranges=(rng(2, None, 10_000),)), range_index=0
            ),
            "at least one range",
        ),
    ],
)
def test_edits_that_make_no_sense_are_refused(edit: object, words: str) -> None:
    assert callable(edit)
    with pytest.raises(InvalidInput, match=words):
        edit()


@pytest.mark.parametrize(
    ("number", "text"),
    [
        (1, "1st"),
        (2, "2nd"),
        (3, "3rd"),
        (4, "4th"),
        (11, "11th"),
        (12, "12th"),
        (13, "13th"),
        (21, "21st"),
        (102, "102nd"),
        (111, "111th"),
    ],
)
def test_ordinal(number: int, text: str) -> None:
    assert ordinal(number) == text


def test_a_table_that_does_not_add_up_is_refused_every_time_it_is_used() -> None:
    """The check of a table is kept once it passes (every bust asks for the payouts of
    the same table), never a refusal: a bad table is refused at every use."""
    bad = PayoutTable(name="Bad", ranges=(rng(2, None, 6000, 3000),))  # 90%
    for _ in range(3):
        with pytest.raises(InvalidInput, match="100"):
            compute_payouts(10_000, field_size=5, table=bad)
    assert list(compute_payouts(10_000, field_size=5, table=SMALL).amounts_cents) == [6500, 3500]
