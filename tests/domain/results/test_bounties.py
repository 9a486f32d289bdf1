"""Knockout bounties: the pool leaves them out to the cent, each elimination pays
the eliminated entry's bounty to the entry credited, an uncredited one stays
unclaimed, the winner keeps their own, and the event setting is checked."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.field.entries import ACTIVE, BUSTED, WAITING, Entry
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.prize.pool import (
    BreakdownRow,
    PoolTerms,
    build_prize_pool,
    compute_prize_pool,
    pool_line,
)
from floortool.domain.results.bounties import bounty_ledger, entry_bounty
from floortool.domain.results.eliminations import BustRecord, EventResults
from floortool.domain.results.event_results import event_results
from floortool.domain.results.places import Elimination
from floortool.domain.tournament.event import settings_for


def entry(entry_id: int, *, buy_in: int = 10_000, status: str = BUSTED) -> Entry:
    return Entry(
        id=entry_id,
        event_id=1,
        player_id=entry_id,
        entry_number=1,
        starting_stack=10_000,
        buy_in=buy_in,
        status=status,
    )


def bust(entry_id: int, *by: int, hand: str = "") -> BustRecord:
    return BustRecord(Elimination(entry_id, hand or f"h{entry_id}"), by=by)


# ---------------------------------------------------------------- the pool


def test_the_pool_leaves_the_bounties_out_and_shows_them_as_a_line() -> None:
    terms = PoolTerms(
        buy_in_prize_cents=9_000,
        buy_in_fee_cents=1_000,
        rebuy_prize_cents=9_000,
        bounty_cents=2_500,
        withholding_basis_points=1_000,
    )
    pool = compute_prize_pool(terms, entries=40, rebuys=3)
    # 40 x 90 + 3 x 90 = 3,870.00 paid to the prize side; 40 x 25 = 1,000.00 of it
    # are bounties (none on the rebuys); the rake is 10 % of the other 2,870.00.
    assert pool.bounty_cents == 100_000
    assert pool.collected_cents == 287_000
    assert pool.withholding_cents == 28_700
    assert pool.total_cents == 258_300
    assert pool.fees_cents == 40_000
    assert pool.breakdown() == (
        BreakdownRow(label="Buy-ins", detail="40 \u00d7 90.00", cents=360_000),
        BreakdownRow(label="Rebuys", detail="3 \u00d7 90.00", cents=27_000),
        BreakdownRow(label="Bounties", detail="40 \u00d7 25.00, not in the pool", cents=-100_000),
        BreakdownRow(label="Rake", detail="10% of 2870.00", cents=-28_700),
        BreakdownRow(label="Prize pool", detail="", cents=258_300),
    )


def test_without_a_bounty_the_breakdown_has_no_bounty_line() -> None:
    pool = compute_prize_pool(PoolTerms(buy_in_prize_cents=5_000), entries=10)
    assert pool.bounties is None and pool.bounty_cents == 0
    assert [row.label for row in pool.breakdown()] == ["Buy-ins", "Prize pool"]


@given(
    prizes=st.lists(st.integers(0, 10**6), min_size=1, max_size=40),
    share=st.integers(0, 100),
    rebuys=st.lists(st.integers(0, 10**6), max_size=10),
    rake=st.integers(0, 10_000),
)
def test_every_cent_is_in_the_pool_the_bounties_or_the_withholding(
    prizes: list[int], share: int, rebuys: list[int], rake: int
) -> None:
    bounty = max(prizes) * share // 100
    entries = [entry(n, buy_in=p) for n, p in enumerate(prizes)]
    bounties = pool_line("Bounties", [(entry_bounty(e, bounty), 0) for e in entries])
    lines = [
        pool_line("Buy-ins", [(p, 0) for p in prizes]),
        pool_line("Rebuys", [(r, 0) for r in rebuys]),
    ]
    terms = PoolTerms(buy_in_prize_cents=max(prizes), withholding_basis_points=rake)
    pool = build_prize_pool(terms, lines=lines, bounties=bounties)
    paid = sum(prizes) + sum(rebuys)
    assert pool.total_cents + pool.bounty_cents + pool.withholding_cents == paid
    assert pool.bounty_cents == sum(min(bounty, p) for p in prizes)
    assert pool.total_cents >= 0


def test_a_bounty_larger_than_the_buy_in_is_refused() -> None:
    with pytest.raises(InvalidInput) as refused:
        compute_prize_pool(PoolTerms(buy_in_prize_cents=1_000, bounty_cents=1_001), entries=3)
    assert refused.value.details["field"] == "bounty_cents"


def test_bounties_beyond_what_the_entries_brought_are_refused() -> None:
    bounties = pool_line("Bounties", [(5_000, 0)] * 3)
    with pytest.raises(InvalidInput, match="more than the entries brought"):
        build_prize_pool(
            PoolTerms(buy_in_prize_cents=5_000),
            lines=[pool_line("Buy-ins", [(5_000, 0)] * 2)],
            bounties=bounties,
        )


# ---------------------------------------------------------------- who wins them


def test_each_elimination_pays_the_bounty_to_the_entry_credited() -> None:
    entries = {n: entry(n) for n in (1, 2, 3, 4)}
    entries[4] = entry(4, status=ACTIVE)
    # 1 busts 2 and 3 on one hand, then 4 busts 1.
    ledger = bounty_ledger(
        entries,
        [bust(2, 1, hand="h"), bust(3, 1, hand="h"), bust(1, 4)],
        bounty=2_000,
    )
    assert ledger.won == {1: 4_000, 4: 2_000}
    assert not ledger.unclaimed
    assert ledger.carried == {1: 2_000, 2: 2_000, 3: 2_000, 4: 2_000}


def test_the_winner_keeps_their_own_bounty_and_an_uncredited_bust_leaves_it_unclaimed() -> None:
    entries = {1: entry(1), 2: entry(2), 3: entry(3, status=ACTIVE)}
    ledger = bounty_ledger(entries, [bust(1), bust(2, 3)], bounty=1_500, winner=3)
    assert ledger.won == {3: 3_000}
    assert set(ledger.unclaimed) == {1}


def test_entries_credited_together_split_the_bounty_odd_cent_to_the_earliest() -> None:
    entries = {n: entry(n) for n in (1, 2, 3)}
    ledger = bounty_ledger(entries, [bust(1, 3, 2)], bounty=1_001)
    assert ledger.won == {2: 501, 3: 500}


def test_an_entry_carries_no_more_than_it_paid_and_alternates_none() -> None:
    carried = entry(1, buy_in=0, status=ACTIVE)  # a Day 2 entry carried from its flight
    waiting = entry(2, status=WAITING)
    paid = entry(3, status=ACTIVE)
    assert entry_bounty(carried, 2_000) == 0
    ledger = bounty_ledger({1: carried, 2: waiting, 3: paid}, [], bounty=2_000)
    assert ledger.carried == {1: 0, 3: 2_000}


def test_results_carry_the_bounties_won_and_the_winners_own() -> None:
    entries = {1: entry(1), 2: entry(2), 3: entry(3, status=ACTIVE)}
    results = EventResults([bust(1), bust(2, 3)])
    rows = {
        r.entry_id: r
        for r in event_results(
            entries,
            results,
            rulebook="tda-2024",
            one_table="share",
            amount_for=lambda _p: 0,
            bounty=2_000,
        )
    }
    assert rows[3].place == 1
    assert (rows[3].bounty_cents, rows[3].own_bounty_cents) == (4_000, 2_000)
    assert rows[1].bounty_unclaimed and rows[1].bounty_cents == 0
    assert not rows[2].bounty_unclaimed
    no_bounty = event_results(
        entries, results, rulebook="tda-2024", one_table="share", amount_for=lambda _p: 0
    )
    assert all(r.bounty_cents == 0 and not r.bounty_unclaimed for r in no_bounty)


# ---------------------------------------------------------------- the setting


def test_the_bounty_setting_is_checked_against_the_buy_in() -> None:
    assert settings_for(name="KO", buy_in=10_000, bounty=10_000).bounty == 10_000
    assert settings_for(name="Freezeout", buy_in=10_000).bounty == 0
    with pytest.raises(InvalidInput, match="cannot be more than the buy-in") as too_much:
        settings_for(name="KO", buy_in=5_000, bounty=5_001)
    assert too_much.value.details["field"] == "bounty"
    with pytest.raises(InvalidInput, match="cannot be negative"):
        settings_for(name="KO", buy_in=5_000, bounty=-1)
