"""UI layer: the welcome screen, shown while no event is open.

Two cards side by side: a form to create a new event, and the list of
existing events to open. The view only asks (``create_requested``,
``open_requested``); the main window runs the command and shows refusals.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from floortool.app.views.events import EventSummary
from floortool.ui import style
from floortool.ui.dialog_parts import titled_card
from floortool.ui.event_form import EventForm
from floortool.ui.event_list import EventListView
from floortool.ui.models.events import EventTableModel
from floortool.ui.translation import translate

logger = logging.getLogger(__name__)

MAX_CONTENT_WIDTH = 1400
#: The welcome's cards are roomier than a page's: nothing else is on the screen.
WELCOME_MARGINS = (24, 20, 24, 20)


class WelcomeView(QWidget):
    """Create a new event or open an existing one."""

    create_requested = Signal()
    """The director asked to create an event from the form."""
    open_requested = Signal(int)
    """The director asked to open this event (its id)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = QLabel(translate("welcome", "floortool"))
        title.setObjectName(style.TITLE)
        subtitle = QLabel(
            translate(
                "welcome",
                "Run the floor of a live poker tournament. Create a new event, or open one "
                "you have already set up.",
            )
        )
        subtitle.setObjectName(style.SUBTITLE)
        subtitle.setWordWrap(True)

        new_card, new_layout = titled_card(
            translate("welcome", "New event"), margins=WELCOME_MARGINS, spacing=14
        )
        self.form = EventForm()
        self.create_button = QPushButton(translate("welcome", "Create event"))
        self.create_button.setObjectName(style.PRIMARY)
        self.create_button.setDefault(True)
        new_layout.addWidget(self.form)
        new_layout.addSpacing(8)
        new_layout.addLayout(_right_aligned(self.create_button))
        new_layout.addStretch(1)

        open_card, open_layout = titled_card(
            translate("welcome", "Open an event"), margins=WELCOME_MARGINS, spacing=14
        )
        self.empty_label = QLabel(
            translate("welcome", "No events yet. Create the first one with the form.")
        )
        self.empty_label.setObjectName(style.HINT)
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.event_list = EventListView()
        # The rulebook and the type are in the Open Event dialog's list: here the
        # names keep their room beside the form at 1024 pixels (in high contrast too).
        self.event_list.setColumnHidden(EventTableModel.COL_RULEBOOK, True)
        self.event_list.setColumnHidden(EventTableModel.COL_TYPE, True)
        self.list_stack = QStackedWidget()
        self.list_stack.addWidget(self.empty_label)
        self.list_stack.addWidget(self.event_list)
        self.open_button = QPushButton(translate("welcome", "Open"))
        self.open_button.setObjectName(style.PRIMARY)
        open_layout.addWidget(self.list_stack, 1)
        open_layout.addLayout(_right_aligned(self.open_button))

        cards = QHBoxLayout()
        cards.setSpacing(16)
        cards.addWidget(new_card, 1)
        cards.addWidget(open_card, 1)

        # Everything sits in a column of at most MAX_CONTENT_WIDTH, centred on wide screens.
        content = QWidget()
        content.setMaximumWidth(MAX_CONTENT_WIDTH)
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        column.addWidget(title)
        column.addWidget(subtitle)
        column.addSpacing(24)
        column.addLayout(cards, 1)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(24, 40, 24, 40)
        layout.addStretch(1)
        layout.addWidget(content, 1000)
        layout.addStretch(1)

        self.form.submitted.connect(self.create_requested)
        self.create_button.clicked.connect(self._on_create_button_clicked)
        self.open_button.clicked.connect(self._on_open_button_clicked)
        self.event_list.event_chosen.connect(self.open_requested)
        self.event_list.selectionModel().selectionChanged.connect(
            self._on_event_list_selection_changed
        )
        self.set_events([])

    def set_events(self, rows: Sequence[EventSummary]) -> None:
        """Show the events from ``list_events`` (newest first)."""
        self.event_list.set_events(rows)
        self.list_stack.setCurrentWidget(self.event_list if rows else self.empty_label)
        self.open_button.setVisible(bool(rows))
        self._on_event_list_selection_changed()

    def _on_create_button_clicked(self) -> None:
        self.create_requested.emit()

    def _on_open_button_clicked(self) -> None:
        event_id = self.event_list.selected_event_id()
        if event_id is not None:
            self.open_requested.emit(event_id)

    def _on_event_list_selection_changed(self, *_: object) -> None:
        self.open_button.setEnabled(self.event_list.selected_event_id() is not None)


def _right_aligned(button: QPushButton) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(button, 0, Qt.AlignmentFlag.AlignRight)
    return row
