"""UI layer: where the floor map puts each table card and each seat on it.

Pure geometry, no painting. A card is ``CARD_WIDTH`` x ``CARD_HEIGHT`` units
at zoom 1, laid out row by row in table-number order, as many to a row as
the width allows. On a card the dealer sits at the top middle and the seats
run clockwise from the dealer's left, around the felt: a seat each side of
the dealer, a column down the right side, one or two at the far end, a
column up the left side (``seat_layout``; a 9-seat table puts seat 5
opposite the dealer, a 10-seat one seats 5 and 6). Seat boxes never overlap
for 2 to 12 seats. On the felt, under the table number, go the card's marks
(``pill_top``); in hand-for-hand play the first of them is the "Hand
finished" button of a table still playing (``hand_button_rect``), and a
table that has finished wears a tick in a corner no seat uses
(``badge_point``). ``MapGrid`` answers both ways: where a table is drawn,
and which table, seat, felt or hand button lies under a point.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF

from floortool.domain.kernel.plurals import plural
from floortool.ui.translation import translate

CARD_WIDTH = 320.0
CARD_HEIGHT = 244.0
#: Space between cards and around the grid.
GAP = 12.0
SEAT_WIDTH = 88.0
SEAT_HEIGHT = 36.0
#: Between a seat box and the card's edge.
EDGE = 6.0
#: Clear space between two seat boxes stacked in a column.
STACK_GAP = 4.0
MIN_SEATS, MAX_SEATS = 2, 12

#: The "Hand finished" button on the felt, and the tick of a table that has finished.
HAND_BUTTON_WIDTH, HAND_BUTTON_HEIGHT = 88.0, 20.0
TICK_RADIUS = 12.0

ZOOMS = (0.35, 0.45, 0.6, 0.75, 0.9, 1.0, 1.15, 1.35, 1.6)
DEFAULT_ZOOM = 1.0


def seat_counts(seats: int) -> tuple[int, int, int, int, int]:
    """How many seats go on each side, clockwise from the dealer: (top right, right
    column, far end, left column, top left)."""
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(
            translate(
                "floor_map_geometry", "a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}"
            ).format(MIN_SEATS=MIN_SEATS, MAX_SEATS=MAX_SEATS, seats=seats)
        )
    corner = 1 if seats >= 5 else 0
    column = (seats - 2 * corner - 1) // 2 if corner else seats // 2
    end = seats - 2 * corner - 2 * column
    return corner, column, end, column, corner


def _spread(count: int, low: float, high: float) -> list[float]:
    """``count`` values evenly spread over [low, high] (the middle for one)."""
    if count == 1:
        return [(low + high) / 2]
    step = (high - low) / (count - 1)
    return [low + step * index for index in range(count)]


@lru_cache(maxsize=16)
def seat_layout(seats: int) -> tuple[QRectF, ...]:
    """The box of each seat (1 to ``seats``) on a card at zoom 1."""
    top_right, column, end, _, top_left = seat_counts(seats)
    w, h = SEAT_WIDTH, SEAT_HEIGHT
    left_x, right_x = EDGE + w / 2, CARD_WIDTH - EDGE - w / 2
    top_y, bottom_y = EDGE + h / 2, CARD_HEIGHT - EDGE - h / 2
    middle = CARD_WIDTH / 2
    corner_x = w / 2 + 6  # the two seats beside the dealer, 12 apart
    column_top, column_bottom = top_y + h + STACK_GAP, bottom_y - h - STACK_GAP
    if not end:  # nothing at the far end: the columns use the whole side
        column_top, column_bottom = top_y + h / 2, bottom_y - h / 2
    centres: list[tuple[float, float]] = []
    if top_right:
        centres.append((middle + corner_x, top_y))
    centres += [(right_x, y) for y in _spread(column, column_top, column_bottom)]
    end_half = (w + 2 * STACK_GAP + 12) / 2 * (end - 1)
    centres += [(x, bottom_y) for x in _spread(end, middle + end_half, middle - end_half)]
    centres += [(left_x, y) for y in _spread(column, column_bottom, column_top)]
    if top_left:
        centres.append((middle - corner_x, top_y))
    return tuple(QRectF(x - w / 2, y - h / 2, w, h) for x, y in centres)


def felt_rect() -> QRectF:
    """The felt (the table itself) inside the seats, at zoom 1."""
    x = EDGE + SEAT_WIDTH + 10
    y = EDGE + SEAT_HEIGHT + 8
    return QRectF(x, y, CARD_WIDTH - 2 * x, CARD_HEIGHT - 2 * y)


def number_top() -> float:
    """Where the table number is written on the felt (the top of its line)."""
    felt = felt_rect()
    return felt.top() + felt.height() * 0.2


def pill_top() -> float:
    """Where the first of the card's marks goes on the felt, under the number and count."""
    return number_top() + 70


def hand_button_rect() -> QRectF:
    """The "Hand finished" button on the felt, in the first mark's place, at zoom 1."""
    middle = felt_rect().center().x()
    width, height = HAND_BUTTON_WIDTH, HAND_BUTTON_HEIGHT
    return QRectF(middle - width / 2, pill_top(), width, height)


@lru_cache(maxsize=16)
def badge_point(seats: int) -> QPointF:
    """Where the tick of a table that has finished its hand goes: the top right corner
    of the card, or beside the dealer when a seat takes that corner (a 4-seat table)."""
    clear = EDGE + TICK_RADIUS
    for spot in (
        QPointF(CARD_WIDTH - clear, clear),
        QPointF(CARD_WIDTH / 2 + SEAT_WIDTH / 2, clear),
    ):
        disc = QRectF(spot.x() - clear, spot.y() - clear, 2 * clear, 2 * clear)
        if not any(box.intersects(disc) for box in seat_layout(seats)):
            return spot
    raise ValueError(
        translate("floor_map_geometry", "no room for the badge on a table of {0}").format(
            plural(seats, "seat")
        )
    )


def dealer_point() -> QPointF:
    """Where the dealer sits: the middle of the top edge of the felt."""
    felt = felt_rect()
    return QPointF(felt.center().x(), felt.top())


def button_point(box: QRectF, radius: float) -> QPointF:
    """Where the dealer button (of ``radius``) of the seat in ``box`` lies: just off the
    box, towards the felt — beside a seat in a side column, above or below the others."""
    felt = felt_rect()
    centre = box.center()
    clear = radius + 2
    if centre.x() < felt.left() or centre.x() > felt.right():
        side = 1 if centre.x() < felt.left() else -1
        return QPointF(centre.x() + side * (box.width() / 2 + clear), centre.y())
    side = 1 if centre.y() < felt.center().y() else -1
    return QPointF(centre.x(), centre.y() + side * (box.height() / 2 + clear))


@dataclass(frozen=True)
class SeatSpot:
    """A seat found under a point: its table and seat numbers."""

    table: int
    seat: int


@dataclass(frozen=True)
class MapGrid:
    """The cards of ``tables`` (their numbers and seat counts) laid out for a width and zoom."""

    tables: tuple[tuple[int, int], ...]  # (number, seats), in drawing order
    width: float
    zoom: float = DEFAULT_ZOOM

    @property
    def columns(self) -> int:
        cell = (CARD_WIDTH + GAP) * self.zoom
        return max(1, int((self.width - GAP * self.zoom) // cell))

    @property
    def rows(self) -> int:
        return math.ceil(len(self.tables) / self.columns)

    @property
    def height(self) -> float:
        return (GAP + self.rows * (CARD_HEIGHT + GAP)) * self.zoom

    @property
    def used_width(self) -> float:
        count = min(self.columns, len(self.tables))
        return (GAP + count * (CARD_WIDTH + GAP)) * self.zoom

    def card_rect(self, index: int) -> QRectF:
        """Where card ``index`` (drawing order) is, in widget pixels."""
        row, column = divmod(index, self.columns)
        x = GAP + column * (CARD_WIDTH + GAP)
        y = GAP + row * (CARD_HEIGHT + GAP)
        return QRectF(x * self.zoom, y * self.zoom, CARD_WIDTH * self.zoom, CARD_HEIGHT * self.zoom)

    def index_of(self, table: int) -> int | None:
        return next((i for i, (number, _) in enumerate(self.tables) if number == table), None)

    def seat_rect(self, index: int, seat: int) -> QRectF:
        """Where seat ``seat`` of card ``index`` is, in widget pixels."""
        card = self.card_rect(index)
        box = seat_layout(self.tables[index][1])[seat - 1]
        return QRectF(
            card.x() + box.x() * self.zoom,
            card.y() + box.y() * self.zoom,
            box.width() * self.zoom,
            box.height() * self.zoom,
        )

    def card_at(self, point: QPointF) -> int | None:
        """The index of the card under ``point``, if any."""
        cell = (CARD_WIDTH + GAP) * self.zoom
        column = int((point.x() - GAP * self.zoom) // cell)
        row = int((point.y() - GAP * self.zoom) // ((CARD_HEIGHT + GAP) * self.zoom))
        if not (0 <= column < self.columns and row >= 0):
            return None
        index = row * self.columns + column
        if index >= len(self.tables) or not self.card_rect(index).contains(point):
            return None
        return index

    def _on_card(self, point: QPointF) -> tuple[int, QPointF] | None:
        """The index of the card under ``point`` and the point on it at zoom 1."""
        index = self.card_at(point)
        if index is None:
            return None
        return index, (point - self.card_rect(index).topLeft()) / self.zoom

    def felt_at(self, point: QPointF) -> int | None:
        """The number of the table whose felt is under ``point``, if any."""
        found = self._on_card(point)
        if found is None or not felt_rect().contains(found[1]):
            return None
        return self.tables[found[0]][0]

    def hand_button_at(self, point: QPointF) -> int | None:
        """The number of the table whose "Hand finished" place is under ``point``, if any
        (whether the button is shown there is the map's business)."""
        found = self._on_card(point)
        if found is None or not hand_button_rect().contains(found[1]):
            return None
        return self.tables[found[0]][0]

    def hand_button_rect(self, index: int) -> QRectF:
        """Where the "Hand finished" button of card ``index`` is, in widget pixels."""
        card, button = self.card_rect(index), hand_button_rect()
        return QRectF(card.topLeft() + button.topLeft() * self.zoom, button.size() * self.zoom)

    def seat_at(self, point: QPointF) -> SeatSpot | None:
        """The seat under ``point``, if any."""
        index = self.card_at(point)
        if index is None:
            return None
        number, seats = self.tables[index]
        for seat in range(1, seats + 1):
            if self.seat_rect(index, seat).contains(point):
                return SeatSpot(number, seat)
        return None

    def visible(self, area: QRectF) -> list[int]:
        """The indexes of the cards that meet ``area`` (what a paint must draw)."""
        row_height = (CARD_HEIGHT + GAP) * self.zoom
        first = max(0, int(area.top() // row_height) - 1)
        last = int(area.bottom() // row_height) + 1
        found = []
        for row in range(first, last + 1):
            for column in range(self.columns):
                index = row * self.columns + column
                if index < len(self.tables) and self.card_rect(index).intersects(area):
                    found.append(index)
        return found


def fit_zoom(count: int, width: float, height: float) -> float:
    """The largest zoom at which ``count`` cards fit in ``width`` x ``height``, over
    every number of columns (so the width is used as well as the height), between
    the smallest and the largest step."""
    best = ZOOMS[0]
    for columns in range(1, max(count, 1) + 1):
        rows = math.ceil(max(count, 1) / columns)
        across = width / (GAP + columns * (CARD_WIDTH + GAP))
        down = height / (GAP + rows * (CARD_HEIGHT + GAP))
        # A hair under the exact fit, so rounding never loses a column.
        best = max(best, math.floor(min(across, down) * 1000) / 1000)
    return min(best, ZOOMS[-1])
