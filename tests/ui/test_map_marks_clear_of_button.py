"""The marks on a table's felt stay clear of its dealer button (issue 15, item 9):
in hand-for-hand the *FINAL TABLE* mark sits under the "Hand finished" button,
where the button of a 9-seat table's bottom seat was drawn over it."""

from __future__ import annotations

import itertools

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from floortool.app.views.floor_map import SeatCard, TableCard
from floortool.ui.floor_map_geometry import (
    CARD_HEIGHT,
    CARD_WIDTH,
    MAX_SEATS,
    MIN_SEATS,
    felt_rect,
    hand_button_rect,
)
from floortool.ui.floor_map_paint import (
    FINAL,
    CardMarks,
    HandMark,
    button_disc,
    paint_card,
    pill_places,
)

HANDS = (None, HandMark.PLAYING, HandMark.FINISHED)
SIZES = range(MIN_SEATS, MAX_SEATS + 1)


def card(seats: int, button: int) -> TableCard:
    players = tuple(SeatCard(n, n, n, f"P{n}") for n in range(1, seats + 1))
    return TableCard(number=1, seats=players, button=button, final=True, short=True)


@pytest.mark.parametrize(
    ("seats", "hand"), list(itertools.product(range(MIN_SEATS, MAX_SEATS + 1), HANDS))
)
def test_no_mark_lies_under_the_dealer_button(
    qtbot: QtBot, seats: int, hand: HandMark | None
) -> None:
    felt, hand_button = felt_rect(), hand_button_rect()
    for button in range(1, seats + 1):
        shown = card(seats, button)
        disc = button_disc(shown)
        assert disc is not None
        places = pill_places(shown, CardMarks(hand=hand))
        assert places, (seats, button)
        for text, _, rect in places:
            assert not rect.intersects(disc), (seats, button, text)
            assert felt.contains(rect), (seats, button, text)
            if hand == HandMark.PLAYING:
                assert not rect.intersects(hand_button), (seats, button, text)


def test_the_final_table_mark_moves_off_the_bottom_seat_s_button(qtbot: QtBot) -> None:
    shown = card(9, 5)
    ((text, _, rect),) = pill_places(shown, CardMarks(hand=HandMark.PLAYING))
    assert text == "FINAL TABLE" and rect.bottom() < hand_button_rect().top()
    image = QImage(int(CARD_WIDTH), int(CARD_HEIGHT), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_card(painter, shown, CardMarks(hand=HandMark.PLAYING), names=True)
    painter.end()
    disc = button_disc(shown)
    assert disc is not None
    assert image.pixelColor(int(rect.left() + 2), int(rect.center().y())) == FINAL
