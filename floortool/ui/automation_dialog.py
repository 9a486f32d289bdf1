"""UI layer: *Clock > Automation…*, what the room hears and sees at each moment of the night.

``AutomationDialog`` is a grid: a row per moment (``domain.display.moments``:
a new level, a break, the end of a break, one minute left, late registration
closing, the bubble, in the money, the final table) and a column per action
(the sound, the line, the seconds it shows on every screen, the flash). Every
cell is the field of a declared setting (``on_<moment>_<action>`` in
``domain.tournament.settings``, its widget from ``ui.setting_fields``), so the
command line, ``event show`` and this dialog read one declaration. Under the
grid: the fields a line may name, and whether this computer has a voice. A default
line (``settings.DEFAULT_LINES``) shows in the window's language, as it is spoken,
and stays the default unless edited. *Save*
sends the changed settings as one ``UpdateEvent`` (Edit > Undo takes it back);
a line that does not read is refused in the red line, with the cursor in it,
and nothing changes.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from floortool.app.announce import speech_command
from floortool.app.commands.events import UpdateEvent
from floortool.app.floor import Floor
from floortool.domain.display.cue_lines import LINE_FIELDS
from floortool.domain.display.moments import MOMENT_TITLES, MOMENTS
from floortool.domain.kernel.errors import FloorError
from floortool.domain.tournament.event import require_event
from floortool.domain.tournament.settings import (
    ACTIONS,
    DEFAULT_LINES,
    LINE,
    SETTING_BY_ID,
    EventSettings,
    automation_id,
    said_line,
)
from floortool.ui import style
from floortool.ui.command_sender import CommandSender
from floortool.ui.dialog_parts import dialog_column, refusal_label, text_label
from floortool.ui.setting_fields import ChoiceField, SettingField, differing, field_for
from floortool.ui.translation import QT_TRANSLATE_NOOP, said, translate, window_words
from floortool.ui.window_size import fit_to_screen

logger = logging.getLogger(__name__)

WIDTH, HEIGHT = 1240, 520
HEADINGS = {
    "sound": QT_TRANSLATE_NOOP("automation_dialog", "Sound"),
    "line": QT_TRANSLATE_NOOP("automation_dialog", "Line (spoken, and shown)"),
    "show": QT_TRANSLATE_NOOP("automation_dialog", "Shown for"),
    "flash": QT_TRANSLATE_NOOP("automation_dialog", "Flash"),
}
HINT = QT_TRANSLATE_NOOP(
    "automation_dialog",
    "At each moment of the night the window plays the sound, speaks the line where this "
    "computer speaks (the Clock page's Speak announcements), shows the line over every room "
    "screen and the players' phones for the seconds given, and flashes the room's screens. "
    "A room screen in a browser flashes too, and speaks where it was asked to. A sound never "
    "comes alone: where no line shows, the room's screens flash with it.",
)
FIELDS_HINT = QT_TRANSLATE_NOOP("automation_dialog", "A line may name: {fields}.")
VOICE = QT_TRANSLATE_NOOP(
    "automation_dialog",
    "This computer has a voice: lines are spoken where Speak announcements is on.",
)
NO_VOICE = QT_TRANSLATE_NOOP(
    "automation_dialog",
    "No voice on this computer: a line that was to be spoken shows on the room's screens instead.",
)


def voice_note() -> str:
    """Whether this computer can speak a line, as the director reads it."""
    note = VOICE if speech_command("Level") is not None else NO_VOICE
    return translate("automation_dialog", note)


class AutomationDialog(QDialog):
    """The event's automation, a moment per row and an action per column."""

    def __init__(
        self, *, floor: Floor, commands: CommandSender, event_id: int, parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.floor = floor
        self.commands = commands
        self.event_id = event_id
        self.current: EventSettings = require_event(floor.state, event_id).settings
        #: A default line shown in the window's language, by setting: (shown, as kept).
        self.shown_defaults: dict[str, tuple[str, str]] = {}
        self.setWindowTitle(translate("automation_dialog", "Automation"))
        self.fields: dict[str, SettingField] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(8)
        for column, action in enumerate(ACTIONS, start=1):
            heading = QLabel(translate("automation_dialog", HEADINGS[action]))
            heading.setObjectName(style.FIELD_LABEL)
            grid.addWidget(heading, 0, column)
        for row, moment in enumerate(MOMENTS, start=1):
            label = QLabel(said(MOMENT_TITLES[moment]))
            label.setObjectName(style.FIELD_LABEL)
            grid.addWidget(label, row, 0)
            for column, action in enumerate(ACTIONS, start=1):
                cell = field_for(SETTING_BY_ID[automation_id(moment, action)])
                if isinstance(cell, ChoiceField):  # as wide as its longest title
                    longest = max(len(said(title)) for title in cell.setting.choices.values())
                    cell.combo.setMinimumContentsLength(longest + 1)
                self.fields[cell.setting.id] = cell
                grid.addWidget(cell.row, row, column)
        grid.setColumnStretch(2, 1)
        self.error_label = refusal_label()
        self.voice_label = text_label(style.HINT, voice_note())
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setObjectName(style.PRIMARY)
        self.save_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.title_label = text_label(style.CARD_TITLE)
        layout = dialog_column(
            self, title=self.title_label, hint=translate("automation_dialog", HINT)
        )
        layout.addLayout(grid)
        fields = ", ".join("{" + name + "}" for name in LINE_FIELDS)
        fields_hint = translate("automation_dialog", FIELDS_HINT).format(fields=fields)
        layout.addWidget(text_label(style.HINT, fields_hint))
        layout.addWidget(self.voice_label)
        layout.addStretch(1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        fit_to_screen(self, WIDTH, HEIGHT)
        self.load()

    def load(self) -> None:
        """Show the event's automation as the floor has it now."""
        self.current = require_event(self.floor.state, self.event_id).settings
        self.title_label.setText(
            translate("automation_dialog", "Automation: {name}").format(name=self.current.name)
        )
        for cell in self.fields.values():
            cell.load(self.current)
        self.shown_defaults = {}
        for moment in MOMENTS:
            key = automation_id(moment, LINE)
            kept = getattr(self.current, key, None)
            if key in self.fields and kept in DEFAULT_LINES:
                shown = said_line(kept, window_words().translate)
                self.line_edit(moment).setText(shown)
                self.shown_defaults[key] = (shown, kept)
        self.error_label.hide()

    def changes(self) -> dict[str, Any]:
        """The settings typed that differ from the event's; raises ``InvalidInput``
        for a line that does not read."""
        typed: dict[str, Any] = {}
        for cell in self.fields.values():
            typed.update(cell.values())
        for key, (shown, kept) in self.shown_defaults.items():
            if typed.get(key) == shown:  # the default line as shown: kept as it was
                typed[key] = kept
        return differing(self.current, typed)

    def apply(self) -> bool:
        """Send the changes as one ``UpdateEvent``; False (shown) if refused."""
        try:
            changes = self.changes()
            if changes:
                self.commands.execute(UpdateEvent(self.event_id, changes))
        except FloorError as exc:
            logger.info("automation refused: %s", exc.message)
            self.error_label.setText(
                translate("automation_dialog", "{message} Nothing was changed.").format(
                    message=exc.said(window_words().say)
                )
            )
            self.error_label.show()
            field = exc.details.get("field")
            if isinstance(field, str) and field in self.fields:
                widget = self.fields[field].focus_widget(field)
                widget.setFocus()
                if isinstance(widget, QLineEdit):
                    widget.selectAll()
            return False
        self.load()
        return True

    def accept(self) -> None:
        if self.apply():
            super().accept()

    def line_edit(self, moment: str) -> QLineEdit:
        """The line typed for ``moment``."""
        widget = self.fields[automation_id(moment, LINE)].focus_widget("")
        assert isinstance(widget, QLineEdit)
        return widget
