"""UI layer: the New Event and Open Event dialogs (File menu).

``NewEventDialog`` shows the event form and stays open when the floor refuses
it, so the director fixes the field instead of typing everything again.
``OpenEventDialog`` lists the events to pick one from.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from floortool.app.views.events import EventSummary
from floortool.domain.kernel.errors import FloorError
from floortool.domain.tournament.event import EventSettings
from floortool.ui import style
from floortool.ui.errors import Notify, refusal_notice
from floortool.ui.event_form import EventForm
from floortool.ui.event_list import EventListView
from floortool.ui.translation import translate
from floortool.ui.window_size import fit_to_screen

logger = logging.getLogger(__name__)


class NewEventDialog(QDialog):
    """Create an event: OK hands the settings to ``submit``, which may refuse."""

    def __init__(
        self,
        parent: QWidget | None,
        *,
        submit: Callable[[EventSettings], object],
        notify: Notify,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("event_dialog", "New event"))
        self.setMinimumWidth(560)
        self._submit = submit
        self._notify = notify
        self.form = EventForm()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(translate("event_dialog", "Create event"))
        ok.setObjectName(style.PRIMARY)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.setSpacing(18)
        layout.addWidget(self.form)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.form.name_edit.setFocus()

    def accept(self) -> None:
        try:
            self._submit(self.form.settings())
        except FloorError as exc:
            logger.info("create event refused: %s (%s)", exc.message, exc.code)
            self._notify(
                self, refusal_notice(exc, action=translate("event_dialog", "Create event"))
            )
            return
        super().accept()


class OpenEventDialog(QDialog):
    """Pick one of the events given to ``set_events``; emits ``event_opened``."""

    event_opened = Signal(int)
    """The director chose this event (its id) and pressed Open."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("event_dialog", "Open event"))
        fit_to_screen(self, 720, 420)
        self.chosen_event_id: int | None = None
        hint = QLabel(
            translate("event_dialog", "Double-click an event, or select it and press Open.")
        )
        hint.setObjectName(style.HINT)
        self.event_list = EventListView()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Open).setObjectName(style.PRIMARY)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.setSpacing(12)
        layout.addWidget(hint)
        layout.addWidget(self.event_list, 1)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.event_list.event_chosen.connect(self._on_event_list_event_chosen)
        self.event_list.selectionModel().selectionChanged.connect(
            self._on_event_list_selection_changed
        )
        self._on_event_list_selection_changed()

    def set_events(self, rows: Sequence[EventSummary]) -> None:
        """Offer ``rows`` (from ``list_events``, newest first)."""
        self.event_list.set_events(rows)
        self._on_event_list_selection_changed()

    def accept(self) -> None:
        self.chosen_event_id = self.event_list.selected_event_id()
        if self.chosen_event_id is not None:
            super().accept()
            self.event_opened.emit(self.chosen_event_id)

    def _on_event_list_event_chosen(self, event_id: int) -> None:
        self.event_list.select_event(event_id)
        self.accept()

    def _on_event_list_selection_changed(self, *_: object) -> None:
        has_choice = self.event_list.selected_event_id() is not None
        self.buttons.button(QDialogButtonBox.StandardButton.Open).setEnabled(has_choice)
