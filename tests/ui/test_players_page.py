"""Tests of the Players page: the search box, the entries table, the field summary and
the buttons acting on the selected entry, with real keys and clicks.

Every button is one app command (one journal group Edit > Undo takes back by
name); a refusal is shown with the floor's message and changes nothing. The
room's figures (players left / entries, average stack) come from the same
field summary as the page's.
"""

from __future__ import annotations

from tests.support import entries_of
from tests.ui.desk import click, focus, league_event, players_page, press, send
from tests.ui.fakes import FakePrompts, MakeWindow, NoticeLog

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import UpdateEvent
from floortool.app.commands.players import AddPlayer
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views.field import EntryRow, field_summary
from floortool.domain.field.entries import ACTIVE, BUSTED, WAITING
from floortool.ui.entry_table import PLAYER_MIN_WIDTH
from floortool.ui.main_window import MainWindow
from floortool.ui.models.entries import EntryTableModel
from floortool.ui.models.structure import StructureTableModel
from floortool.ui.pages import Page
from floortool.ui.players_page import PlayersPage
from floortool.ui.room_figures import room_figures

NAMES = ("Alice Moreau", "Bruno Keller", "Chiara Rossi", "Dmitri Volkov")
#: Rebuys and add-ons allowed (the house default allows none).
PURCHASES = {"max_rebuys": 2, "max_addons": 1, "max_reentries": 1}


def open_page(
    make_window: MakeWindow, floor: Floor, *names: str, **settings: object
) -> tuple[MainWindow, PlayersPage]:
    """A window on the Players page of a league event with ``names`` registered."""
    event_id = league_event(floor, **settings)
    if names:
        floor.execute(RegisterEntry(event_id, newcomers(names)))
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.PLAYERS)
    return window, players_page(window)


def shown(page: PlayersPage) -> list[str]:
    return [row.player for row in page.visible_entries()]


def row_of(floor: Floor, page: PlayersPage, name: str) -> EntryRow:
    summary = field_summary(floor.state, page.event_id or 0)
    return [row for row in summary.entries if row.player == name][-1]


def test_the_page_lists_the_entries_and_the_field(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, page = open_page(make_window, floor, *NAMES, tables=2, seats=9)
    send(window, StartClock(page.event_id or 0))

    assert page.model.rowCount() == 4
    assert page.found_label.text() == "4 listed"
    assert page.summary_label.text() == (
        "4 players left of 4 entries  ·  chips in play 40,000  ·  average stack 10,000 (200 BB)"
    )
    # Sorted by table and seat.
    places = [(row.table or 0, row.seat or 0) for row in page.visible_entries()]
    assert places == sorted(places)
    assert page.table.model().headerData(EntryTableModel.COL_TABLE, Qt.Orientation.Horizontal) == (
        "Table \u25b4"
    )
    assert not page.rebuy_button.isEnabled()  # nothing selected yet
    assert page.selection_label.text().startswith("Select an entry")


def test_search_filters_as_you_type_and_enter_selects_a_single_match(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    _window, page = open_page(make_window, floor, *NAMES, tables=2, seats=9)
    focus(qtbot, page.search_edit)

    qtbot.keyClicks(page.search_edit, "i")
    assert sorted(shown(page)) == ["Alice Moreau", "Chiara Rossi", "Dmitri Volkov"]
    assert page.found_label.text() == "3 of 4 listed"
    qtbot.keyClicks(page.search_edit, "a")  # "ia": only Chiara
    assert shown(page) == ["Chiara Rossi"]

    press(qtbot, Qt.Key.Key_Return)

    selected = page.selected_entry()
    assert selected is not None and selected.player == "Chiara Rossi"
    assert page.table.hasFocus()
    assert page.rebuy_button.isEnabled()
    assert page.selection_label.text().startswith(
        f"Chiara Rossi  ·  entry 1  ·  Table {selected.table}, seat {selected.seat}"
    )

    page.search_edit.clear()
    assert len(shown(page)) == 4


def test_a_search_never_moves_the_selection_to_another_entry(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    _window, page = open_page(make_window, floor, *NAMES, tables=2, seats=9)
    alice = row_of(floor, page, "Alice Moreau")
    page.select_entry(alice.id)
    focus(qtbot, page.search_edit)

    qtbot.keyClicks(page.search_edit, "ross")  # Alice is filtered out

    assert page.selected_entry() is None
    assert not page.bust_button.isEnabled()
    page.search_edit.clear()
    assert page.selected_entry() is None
    page.select_entry(alice.id)
    qtbot.keyClicks(page.search_edit, "alice")  # still shown: still selected
    selected = page.selected_entry()
    assert selected is not None and selected.id == alice.id


def test_the_player_column_takes_the_spare_width(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, page = open_page(make_window, floor, *NAMES[:3], tables=1, seats=2)  # one waits
    header = page.table.horizontalHeader()

    def widths() -> list[int]:
        return [header.sectionSize(c) for c in range(header.count())]

    window.resize(1280, 800)
    qtbot.waitUntil(lambda: sum(widths()) == page.table.viewport().width())
    window.resize(960, 640)  # the other columns alone nearly fill the view
    qtbot.waitUntil(lambda: widths()[0] == PLAYER_MIN_WIDTH)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: sum(widths()) == page.table.viewport().width())


def test_table_dash_seat_finds_who_sits_there(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, page = open_page(make_window, floor, *NAMES, tables=2, seats=9)
    bruno = row_of(floor, page, "Bruno Keller")
    window.find_player_action.trigger()  # Ctrl+F
    assert page.search_edit.hasFocus()

    qtbot.keyClicks(page.search_edit, f"{bruno.table}-{bruno.seat}")

    assert shown(page) == ["Bruno Keller"]
    press(qtbot, Qt.Key.Key_Return)
    selected = page.selected_entry()
    assert selected is not None and selected.id == bruno.id


def test_rebuy_and_add_on_buttons_send_the_commands(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, page = open_page(make_window, floor, *NAMES, tables=2, seats=9, **PURCHASES)
    alice = row_of(floor, page, "Alice Moreau")
    assert page.select_entry(alice.id)

    click(qtbot, page.rebuy_button)
    assert floor.journal()[-1].label == "Rebuy Alice Moreau (+10,000 chips)"
    click(qtbot, page.addon_button)
    assert floor.journal()[-1].label == "Add-on Alice Moreau (+10,000 chips)"

    row = page.model.row_of(alice.id)
    assert row is not None
    assert page.model.index(row, EntryTableModel.COL_REBUYS).data() == "1"
    assert page.model.index(row, EntryTableModel.COL_ADDONS).data() == "1"
    assert page.model.index(row, EntryTableModel.COL_CHIPS).data() == "30,000"
    selected = page.selected_entry()
    assert selected is not None and selected.id == alice.id  # still selected
    assert "1 rebuy, 1 add-on" in page.summary_label.text()
    assert "chips in play 60,000" in page.summary_label.text()
    assert window.undo_action.text() == "Undo Add-on Alice Moreau (+10,000 chips)"


def test_a_refused_rebuy_is_shown_and_changes_nothing(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, notices: NoticeLog
) -> None:
    _window, page = open_page(make_window, floor, *NAMES, tables=2, seats=9)  # no rebuys
    page.select_entry(row_of(floor, page, "Bruno Keller").id)
    before = floor.journal()

    click(qtbot, page.rebuy_button)

    assert floor.journal() == before
    assert [(n.title, n.text, n.informative) for n in notices] == [
        ("Rebuy: not done", "Friday League has no rebuys.", "Nothing was changed.")
    ]


def test_bust_then_re_enter_draws_a_new_entry_and_selects_it(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, prompts: FakePrompts
) -> None:
    """A re-entry is a new buy-in: the click asks once, naming the money and the chips;
    No changes nothing, Yes makes the entry."""
    settings = {**PURCHASES, "buy_in": 2000, "fee": 200}
    _window, page = open_page(make_window, floor, *NAMES, tables=2, seats=9, **settings)
    dmitri = row_of(floor, page, "Dmitri Volkov")
    page.select_entry(dmitri.id)
    assert not page.reenter_button.isEnabled()

    click(qtbot, page.bust_button)

    assert row_of(floor, page, "Dmitri Volkov").status == BUSTED
    assert page.reenter_button.isEnabled() and not page.rebuy_button.isEnabled()
    assert "3 players left of 4 entries  ·  1 busted" in page.summary_label.text()
    before = floor.journal()
    prompts.answer("confirm", False, True)

    click(qtbot, page.reenter_button)  # asked, and cancelled

    assert prompts.confirmed == [
        "Re-enter Dmitri Volkov (entry 2)? A new buy-in of 20.00 + 2.00 fee for 10,000 chips."
    ]
    assert floor.journal() == before
    assert row_of(floor, page, "Dmitri Volkov").status == BUSTED

    click(qtbot, page.reenter_button)  # asked again, and confirmed

    again = row_of(floor, page, "Dmitri Volkov")
    assert (again.entry_number, again.status) == (2, ACTIVE)
    assert floor.journal()[-1].label.startswith("Re-enter Dmitri Volkov (entry 2, table ")
    selected = page.selected_entry()
    assert selected is not None and selected.id == again.id
    assert page.summary_label.text().startswith("4 players left of 5 entries")
    page.select_entry(dmitri.id)  # the busted first entry: re-entry follows the latest only
    assert not page.reenter_button.isEnabled()
    assert (
        page.selection_label.text()
        == "Dmitri Volkov  ·  entry 1  ·  busted  ·  10,000 chips bought"
    )


def test_seat_alternates_when_a_table_is_added(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, page = open_page(make_window, floor, *NAMES[:3], tables=1, seats=2)
    assert row_of(floor, page, "Chiara Rossi").status == WAITING
    assert "1 waiting" in page.summary_label.text()
    send(window, UpdateEvent(page.event_id or 0, {"tables": 2}))
    assert page.seat_alternates_button.isEnabled()

    click(qtbot, page.seat_alternates_button)

    chiara = row_of(floor, page, "Chiara Rossi")
    assert (chiara.status, chiara.table) == (ACTIVE, 2)
    assert floor.journal()[-1].label.startswith("Seat alternates Chiara Rossi (table 2 seat ")
    assert not page.seat_alternates_button.isEnabled()


def test_the_table_keeps_the_arrows_so_browsing_never_steps_the_clock(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, page = open_page(make_window, floor, *NAMES, tables=2, seats=9)
    page.select_entry(page.visible_entries()[0].id)
    focus(qtbot, page.table)

    press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_Right)
    press(qtbot, Qt.Key.Key_Left)

    view = window.ticker.view
    assert view is not None and view.row.index == 0
    selected = page.selected_entry()
    assert selected is not None and selected.id == page.visible_entries()[1].id


def test_f2_in_the_structure_table_still_edits_a_cell(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, page = open_page(make_window, floor)
    window.event_view.show_page(Page.STRUCTURE)
    structure_page = window.event_view.structure_page
    table = structure_page.table
    table.setCurrentIndex(structure_page.model.index(0, StructureTableModel.COL_BIG_BLIND))
    focus(qtbot, table)

    press(qtbot, Qt.Key.Key_F2)

    assert table.state() == table.State.EditingState
    assert page.register_dialog is None


def test_room_figures_come_from_the_field_summary(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, page = open_page(make_window, floor, *NAMES, tables=2, seats=9)
    event_id = page.event_id or 0
    send(window, StartClock(event_id))
    send(window, BustPlayers(event_id, entries_of(floor, event_id, "Alice Moreau")))

    figures = room_figures(floor.reads, event_id)
    assert (figures.players_left, figures.entries, figures.chips_in_play) == (3, 4, 40_000)
    assert (figures.average_text, figures.prize_pool_text) == ("13,333", "0.00")
    texts = window.ticker.texts
    assert texts is not None
    assert (texts.players, texts.average, texts.average_bb) == ("3 / 4", "13,333", "267 BB")
    assert page.summary_label.text().endswith("average stack 13,333 (267 BB)")


def test_players_menu_is_enabled_only_with_an_event(make_window: MakeWindow, floor: Floor) -> None:
    floor.execute(AddPlayer("Alice Moreau"))
    window = make_window()
    assert not window.register_action.isEnabled()
    assert [a.text() for a in window.player_actions] == [
        "&Register Players…",
        "&Bust-out…",
        "&Find Player",
        "&Import Players…",
        "&Duplicates / Merge…",
    ]
    assert [s.toString() for s in window.register_action.shortcuts()] == ["Ctrl+R", "F2"]


def test_the_list_stays_sorted_by_table_as_players_bust_and_re_enter(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, prompts: FakePrompts
) -> None:
    """Issue 15, item 9: sorted by table, busted players must not end up among the seated
    ones. Seated entries by table and seat, then the rest, after every change, with
    the page shown and after it was hidden while the busts happened."""
    window, page = open_page(make_window, floor, *NAMES, tables=2, seats=9, **PURCHASES)
    event_id = page.event_id
    assert event_id is not None

    def in_table_order() -> bool:
        keys = [
            (0, row.table, row.seat) if row.table is not None else (1, 0, 0)
            for row in page.visible_entries()
        ]
        return keys == sorted(keys)

    assert in_table_order()
    first, second = (row_of(floor, page, name) for name in NAMES[:2])
    send(window, BustPlayers(event_id, (first.id,)))
    assert in_table_order() and page.visible_entries()[-1].status == BUSTED
    window.event_view.show_page(Page.CLOCK)
    send(window, BustPlayers(event_id, (second.id,)))
    window.event_view.show_page(Page.PLAYERS)
    assert in_table_order()
    assert [row.status for row in page.visible_entries()[-2:]] == [BUSTED, BUSTED]
    page.select_entry(row_of(floor, page, NAMES[0]).id)
    prompts.answer("confirm", True)
    click(qtbot, page.reenter_button)
    assert in_table_order()


def test_a_refused_re_entry_is_shown_without_asking_and_changes_nothing(
    qtbot: QtBot,
    make_window: MakeWindow,
    floor: Floor,
    prompts: FakePrompts,
    notices: NoticeLog,
) -> None:
    """An event without re-entries: the floor's refusal is shown at once; there is no
    buy-in to confirm."""
    _window, page = open_page(make_window, floor, *NAMES, tables=2, seats=9)
    page.select_entry(row_of(floor, page, "Dmitri Volkov").id)
    click(qtbot, page.bust_button)
    before = floor.journal()

    click(qtbot, page.reenter_button)

    assert prompts.confirmed == [] and floor.journal() == before
    assert [n.title for n in notices] == ["Re-enter: not done"]
