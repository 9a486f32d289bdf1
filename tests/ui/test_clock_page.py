"""Tests of the Clock page: real buttons clicked on a real floor whose time the test moves.

Every control must leave its command in the journal (undoable, with a label)
and the display must show the clock the floor computes; refusals are shown
and change nothing; cues reach the announcer exactly once.
"""

from __future__ import annotations

from datetime import timedelta

from tests.support import FakeClock, entries_of
from tests.ui.desk import send
from tests.ui.fakes import FakeAnnouncer, FakePrompts, MakeEventWindow, NoticeLog
from tests.ui.tables_floor import names

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seat_rules import DrawSeats
from floortool.app.floor import Floor
from floortool.domain.clock.state import NOT_STARTED, PAUSED, RUNNING
from floortool.domain.seating.hand_for_hand import hand_for_hand_of
from floortool.ui import style
from floortool.ui.clock_page import IN_A_WINDOW, ClockPage
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page
from floortool.ui.room_display import room_texts

#: TDA 2024 Rule 23: a new level "applies from the next hand".
RULE_23 = "New blinds apply from the next hand (TDA 2024 Rule 23)."


def page_of(window: MainWindow) -> ClockPage:
    return window.event_view.clock_page


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isEnabled(), f"{button.text()} is disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def clock_state(floor: Floor, window: MainWindow) -> str:
    view = window.ticker.view
    assert view is not None
    return view.state


def later(window: MainWindow, clock: FakeClock, seconds: float) -> None:
    """Let ``seconds`` of floor time pass and let the window read its clock."""
    clock.advance(seconds)
    window.ticker.refresh()


def last_label(floor: Floor) -> str:
    return floor.journal()[-1].label


def test_before_the_start_the_page_shows_level_one_and_only_start_makes_sense(
    make_event_window: MakeEventWindow,
) -> None:
    window = make_event_window()
    page = page_of(window)
    card = page.card

    assert card.title_label.text() == "Level 1"
    assert card.status_label.text() == "NOT STARTED"
    assert card.time_label.text() == "10:00"
    assert card.blinds_label.text() == "25 / 50"
    assert card.next_title.text() == "NEXT: LEVEL 2"
    assert card.next_value.text() == "50 / 100"
    assert card.break_value.text() == "1:00:00"
    assert card.late_value.text() == "Open"
    assert page.start_button.isEnabled()
    assert not page.pause_button.isEnabled()
    assert not page.hand_for_hand_button.isEnabled()
    assert page.schedule_button.isEnabled()
    assert page.players_value.text() == "0 / 0"
    assert page.average_value.text() == "—"


def test_start_pause_resume_buttons_write_the_journal_and_move_the_display(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor, clock: FakeClock
) -> None:
    window = make_event_window()
    page = page_of(window)

    click(qtbot, page.start_button)

    assert last_label(floor) == "Start the clock (Friday Turbo)"
    assert window.undo_action.text() == "Undo Start the clock (Friday Turbo)"
    assert clock_state(floor, window) == RUNNING
    assert page.card.status_label.text() == "RUNNING"
    assert not page.start_button.isEnabled()
    assert page.pause_button.text() == "Pause"

    later(window, clock, 13.2)
    assert page.card.time_label.text() == "9:47"

    click(qtbot, page.pause_button)
    assert last_label(floor) == "Pause the clock (Friday Turbo)"
    assert page.card.status_label.text() == "PAUSED"
    assert page.pause_button.text() == "Resume"
    later(window, clock, 300)
    assert page.card.time_label.text() == "9:47"  # a paused clock holds

    click(qtbot, page.pause_button)
    assert last_label(floor) == "Resume the clock (Friday Turbo)"
    later(window, clock, 2)
    assert page.card.time_label.text() == "9:45"


def test_next_previous_and_minute_buttons(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor, clock: FakeClock
) -> None:
    window = make_event_window()
    page = page_of(window)
    click(qtbot, page.start_button)
    later(window, clock, 30)

    click(qtbot, page.next_button)
    assert last_label(floor) == "Next: Level 2 (Friday Turbo)"
    assert page.card.title_label.text() == "Level 2"
    assert page.card.blinds_label.text() == "50 / 100"
    assert page.card.time_label.text() == "10:00"

    click(qtbot, page.more_button)
    assert last_label(floor) == "Add 1 min (Friday Turbo)"
    assert page.card.time_label.text() == "11:00"
    click(qtbot, page.less_button)
    click(qtbot, page.less_button)
    assert last_label(floor) == "Remove 1 min (Friday Turbo)"
    assert page.card.time_label.text() == "9:00"

    click(qtbot, page.previous_button)
    assert last_label(floor) == "Previous: Level 1 (Friday Turbo)"
    assert page.card.title_label.text() == "Level 1"

    window.undo_action.trigger()  # Edit > Undo takes the step back
    assert page.card.title_label.text() == "Level 2"


def test_go_to_level_asks_which_level_and_cancel_changes_nothing(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor, prompts: FakePrompts
) -> None:
    window = make_event_window()
    page = page_of(window)

    prompts.answer("integer", 7)
    click(qtbot, page.go_to_button)

    assert last_label(floor) == "Go to level 7 (Friday Turbo)"
    assert page.card.title_label.text() == "Level 7"
    assert page.card.blinds_label.text() == "300 / 600 · BB ante 600"
    assert window.event_view.structure_page.model.playing == 7  # the break is row 6

    revision = floor.revision
    click(qtbot, page.go_to_button)  # cancelled: no answer
    assert floor.revision == revision
    assert prompts.asked == [("integer", "Go to level"), ("integer", "Go to level")]


def test_a_refused_control_is_shown_and_changes_nothing(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor, notices: NoticeLog
) -> None:
    window = make_event_window()
    page = page_of(window)
    revision = floor.revision

    click(qtbot, page.previous_button)

    assert [n.text for n in notices] == ["The clock is already on the first row of the structure."]
    assert notices[0].title == "Previous level: not done"
    assert floor.revision == revision
    assert page.card.title_label.text() == "Level 1"


def test_the_hand_for_hand_button_starts_and_stops_hand_for_hand_play(
    qtbot: QtBot,
    make_event_window: MakeEventWindow,
    floor: Floor,
    clock: FakeClock,
    prompts: FakePrompts,
) -> None:
    window = make_event_window(tables=2, seats=9)
    page = page_of(window)
    event_id = window.ticker.event_id
    assert event_id is not None
    floor.execute(RegisterEntry(event_id, newcomers(names(18))))  # two tables deal (TDA 2024 RP-8)
    click(qtbot, page.start_button)
    later(window, clock, 61)
    assert page.hand_for_hand_button.text() == "Start hand-for-hand…"
    revision = floor.revision

    click(qtbot, page.hand_for_hand_button)  # the minutes are asked for; cancelled
    assert prompts.asked == [("integer", "Start hand-for-hand")]
    assert floor.revision == revision

    prompts.answer("integer", 3)
    click(qtbot, page.hand_for_hand_button)

    assert last_label(floor).startswith(
        "Start hand-for-hand (3 min off the clock per hand, TDA 2024 RP-8)"
    )
    assert hand_for_hand_of(floor.state, event_id) is not None
    assert clock_state(floor, window) == PAUSED
    assert page.card.status_label.text() == "HELD FOR HAND-FOR-HAND"
    assert "H4H" in window.event_view.mini_clock.text()
    assert room_texts(window.ticker.texts)["banner"] == "HAND-FOR-HAND · CLOCK HELD"
    assert page.hand_for_hand_button.text() == "Stop hand-for-hand"
    assert page.hand_for_hand_button.isEnabled()
    tables = window.event_view.tables_page
    window.event_view.show_page(Page.TABLES)  # the Tables page shows the same play
    assert tables.hand_bar.isVisible() and not tables.hand_start.isVisible()
    window.event_view.show_page(Page.CLOCK)

    click(qtbot, page.hand_for_hand_button)

    assert last_label(floor).startswith("Stop hand-for-hand (at hand 1)")
    assert hand_for_hand_of(floor.state, event_id) is None
    assert page.card.status_label.text() == "RUNNING"
    assert room_texts(window.ticker.texts)["banner"] == ""
    assert page.hand_for_hand_button.text() == "Start hand-for-hand…"

    window.undo_action.trigger()  # hand-for-hand play again, the clock held
    assert page.hand_for_hand_button.text() == "Stop hand-for-hand"
    assert page.card.status_label.text() == "HELD FOR HAND-FOR-HAND"

    click(qtbot, page.hand_for_hand_button)
    click(qtbot, page.pause_button)  # an ordinary pause is not a hold
    assert page.card.status_label.text() == "PAUSED"


def test_scheduled_start_counts_down_then_the_clock_starts_by_itself(
    qtbot: QtBot,
    make_event_window: MakeEventWindow,
    floor: Floor,
    clock: FakeClock,
    prompts: FakePrompts,
) -> None:
    window = make_event_window()
    page = page_of(window)
    prompts.answer("start_time", clock.now + timedelta(minutes=5))

    click(qtbot, page.schedule_button)

    assert last_label(floor) == "Schedule the start for 19:05 (Friday Turbo)"
    assert page.card.status_label.text() == "STARTS IN 5:00"
    assert page.card.time_label.text() == "5:00"
    later(window, clock, 2 * 60 + 30)
    assert page.card.time_label.text() == "2:30"
    assert clock_state(floor, window) == NOT_STARTED

    later(window, clock, 2 * 60 + 30 + 1)
    assert clock_state(floor, window) == RUNNING
    assert page.card.time_label.text() == "9:59"


def test_rule_23_note_shows_for_a_few_seconds_after_a_level_change(
    qtbot: QtBot, make_event_window: MakeEventWindow, clock: FakeClock
) -> None:
    window = make_event_window()
    page = page_of(window)
    click(qtbot, page.start_button)
    assert page.card.note_label.isHidden()  # level 1 is not a change

    click(qtbot, page.next_button)
    assert page.card.note_label.text() == RULE_23
    assert page.card.note_label.isVisible()

    later(window, clock, 11)
    assert page.card.note_label.isHidden()


def test_last_minute_warning_colours_the_digits_and_cues_sound_once(
    qtbot: QtBot, make_event_window: MakeEventWindow, clock: FakeClock, announcer: FakeAnnouncer
) -> None:
    window = make_event_window()
    page = page_of(window)
    click(qtbot, page.start_button)

    later(window, clock, 9 * 60 + 1)
    assert page.card.time_label.text() == "0:59"
    assert page.card.time_label.property(style.STATE_PROPERTY) == "warning"
    assert page.card.status_label.property(style.STATE_PROPERTY) == "warning"
    window.ticker.refresh()  # reading again must not repeat the cue
    assert announcer.names == ["warning"]

    later(window, clock, 60)
    assert page.card.title_label.text() == "Level 2"
    assert page.card.time_label.property(style.STATE_PROPERTY) == "running"
    assert announcer.names == ["warning", "level"]
    assert announcer.lines == []  # speech off


def test_end_of_break_cue_and_colour_up_notice(
    qtbot: QtBot,
    make_event_window: MakeEventWindow,
    clock: FakeClock,
    announcer: FakeAnnouncer,
    prompts: FakePrompts,
) -> None:
    window = make_event_window()
    page = page_of(window)
    prompts.answer("integer", 6)
    click(qtbot, page.go_to_button)
    assert page.card.color_up_label.text() == "Colour-up at the next break: 25 (green)"
    click(qtbot, page.start_button)

    later(window, clock, 10 * 60 + 1)
    assert page.card.title_label.text() == "Break"
    assert page.card.blinds_label.text() == "Colour up 25 (green)"
    assert page.card.break_value.text() == "Now"

    later(window, clock, 10 * 60)
    assert page.card.title_label.text() == "Level 7"
    assert announcer.names == ["level", "break-over"]  # no reading in the last minutes


def test_speak_toggle_turns_spoken_announcements_on_and_is_remembered(
    qtbot: QtBot, make_event_window: MakeEventWindow, announcer: FakeAnnouncer
) -> None:
    window = make_event_window()
    page = page_of(window)

    qtbot.mouseClick(page.speak_check, Qt.MouseButton.LeftButton)

    assert announcer.speak is True
    window.close()
    again = make_event_window(name="Second Turbo")
    assert page_of(again).speak_check.isChecked()


def test_mini_clock_is_on_every_page_and_clicking_it_shows_the_clock_page(
    qtbot: QtBot, make_event_window: MakeEventWindow, clock: FakeClock
) -> None:
    window = make_event_window()
    click(qtbot, page_of(window).start_button)
    later(window, clock, 75)
    mini = window.event_view.mini_clock

    for page in Page:
        window.event_view.show_page(page)
        assert mini.isVisible(), page
        assert mini.text() == "Level 1 | 8:45 | 25 / 50", page

    qtbot.mouseClick(mini, Qt.MouseButton.LeftButton)
    assert window.event_view.current_page() is Page.CLOCK
    assert window.page_actions[Page.CLOCK].isChecked()


def test_room_display_opens_on_the_chosen_screen_showing_the_same_clock(
    qtbot: QtBot, make_event_window: MakeEventWindow, clock: FakeClock
) -> None:
    window = make_event_window()
    page = page_of(window)
    click(qtbot, page.start_button)
    later(window, clock, 5)

    page.display_menu.aboutToShow.emit()
    actions = [a for a in page.display_menu.actions() if not a.isSeparator()]
    assert [a.text() for a in actions] == [
        "Full screen on Screen 1: laptop (1920 x 1080)",
        "In a window",
    ]
    actions[0].trigger()

    display = window.room_display
    assert display is not None
    qtbot.addWidget(display)
    qtbot.waitExposed(display)
    assert display.isFullScreen()
    assert display.geometry() == display.screen().geometry()
    assert display.texts == window.ticker.texts
    assert display.texts is not None
    assert display.texts.time == "9:55"

    later(window, clock, 1)
    assert display.texts.time == "9:54"

    actions[1].trigger()
    assert not display.isFullScreen()


def test_display_button_without_a_second_screen_opens_a_window(
    qtbot: QtBot, make_event_window: MakeEventWindow
) -> None:
    window = make_event_window()
    page = page_of(window)
    requested: list[int] = []
    page.room_display_requested.connect(requested.append)

    page.display_button.click()

    assert requested == [IN_A_WINDOW]
    assert window.room_display is not None
    qtbot.addWidget(window.room_display)
    assert window.room_display.isVisible()
    assert not window.room_display.isFullScreen()


def test_once_the_night_is_over_the_page_names_the_winner_and_nothing_to_come(
    qtbot: QtBot,
    make_event_window: MakeEventWindow,
    floor: Floor,
    clock: FakeClock,
    prompts: FakePrompts,
) -> None:
    """Level 6 of the turbo template has a colour-up at the next break; the last bust
    comes in it. Then there is no next level, no next break and no colour-up notice, the
    level buttons are disabled, the winner is named with the level the night ended in,
    and the Results page gives the winner that level."""
    window = make_event_window()
    page = page_of(window)
    event_id = window.event_id
    assert event_id is not None
    send(window, RegisterEntry(event_id, newcomers(("Ann", "Bob", "Cy"))))
    send(window, DrawSeats(event_id))  # before the start they wait for the draw (TDA 7)
    prompts.answer("integer", 6)
    click(qtbot, page.go_to_button)
    click(qtbot, page.start_button)
    later(window, clock, 60)
    assert page.card.color_up_label.isVisible()
    for name in ("Cy", "Bob"):
        send(window, BustPlayers(event_id, entries_of(floor, event_id, name)))
    later(window, clock, 60)

    card = page.card
    assert card.status_label.text() == "FINISHED"
    assert (card.time_label.text(), card.blinds_label.text()) == ("Ann", "Winner in Level 6")
    assert card.next_value.text() == "The tournament is over"
    assert card.break_value.text() == "\u2014"
    assert card.late_value.text() == "Closed"
    assert not card.color_up_label.isVisible()
    for button in (
        page.previous_button,
        page.next_button,
        page.go_to_button,
        page.start_button,
        page.pause_button,
        page.less_button,
        page.more_button,
        page.hand_for_hand_button,
    ):
        assert not button.isEnabled(), button.text()

    results = window.event_view.results_page
    window.event_view.show_page(Page.RESULTS)
    (ann,) = [row for row in results.model.rows if row.player == "Ann"]
    assert (ann.place, ann.level) == (1, 6)
