"""Knockout bounties: the pool leaves them out to the cent, each elimination pays
the eliminated entry's bounty to the entry credited, an uncredited one stays
unclaimed, the winner keeps their own, and the event setting is checked.
Progressive knockouts (PKO) pay a share in cash and add the rest to the
eliminator's bounty, and bounty money is conserved under any order of busts,
split eliminations, re-entries and undos (a Hypothesis property)."""

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
from floortool.domain.results.bounties import BountyLedger, bounty_ledger, entry_bounty
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
    assert [row.to_json() for row in pool.breakdown()] == [
        row.to_json()
        for row in (
            BreakdownRow(label="Buy-ins", detail="40 \u00d7 90.00", cents=360_000),
            BreakdownRow(label="Rebuys", detail="3 \u00d7 90.00", cents=27_000),
            BreakdownRow(
                label="Bounties", detail="40 \u00d7 25.00, not in the pool", cents=-100_000
            ),
            BreakdownRow(label="Rake", detail="10% of 2870.00", cents=-28_700),
            BreakdownRow(label="Prize pool", detail="", cents=258_300),
        )
    ]


def test_without_a_bounty_the_breakdown_has_no_bounty_line() -> None:
    pool = compute_prize_pool(PoolTerms(buy_in_prize_cents=5_000), entries=10)
    assert pool.bounties is None and pool.bounty_cents == 0
    assert [str(row.label) for row in pool.breakdown()] == ["Buy-ins", "Prize pool"]


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


# ---------------------------------------------------------------- progressive knockouts
# The rules (quoted in each test): Texas Card House, Las Colinas, "PKO Wednesdays":
# "whenever a player eliminates another player, 50% of the bounty is immediately
# cashed and the other 50% of the bounty will be added to the winning player's bounty
# stack." ... "In the case of an odd bounty chip when getting paid out, the odd chip
# will be added to the winner's bounty stack." ... "Bounties will only be paid out
# when a winning player eliminates another player or at the end of the tournament."
# GGPoker, "Bounty Hunters" (its PKO series): "If two players show identical winning
# hands and split the pot, the bounty of the eliminated player will be equally divided
# between the winners. Odd cents will be awarded to the player in the earliest
# position." floortool gives odd cents to the earliest entry, as it splits shared
# prizes and fixed bounties.


def pko_entry(entry_id: int, *, status: str = ACTIVE, player: int | None = None) -> Entry:
    return Entry(
        id=entry_id,
        event_id=1,
        player_id=player if player is not None else entry_id,
        entry_number=1,
        starting_stack=10_000,
        buy_in=2_000,
        status=status,
    )


def pko(
    entries: dict[int, Entry], busts: list[BustRecord], *, winner: int | None = None
) -> BountyLedger:
    return bounty_ledger(entries, busts, bounty=1_000, cash_percent=50, winner=winner)


def test_half_is_cashed_and_half_goes_onto_the_eliminators_bounty() -> None:
    """ "50% of the bounty is immediately cashed and the other 50% of the bounty will
    be added to the winning player's bounty stack": with 10.00 bounties, A busting B
    cashes 5.00 and carries 15.00; C busting A then cashes 7.50 and carries 17.50."""
    entries = {1: pko_entry(1), 2: pko_entry(2, status=BUSTED), 3: pko_entry(3), 4: pko_entry(4)}
    first = pko(entries, [bust(2, 1)])
    assert first.won == {1: 500}
    assert first.on_head == {1: 1_500, 3: 1_000, 4: 1_000}
    entries[1] = pko_entry(1, status=BUSTED)
    second = pko(entries, [bust(2, 1), bust(1, 3)])
    assert second.won == {1: 500, 3: 750}
    assert second.on_head == {3: 1_750, 4: 1_000}


def test_the_odd_cent_of_the_cash_half_goes_onto_the_eliminators_bounty() -> None:
    """ "In the case of an odd bounty chip when getting paid out, the odd chip will be
    added to the winner's bounty stack": half of 10.01 cashes 5.00, 5.01 goes on."""
    entries = {1: pko_entry(1), 2: pko_entry(2, status=BUSTED)}
    ledger = bounty_ledger(entries, [bust(2, 1)], bounty=1_001, cash_percent=50)
    assert ledger.won == {1: 500}
    assert ledger.on_head == {1: 1_001 + 501}


def test_a_split_elimination_splits_both_halves_odd_cents_to_the_earliest() -> None:
    """ "the bounty of the eliminated player will be equally divided between the
    winners. Odd cents will be awarded to the player in the earliest position": a
    15.02 bounty split by entries 2 and 3 gives each half of the 7.51 cash (3.76 to
    entry 2, the earliest, 3.75 to entry 3) and half of the 7.51 added to their
    bounties (3.76 and 3.75)."""
    entries = {1: pko_entry(1, status=BUSTED), 2: pko_entry(2), 3: pko_entry(3), 4: pko_entry(4)}
    ledger = bounty_ledger(
        entries, [bust(4, 1), bust(1, 3, 2)], bounty=1_002, cash_percent=50, winner=None
    )
    # 1 busted 4 (10.02): 5.01 cashed, 5.01 on 1's head -> 15.03 on 1's head.
    # 2 and 3 bust 1: 7.51 cash (7.515 rounded down), 7.52 onto heads.
    assert ledger.won == {1: 501, 2: 376, 3: 375}
    assert ledger.on_head == {2: 1_002 + 376, 3: 1_002 + 376}


def test_the_winner_collects_the_bounty_on_their_own_head() -> None:
    """ "Bounties will only be paid out when a winning player eliminates another player
    or at the end of the tournament": the last player collects their grown bounty."""
    entries = {1: pko_entry(1), 2: pko_entry(2, status=BUSTED), 3: pko_entry(3, status=BUSTED)}
    ledger = pko(entries, [bust(2, 1), bust(3, 1)], winner=1)
    # 5.00 + 5.00 cashed, then the 20.00 on 1's head at the end.
    assert ledger.won == {1: 3_000}
    assert not ledger.on_head


def test_a_re_entry_starts_a_fresh_bounty() -> None:
    """A player busted with a grown bounty who re-enters carries the starting bounty
    again: the grown one went to whoever busted them."""
    entries = {
        1: pko_entry(1, status=BUSTED),
        2: pko_entry(2, status=BUSTED),
        3: pko_entry(3),
        4: pko_entry(4, player=1),  # player 1 re-entered
    }
    ledger = pko(entries, [bust(2, 1), bust(1, 3)])
    assert ledger.on_head == {3: 1_000 + 750, 4: 1_000}


def test_a_fixed_knockout_pays_the_whole_bounty_as_before() -> None:
    entries = {1: pko_entry(1), 2: pko_entry(2, status=BUSTED)}
    ledger = bounty_ledger(entries, [bust(2, 1)], bounty=1_000)
    assert ledger.won == {1: 1_000}
    assert ledger.on_head == {1: 1_000}


def test_the_settings_name_the_format_and_its_cash_share() -> None:
    fixed = settings_for(name="KO", buy_in=5_000, bounty=1_000)
    assert (fixed.bounty_format, fixed.knockout_cash_percent) == ("fixed", 100)
    pko_event = settings_for(name="PKO", buy_in=5_000, bounty=2_500, bounty_format="progressive")
    assert pko_event.knockout_cash_percent == 50
    with pytest.raises(InvalidInput, match="0 to 100 percent"):
        settings_for(name="PKO", buy_in=5_000, bounty=100, bounty_cash_percent=101)
    with pytest.raises(InvalidInput, match="bounty format"):
        settings_for(name="PKO", buy_in=5_000, bounty=100, bounty_format="lottery")


# ---------------------------------------------------------------- conservation

#: One step at the floor: bust entry (index among those playing) credited to
#: hitters (indices, maybe none, maybe several), re-enter a busted player, or undo.
STEPS = st.lists(
    st.one_of(
        st.tuples(
            st.just("bust"),
            st.integers(0, 20),
            st.lists(st.integers(0, 20), max_size=3, unique=True),
        ),
        st.tuples(st.just("reenter"), st.integers(0, 20), st.just([])),
        st.tuples(st.just("undo"), st.just(0), st.just([])),
    ),
    max_size=40,
)


def _play(
    steps: list[tuple[str, int, list[int]]], players: int
) -> tuple[dict[int, Entry], list[BustRecord]]:
    """The entries and eliminations after ``steps``; an undo takes back the last
    bust or re-entry, as the journal's undo does."""
    entries = {n: pko_entry(n) for n in range(1, players + 1)}
    busts: list[BustRecord] = []
    history: list[tuple[str, int]] = []
    for kind, pick, hitters in steps:
        playing = sorted(e for e, x in entries.items() if x.status == ACTIVE)
        if kind == "bust" and len(playing) > 1:
            busted = playing[pick % len(playing)]
            others = [e for e in playing if e != busted]
            by = tuple(sorted({others[h % len(others)] for h in hitters}))
            busts.append(bust(busted, *by))
            entries[busted] = pko_entry(busted, status=BUSTED, player=entries[busted].player_id)
            history.append(("bust", busted))
        elif kind == "reenter":
            out = sorted(e for e, x in entries.items() if x.status == BUSTED)
            if out:
                new = max(entries) + 1
                entries[new] = pko_entry(new, player=entries[out[pick % len(out)]].player_id)
                history.append(("reenter", new))
        elif kind == "undo" and history:
            what, entry_id = history.pop()
            if what == "bust":
                busts.pop()
                entries[entry_id] = pko_entry(entry_id, player=entries[entry_id].player_id)
            else:
                del entries[entry_id]
    return entries, busts


@given(
    steps=STEPS,
    players=st.integers(2, 8),
    bounty=st.integers(1, 2_000),
    cash_percent=st.integers(0, 100),
    cash_unit=st.sampled_from((1, 50, 100, 500)),
)
def test_bounty_money_is_conserved_under_any_busts_splits_reentries_and_undos(
    steps: list[tuple[str, int, list[int]]],
    players: int,
    bounty: int,
    cash_percent: int,
    cash_unit: int,
) -> None:
    """Paid + on heads + unclaimed = collected, at every moment and once a winner
    collects their own, whatever unit the cash is paid in; no amount is ever negative."""
    entries, busts = _play(steps, players)
    playing = [e for e, x in entries.items() if x.status == ACTIVE]
    winner = playing[0] if len(playing) == 1 else None
    ledger = bounty_ledger(
        entries,
        busts,
        bounty=bounty,
        cash_percent=cash_percent,
        cash_unit=cash_unit,
        winner=winner,
    )
    collected = bounty * len(entries)
    assert sum(ledger.carried.values()) == collected
    held = sum(ledger.won.values()) + sum(ledger.on_head.values())
    assert held + sum(ledger.unclaimed.values()) == collected
    assert all(v > 0 for v in (*ledger.won.values(), *ledger.on_head.values()))
    assert set(ledger.on_head) <= set(playing)  # only heads still in play carry a bounty
    if winner is not None:
        assert not ledger.on_head


# ---------------------------------------------------------------- PKO rounding
# Texas Card House, "PKO Wednesdays": "In the case of an odd bounty chip when getting
# paid out, the odd chip will be added to the winner's bounty stack." With a rounding
# unit (the smallest chip or note the cage pays), the cash part is paid in whole units
# and what is left over goes onto the eliminator's own bounty.


def test_with_a_rounding_unit_the_odd_part_goes_onto_the_eliminator_s_head() -> None:
    """A 15.00 bounty, half in cash, paid in 1.00 units: half is 7.50, so 7.00 is
    cashed and the odd 0.50 joins the other 7.50 on the eliminator's head (8.00 on
    top of their own 15.00)."""
    entries = {1: pko_entry(1, status=BUSTED), 2: pko_entry(2)}
    ledger = bounty_ledger(
        entries, [bust(1, 2)], bounty=1_500, cash_percent=50, cash_unit=100, winner=None
    )
    assert ledger.won == {2: 700}
    assert ledger.on_head == {2: 1_500 + 800}


def test_a_split_elimination_is_paid_in_whole_units_odd_unit_to_the_earliest() -> None:
    """A 15.00 bounty split between two eliminators, half in cash, in 1.00 units: the
    7.50 cash is seven whole units, the odd unit to the earliest entry (4.00 and 3.00,
    as odd cents go to the earliest); the other 8.00 goes onto their heads, split
    evenly (4.00 each). Nothing leaves the eliminators: 15.00 in all."""
    entries = {1: pko_entry(1, status=BUSTED), 2: pko_entry(2), 3: pko_entry(3)}
    ledger = bounty_ledger(
        entries, [bust(1, 2, 3)], bounty=1_500, cash_percent=50, cash_unit=100, winner=None
    )
    assert ledger.won == {2: 400, 3: 300}
    assert ledger.on_head == {2: 1_500 + 400, 3: 1_500 + 400}
    assert sum(ledger.won.values()) + sum(ledger.on_head.values()) == 3 * 1_500


def test_to_the_cent_is_the_default() -> None:
    """Without a unit the cash is rounded down to the cent (7.50 of a 15.00 bounty)."""
    assert settings_for(name="PKO", bounty_format="progressive").knockout_cash_unit == 1
    entries = {1: pko_entry(1, status=BUSTED), 2: pko_entry(2)}
    ledger = bounty_ledger(entries, [bust(1, 2)], bounty=1_500, cash_percent=50, winner=None)
    assert ledger.won == {2: 750}


def test_the_unit_applies_to_progressive_knockouts_only() -> None:
    """A fixed knockout pays the whole bounty: no unit leaves part of it on a head."""
    fixed = settings_for(name="KO", buy_in=5_000, bounty=1_500, bounty_rounding=500)
    assert fixed.knockout_cash_unit == 1
    pko = settings_for(
        name="PKO", buy_in=5_000, bounty=1_500, bounty_format="progressive", bounty_rounding=500
    )
    assert pko.knockout_cash_unit == 500
