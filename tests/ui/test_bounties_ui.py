"""Knockout bounties in the window: the Results page shows a Bounties column and
the bounty money only when the event has bounties, an uncredited bust says its
bounty is unclaimed, and File > Event Settings edits the bounty (refused
beyond the buy-in, in the red line)."""

from __future__ import annotations

from tests.support import entries_of, entry_of
from tests.ui.desk import league_event, send
from tests.ui.fakes import MakeWindow, NoticeLog

from pytestqt.qtbot import QtBot

from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.ui.command_sender import CommandSender
from floortool.ui.event_settings_dialog import EventSettingsDialog
from floortool.ui.main_window import MainWindow
from floortool.ui.models.results import UNCLAIMED, ResultsTableModel
from floortool.ui.pages import Page
from floortool.ui.results_page import ResultsPage

NAMES = ("Ann", "Ben", "Cat", "Dan")


def results_page(
    make_window: MakeWindow, floor: Floor, bounty: int
) -> tuple[MainWindow, ResultsPage]:
    event_id = league_event(floor, buy_in=5_000, bounty=bounty, tables=1, seats=6)
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.RESULTS)
    send(
        window,
        BustPlayers(
            event_id, entries_of(floor, event_id, "Ben"), by=entry_of(floor, event_id, "Ann")
        ),
    )
    send(window, BustPlayers(event_id, entries_of(floor, event_id, "Cat")))
    return window, window.event_view.results_page


def cell(page: ResultsPage, player: str, column: int) -> str:
    row = next(n for n, r in enumerate(page.model.rows) if r.player == player)
    text: str = page.model.index(row, column).data()
    return text


def test_the_bounties_column_shows_only_in_a_knockout_event(
    make_window: MakeWindow, floor: Floor
) -> None:
    _window, page = results_page(make_window, floor, bounty=2_000)
    assert not page.table.isColumnHidden(ResultsTableModel.COL_BOUNTY)
    header = page.model.headerData(
        ResultsTableModel.COL_BOUNTY, page.table.horizontalHeader().orientation()
    )
    assert header == "Bounties"
    assert cell(page, "Ann", ResultsTableModel.COL_BOUNTY) == "20.00"
    assert cell(page, "Cat", ResultsTableModel.COL_BY) == UNCLAIMED
    assert cell(page, "Ben", ResultsTableModel.COL_BY) == "Ann"
    assert "Bounties 20.00 each: 20.00 won, 20.00 unclaimed, 40.00 still in play" in (
        page.summary_label.text()
    )


def test_without_bounties_the_column_stays_hidden(make_window: MakeWindow, floor: Floor) -> None:
    _window, page = results_page(make_window, floor, bounty=0)
    assert page.table.isColumnHidden(ResultsTableModel.COL_BOUNTY)
    assert "Bount" not in page.summary_label.text()
    assert cell(page, "Cat", ResultsTableModel.COL_BY) == ""


def test_event_settings_edit_the_bounty(qtbot: QtBot, floor: Floor, notices: NoticeLog) -> None:
    event_id = league_event(floor, buy_in=5_000)
    dialog = EventSettingsDialog(
        floor=floor, commands=CommandSender(floor, notify=notices), event_id=event_id
    )
    qtbot.addWidget(dialog)
    assert dialog.widget("bounty").text() == ""  # no bounty: blank
    dialog.widget("bounty").setText("60")
    assert not dialog.apply()
    assert "cannot be more than the buy-in" in dialog.error_label.text()
    assert dialog.widget("bounty").hasFocus() or dialog.focusWidget() is dialog.widget("bounty")
    assert floor.state.events[event_id].settings.bounty == 0
    dialog.widget("bounty").setText("15")
    assert "leaves 35.00 of each buy-in for the prize pool" in dialog.fields["bounty"].note.text()
    assert dialog.changes() == {"bounty": 1_500}
    assert dialog.apply()
    assert floor.state.events[event_id].settings.bounty == 1_500
    assert dialog.widget("bounty").text() == "15.00"
