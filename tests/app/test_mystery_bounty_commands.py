"""App: mystery bounties through the Floor (SQLite, and PostgreSQL in CI) — a whole
night from registration to the winner, the draw recorded once (undo, redo and a
reopened floor never draw again), the moment (a level, or the money), late
registration, a distribution that does not total the pool, and the bust desk's line.

The rules played (quoted in ``tests/domain/results/test_mystery.py``): GGPoker's
"initial phase" pays no bounty and "you will be able to receive a mystery bounty
from each player that you knock out" in the final phase; PokerStars: "Final stage:
begins after the money bubble bursts" and "If a hand is chopped, the mystery bounty
is split equally between the winning players"; the winner "will earn the contents
of their own bounty chest" (Stake)."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.app.test_cash_balance_property import play_night
from tests.support import FakeClock, entries_of, player_of

from floortool.app.commands.clock import GoToLevel, StartClock
from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.commands.prize import SetPrizeSettings
from floortool.app.commands.registration import ReEnter, RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views.bounties import bounty_view
from floortool.app.views.cash import cash_report
from floortool.app.views.mystery import mystery_preview, mystery_view
from floortool.app.views.payouts import prize_settings
from floortool.app.views.results import results_view
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.results.eliminations import EventResults
from floortool.domain.tournament.event import settings_for

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Floor:
    return Floor.open(db_url, operator="td", clock=clock, rng=random.Random(26))


def mystery_night(floor: Floor, prizes: str = "", **extra: object) -> int:
    """A 100.00 + 10.00 event with 50.00 of each buy-in in the mystery bounty pool,
    six players registered, the clock started."""
    event_settings = {"tables": 1, **extra}
    event_id = floor.execute(
        CreateEvent(
            settings_for(
                name="Mystery", buy_in=10_000, fee=1_000, bounty=5_000,
                bounty_format="mystery", **event_settings,
            )
        )
    ).group  # fmt: skip
    if prizes:
        set_prizes(floor, event_id, prizes)
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    floor.execute(StartClock(event_id))
    return event_id


def set_prizes(floor: Floor, event_id: int, prizes: str) -> None:
    current = prize_settings(floor.state, event_id)
    floor.execute(
        SetPrizeSettings(event_id, type(current)(table=current.table, mystery_prizes=prizes))
    )


def bust(floor: Floor, event_id: int, out: str, *by: str) -> None:
    hitters = entries_of(floor, event_id, *by)
    floor.execute(
        BustPlayers(
            event_id,
            entries_of(floor, event_id, out),
            by=hitters[0] if hitters else None,
            split_with=hitters[1:],
        )
    )


def desk_line(floor: Floor, event_id: int, *by: str) -> str | None:
    """What the bust desk says of one player busted by ``by``."""
    hitters = entries_of(floor, event_id, *by)
    said = mystery_preview(floor.state, event_id, busting=1, hitters=hitters, now=floor.clock())
    return None if said is None else str(said)


def draws(floor: Floor, event_id: int) -> list[int | None]:
    return [r.mystery_cents for r in floor.state.results.get(event_id, EventResults()).eliminations]


def won(floor: Floor, event_id: int) -> dict[str, int]:
    return {r.player: r.won_cents for r in bounty_view(floor.state, event_id).rows if r.won_cents}


def balances(floor: Floor, event_id: int) -> None:
    report = cash_report(floor.state, event_id)
    assert report.difference_cents == 0, report.to_json()


def test_a_mystery_night_from_registration_to_the_winner(floor: Floor, db_url: str) -> None:
    """Draws from level 3 (late registration closes at the end of level 2): 6 entries
    and one re-entry bring 7 x 50.00 = 350.00; "1x150, rest equal" over the 5
    players left at the first draw makes 150.00 and four of 50.00. A bust before
    level 3 pays nothing; a split pot splits its draw; the winner draws what is left."""
    event_id = mystery_night(
        floor, "1x150, rest equal", late_reg_close_level=2, mystery_from_level=3, max_reentries=1
    )
    bust(floor, event_id, "Flo", "Ann")  # level 1: before the moment, no draw
    floor.execute(ReEnter(event_id, player_of(floor, "Flo")))
    assert draws(floor, event_id) == [None] and won(floor, event_id) == {}
    assert (
        desk_line(floor, event_id, "Ann")
        == "No bounty before level 3 (the bounty stays in the draws)"
    )
    bust(floor, event_id, "Flo", "Ann")  # Flo's re-entry, also before the moment
    floor.execute(GoToLevel(event_id, 3))
    assert desk_line(floor, event_id, "Bob", "Cy") == (
        "Bob and Cy draw a mystery bounty, split between them"
    )
    planned = mystery_view(floor.state, event_id)
    assert planned is not None and planned.pool_cents == 35_000
    assert planned.planned == (15_000, 5_000, 5_000, 5_000, 5_000)

    bust(floor, event_id, "Ed", "Bob", "Cy")  # the first draw fixes the set
    first = draws(floor, event_id)[-1]
    assert first is not None
    view = mystery_view(floor.state, event_id)
    assert view is not None and view.prizes == (15_000, 5_000, 5_000, 5_000, 5_000)
    bob, cy = won(floor, event_id)["Bob"], won(floor, event_id)["Cy"]
    assert (bob, cy) == (first - first // 2, first // 2)  # odd cent to the earliest entry
    balances(floor, event_id)

    floor.undo(event_scope(event_id))  # undo takes the draw back; redo never redraws
    undone = mystery_view(floor.state, event_id)
    assert won(floor, event_id) == {} and undone is not None and undone.prizes == ()
    floor.redo(event_scope(event_id))
    assert draws(floor, event_id)[-1] == first
    assert won(floor, event_id) == {"Bob": bob, "Cy": cy}

    bust(floor, event_id, "Di")  # credited to nobody: no draw, the prize stays in the draws
    bust(floor, event_id, "Cy", "Ann")
    bust(floor, event_id, "Bob", "Ann")
    made = [d for d in draws(floor, event_id) if d is not None]
    assert len(made) == 3
    left = 35_000 - sum(made)
    results = results_view(floor.state, event_id)
    assert results.winner == "Ann"
    got = won(floor, event_id)
    assert got["Ann"] == sum(made[1:]) + left  # her draws and every prize left
    assert sum(got.values()) == 35_000
    assert results.bounties is not None and results.bounties.pool_cents == 0
    report = cash_report(floor.state, event_id)
    assert report.difference_cents == 0
    assert any(
        str(line.kind) == "Mystery bounties won" and line.payee == "Ann"
        for line in report.money_out
    )
    floor.close()

    again = Floor.open(db_url, operator="td", clock=floor.clock, rng=random.Random(99))
    try:  # the journal replayed: the same draws, none made again
        assert draws(again, event_id) == draws(floor, event_id)
        assert won(again, event_id) == got
    finally:
        again.close()


def test_in_the_money_the_bubble_draws_nothing(floor: Floor) -> None:
    """PokerStars: the final stage "begins after the money bubble bursts". Six
    entries pay two places (the standard table): the bust with three left (the
    bubble) draws nothing, the one with two left draws; the winner draws the rest."""
    event_id = mystery_night(floor)
    assert desk_line(floor, event_id) == (
        "No bounty before the money (the bounty stays in the draws)"
    )
    for out in ("Flo", "Ed", "Di", "Cy"):
        bust(floor, event_id, out, "Ann")
    assert draws(floor, event_id) == [None] * 4
    view = mystery_view(floor.state, event_id)
    assert view is not None and view.planned == (15_000, 15_000)  # 300.00 over the two paid
    bust(floor, event_id, "Bob", "Ann")
    assert draws(floor, event_id)[-1] == 15_000
    assert won(floor, event_id) == {"Ann": 30_000}
    balances(floor, event_id)


def test_no_draw_while_late_registration_is_open(floor: Floor) -> None:
    event_id = mystery_night(floor, late_reg_close_level=4, mystery_from_level=5)
    floor.execute(UpdateEvent(event_id, {"mystery_from_level": None}))  # in the money
    for out in ("Flo", "Ed", "Di", "Cy"):
        bust(floor, event_id, out, "Ann")
    assert (
        desk_line(floor, event_id, "Ann")
        == "No bounty while late registration is open (the bounty stays in the draws)"
    )
    bust(floor, event_id, "Bob", "Ann")
    assert draws(floor, event_id) == [None] * 5
    assert won(floor, event_id) == {"Ann": 30_000}  # the winner draws every prize left
    balances(floor, event_id)


def test_prizes_that_do_not_total_the_pool_refuse_the_first_draw(floor: Floor) -> None:
    """The set must total the bounty pool: a bust that would draw from a set that
    does not is refused, saying why, and changes nothing; once the set is fixed by
    the first draw it cannot be changed."""
    event_id = mystery_night(floor, "1x100, 1x50", mystery_from_level=1)
    with pytest.raises(FloorError, match=r"total 150.00, but the bounty pool is 300.00"):
        bust(floor, event_id, "Flo", "Ann")
    assert draws(floor, event_id) == []
    set_prizes(floor, event_id, "1x100, rest equal")
    bust(floor, event_id, "Flo", "Ann")
    with pytest.raises(FloorError, match="first mystery draw has fixed the prizes"):
        set_prizes(floor, event_id, "equal")


def test_the_prizes_are_checked_when_set_once_late_registration_has_closed(floor: Floor) -> None:
    event_id = mystery_night(floor, late_reg_close_level=1, mystery_from_level=2)
    floor.execute(GoToLevel(event_id, 2))
    with pytest.raises(FloorError, match=r"total 100.00, but the bounty pool is 300.00"):
        set_prizes(floor, event_id, "1x100")
    set_prizes(floor, event_id, "jackpot")
    assert prize_settings(floor.state, event_id).mystery_prizes == "1x40%, 1x10%, rest equal"


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    night=st.lists(
        st.tuples(
            st.sampled_from(["bust", "bust", "bust", "reenter", "undo"]),
            st.integers(min_value=0, max_value=99),
            st.integers(min_value=0, max_value=99),
        ),
        max_size=12,
    ),
    prizes=st.sampled_from(["", "standard", "jackpot", "1x10%, rest equal"]),
    leftovers=st.sampled_from(["winner", "final-table"]),
    seed=st.integers(min_value=0, max_value=10_000),
)
def test_mystery_money_balances_under_any_night_of_draws(
    night: list[tuple[str, int, int]], prizes: str, leftovers: str, seed: int
) -> None:
    """Draws from level 1, so every credited bust draws: under any order of busts
    (credited to one, two or nobody), re-entries and undos, the cash report balances
    and won + in the pool of draws = collected after every step, to the winner."""
    with tempfile.TemporaryDirectory() as folder:
        floor = Floor.open(
            f"sqlite:///{Path(folder) / 'floor.db'}",
            operator="td",
            clock=FakeClock(),
            rng=random.Random(seed),
        )
        try:
            event_id = mystery_night(
                floor, prizes, mystery_from_level=1, mystery_leftovers=leftovers,
                max_reentries=2, seats=4, tables=2,
            )  # fmt: skip
            play_night(floor, event_id, night)
            results = results_view(floor.state, event_id)
            assert results.bounties is not None and results.bounties.pool_cents == 0
        finally:
            floor.close()
