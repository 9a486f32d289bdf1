"""UI layer: how one table card of the floor map looks.

``paint_card`` draws a table at zoom 1 (the caller scales the painter): the
felt with the table number large and how full the table is, the dealer's
place, every seat box with its number and the player's name (on two lines
when it needs them, elided when even that is too long; empty seats dashed),
the dealer button (grey and dashed when dead, on an empty seat), and the
card's marks — short (amber), halted (red), final table (gold), button needed
or to be re-drawn (blue), a dead small blind or dead button (grey). A seat out of play is
hatched; a player locked to their seat wears a padlock, and one moved before
a small count of their moves. ``CardMarks`` says what the director is
doing with the card: seats found by the search, the seat being dragged and
where it would land, the seats the pending balancing plan moves from and
to, and where the table stands in hand-for-hand play (``HandMark``): a table
still playing the hand has an indigo frame and a "Hand finished" button on
its felt, one that has finished it a pale green card with a tick. Below
``NAME_ZOOM`` the names are left out and the seats show their numbers only,
so 30 tables or more stay readable as an overview.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from floortool.app.views.floor_map import SeatCard, TableCard
from floortool.ui import style
from floortool.ui.floor_map_geometry import (
    CARD_HEIGHT,
    CARD_WIDTH,
    HAND_BUTTON_HEIGHT,
    TICK_RADIUS,
    badge_point,
    button_point,
    dealer_point,
    felt_rect,
    hand_button_rect,
    number_top,
    pill_top,
    seat_layout,
)
from floortool.ui.translation import QT_TRANSLATE_NOOP, translate

#: Below this zoom the seats show their numbers only.
NAME_ZOOM = 0.7

INK = QColor("#1d2433")
MUTED = QColor("#8c96a8")
LINE = QColor("#b9c0cb")
CARD = QColor("#ffffff")
CARD_LINE = QColor("#dde1e7")
EMPTY = QColor("#f1f3f6")
FELT = QColor(style.ACCENT)
FELT_RIM = QColor(style.ACCENT_DARK)
FELT_TEXT = QColor("#ffffff")
FELT_SOFT = QColor("#cfe5de")
SHORT = QColor("#e09a1f")
HALTED = QColor("#c2412f")
FINAL = QColor("#b8860b")
NEEDS_BUTTON = QColor("#2f6fb5")
FOUND = QColor(style.ACCENT)
FOUND_FILL = QColor("#d5ede5")
DROP_OK = QColor("#2e9d6a")
DROP_OK_FILL = QColor("#cdeedd")
DROP_BAD = QColor("#c2412f")
PLANNED = QColor("#e07b1f")
PLANNED_FILL = QColor("#fdf0e2")
DRAGGED = QColor("#e6e9ee")
OFF = QColor("#e3e6ea")
OFF_LINES = QColor("#c4cad3")
LOCK = QColor("#6b4fa3")
MOVED = QColor("#5b6475")
PLAYING = QColor("#4451b8")
FINISHED = QColor("#2e9d6a")
FINISHED_FILL = QColor("#e9f6ef")
DEAD = QColor("#6f7888")  # a dead button or small blind (on an empty seat)

NAME_PIXELS = 11
NUMBER_PIXELS = 10
BADGE_RADIUS = 8.0
BUTTON_RADIUS = 9.0
PILL_HEIGHT = 15.0
#: A mark moved off the dealer button's way sits this far under the dealer's place.
PILL_ABOVE_NUMBER = 13.0
PAD = 4.0
HAND_BUTTON_TEXT = QT_TRANSLATE_NOOP("floor_map_paint", "Hand finished")


class HandMark(StrEnum):
    """Where a table stands in the hand-for-hand hand being played."""

    PLAYING = "playing"
    FINISHED = "finished"


@dataclass(frozen=True)
class CardMarks:
    """What the director is doing with one card (seats by number)."""

    found: frozenset[int] = frozenset()
    dragged: int | None = None
    drop: int | None = None
    drop_ok: bool = False
    planned_out: frozenset[int] = frozenset()
    planned_in: Mapping[int, str] = field(default_factory=dict)  # empty seat -> who comes
    needs_button: bool = False  # balancing waits for a click on its big blind next
    hand: HandMark | None = None  # in hand-for-hand play: still playing, or finished


NO_MARKS = CardMarks()


def _font(pixels: int, *, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(pixels)
    font.setBold(bold)
    font.setItalic(italic)
    return font


@lru_cache(maxsize=1)
def _fonts() -> dict[str, QFont]:
    return {
        "name": _font(NAME_PIXELS),
        "number": _font(NUMBER_PIXELS, bold=True),
        "empty": _font(NAME_PIXELS, italic=True),
        "table": _font(44, bold=True),
        "count": _font(12, bold=True),
        "pill": _font(9, bold=True),
        "button": _font(10, bold=True),
        "big_number": _font(15, bold=True),
        "count_badge": _font(8, bold=True),
    }


def _name_width() -> float:
    return seat_layout(2)[0].width() - 2 * BADGE_RADIUS - 3 * PAD


@lru_cache(maxsize=4096)
def name_lines(name: str) -> tuple[str, ...]:
    """``name`` as it fits a seat box: one line, or two split between words, each cut
    short with "…" when it is longer still."""
    metrics = QFontMetricsF(_fonts()["name"])
    width = _name_width()
    if metrics.horizontalAdvance(name) <= width:
        return (name,)
    words = name.split()
    first: list[str] = []
    while words and metrics.horizontalAdvance(" ".join([*first, words[0]])) <= width:
        first.append(words.pop(0))
    if not first:  # even the first word is too long: cut it, the rest goes below
        first.append(metrics.elidedText(words.pop(0), Qt.TextElideMode.ElideRight, width))
        if not words:
            return (first[0],)
    rest = " ".join(words)
    return (" ".join(first), metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width))


def pills(card: TableCard, marks: CardMarks) -> list[tuple[str, QColor]]:
    """The card's marks, most important first."""
    found = (
        [(translate("floor_map_paint", "FINISHED"), FINISHED)]
        if marks.hand == HandMark.FINISHED
        else []
    )
    if card.final:
        found.append((translate("floor_map_paint", "FINAL TABLE"), FINAL))
    if card.halted:
        found.append((translate("floor_map_paint", "HALTED"), HALTED))
    if card.short:
        found.append((translate("floor_map_paint", "SHORT"), SHORT))
    if marks.needs_button:
        found.append((translate("floor_map_paint", "BUTTON?"), NEEDS_BUTTON))
    if card.button_redraw:
        found.append((translate("floor_map_paint", "DRAW BUTTON"), NEEDS_BUTTON))
    if card.dead_small_blind:
        found.append((translate("floor_map_paint", "DEAD SB"), DEAD))
    if card.dead_button:
        found.append((translate("floor_map_paint", "DEAD BUTTON"), DEAD))
    return found


def _border(card: TableCard, marks: CardMarks) -> tuple[QColor, float]:
    if marks.needs_button:
        return NEEDS_BUTTON, 3.0
    if marks.hand == HandMark.PLAYING:
        return PLAYING, 3.0
    for flag, color in ((card.halted, HALTED), (card.short, SHORT), (card.final, FINAL)):
        if flag:
            return color, 2.5
    return CARD_LINE, 1.0


def paint_card(painter: QPainter, card: TableCard, marks: CardMarks, *, names: bool) -> None:
    """Draw ``card`` in the rectangle (0, 0, CARD_WIDTH, CARD_HEIGHT) of ``painter``."""
    color, width = _border(card, marks)
    painter.setPen(QPen(color, width))
    painter.setBrush(FINISHED_FILL if marks.hand == HandMark.FINISHED else CARD)
    inset = width / 2
    painter.drawRoundedRect(QRectF(inset, inset, CARD_WIDTH - width, CARD_HEIGHT - width), 10, 10)
    _paint_felt(painter, card, marks)
    boxes = seat_layout(len(card.seats))
    for seat, box in zip(card.seats, boxes, strict=True):
        _paint_seat(painter, seat, box, marks, names=names)
    disc = button_disc(card)
    if disc is not None:
        _paint_button(painter, disc.center(), dead=card.dead_button)
    if marks.hand == HandMark.FINISHED:
        _paint_tick(painter, badge_point(len(card.seats)))


def _paint_felt(painter: QPainter, card: TableCard, marks: CardMarks) -> None:
    felt = felt_rect()
    painter.setPen(QPen(FELT_RIM, 4))
    painter.setBrush(FELT)
    radius = felt.width() / 2
    painter.drawRoundedRect(felt, radius, radius)
    dealer = dealer_point()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(FELT_RIM)
    painter.drawRoundedRect(QRectF(dealer.x() - 16, dealer.y() + 5, 32, 7), 3, 3)
    fonts = _fonts()
    painter.setPen(FELT_TEXT)
    painter.setFont(fonts["table"])
    top = number_top()
    painter.drawText(
        QRectF(felt.left(), top, felt.width(), 48), Qt.AlignmentFlag.AlignCenter, str(card.number)
    )
    painter.setFont(fonts["count"])
    painter.setPen(FELT_SOFT)
    count = f"{card.players} / {len(card.seats)}"
    painter.drawText(
        QRectF(felt.left(), top + 48, felt.width(), 16), Qt.AlignmentFlag.AlignCenter, count
    )
    if marks.hand == HandMark.PLAYING:
        _paint_hand_button(painter)
    painter.setFont(fonts["pill"])
    for text, color, rect in pill_places(card, marks):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        painter.drawRoundedRect(rect, 7.5, 7.5)
        painter.setPen(FELT_TEXT)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def button_disc(card: TableCard) -> QRectF | None:
    """The square the dealer button of ``card`` is drawn in, if it has one."""
    boxes = seat_layout(len(card.seats))
    if card.button is None or not 1 <= card.button <= len(boxes):
        return None
    at = button_point(boxes[card.button - 1], BUTTON_RADIUS)
    size = 2 * BUTTON_RADIUS
    return QRectF(at.x() - BUTTON_RADIUS, at.y() - BUTTON_RADIUS, size, size)


def pill_places(card: TableCard, marks: CardMarks) -> list[tuple[str, QColor, QRectF]]:
    """The marks shown on the felt and where: under the number (under the "Hand
    finished" button in hand-for-hand, room for one mark then), or — when the dealer
    button would cover one there — in the band between the dealer and the number."""
    metrics = QFontMetricsF(_fonts()["pill"])
    playing = marks.hand == HandMark.PLAYING
    shown = pills(card, marks)[: 1 if playing else 2]
    middle = felt_rect().center().x()

    def placed(top: float) -> list[tuple[str, QColor, QRectF]]:
        widths = [metrics.horizontalAdvance(text) + 12 for text, _ in shown]
        return [
            (text, color, QRectF(middle - width / 2, top + 18 * n, width, PILL_HEIGHT))
            for n, ((text, color), width) in enumerate(zip(shown, widths, strict=True))
        ]

    under = placed(pill_top() + (HAND_BUTTON_HEIGHT + 3 if playing else 0))
    disc = button_disc(card)
    if disc is None or not any(rect.intersects(disc) for _, _, rect in under):
        return under
    return placed(dealer_point().y() + PILL_ABOVE_NUMBER)[:1]


def _paint_hand_button(painter: QPainter) -> None:
    """The white "Hand finished" button of a table still playing the hand."""
    rect = hand_button_rect()
    painter.setPen(QPen(PLAYING, 1.5))
    painter.setBrush(QColor("#ffffff"))
    radius = rect.height() / 2
    painter.drawRoundedRect(rect, radius, radius)
    painter.setFont(_fonts()["button"])
    painter.drawText(
        rect, Qt.AlignmentFlag.AlignCenter, translate("floor_map_paint", HAND_BUTTON_TEXT)
    )


def _paint_tick(painter: QPainter, at: QPointF) -> None:
    """A white tick on a green disc centred at ``at``: the table has finished the hand."""
    painter.setPen(QPen(QColor("#ffffff"), 2))
    painter.setBrush(FINISHED)
    painter.drawEllipse(at, TICK_RADIUS, TICK_RADIUS)
    r = TICK_RADIUS
    tick = QPainterPath(QPointF(at.x() - 0.45 * r, at.y() + 0.02 * r))
    tick.lineTo(at.x() - 0.12 * r, at.y() + 0.36 * r)
    tick.lineTo(at.x() + 0.5 * r, at.y() - 0.34 * r)
    pen = QPen(QColor("#ffffff"), 2.6)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(tick)


def _seat_look(seat: SeatCard, marks: CardMarks) -> tuple[QColor, QPen]:
    """Fill and outline of a seat box."""
    number = seat.seat
    if number == marks.drop:
        color = DROP_OK if marks.drop_ok else DROP_BAD
        return (DROP_OK_FILL if marks.drop_ok else CARD), QPen(color, 2.5)
    if number in marks.found:
        return FOUND_FILL, QPen(FOUND, 2.5)
    if number == marks.dragged:
        return DRAGGED, QPen(LINE, 1, Qt.PenStyle.DashLine)
    if number in marks.planned_out:
        return PLANNED_FILL, QPen(PLANNED, 2)
    if number in marks.planned_in:
        return PLANNED_FILL, QPen(PLANNED, 1.5, Qt.PenStyle.DashLine)
    if seat.unavailable:
        return OFF, QPen(OFF_LINES, 1)
    if seat.empty:
        return EMPTY, QPen(LINE, 1, Qt.PenStyle.DashLine)
    return CARD, QPen(LINE, 1)


def _paint_seat(
    painter: QPainter, seat: SeatCard, box: QRectF, marks: CardMarks, *, names: bool
) -> None:
    fill, pen = _seat_look(seat, marks)
    painter.setPen(pen)
    painter.setBrush(fill)
    painter.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
    if seat.unavailable:
        _hatch(painter, box)
    fonts = _fonts()
    if not names:
        painter.setFont(fonts["big_number"])
        painter.setPen(MUTED if seat.empty else INK)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(seat.seat))
        return
    centre = QPointF(box.left() + PAD + BADGE_RADIUS, box.top() + PAD + BADGE_RADIUS)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(MUTED if seat.empty else INK)
    painter.drawEllipse(centre, BADGE_RADIUS, BADGE_RADIUS)
    painter.setPen(FELT_TEXT)
    painter.setFont(fonts["number"])
    badge = QRectF(
        centre.x() - BADGE_RADIUS, centre.y() - BADGE_RADIUS, 2 * BADGE_RADIUS, 2 * BADGE_RADIUS
    )
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(seat.seat))
    text = QRectF(
        box.left() + 2 * BADGE_RADIUS + 2 * PAD,
        box.top() + 2,
        box.width() - 2 * BADGE_RADIUS - 3 * PAD,
        box.height() - 4,
    )
    incoming = marks.planned_in.get(seat.seat)
    if seat.empty:
        painter.setFont(fonts["empty"])
        painter.setPen(PLANNED if incoming else MUTED)
        idle = (
            translate("floor_map_paint", "out of play")
            if seat.unavailable
            else translate("floor_map_paint", "empty")
        )
        shown = name_lines(f"→ {incoming}") if incoming else (idle,)
    else:
        painter.setFont(fonts["name"])
        painter.setPen(INK)
        shown = name_lines(seat.name)
    painter.drawText(
        text, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, "\n".join(shown)
    )
    if seat.locked:
        _paint_lock(painter, QPointF(box.right() - 7, box.top() + 1))
    if seat.times_moved:
        _paint_count(painter, QPointF(box.right() - 2, box.bottom() - 2), seat.times_moved)


def _hatch(painter: QPainter, box: QRectF) -> None:
    """Diagonal lines across a seat out of play."""
    painter.save()
    painter.setClipRect(box.adjusted(1, 1, -1, -1))
    painter.setPen(QPen(OFF_LINES, 1))
    step = 7.0
    x = box.left() - box.height()
    while x < box.right():
        painter.drawLine(QPointF(x, box.bottom()), QPointF(x + box.height(), box.top()))
        x += step
    painter.restore()


def _paint_lock(painter: QPainter, at: QPointF) -> None:
    """A small padlock, its body's top middle at ``at``."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(LOCK, 1.6))
    painter.drawArc(QRectF(at.x() - 3.2, at.y() - 4.5, 6.4, 8), 0, 180 * 16)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(LOCK)
    painter.drawRoundedRect(QRectF(at.x() - 5, at.y() - 0.5, 10, 8), 1.5, 1.5)


def _paint_count(painter: QPainter, at: QPointF, count: int) -> None:
    """How many times the player was moved, in a small disc centred at ``at``."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(MOVED)
    painter.drawEllipse(at, 6.5, 6.5)
    painter.setPen(FELT_TEXT)
    painter.setFont(_fonts()["count_badge"])
    text = str(count) if count < 10 else "9+"
    painter.drawText(QRectF(at.x() - 7, at.y() - 7, 14, 14), Qt.AlignmentFlag.AlignCenter, text)


def _paint_button(painter: QPainter, at: QPointF, *, dead: bool) -> None:
    """The dealer button; a dead one (on an empty seat) grey with a dashed rim."""
    pen = QPen(DEAD if dead else INK, 1.5)
    if dead:
        pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(OFF if dead else QColor("#ffffff"))
    painter.drawEllipse(at, BUTTON_RADIUS, BUTTON_RADIUS)
    painter.setFont(_fonts()["button"])
    painter.setPen(DEAD if dead else INK)
    size = 2 * BUTTON_RADIUS
    disc = QRectF(at.x() - BUTTON_RADIUS, at.y() - BUTTON_RADIUS, size, size)
    painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "D")


def paint_ghost(painter: QPainter, name: str, at: QPointF) -> None:
    """The name of the player being dragged, just below and right of the pointer."""
    font = _fonts()["name"]
    painter.setFont(font)
    width = QFontMetricsF(font).horizontalAdvance(name) + 20
    rect = QRectF(at.x() + 12, at.y() + 10, width, 24)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    painter.drawRoundedRect(rect, 12, 12)
    painter.setPen(FELT_TEXT)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, name)
