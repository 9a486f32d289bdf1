"""Tests of the League page, clicked as a league director would.

A league and a season made from the page (and taken back with the league's
own undo); a finished event put in the season and scored with one click;
standings sorted by any column; a player's season and the chart following
the selected row; the formula lab scoring live as the director types, the
caret under a mistake, and *Use for the season* adding a rules version that
leaves the points already recorded alone.
"""

from __future__ import annotations

from tests.support import entries_of
from tests.ui.desk import league_event, send
from tests.ui.fakes import FakePrompts, MakeWindow

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.league import AddSeason, CreateLeague, ImportLeagueResults
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.domain.kernel.journal import event_scope
from floortool.domain.league.seasons import league_scope
from floortool.domain.results.tournament_end import tournament_winner
from floortool.ui.formula_lab import sample_text
from floortool.ui.league_page import NO_LEAGUE, NO_SEASON, LeaguePage
from floortool.ui.main_window import MainWindow
from floortool.ui.models.league import SORT_ROLE, StandingsTableModel
from floortool.ui.pages import Page

PAST = """season,event,date,player,place,hits
2025,Week 1,2025-01-07,Ann,1,2
2025,Week 1,2025-01-07,Bob,2,1
2025,Week 1,2025-01-07,Cy,3,
2025,Week 1,2025-01-07,Di,4,
2025,Week 2,2025-01-14,Di,1,
2025,Week 2,2025-01-14,Cy,2,
2025,Week 2,2025-01-14,Ann,3,
"""


def click(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def open_league(make_window: MakeWindow, floor: Floor) -> tuple[MainWindow, LeaguePage, int]:
    event_id = league_event(floor, tables=1)
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.LEAGUE)
    return window, window.event_view.league_page, event_id


def with_past_season(floor: Floor) -> None:
    floor.execute(CreateLeague("Tuesday League"))
    floor.execute(ImportLeagueResults(None, PAST))


def names(page: LeaguePage) -> list[str]:
    proxy = page.standings_proxy
    return [proxy.index(row, 1).data() for row in range(proxy.rowCount())]


def test_a_league_and_a_season_from_the_page(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, prompts: FakePrompts
) -> None:
    window, page, _ = open_league(make_window, floor)
    assert window.event_view.stack.currentWidget() is page
    assert page.summary_label.text() == NO_LEAGUE
    assert not page.new_season_button.isEnabled()
    prompts.answer("text", "Tuesday League", "2026")
    click(qtbot, page.new_league_button)
    assert page.summary_label.text() == NO_SEASON
    click(qtbot, page.new_season_button)
    assert page.season_combo.currentText() == "2026"
    assert page.summary_label.text().startswith("Tuesday League  ·  season 2026")
    assert page.rules_label.text().startswith("rules v1: Linear (n - r + 1)")
    assert page.undo_button.text().startswith("Undo: Add season 2026")
    click(qtbot, page.undo_button)  # the league's own undo
    assert floor.state.league.seasons == {}
    assert page.summary_label.text() == NO_SEASON
    assert floor.redo_label(league_scope(1)) == "Add season 2026 to Tuesday League"
    assert window.undo_action.text().startswith("Undo Create event")  # Edit > Undo: the event's


def test_a_finished_event_is_put_in_the_season_and_scored(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    floor.execute(CreateLeague("Tuesday League"))
    floor.execute(AddSeason(None, "2026", {"attendance": 1}))
    window, page, event_id = open_league(make_window, floor)
    assert page.event_label.text() == "Friday League is in no season yet."
    click(qtbot, page.assign_button)
    assert "is in season 2026, not scored yet" in page.event_label.text()
    assert not page.assign_button.isEnabled()
    send(window, RegisterEntry(event_id, newcomers(("Ann", "Bob", "Cy"))))
    click(qtbot, page.record_button)  # not over yet: refused, nothing changes
    assert floor.state.league.events[1].scores == ()
    for name in ("Cy", "Bob"):
        send(window, BustPlayers(event_id, entries_of(floor, event_id, name)))
    click(qtbot, page.record_button)
    assert names(page) == ["Ann", "Bob", "Cy"]
    assert page.standings_proxy.index(0, StandingsTableModel.COL_TOTAL).data() == "4"
    assert "scored with rules v1" in page.event_label.text()
    assert page.record_button.text() == "Record league points again"


def test_standings_sort_history_and_chart(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    with_past_season(floor)
    _window, page, _ = open_league(make_window, floor)  # keep the window alive
    # Ann 4+1, Di 1+3, Cy 2+2, Bob 3: Ann first, then Di and Cy level on 4 (one win: Di).
    assert names(page) == ["Ann", "Di", "Cy", "Bob"]
    assert [page.standings_proxy.index(r, 0).data() for r in range(4)] == ["1", "2", "3", "4"]
    header = page.standings_table.horizontalHeader()
    where = QPoint(header.sectionViewportPosition(StandingsTableModel.COL_PLAYER) + 8, 8)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert names(page) == ["Ann", "Bob", "Cy", "Di"]
    # Issue 15, item 9: the arrow is in the title, never drawn over its text.
    title = page.standings_proxy.headerData(
        StandingsTableModel.COL_PLAYER, Qt.Orientation.Horizontal
    )
    assert title.endswith(" ▴") and not header.isSortIndicatorShown()
    page.standings_table.sortByColumn(StandingsTableModel.COL_EVENTS, Qt.SortOrder.AscendingOrder)
    assert names(page)[0] == "Bob"  # one event
    cell = page.standings_proxy.index(0, StandingsTableModel.COL_TOTAL)
    assert cell.data(SORT_ROLE) == 3.0

    page.standings_table.selectRow(0)  # Bob
    assert page.history_title.text() == "Bob"
    assert page.history_model.rowCount() == 1
    assert page.history_model.index(0, 1).data() == "Week 1"
    chart = page.chart
    assert chart.labels == ("01-07", "01-14")
    assert [s.name for s in chart.series if s.highlight] == ["Bob"]
    assert next(s for s in chart.series if s.name == "Ann").values == (4.0, 5.0)


def test_the_seasons_tab_chooses_the_season(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    with_past_season(floor)
    floor.execute(AddSeason(None, "2026"))
    _window, page, _ = open_league(make_window, floor)  # keep the window alive
    assert page.season_combo.currentText() == "2026"
    assert page.seasons_model.rowCount() == 2
    assert page.seasons_model.index(1, 2).data() == "2 of 2"
    page.seasons_table.selectRow(1)
    assert page.season_combo.currentText() == "2025"
    assert names(page)[0] == "Ann"
    click(qtbot, page.close_button)
    assert floor.state.league.seasons[1].closed
    assert page.season_combo.currentText() == "2025 (closed)"
    assert page.close_button.text() == "Reopen season"


def test_formula_lab_is_live_and_sets_the_season_formula(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    with_past_season(floor)
    _window, page, _ = open_league(make_window, floor)  # keep the window alive
    lab = page.lab
    page.tabs.setCurrentIndex(2)
    assert lab.event_combo.currentText() == "Week 2 (2025-01-14, imported)"
    assert lab.event_combo.itemText(lab.event_combo.count() - 1) == sample_text()
    qtbot.keyClicks(lab.formula_edit, "10 - r*4")
    assert [lab.model.index(r, 2).data() for r in range(3)] == ["6", "2", "-2"]
    assert "Negative points for place 3 (lowest -2)." in lab.warnings_label.text()
    assert lab.use_button.isEnabled()
    lab.formula_edit.setText("10*sqrt(n)/sqrt(r")
    assert lab.error_label.isVisible()
    shown, caret = lab.error_label.text().split("\n")[1:]
    assert shown[caret.index("^")] == "("
    assert not lab.use_button.isEnabled() and lab.model.rowCount() == 0
    lab.event_combo.setCurrentIndex(lab.event_combo.count() - 1)
    lab.formula_edit.setText("100 - r")
    assert lab.model.rowCount() == 30 and lab.model.index(0, 1).data() == "Player 1"
    before = names(page)
    click(qtbot, lab.use_button)
    season = floor.state.league.seasons[1]
    assert (season.version, season.rules.formula) == (2, "100 - r")
    assert names(page) == before  # recorded events keep version 1
    assert page.rules_label.text().startswith("rules v2: Own formula (100 - r)")
    assert lab.formula_edit.text() == "100 - r"  # kept while the page refreshed


def test_standings_model_without_a_view(qtbot: QtBot) -> None:
    model = StandingsTableModel()
    assert model.columnCount() == 10
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Rank"
    assert model.rowCount() == 0


def test_ctrl_z_after_recording_points_takes_back_the_points(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """The director's latest action is the points: Edit > Undo names them, and Ctrl+Z
    takes them back, not the last bust (the event stays over, its winner in place)."""
    floor.execute(CreateLeague("Tuesday League"))
    floor.execute(AddSeason(None, "2026", {"attendance": 1}))
    window, page, event_id = open_league(make_window, floor)
    click(qtbot, page.assign_button)
    send(window, RegisterEntry(event_id, newcomers(("Ann", "Bob", "Cy"))))
    for name in ("Cy", "Bob"):
        send(window, BustPlayers(event_id, entries_of(floor, event_id, name)))
    click(qtbot, page.record_button)
    assert window.undo_action.text() == ("Undo Record league points of Friday League (season 2026)")

    page.setFocus()
    qtbot.keyClick(page, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)

    assert page.event_label.text() == "Friday League is in season 2026, not scored yet."
    assert names(page) == []
    assert tournament_winner(floor.state, event_id) is not None  # Bob's bust stands
    assert window.undo_action.text().startswith("Undo Bust Bob")
    assert window.redo_action.text() == ("Redo Record league points of Friday League (season 2026)")


def test_a_scored_event_reopened_by_an_undone_bust_says_so(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, sqlite_url: str
) -> None:
    """League rule 19: "Play continues until one player has all the chips." Undoing the
    last bust gives the chips back to two players: the points recorded when it was over
    stay as recorded, and the page says the event was reopened and wants scoring again.
    (The bust was the desk's, the points this window's: the desk takes back its own.)"""
    floor.execute(CreateLeague("Tuesday League"))
    floor.execute(AddSeason(None, "2026", {"attendance": 1}))
    window, page, event_id = open_league(make_window, floor)
    click(qtbot, page.assign_button)
    send(window, RegisterEntry(event_id, newcomers(("Ann", "Bob", "Cy"))))
    send(window, BustPlayers(event_id, entries_of(floor, event_id, "Cy")))
    desk = Floor.open(sqlite_url, operator="desk", clock=floor.clock)
    try:
        desk.execute(BustPlayers(event_id, entries_of(desk, event_id, "Bob")))
        qtbot.waitUntil(lambda: tournament_winner(floor.state, event_id) is not None, timeout=3000)
        click(qtbot, page.record_button)
        assert page.event_label.text() == "Friday League is in season 2026, scored with rules v1."

        desk.undo(event_scope(event_id))  # the desk's own latest: Bob's bust, the last one
        qtbot.waitUntil(lambda: "reopened" in page.event_label.text(), timeout=3000)
    finally:
        desk.close()
    assert page.event_label.text() == (
        "Friday League is in season 2026, scored with rules v1 when it was over, but it has "
        "been reopened since: record its points again once it is over."
    )
    assert names(page) == ["Ann", "Bob", "Cy"]  # the points recorded stay until then


#: A season that started in another tool: its export, with the points it gave.
ELSEWHERE = """season,event,date,player,place,points
2026,Week 1,2026-01-06,Ann,1,25
2026,Week 1,2026-01-06,Bob,2,18
2026,Week 1,2026-01-06,Cy,3,15
2026,Week 1,2026-01-06,Di,4,12
"""


def test_the_lab_shows_an_imported_season_beside_the_formula(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """Points imported with the season count in the standings as the earlier tool
    gave them (25, 18, 15, 12), and the lab shows them beside what the formula typed
    would give (n - r + 1 on 4 entries: 4, 3, 2, 1)."""
    floor.execute(CreateLeague("Tuesday League"))
    floor.execute(ImportLeagueResults(None, ELSEWHERE))
    _window, page, _ = open_league(make_window, floor)  # keep the window alive
    assert names(page) == ["Ann", "Bob", "Cy", "Di"]
    totals = page.standings_proxy
    assert [totals.index(r, 2).data() for r in range(4)] == ["25", "18", "15", "12"]
    lab = page.lab
    page.tabs.setCurrentIndex(2)
    assert lab.event_combo.currentText() == "Week 1 (2026-01-06, imported)"
    qtbot.keyClicks(lab.formula_edit, "n - r + 1")
    rows = [[lab.model.index(r, c).data() for c in (2, 3)] for r in range(4)]
    assert rows == [["4", "25"], ["3", "18"], ["2", "15"], ["1", "12"]]
    assert lab.model.headerData(3, Qt.Orientation.Horizontal) == "Season's points"
