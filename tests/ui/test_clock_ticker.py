"""Tests of the clock reading shared by the displays: when it wakes, what it says, its cues.

The floor runs on a ``FakeClock``; the ticker is read by hand after moving it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from datetime import timedelta

import pytest
from tests.support import FakeClock, RecordedCues

from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import (
    GoToLevel,
    PauseClock,
    ResumeClock,
    ScheduleStart,
    StartClock,
    StepRow,
)
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.resources import load_template
from floortool.app.views.clock import ClockView, clock_view
from floortool.domain.clock.state import HAND_FOR_HAND
from floortool.domain.structure.chips import STANDARD_CHIP_SET
from floortool.domain.tournament.event import settings_for
from floortool.ui.clock_text import clock_texts
from floortool.ui.clock_ticker import IDLE_MS, MARGIN_MS, ClockTicker, next_change_ms
from floortool.ui.room_figures import RoomFigures, room_figures

#: TDA 2024 Rule 23: a new level "applies from the next hand".
RULE_23 = "New blinds apply from the next hand (TDA 2024 Rule 23)."


@pytest.fixture
def event_id(floor: Floor) -> int:
    settings = settings_for(name="Cup", late_reg_close_level=2)
    return floor.execute(CreateEvent(settings, structure=load_template("turbo"))).group


@pytest.fixture
def ticker(qtbot: QtBot, floor: Floor, event_id: int) -> Iterator[ClockTicker]:
    made = ClockTicker(floor, actions=RecordedCues())
    made.set_event(event_id)
    yield made
    made.stop()


def view_at(floor: Floor, event_id: int) -> ClockView:
    view = clock_view(floor.state, event_id, floor.clock())
    assert view is not None
    return view


def test_it_wakes_just_after_the_digits_turn(floor: Floor, event_id: int) -> None:
    view = view_at(floor, event_id)
    running = dataclasses.replace(view, state="running", remaining=100.4)

    assert next_change_ms(running) == 400 + MARGIN_MS
    assert next_change_ms(dataclasses.replace(running, remaining=100.0)) == 1000 + MARGIN_MS
    assert next_change_ms(dataclasses.replace(running, state="paused")) == IDLE_MS
    counting = dataclasses.replace(view, starts_in=61.25)
    assert next_change_ms(counting) == 250 + MARGIN_MS
    assert next_change_ms(None) == IDLE_MS


def test_changed_is_emitted_only_when_a_text_changes(
    qtbot: QtBot, ticker: ClockTicker, floor: Floor, clock: FakeClock, event_id: int
) -> None:
    floor.execute(StartClock(event_id))
    ticker.refresh()
    clock.advance(0.3)

    with qtbot.assertNotEmitted(ticker.changed):
        ticker.refresh()
    clock.advance(0.8)
    with qtbot.waitSignal(ticker.changed, timeout=100):
        ticker.refresh()
    assert ticker.texts is not None
    assert ticker.texts.time == "9:59"
    assert ticker.timer.isActive()
    assert 0 < ticker.timer.interval() <= 1000 + MARGIN_MS


def test_the_timer_turns_the_digits_over_by_itself(
    qtbot: QtBot, ticker: ClockTicker, floor: Floor, clock: FakeClock, event_id: int
) -> None:
    floor.execute(StartClock(event_id))
    ticker.refresh()
    clock.advance(1.0)  # the fake floor time moves; the real timer fires soon after

    qtbot.waitUntil(lambda: ticker.texts is not None and ticker.texts.time == "9:59", timeout=2000)


def test_cues_are_played_once_however_often_it_reads(
    ticker: ClockTicker, floor: Floor, clock: FakeClock, event_id: int
) -> None:
    announcer = ticker.actions
    assert isinstance(announcer, RecordedCues)
    floor.execute(StartClock(event_id))
    ticker.refresh()

    clock.advance(9 * 60 + 30)
    ticker.refresh()
    ticker.refresh()
    clock.advance(31)
    ticker.refresh()
    ticker.refresh()

    assert announcer.sounds == ["warning", "level"]
    assert announcer.moments == ["warning", "level"]
    assert announcer.published[-1].line.startswith("Level 2: blinds ")


def test_no_cue_when_the_event_on_show_changes(
    ticker: ClockTicker, floor: Floor, event_id: int
) -> None:
    other = floor.execute(CreateEvent(settings_for(name="Other"))).group
    floor.execute(StartClock(event_id))
    floor.execute(StartClock(other))
    ticker.refresh()

    ticker.set_event(other)

    assert isinstance(ticker.actions, RecordedCues)
    assert ticker.actions.asked == []
    assert ticker.texts is not None
    assert ticker.texts.event_name == "Other"
    ticker.set_event(None)
    assert ticker.texts is None


def test_hold_reason_follows_pauses_resumes_and_undo(
    floor: Floor, clock: FakeClock, event_id: int
) -> None:
    def reason() -> str:
        view = clock_view(floor.state, event_id, clock())
        assert view is not None
        return view.hold_reason

    floor.execute(StartClock(event_id))
    assert reason() == ""
    floor.execute(PauseClock(event_id, HAND_FOR_HAND))
    assert reason() == HAND_FOR_HAND
    floor.execute(ResumeClock(event_id))
    assert reason() == ""
    floor.execute(PauseClock(event_id))
    assert reason() == ""
    scope = floor.undo_scope(event_id)
    floor.undo(scope)  # the plain pause
    floor.undo(scope)  # the resume: held again
    assert reason() == HAND_FOR_HAND
    floor.redo(scope)
    assert reason() == ""


def test_texts_of_a_level_with_antes_a_break_and_the_last_level(
    floor: Floor, clock: FakeClock, event_id: int
) -> None:
    figures = room_figures(floor.reads, event_id)
    floor.execute(GoToLevel(event_id, 6))
    texts = clock_texts(view_at(floor, event_id), figures=figures, chip_set=STANDARD_CHIP_SET)
    assert texts.title == "Level 6"
    assert texts.blinds_line == "200 / 400 · BB ante 400"
    assert (texts.next_title, texts.next_main, texts.next_sub) == (
        "Next: Break",
        "10 min",
        "Colour-up 25 (green)",
    )
    assert texts.color_up == "Colour-up at the next break: 25 (green)"
    assert (texts.late_reg, texts.late_reg_detail) == ("Open", "closes end of level 2")
    assert texts.players == "0 / 0"
    assert (texts.average, texts.average_bb, texts.average_line) == ("—", "", "—")
    assert texts.prize_pool == "0.00"

    floor.execute(StartClock(event_id))
    floor.execute(StepRow(event_id, 1))
    texts = clock_texts(view_at(floor, event_id), figures=figures, chip_set=STANDARD_CHIP_SET)
    assert (texts.title, texts.blinds, texts.ante, texts.break_in) == (
        "Break",
        "Colour up 25 (green)",
        "",
        "Now",
    )
    assert texts.color_up == ""
    assert texts.rule_23 == ""  # a break is not a level change
    assert (texts.late_reg, texts.late_reg_detail) == ("Closed", "")

    floor.execute(StepRow(event_id, 1))
    texts = clock_texts(view_at(floor, event_id), figures=figures)
    assert texts.rule_23 == RULE_23
    clock.advance(10)
    assert clock_texts(view_at(floor, event_id), figures=figures).rule_23 == ""

    floor.execute(GoToLevel(event_id, 30))
    texts = clock_texts(view_at(floor, event_id), figures=figures)
    assert (texts.next_title, texts.next_main, texts.break_in) == ("Next", "—", "—")


def test_texts_of_a_countdown_and_figures_with_players(
    floor: Floor, clock: FakeClock, event_id: int
) -> None:
    floor.execute(ScheduleStart(event_id, clock.now + timedelta(minutes=90)))
    figures = RoomFigures(players_left=40, entries=52, chips_in_play=520_000, prize_pool=156_000)
    texts = clock_texts(view_at(floor, event_id), figures=figures)

    assert (texts.state, texts.status, texts.time) == ("countdown", "Starts in 1:30:00", "1:30:00")
    assert (texts.players, texts.average, texts.average_bb) == ("40 / 52", "13,000", "260 BB")
    assert texts.prize_pool == "1,560.00"


def test_the_room_is_told_the_overlay_of_a_guarantee_not_met(floor: Floor) -> None:
    """The house adds the overlay when the buy-ins fall short of the guarantee: three
    entries of 50.00 make 150.00 towards a 1,000.00 guarantee, so 850.00 overlay."""
    made = settings_for(name="Guaranteed", tables=1, buy_in=5_000)
    event_id = floor.execute(CreateEvent(made, guarantee_cents=100_000)).group
    floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Ben", "Cat"))))
    figures = room_figures(floor.reads, event_id)
    assert (figures.prize_pool, figures.overlay) == (100_000, 85_000)
    assert figures.overlay_text == "850 overlay"


def test_the_room_is_told_the_biggest_bounties_of_a_knockout(floor: Floor) -> None:
    """Texas Card House's PKO: "50% of the bounty is immediately cashed and the other 50%
    of the bounty will be added to the winning player's bounty stack": Ann busts Ben
    and carries 30.00; the others their 20.00; Ben's head is no longer in play."""
    made = settings_for(name="PKO", tables=1, buy_in=5_000, bounty=2_000)
    made = dataclasses.replace(made, bounty_format="progressive")
    event_id = floor.execute(CreateEvent(made)).group
    floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Ben", "Cat"))))
    entries = {
        floor.state.players[e.player_id].name: e.id for e in floor.state.entries[event_id].values()
    }
    floor.execute(BustPlayers(event_id, (entries["Ben"],), by=entries["Ann"]))
    assert room_figures(floor.reads, event_id).bounty_texts == ("Ann  30", "Cat  20")
