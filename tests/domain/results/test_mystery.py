"""Mystery bounties: when an elimination draws, the draw itself, who wins what
(split pots, the draws left at the end) and that the bounty money is conserved
under any order of busts, splits, re-entries and undos (a Hypothesis property).

The rules, as published:

* GGPoker, "Mystery Bounty": "the mystery bounty tournament consists of an
  'initial phase' and a 'Final phase'. You will be able to win mystery bounties
  by knocking out players during the 'Final phase'." ... "you will be able to
  receive a mystery bounty from each player that you knock out. If you knock out
  multiple people, you will receive all the bounties in order of knockout."
* PokerStars, "Mystery Bounty": "Initial stage: works like a regular tournament
  with no bounties awarded. Final stage: begins after the money bubble bursts and
  bounties become active." ... "If a hand is chopped, the mystery bounty is split
  equally between the winning players."
* Asian Poker Tour, Incheon 2023: "Mystery Bounties are redeemed through a random
  drawing made by the player eliminating another player once 2X the ITM has been
  reached." ... "If multiple players eliminate another player with the same
  hand, the bounty will be split."
* Stake, "Mystery Bounty tournaments": once the tournament is in the money each
  player left can win mystery bounties by knocking others out, and "if a player
  wins the mystery bounty tournament, they will earn the contents of their own
  bounty chest" (translated).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.domain.results.test_bounties import STEPS

from floortool.domain.field.entries import ACTIVE, BUSTED, Entry
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.results.eliminations import BustRecord
from floortool.domain.results.mystery import (
    MysteryDraws,
    draw_refusal,
    draws_of,
    mystery_ledger,
    prize_set,
    prizes_left,
)
from floortool.domain.results.places import Elimination
from floortool.domain.tournament.event import settings_for


def entry(entry_id: int, *, status: str = BUSTED, player: int | None = None) -> Entry:
    return Entry(
        id=entry_id,
        event_id=1,
        player_id=player or entry_id,
        entry_number=1,
        starting_stack=10_000,
        buy_in=10_000,
        status=status,
    )


def drawn(entry_id: int, cents: int | None, *by: int, fixed: tuple[int, ...] = ()) -> BustRecord:
    return BustRecord(
        Elimination(entry_id, f"h{entry_id}"), by=by, mystery_cents=cents, mystery_set=fixed
    )


# ---------------------------------------------------------------- when a bust draws


def refusal(**moment: Any) -> str:
    """``draw_refusal`` in English ("" when the elimination draws)."""
    said = draw_refusal(**moment)
    return "" if said is None else str(said)


def test_before_the_moment_an_elimination_draws_nothing() -> None:
    """GGPoker: mystery bounties are won "by knocking out players during the 'Final
    phase'"; PokerStars: the initial stage has "no bounties awarded", the final stage
    "begins after the money bubble bursts". So from level 6: a bust in level 5 draws
    nothing, one in level 6 draws; in the money (9 paid): a bust with 10 left (the
    bubble) draws nothing, one with 9 left draws."""
    level = {"from_level": 6, "players_left": 40, "paid_places": 9, "late_reg_open": False}
    assert refusal(**level, level=5) == "No bounty before level 6"
    assert refusal(**level, level=None) == "No bounty before level 6"
    assert refusal(**level, level=6) == ""
    money = {"from_level": None, "level": 12, "paid_places": 9, "late_reg_open": False}
    assert refusal(**money, players_left=10) == "No bounty before the money"
    assert refusal(**money, players_left=9) == ""


def test_draws_wait_for_late_registration_to_close() -> None:
    """The set of prizes shares the whole bounty pool (ACR: "Phase 2 ... is the final
    phase, where the prizes are set"), so no draw while entries may still come in;
    and the settings refuse a start level inside late registration."""
    assert (
        refusal(from_level=1, level=3, players_left=9, paid_places=2, late_reg_open=True)
        == "No bounty while late registration is open"
    )
    with pytest.raises(InvalidInput, match="from level 5 on, or in the money"):
        settings_for(
            name="M", buy_in=10_000, bounty=5_000, bounty_format="mystery",
            late_reg_close_level=4, mystery_from_level=4,
        )  # fmt: skip
    ok = settings_for(
        name="M", buy_in=10_000, bounty=5_000, bounty_format="mystery",
        late_reg_close_level=4, mystery_from_level=5, mystery_leftovers="final-table",
    )  # fmt: skip
    assert (ok.bounty_format, ok.mystery_leftovers) == ("mystery", "final-table")


def test_each_draw_takes_one_prize_at_random_and_the_first_fixes_the_set() -> None:
    """APT: bounties "are redeemed through a random drawing made by the player
    eliminating another player": each draw takes one of the prizes left, never one
    already drawn; the first draw carries the whole set, to be recorded with it."""
    prizes = (40_000, 10_000, 10_000, 5_000)
    draws = MysteryDraws(left=list(prizes), fixing=prizes)
    rng = random.Random(7)
    first = draws.draw(rng)
    assert first[1] == prizes and first[0] in prizes
    taken = [first[0], *(draws.draw(rng)[0] for _ in range(3))]
    assert sorted(taken, reverse=True) == list(prizes)
    assert draws.draw(rng) == (None, ())  # all drawn: nothing left to draw
    records = [
        drawn(9, taken[0], 1, fixed=prizes),
        drawn(8, taken[1], 1),
        drawn(7, None),  # credited to nobody: no draw
    ]
    assert prize_set(records) == prizes
    assert sorted(prizes_left(records)) == sorted(taken[2:])
    assert draws_of(records) == {1: taken[:2]}


# ---------------------------------------------------------------- who wins what


def test_a_split_pot_splits_the_drawn_prize_odd_cent_to_the_earliest() -> None:
    """PokerStars: "If a hand is chopped, the mystery bounty is split equally between
    the winning players"; APT: "the bounty will be split". 100.01 between entries 3
    and 5: 50.01 to entry 3 (the earliest, as shared prizes are split), 50.00 to 5."""
    entries = {n: entry(n, status=ACTIVE if n in (3, 5) else BUSTED) for n in range(1, 6)}
    ledger = mystery_ledger(
        entries, [drawn(1, 10_001, 5, 3, fixed=(10_001, 39_999))], bounty=10_000
    )
    assert ledger.won == {3: 5_001, 5: 5_000}
    assert ledger.pool == 50_000 - 10_001
    assert not ledger.on_head and not ledger.unclaimed


def test_the_draws_left_go_to_the_winner() -> None:
    """Stake: the winner earns "the contents of their own bounty chest": with four
    entries of 100.00 and draws of 150.00 and 50.00 made, the 200.00 left is the
    winner's once the tournament has one, not before."""
    entries = {n: entry(n) for n in range(1, 5)} | {4: entry(4, status=ACTIVE)}
    busts = [drawn(1, 15_000, 4, fixed=(20_000, 15_000, 5_000)), drawn(2, 5_000, 3)]
    playing = mystery_ledger(entries, busts, bounty=10_000)
    assert (playing.won, playing.pool) == ({4: 15_000, 3: 5_000}, 20_000)
    over = mystery_ledger(entries, busts, bounty=10_000, winner=4, leftovers="winner")
    assert (over.won, over.pool) == ({4: 35_000, 3: 5_000}, 0)


def test_or_are_split_among_the_final_tables_players() -> None:
    """The house rule "split among the final table's players": 200.00 left among
    entries 2, 3 and 4 (the final table): 66.68 to the earliest, 66.66 each to the others."""
    entries = {n: entry(n) for n in range(1, 5)} | {4: entry(4, status=ACTIVE)}
    busts = [drawn(1, 20_000, 4, fixed=(20_000, 20_000))]
    ledger = mystery_ledger(
        entries, busts, bounty=10_000, winner=4, leftovers="final-table", final_table=(2, 3, 4)
    )
    assert ledger.won == {2: 6_668, 3: 6_666, 4: 20_000 + 6_666}
    assert ledger.pool == 0


def test_with_pko_rounding_a_split_draw_is_shared_in_whole_units() -> None:
    """PokerStars: "If a hand is chopped, the mystery bounty is split equally between
    the winning players", and the event's PKO rounding pays bounties "in whole units
    of this (the smallest chip or note at the cage)", the odd ones to the earliest
    entry. A 100.00 prize split three ways in 5.00 units: 20 units, 6 each and the 2
    odd units to the earliest entry — 40.00, 30.00, 30.00 (to the cent it would be
    33.34, 33.33, 33.33)."""
    entries = {n: entry(n) for n in range(1, 5)}
    busts = [drawn(1, 10_000, 2, 3, 4, fixed=(10_000,))]
    ledger = mystery_ledger(entries, busts, bounty=2_500, cash_unit=500)
    assert ledger.won == {2: 4_000, 3: 3_000, 4: 3_000}


def test_what_is_not_a_whole_unit_goes_to_the_earliest_entry() -> None:
    """A 102.50 prize split two ways in 5.00 units: 20 units, 10 each (50.00), and the
    2.50 that is not a whole unit to the earliest entry, so the shares total the prize."""
    entries = {n: entry(n) for n in range(1, 4)}
    busts = [drawn(1, 10_250, 2, 3, fixed=(10_250,))]
    ledger = mystery_ledger(entries, busts, bounty=5_125, cash_unit=500)
    assert ledger.won == {2: 5_250, 3: 5_000}


# ---------------------------------------------------------------- conservation


@given(
    steps=STEPS,
    players=st.integers(2, 8),
    bounty=st.integers(1, 2_000),
    start=st.integers(0, 6),
    seed=st.integers(0, 1_000),
    leftovers=st.sampled_from(["winner", "final-table"]),
)
def test_mystery_money_is_conserved_under_any_busts_splits_reentries_and_undos(
    steps: list[tuple[str, int, list[int]]],
    players: int,
    bounty: int,
    start: int,
    seed: int,
    leftovers: str,
) -> None:
    """Paid + in the pool of draws = collected at every moment and once the winner
    (or the final table) takes the draws left; nothing is ever on a head or
    unclaimed; an undone bust puts its prize back among those left. Draws start
    after ``start`` busts (the moment); the set is fixed by the first draw, one
    prize per player left then."""
    rng = random.Random(seed)
    entries = {n: entry(n, status=ACTIVE) for n in range(1, players + 1)}
    busts: list[BustRecord] = []
    history: list[tuple[str, int]] = []
    for kind, pick, hitters in steps:
        playing = sorted(e for e, x in entries.items() if x.status == ACTIVE)
        if kind == "bust" and len(playing) > 1:
            out = playing[pick % len(playing)]
            others = [e for e in playing if e != out]
            by = tuple(sorted({others[h % len(others)] for h in hitters}))
            cents, fixed = None, ()
            if len(busts) >= start and by:
                fixed_set = prize_set(busts)
                if fixed_set is None:
                    share, odd = divmod(bounty * len(entries), len(playing))
                    fixed_set = tuple(share + (n < odd) for n in range(len(playing)))
                    draws = MysteryDraws(left=list(fixed_set), fixing=fixed_set)
                else:
                    draws = MysteryDraws(left=prizes_left(busts))
                cents, fixed = draws.draw(rng)
            busts.append(drawn(out, cents, *by, fixed=fixed))
            entries[out] = entry(out, player=entries[out].player_id)
            history.append(("bust", out))
        elif kind == "reenter":
            gone = sorted(e for e, x in entries.items() if x.status == BUSTED)
            if gone:
                new = max(entries) + 1
                player = entries[gone[pick % len(gone)]].player_id
                entries[new] = entry(new, status=ACTIVE, player=player)
                history.append(("reenter", new))
        elif kind == "undo" and history:
            what, entry_id = history.pop()
            if what == "bust":
                busts.pop()
                entries[entry_id] = entry(
                    entry_id, status=ACTIVE, player=entries[entry_id].player_id
                )
            else:
                del entries[entry_id]
    playing = [e for e, x in entries.items() if x.status == ACTIVE]
    winner = playing[0] if len(playing) == 1 else None
    final_table = sorted(entries)[-3:]
    ledger = mystery_ledger(
        entries, busts, bounty=bounty, winner=winner, leftovers=leftovers, final_table=final_table
    )
    collected = bounty * len(entries)
    assert sum(ledger.carried.values()) == collected
    assert sum(ledger.won.values()) + ledger.pool == collected
    assert ledger.pool >= 0 and all(v > 0 for v in ledger.won.values())
    assert not ledger.on_head and not ledger.unclaimed
    if winner is None:
        assert ledger.pool >= sum(prizes_left(busts))  # every prize left is in the pool
    else:
        assert ledger.pool == 0
