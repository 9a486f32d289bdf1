"""Domain: the deal calculator (chip chop, lowest prize plus chip chop, ICM,
negotiated), its rounding, and deals recorded as journal data."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.prize.deal_data import deal_to_data, parse_deal_data
from floortool.domain.prize.deals import (
    Deal,
    DealMethod,
    plan_deal,
    record_negotiated_deal,
    validate_deal,
)
from floortool.domain.prize.icm import MAX_ICM_PLAYERS, finish_probabilities, icm_equities

# ---------------------------------------------------------------- ICM by hand

# Stacks A 5,000, B 3,000, C 2,000 (10,000 in play); prizes 50 / 30 / 20.
#
# 1st: A 5/10, B 3/10, C 2/10.
# 2nd: A = P(B 1st) * 5/7 + P(C 1st) * 5/8 = 3/14 + 1/8 = 19/56
#      B = P(A 1st) * 3/5 + P(C 1st) * 3/8 = 3/10 + 3/40 = 3/8
#      C = P(A 1st) * 2/5 + P(B 1st) * 2/7 = 1/5 + 3/35 = 2/7
# 3rd: what is left: A 1 - 1/2 - 19/56 = 9/56, B 1 - 3/10 - 3/8 = 13/40,
#      C 1 - 1/5 - 2/7 = 18/35.
# Equity: A 50/2 + 30 * 19/56 + 20 * 9/56 = 25 + 750/56 = 1075/28 = 38.392857...
#         B 50 * 3/10 + 30 * 3/8 + 20 * 13/40 = 15 + 11.25 + 6.5 = 32.75
#         C 50/5 + 30 * 2/7 + 20 * 18/35 = 10 + 60/7 + 72/7 = 202/7 = 28.857142...
# (1075/28 + 131/4 + 202/7 = 2800/28 = 100.) The brief quoted "about
# 38.4 / 32.2 / 29.4"; A agrees, but B and C are 32.75 and 28.86 by the
# working above, which the sum to 100 and the code below both confirm.

STACKS = (5_000, 3_000, 2_000)
PRIZES = (5_000, 3_000, 2_000)  # 50.00, 30.00, 20.00 in cents


def test_three_player_finish_probabilities_by_hand() -> None:
    assert finish_probabilities(STACKS, places=3) == (
        (Fraction(1, 2), Fraction(19, 56), Fraction(9, 56)),
        (Fraction(3, 10), Fraction(3, 8), Fraction(13, 40)),
        (Fraction(1, 5), Fraction(2, 7), Fraction(18, 35)),
    )


def test_three_player_icm_equities_by_hand() -> None:
    # In cents: 100 times the equities worked out above.
    assert icm_equities(STACKS, PRIZES) == (
        Fraction(107_500, 28),
        Fraction(3_275),
        Fraction(20_200, 7),
    )


def test_three_player_icm_deal_rounded_to_the_cent_and_to_a_dollar() -> None:
    players = ("Alice", "Bob", "Chen")
    deal = plan_deal(method="icm", players=players, stacks=STACKS, prizes_cents=PRIZES)
    # 3839.2857 -> 3839, 3275, 2885.7143 -> 2885; the cent left goes to C,
    # whose share lost most in rounding (.7143 against .2857).
    assert deal.amounts_cents == (3_839, 3_275, 2_886)
    dollars = plan_deal(
        method=DealMethod.ICM,
        players=players,
        stacks=STACKS,
        prizes_cents=PRIZES,
        rounding_unit_cents=100,
    )
    # 38.39 -> 38, 32.75 -> 32, 28.86 -> 28 leave 2.00: to B (.75) and C (.86).
    assert dollars.amounts_cents == (3_800, 3_300, 2_900)
    assert dollars.describe() == (
        "Alice (5,000 chips): 38.00",
        "Bob (3,000 chips): 33.00",
        "Chen (2,000 chips): 29.00",
    )


def test_icm_with_equal_stacks_is_an_even_split() -> None:
    equities = icm_equities((4_000,) * 4, (4_000, 3_000, 2_000, 1_000))
    assert equities == (Fraction(2_500),) * 4


def test_icm_chip_leader_gets_less_than_chip_chop_and_short_stack_more() -> None:
    players, stacks, prizes = ("A", "B"), (9_000, 1_000), (10_000, 6_000)
    icm = plan_deal(method="icm", players=players, stacks=stacks, prizes_cents=prizes)
    chop = plan_deal(method="chip-chop", players=players, stacks=stacks, prizes_cents=prizes)
    assert chop.amounts_cents == (14_400, 1_600)  # 90 % and 10 % of 160.00
    assert icm.amounts_cents == (9_600, 6_400)  # 60.00 + 90 % / 10 % of the 40.00 above it
    assert icm.amount_for("B") > chop.amount_for("B")


# ---------------------------------------------------------------- chip chops


def test_chip_chop_and_lowest_prize_plus_chip_chop_by_hand() -> None:
    players, stacks, prizes = ("A", "B", "C"), (60_000, 30_000, 10_000), (5_000, 3_000, 2_000)
    chop = plan_deal(method="chip-chop", players=players, stacks=stacks, prizes_cents=prizes)
    assert chop.amounts_cents == (6_000, 3_000, 1_000)
    above = plan_deal(
        method="chip-chop-above-lowest", players=players, stacks=stacks, prizes_cents=prizes
    )
    # 20.00 each, then the 40.00 above that shared 60 / 30 / 10 %.
    assert above.amounts_cents == (4_400, 3_200, 2_400)


def test_a_bubble_deal_with_fewer_prizes_than_players() -> None:
    deal = plan_deal(
        method="icm",
        players=("A", "B", "C", "D"),
        stacks=(4_000, 3_000, 2_000, 1_000),
        prizes_cents=(6_000, 4_000),
        rounding_unit_cents=100,
    )
    assert sum(deal.amounts_cents) == 10_000
    assert deal.amounts_cents == tuple(sorted(deal.amounts_cents, reverse=True))


def test_an_amount_played_for_is_set_aside_from_first() -> None:
    deal = plan_deal(
        method="icm",
        players=("A", "B", "C"),
        stacks=STACKS,
        prizes_cents=(10_000, 5_000, 3_000),
        played_for_cents=2_000,
    )
    # ICM on 80 / 50 / 30 (same chances as above), and 20.00 still to be won:
    # A 80/2 + 50 * 19/56 + 30 * 9/56 = 61.785714..., B 24 + 18.75 + 9.75 = 52.50,
    # C 16 + 50 * 2/7 + 30 * 18/35 = 45.714285...; the odd cent goes to A (.57).
    assert deal.amounts_cents == (6_179, 5_250, 4_571)
    assert sum(deal.amounts_cents) + deal.played_for_cents == deal.total_cents == 18_000
    assert deal.describe()[-1] == "Played for by the winner: 20.00"


# ---------------------------------------------------------------- properties

stacks_st = st.integers(1, 10**7)


@st.composite
def tables(draw: st.DrawFn, *, most: int = 6) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """Stacks, prizes still to be won (never rising) and a rounding unit."""
    count = draw(st.integers(2, most))
    stacks = tuple(draw(st.lists(stacks_st, min_size=count, max_size=count)))
    places = draw(st.integers(1, count))
    prizes = sorted(draw(st.lists(st.integers(0, 10**7), min_size=places, max_size=places)))
    prizes.reverse()
    if sum(prizes) == 0:
        prizes[0] = 1
    unit = draw(st.sampled_from([1, 5, 100, 500, 2_500]))
    return stacks, tuple(prizes), unit


def names(count: int) -> tuple[str, ...]:
    return tuple(f"Player {number}" for number in range(1, count + 1))


@given(st.tuples(stacks_st, stacks_st), st.integers(0, 10**7), st.integers(0, 10**7))
def test_two_player_icm_is_a_chip_chop_of_the_money_above_second(
    stacks: tuple[int, int], first: int, second: int
) -> None:
    high, low = max(first, second), min(first, second)
    if high == 0:
        high = 1
    exact = icm_equities(stacks, (high, low))
    total = stacks[0] + stacks[1]
    assert exact == tuple(low + Fraction((high - low) * s, total) for s in stacks)
    kwargs = {"players": ("A", "B"), "stacks": stacks, "prizes_cents": (high, low)}
    icm = plan_deal(method="icm", **kwargs)  # type: ignore[arg-type]
    above = plan_deal(method="chip-chop-above-lowest", **kwargs)  # type: ignore[arg-type]
    assert icm.amounts_cents == above.amounts_cents


def deal_for(table: tuple[tuple[int, ...], tuple[int, ...], int], method: str) -> Deal:
    """The deal ``method`` gives for a generated (stacks, prizes, unit) table."""
    stacks, prizes, unit = table
    return plan_deal(
        method=method,
        players=names(len(stacks)),
        stacks=stacks,
        prizes_cents=prizes,
        rounding_unit_cents=unit,
    )


@settings(deadline=None)
@given(tables(), st.sampled_from(["chip-chop", "chip-chop-above-lowest", "icm"]))
def test_deals_add_up_stay_within_a_unit_and_follow_the_chips(
    table: tuple[tuple[int, ...], tuple[int, ...], int], method: str
) -> None:
    stacks, prizes, unit = table
    deal = deal_for(table, method)
    total = sum(prizes)
    assert sum(deal.amounts_cents) == total
    if method == "icm":
        exact = icm_equities(stacks, prizes)
    else:
        lowest = prizes[-1] if len(prizes) == len(stacks) and method != "chip-chop" else 0
        extra = total - lowest * len(stacks)
        exact = tuple(lowest + Fraction(extra * s, sum(stacks)) for s in stacks)
    assert sum(exact) == total
    for amount, share in zip(deal.amounts_cents, exact, strict=True):
        assert abs(amount - share) < unit
    # A bigger stack is never paid less.
    for i, (stack_i, amount_i) in enumerate(zip(stacks, deal.amounts_cents, strict=True)):
        for stack_j, amount_j in zip(stacks[i + 1 :], deal.amounts_cents[i + 1 :], strict=True):
            if stack_i > stack_j:
                assert amount_i >= amount_j
            elif stack_j > stack_i:
                assert amount_j >= amount_i
    # Nobody is rounded below the lowest prize, which they would win by folding.
    if method != "chip-chop" and len(prizes) == len(stacks):
        assert min(deal.amounts_cents) >= prizes[-1]


@given(st.lists(stacks_st, min_size=2, max_size=6), st.sampled_from([100, 500, 1_000]))
def test_amounts_are_whole_units_when_the_prizes_are(stacks: list[int], unit: int) -> None:
    prizes = tuple(unit * n for n in range(len(stacks) * 7, 0, -7))
    deal = plan_deal(
        method="icm",
        players=names(len(stacks)),
        stacks=stacks,
        prizes_cents=prizes,
        rounding_unit_cents=unit,
    )
    assert all(amount % unit == 0 for amount in deal.amounts_cents)


def test_nine_players_icm_shares_every_prize_in_stack_order() -> None:
    """A full final table of nine: ICM gives out the prizes exactly, biggest stack most
    (its speed is measured by ``benchmarks/deal_speed.py``, not here)."""
    stacks = (
        2_340_000,
        1_875_500,
        1_502_250,
        1_210_000,
        987_650,
        760_125,
        512_300,
        301_775,
        98_400,
    )
    prizes = (1_500_000, 950_000, 700_000, 540_000, 420_000, 330_000, 260_000, 210_000, 175_000)
    deal = plan_deal(
        method="icm", players=names(9), stacks=stacks, prizes_cents=prizes, rounding_unit_cents=100
    )
    assert sum(deal.amounts_cents) == sum(prizes)
    assert list(deal.amounts_cents) == sorted(deal.amounts_cents, reverse=True)


def test_ten_players_icm_is_still_exact_and_eleven_are_refused() -> None:
    stacks = tuple(range(100_000, 1_100_000, 100_000))
    prizes = tuple(range(100_000, 0, -10_000))
    equities = icm_equities(stacks, prizes)
    assert sum(equities) == sum(prizes)
    assert len(stacks) == MAX_ICM_PLAYERS
    with pytest.raises(InvalidInput, match="at most 10 players; 11 are left"):
        plan_deal(
            method="icm", players=names(11), stacks=(1_000,) * 11, prizes_cents=(11_000,) * 11
        )
    # A chip chop has no such limit.
    chop = plan_deal(
        method="chip-chop", players=names(11), stacks=(1_000,) * 11, prizes_cents=(11_000,) * 11
    )
    assert chop.amounts_cents == (11_000,) * 11


# ---------------------------------------------------------------- refusals


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"players": ("A", "A", "C")}, "players", "A is in the deal twice"),
        ({"players": ("A",), "stacks": (1,), "prizes_cents": (1,)}, "players", "2 to 100"),
        ({"stacks": (5_000, 0, 2_000)}, "stacks", "B's stack must be a whole number"),
        ({"stacks": (5_000, 3_000)}, "stacks", "3 players but 2 stacks"),
        ({"prizes_cents": (5_000, 3_000, 2_000, 1_000)}, "prizes", "4 prizes for 3 players"),
        ({"prizes_cents": (3_000, 5_000, 2_000)}, "prizes", "place 2 (50.00) is more than"),
        ({"prizes_cents": (0, 0, 0)}, "prizes", "no prize money left"),
        ({"played_for_cents": 2_001}, "played_for", "At most 20.00 can be played for"),
        ({"rounding_unit_cents": 0}, "rounding_unit", "at least 0.01"),
        ({"method": "coin-flip"}, "method", "'coin-flip' is not a deal method"),
        ({"method": "negotiated"}, "method", "record the agreed amounts"),
    ],
)
def test_deals_that_cannot_be_worked_out_are_refused(
    changes: dict[str, object], field: str, words: str
) -> None:
    arguments: dict[str, object] = {
        "method": "icm",
        "players": ("A", "B", "C"),
        "stacks": STACKS,
        "prizes_cents": PRIZES,
        **changes,
    }
    with pytest.raises(InvalidInput) as caught:
        plan_deal(**arguments)  # type: ignore[arg-type]
    assert caught.value.details["field"] == field
    assert words in caught.value.message


# ---------------------------------------------------------------- the agreement


def test_negotiated_deal_must_add_up() -> None:
    deal = record_negotiated_deal(
        players=("A", "B", "C"),
        stacks=STACKS,
        prizes_cents=PRIZES,
        amounts_cents=(4_000, 3_200, 2_800),
    )
    assert deal.method is DealMethod.NEGOTIATED
    with pytest.raises(InvalidInput, match=r"add up to 99.00, but the deal shares 100.00 \(1.00"):
        record_negotiated_deal(
            players=("A", "B", "C"),
            stacks=STACKS,
            prizes_cents=PRIZES,
            amounts_cents=(4_000, 3_100, 2_800),
        )


@given(tables(), st.sampled_from(["chip-chop", "chip-chop-above-lowest", "icm"]))
def test_a_deal_round_trips_through_journal_data(
    table: tuple[tuple[int, ...], tuple[int, ...], int], method: str
) -> None:
    deal = deal_for(table, method)
    data = json.loads(json.dumps(deal_to_data(deal)))
    assert parse_deal_data(data) == deal
    validate_deal(deal)


def test_recorded_deal_that_does_not_add_up_is_refused() -> None:
    deal = plan_deal(method="icm", players=("A", "B", "C"), stacks=STACKS, prizes_cents=PRIZES)
    data = deal_to_data(deal)
    assert data == {
        "method": "icm",
        "players": ["A", "B", "C"],
        "stacks": [5_000, 3_000, 2_000],
        "prizes_cents": [5_000, 3_000, 2_000],
        "played_for_cents": 0,
        "rounding_unit_cents": 1,
        "amounts_cents": [3_839, 3_275, 2_886],
    }
    with pytest.raises(InvalidInput, match=r"add up to 100\.01"):
        parse_deal_data({**data, "amounts_cents": [3_840, 3_275, 2_886]})
    with pytest.raises(InvalidInput, match="has no stacks"):
        parse_deal_data({key: value for key, value in data.items() if key != "stacks"})
    with pytest.raises(InvalidInput, match="'coin-flip' is not a deal method"):
        parse_deal_data({**data, "method": "coin-flip"})


def test_deal_is_a_frozen_record() -> None:
    deal = plan_deal(method="chip-chop", players=("A", "B"), stacks=(1, 1), prizes_cents=(3, 1))
    assert isinstance(deal, Deal)
    assert deal.amounts_cents == (2, 2)
    with pytest.raises(AttributeError):
        deal.amounts_cents = (4, 0)  # type: ignore[misc]
