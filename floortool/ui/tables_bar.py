"""UI layer: the bar above the Tables page's map: what it asks the director, and the answer.

A move (dragged, or "Move…" then a click on an empty seat), a redraw of the
seats, a table to break, starting, dealing on or stopping hand-for-hand play:
each is asked in the bar first (``table_questions``: what happens, named),
with a button to confirm (Enter) and Cancel (Esc); a question the floor has
overtaken since (the plan changed, the clock started) is dropped or asked
again. With nothing to ask, the bar says what balancing waits for or who waits
for the draw, or gives its place to the hand-for-hand strip; it keeps one
height either way, so the map never moves under the pointer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QStackedWidget

from floortool.app.commands.hands import DealNextHand
from floortool.app.commands.seating import BreakTable, MoveEntry
from floortool.app.views.clock import clock_view
from floortool.app.views.draw_desk import DrawOffer
from floortool.app.views.floor_map import FloorMap, SeatCard
from floortool.app.views.hands import HandForHandView
from floortool.domain.clock.state import NOT_STARTED
from floortool.ui import style
from floortool.ui.floor_map import FloorMapView
from floortool.ui.hand_for_hand_bar import HandForHandBar
from floortool.ui.room_figures import room_figures
from floortool.ui.seat_draw import PendingDraw, waiting_text
from floortool.ui.table_questions import (
    Pending,
    PendingBreak,
    PendingDeal,
    PendingHandForHand,
    PendingMove,
    PendingStop,
    break_question,
    not_started_text,
)
from floortool.ui.translation import translate

if TYPE_CHECKING:
    from floortool.app.commands.base import Command
    from floortool.ui.event_page import EventPage as _Page
else:
    _Page = object

#: The bar above the map: one height, asking or not (three lines of text fit: a redraw
#: names all it does in three at 1024 pixels across).
BAR_HEIGHT = 70


@dataclass(frozen=True)
class SeatPick:
    """The director is to click an empty seat: where the player of ``mover`` moves."""

    mover: tuple[int, int]
    name: str  # the player who moves

    @property
    def text(self) -> str:
        table, seat = self.mover
        return translate(
            "tables_bar", "Click an empty seat for {name} (now at table {table} seat {seat})."
        ).format(name=self.name, table=table, seat=seat)


def big_blind_text(tables: tuple[int, ...]) -> str:
    """What the bar says while the plan waits for buttons (nothing when it does not)."""
    if not tables:
        return ""
    names = [str(t) for t in tables]
    named = (
        translate("tables_bar", "table {0}").format(names[0])
        if len(names) == 1
        else (
            translate("tables_bar", "tables {0} and {1}").format(", ".join(names[:-1]), names[-1])
        )
    )
    return translate(
        "tables_bar", "To balance, click the player who is big blind next at {named}."
    ).format(named=named)


class TablesBar(_Page):
    """The Tables page's part that asks in the bar above the map and acts on the answer."""

    _map: FloorMap
    _hand: HandForHandView | None
    _offer: DrawOffer | None
    _needs_button: tuple[int, ...]  # the tables the plan waits for
    pending: Pending | None
    pick: SeatPick | None
    map: FloorMapView
    hand_bar: HandForHandBar

    if TYPE_CHECKING:  # the page's own (``TablesPage``, ``TablesActions``)

        def seat_card(self, table: int, seat: int) -> SeatCard | None: ...
        def _send(self, command: Command, *, action: str) -> bool: ...
        def _send_draw(self, offer: DrawOffer) -> bool: ...
        def _current_offer(self) -> DrawOffer | None: ...

    def _build_bar(self) -> None:
        """The bar and the hand-for-hand strip in one place across the page (``strip``)."""
        self.bar = QFrame()
        self.bar.setObjectName(style.ACTION_BAR)
        self.bar_label = QLabel()
        self.bar_label.setObjectName(style.ACTION_TEXT)
        self.bar_label.setWordWrap(True)
        self.confirm_button = QPushButton(translate("tables_bar", "Move"))
        self.confirm_button.setObjectName(style.PRIMARY)
        self.confirm_button.setDefault(True)
        self.cancel_button = QPushButton(translate("tables_bar", "Cancel"))
        self.cancel_button.setToolTip(translate("tables_bar", "Esc"))
        bar_row = QHBoxLayout(self.bar)
        bar_row.setContentsMargins(12, 6, 8, 6)
        bar_row.addWidget(self.bar_label, 1)
        bar_row.addWidget(self.confirm_button)
        bar_row.addWidget(self.cancel_button)
        # One strip across the page, one height: the bar when it asks something (or has
        # something to say), else the hand-for-hand strip while that is on.
        self.strip = QStackedWidget()
        self.strip.addWidget(self.bar)
        self.strip.addWidget(self.hand_bar)
        self.strip.setFixedHeight(BAR_HEIGHT)  # asking or not: the map stays where it is

    def ask_move(self, source: tuple[int, int], target: tuple[int, int]) -> PendingMove | None:
        """Ask the director to confirm moving the player in ``source`` to ``target``."""
        card, free = self.seat_card(*source), self.seat_card(*target)
        if card is None or card.entry is None or free is None or not free.free:
            return None
        self.pick = None
        self.pending = PendingMove(card.entry, card.name, source, target)
        self._show_bar(self.pending.text, confirm=self.pending.confirm_text)
        return self.pending

    def ask_deal(self) -> PendingDeal | None:
        """Ask the director to confirm dealing the next hand-for-hand hand now."""
        hand = self._hand
        if hand is None or hand.hand is None:
            return None
        self.cancel()
        self.pending = PendingDeal(hand.hand, hand.waiting)
        self._show_bar(self.pending.text, confirm=self.pending.confirm_text)
        return self.pending

    def ask_draw(self) -> PendingDraw | None:
        """Draw the seats: at once while nobody has one, else ask the director first."""
        offer = self._current_offer()
        if offer is None or not offer.possible:
            return None
        self.cancel()
        if not offer.redraw:
            self._send_draw(offer)
            return None
        self.pending = PendingDraw(offer)
        self._show_bar(self.pending.text, confirm=self.pending.confirm_text)
        return self.pending

    def ask_break(self, table: int) -> PendingBreak | None:
        """Ask the director to confirm breaking ``table``, naming who moves and where."""
        question = break_question(self._map, table)
        if question is None or self._event_id is None:
            return None
        self.cancel()
        self.pending = question
        self._show_bar(question.text, confirm=question.confirm_text)
        return question

    def ask_hand_for_hand(self, seconds_per_hand: int) -> PendingHandForHand | None:
        """Ask the director to confirm starting hand-for-hand play, naming the time per
        hand and how far the field is from the money; before the clock has started,
        say that there is nothing to hold yet instead."""
        event_id = self._event_id
        if event_id is None:
            return None
        self.cancel()
        clock = clock_view(self.floor.state, event_id, self.floor.clock())
        if clock is None or clock.state == NOT_STARTED:
            self._show_bar(not_started_text())
            return None
        figures = room_figures(self.floor.reads, event_id)
        question = PendingHandForHand(seconds_per_hand, figures.players_left, len(figures.payouts))
        self.pending = question
        self._show_bar(question.text, confirm=question.confirm_text)
        return question

    def ask_stop(self) -> PendingStop | None:
        """Ask the director to confirm stopping hand-for-hand play."""
        hand = self._hand
        if hand is None or not hand.on or hand.hand is None:
            return None
        self.cancel()
        self.pending = PendingStop(hand.hand)
        self._show_bar(self.pending.text, confirm=self.pending.confirm_text)
        return self.pending

    def start_pick(self, pick: SeatPick, checked: bool = False) -> None:
        """Ask the director to click an empty seat for a player to move."""
        self.pending = None
        self.pick = pick
        self._show_bar(pick.text)

    def cancel(self) -> None:
        """Drop the move waiting for confirmation, the seat pick and any drag."""
        self.pending = None
        self.pick = None
        self.map.cancel_drag()
        self._rest_bar()

    def _rest_bar(self) -> None:
        """The strip with nothing to confirm: the hand-for-hand strip while that is on,
        else what balancing waits for or the players waiting for the draw, if anything
        (with nothing to say it is blank, its place kept)."""
        text = big_blind_text(self._needs_button) or waiting_text(self._offer)
        self._show_bar(text, focus=False)
        self.cancel_button.setVisible(False)
        self._mark_bar(asking=bool(text))
        if self._hand is not None and self._hand.on:
            self.strip.setCurrentWidget(self.hand_bar)

    def _mark_bar(self, *, asking: bool) -> None:
        """The bar's look: the action bar while it asks something, else blank."""
        name = style.ACTION_BAR if asking else ""
        if self.bar.objectName() != name:
            self.bar.setObjectName(name)
            self.bar.style().unpolish(self.bar)
            self.bar.style().polish(self.bar)

    def _show_bar(self, text: str, *, confirm: str = "", focus: bool = True) -> None:
        """Show ``text`` in the bar above the map, with a ``confirm`` button if given."""
        self.strip.setCurrentWidget(self.bar)
        self.bar_label.setText(text)
        self.confirm_button.setText(confirm)
        self.confirm_button.setVisible(bool(confirm))
        self.cancel_button.setVisible(True)
        self._mark_bar(asking=True)
        if confirm and focus:
            self.confirm_button.setFocus()

    def confirm(self) -> bool:
        """Make the move (or deal the hand) waiting for confirmation; True if it was done."""
        pending = self.pending
        if pending is None or self._event_id is None:
            return False
        self.cancel()
        if isinstance(pending, PendingDeal):
            return self._send(
                DealNextHand(self._event_id), action=translate("tables_bar", "Deal the next hand")
            )
        if isinstance(pending, PendingBreak):
            table = pending.table
            return self._send(
                BreakTable(self._event_id, table),
                action=translate("tables_bar", "Break table {table}").format(table=table),
            )
        if isinstance(pending, PendingHandForHand):
            return self.control.start_hand_for_hand(pending.seconds_per_hand) is not None
        if isinstance(pending, PendingStop):
            return self.control.stop_hand_for_hand() is not None
        if isinstance(pending, PendingDraw):
            if self._current_offer() != pending.offer:  # e.g. the clock started meanwhile
                self.ask_draw()
                return False
            return self._send_draw(pending.offer)
        table, seat = pending.target
        command = MoveEntry(self._event_id, pending.entry, table, seat)
        return self._send(command, action=translate("tables_bar", "Move player"))

    def _still_possible(self, pending: Pending) -> bool:
        if isinstance(pending, PendingBreak):  # the question still says who moves where
            return break_question(self._map, pending.table) == pending
        if isinstance(pending, PendingHandForHand):
            return self._hand is not None and not self._hand.on
        if isinstance(pending, PendingDeal | PendingStop):
            hand = self._hand
            return hand is not None and hand.on and hand.hand == pending.hand
        if isinstance(pending, PendingDraw):
            return pending.offer == self._offer  # the question still says what would happen
        source, target = self.seat_card(*pending.source), self.seat_card(*pending.target)
        return (
            source is not None
            and source.entry == pending.entry
            and target is not None
            and target.free
        )

    def _on_confirm_button_clicked(self) -> None:
        self.confirm()

    def _on_hand_bar_stop_requested(self) -> None:
        self.ask_stop()
