"""The event's automation carried out (``app.automation``): "at each moment of the night
... the sound, the spoken line, the line over every screen and the flash its settings
ask for"; "the line over every screen for its seconds — and for ``UNHEARD_SECONDS``
when it was to be spoken and no voice could"; "a new event on show starts from its
first reading again (nothing fires for it then)"."""

from __future__ import annotations

import dataclasses

import pytest
from tests.support import FakeClock, RecordedCues

from floortool.app.automation import (
    UNHEARD_SECONDS,
    Automation,
    Cue,
    blinds_text,
    carry_out,
    cue_for,
    line_values,
    moment_reading,
)
from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seating import RedrawFinalTable
from floortool.app.floor import Floor
from floortool.app.resources import load_template
from floortool.app.views.clock import clock_view
from floortool.domain.display.moments import MOMENTS, Reading
from floortool.domain.kernel.journal import event_scope
from floortool.domain.tournament.event import settings_for
from floortool.domain.tournament.settings import (
    FLASH,
    FLASH_OFF,
    FLASH_ON,
    LINE,
    NO_SOUND,
    SHOW,
    SOUND,
    EventSettings,
    automation_id,
)

BASE = settings_for(name="Cup")
VALUES = {"level": 4, "blinds": "100 and 200", "players_left": 10, "places_paid": 9}


def everything_at(moment: str, settings: EventSettings = BASE) -> EventSettings:
    """``settings`` asking every action at ``moment``."""
    return dataclasses.replace(
        settings,
        **{
            automation_id(moment, SOUND): "warning",
            automation_id(moment, LINE): "{players_left} left, level {level}",
            automation_id(moment, SHOW): 30,
            automation_id(moment, FLASH): FLASH_ON,
        },
    )


def test_the_defaults_are_the_cues_the_window_always_played() -> None:
    """Today's behaviour: the level chime at a level and a break, the end-of-break chime,
    the one-minute warning; the level spoken where speech is on; nothing else heard.
    Each chime flashes the screens: no line shows with it (below)."""
    sounds = {moment: cue_for(1, BASE, moment, VALUES) for moment in MOMENTS}
    assert {m: c.sound for m, c in sounds.items() if c is not None} == {
        "level": "level",
        "break": "level",
        "break_over": "break-over",
        "warning": "warning",
    }
    level = sounds["level"]
    assert level is not None
    assert level.line == "Level 4: blinds 100 and 200."
    assert (level.show, level.flash) == (0, True)


@pytest.mark.parametrize("moment", MOMENTS)
@pytest.mark.parametrize("show", [0, 30])
@pytest.mark.parametrize("line", ["", "Level {level}"])
def test_a_sound_always_comes_with_something_seen(moment: str, show: int, line: str) -> None:
    """Issue 30: "sounds always with a visible equivalent". A cue that plays a sound
    shows its line on the screens, or flashes them."""
    settings = dataclasses.replace(
        BASE,
        **{
            automation_id(moment, SOUND): "warning",
            automation_id(moment, LINE): line,
            automation_id(moment, SHOW): show,
            automation_id(moment, FLASH): FLASH_OFF,
        },
    )
    cue = cue_for(1, settings, moment, VALUES)
    assert cue is not None and cue.sound == "warning"
    assert bool(cue.line and cue.show) or cue.flash
    assert cue.flash == (not (line and show))


@pytest.mark.parametrize("moment", MOMENTS)
def test_each_action_of_each_moment_is_carried_out(moment: str) -> None:
    cue = cue_for(7, everything_at(moment), moment, VALUES)
    assert cue == Cue(7, moment, "warning", "10 left, level 4", 30, True)
    hands = RecordedCues(speak=True)
    carry_out(cue, hands)
    assert hands.asked == [
        ("play", "warning"),
        ("say", "10 left, level 4"),
        ("show", ("10 left, level 4", 30)),
        ("flash", None),
    ]
    assert hands.published == [cue]


@pytest.mark.parametrize("moment", MOMENTS)
def test_a_moment_with_nothing_asked_is_no_cue(moment: str) -> None:
    quiet = dataclasses.replace(
        BASE,
        **{automation_id(moment, SOUND): NO_SOUND, automation_id(moment, LINE): ""},
    )
    assert cue_for(1, quiet, moment, VALUES) is None


def test_a_line_is_spoken_only_where_the_station_speaks() -> None:
    cue = Cue(1, "bubble", None, "On the bubble", 0, False)
    hands = RecordedCues(speak=False)
    carry_out(cue, hands)
    assert hands.asked == []
    assert hands.published == [cue]


def test_a_line_no_voice_could_speak_is_shown_instead() -> None:
    cue = Cue(1, "bubble", None, "On the bubble", 0, False)
    hands = RecordedCues(speak=True, voice=False)
    carry_out(cue, hands)
    assert hands.asked == [("say", "On the bubble"), ("show", ("On the bubble", UNHEARD_SECONDS))]


def test_blinds_read_as_the_room_hears_them() -> None:
    structure = load_template("turbo")
    floor = Floor.open("sqlite://", operator="t", clock=FakeClock())
    event_id = floor.execute(CreateEvent(BASE, structure=structure)).group
    view = clock_view(floor.state, event_id, floor.clock())
    assert view is not None
    row = view.row
    expected = f"{row.small_blind:,} and {row.big_blind:,}"
    if row.ante:
        expected += f", {'big blind ante' if row.big_blind_ante else 'ante'} {row.ante:,}"
    assert blinds_text(row) == expected
    values = line_values(view, players_left=3, places_paid=1)
    assert values["level"] == 1 and values["players_left"] == 3
    floor.close()


def test_a_new_event_on_show_fires_nothing_at_its_first_reading() -> None:
    automation = Automation()
    reading = Reading(True, 2, False, False, 30, 9, False, True)
    assert automation.cues(1, reading, BASE, VALUES) == []
    later = dataclasses.replace(reading, index=3)
    assert [c.moment for c in automation.cues(1, later, BASE, VALUES)] == ["level"]
    assert automation.cues(2, reading, BASE, VALUES) == []  # another event on show
    assert automation.cues(1, dataclasses.replace(later, index=4), BASE, VALUES) == []
    automation.restart()
    assert automation.cues(1, dataclasses.replace(later, index=5), BASE, VALUES) == []


# ------------------------------------------------------------ on a real floor
@pytest.fixture
def night(clock: FakeClock) -> tuple[Floor, int]:
    """Ten entrants of 50.00 at two tables (2 places paid), late registration closing at
    the end of level 1, every field moment with a line shown for 20 seconds."""
    floor = Floor.open("sqlite://", operator="t", clock=clock)
    settings = settings_for(name="Cup", buy_in=5_000, tables=2, late_reg_close_level=1)
    lines = {
        automation_id(moment, key): value
        for moment in ("late_reg_closed", "bubble", "in_the_money", "final_table")
        for key, value in ((LINE, f"{moment}: {{players_left}} left"), (SHOW, 20))
    }
    settings = dataclasses.replace(settings, **lines)
    event_id = floor.execute(CreateEvent(settings, structure=load_template("turbo"))).group
    floor.execute(RegisterEntry(event_id, newcomers(f"Player {n}" for n in range(10))))
    return floor, event_id


def read(floor: Floor, event_id: int, automation: Automation, hands: RecordedCues) -> None:
    from floortool.ui.room_figures import room_figures  # the window's figures

    view = clock_view(floor.state, event_id, floor.clock())
    assert view is not None
    figures = room_figures(floor.reads, event_id)
    counts = {"players_left": figures.players_left, "places_paid": len(figures.payouts)}
    reading = moment_reading(floor.state, event_id, view, **counts)
    settings = floor.state.events[event_id].settings
    for cue in automation.cues(event_id, reading, settings, line_values(view, **counts)):
        carry_out(cue, hands)


def entries_of(floor: Floor, event_id: int) -> list[int]:
    return sorted(floor.state.entries[event_id])


def test_a_night_fires_each_moment_once_and_undo_fires_nothing(
    night: tuple[Floor, int], clock: FakeClock
) -> None:
    """Ten players, 2 paid: the bubble at 3 left, in the money at 2; a level change
    that closes late registration; the bust undone and redone fires nothing again."""
    floor, event_id = night
    automation, hands = Automation(), RecordedCues()
    read(floor, event_id, automation, hands)
    floor.execute(StartClock(event_id))
    read(floor, event_id, automation, hands)
    level_one = load_template("turbo").durations[0]
    clock.advance(level_one - 30)
    read(floor, event_id, automation, hands)
    clock.advance(31)
    read(floor, event_id, automation, hands)
    assert hands.moments == ["warning", "level", "late_reg_closed"]
    assert ("show", ("late_reg_closed: 10 left", 20)) in hands.asked

    entries = entries_of(floor, event_id)
    for entry in entries[:6]:
        floor.execute(BustPlayers(event_id, (entry,)))
    read(floor, event_id, automation, hands)
    assert hands.moments[-1] == "late_reg_closed"  # 4 left: not yet the bubble
    floor.execute(BustPlayers(event_id, (entries[6],)))
    read(floor, event_id, automation, hands)
    assert hands.moments[-1] == "bubble"
    assert hands.asked[-1] == ("show", ("bubble: 3 left", 20))

    floor.undo(event_scope(event_id))  # the bust taken back: back to 4, nothing said
    read(floor, event_id, automation, hands)
    floor.redo(event_scope(event_id))  # and done again: the bubble is not announced twice
    read(floor, event_id, automation, hands)
    assert hands.moments.count("bubble") == 1

    floor.execute(BustPlayers(event_id, (entries[7],)))
    read(floor, event_id, automation, hands)
    assert hands.moments[-1] == "in_the_money"
    assert hands.asked[-1] == ("show", ("in_the_money: 2 left", 20))


def test_the_final_table_drawn(night: tuple[Floor, int]) -> None:
    floor, event_id = night
    automation, hands = Automation(), RecordedCues()
    read(floor, event_id, automation, hands)
    floor.execute(UpdateEvent(event_id, {"final_table_size": 9}))
    floor.execute(BustPlayers(event_id, (entries_of(floor, event_id)[0],)))
    floor.execute(RedrawFinalTable(event_id))
    read(floor, event_id, automation, hands)
    assert hands.moments == ["final_table"]
    assert hands.asked == [("show", ("final_table: 9 left", 20))]
