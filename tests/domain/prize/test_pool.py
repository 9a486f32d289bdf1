"""Domain: the prize pool from buy-ins, rebuys and add-ons, the withholding,
added money and the guarantee (with the overlay)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.prize.pool import (
    BreakdownRow,
    PoolTerms,
    build_prize_pool,
    compute_prize_pool,
    format_percent,
    pool_line,
    validate_pool_terms,
)

# A 100.00 buy-in: 90.00 to the pool, 10.00 fee to the house.
HUNDRED = PoolTerms(buy_in_prize_cents=9_000, buy_in_fee_cents=1_000)


def test_only_the_prize_part_of_the_buy_in_goes_to_the_pool() -> None:
    pool = compute_prize_pool(HUNDRED, entries=40)
    assert pool.collected_cents == 360_000
    assert pool.fees_cents == 40_000
    assert pool.total_cents == 360_000
    assert pool.overlay_cents == 0
    assert pool.guarantee_met


def test_rebuys_and_add_ons_have_their_own_prize_amounts() -> None:
    terms = PoolTerms(
        buy_in_prize_cents=2_000,
        buy_in_fee_cents=500,
        rebuy_prize_cents=2_000,
        rebuy_fee_cents=0,
        add_on_prize_cents=3_000,
        add_on_fee_cents=500,
    )
    pool = compute_prize_pool(terms, entries=30, rebuys=12, add_ons=25)
    # 30 x 20 + 12 x 20 + 25 x 30 = 600 + 240 + 750 = 1,590.00
    assert pool.total_cents == 159_000
    assert pool.fees_cents == 30 * 500 + 25 * 500


def test_withholding_is_rounded_down_to_the_cent_in_the_players_favour() -> None:
    terms = PoolTerms(buy_in_prize_cents=1_111, withholding_basis_points=333)  # 3.33 %
    pool = compute_prize_pool(terms, entries=7)
    # 7 x 11.11 = 77.77; 3.33 % of it is 2.589741, withheld as 2.58.
    assert pool.collected_cents == 7_777
    assert pool.withholding_cents == 258
    assert pool.total_cents == 7_777 - 258


def test_withholding_is_not_taken_from_added_money() -> None:
    terms = PoolTerms(buy_in_prize_cents=10_000, withholding_basis_points=1_000, added_cents=50_000)
    pool = compute_prize_pool(terms, entries=20)
    # 2,000.00 collected, 10 % withheld (200.00), 500.00 added.
    assert pool.withholding_cents == 20_000
    assert pool.total_cents == 200_000 - 20_000 + 50_000


def test_guarantee_short_shows_the_overlay_the_house_pays() -> None:
    terms = PoolTerms(
        buy_in_prize_cents=10_000,
        withholding_basis_points=500,
        added_cents=20_000,
        guarantee_cents=500_000,
    )
    pool = compute_prize_pool(terms, entries=30)
    # 3,000.00 collected - 150.00 withheld + 200.00 added = 3,050.00 earned;
    # the 5,000.00 guarantee needs 1,950.00 more from the house.
    assert pool.earned_cents == 305_000
    assert pool.overlay_cents == 195_000
    assert pool.total_cents == 500_000
    assert not pool.guarantee_met


def test_guarantee_met_means_no_overlay_and_the_pool_can_pass_it() -> None:
    terms = PoolTerms(buy_in_prize_cents=10_000, guarantee_cents=500_000)
    assert compute_prize_pool(terms, entries=50).overlay_cents == 0
    pool = compute_prize_pool(terms, entries=61)
    assert pool.overlay_cents == 0
    assert pool.total_cents == 610_000


def test_empty_event_with_a_guarantee_pays_the_guarantee() -> None:
    pool = compute_prize_pool(
        PoolTerms(buy_in_prize_cents=5_000, guarantee_cents=100_000), entries=0
    )
    assert pool.total_cents == 100_000
    assert pool.overlay_cents == 100_000


def test_breakdown_for_the_room_display_and_reports() -> None:
    terms = PoolTerms(
        buy_in_prize_cents=9_000,
        buy_in_fee_cents=1_000,
        rebuy_prize_cents=9_000,
        withholding_basis_points=250,
        withholding_label="League fund",
        added_cents=10_000,
        guarantee_cents=500_000,
    )
    rows = compute_prize_pool(terms, entries=40, rebuys=5).breakdown()
    assert [row.to_json() for row in rows] == [
        row.to_json()
        for row in (
            BreakdownRow(label="Buy-ins", detail="40 \u00d7 90.00", cents=360_000),
            BreakdownRow(label="Rebuys", detail="5 \u00d7 90.00", cents=45_000),
            BreakdownRow(label="League fund", detail="2.5% of 4050.00", cents=-10_125),
            BreakdownRow(label="Added money", detail="", cents=10_000),
            BreakdownRow(label="Overlay", detail="guarantee 5000.00", cents=95_125),
            BreakdownRow(label="Prize pool", detail="", cents=500_000),
        )
    ]


def test_pool_from_purchases_as_recorded_with_different_prices() -> None:
    terms = PoolTerms(buy_in_prize_cents=0, withholding_basis_points=1_000)
    buy_ins = pool_line("Buy-ins", [(9_000, 1_000), (9_000, 1_000), (7_000, 500)])  # early bird
    add_ons = pool_line("Add-ons", [(2_000, 0)] * 2)
    pool = build_prize_pool(terms, lines=[buy_ins, add_ons])
    # 90 + 90 + 70 + 2 x 20 = 290.00 collected, 10 % withheld.
    assert pool.collected_cents == 29_000
    assert pool.fees_cents == 2_500
    assert pool.total_cents == 26_100
    assert [(str(row.label), str(row.detail)) for row in pool.breakdown()[:2]] == [
        ("Buy-ins", "3"),
        ("Add-ons", "2 \u00d7 20.00"),
    ]


@given(st.lists(st.integers(0, 10**6), max_size=50), st.integers(0, 10**6))
def test_counting_at_the_events_price_is_the_same_as_recording_each_purchase(
    fees: list[int], prize: int
) -> None:
    terms = PoolTerms(buy_in_prize_cents=prize, withholding_basis_points=725)
    recorded = build_prize_pool(terms, lines=[pool_line("Buy-ins", [(prize, fee) for fee in fees])])
    counted = compute_prize_pool(terms, entries=len(fees))
    assert recorded.total_cents == counted.total_cents
    assert recorded.withholding_cents == counted.withholding_cents


def test_a_recorded_purchase_with_negative_money_is_refused() -> None:
    with pytest.raises(InvalidInput, match="The fee of one of the Rebuys cannot be negative"):
        pool_line("Rebuys", [(1_000, -5)])


@st.composite
def pool_cases(draw: st.DrawFn) -> tuple[PoolTerms, int, int, int]:
    amounts = st.integers(0, 10**6)
    terms = PoolTerms(
        buy_in_prize_cents=draw(amounts),
        buy_in_fee_cents=draw(amounts),
        rebuy_prize_cents=draw(amounts),
        add_on_prize_cents=draw(amounts),
        withholding_basis_points=draw(st.integers(0, 10_000)),
        added_cents=draw(st.integers(0, 10**7)),
        guarantee_cents=draw(st.integers(0, 10**9)),
    )
    counts = st.integers(0, 5_000)
    return terms, draw(counts), draw(counts), draw(counts)


@given(pool_cases())
def test_pool_is_the_larger_of_earned_and_guarantee(case: tuple[PoolTerms, int, int, int]) -> None:
    terms, entries, rebuys, add_ons = case
    pool = compute_prize_pool(terms, entries=entries, rebuys=rebuys, add_ons=add_ons)
    collected = (
        entries * terms.buy_in_prize_cents
        + rebuys * terms.rebuy_prize_cents
        + add_ons * terms.add_on_prize_cents
    )
    assert pool.collected_cents == collected
    assert 0 <= pool.withholding_cents <= collected
    # Rounded down: never more than the exact share, less than a cent below it.
    exact = collected * terms.withholding_basis_points
    assert pool.withholding_cents * 10_000 <= exact < (pool.withholding_cents + 1) * 10_000
    earned = collected - pool.withholding_cents + terms.added_cents
    assert pool.total_cents == max(earned, terms.guarantee_cents)
    assert pool.overlay_cents == max(0, terms.guarantee_cents - earned)
    rows = pool.breakdown()
    assert rows[-1].cents == pool.total_cents
    assert sum(row.cents for row in rows[:-1]) == pool.total_cents


@pytest.mark.parametrize(
    ("terms", "counts", "field", "words"),
    [
        (PoolTerms(buy_in_prize_cents=-1), {}, "buy_in_prize_cents", "cannot be negative"),
        (PoolTerms(buy_in_prize_cents=True), {}, "buy_in_prize_cents", "whole number of cents"),
        (
            PoolTerms(buy_in_prize_cents=100, withholding_basis_points=10_001),
            {},
            "withholding_basis_points",
            "more than 100%",
        ),
        (
            PoolTerms(buy_in_prize_cents=100, withholding_label=" "),
            {},
            "withholding_label",
            "needs a name",
        ),
        (PoolTerms(buy_in_prize_cents=100), {"entries": -3}, "entries", "cannot be negative"),
        (PoolTerms(buy_in_prize_cents=100), {"add_ons": 2.5}, "add_ons", "whole number"),
    ],
)
def test_bad_money_settings_are_refused_naming_the_setting(
    terms: PoolTerms, counts: dict[str, object], field: str, words: str
) -> None:
    arguments: dict[str, object] = {"entries": 10, **counts}
    with pytest.raises(InvalidInput) as caught:
        compute_prize_pool(terms, **arguments)  # type: ignore[arg-type]
    assert caught.value.details["field"] == field
    assert words in caught.value.message


def test_default_terms_are_valid() -> None:
    validate_pool_terms(PoolTerms(buy_in_prize_cents=0))


@pytest.mark.parametrize(
    ("basis_points", "text"),
    [
        (0, "0%"),
        (1_000, "10%"),
        (1_250, "12.5%"),
        (1_234, "12.34%"),
        (5, "0.05%"),
        (10_000, "100%"),
    ],
)
def test_format_percent(basis_points: int, text: str) -> None:
    assert format_percent(basis_points) == text
