"""The clock is arithmetic on its events and ``now``: tested without waiting."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.clock import state as c
from floortool.domain.kernel.errors import InvalidInput

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)
ROWS = [1200.0, 1200.0, 600.0, 1200.0]  # two levels, a break, a level


def at(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


def test_read_clock_counts_down_while_running() -> None:
    clock = c.start(c.ClockState(), ROWS, at(0))
    reading = c.read_clock(clock, ROWS, at(3))
    assert reading.state == c.RUNNING
    assert reading.index == 0
    assert reading.remaining == pytest.approx(1197)


def test_read_clock_walks_into_later_rows_after_a_long_gap() -> None:
    clock = c.start(c.ClockState(), ROWS, at(0))
    reading = c.read_clock(clock, ROWS, at(1200 + 1200 + 300))  # five minutes into the break
    assert (reading.index, reading.remaining) == (2, pytest.approx(300))


def test_read_clock_finishes_after_the_last_row() -> None:
    clock = c.start(c.ClockState(), ROWS, at(0))
    reading = c.read_clock(clock, ROWS, at(sum(ROWS) + 5))
    assert reading.state == c.FINISHED
    assert reading.index == len(ROWS) - 1
    assert reading.remaining == 0


def test_pause_holds_time_until_resume() -> None:
    clock = c.start(c.ClockState(), ROWS, at(0))
    clock = c.pause(clock, ROWS, at(100))
    assert c.read_clock(clock, ROWS, at(5000)).remaining == pytest.approx(1100)
    clock = c.resume(clock, ROWS, at(5000))
    reading = c.read_clock(clock, ROWS, at(5010))
    assert (reading.state, reading.remaining) == (c.RUNNING, pytest.approx(1090))


def test_pause_when_not_running_is_refused() -> None:
    with pytest.raises(InvalidInput) as refused:
        c.pause(c.ClockState(), ROWS, at(0))
    assert refused.value.code == "clock_not_running"


def test_resume_when_running_is_refused() -> None:
    clock = c.start(c.ClockState(), ROWS, at(0))
    with pytest.raises(InvalidInput) as refused:
        c.resume(clock, ROWS, at(1))
    assert refused.value.code == "clock_not_paused"


def test_start_twice_is_refused() -> None:
    clock = c.start(c.ClockState(), ROWS, at(0))
    with pytest.raises(InvalidInput):
        c.start(clock, ROWS, at(1))


def test_go_to_starts_the_row_afresh_and_keeps_running() -> None:
    clock = c.start(c.ClockState(), ROWS, at(0))
    clock = c.go_to(clock, ROWS, at(500), 3)
    reading = c.read_clock(clock, ROWS, at(510))
    assert (reading.index, reading.state, reading.remaining) == (3, c.RUNNING, pytest.approx(1190))


def test_go_to_a_missing_row_is_refused() -> None:
    with pytest.raises(InvalidInput) as refused:
        c.go_to(c.ClockState(), ROWS, at(0), 4)
    assert refused.value.code == "no_such_level"


def test_adjust_adds_and_removes_time_from_the_current_row() -> None:
    clock = c.start(c.ClockState(), ROWS, at(0))
    clock = c.adjust(clock, ROWS, at(100), 60)
    assert c.read_clock(clock, ROWS, at(100)).remaining == pytest.approx(1160)
    clock = c.adjust(clock, ROWS, at(100), -120)
    assert c.read_clock(clock, ROWS, at(100)).remaining == pytest.approx(1040)


def test_adjust_removing_more_than_is_left_ends_the_row() -> None:
    clock = c.start(c.ClockState(), ROWS, at(0))
    clock = c.adjust(clock, ROWS, at(1150), -120)
    reading = c.read_clock(clock, ROWS, at(1150))
    assert (reading.index, reading.remaining) == (1, pytest.approx(1200))


def test_scheduled_start_counts_down_then_starts_by_itself() -> None:
    clock = c.schedule(c.ClockState(), at(0), at(600))
    before = c.read_clock(clock, ROWS, at(540))
    assert (before.state, before.starts_in) == (c.NOT_STARTED, pytest.approx(60))
    after = c.read_clock(clock, ROWS, at(610))
    assert (after.state, after.remaining) == (c.RUNNING, pytest.approx(1190))


def test_scheduled_start_in_the_past_is_refused() -> None:
    with pytest.raises(InvalidInput):
        c.schedule(c.ClockState(), at(10), at(5))


def test_warning_in_the_last_minute_only() -> None:
    clock = c.start(c.ClockState(), ROWS, at(0))
    assert not c.read_clock(clock, ROWS, at(1139)).warning
    assert c.read_clock(clock, ROWS, at(1141)).warning


@given(
    pauses=st.lists(st.tuples(st.floats(1, 3000), st.floats(0, 3000)), max_size=6),
    tail=st.floats(0, 3000),
)
def test_elapsed_play_equals_wall_time_minus_paused_time(
    pauses: list[tuple[float, float]], tail: float
) -> None:
    """However the director pauses, the clock has played exactly the unpaused time."""
    rows = [600.0] * 40
    clock = c.start(c.ClockState(), rows, at(0))
    now = 0.0
    played = 0.0
    for run, held in pauses:
        now += run
        played += run
        if c.read_clock(clock, rows, at(now)).state != c.RUNNING:
            return
        clock = c.pause(clock, rows, at(now))
        now += held
        clock = c.resume(clock, rows, at(now))
    now += tail
    played += tail
    reading = c.read_clock(clock, rows, at(now))
    if reading.state == c.FINISHED:
        return
    assert reading.index * 600 + reading.elapsed == pytest.approx(played, abs=1e-3)
