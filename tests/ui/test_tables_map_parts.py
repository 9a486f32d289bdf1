"""Tests of the floor map's parts without a window: where seats go on a card, the grid
of cards, names fitted to a seat, the card's marks (hand-for-hand ones included),
hover texts and the seat search.
"""

from __future__ import annotations

import itertools

import pytest

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from pytestqt.qtbot import QtBot

from floortool.app.views.floor_map import FloorMap, SeatCard, TableCard
from floortool.domain.players.records import Player
from floortool.ui.floor_map import felt_tip, seat_tip
from floortool.ui.floor_map_geometry import (
    CARD_HEIGHT,
    CARD_WIDTH,
    MAX_SEATS,
    MIN_SEATS,
    TICK_RADIUS,
    ZOOMS,
    MapGrid,
    SeatSpot,
    badge_point,
    button_point,
    felt_rect,
    fit_zoom,
    hand_button_rect,
    seat_counts,
    seat_layout,
)
from floortool.ui.floor_map_paint import (
    FINISHED,
    NAME_ZOOM,
    NO_MARKS,
    PLAYING,
    CardMarks,
    HandMark,
    name_lines,
    paint_card,
    pills,
)
from floortool.ui.seat_finder import SeatFinder

CARD = QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)


@pytest.mark.parametrize("seats", range(MIN_SEATS, MAX_SEATS + 1))
def test_seats_sit_around_the_felt_without_overlapping(seats: int) -> None:
    boxes = seat_layout(seats)
    assert len(boxes) == seats == sum(seat_counts(seats))
    for box in boxes:
        assert CARD.contains(box)
        assert not box.intersects(felt_rect())
    for first, second in itertools.combinations(boxes, 2):
        assert not first.intersects(second)
    middle = CARD_WIDTH / 2
    assert boxes[0].center().x() > middle > boxes[-1].center().x()  # clockwise from the dealer
    for box in boxes:  # the button disc lies just off its seat, on the felt's side
        button = button_point(box, 9)
        dx = max(box.left() - button.x(), 0, button.x() - box.right())
        dy = max(box.top() - button.y(), 0, button.y() - box.bottom())
        assert 9 <= (dx * dx + dy * dy) ** 0.5 <= 12
        felt = felt_rect().center()
        assert (button - felt).manhattanLength() < (box.center() - felt).manhattanLength()


@pytest.mark.parametrize("seats", range(MIN_SEATS, MAX_SEATS + 1))
def test_the_hand_finished_button_and_the_tick_meet_no_seat(seats: int) -> None:
    button = hand_button_rect()
    assert felt_rect().contains(button)
    tick = badge_point(seats)
    disc = QRectF(tick.x() - TICK_RADIUS, tick.y() - TICK_RADIUS, 2 * TICK_RADIUS, 2 * TICK_RADIUS)
    assert CARD.contains(disc)
    for box in seat_layout(seats):
        assert not box.intersects(disc)
        assert not box.intersects(button)


def test_nine_seats_put_seat_five_opposite_the_dealer_and_ten_seats_five_and_six() -> None:
    nine, ten = seat_layout(9), seat_layout(10)
    assert nine[4].center().x() == CARD_WIDTH / 2
    assert nine[4].bottom() > felt_rect().bottom()
    assert ten[4].center().y() == ten[5].center().y() > felt_rect().bottom()
    assert seat_counts(10) == (1, 3, 2, 3, 1)
    with pytest.raises(ValueError):
        seat_counts(13)


def test_the_grid_finds_cards_and_seats_both_ways() -> None:
    tables = tuple((number, 9 if number % 2 else 10) for number in range(1, 31))
    grid = MapGrid(tables=tables, width=1100, zoom=1.0)
    assert grid.columns == 3 and grid.rows == 10
    for index, (number, seats) in enumerate(tables):
        for seat in range(1, seats + 1):
            centre = grid.seat_rect(index, seat).center()
            assert grid.seat_at(centre) == SeatSpot(number, seat)
    felt = grid.card_rect(4).topLeft() + felt_rect().center()
    assert grid.card_at(felt) == 4 and grid.seat_at(felt) is None
    assert grid.seat_at(QPointF(2, 2)) is None  # the gap around the grid
    assert grid.index_of(7) == 6 and grid.index_of(99) is None

    small = MapGrid(tables=tables, width=1100, zoom=ZOOMS[0])
    assert small.columns > grid.columns and small.height < grid.height

    assert grid.felt_at(felt) == 5 and grid.hand_button_at(felt) is None
    assert grid.felt_at(grid.seat_rect(4, 1).center()) is None
    for zoom in (ZOOMS[0], 1.0, ZOOMS[-1]):
        zoomed = MapGrid(tables=tables, width=1100, zoom=zoom)
        button = zoomed.hand_button_rect(7).center()
        assert zoomed.hand_button_at(button) == zoomed.felt_at(button) == 8


def test_only_the_cards_in_sight_are_painted_even_at_a_festival() -> None:
    festival = MapGrid(tables=tuple((n, 10) for n in range(1, 1001)), width=1400, zoom=1.0)
    area = QRectF(0, 50_000, 1400, 900)
    shown = festival.visible(area)
    assert 0 < len(shown) <= festival.columns * 6
    assert all(festival.card_rect(i).intersects(area) for i in shown)
    assert festival.height > 50_000


def test_fit_zoom_shows_every_table_as_large_as_the_area_allows() -> None:
    assert fit_zoom(3, 1400, 900) == ZOOMS[-1]
    zoom = fit_zoom(30, 1000, 700)
    grid = MapGrid(tables=((0, 9),) * 30, width=1000, zoom=zoom)
    assert grid.height <= 700 and grid.used_width <= 1000
    assert fit_zoom(1000, 1000, 700) == ZOOMS[0]


def test_fit_zoom_uses_the_width_not_only_whole_steps() -> None:
    """Issue 15: at 1024x768 the map area (462 x 555) gave 5 tables the 0.6 step; the
    fit is the largest zoom that shows all five, whatever the step, and with the
    sidebar hidden (652 px across) large enough for the players' names."""
    zoom = fit_zoom(5, 462, 555)
    grid = MapGrid(tables=((0, 9),) * 5, width=462, zoom=zoom)
    assert (grid.columns, grid.rows) == (2, 3)
    assert grid.height <= 555 and grid.used_width <= 462
    assert zoom > ZOOMS[2]
    assert MapGrid(tables=grid.tables, width=462, zoom=zoom + 0.01).height > 555
    assert fit_zoom(5, 462 + 190, 555) >= NAME_ZOOM


def test_names_fit_their_seat_on_one_or_two_lines(qtbot: QtBot) -> None:
    from floortool.ui.floor_map_paint import _fonts, _name_width

    metrics = QFontMetricsF(_fonts()["name"])
    width = _name_width()
    assert name_lines("Bo Li") == ("Bo Li",)
    assert name_lines("Chiara Rossi") == ("Chiara", "Rossi")
    long = name_lines("Alexandra Konstantinopoulou-Papadopoulou")
    assert long[0] == "Alexandra" and long[1].endswith("…")
    one_word = name_lines("Wolfeschlegelsteinhausenbergerdorff")
    assert len(one_word) == 1 and one_word[0].endswith("…")
    for line in (*long, *one_word):
        assert metrics.horizontalAdvance(line) <= width


def test_a_card_wears_its_marks(qtbot: QtBot) -> None:
    seats = (*(SeatCard(n, n, n, f"P{n}") for n in range(1, 9)), SeatCard(9))
    plain = TableCard(number=4, seats=seats, button=3)
    marked = TableCard(4, seats, 3, final=True, short=True, halted=True, button_redraw=True)
    assert pills(plain, NO_MARKS) == []
    texts = [text for text, _ in pills(marked, CardMarks(needs_button=True))]
    assert texts == ["FINAL TABLE", "HALTED", "SHORT", "BUTTON?", "DRAW BUTTON"]

    image = QImage(int(CARD_WIDTH), int(CARD_HEIGHT), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    marks = CardMarks(found=frozenset({2}), planned_out=frozenset({1}), planned_in={9: "P5"})
    paint_card(painter, marked, marks, names=True)
    paint_card(painter, plain, NO_MARKS, names=False)
    painter.end()
    assert image.pixelColor(int(CARD_WIDTH / 2), 3).alpha() > 0  # the card is drawn


def test_a_card_shows_where_it_stands_in_the_hand_for_hand_hand(qtbot: QtBot) -> None:
    seats = tuple(SeatCard(n, n, n, f"P{n}") for n in range(1, 10))
    short = TableCard(number=4, seats=seats, button=3, short=True)
    assert [t for t, _ in pills(short, CardMarks(hand=HandMark.FINISHED))] == ["FINISHED", "SHORT"]
    assert [t for t, _ in pills(short, CardMarks(hand=HandMark.PLAYING))] == ["SHORT"]

    def painted(hand: HandMark) -> QImage:
        image = QImage(int(CARD_WIDTH), int(CARD_HEIGHT), QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        paint_card(painter, short, CardMarks(hand=hand), names=True)
        painter.end()
        return image

    playing, finished = painted(HandMark.PLAYING), painted(HandMark.FINISHED)
    assert playing.pixelColor(int(CARD_WIDTH / 2), 1) == PLAYING  # the frame, not amber
    button = hand_button_rect()
    inside = (int(button.left() + 3), int(button.center().y()))
    assert playing.pixelColor(*inside) == QColor("#ffffff")  # the white button on the felt
    assert finished.pixelColor(*inside) != QColor("#ffffff")
    tick = badge_point(9)
    assert finished.pixelColor(int(tick.x() + 6), int(tick.y() - 6)) == FINISHED
    assert playing.pixelColor(int(tick.x() + 6), int(tick.y() - 6)) != FINISHED


def test_hovering_a_felt_says_what_a_click_does() -> None:
    assert felt_tip(3, HandMark.PLAYING, on_button=True) == (
        "Table 3 has finished the hand: its button moves on"
    )
    assert felt_tip(3, HandMark.PLAYING, on_button=False) == (
        "Table 3 is still playing the hand-for-hand hand"
    )
    assert felt_tip(3, HandMark.FINISHED, on_button=True) == (
        "Table 3 has finished the hand-for-hand hand"
    )
    assert felt_tip(3, None, on_button=True).startswith("Table 3: click for the table's actions")


def test_hovering_a_seat_says_who_sits_there() -> None:
    seats = (
        SeatCard(1, 11, 7, "Alice Moreau", locked=True, moves=2, manual_moves=1),
        SeatCard(2, unavailable=True),
        SeatCard(3),
    )
    table = TableCard(number=5, seats=seats, button=1)
    assert seat_tip(table, seats[0]) == (
        "Table 5 seat 1 (button): Alice Moreau (player #7)\n"
        "locked to this seat\nmoved 3 times, 1 by hand"
    )
    assert seat_tip(table, seats[1]) == "Table 5 seat 2: out of play"
    assert seat_tip(table, seats[2]) == "Table 5 seat 3: empty"


def test_the_seat_finder_takes_names_seats_and_tables() -> None:
    alice, bruno, alina = (
        Player(1, "Alice Moreau"),
        Player(2, "Bruno Keller"),
        Player(3, "Alina Moreau"),
    )
    twelve = TableCard(
        12, (SeatCard(1, 10, 1, alice.name), SeatCard(2), SeatCard(3, 30, 3, alina.name)), None
    )
    three = TableCard(3, (SeatCard(1), SeatCard(2, 20, 2, bruno.name)), None)
    finder = SeatFinder(FloorMap(tables=(three, twelve)), {p.id: p for p in (alice, bruno, alina)})

    assert finder.find("12-3").spots == ((12, 3),)
    assert finder.find(" 12 - 2 ").message == "Table 12 seat 2: empty"
    assert finder.find("12-").table == 12 and finder.find("12").table == 12
    assert finder.find("12").spots == ()
    assert finder.find("7-1").message == "Table 7 is not open."
    assert finder.find("bruno").spots == ((3, 2),)
    assert finder.find("BRUNO KELLER").message == "Bruno Keller: table 3 seat 2"
    found = finder.find("moreau")
    assert set(found.spots) == {(12, 1), (12, 3)} and found.message.startswith("2 players")
    assert finder.find("#2").spots == ((3, 2),)
    assert finder.find("   ").spots == () and finder.find("").message == ""
    assert finder.find("zed").message == "No seated player matches “zed”."
