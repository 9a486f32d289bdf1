"""Progressive knockout (PKO) bounties, worked out from published house rules.

Texas Card House, Las Colinas, "PKO Wednesdays" rules:

    "whenever a player eliminates another player, 50% of the bounty is
    immediately cashed and the other 50% of the bounty will be added to the
    winning player's bounty stack." ... "In the case of an odd bounty chip when
    getting paid out, the odd chip will be added to the winner's bounty stack."
    ... "Bounties will only be paid out when a winning player eliminates another
    player or at the end of the tournament."

GGPoker, "Bounty Hunters" (its PKO series) rules:

    "If two players show identical winning hands and split the pot, the bounty of
    the eliminated player will be equally divided between the winners. Odd cents
    will be awarded to the player in the earliest position."

floortool gives odd cents to the earliest entry, as it splits shared prizes and
fixed bounties. The property at the end checks that bounty money is never made
or lost: paid + on heads + unclaimed = what the entries brought, whatever the
order of busts, split eliminations, re-entries and undos.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.field.entries import ACTIVE, BUSTED, Entry
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.results.bounties import BountyLedger, bounty_ledger
from floortool.domain.results.eliminations import BustRecord
from floortool.domain.results.places import Elimination
from floortool.domain.tournament.event import settings_for


def entry(entry_id: int, *, status: str = ACTIVE, player: int | None = None) -> Entry:
    return Entry(
        id=entry_id,
        event_id=1,
        player_id=player if player is not None else entry_id,
        entry_number=1,
        starting_stack=10_000,
        buy_in=2_000,
        status=status,
    )


def bust(entry_id: int, *by: int) -> BustRecord:
    return BustRecord(Elimination(entry_id, f"h{entry_id}"), by=by)


def pko(
    entries: dict[int, Entry], busts: list[BustRecord], *, winner: int | None = None
) -> BountyLedger:
    return bounty_ledger(entries, busts, bounty=1_000, cash_percent=50, winner=winner)


def test_half_is_cashed_and_half_goes_onto_the_eliminators_bounty() -> None:
    """ "50% of the bounty is immediately cashed and the other 50% of the bounty will
    be added to the winning player's bounty stack": with 10.00 bounties, A busting B
    cashes 5.00 and carries 15.00; C busting A then cashes 7.50 and carries 17.50."""
    entries = {1: entry(1), 2: entry(2, status=BUSTED), 3: entry(3), 4: entry(4)}
    first = pko(entries, [bust(2, 1)])
    assert first.won == {1: 500}
    assert first.on_head == {1: 1_500, 3: 1_000, 4: 1_000}
    entries[1] = entry(1, status=BUSTED)
    second = pko(entries, [bust(2, 1), bust(1, 3)])
    assert second.won == {1: 500, 3: 750}
    assert second.on_head == {3: 1_750, 4: 1_000}


def test_the_odd_cent_of_the_cash_half_goes_onto_the_eliminators_bounty() -> None:
    """ "In the case of an odd bounty chip when getting paid out, the odd chip will be
    added to the winner's bounty stack": half of 10.01 cashes 5.00, 5.01 goes on."""
    entries = {1: entry(1), 2: entry(2, status=BUSTED)}
    ledger = bounty_ledger(entries, [bust(2, 1)], bounty=1_001, cash_percent=50)
    assert ledger.won == {1: 500}
    assert ledger.on_head == {1: 1_001 + 501}


def test_a_split_elimination_splits_both_halves_odd_cents_to_the_earliest() -> None:
    """ "the bounty of the eliminated player will be equally divided between the
    winners. Odd cents will be awarded to the player in the earliest position": a
    15.02 bounty split by entries 2 and 3 gives each half of the 7.51 cash (3.76 to
    entry 2, the earliest, 3.75 to entry 3) and half of the 7.51 added to their
    bounties (3.76 and 3.75)."""
    entries = {1: entry(1, status=BUSTED), 2: entry(2), 3: entry(3), 4: entry(4)}
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
    entries = {1: entry(1), 2: entry(2, status=BUSTED), 3: entry(3, status=BUSTED)}
    ledger = pko(entries, [bust(2, 1), bust(3, 1)], winner=1)
    # 5.00 + 5.00 cashed, then the 20.00 on 1's head at the end.
    assert ledger.won == {1: 3_000}
    assert not ledger.on_head


def test_a_re_entry_starts_a_fresh_bounty() -> None:
    """A player busted with a grown bounty who re-enters carries the starting bounty
    again: the grown one went to whoever busted them."""
    entries = {
        1: entry(1, status=BUSTED),
        2: entry(2, status=BUSTED),
        3: entry(3),
        4: entry(4, player=1),  # player 1 re-entered
    }
    ledger = pko(entries, [bust(2, 1), bust(1, 3)])
    assert ledger.on_head == {3: 1_000 + 750, 4: 1_000}


def test_a_fixed_knockout_pays_the_whole_bounty_as_before() -> None:
    entries = {1: entry(1), 2: entry(2, status=BUSTED)}
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
        settings_for(name="PKO", buy_in=5_000, bounty=100, bounty_format="mystery")


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
    entries = {n: entry(n) for n in range(1, players + 1)}
    busts: list[BustRecord] = []
    history: list[tuple[str, int]] = []
    for kind, pick, hitters in steps:
        playing = sorted(e for e, x in entries.items() if x.status == ACTIVE)
        if kind == "bust" and len(playing) > 1:
            busted = playing[pick % len(playing)]
            others = [e for e in playing if e != busted]
            by = tuple(sorted({others[h % len(others)] for h in hitters}))
            busts.append(bust(busted, *by))
            entries[busted] = entry(busted, status=BUSTED, player=entries[busted].player_id)
            history.append(("bust", busted))
        elif kind == "reenter":
            out = sorted(e for e, x in entries.items() if x.status == BUSTED)
            if out:
                new = max(entries) + 1
                entries[new] = entry(new, player=entries[out[pick % len(out)]].player_id)
                history.append(("reenter", new))
        elif kind == "undo" and history:
            what, entry_id = history.pop()
            if what == "bust":
                busts.pop()
                entries[entry_id] = entry(entry_id, player=entries[entry_id].player_id)
            else:
                del entries[entry_id]
    return entries, busts


@given(
    steps=STEPS,
    players=st.integers(2, 8),
    bounty=st.integers(1, 2_000),
    cash_percent=st.integers(0, 100),
)
def test_bounty_money_is_conserved_under_any_busts_splits_reentries_and_undos(
    steps: list[tuple[str, int, list[int]]], players: int, bounty: int, cash_percent: int
) -> None:
    """Paid + on heads + unclaimed = collected, at every moment and once a winner
    collects their own; no amount is ever negative."""
    entries, busts = _play(steps, players)
    playing = [e for e, x in entries.items() if x.status == ACTIVE]
    winner = playing[0] if len(playing) == 1 else None
    ledger = bounty_ledger(entries, busts, bounty=bounty, cash_percent=cash_percent, winner=winner)
    collected = bounty * len(entries)
    assert sum(ledger.carried.values()) == collected
    held = sum(ledger.won.values()) + sum(ledger.on_head.values())
    assert held + sum(ledger.unclaimed.values()) == collected
    assert all(v > 0 for v in (*ledger.won.values(), *ledger.on_head.values()))
    assert set(ledger.on_head) <= set(playing)  # only heads still in play carry a bounty
    if winner is not None:
        assert not ledger.on_head
