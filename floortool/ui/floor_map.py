"""UI layer: the floor map, every open table of the event drawn as a card with its seats.

``FloorMapView`` paints only the cards in sight (``floor_map_paint`` draws
each, ``floor_map_geometry`` places them), so a festival's hundreds of
tables cost no more per repaint than a club's three. The mouse: a click on a
seat (``seat_clicked``) or a right-click (``seat_menu_requested``) asks the
page for that seat's actions; pressing on a player and dragging to another
seat shows where they would land (green on an empty seat, red on a taken
one) and, dropped on an empty seat, asks the page to move them
(``move_dropped``). A click or right-click on a table's felt asks for the
table's actions (``table_menu_requested``); in hand-for-hand play a click on
the "Hand finished" button of a table still playing reports its hand
(``hand_finished_clicked``). The page says what to mark: seats found by the
search, the pending balancing plan, tables whose button is needed, the table
where a seat is to be picked, the tables still playing the hand-for-hand
hand and those that have finished it. ``FloorMapArea`` scrolls the map,
lays the cards out for its width, zooms (Ctrl+wheel) and follows a drag near
its edges.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QToolTip, QWidget

from floortool.app.views.floor_map import FloorMap, SeatCard, TableCard
from floortool.app.views.seating import MoveView
from floortool.ui.floor_map_geometry import (
    DEFAULT_ZOOM,
    ZOOMS,
    MapGrid,
    SeatSpot,
)
from floortool.ui.floor_map_paint import (
    NAME_ZOOM,
    NO_MARKS,
    CardMarks,
    HandMark,
    paint_card,
    paint_ghost,
)
from floortool.ui.translation import counted, translate

logger = logging.getLogger(__name__)

BACKGROUND = QColor("#e9ecf0")
#: How close to the visible edge a drag scrolls the map.
SCROLL_MARGIN = 40

Spot = tuple[int, int]  # (table, seat)


def moved_text(seat: SeatCard) -> str:
    """``moved 3 times, 1 by hand``, or "" for a player never moved."""
    if not seat.times_moved:
        return ""
    text = counted(
        seat.times_moved,
        translate("floor_map", "moved {count} time"),
        translate("floor_map", "moved {count} times"),
    )
    return text + (
        translate("floor_map", ", {manual_moves} by hand").format(manual_moves=seat.manual_moves)
        if seat.manual_moves
        else ""
    )


def seat_tip(table: TableCard, seat: SeatCard) -> str:
    """What hovering over a seat says."""
    where = translate("floor_map", "Table {number} seat {seat}").format(
        number=table.number, seat=seat.seat
    )
    roles = [
        role
        for at, role in (
            (
                table.button,
                translate("floor_map", "dead button") if table.dead_button else "button",
            ),
            (
                table.small_blind,
                translate("floor_map", "dead small blind")
                if table.dead_small_blind
                else translate("floor_map", "small blind"),
            ),
            (table.big_blind, translate("floor_map", "big blind")),
        )
        if at == seat.seat
    ]
    if roles:
        where += f" ({', '.join(roles)})"
    if seat.empty:
        state = (
            translate("floor_map", "out of play")
            if seat.unavailable
            else translate("floor_map", "empty")
        )
        return f"{where}: {state}"
    notes = [translate("floor_map", "locked to this seat")] if seat.locked else []
    notes += [moved] if (moved := moved_text(seat)) else []
    tail = "".join(f"\n{note}" for note in notes)
    return translate("floor_map", "{where}: {name} (player #{player_id}){tail}").format(
        where=where, name=seat.name, player_id=seat.player_id, tail=tail
    )


def felt_tip(table: int, hand: HandMark | None, *, on_button: bool) -> str:
    """What hovering over a table's felt says."""
    if hand == HandMark.PLAYING and on_button:
        return translate(
            "floor_map", "Table {table} has finished the hand: its button moves on"
        ).format(table=table)
    if hand == HandMark.PLAYING:
        return translate(
            "floor_map", "Table {table} is still playing the hand-for-hand hand"
        ).format(table=table)
    if hand == HandMark.FINISHED:
        return translate("floor_map", "Table {table} has finished the hand-for-hand hand").format(
            table=table
        )
    return translate(
        "floor_map", "Table {table}: click for the table's actions (hand finished, button draw)"
    ).format(table=table)


class FloorMapView(QWidget):
    """The tables of one event as cards of seats; drag a player to move them."""

    seat_clicked = Signal(int, int, QPoint)
    """A seat was clicked (not dragged): table, seat, where on the screen."""
    seat_menu_requested = Signal(int, int, QPoint)
    """A seat was right-clicked: table, seat, where on the screen."""
    table_menu_requested = Signal(int, QPoint)
    """A table's felt was clicked or right-clicked: table, where on the screen."""
    hand_finished_clicked = Signal(int)
    """The "Hand finished" button of a table still playing was clicked."""
    move_dropped = Signal(int, int, int, int)
    """A player was dragged from (table, seat) and dropped on an empty (table, seat)."""
    dragged_to = Signal(QPoint)
    """A drag is under this point of the map (its scroll area follows it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(False)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self._map = FloorMap(tables=())
        self._tables: dict[int, TableCard] = {}
        self._zoom = DEFAULT_ZOOM
        self._grid = MapGrid(tables=(), width=800, zoom=self._zoom)
        self._found: dict[int, frozenset[int]] = {}
        self._planned_out: dict[int, set[int]] = {}
        self._planned_in: dict[int, dict[int, str]] = {}
        self._needs_button: frozenset[int] = frozenset()
        self._playing: frozenset[int] = frozenset()
        self._finished: frozenset[int] = frozenset()
        self._pressed: SeatSpot | None = None
        self._pressed_felt: int | None = None
        self._press_at = QPointF()
        self._dragging: SeatSpot | None = None
        self._drop: SeatSpot | None = None
        self._cursor = QPointF()

    # ------------------------------------------------------------ what is shown
    @property
    def floor_map(self) -> FloorMap:
        return self._map

    @property
    def grid(self) -> MapGrid:
        return self._grid

    @property
    def zoom(self) -> float:
        return self._zoom

    @property
    def dragging(self) -> SeatSpot | None:
        """The seat whose player is being dragged, if any."""
        return self._dragging

    def set_map(self, floor_map: FloorMap) -> None:
        self._map = floor_map
        self._tables = {t.number: t for t in floor_map.tables}
        if self._dragging is not None and self._seat(self._dragging) is None:
            self._cancel_drag()
        self._relayout(self._grid.width)

    def set_width(self, width: float) -> None:
        """Lay the cards out for ``width`` pixels (the visible width of the scroll area)."""
        if width != self._grid.width:
            self._relayout(width)

    def set_zoom(self, zoom: float) -> None:
        zoom = min(max(zoom, ZOOMS[0]), ZOOMS[-1])
        if zoom != self._zoom:
            self._zoom = zoom
            self._relayout(self._grid.width)

    def set_found(self, spots: Iterable[Spot]) -> None:
        """Ring these seats (what the search found)."""
        found: dict[int, set[int]] = {}
        for table, seat in spots:
            found.setdefault(table, set()).add(seat)
        self._found = {t: frozenset(s) for t, s in found.items()}
        self.update()

    def set_plan(self, moves: Sequence[MoveView]) -> None:
        """Mark the seats the pending balancing moves (the plan's ``MoveView``) leave and take."""
        self._planned_out, self._planned_in = {}, {}
        for move in moves:
            source, target = move.source, move.target
            self._planned_out.setdefault(source.table, set()).add(source.seat)
            incoming = self._planned_in.setdefault(target.table, {})
            incoming[target.seat] = move.player
        self.update()

    def set_needs_button(self, tables: Iterable[int]) -> None:
        self._needs_button = frozenset(tables)
        self.update()

    def set_hand_for_hand(self, playing: Iterable[int], finished: Iterable[int]) -> None:
        """Mark the tables still playing the hand-for-hand hand and those that have
        finished it (nothing when hand-for-hand play is off)."""
        self._playing, self._finished = frozenset(playing), frozenset(finished)
        self.update()

    def hand_mark(self, table: int) -> HandMark | None:
        if table in self._playing:
            return HandMark.PLAYING
        return HandMark.FINISHED if table in self._finished else None

    def marks(self, table: int) -> CardMarks:
        """What the card of ``table`` shows beyond its seats."""
        drop = self._drop if self._drop is not None and self._drop.table == table else None
        dragged = self._dragging if self._dragging and self._dragging.table == table else None
        found = self._found.get(table, frozenset())
        out = self._planned_out.get(table)
        incoming = self._planned_in.get(table)
        needs = table in self._needs_button
        hand = self.hand_mark(table)
        if not (drop or dragged or found or out or incoming or needs or hand):
            return NO_MARKS
        return CardMarks(
            found=found,
            dragged=dragged.seat if dragged else None,
            drop=drop.seat if drop else None,
            drop_ok=drop is not None and self._can_drop(drop),
            planned_out=frozenset(out or ()),
            planned_in=dict(incoming or {}),
            needs_button=needs,
            hand=hand,
        )

    # ------------------------------------------------------------ where things are
    def card_rect(self, table: int) -> QRect | None:
        index = self._grid.index_of(table)
        return None if index is None else self._grid.card_rect(index).toAlignedRect()

    def seat_rect(self, table: int, seat: int) -> QRect | None:
        index = self._grid.index_of(table)
        card = self._tables.get(table)
        if index is None or card is None or not 1 <= seat <= len(card.seats):
            return None
        return self._grid.seat_rect(index, seat).toAlignedRect()

    def hand_button_rect(self, table: int) -> QRect | None:
        """Where the "Hand finished" button of ``table`` is (drawn while it plays the
        hand-for-hand hand)."""
        index = self._grid.index_of(table)
        return None if index is None else self._grid.hand_button_rect(index).toAlignedRect()

    def seat_at(self, point: QPoint | QPointF) -> SeatSpot | None:
        return self._grid.seat_at(QPointF(point))

    def _hand_button_at(self, point: QPointF) -> int | None:
        """The table still playing whose "Hand finished" button is under ``point``."""
        table = self._grid.hand_button_at(point)
        return table if table in self._playing else None

    def _seat(self, spot: SeatSpot) -> SeatCard | None:
        card = self._tables.get(spot.table)
        if card is None or not 1 <= spot.seat <= len(card.seats):
            return None
        return card.seat(spot.seat)

    def _can_drop(self, spot: SeatSpot) -> bool:
        seat = self._seat(spot)
        return seat is not None and seat.free and spot != self._dragging

    def _relayout(self, width: float) -> None:
        tables = tuple((t.number, len(t.seats)) for t in self._map.tables)
        self._grid = MapGrid(tables=tables, width=width, zoom=self._zoom)
        self.setFixedSize(int(width), max(int(self._grid.height), 1))
        self.update()

    # ------------------------------------------------------------ mouse
    def mousePressEvent(self, event: QMouseEvent) -> None:
        spot = self.seat_at(event.position())
        felt = self._grid.felt_at(event.position())
        where = event.globalPosition().toPoint()
        if event.button() == Qt.MouseButton.RightButton:
            if spot is not None:
                self.seat_menu_requested.emit(spot.table, spot.seat, where)
            elif felt is not None:
                self.table_menu_requested.emit(felt, where)
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = spot
            self._pressed_felt = felt
            self._press_at = event.position()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pressed = self._pressed
        if pressed is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        self._cursor = event.position()
        if self._dragging is None:
            moved = (event.position() - self._press_at).manhattanLength()
            seat = self._seat(pressed)
            if moved < QApplication.startDragDistance() or seat is None or seat.empty:
                return
            self._dragging = pressed
        before = self._drop
        self._drop = self.seat_at(event.position())
        if before != self._drop:
            logger.debug("drag over %s", self._drop)
        self.update()
        self.dragged_to.emit(event.position().toPoint())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pressed, dragging, felt = self._pressed, self._dragging, self._pressed_felt
        spot = self.seat_at(event.position())
        self._pressed, self._pressed_felt = None, None
        if felt is not None and self._grid.felt_at(event.position()) == felt:
            button = self._hand_button_at(event.position())
            if button == felt and self._hand_button_at(self._press_at) == felt:
                self.hand_finished_clicked.emit(felt)
            else:
                self.table_menu_requested.emit(felt, event.globalPosition().toPoint())
            return
        if dragging is not None:
            ok = spot is not None and self._can_drop(spot)
            self._cancel_drag()
            if ok and spot is not None:
                self.move_dropped.emit(dragging.table, dragging.seat, spot.table, spot.seat)
            return
        if pressed is not None and spot == pressed:
            self.seat_clicked.emit(spot.table, spot.seat, event.globalPosition().toPoint())

    def cancel_drag(self) -> None:
        """Drop nothing (Esc, or the map changed under the drag)."""
        self._pressed, self._pressed_felt = None, None
        self._cancel_drag()

    def _cancel_drag(self) -> None:
        self._dragging, self._drop = None, None
        self.update()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            spot = self.seat_at(event.pos())
            card = self._tables.get(spot.table) if spot is not None else None
            felt = self._grid.felt_at(QPointF(event.pos()))
            if spot is not None and card is not None:
                QToolTip.showText(event.globalPos(), seat_tip(card, card.seat(spot.seat)), self)
            elif felt is not None:
                on_button = self._hand_button_at(QPointF(event.pos())) is not None
                tip = felt_tip(felt, self.hand_mark(felt), on_button=on_button)
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    # ------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(event.rect(), BACKGROUND)
        names = self._zoom >= NAME_ZOOM
        for index in self._grid.visible(QRectF(event.rect())):
            card = self._map.tables[index]
            rect = self._grid.card_rect(index)
            painter.save()
            painter.translate(rect.topLeft())
            painter.scale(self._zoom, self._zoom)
            paint_card(painter, card, self.marks(card.number), names=names)
            painter.restore()
        seat = self._seat(self._dragging) if self._dragging is not None else None
        if seat is not None:
            paint_ghost(painter, seat.name, self._cursor)
        painter.end()


class FloorMapArea(QScrollArea):
    """The floor map in a scroll area: laid out for the visible width, Ctrl+wheel zooms."""

    zoomed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.map = FloorMapView()
        self.setWidget(self.map)
        self.setWidgetResizable(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.map.dragged_to.connect(self._on_map_dragged_to)

    def show_seat(self, table: int, seat: int | None = None) -> None:
        """Scroll so the seat (or the whole card of ``table``) is in sight."""
        rect = self.map.card_rect(table) if seat is None else self.map.seat_rect(table, seat)
        if rect is None:
            return
        card = self.map.card_rect(table)
        if card is not None and card.height() <= self.viewport().height():
            rect = card  # the whole table fits: show it all
        centre = rect.center()
        self.ensureVisible(centre.x(), centre.y(), rect.width() // 2 + 8, rect.height() // 2 + 8)

    def zoom_by(self, steps: int) -> None:
        """Zoom in (``steps`` > 0) or out by whole steps of ``ZOOMS``."""
        current = min(range(len(ZOOMS)), key=lambda i: abs(ZOOMS[i] - self.map.zoom))
        self.set_zoom(ZOOMS[min(max(current + steps, 0), len(ZOOMS) - 1)])

    def set_zoom(self, zoom: float) -> None:
        self.map.set_zoom(zoom)
        self.zoomed.emit(self.map.zoom)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.map.set_width(self.viewport().width())

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            delta = event.angleDelta().y()
            if delta:
                self.zoom_by(1 if delta > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)

    def _on_map_dragged_to(self, point: QPoint) -> None:
        self.ensureVisible(point.x(), point.y(), SCROLL_MARGIN, SCROLL_MARGIN)
