"""Tests of hand-for-hand play on the Tables page (TDA 2024 RP-8), with real clicks.

Three full tables of 9 with their buttons entered and the clock running. The
director starts hand-for-hand play from the page (the clock is held), each
table reports its hand with the "Hand finished" button on its felt or its
table menu (its button moves on; the map ticks it off), and the last report
deals the next hand, charging its minutes to the held clock. Stopping
mid-hand is refused with the reason; *Deal next hand now…* asks first. Every
step is one command that Edit > Undo takes back, and the page follows.
"""

from __future__ import annotations

from dataclasses import replace

from tests.support import FakeClock, buttons
from tests.ui.fakes import MakeWindow, NoticeLog
from tests.ui.tables_floor import filled_event, open_tables

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.seating import SetButton
from floortool.app.floor import Floor
from floortool.app.views.clock import ClockView, RowView, clock_view
from floortool.app.views.hands import HandForHandView
from floortool.domain.seating.hand_for_hand import hand_for_hand_hand
from floortool.ui.floor_map_geometry import badge_point, felt_rect
from floortool.ui.floor_map_paint import FINISHED, PLAYING, HandMark
from floortool.ui.hand_for_hand_bar import (
    choices,
    clock_text,
    detail_text,
    status_text,
    tables_text,
)
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page
from floortool.ui.table_questions import PendingDeal, PendingHandForHand, not_started_text
from floortool.ui.tables_page import TablesPage

BUTTONS = {1: 3, 2: 5, 3: 9}


def running_room(floor: Floor, clock: FakeClock) -> int:
    """Three full tables of 9, their buttons entered, the clock running for 5 minutes."""
    event_id = filled_event(floor, tables=3, seats=9)
    for table, seat in BUTTONS.items():
        floor.execute(SetButton(event_id, table, seat))
    floor.execute(StartClock(event_id))
    clock.advance(300)
    return event_id


def remaining(floor: Floor, event_id: int, clock: FakeClock) -> float:
    view = clock_view(floor.state, event_id, clock())
    assert view is not None
    return view.remaining


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def click_hand_finished(qtbot: QtBot, page: TablesPage, table: int) -> None:
    """Click the "Hand finished" button on the felt of ``table``."""
    rect = page.map.hand_button_rect(table)
    assert rect is not None
    page.area.show_seat(table)
    qtbot.mouseClick(page.map, Qt.MouseButton.LeftButton, pos=rect.center())


def felt_point(page: TablesPage, table: int) -> QPoint:
    """A point on the felt of ``table`` above its number (away from the hand button)."""
    card = page.map.card_rect(table)
    assert card is not None
    felt, zoom = felt_rect(), page.map.zoom
    return card.topLeft() + QPoint(int(felt.center().x() * zoom), int((felt.top() + 20) * zoom))


def table_action(page: TablesPage, table: int, text: str) -> None:
    """Pick the action of the table menu that starts with ``text``."""
    menu = page.table_menu(table)
    next(a for a in menu.actions() if a.text().startswith(text)).trigger()


def start(
    make_window: MakeWindow, floor: Floor, clock: FakeClock, *, minutes: int
) -> tuple[int, MainWindow, TablesPage]:
    """A running room, on the Tables page, where hand-for-hand play was just started."""
    event_id = running_room(floor, clock)
    window, page = open_tables(make_window, event_id)
    choose_minutes(page, minutes)
    return event_id, window, page


def choose_minutes(page: TablesPage, minutes: int) -> None:
    """Start hand-for-hand play from the start button's menu, and confirm it in the bar."""
    menu = page.hand_start.menu()
    next(a for a in menu.actions() if a.data() == minutes * 60).trigger()
    assert isinstance(page.pending, PendingHandForHand)
    page.confirm_button.click()


def status(page: TablesPage) -> str:
    assert page.hand_bar.isVisible()
    return page.hand_bar.status_label.text()


def test_hand_for_hand_is_started_from_the_tables_page_and_holds_the_clock(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock
) -> None:
    event_id = running_room(floor, clock)
    window, page = open_tables(make_window, event_id)
    assert page.hand_start.isVisible() and not page.hand_bar.isVisible()
    assert [a.text() for a in page.hand_start.menu().actions()] == [
        "2 min per hand (TDA 2024 RP-8-C)",
        "3 min per hand (the most, TDA 2024 RP-8-B)",
        "1 min per hand",
        "No time off the clock (it stays held)",
    ]
    assert page.map.hand_mark(1) is None

    choose_minutes(page, 3)

    assert floor.journal()[-1].label.startswith(
        "Start hand-for-hand (3 min off the clock per hand, TDA 2024 RP-8)"
    )
    assert status(page) == "Hand-for-hand hand 1 · waiting for tables 1, 2, 3 · clock held"
    assert page.hand_bar.detail_label.text() == "3 min per hand"
    assert not page.hand_start.isVisible()
    assert [page.map.hand_mark(n) for n in (1, 2, 3)] == [HandMark.PLAYING] * 3
    assert window.event_view.clock_page.card.status_label.text() == "HELD FOR HAND-FOR-HAND"
    image = page.map.grab().toImage()
    card = page.map.card_rect(2)
    assert card is not None
    assert QColor(image.pixel(card.center().x(), card.top() + 1)) == PLAYING  # the frame

    window.undo_action.trigger()
    assert not page.hand_bar.isVisible() and page.hand_start.isVisible()
    assert page.map.hand_mark(1) is None
    assert hand_for_hand_hand(floor.state, event_id) is None


def test_each_table_reports_its_hand_and_the_last_report_deals_the_next(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock
) -> None:
    event_id, window, page = start(make_window, floor, clock, minutes=3)
    held = remaining(floor, event_id, clock)
    clock.advance(200)  # a long hand: the held clock does not move

    click_hand_finished(qtbot, page, 1)  # the button on the felt
    assert buttons(floor.state, event_id)[1] == 4  # the button moved on
    assert page.floor_map.table(1).button == 4
    assert page.map.hand_mark(1) == HandMark.FINISHED
    assert status(page) == "Hand-for-hand hand 1 · waiting for tables 2, 3 · clock held"
    image = page.map.grab().toImage()
    card = page.map.card_rect(1)
    assert card is not None
    tick = card.topLeft() + (badge_point(9) * page.map.zoom).toPoint() + QPoint(6, 6)
    assert QColor(image.pixel(tick)) == FINISHED  # the tick badge
    assert page.table_menu(1).actions()[0].text() == ("Table 1: has finished hand-for-hand hand 1")
    assert not next(
        a for a in page.table_menu(1).actions() if "Hand finished" in a.text()
    ).isEnabled()

    qtbot.mouseClick(page.map, Qt.MouseButton.RightButton, pos=felt_point(page, 2))
    assert page.menu is not None and page.menu.isVisible()
    assert page.menu.actions()[0].text() == "Table 2: still playing hand-for-hand hand 1"
    page.menu.close()
    table_action(page, 2, "Hand finished at table 2")
    assert status(page) == "Hand-for-hand hand 1 · waiting for table 3 · clock held"
    assert remaining(floor, event_id, clock) == held

    click_hand_finished(qtbot, page, 3)  # the last table: hand 2 is dealt at every table
    assert hand_for_hand_hand(floor.state, event_id) == 2
    assert status(page) == "Hand-for-hand hand 2 · waiting for tables 1, 2, 3 · clock held"
    assert [page.map.hand_mark(n) for n in (1, 2, 3)] == [HandMark.PLAYING] * 3
    assert remaining(floor, event_id, clock) == held - 180
    assert window.undo_action.text().startswith("Undo Hand finished at table 3")

    window.undo_action.trigger()  # the report, the charge and the deal go together
    assert hand_for_hand_hand(floor.state, event_id) == 1
    assert status(page) == "Hand-for-hand hand 1 · waiting for table 3 · clock held"
    assert page.map.hand_mark(1) == HandMark.FINISHED
    assert remaining(floor, event_id, clock) == held
    assert buttons(floor.state, event_id)[3] == BUTTONS[3]


def test_stopping_mid_hand_is_refused_and_the_next_hand_is_dealt_on_request(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock, notices: NoticeLog
) -> None:
    event_id = running_room(floor, clock)
    window, page = open_tables(make_window, event_id)
    click(qtbot, page.hand_start)  # a click asks to start with the usual 2 minutes per hand
    click(qtbot, page.confirm_button)
    held = remaining(floor, event_id, clock)
    click_hand_finished(qtbot, page, 2)
    revision = floor.revision

    click(qtbot, page.hand_bar.stop_button)  # asks
    assert page.bar_label.text() == (
        "Stop hand-for-hand at hand 1? Normal play again: the clock runs."
    )
    assert floor.revision == revision
    click(qtbot, page.confirm_button)

    assert [n.title for n in notices] == ["Stop hand-for-hand: not done"]
    assert "Tables 1, 3 have not finished hand-for-hand hand 1" in notices[0].text
    assert floor.revision == revision and page.hand_bar.isVisible()

    click(qtbot, page.hand_bar.next_button)
    assert isinstance(page.pending, PendingDeal)
    assert page.cancel_button.isVisible() and page.confirm_button.text() == "Deal hand 2"
    assert page.bar_label.text() == ("Deal hand 2 now? Tables 1, 3 have not reported hand 1.")
    assert floor.revision == revision  # nothing is dealt before the director says so
    click(qtbot, page.confirm_button)

    assert not page.cancel_button.isVisible()
    assert hand_for_hand_hand(floor.state, event_id) == 2
    assert status(page) == "Hand-for-hand hand 2 · waiting for tables 1, 2, 3 · clock held"
    assert remaining(floor, event_id, clock) == held - 120

    click(qtbot, page.hand_bar.stop_button)  # no table has reported hand 2: stopping is fine
    click(qtbot, page.confirm_button)
    assert not page.hand_bar.isVisible() and page.hand_start.isVisible()
    assert page.map.hand_mark(1) is None
    assert window.event_view.clock_page.card.status_label.text() == "RUNNING"
    window.undo_action.trigger()
    assert status(page) == "Hand-for-hand hand 2 · waiting for tables 1, 2, 3 · clock held"


def test_a_deal_waiting_for_confirmation_is_dropped_when_the_hand_deals_meanwhile(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock
) -> None:
    _event_id, _window, page = start(make_window, floor, clock, minutes=2)
    click_hand_finished(qtbot, page, 1)
    click_hand_finished(qtbot, page, 2)
    click(qtbot, page.hand_bar.next_button)
    assert page.pending == PendingDeal(1, (3,))
    assert page.bar_label.text().endswith("Table 3 has not reported hand 1.")

    click_hand_finished(qtbot, page, 3)  # table 3 reports: hand 2 deals by itself

    assert page.pending is None and not page.cancel_button.isVisible()


def test_outside_hand_for_hand_a_click_on_the_felt_moves_the_button(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock
) -> None:
    event_id = running_room(floor, clock)
    window, page = open_tables(make_window, event_id)

    qtbot.mouseClick(page.map, Qt.MouseButton.LeftButton, pos=felt_point(page, 3))
    assert page.menu is not None and page.menu.isVisible()
    texts = [a.text() for a in page.menu.actions() if not a.isSeparator()]
    assert texts == ["Table 3", "Hand finished at table 3", "Draw for the button at table 3"]
    page.menu.close()
    # No "Hand finished" button outside hand-for-hand play: a click there is on the felt.
    rect = page.map.hand_button_rect(3)
    assert rect is not None
    revision = floor.revision
    qtbot.mouseClick(page.map, Qt.MouseButton.LeftButton, pos=rect.center())
    assert floor.revision == revision and page.menu.isVisible()
    page.menu.close()

    table_action(page, 3, "Hand finished")

    assert buttons(floor.state, event_id)[3] == 1  # seat 9 → seat 1
    assert page.floor_map.table(3).button == 1
    assert window.undo_action.text().startswith("Undo Hand finished at table 3")
    window.undo_action.trigger()
    assert page.floor_map.table(3).button == 9


def test_the_hand_for_hand_strip_follows_a_start_from_the_clock_page(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock, notices: NoticeLog
) -> None:
    event_id = running_room(floor, clock)
    window, page = open_tables(make_window, event_id)
    window.control.start_hand_for_hand(120)
    assert status(page) == "Hand-for-hand hand 1 · waiting for tables 1, 2, 3 · clock held"
    window.event_view.show_page(Page.CLOCK)
    assert window.event_view.clock_page.hand_for_hand_button.text() == "Stop hand-for-hand"
    assert notices == []


def a_clock(state: str, hold_reason: str = "") -> ClockView:
    row = RowView(index=0, level=1, is_break=False)
    return ClockView(
        "Main", state, row, None, 600, 0, False, None, None, (), "", False, None, hold_reason
    )


def test_the_strip_says_which_hand_is_played_and_who_is_still_playing() -> None:
    held = a_clock("paused", "hand-for-hand")
    data = HandForHandView(True, 3, (1, 2, 5), (1,), (2, 5), 90, "", "", held)
    assert status_text(data) == "Hand-for-hand hand 3 · waiting for tables 2, 5 · clock held"
    one = replace(data, waiting=(5,), clock=a_clock("running"))
    assert status_text(one) == "Hand-for-hand hand 3 · waiting for table 5 · clock running"
    done = replace(data, waiting=(), clock=None)
    assert (
        status_text(done) == "Hand-for-hand hand 3 · every table has finished: deal the next hand"
    )
    assert status_text(replace(done, tables=())) == "Hand-for-hand hand 3 · no table is dealing"
    assert clock_text(a_clock("not_started")) == "clock not started"
    assert tables_text(list(range(1, 31))) == "30 tables: 1, 2, 3, 4, 5, 6, 7, 8, …"
    assert detail_text(data) == "1.5 min per hand"
    assert choices() == [120, 180, 60, 0]
    assert PendingDeal(3, ()).text == "Deal hand 4 now?"
    assert PendingDeal(3, (7,)).text == "Deal hand 4 now? Table 7 has not reported hand 3."


def test_starting_hand_for_hand_asks_first_and_cancel_changes_nothing(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock
) -> None:
    """TDA 2024 RP-8-A: "payout eligibility starts with the 'finish this hand, then hold'
    announcement": the start is an announcement to the room, so one click only asks,
    naming the time per hand and how far the field is from the money (27 players, no
    payouts yet); Cancel changes nothing, the confirm starts it."""
    event_id = running_room(floor, clock)
    _window, page = open_tables(make_window, event_id)
    before = floor.journal()

    click(qtbot, page.hand_start)

    assert floor.journal() == before and hand_for_hand_hand(floor.state, event_id) is None
    assert page.bar_label.text() == (
        "Start hand-for-hand, 2 min per hand, clock held? 27 players left, no places paid yet."
    )
    assert page.confirm_button.text() == "Start hand-for-hand"
    click(qtbot, page.cancel_button)
    assert floor.journal() == before and page.pending is None
    assert not page.hand_bar.isVisible()

    click(qtbot, page.hand_start)
    click(qtbot, page.confirm_button)
    assert hand_for_hand_hand(floor.state, event_id) == 1
    assert status(page) == "Hand-for-hand hand 1 · waiting for tables 1, 2, 3 · clock held"


def test_before_the_clock_starts_hand_for_hand_is_refused_in_the_bar(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """Forty players seated, the clock not started: the start is refused where the
    director looks, with nothing to confirm, and nothing is written."""
    event_id = filled_event(floor, tables=5, seats=9, players=40)
    _window, page = open_tables(make_window, event_id)
    before = floor.journal()

    click(qtbot, page.hand_start)

    assert floor.journal() == before and page.pending is None
    assert page.bar_label.text() == not_started_text()
    assert not page.confirm_button.isVisible()


def test_the_question_names_the_distance_to_the_money() -> None:
    far = PendingHandForHand(120, players=40, paid=9)
    assert far.text.endswith("40 players left, 9 places paid: 31 busts from the money.")
    near = PendingHandForHand(180, players=10, paid=9)
    assert near.text.startswith("Start hand-for-hand, 3 min per hand, clock held?")
    assert near.text.endswith("10 players left, 9 places paid: 1 bust from the money.")
    assert PendingHandForHand(0, 9, 9).text.endswith("9 places paid: in the money.")


def test_the_map_and_the_moves_panel_stay_put_when_hand_for_hand_ends(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock
) -> None:
    """The strip comes and goes with hand-for-hand play; its place stays, so no button
    under it moves under the pointer."""
    event_id = running_room(floor, clock)
    window, page = open_tables(make_window, event_id)
    window.resize(1024, 768)
    qtbot.wait(20)
    choose_minutes(page, 2)
    assert page.hand_bar.isVisible()
    panel = page.moves_panel
    shown = (
        page.area.mapTo(page, page.area.rect().topLeft()),
        panel.mapTo(page, panel.rect().topLeft()),
    )
    start = page.hand_start.geometry(), page.draw_button.geometry()

    click(qtbot, page.hand_bar.stop_button)
    click(qtbot, page.confirm_button)
    qtbot.wait(20)

    assert not page.hand_bar.isVisible() and page.hand_start.isVisible()
    assert (
        page.area.mapTo(page, page.area.rect().topLeft()),
        panel.mapTo(page, panel.rect().topLeft()),
    ) == shown
    assert (page.hand_start.geometry(), page.draw_button.geometry()) == start
    assert hand_for_hand_hand(floor.state, event_id) is None


def test_a_double_click_on_the_start_confirm_does_not_act_again(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock
) -> None:
    """At 1024 x 768 the strip's buttons (*Deal next hand now…*, *Stop hand-for-hand*)
    come where the start's confirm button was: the second click of a double click
    lands on one of them, and it only asks."""
    event_id = running_room(floor, clock)
    window, page = open_tables(make_window, event_id)
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024)
    click(qtbot, page.hand_start)
    qtbot.wait(20)
    spot = page.confirm_button.mapTo(page, page.confirm_button.rect().center())

    click(qtbot, page.confirm_button)  # the first click starts it
    qtbot.wait(20)
    started = floor.journal()
    under = page.childAt(spot)
    assert under in (page.hand_bar.next_button, page.hand_bar.stop_button)
    assert isinstance(under, QAbstractButton)
    click(qtbot, under)  # the second click

    assert floor.journal() == started and hand_for_hand_hand(floor.state, event_id) == 1
    assert page.pending is not None and page.cancel_button.isVisible()
