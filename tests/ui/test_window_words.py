"""UI: the words the window says (issue 23, item 12): no journal number as an event
number, the tables in play, and citations that follow the event's rulebook (as the
calculators do) in Event Settings, the hand-for-hand controls and the draw."""

from __future__ import annotations

from tests.support import FakeClock
from tests.ui.fakes import FakePrompts, MakeEventWindow, MakeWindow, NoticeLog
from tests.ui.tables_floor import names

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.seat_rules import DrawSeats
from floortool.app.floor import Floor
from floortool.app.resources import load_template
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.tournament.event import settings_for
from floortool.ui.command_sender import CommandSender
from floortool.ui.event_settings_dialog import EventSettingsDialog
from floortool.ui.pages import Page
from floortool.ui.remedy_words import TABLES_PAGE, button_for
from floortool.ui.room_figures import RoomFigures

LEAGUE = "roberts-v6-league"
#: Robert's Rules (league edition) has no balancing, final-table or hand-for-hand rule:
#: the records borrow TDA 2024 Rule 11-A, RP-9 and RP-8 and say the book is silent.
SILENT = "Robert's Rules are silent"


def _league_event(floor: Floor, **settings: object) -> int:
    made = settings_for(name="League Night", rulebook=LEAGUE, **settings)
    return floor.execute(CreateEvent(made, structure=load_template("turbo"))).group


def test_the_header_shows_no_journal_number(make_event_window: MakeEventWindow) -> None:
    window = make_event_window(tables=2, seats=9)
    detail = window.event_view.detail_label.text()
    assert "#" not in detail and "Poker TDA Rules 2024" in detail


def test_the_clock_page_counts_the_tables_in_play(make_window: MakeWindow, floor: Floor) -> None:
    """Tables "0 x 10" read as nonsense with four in play: 0 means "as the field grows"."""
    made = settings_for(name="Open", tables=0, seats=10)
    event_id = floor.execute(CreateEvent(made, structure=load_template("turbo"))).group
    floor.execute(RegisterEntry(event_id, newcomers(names(34))))
    floor.execute(DrawSeats(event_id))  # the field waits for the draw (TDA 2024 Rule 7)
    window = make_window(event_id=event_id)
    shown = dict(window.event_view.clock_page.settings_text())
    assert shown["Tables"] == "4 tables in play, 10 seats each, more as the field grows"


def test_event_settings_seating_text_follows_the_rulebook(
    qtbot: QtBot, floor: Floor, notices: NoticeLog
) -> None:
    event_id = _league_event(floor, tables=2)
    commands = CommandSender(floor, notify=notices)
    dialog = EventSettingsDialog(floor=floor, commands=commands, event_id=event_id)
    qtbot.addWidget(dialog)
    hint = dialog.seating_hint.text()
    assert f"{SILENT}; TDA 2024 Rule 11-A applied" in hint
    assert "RRoP v6 §2 Seating 10" in hint and "(TDA 2024 Rule 11)" not in hint
    rulebook = dialog.widget("rulebook")
    rulebook.setCurrentIndex(rulebook.findData("tda-2024"))  # follows the choice unsaved
    assert "(TDA 2024 Rule 11-A)" in dialog.seating_hint.text()


def test_the_hand_for_hand_controls_cite_the_rulebook(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock, prompts: FakePrompts
) -> None:
    event_id = _league_event(floor, tables=2, seats=9)
    floor.execute(RegisterEntry(event_id, newcomers(names(18))))
    floor.execute(StartClock(event_id))
    clock.advance(61)
    window = make_window(event_id=event_id)
    page = window.event_view.clock_page
    window.ticker.refresh()
    assert f"{SILENT}; TDA 2024 RP-8 applied" in page.hand_for_hand_button.toolTip()
    qtbot.mouseClick(page.hand_for_hand_button, Qt.MouseButton.LeftButton)  # cancelled
    assert prompts.labels[-1].count(SILENT) == 2
    assert "TDA 2024 RP-8-C applied" in prompts.labels[-1]

    window.event_view.show_page(Page.TABLES)
    start = window.event_view.tables_page.hand_start
    assert f"{SILENT}; TDA 2024 RP-8 applied" in start.toolTip()
    offered = [action.text() for action in start.menu().actions()]
    assert f"2 min per hand ({SILENT}; TDA 2024 RP-8-C applied)" in offered


def test_a_remedy_names_the_tables_page_only_off_it() -> None:
    """On the Tables page the window says "Press “Break table 5”.", not "... on the Tables
    page"; from any other page it names the page."""
    remedy = Remedy(Fix.BREAK_TABLE, (5,))
    assert button_for(remedy, TABLES_PAGE) == "Press “Break table 5”."
    assert button_for(remedy) == "Press “Break table 5” on the Tables page."
    button = Remedy(Fix.ENTER_BUTTON, (2,))
    assert button_for(button, TABLES_PAGE).startswith("Click the player who is big blind next")
    assert button_for(button).startswith("On the Tables page, click the player")


def test_the_average_in_big_blinds_is_grouped_like_every_other_number() -> None:
    """Two players share 429,600 chips at a 100 big blind: "2,148 BB", not "2148 BB"."""
    figures = RoomFigures(players_left=2, entries=9, chips_in_play=429_600, prize_pool=0)
    assert figures.average_bb_text(100) == "2,148 BB"


def test_the_house_order_of_one_tables_busts_is_offered_only_where_busts_share(
    qtbot: QtBot, floor: Floor, notices: NoticeLog
) -> None:
    """RP-8-A (TDA) shares a hand-for-hand hand's places; Robert's events place every
    bust of one hand by chips (house A-17), so the house option is greyed out there."""
    event_id = _league_event(floor, tables=2)
    commands = CommandSender(floor, notify=notices)
    dialog = EventSettingsDialog(floor=floor, commands=commands, event_id=event_id)
    qtbot.addWidget(dialog)
    one_table = dialog.widget("h4h_one_table")
    assert not one_table.isEnabled() and "House A-17" in one_table.toolTip()
    rulebook = dialog.widget("rulebook")
    rulebook.setCurrentIndex(rulebook.findData("tda-2024"))
    assert one_table.isEnabled()


def test_the_wizard_says_where_the_window_balances(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """The ruling's steps end with the window's own words for balancing, never the
    command line's 'floortool seating balance'."""
    window = make_window(event_id=_league_event(floor, tables=2))
    window.event_view.show_page(Page.FLOOR)
    wizard = window.event_view.floor_page.open_wizard("table-balancing")
    assert wizard is not None
    steps = wizard.ruling_page.view.steps_label.text()
    assert "Press “Make moves” in the moves panel on the Tables page." in steps
    assert "floortool" not in steps
