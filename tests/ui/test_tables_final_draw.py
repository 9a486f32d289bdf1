"""Tests of the final table's redraw on the Tables page and in the room (issue 15, item
5): the seats and the high-card draw for the button, with the cards, shown after
the redraw and gone once play starts there."""

from __future__ import annotations

from tests.support import FakeClock, buttons
from tests.ui.desk import send
from tests.ui.fakes import MakeWindow
from tests.ui.tables_floor import bust, filled_event, name_at, open_tables

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.hands import FinishHand
from floortool.app.commands.seating import RedrawFinalTable
from floortool.app.floor import Floor
from floortool.app.views.final_table import FINAL_DRAW_TIME
from floortool.domain.seating.seats import seating_of
from floortool.ui.final_draw import card_face


def nine_left(floor: Floor) -> int:
    event_id = filled_event(floor, tables=3, seats=9)
    for table in (2, 3):
        bust(floor, event_id, table, *range(1, 10))
    return event_id


def test_card_faces() -> None:
    assert [card_face(c) for c in ("Ks", "Th", "2d", "Ac")] == ["K♠", "10♥", "2♦", "A♣"]


def test_the_redraw_is_shown_until_play_starts(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """TDA 2024 is silent on the final table's button; Robert's Rules §2 Seating 5:
    "active players will draw a card for the button position. The button will be
    awarded to the highest card by suit." The card lists every seat with its card,
    and the button's seat and card; a hand finished there takes it away."""
    event_id = nine_left(floor)
    window, page = open_tables(make_window, event_id)
    panel = page.moves_panel
    assert not panel.final_draw.isVisible()
    qtbot.mouseClick(panel.final_button, Qt.MouseButton.LeftButton)

    card = panel.final_draw
    assert card.isVisible()
    final = seating_of(floor.state, event_id).final_table
    assert final is not None
    button = buttons(floor.state, event_id)[final]
    lines = card.lines()
    names = [name_at(floor, event_id, final, n) for n in range(1, 10)]
    cards = [line.split("   ")[0] for line in lines]
    assert [line.split("   ")[1] for line in lines] == [
        f"Seat {n} · {names[n - 1]}" for n in range(1, 10)
    ]
    assert len(set(cards)) == 9 and all(c[-1] in "♠♥♦♣" for c in cards)  # each its card
    winning = cards[button - 1]
    assert card.button_label.text() == f"Button: seat {button} ({winning}, high card)"
    shown = window.seat_changes.texts  # the room lists the same, the button first
    assert shown[0] == card.button_label.text()
    assert list(shown[1:10]) == [
        f"Seat {n} · {names[n - 1]} · {cards[n - 1]}" for n in range(1, 10)
    ]

    send(window, FinishHand(event_id, final))
    assert not card.isVisible()
    assert not any(text.startswith("Button:") for text in window.seat_changes.texts)


def test_the_redraw_goes_after_a_while(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock
) -> None:
    event_id = nine_left(floor)
    window, page = open_tables(make_window, event_id)
    send(window, RedrawFinalTable(event_id))
    card = page.moves_panel.final_draw
    assert card.isVisible() and page.final_timer.isActive()
    clock.advance(FINAL_DRAW_TIME.total_seconds() + 1)
    page.final_timer.timeout.emit()  # what the timer does when the time is up
    assert not card.isVisible() and not page.final_timer.isActive()
