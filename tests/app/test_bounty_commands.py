"""App: knockout bounties through the Floor (SQLite, and PostgreSQL in CI): the
pool leaves every entry's bounty out (re-entries too, rebuys not), a bust
credited to a player pays them the bounty, undo takes it back, an uncredited
bust leaves it unclaimed, the winner collects their own, and the league
formula's ``bounty`` variable gets the money won in currency units."""

from __future__ import annotations

import pytest
from tests.support import FakeClock, entries_of, entry_of, player_of

from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.commands.league import (
    AddSeason,
    AssignEvent,
    CreateLeague,
    RecordLeaguePoints,
)
from floortool.app.commands.registration import Rebuy, ReEnter, RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.league_results import tournament_result
from floortool.app.views.payouts import prize_view
from floortool.app.views.results import ResultRow, results_view
from floortool.cli.results_cmd import results_text
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.tournament.event import settings_for

NAMES = ("Ann", "Bob", "Cy", "Di")


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Floor:
    return Floor.open(db_url, operator="td", clock=clock)


def knockout(floor: Floor, **settings: object) -> int:
    """A 100.00 + 10.00 event with a 25.00 bounty, the four players registered."""
    event_id = floor.execute(
        CreateEvent(
            settings_for(
                name="Knockout", buy_in=10_000, fee=1_000, bounty=2_500, tables=1, **settings
            )
        )
    ).group
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    return event_id


def rows(floor: Floor, event_id: int) -> dict[str, ResultRow]:
    return {r.player: r for r in results_view(floor.state, event_id).results}


def test_the_pool_leaves_out_every_entrys_bounty_but_none_on_rebuys(floor: Floor) -> None:
    event_id = knockout(floor, max_reentries=1, max_rebuys=1)
    floor.execute(Rebuy(event_id, entry_of(floor, event_id, "Ann")))
    floor.execute(
        BustPlayers(event_id, entries_of(floor, event_id, "Di"), by=entry_of(floor, event_id, "Cy"))
    )
    floor.execute(ReEnter(event_id, player_of(floor, "Di")))
    pool = prize_view(floor.state, event_id).pool
    # 5 entries x 100.00 + one rebuy at 100.00, of which 5 x 25.00 are bounties.
    assert pool.bounty_cents == 12_500
    assert pool.total_cents == 60_000 - 12_500
    bounty_row = next(row for row in pool.breakdown() if str(row.label) == "Bounties")
    assert (str(bounty_row.detail), bounty_row.cents) == (
        "5 \u00d7 25.00, not in the pool",
        -12_500,
    )
    payouts = prize_view(floor.state, event_id).payouts
    assert payouts is not None and sum(p.cents for p in payouts.paid) == 47_500


def test_a_bust_by_a_player_pays_them_the_bounty_and_undo_takes_it_back(floor: Floor) -> None:
    event_id = knockout(floor)
    floor.execute(
        BustPlayers(
            event_id,
            entries_of(floor, event_id, "Cy", "Di"),
            stacks=(3_000, 8_000),
            by=entry_of(floor, event_id, "Ann"),
        )
    )
    assert rows(floor, event_id)["Ann"].bounty_cents == 5_000
    assert rows(floor, event_id)["Ann"].to_json()["bounty"] == "50.00"
    floor.undo(event_scope(event_id))
    assert rows(floor, event_id)["Ann"].bounty_cents == 0
    bounties = results_view(floor.state, event_id).bounties
    assert bounties is not None
    assert (bounties.won_cents, bounties.in_play_cents) == (0, 10_000)


def test_an_uncredited_bust_is_unclaimed_and_the_winner_keeps_their_own(floor: Floor) -> None:
    event_id = knockout(floor)
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Di")))
    floor.execute(
        BustPlayers(
            event_id, entries_of(floor, event_id, "Cy"), by=entry_of(floor, event_id, "Bob")
        )
    )
    floor.execute(
        BustPlayers(
            event_id, entries_of(floor, event_id, "Bob"), by=entry_of(floor, event_id, "Ann")
        )
    )
    view = results_view(floor.state, event_id)
    got = {r.player: (r.place, r.bounty_cents, r.bounty_unclaimed) for r in view.results}
    assert got == {
        "Ann": (1, 5_000, False),  # Bob's bounty and her own
        "Bob": (2, 2_500, False),
        "Cy": (3, 0, False),
        "Di": (4, 0, True),
    }
    assert view.to_json()["bounties"] == {
        "each_cents": 2_500,
        "total_cents": 10_000,
        "won_cents": 7_500,
        "unclaimed_cents": 2_500,
        "in_play_cents": 0,
        "pool_cents": 0,
        "each": "25.00",
        "total": "100.00",
        "won": "75.00",
        "unclaimed": "25.00",
        "in_play": "0.00",
        "pool": "0.00",
    }
    text = results_text(view)
    assert "Bounties 25.00 each: 75.00 won, 25.00 unclaimed" in text
    assert "bounty unclaimed" in next(line for line in text.splitlines() if "Di" in line)


def test_without_a_bounty_nothing_is_said_about_bounties(floor: Floor) -> None:
    event_id = floor.execute(CreateEvent(settings_for(name="Freezeout", buy_in=5_000, tables=1)))
    floor.execute(RegisterEntry(event_id.group, newcomers(NAMES)))
    floor.execute(BustPlayers(event_id.group, entries_of(floor, event_id.group, "Di")))
    view = results_view(floor.state, event_id.group)
    assert view.bounties is None
    assert not any(r.bounty_unclaimed or r.bounty_cents for r in view.results)
    assert "ount" not in results_text(view)


def test_a_bounty_beyond_the_buy_in_is_refused_and_changes_nothing(floor: Floor) -> None:
    event_id = knockout(floor)
    with pytest.raises(FloorError) as refused:
        floor.execute(UpdateEvent(event_id, {"bounty": 10_001}))
    assert refused.value.details["field"] == "bounty"
    assert floor.state.events[event_id].settings.bounty == 2_500
    floor.execute(UpdateEvent(event_id, {"bounty": 0}))
    assert prize_view(floor.state, event_id).pool.bounties is None


def test_the_league_formula_gets_the_bounties_won_in_currency_units(floor: Floor) -> None:
    floor.execute(CreateLeague("Tuesday League"))
    floor.execute(AddSeason(None, "2026", {"formula": "bounty"}))
    event_id = knockout(floor)
    for name in ("Di", "Cy", "Bob"):
        floor.execute(
            BustPlayers(
                event_id, entries_of(floor, event_id, name), by=entry_of(floor, event_id, "Ann")
            )
        )
    finishes = {f.player_id: f.bounty for f in tournament_result(floor.state, event_id).finishes}
    ann = next(p for p in floor.state.players.values() if p.name == "Ann")
    assert finishes[ann.id] == 10_000  # three bounties and her own
    floor.execute(AssignEvent(None, None, event_id))
    floor.execute(RecordLeaguePoints(None, event_id))
    scores = {s.player_id: s.points for s in floor.state.league.events[1].scores}
    assert scores[ann.id] == 100  # 100.00 in bounties
    assert sorted(scores.values()) == [0, 0, 0, 100]
