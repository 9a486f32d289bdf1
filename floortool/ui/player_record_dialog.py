"""UI layer: one player's member record, to read and to change.

``PlayerRecordDialog`` shows a player's details (name, nickname, membership
number, contact), the club's side of the record (dues paid until, barred and
why, notes) and what the journal says of them (first seen, events played,
whether the dues have run out). "Save" sends one ``UpdatePlayer`` with the
fields changed (Edit > Undo takes it back); a refusal (a date that is not a
date, a membership number someone else has) is shown in the dialog and
changes nothing. Barring a player is typing the reason; a blank reason lifts
the bar.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from floortool.app.commands.players import UpdatePlayer
from floortool.app.floor import Floor
from floortool.app.views.players import member_record
from floortool.domain.kernel.errors import FloorError
from floortool.domain.players.records import MAX_NOTES, RECORD_FIELDS
from floortool.ui import style
from floortool.ui.command_sender import CommandSender
from floortool.ui.dialog_parts import close_row, dialog_column, refusal_label, text_label
from floortool.ui.translation import QT_TRANSLATE_NOOP, translate, window_words

HINT = QT_TRANSLATE_NOOP(
    "player_record_dialog",
    "The club's record of this player. A reason in Barred refuses them at the "
    "registration desk with that reason; dues that have run out are named at the desk.",
)
#: Each field's label, in the order shown.
LABELS = {
    "name": QT_TRANSLATE_NOOP("player_record_dialog", "Name"),
    "nickname": QT_TRANSLATE_NOOP("player_record_dialog", "Nickname"),
    "membership": QT_TRANSLATE_NOOP("player_record_dialog", "Membership number"),
    "contact": QT_TRANSLATE_NOOP("player_record_dialog", "Contact"),
    "dues_until": QT_TRANSLATE_NOOP("player_record_dialog", "Dues paid until"),
    "barred": QT_TRANSLATE_NOOP("player_record_dialog", "Barred (the reason)"),
}


class PlayerRecordDialog(QDialog):
    """A player's member record, edited in place."""

    def __init__(
        self, *, floor: Floor, commands: CommandSender, player_id: int, parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.floor = floor
        self.commands = commands
        self.player_id = player_id
        self.setWindowTitle(translate("player_record_dialog", "Player record"))
        self.setMinimumSize(520, 520)
        self.edits: dict[str, QLineEdit] = {key: QLineEdit() for key in LABELS}
        self.edits["dues_until"].setPlaceholderText(
            translate("player_record_dialog", "YYYY-MM-DD (blank: none recorded)")
        )
        self.edits["barred"].setPlaceholderText(
            translate("player_record_dialog", "Blank: welcome at the door")
        )
        self.notes_edit = QPlainTextEdit()
        self.notes_edit.setPlaceholderText(
            translate(
                "player_record_dialog", "Anything the floor should know (up to {MAX_NOTES})"
            ).format(MAX_NOTES=MAX_NOTES)
        )
        self.notes_edit.setTabChangesFocus(True)
        self.seen_label = text_label(style.FIELD_VALUE)
        self.played_label = text_label(style.FIELD_VALUE)
        self.dues_label = refusal_label()
        self.error_label = refusal_label()
        self.save_button = QPushButton(translate("player_record_dialog", "Save"))
        self.save_button.setObjectName(style.PRIMARY)
        self.save_button.setDefault(True)
        buttons, self.close_button = close_row(self, self.save_button)

        form = QFormLayout()
        form.setSpacing(8)
        for key, english in LABELS.items():
            label = translate("player_record_dialog", english)
            form.addRow(label, self.edits[key])
        form.addRow(translate("player_record_dialog", "Notes"), self.notes_edit)
        form.addRow(translate("player_record_dialog", "First seen"), self.seen_label)
        form.addRow(translate("player_record_dialog", "Events played"), self.played_label)
        self.title_label = text_label(style.CARD_TITLE)
        layout = dialog_column(
            self, title=self.title_label, hint=translate("player_record_dialog", HINT)
        )
        layout.addLayout(form, 1)
        layout.addWidget(self.dues_label)
        layout.addWidget(self.error_label)
        layout.addLayout(buttons)
        self.save_button.clicked.connect(self._on_save_button_clicked)
        self.refresh()

    def refresh(self) -> None:
        """Show the record as the floor has it now."""
        record = member_record(self.floor.state, self.player_id, self.floor.clock())
        player = record.player
        self.title_label.setText(player.describe())
        for key, edit in self.edits.items():
            edit.setText(getattr(player, key))
        self.notes_edit.setPlainText(player.notes)
        self.seen_label.setText(
            record.first_seen or translate("player_record_dialog", "Never played here yet")
        )
        self.played_label.setText(str(record.events_played))
        self.dues_label.setText(
            translate("player_record_dialog", "Dues expired on {dues_until}.").format(
                dues_until=player.dues_until
            )
        )
        self.dues_label.setVisible(record.expired)

    def changes(self) -> dict[str, str]:
        """The fields typed differently from the record."""
        player = self.floor.state.players[self.player_id]
        typed = {key: edit.text() for key, edit in self.edits.items()}
        typed["notes"] = self.notes_edit.toPlainText()
        return {
            key: typed[key]
            for key in RECORD_FIELDS
            if " ".join(typed[key].split()) != getattr(player, key)
        }

    def save(self) -> bool:
        """Send the changes; close on success, or show the refusal (nothing changed)."""
        changes = self.changes()
        if not changes:
            self.accept()
            return True
        try:
            self.commands.execute(UpdatePlayer(self.player_id, changes))
        except FloorError as exc:
            self.error_label.setText(
                translate(
                    "player_record_dialog", "Not saved: {message} Nothing was changed."
                ).format(message=exc.said(window_words().say))
            )
            self.error_label.show()
            return False
        self.accept()
        return True

    def _on_save_button_clicked(self) -> None:
        self.save()
