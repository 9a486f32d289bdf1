"""Tests of Duplicates / Merge…: the groups of records that look like one person, the
record chosen to keep, and ``MergePlayers`` moving the others' entries to it."""

from __future__ import annotations

from tests.ui.desk import click, league_event, players_page
from tests.ui.fakes import MakeWindow, NoticeLog

from pytestqt.qtbot import QtBot

from floortool.app.commands.players import AddPlayer
from floortool.app.commands.registration import NewPlayer, RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary
from floortool.ui.main_window import MainWindow
from floortool.ui.merge_dialog import MergePlayersDialog


def open_merge(window: MainWindow) -> MergePlayersDialog:
    window.duplicates_action.trigger()
    dialog = players_page(window).merge_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def listed(dialog: MergePlayersDialog) -> list[list[str]]:
    """Each group: its heading, then its records' first column."""
    groups = []
    for top in range(dialog.tree.topLevelItemCount()):
        head = dialog.tree.topLevelItem(top)
        assert head is not None
        children = [head.child(n) for n in range(head.childCount())]
        groups.append([head.text(0), *(c.text(0) for c in children if c is not None)])
    return groups


def test_merge_keeps_the_selected_record_and_moves_the_other_entries(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, notices: NoticeLog
) -> None:
    floor.execute(AddPlayer("Alice Moreau", nickname="Ace", membership="M-100"))
    friday = league_event(floor)
    sunday = league_event(floor, name="Sunday Deepstack")
    floor.execute(RegisterEntry(friday, (1,)))  # the Alice Moreau already there
    floor.execute(RegisterEntry(sunday, (NewPlayer("Moreau, Alice"),)))  # typed another way
    window = make_window(event_id=friday)
    dialog = open_merge(window)
    assert listed(dialog) == [["Alice Moreau  (2 records)", "#1 Alice Moreau", "#2 Moreau, Alice"]]
    assert not dialog.merge_button.isEnabled()  # choose the record to keep first

    dialog.select_player(1)
    click(qtbot, dialog.merge_button)

    assert floor.journal()[-1].label == 'Merge #2 Moreau, Alice into #1 Alice Moreau ("Ace", M-100)'
    assert sorted(floor.state.players) == [1]
    assert [r.player_id for r in field_summary(floor.state, sunday).entries] == [1]
    assert listed(dialog) == []
    assert dialog.status_label.text().startswith("Done: Merge #2 Moreau, Alice into #1")
    assert notices == []


def test_a_refused_merge_is_shown_in_the_dialog_and_changes_nothing(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    friday = league_event(floor)
    floor.execute(RegisterEntry(friday, newcomers(("Olivia Brown", "Brown Olivia"))))
    window = make_window(event_id=friday)
    dialog = open_merge(window)
    before = floor.journal()

    dialog.select_player(2)
    click(qtbot, dialog.merge_button)

    assert floor.journal() == before
    assert dialog.error_label.isVisible()
    assert dialog.error_label.text().startswith(
        "Not merged: #2 Brown Olivia and #1 Olivia Brown both have entries in Friday League"
    )
    assert len(listed(dialog)) == 1


def test_no_duplicates_says_so(make_window: MakeWindow, floor: Floor) -> None:
    floor.execute(AddPlayer("John Smith", membership="M-1"))
    floor.execute(AddPlayer("John Smith", membership="M-2"))  # two people
    window = make_window(event_id=league_event(floor))
    dialog = open_merge(window)
    assert listed(dialog) == []
    assert dialog.status_label.text() == "No likely duplicates in the player database."
