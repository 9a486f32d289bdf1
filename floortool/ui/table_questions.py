"""UI layer: what the Tables page asks in the bar above its map before it acts — a
move, dealing the next hand-for-hand hand, breaking a table, starting or stopping
hand-for-hand play (the seat draw's question is ``seat_draw.PendingDraw``).

One click on *Break table 4* or *Start hand-for-hand* does nothing yet: the
page shows the question in the bar above its map, naming what will happen,
and acts only on its confirm button (Enter; Esc or Cancel changes nothing).

- ``PendingBreak``: the players who move and the tables whose empty seats
  they are drawn to (``break_question``, from the floor map on show);
- ``PendingHandForHand``: the time each hand takes off the held clock, and how
  far the field is from the money. Before the clock has started there is nothing
  to hold: ``not_started_text`` says so instead;
- ``PendingStop``: stopping it again (the clock runs);
- ``PendingMove``, ``PendingDeal``: one player's move, the next hand dealt now.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.app.views.floor_map import FloorMap
from floortool.ui.hand_for_hand_bar import minutes_text, tables_text
from floortool.ui.seat_draw import PendingDraw
from floortool.ui.translation import QT_TRANSLATE_NOOP, counted, translate


def _and(numbers: tuple[int, ...]) -> str:
    """``1``, ``1 and 2``, ``1, 2 and 3``."""
    names = [str(n) for n in numbers]
    return (
        names[0]
        if len(names) == 1
        else translate("table_questions", "{0} and {1}").format(", ".join(names[:-1]), names[-1])
    )


@dataclass(frozen=True)
class PendingBreak:
    """Breaking ``table`` was asked for and waits for the director's confirm."""

    table: int
    players: int  # who sit there now: each moves
    destinations: tuple[int, ...]  # the other tables with an empty seat in play

    @property
    def confirm_text(self) -> str:
        return translate("table_questions", "Break table {table}").format(table=self.table)

    @property
    def text(self) -> str:
        who = counted(
            self.players,
            translate("table_questions", "Its {count} player moves"),
            translate("table_questions", "Its {count} players move"),
        )
        if not self.destinations:
            return translate(
                "table_questions",
                "Break table {table}? {who}, but no other table has an empty seat.",
            ).format(table=self.table, who=who)
        named = (
            translate("table_questions", "tables {tables}")
            if len(self.destinations) > 1
            else translate("table_questions", "table {tables}")
        ).format(tables=_and(self.destinations))
        return translate(
            "table_questions",
            "Break table {table}? {who} to empty seats drawn at random at {named}.",
        ).format(table=self.table, who=who, named=named)


def break_question(shown: FloorMap, table: int) -> PendingBreak | None:
    """The question before breaking ``table`` of ``shown`` (None: it is not on the map)."""
    card = shown.table(table)
    if card is None:
        return None
    destinations = tuple(
        other.number
        for other in shown.tables
        if other.number != table and any(seat.free for seat in other.seats)
    )
    return PendingBreak(table, card.players, destinations)


@dataclass(frozen=True)
class PendingHandForHand:
    """Starting hand-for-hand play was asked for and waits for the director's confirm."""

    seconds_per_hand: int
    players: int  # players left in the event
    paid: int  # places paid (0: no payouts yet)

    confirm_text = QT_TRANSLATE_NOOP("table_questions", "Start hand-for-hand")

    @property
    def text(self) -> str:
        ask = translate("table_questions", "Start hand-for-hand, {0} per hand, clock held?").format(
            minutes_text(self.seconds_per_hand)
        )
        left = counted(
            self.players,
            translate("table_questions", "{count} player"),
            translate("table_questions", "{count} players"),
        )
        if not self.paid:
            return translate("table_questions", "{ask} {left} left, no places paid yet.").format(
                ask=ask, left=left
            )
        away = self.players - self.paid
        where = (
            translate("table_questions", "in the money")
            if away <= 0
            else translate("table_questions", "{0} from the money").format(
                counted(
                    away,
                    translate("table_questions", "{count} bust"),
                    translate("table_questions", "{count} busts"),
                )
            )
        )
        return translate("table_questions", "{ask} {left} left, {0} paid: {where}.").format(
            counted(
                self.paid,
                translate("table_questions", "{count} place"),
                translate("table_questions", "{count} places"),
            ),
            ask=ask,
            left=left,
            where=where,
        )


@dataclass(frozen=True)
class PendingStop:
    """Stopping hand-for-hand play (at hand ``hand``) was asked for. It asks too: the
    strip's *Stop* button takes the place where the start's confirm button was, so a
    double click on that confirm must not stop what it just started."""

    hand: int

    confirm_text = QT_TRANSLATE_NOOP("table_questions", "Stop hand-for-hand")

    @property
    def text(self) -> str:
        return translate(
            "table_questions",
            "Stop hand-for-hand at hand {hand}? Normal play again: the clock runs.",
        ).format(hand=self.hand)


def not_started_text() -> str:
    """What the bar says to a hand-for-hand start before the clock has started."""
    return translate(
        "table_questions",
        "The clock has not started: hand-for-hand play holds a running clock near the "
        "money. Start the clock first.",
    )


@dataclass(frozen=True)
class PendingMove:
    """A move the director asked for and has yet to confirm (of entry ``entry``)."""

    entry: int
    name: str
    source: tuple[int, int]
    target: tuple[int, int]

    confirm_text = QT_TRANSLATE_NOOP("table_questions", "Move")

    @property
    def text(self) -> str:
        (ft, fs), (tt, ts) = self.source, self.target
        return translate(
            "table_questions", "Move {name} from table {ft} seat {fs} to table {tt} seat {ts}?"
        ).format(name=self.name, ft=ft, fs=fs, tt=tt, ts=ts)


@dataclass(frozen=True)
class PendingDeal:
    """The director asked to deal the next hand-for-hand hand now, and has yet to confirm."""

    hand: int  # the hand being played
    waiting: tuple[int, ...]  # the tables that have not finished it

    @property
    def confirm_text(self) -> str:
        return translate("table_questions", "Deal hand {0}").format(self.hand + 1)

    @property
    def text(self) -> str:
        ask = translate("table_questions", "Deal hand {0} now?").format(self.hand + 1)
        if not self.waiting:
            return ask
        said = (
            translate("table_questions", "{ask} {tables} has not reported hand {hand}.")
            if len(self.waiting) == 1
            else translate("table_questions", "{ask} {tables} have not reported hand {hand}.")
        )
        return said.format(ask=ask, tables=tables_text(self.waiting).capitalize(), hand=self.hand)


Pending = PendingMove | PendingDeal | PendingDraw | PendingBreak | PendingHandForHand | PendingStop
