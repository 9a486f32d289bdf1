"""Mystery bounty prizes: the distribution the director writes (tiers, ``rest
equal``, templates), and the set of prizes it makes, totalling the bounty pool to
the cent or refused with both sums named."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.prize.mystery_prizes import (
    MYSTERY_TEMPLATES,
    REST,
    Tier,
    parse_distribution,
    resolve_prizes,
)


def test_the_directors_tiers_are_read_and_written_back() -> None:
    distribution = parse_distribution("1x1000, 2 x 500, 10X100, 1x20%, rest equal")
    assert distribution.tiers == (
        Tier(1, cents=100_000),
        Tier(2, cents=50_000),
        Tier(10, cents=10_000),
        Tier(1, basis_points=2_000),
    )
    assert distribution.rest
    assert distribution.text() == "1x1000.00, 2x500.00, 10x100.00, 1x20%, rest equal"
    assert parse_distribution(distribution.text()) == distribution
    assert parse_distribution("").text() == REST  # blank: every draw the same


def test_a_template_is_named_and_bad_tiers_are_refused() -> None:
    assert parse_distribution("standard") == parse_distribution(MYSTERY_TEMPLATES["standard"])
    with pytest.raises(InvalidInput, match="'ten x 100' is not COUNTxAMOUNT"):
        parse_distribution("ten x 100")
    with pytest.raises(InvalidInput, match="more than 100%"):
        parse_distribution("1x60%, 1x50%")
    with pytest.raises(InvalidInput, match="from 1 to"):
        parse_distribution("0x100")


def test_the_wsop_mystery_millions_chest() -> None:
    """WSOP Mystery Millions (pokernewsdaily.com, 2024): "$300 from each buy-in went
    to the bounty pool, and with 18,409 entries, the bounty pool amounted to
    $5,523,000 with TWO million-dollar bounties up for grabs. There were five more
    six-figure bounties - $500,000, $250,000, and three $100,000 - and 949 in total,
    going down to $1,000." Written as tiers and ``rest equal`` over 949 draws, the
    set totals the pool, its top is the two millions, and the equal rest
    (5,523,000 - 3,050,000 = 2,473,000 over 942 draws) is more than $1,000 each.
    (The pool is the one the article states.)"""
    pool = 552_300_000
    distribution = parse_distribution("2x1000000, 1x500000, 1x250000, 3x100000, rest equal")
    prizes = resolve_prizes(distribution, pool_cents=pool, players=949)
    assert len(prizes) == 949
    assert sum(prizes) == pool
    assert prizes[:7] == (100_000_000,) * 2 + (50_000_000, 25_000_000) + (10_000_000,) * 3
    assert set(prizes[7:]) == {247_300_000 // 942, 247_300_000 // 942 + 1}
    assert min(prizes) > 100_000


def test_tiers_that_do_not_total_the_pool_are_refused_naming_both_sums() -> None:
    """The prizes total the bounty pool: a set short of it, or beyond it, is refused."""
    short = parse_distribution("1x100, 2x50")
    with pytest.raises(InvalidInput, match=r"total 200.00, but the bounty pool is 300.00"):
        resolve_prizes(short, pool_cents=30_000, players=3)
    with pytest.raises(InvalidInput, match=r"total 200.00, more than the bounty pool of 150.00"):
        resolve_prizes(short, pool_cents=15_000, players=3)
    assert resolve_prizes(short, pool_cents=20_000, players=9) == (10_000, 5_000, 5_000)


def test_shares_round_down_and_their_cents_go_onto_the_first_prize() -> None:
    prizes = resolve_prizes(parse_distribution("1x50%, 2x25%"), pool_cents=10_001, players=3)
    assert prizes == (5_001, 2_500, 2_500)


def test_rest_equal_gives_every_player_in_the_draws_one_odd_cents_to_the_first() -> None:
    prizes = resolve_prizes(parse_distribution("1x40%, rest equal"), pool_cents=10_001, players=4)
    # 40% = 40.00; 60.01 left over 3 equal draws: 20.01, 20.00, 20.00.
    assert prizes == (4_000, 2_001, 2_000, 2_000)
    # More tiers than players: the rest still gets one draw, left over at the end.
    assert resolve_prizes(parse_distribution("2x10%, rest equal"), pool_cents=100, players=1) == (
        80,
        10,
        10,
    )


@given(
    pool=st.integers(0, 10**9),
    players=st.integers(1, 300),
    template=st.sampled_from(sorted(MYSTERY_TEMPLATES)),
)
def test_every_template_totals_any_pool(pool: int, players: int, template: str) -> None:
    prizes = resolve_prizes(parse_distribution(template), pool_cents=pool, players=players)
    assert sum(prizes) == pool
    assert all(p >= 0 for p in prizes)
    assert list(prizes) == sorted(prizes, reverse=True)
