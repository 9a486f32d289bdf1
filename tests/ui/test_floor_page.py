"""Tests of the Floor page: the situation search, the incident log (searchable, newest
first, a row opening the whole record), the calculators by the event's rulebook,
and the clock-call countdown (Ctrl+K) on a fake clock, which leaves the
tournament clock alone. Screenshots go to ``$FLOORTOOL_SHOTS`` when set.
"""

from __future__ import annotations

from pathlib import Path

from tests.support import FakeClock
from tests.ui.desk import send
from tests.ui.fakes import MakeWindow
from tests.ui.test_ruling_wizard import activate, key, open_floor, shot

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.rulings import RecordRuling
from floortool.app.documents.catalogue import PrintRequest
from floortool.app.floor import Floor
from floortool.app.rulings import ruling_log
from floortool.app.views.clock import clock_view
from floortool.domain.clock.state import RUNNING
from floortool.ui.calculators import whole_numbers
from floortool.ui.clock_call import ClockCallDialog
from floortool.ui.main_window import MainWindow
from floortool.ui.models.rulings import (
    IncidentLogModel,
    citation_from_link,
    citation_link,
    record_time,
    rulebook_text,
    short_ruling,
)
from floortool.ui.pages import Page


def record_three(window: MainWindow, floor: Floor, clock: FakeClock, event_id: int) -> None:
    """Three rulings a few minutes apart, through the window."""
    send(
        window,
        RecordRuling(event_id, "four-card-flop", {}, director="Ann", table=4, players=("Bo Chen",)),
    )
    clock.advance(300)
    send(
        window,
        RecordRuling(
            event_id,
            "exposed-card-on-deal",
            {"exposed": "one-later"},
            director="Ann",
            actions=("fold", "call"),
            table=2,
            hand=31,
            notes="Seat 5 saw the card.",
        ),
    )
    clock.advance(300)
    send(window, RecordRuling(event_id, "premature-turn", {}, director="Cy", table=4))


def test_the_search_lists_situations_and_enter_opens_the_best_match(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path
) -> None:
    window, page, _ = open_floor(make_window, floor, type_text="NLH FTRA")
    assert window.event_view.stack.currentWidget() is page
    assert len(page.search.shown()) == page.search.results.count() > 40  # all, blank search
    assert "FTR decks with FTR action" in page.rulebook_label.text()

    window.windowHandle().requestActivate()
    qtbot.waitUntil(window.isActiveWindow)
    window.find_player_action.trigger()  # Ctrl+F on the Floor page: the situation search
    assert page.search.search_edit.hasFocus()
    qtbot.keyClicks(page.search.search_edit, "premature")
    titles = [s.title for s in page.search.shown()]
    assert titles[0].startswith("Premature") and "Premature turn" in titles
    key(qtbot, Qt.Key.Key_Down)
    chosen = page.search.chosen()
    assert chosen is not None and chosen.title == titles[1]
    shot(qtbot, window, "floor_search", tmp_path)

    key(qtbot, Qt.Key.Key_Return)

    wizard = page.wizard
    assert wizard is not None and wizard.isVisible()
    assert wizard.title_label.text() == titles[1]
    assert wizard.context_label.text() == "TDA 2024  \u00b7  FTR decks with FTR action"


def test_incident_log_lists_newest_first_searches_and_opens_a_record(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock, tmp_path: Path
) -> None:
    window, page, event_id = open_floor(make_window, floor)
    assert page.log.model.rowCount() == 0 and page.log.empty_label.isVisibleTo(page)
    assert not page.log.print_button.isEnabled()  # nothing to print yet

    record_three(window, floor, clock, event_id)

    model = page.log.model
    assert [model.index(r, IncidentLogModel.COL_SITUATION).data() for r in range(3)] == [
        "Premature turn",
        "Dealer exposes a hole card during the deal",
        "Four-card flop",
    ]
    newest = ruling_log(floor.state, event_id)[0]
    assert model.index(0, IncidentLogModel.COL_TIME).data() == record_time(newest.at)
    assert model.index(0, IncidentLogModel.COL_TABLE).data() == "4"
    assert model.index(0, IncidentLogModel.COL_RULING).data() == short_ruling(newest.ruling)
    assert model.index(0, IncidentLogModel.COL_RULES).data().startswith("TDA 2024 RP-5-B, ")
    assert page.log.count_label.text() == "3 rulings"
    assert page.tabs.tabText(0) == "Incident log (3)"
    assert not page.log.empty_label.isVisibleTo(page)
    shot(qtbot, window, "floor_log", tmp_path)

    page.log.search("table 4")
    assert model.rowCount() == 2 and page.log.count_label.text() == "2 of 3"
    qtbot.mouseClick(page.log.print_button, Qt.MouseButton.LeftButton)  # what was found

    reports = window.event_view.reports_page
    assert window.event_view.current_page() is Page.REPORTS
    qtbot.waitUntil(lambda: not reports.busy, timeout=20_000)
    assert reports.request() == PrintRequest("rulings", search="table 4")
    assert reports.status_label.text().startswith("Incident log: 1 page")
    window.event_view.show_page(Page.FLOOR)
    page.log.search("nobody-said-this")
    assert model.rowCount() == 0 and not page.log.print_button.isEnabled()
    page.log.search("bo")
    assert [r.situation for r in model.rows] == ["four-card-flop"]
    page.log.search("35-d")  # exposed card after a fold and a call: played on (TDA 35-D)
    assert [r.situation for r in model.rows] == ["exposed-card-on-deal"]

    page.log.table.setFocus()
    page.log.table.setCurrentIndex(model.index(0, 0))
    key(qtbot, Qt.Key.Key_Return)

    dialog = page.log.record_dialog
    assert dialog is not None and dialog.isVisible()
    record = dialog.record
    assert record.answers == {"exposed": "one-later", "substantial_action": "yes"}
    assert dialog.heading_label.text().startswith(record_time(record.at) + "  \u00b7  Table 2")
    assert "Hand 31" in dialog.heading_label.text()
    assert "Director Ann" in dialog.heading_label.text()
    # Issue 15, item 9: rulings are numbered 1, 2, 3 ... in the event (the second here).
    assert dialog.heading_label.text().endswith("Ruling 2") and record.id > 2
    assert dialog.windowTitle() == "Ruling 2"
    assert dialog.notes_label.text() == "Notes: Seat 5 saw the card."
    assert "Has substantial action taken place?" in dialog.view.answers_label.text()
    assert not dialog.pick_card.isVisibleTo(dialog)

    page.log.search("")
    rect = page.log.table.visualRect(model.index(2, 2))
    qtbot.mouseClick(page.log.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(page.log.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    flop = page.log.record_dialog
    assert flop is not None and flop is not dialog
    assert flop.record.situation == "four-card-flop" and flop.record.pick is not None
    assert flop.pick_label.text() == f"Card {flop.record.pick['picked']} was the burn card"
    assert flop.players_label.text() == "Players: Bo Chen"
    shot(qtbot, flop, "record", tmp_path)


def test_calculators_follow_the_event_rulebook(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path
) -> None:
    window, page, event_id = open_floor(make_window, floor)
    page.tabs.setCurrentWidget(page.tabs.widget(1))
    calc = page.calculators

    calc.substantial.entry.add("fold")
    calc.substantial.entry.add("fold")
    assert calc.substantial.headline_label.text() == "Not substantial action"
    assert "Action has occurred" not in calc.substantial.detail_label.text()
    assert calc.substantial.detail_label.text().endswith(
        "Under Robert's v6 + league amendments: action has occurred."
    )
    qtbot.mouseClick(calc.substantial.entry.buttons["call"], Qt.MouseButton.LeftButton)
    assert calc.substantial.headline_label.text() == "Substantial action"
    assert calc.substantial.rules_label.text() == "Rules: TDA 2024 36 (Substantial Action (SA))"
    shot(qtbot, window, "floor_calculators", tmp_path)

    calc.show_calculator(calc.min_raise)
    assert calc.current() is calc.min_raise
    raises = calc.min_raise
    raises.big_blind_spin.setValue(100)
    raises.add_wager(300)
    raises.add_wager(450, all_in=True)
    assert raises.headline_label.text() == "Minimum raise to 650"
    raises.acted_spin.setValue(300)
    assert "betting is not reopened" in raises.detail_label.text()
    raises.to_spin.setValue(500)
    raises.all_in_check.setChecked(True)
    qtbot.mouseClick(raises.add_button, Qt.MouseButton.LeftButton)  # another short all-in
    assert "betting is reopened" in raises.detail_label.text()  # 200 more: a full raise
    assert raises.wagers_label.text() == "300  \u2192  all-in 450  \u2192  all-in 500"
    raises.take_back()
    assert not raises.add_wager(460)  # a raise short of the minimum that is not all-in
    assert raises.error_label.isVisibleTo(page) and "underraise" in raises.error_label.text()
    assert raises.headline_label.text() == "Minimum raise to 650"  # nothing added
    assert len(raises.wagers) == 2
    shot(qtbot, window, "floor_min_raise", tmp_path)

    chips = calc.chips
    chips.to_call_spin.setValue(400)
    chips.min_raise_spin.setValue(400)
    chips.chips_edit.setText("1,000")
    assert chips.headline_label.text() == "Call: 400 in, 600 back"  # TDA 44
    chips.raise_check.setChecked(True)
    assert chips.headline_label.text() == "Raise: 1,000 in (a raise of 600)"
    chips.chips_edit.setText("500 fifty")
    assert chips.error_label.text() == "'fifty' is not a whole number of chips."

    odd = calc.odd_chip
    odd.pot_spin.setValue(1_100)
    odd.smallest_spin.setValue(25)
    odd.button_spin.setValue(4)
    odd.winners_edit.setText("2, 7, 9")
    assert odd.headline_label.text() == "Seat 7: 400   Seat 9: 350   Seat 2: 350"  # TDA 20-A

    penalty = calc.penalty
    penalty.players_spin.setValue(8)
    penalty.rounds_spin.setValue(2)
    assert penalty.headline_label.text() == "16 hands out"
    assert "71-A" in penalty.rules_label.text()

    _league_window, league_page, _ = open_floor(make_window, floor, rulebook="roberts-v6-league")
    league = league_page.calculators
    league.odd_chip.pot_spin.setValue(1_100)
    league.odd_chip.smallest_spin.setValue(25)
    league.odd_chip.button_spin.setValue(4)
    league.odd_chip.winners_edit.setText("2, 7, 9")
    assert league.odd_chip.headline_label.text() == "Seat 7: 375   Seat 9: 375   Seat 2: 350"
    league.substantial.entry.add("fold")
    league.substantial.entry.add("fold")
    assert league.substantial.headline_label.text() == "Action has occurred"
    assert ruling_log(floor.state, event_id) == []  # calculators record nothing


def test_short_texts_of_a_ruling() -> None:
    assert short_ruling("Misdeal. Exposing either of the first two cards voids the deal.") == (
        "Misdeal. Exposing either of the first two cards voids the deal."
    )
    assert short_ruling("The player's hand is dead at once. More. " + "x" * 200) == (
        "The player's hand is dead at once."
    )
    assert short_ruling("word " * 40).endswith("\u2026")
    assert len(short_ruling("word " * 40)) == 90
    assert citation_from_link(citation_link({"book": "RRoP v6", "ref": "§3 Ties 5"})) == (
        "RRoP v6",
        "§3 Ties 5",
    )
    assert citation_from_link("https://example.org") is None
    assert rulebook_text("roberts-v6-league", "ftr") == (
        "Robert's v6 + league amendments  \u00b7  FTR decks"
    )


def test_whole_numbers_read_chips_and_seats() -> None:
    assert whole_numbers("1,000 500 + 500", what="chips", commas_separate=False) == [1000, 500, 500]
    assert whole_numbers("2,7; 9", what="seats", commas_separate=True) == [2, 7, 9]
    assert whole_numbers("  ", what="seats", commas_separate=True) == []


def open_clock_call(qtbot: QtBot, window: MainWindow) -> ClockCallDialog:
    activate(qtbot, window)
    window.event_view.sidebar.setFocus()
    key(qtbot, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    dialog = window.event_view.floor_page.clock_call
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_clock_call_counts_down_by_tda_29_and_leaves_the_tournament_clock_alone(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock, tmp_path: Path
) -> None:
    window, _page, event_id = open_floor(make_window, floor)
    send(window, StartClock(event_id))
    window.event_view.show_page(Page.CLOCK)  # Ctrl+K works from any page
    before = clock_view(floor.state, event_id, clock())
    revision = floor.revision

    dialog = open_clock_call(qtbot, window)

    assert dialog.digits_label.text() == "25" and dialog.phase_label.text() == "Time"
    assert dialog.total_label.text() == "30 s left in all"
    assert dialog.card.property("clockState") == "running"
    assert "TDA 2024 29" in dialog.rules_label.text()
    shot(qtbot, dialog, "clock_call_running", tmp_path)
    clock.advance(24.2)
    dialog.refresh()
    assert (dialog.phase_label.text(), dialog.digits_label.text()) == ("Time", "1")
    clock.advance(1.0)
    dialog.refresh()
    assert (dialog.phase_label.text(), dialog.digits_label.text()) == ("Countdown", "5")
    assert dialog.digits_label.property("clockState") == "warning"  # the last seconds in red
    clock.advance(2.0)
    dialog.refresh()
    assert dialog.digits_label.text() == "3"
    shot(qtbot, dialog, "clock_call_countdown", tmp_path)
    clock.advance(3.0)
    dialog.refresh()
    state = dialog.state
    assert state is not None and state.expired
    assert (dialog.phase_label.text(), dialog.digits_label.text()) == ("Time is up", "0")
    assert not dialog.timer.isActive()
    assert dialog.total_label.text() == "Facing a bet: The hand is dead."
    assert "facing a bet: The hand is dead." in dialog.outcome_label.text()
    shot(qtbot, dialog, "clock_call_expired", tmp_path)

    qtbot.mouseClick(dialog.restart_button, Qt.MouseButton.LeftButton)
    assert dialog.digits_label.text() == "25" and dialog.timer.isActive()
    dialog.close()
    assert not dialog.timer.isActive()

    after = clock_view(floor.state, event_id, clock())
    assert floor.revision == revision  # nothing written
    assert before is not None and after is not None and after.state == RUNNING
    assert round(before.remaining - after.remaining, 1) == round(24.2 + 1 + 2 + 3, 1)


def test_clock_call_under_the_league_rulebook_is_a_minute_and_ten_seconds(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock
) -> None:
    _window, page, _ = open_floor(make_window, floor, rulebook="roberts-v6-league")
    qtbot.mouseClick(page.clock_button, Qt.MouseButton.LeftButton)
    dialog = page.clock_call
    assert dialog is not None
    assert (dialog.phase_label.text(), dialog.digits_label.text()) == ("One minute", "60")
    assert dialog.total_label.text() == "70 s left in all"
    clock.advance(61)
    dialog.refresh()
    assert (dialog.phase_label.text(), dialog.digits_label.text()) == ("Ten-second warning", "9")
    assert dialog.card.property("clockState") == "warning"
