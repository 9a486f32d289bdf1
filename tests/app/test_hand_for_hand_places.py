"""App: the places of one hand-for-hand hand, whatever order its busts are reported in.

TDA 2024 RP-8-A: "If enough players bust on the current hand to break into the money,
the busting players will be eligible for a share of the place(s) paid on the current
hand": players eliminated on the same hand-for-hand hand finish tied, at one table or
several. The issue's case: six left at two tables, table 1 loses its 2,000 and 5,000
stacks and table 2 one player on the same hand-for-hand hand. The table-2 player ties
with each of the table-1 players, and a tie joins everyone it touches, so all three
share 4th-6th and 4th's prize, through the real bust commands, in every order of the
reports.
"""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest
from tests.support import FakeClock

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.hands import StartHandForHand, StopHandForHand
from floortool.app.commands.prize import SetPrizeSettings
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views.results import results_view
from floortool.domain.kernel.errors import FloorError
from floortool.domain.prize.events import PrizeSettings
from floortool.domain.prize.payouts import PayoutRange, PayoutTable
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import settings_for

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
SHARED = "Out on the same hand-for-hand hand: shared (TDA 2024 RP-8-A)"


def two_tables(url: str, one_table: str = "share") -> tuple[Floor, int, list[int], list[int]]:
    """Six players at two tables of three, 100.00 each, four paid (40/30/20/10 per cent),
    hand-for-hand play on; each table's entries."""
    floor = Floor.open(url, operator="td", clock=FakeClock(), rng=random.Random(3))
    made = settings_for(name="Main", tables=2, seats=3, buy_in=10_000, h4h_one_table=one_table)
    event_id = floor.execute(CreateEvent(made)).group
    ranges = (
        PayoutRange(min_players=2, max_players=5, basis_points=(10_000,)),
        PayoutRange(min_players=6, max_players=None, basis_points=(4000, 3000, 2000, 1000)),
    )
    floor.execute(SetPrizeSettings(event_id, PrizeSettings(table=PayoutTable("Four", ranges))))
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    floor.execute(StartHandForHand(event_id, 120))
    tables = seating_of(floor.state, event_id).tables
    one, two = (sorted(tables[n].occupied.values()) for n in (1, 2))
    return floor, event_id, one, two


def places(floor: Floor, event_id: int) -> dict[int, tuple[tuple[int, ...], str, int]]:
    rows = results_view(floor.state, event_id).results
    return {r.entry: (r.places, str(r.rule), r.prize_cents) for r in rows if r.place is not None}


@pytest.mark.parametrize("table_two", [1_000, 3_000, 9_000])
@pytest.mark.parametrize("together", [True, False], ids=["one-report", "one-by-one"])
def test_every_report_order_shares_4th_to_6th(
    tmp_path: Path, table_two: int, together: bool
) -> None:
    seen = []
    for n, order in enumerate(itertools.permutations(range(2 if together else 3))):
        floor, event_id, one, two = two_tables(f"sqlite:///{tmp_path / f'{n}.db'}")
        small, big, other = one[0], one[1], two[0]
        reports = (
            [((small, big), (2_000, 5_000)), ((other,), (table_two,))]
            if together
            else [((small,), (2_000,)), ((big,), (5_000,)), ((other,), (table_two,))]
        )
        for index in order:
            entries, stacks = reports[index]
            floor.execute(BustPlayers(event_id, entries, stacks=stacks))
        got = places(floor, event_id)
        # 4th pays 10 per cent of 600.00: the three share it, 20.00 each.
        assert got == {e: ((4, 5, 6), SHARED, 2_000) for e in (small, big, other)}
        seen.append(got)
        floor.close()
    assert len(seen) == (2 if together else 6)


def test_the_bubble_hands_busts_at_one_table_share_the_place_paid(tmp_path: Path) -> None:
    """RP-8-A (quoted above) has no exception for one table: with six left and four paid,
    two players out at table 1 on the hand-for-hand hand share 5th-6th (and, paid
    nothing, 0.00), each recorded without chips and the message citing RP-8-A."""
    floor, event_id, one, _ = two_tables(f"sqlite:///{tmp_path / 'floor.db'}")
    floor.execute(BustPlayers(event_id, (one[0],)))
    floor.execute(BustPlayers(event_id, (one[1],)))
    assert places(floor, event_id) == {e: ((5, 6), SHARED, 0) for e in one[:2]}


def test_a_table_mate_out_without_chips_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    """Under the house rule that orders one table's hand-for-hand busts by chips, a second
    bust there after one recorded without its stack is refused."""
    floor, event_id, one, _ = two_tables(f"sqlite:///{tmp_path / 'floor.db'}", "chips")
    floor.execute(BustPlayers(event_id, (one[0],)))
    before = floor.journal()
    with pytest.raises(FloorError) as refused:
        floor.execute(BustPlayers(event_id, (one[1],), stacks=(5_000,)))
    assert "table 1" in refused.value.message and "undo that bust" in refused.value.message
    assert floor.journal() == before


def test_a_table_mate_of_a_player_placed_by_chips_is_asked_for_theirs(tmp_path: Path) -> None:
    """The house rule for busts at one table: "players out at the same table, with
    nobody out elsewhere on that hand, are placed by their chips" (``results.places``).
    Table 1's player and table 2's (with 1,000 chips) are out on one hand; a table-2
    mate reported later on that hand without chips could not be placed if the other
    tables' busts were undone, so the bust is refused, asking for the chips, and
    nothing is recorded (it used to be recorded, and the results then refused to show)."""
    floor, event_id, one, two = two_tables(f"sqlite:///{tmp_path / 'floor.db'}", "chips")
    floor.execute(BustPlayers(event_id, (one[0], two[0]), stacks=(None, 1_000)))
    before = floor.journal()
    with pytest.raises(FloorError) as refused:
        floor.execute(BustPlayers(event_id, (two[1],)))
    assert refused.value.message.startswith("Several players busted on one hand: give each")
    assert floor.journal() == before
    floor.execute(BustPlayers(event_id, (two[1],), stacks=(3_000,)))
    assert {row[0] for row in places(floor, event_id).values()} == {(4, 5, 6)}


def test_hand_for_hand_started_again_never_joins_hands_numbered_alike(tmp_path: Path) -> None:
    """RP-8-A ties players out on *the same* hand: stopped and started again, hand-for-hand
    play numbers its hands from 1 again, and a bust on the new hand 1 is a hand of its
    own (placed below nobody's stack, refused for nobody's missing chips)."""
    floor, event_id, one, _ = two_tables(f"sqlite:///{tmp_path / 'floor.db'}")
    floor.execute(BustPlayers(event_id, (one[0],)))
    floor.execute(StopHandForHand(event_id))
    clock = floor.clock
    assert isinstance(clock, FakeClock)
    clock.advance(90)
    floor.execute(StartHandForHand(event_id, 120))
    floor.execute(BustPlayers(event_id, (one[1],)))
    got = places(floor, event_id)
    assert (got[one[0]][0], got[one[1]][0]) == ((6,), (5,))
