"""The bust-out desk's words and boxes, as a director reads and types them.

Its column says "chips at the start of the hand", a refusal names that column
(never an option of the command line), and a hand rank is kept as typed.
"""

from __future__ import annotations

from tests.ui.desk import league_event
from tests.ui.fakes import MakeWindow

from PySide6.QtWidgets import QSpinBox
from pytestqt.qtbot import QtBot

from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.ui.bust_dialog import COL_HAND, COL_STACK, BustDialog
from floortool.ui.pages import Page

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")


def open_desk(make_window: MakeWindow, floor: Floor) -> BustDialog:
    event_id = league_event(floor, buy_in=10_000, fee=1_000, tables=1, seats=6)
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.RESULTS)
    dialog = window.event_view.results_page.open_bust_dialog()
    assert dialog is not None
    return dialog


def test_two_busts_without_chips_are_asked_for_in_the_desk_s_own_words(
    make_window: MakeWindow, floor: Floor
) -> None:
    """Robert's Rules §15 (the league's rulebook): "if two (or more) players go
    broke during the same hand, the player starting the hand with the larger
    amount finishes in the higher place" — so the desk asks for the chips at
    the start of the hand, by the name of its column, not by ``--stacks``."""
    dialog = open_desk(make_window, floor)
    header = dialog.list_table.horizontalHeaderItem(COL_STACK)
    assert header is not None and header.text() == "Chips at the start of the hand"
    assert dialog.add("Ann") and dialog.add("Ben")
    said = dialog.notice_label.text()
    assert "chips at the start of the hand" in said
    assert "“Chips at the start of the hand” column" in said
    assert "--" not in said


def test_a_hand_rank_is_kept_as_typed(qtbot: QtBot, make_window: MakeWindow, floor: Floor) -> None:
    """Issue 15, item 9: "a number typed in the hand-rank box is not cut"."""
    dialog = open_desk(make_window, floor)
    assert dialog.add("Ann") and dialog.add("Ben")
    box = dialog.list_table.cellWidget(0, COL_HAND)
    assert isinstance(box, QSpinBox)
    assert not dialog.list_table.isColumnHidden(COL_HAND)  # the league's house rule A-17
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "3000")
    assert box.value() == 3000


def test_the_chips_column_shows_its_whole_title(make_window: MakeWindow, floor: Floor) -> None:
    dialog = open_desk(make_window, floor)
    header = dialog.list_table.horizontalHeader()
    assert header.sectionSize(COL_STACK) >= header.sectionSizeFromContents(COL_STACK).width()
