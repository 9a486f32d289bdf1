"""UI layer: the Seat rules dialog of the Tables page — pairs kept apart, players
locked to their seat, and the order tables open in.

- **Kept apart** (Robert's Rules, Seating 4): the pairs, flagged when they
  share a table because no other had room; pick two of the event's players
  from the lists (chosen by player, never by typed name, so namesakes are
  safe) and press *Keep apart* (``KeepApart``), or select a pair and press
  *No longer apart* (``KeepApart`` with ``apart`` false).
- **Locked to their seat** (TDA 2024 Rule 9): who is locked where; *Unlock*
  frees the one selected (``LockSeat``). Locking is done from a seat's menu
  on the map, where the seat is in sight.
- **Table order**: *Change…* asks for the order (``SetTableOrder``; the
  domain reads and checks it).

Each change is one command through the window's ``CommandSender`` (refusals
are shown there, Edit > Undo takes it back); the dialog then reads the floor
again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floortool.app.commands.base import Command
from floortool.app.commands.seat_rules import KeepApart, LockSeat, SetTableOrder
from floortool.app.floor import Floor
from floortool.app.views.draw_desk import seat_rule_rows
from floortool.app.views.seat_rules import seat_rules_view
from floortool.ui import style
from floortool.ui.command_sender import CommandSender
from floortool.ui.prompts import Prompts
from floortool.ui.translation import QT_TRANSLATE_NOOP, said, translate
from floortool.ui.window_size import fit_to_screen

APART_HINT = QT_TRANSLATE_NOOP(
    "seat_rules_dialog",
    "Two players who must not sit at the same table (Robert's Rules, Seating 4), "
    "re-entries included. The draw, late seats and balancing keep them apart whenever "
    "another table has room.",
)
LOCKED_HINT = QT_TRANSLATE_NOOP(
    "seat_rules_dialog",
    "A house dealer or a player with special needs keeps their seat (TDA 2024 Rule 9). "
    "Lock a player from their seat's menu on the map.",
)
ORDER_HINT = QT_TRANSLATE_NOOP("seat_rules_dialog", "The order tables open in as the field grows.")
ORDER_QUESTION = QT_TRANSLATE_NOOP(
    "seat_rules_dialog",
    "Tables open in this order as the field grows, e.g. 1-10, 21-30:10\n"
    "(tables 1 to 10, then 21 to 30 with 10 seats). Leave it blank for 1, 2, 3 \u2026",
)
TOGETHER = QT_TRANSLATE_NOOP(
    "seat_rules_dialog", "  \u2014 at one table now: no other table had room"
)

#: Across and down: both lists show a few rows under their hints.
DIALOG_SIZE = (760, 640)


def _section(layout: QVBoxLayout, title: str, hint: str) -> None:
    heading = QLabel(title)
    heading.setObjectName(style.CARD_TITLE)
    note = QLabel(hint)
    note.setObjectName(style.HINT)
    note.setWordWrap(True)
    layout.addWidget(heading)
    layout.addWidget(note)


class SeatRulesDialog(QDialog):
    """Edit one event's pairs kept apart, locked players and table order."""

    def __init__(
        self,
        floor: Floor,
        commands: CommandSender,
        prompts: Prompts,
        event_id: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.floor = floor
        self.commands = commands
        self.prompts = prompts
        self.event_id = event_id
        self.setWindowTitle(translate("seat_rules_dialog", "Seat rules"))

        self.apart_list = QListWidget()
        self.first_combo = QComboBox()
        self.second_combo = QComboBox()
        self.keep_button = QPushButton(translate("seat_rules_dialog", "Keep apart"))
        self.keep_button.setObjectName(style.PRIMARY)
        self.remove_button = QPushButton(translate("seat_rules_dialog", "No longer apart"))
        self.locked_list = QListWidget()
        self.unlock_button = QPushButton(translate("seat_rules_dialog", "Unlock"))
        self.order_label = QLabel()
        self.order_label.setObjectName(style.FIELD_VALUE)
        self.order_button = QPushButton(translate("seat_rules_dialog", "Change\u2026"))
        for combo in (self.first_combo, self.second_combo):
            combo.setMinimumContentsLength(18)
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
        for listed in (self.apart_list, self.locked_list):
            listed.setMinimumHeight(96)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.setSpacing(8)
        _section(
            layout,
            translate("seat_rules_dialog", "Kept apart"),
            translate("seat_rules_dialog", APART_HINT),
        )
        layout.addWidget(self.apart_list, 1)
        pick = QHBoxLayout()
        pick.addWidget(self.first_combo, 1)
        pick.addWidget(QLabel(translate("seat_rules_dialog", "and")))
        pick.addWidget(self.second_combo, 1)
        pick.addWidget(self.keep_button)
        layout.addLayout(pick)
        layout.addLayout(_right(self.remove_button))
        layout.addSpacing(10)
        _section(
            layout,
            translate("seat_rules_dialog", "Locked to their seat"),
            translate("seat_rules_dialog", LOCKED_HINT),
        )
        layout.addWidget(self.locked_list, 1)
        layout.addLayout(_right(self.unlock_button))
        layout.addSpacing(10)
        _section(
            layout,
            translate("seat_rules_dialog", "Table order"),
            translate("seat_rules_dialog", ORDER_HINT),
        )
        order = QHBoxLayout()
        order.addWidget(self.order_label, 1)
        order.addWidget(self.order_button)
        layout.addLayout(order)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(700)
        fit_to_screen(self, *DIALOG_SIZE)  # room for both lists under their wrapped hints

        self.keep_button.clicked.connect(self._on_keep_button_clicked)
        self.remove_button.clicked.connect(self._on_remove_button_clicked)
        self.unlock_button.clicked.connect(self._on_unlock_button_clicked)
        self.order_button.clicked.connect(self._on_order_button_clicked)
        self.first_combo.currentIndexChanged.connect(self._on_choice_changed)
        self.second_combo.currentIndexChanged.connect(self._on_choice_changed)
        self.apart_list.currentRowChanged.connect(self._on_choice_changed)
        self.locked_list.currentRowChanged.connect(self._on_choice_changed)
        self.refresh()

    def refresh(self) -> None:
        """Read the event's seat rules again (the players chosen stay chosen)."""
        rows = seat_rule_rows(self.floor.state, self.event_id)
        self.apart_list.clear()
        for pair in rows.apart:
            item = QListWidgetItem(
                pair.names + (translate("seat_rules_dialog", TOGETHER) if pair.same_table else "")
            )
            item.setData(Qt.ItemDataRole.UserRole, (pair.first, pair.second))
            self.apart_list.addItem(item)
        self.locked_list.clear()
        for locked in rows.locked:
            where = translate("seat_rules_dialog", "Table {table} seat {seat}").format(
                table=locked.table, seat=locked.seat
            )
            item = QListWidgetItem(f"{where}  \u00b7  {locked.name}")
            item.setData(Qt.ItemDataRole.UserRole, locked.entry)
            self.locked_list.addItem(item)
        for listed in (self.apart_list, self.locked_list):
            listed.setCurrentRow(-1)  # nothing is lifted or unlocked before it is picked
        for index, combo in enumerate((self.first_combo, self.second_combo)):
            chosen = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for choice in rows.players:
                combo.addItem(said(choice.label), choice.player_id)
            found = combo.findData(chosen)
            combo.setCurrentIndex(found if found >= 0 else min(index, combo.count() - 1))
            combo.blockSignals(False)
        order = seat_rules_view(self.floor.state, self.event_id).table_order
        self.order_label.setText(
            order or translate("seat_rules_dialog", "1, 2, 3 \u2026 (in number order)")
        )
        self._on_choice_changed()

    def keep_apart(self, first: int, second: int) -> bool:
        """Keep players ``first`` and ``second`` (player ids) at different tables."""
        return self._send(
            KeepApart(self.event_id, first, second),
            action=translate("seat_rules_dialog", "Keep apart"),
        )

    def _send(self, command: Command, *, action: str) -> bool:
        done = self.commands.send(command, action=action) is not None
        self.refresh()
        return done

    def _on_choice_changed(self, *_: object) -> None:
        first, second = self.first_combo.currentData(), self.second_combo.currentData()
        self.keep_button.setEnabled(first is not None and second is not None and first != second)
        self.remove_button.setEnabled(self.apart_list.currentItem() is not None)
        self.unlock_button.setEnabled(self.locked_list.currentItem() is not None)

    def _on_keep_button_clicked(self) -> None:
        self.keep_apart(self.first_combo.currentData(), self.second_combo.currentData())

    def _on_remove_button_clicked(self) -> None:
        item = self.apart_list.currentItem()
        if item is not None:
            first, second = item.data(Qt.ItemDataRole.UserRole)
            command = KeepApart(self.event_id, first, second, apart=False)
            self._send(command, action=translate("seat_rules_dialog", "No longer keep apart"))

    def _on_unlock_button_clicked(self) -> None:
        item = self.locked_list.currentItem()
        if item is not None:
            command = LockSeat(self.event_id, item.data(Qt.ItemDataRole.UserRole), locked=False)
            self._send(command, action=translate("seat_rules_dialog", "Unlock the seat"))

    def _on_order_button_clicked(self) -> None:
        current = seat_rules_view(self.floor.state, self.event_id).table_order
        text = self.prompts.text(
            self,
            title=translate("seat_rules_dialog", "Table order"),
            label=translate("seat_rules_dialog", ORDER_QUESTION),
            value=current,
        )
        if text is not None:
            self._send(
                SetTableOrder(self.event_id, text),
                action=translate("seat_rules_dialog", "Change the table order"),
            )


def _right(button: QPushButton) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(button)
    return row
