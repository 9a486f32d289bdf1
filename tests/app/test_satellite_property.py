"""App: a satellite's seats, for any field, seat value and order of busts (issue 26,
format 3: "seats = pool ÷ seat value, the remainder paid in cash ...; play stops when
the players left equal the seats, and every one of them wins a seat").

Hypothesis plays random satellites through a real floor: any field, buy-in, fee and
seat value; busts of one player or of several on one hand (with their starting
stacks, equal ones now and then), and undos. After every step:

- seats times the seat value + the cash remainder = the prize pool;
- the satellite has stopped exactly when the players left are no more than the
  seats (and no equal stacks tie across the last seat): then the seat winners are
  as many as the seats, the players left among them, and one more bust is refused;
- the cash report's difference is 0.

A tie across the last seat is settled as the director would: each tied player's place
set by hand, in entry order (the house's draw)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st
from tests.support import FakeClock

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers, CorrectPlace
from floortool.app.floor import Floor
from floortool.app.views.cash import cash_report
from floortool.app.views.results import results_of
from floortool.domain.field.entries import ACTIVE
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.results.event_pool import event_prize_pool
from floortool.domain.results.satellite import satellite_seats, seat_tie, seat_winners
from floortool.domain.tournament.event import settings_for

#: The cash report's lines of what a stopped satellite awards (``app.views.cash``).
SATELLITE_LINES = {"Ticket", "Satellite cash"}

steps = st.lists(
    st.tuples(
        st.sampled_from(["bust", "bust", "bust", "hand", "hand", "undo"]),
        st.integers(min_value=0, max_value=99),
        st.lists(st.integers(min_value=1, max_value=4), min_size=3, max_size=3),
    ),
    max_size=16,
)


def _active(floor: Floor, event_id: int) -> list[int]:
    entries = floor.state.entries.get(event_id, {}).values()
    return sorted(e.id for e in entries if e.status == ACTIVE)


def _check(floor: Floor, event_id: int) -> bool:
    """The satellite's invariants now; returns whether it has stopped."""
    state = floor.state
    seats = satellite_seats(state, event_id)
    assert seats is not None
    pool = event_prize_pool(state, event_id).total_cents
    assert seats.seats * seats.seat_cents + seats.remainder_cents == pool
    assert 0 <= seats.remainder_cents < seats.seat_cents
    report = cash_report(state, event_id)
    assert report.difference_cents == 0, report.to_json()
    left = _active(floor, event_id)
    winners = seat_winners(state, event_id)
    tie = seat_tie(state, event_id)
    if len(left) > seats.seats:
        assert winners is None and tie == ()
        return False
    if tie:
        event("equal stacks tie across the last seat")
        assert winners is None
        return False
    assert winners is not None and len(winners) == seats.seats
    assert set(left) <= set(winners)
    if len(left) < seats.seats:
        event("busted players take the seats left over")
    awarded = [line.cents for line in report.money_out if str(line.kind) in SATELLITE_LINES]
    assert sum(awarded) == pool  # every seat and the remainder paid out of the pool
    return True


def _settle_tie(floor: Floor, event_id: int) -> None:
    """The director's draw for a tie across the last seat: the places the tied players
    share, set one each by hand, the earliest entry first."""
    tied = seat_tie(floor.state, event_id)
    rows = {r.entry_id: r for r in results_of(floor.state, event_id)}
    for entry, place in zip(tied, rows[tied[0]].places, strict=True):
        floor.execute(CorrectPlace(event_id, entry, (place,), "draw for the last seat"))


def _play(floor: Floor, event_id: int, action: str, pick: int, stacks: list[int], done: int) -> int:
    """One step: a bust of one player, of up to three on one hand (chips at its start
    from ``stacks``, in thousands), or an undo of one of the steps taken (``done``)."""
    active = _active(floor, event_id)
    try:
        if action == "undo":
            if not done:
                return done
            floor.undo(event_scope(event_id))
            return done - 1
        count = 1 if action == "bust" else min(len(stacks), len(active) - 1)
        if count < 1:
            return done
        start = pick % len(active)
        out = tuple((active * 2)[start : start + count])
        chips = tuple(s * 1_000 for s in stacks[:count]) if count > 1 else None
        floor.execute(BustPlayers(event_id, out, stacks=chips))
    except FloorError:
        return done
    return done + 1


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    players=st.integers(min_value=2, max_value=12),
    buy_in=st.integers(min_value=100, max_value=20_000),
    fee=st.integers(min_value=0, max_value=2_000),
    wanted=st.integers(min_value=1, max_value=11),
    slack=st.integers(min_value=0, max_value=100),
    night=steps,
    finish=st.lists(st.integers(min_value=1, max_value=4), min_size=3, max_size=3),
)
def test_seats_pool_and_stop_hold_under_any_busts_and_undos(
    players: int,
    buy_in: int,
    fee: int,
    wanted: int,
    slack: int,
    night: list[tuple[str, int, list[int]]],
    finish: list[int],
) -> None:
    assume(wanted < players)  # someone to play for the seats
    pool = players * buy_in
    # A seat value that buys ``wanted`` seats: above pool / (wanted + 1), at most
    # pool / wanted, ``slack`` per cent of the way down (a remainder or none).
    low, high = pool // (wanted + 1) + 1, pool // wanted
    seat = high - (high - low) * slack // 100
    with tempfile.TemporaryDirectory() as folder:
        floor = Floor.open(
            f"sqlite:///{Path(folder) / 'floor.db'}", operator="td", clock=FakeClock()
        )
        try:
            settings_ = settings_for(
                name="Satellite", buy_in=buy_in, fee=fee, tables=2, satellite_seat=seat
            )
            event_id = floor.execute(CreateEvent(settings_)).group
            floor.execute(
                RegisterEntry(event_id, newcomers(tuple(f"P{n}" for n in range(players))))
            )
            stopped = _check(floor, event_id)
            done = 0
            for action, pick, stacks in night:
                done = _play(floor, event_id, action, pick, stacks, done)
                stopped = _check(floor, event_id)
                if stopped:
                    left = _active(floor, event_id)
                    try:
                        floor.execute(BustPlayers(event_id, (left[0],)))
                    except FloorError as refused:
                        assert refused.code == "tournament_over"
                    else:
                        raise AssertionError("a stopped satellite took another bust")
            while not stopped:
                if seat_tie(floor.state, event_id):
                    _settle_tie(floor, event_id)
                else:
                    _play(floor, event_id, "hand", 0, finish, 0)
                stopped = _check(floor, event_id)
        finally:
            floor.close()
