"""UI layer: the sign-ups waiting at the registration desk, confirmed with one key.

``PendingSignUps`` lists the event's pending sign-ups (from phones and imported
lists: ``app.views.sign_ups``), first come first, each with its membership
number and, when the event is full, the alternate it would be. The director
takes the money, picks the row (Up/Down) and presses Enter: the sign-up is
registered (``ConfirmSignUp``: the same decision as the desk's, seat or waiting
list). Delete takes the row off the list (``RejectSignUp``). A refusal (late
registration closed) is shown under the list and changes nothing. The panel is
hidden while nobody is waiting and sign-up is closed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floortool.app.commands.sign_ups import ConfirmSignUp, RejectSignUp
from floortool.app.floor import Done, Floor
from floortool.app.views.sign_ups import pending_rows
from floortool.domain.kernel.errors import FloorError
from floortool.ui import style
from floortool.ui.command_sender import CommandSender
from floortool.ui.dialog_parts import refusal_label, text_label
from floortool.ui.translation import counted, said, translate, window_words

NUMBER_ROLE = Qt.ItemDataRole.UserRole + 1
ROWS_SHOWN = 4
ROW_HEIGHT = 26


class PendingList(QListWidget):
    """The list; Enter confirms the chosen row, Delete removes it."""

    confirm_requested = Signal()
    remove_requested = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm_requested.emit()
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.remove_requested.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class PendingSignUps(QWidget):
    """The event's pending sign-ups, with Confirm (Enter) and Remove (Delete)."""

    confirmed = Signal(object)
    """A sign-up was registered: the ``Done`` of its registration."""

    def __init__(self, *, floor: Floor, commands: CommandSender, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.floor = floor
        self.commands = commands
        self._event_id: int | None = None
        self.title_label = text_label(style.FIELD_LABEL)
        self.list = PendingList()
        self.list.setObjectName(style.MATCH_LIST)
        self.list.setFixedHeight(ROWS_SHOWN * ROW_HEIGHT + 8)
        self.list.setToolTip(
            translate("pending_sign_ups", "Take the money, then Enter registers the chosen sign-up")
        )
        self.confirm_button = QPushButton(translate("pending_sign_ups", "Paid: register (Enter)"))
        self.confirm_button.setToolTip(
            translate("pending_sign_ups", "The money is taken: register the chosen sign-up")
        )
        self.remove_button = QPushButton(translate("pending_sign_ups", "Remove (Delete)"))
        self.remove_button.setToolTip(
            translate("pending_sign_ups", "Take the chosen sign-up off the list")
        )
        self.notice_label = refusal_label()
        buttons = QHBoxLayout()
        buttons.addWidget(self.confirm_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.title_label)
        layout.addWidget(self.list)
        layout.addLayout(buttons)
        layout.addWidget(self.notice_label)
        self.list.confirm_requested.connect(self.confirm)
        self.list.remove_requested.connect(self.remove)
        self.list.itemDoubleClicked.connect(self._on_list_item_double_clicked)
        self.confirm_button.clicked.connect(self.confirm)
        self.remove_button.clicked.connect(self.remove)
        self.hide()

    def set_event(self, event_id: int | None) -> None:
        self._event_id = event_id
        self.notice_label.hide()
        self.refresh()

    def refresh(self) -> None:
        """List the pending sign-ups as the floor has them, keeping the chosen one."""
        event_id = self._event_id
        info = self.floor.state.events.get(event_id) if event_id is not None else None
        if event_id is None or info is None:
            self.hide()
            return
        rows = pending_rows(self.floor.state, event_id)
        kept = self.chosen_number()
        self.list.clear()
        for row in rows:
            item = QListWidgetItem(said(row.text))
            item.setData(NUMBER_ROLE, row.number)
            self.list.addItem(item)
            if row.number == kept:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None and rows:
            self.list.setCurrentRow(0)
        state = "open" if info.settings.sign_up == "open" else "closed"
        self.title_label.setText(
            translate(
                "pending_sign_ups", "Signed up, to pay ({0} waiting; sign-up is {state})"
            ).format(
                counted(
                    len(rows),
                    translate("pending_sign_ups", "{count} player"),
                    translate("pending_sign_ups", "{count} players"),
                ),
                state=state,
            )
        )
        self.confirm_button.setEnabled(bool(rows))
        self.remove_button.setEnabled(bool(rows))
        self.setVisible(bool(rows) or state == "open")

    def chosen_number(self) -> int | None:
        item = self.list.currentItem()
        return None if item is None else int(item.data(NUMBER_ROLE))

    def confirm(self) -> bool:
        """Register the chosen sign-up (the money is taken)."""
        done = self._act(ConfirmSignUp, "registered")
        if done is not None:
            self.confirmed.emit(done)
        return done is not None

    def remove(self) -> bool:
        """Take the chosen sign-up off the list."""
        return self._act(RejectSignUp, "removed") is not None

    def _act(self, command: type[ConfirmSignUp | RejectSignUp], done_word: str) -> Done | None:
        """Run ``command`` on the chosen sign-up; its refusal shown under the list."""
        item, number = self.list.currentItem(), self.chosen_number()
        if item is None or number is None or self._event_id is None:
            return None
        name = item.text().split(" · ")[0]
        try:
            done: Done = self.commands.execute(command(self._event_id, number))
        except FloorError as exc:
            self.notice_label.setText(
                translate(
                    "pending_sign_ups", "{name} not {done_word}: {message} Nothing was changed."
                ).format(name=name, done_word=done_word, message=exc.said(window_words().say))
            )
            self.notice_label.show()
            return None
        self.notice_label.hide()
        self.refresh()
        return done

    def _on_list_item_double_clicked(self, _item: QListWidgetItem) -> None:
        self.confirm()
