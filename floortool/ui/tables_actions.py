"""UI layer: what the director does on the Tables page: the seat and table menus, and the commands.

A click or right-click on a seat offers: move, bust (a lone bust, with its
finishing place), lock to the seat or free, take an empty seat out of play or
back, the button here, a high-card draw for the button; on a table's felt:
the hand is finished there, the draw for the button. The moves panel makes
the ticked moves, breaks the table due (once the bar has asked), redraws the
final table and prints the latest moves' slips; the draw button's ▾ opens the
seat rules. Each is one app command through the window's ``CommandSender``
(Edit > Undo takes it back), its refusal shown by it.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu

from floortool.app.commands.base import Command
from floortool.app.commands.hands import FinishHand
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seat_rules import DrawSeats, LockSeat, SetSeatAvailable
from floortool.app.commands.seating import (
    ApplyBalance,
    DrawButton,
    RecordBigBlindNext,
    RedrawFinalTable,
    SetButton,
)
from floortool.app.views.draw_desk import DrawOffer, draw_offer
from floortool.app.views.floor_map import FloorMap, SeatCard
from floortool.app.views.hands import HandForHandView
from floortool.ui.floor_map import FloorMapView
from floortool.ui.floor_map_paint import HandMark
from floortool.ui.remedy_words import TABLES_PAGE
from floortool.ui.seat_draw import SeatDrawButton
from floortool.ui.seat_rules_dialog import SeatRulesDialog
from floortool.ui.tables_bar import SeatPick
from floortool.ui.translation import translate

if TYPE_CHECKING:
    from floortool.ui.event_page import EventPage as _Page
else:
    _Page = object


class TablesActions(_Page):
    """The Tables page's part that offers the seat and table actions and sends them."""

    _map: FloorMap
    _hand: HandForHandView | None
    _offer: DrawOffer | None
    rules_dialog: SeatRulesDialog | None
    menu: QMenu | None  # the seat or table menu last shown
    map: FloorMapView
    draw_button: SeatDrawButton

    if TYPE_CHECKING:  # the page's own (``TablesPage``, ``TablesBar``)

        def seat_card(self, table: int, seat: int) -> SeatCard | None: ...
        def cancel(self) -> None: ...
        def start_pick(self, pick: SeatPick, checked: bool = False) -> None: ...
        def ask_break(self, table: int) -> object: ...

    def seat_menu(self, table: int, seat: int) -> QMenu:
        """The actions for one seat (what a click or right-click on it offers)."""
        card = self.seat_card(table, seat)
        menu = QMenu(self)
        if card is None:
            return menu
        who = (
            card.name
            if not card.empty
            else translate("tables_actions", "out of play")
            if card.unavailable
            else translate("tables_actions", "empty")
        )
        title = menu.addAction(
            translate("tables_actions", "Table {table} seat {seat}: {who}").format(
                table=table, seat=seat, who=who
            )
        )
        title.setEnabled(False)
        menu.addSeparator()
        if card.player_id is not None:
            move = menu.addAction(
                translate("tables_actions", "Move {name}…").format(name=card.name)
            )
            pick = SeatPick(mover=(table, seat), name=card.name)
            move.triggered.connect(partial(self.start_pick, pick))
            bust = menu.addAction(translate("tables_actions", "Bust {name}").format(name=card.name))
            bust.triggered.connect(partial(self._bust, card))
            lock = menu.addAction(
                translate("tables_actions", "Unlock from this seat")
                if card.locked
                else translate("tables_actions", "Lock to this seat")
            )
            lock.setToolTip(
                translate(
                    "tables_actions",
                    "A locked player moves only when it cannot be avoided (Rule 9)",
                )
            )
            lock.triggered.connect(partial(self._lock, card))
        else:
            play = (
                translate("tables_actions", "Put seat back in play")
                if card.unavailable
                else translate("tables_actions", "Take seat out of play")
            )
            menu.addAction(play).triggered.connect(
                partial(self._set_available, table, seat, card.unavailable)
            )
        menu.addSeparator()
        if not card.unavailable:
            button = menu.addAction(translate("tables_actions", "Dealer button here"))
            button.triggered.connect(partial(self._set_button, table, seat))
        self._add_draw_action(menu, table)
        return menu

    def table_menu(self, table: int) -> QMenu:
        """The actions for one table (what a click or right-click on its felt offers)."""
        menu = QMenu(self)
        if self._map.table(table) is None:
            return menu
        mark = self.map.hand_mark(table)
        title = translate("tables_actions", "Table {table}").format(table=table)
        if mark is not None and self._hand is not None:
            doing = (
                translate("tables_actions", "still playing")
                if mark == HandMark.PLAYING
                else translate("tables_actions", "has finished")
            )
            title += translate("tables_actions", ": {doing} hand-for-hand hand {hand}").format(
                doing=doing, hand=self._hand.hand
            )
        menu.addAction(title).setEnabled(False)
        menu.addSeparator()
        finished = menu.addAction(
            translate("tables_actions", "Hand finished at table {table}").format(table=table)
        )
        finished.setToolTip(
            translate(
                "tables_actions",
                "The button moves on; in hand-for-hand play the table reports the hand",
            )
        )
        finished.setEnabled(mark != HandMark.FINISHED)
        finished.triggered.connect(partial(self.finish_hand, table))
        self._add_draw_action(menu, table)
        return menu

    def _add_draw_action(self, menu: QMenu, table: int) -> None:
        draw = menu.addAction(
            translate("tables_actions", "Draw for the button at table {table}").format(table=table)
        )
        draw.setToolTip(
            translate("tables_actions", "One card to each player: the highest takes the button")
        )
        draw.triggered.connect(partial(self._draw_button, table))

    def _popup(self, menu: QMenu, where: QPoint) -> None:
        """Show ``menu`` at ``where`` instead of the last one (and drop what was pending)."""
        self.cancel()
        if self.menu is not None:
            self.menu.deleteLater()
        self.menu = menu
        menu.popup(where)

    def _on_map_seat_menu_requested(self, table: int, seat: int, where: QPoint) -> None:
        self._popup(self.seat_menu(table, seat), where)

    def _on_map_table_menu_requested(self, table: int, where: QPoint) -> None:
        self._popup(self.table_menu(table), where)

    def open_seat_rules(self) -> SeatRulesDialog | None:
        """Show the Seat rules dialog of the event on show."""
        if self._event_id is None:
            return None
        # Built before the last one is let go: a refusal (the event was undone) leaves
        # ``rules_dialog`` naming a dialog that still exists.
        dialog = SeatRulesDialog(
            self.floor, self.commands, self.prompts, self._event_id, parent=self
        )
        if self.rules_dialog is not None:
            self.rules_dialog.deleteLater()
        self.rules_dialog = dialog
        dialog.open()
        return dialog

    def _send(self, command: Command, *, action: str) -> bool:
        return self.commands.send(command, action=action, here=TABLES_PAGE) is not None

    def _current_offer(self) -> DrawOffer | None:
        """The draw as it stands now: the page does not follow the clock, whose start
        turns a draw into a redraw of every player."""
        if self._event_id is None:
            return None
        self._offer = draw_offer(self.floor.state, self._event_id, self.floor.clock())
        self.draw_button.show_offer(self._offer)
        return self._offer

    def _send_draw(self, offer: DrawOffer) -> bool:
        if self._event_id is None:
            return False
        command = DrawSeats(self._event_id, force=offer.started)
        return self._send(command, action=translate("tables_actions", "Draw seats"))

    def _bust(self, card: SeatCard, checked: bool = False) -> None:
        if self._event_id is not None and card.entry is not None:
            self._send(
                BustPlayers(self._event_id, (card.entry,)),
                action=translate("tables_actions", "Bust"),
            )

    def _lock(self, card: SeatCard, checked: bool = False) -> None:
        if self._event_id is not None and card.entry is not None:
            command = LockSeat(self._event_id, card.entry, locked=not card.locked)
            self._send(command, action=translate("tables_actions", "Lock to the seat"))

    def _set_available(self, table: int, seat: int, available: bool, checked: bool = False) -> None:
        if self._event_id is not None:
            command = SetSeatAvailable(self._event_id, table, seat, available=available)
            self._send(command, action=translate("tables_actions", "Seat in or out of play"))

    def _draw_button(self, table: int, checked: bool = False) -> None:
        if self._event_id is not None:
            self._send(
                DrawButton(self._event_id, table),
                action=translate("tables_actions", "Draw for the button"),
            )

    def _set_button(self, table: int, seat: int, checked: bool = False) -> None:
        if self._event_id is not None:
            self._send(
                SetButton(self._event_id, table, seat),
                action=translate("tables_actions", "Set the button"),
            )

    def finish_hand(self, table: int, checked: bool = False) -> bool:
        """Table ``table`` finished a hand: its button moves on; in hand-for-hand play the
        table has reported the hand, and the last report deals the next one."""
        if self._event_id is None:
            return False
        return self._send(
            FinishHand(self._event_id, table),
            action=translate("tables_actions", "Hand finished at table {table}").format(
                table=table
            ),
        )

    def big_blind_next(self, table: int, seat: int) -> bool:
        """The player in ``seat`` is big blind next at ``table``: its button follows, and
        the balancing move it frees is made (one step for Edit > Undo)."""
        if self._event_id is None:
            return False
        self.cancel()
        command = RecordBigBlindNext(self._event_id, table, seat)
        return self._send(command, action=translate("tables_actions", "Balance the tables"))

    def apply_moves(self, entries: frozenset[int] | None) -> bool:
        """Make the plan's moves: all (None) or those of ``entries``."""
        if self._event_id is None:
            return False
        command = ApplyBalance(self._event_id, entries)
        return self._send(command, action=translate("tables_actions", "Balance the tables"))

    def _on_moves_panel_apply_requested(self, entries: frozenset[int] | None) -> None:
        self.apply_moves(entries)

    def _on_moves_panel_break_requested(self, table: int) -> None:
        self.ask_break(table)

    def _on_moves_panel_final_requested(self) -> None:
        if self._event_id is not None:
            self._send(
                RedrawFinalTable(self._event_id),
                action=translate("tables_actions", "Redraw the final table"),
            )

    def _on_moves_panel_slips_requested(self) -> None:
        self.services.documents.ask("move-slips")
