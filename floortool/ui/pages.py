"""UI layer: the pages of an open event, one per job, and the view that holds them.

``EventView`` is a sidebar (Clock, Players, Tables, Floor, League, Reports)
beside a stack of pages, under a header naming the event. The Clock page shows
the event's settings (``app.queries.describe_event``) until the clock module
arrives; the other pages say in one sentence what will come there.
"""

from __future__ import annotations

import logging
from enum import IntEnum

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from floortool.app.queries import describe_event
from floortool.domain.tournament import RULEBOOKS, EventInfo
from floortool.ui import style

logger = logging.getLogger(__name__)


class Page(IntEnum):
    """The pages of an open event, in sidebar order."""

    CLOCK = 0
    PLAYERS = 1
    TABLES = 2
    FLOOR = 3
    LEAGUE = 4
    REPORTS = 5

    @property
    def title(self) -> str:
        return self.name.capitalize()


#: What each page will hold, said while the module behind it is still to come.
COMING: dict[Page, str] = {
    Page.CLOCK: "The blind clock and the structure editor arrive with the clock module.",
    Page.PLAYERS: (
        "Registration, re-entries, add-ons and the player search arrive with the "
        "registration module."
    ),
    Page.TABLES: "Seat draws, table balancing and table breaks arrive with the seating module.",
    Page.FLOOR: "Rulings, with the rulebook's citation for each, arrive with the rulings module.",
    Page.LEAGUE: "Points, standings and season results arrive with the league module.",
    Page.REPORTS: "Seat cards, payouts and results to print arrive with the reports module.",
}


def _label(text: str, name: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


class PlaceholderPage(QWidget):
    """A page whose module is still to come: its title and one sentence."""

    def __init__(self, page: Page, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self.coming_label = _label(COMING[page], style.HINT)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 28, 32, 28)
        layout.setSpacing(10)
        layout.addWidget(_label(page.title, style.PAGE_TITLE))
        layout.addWidget(self.coming_label)
        layout.addStretch(1)


class ClockPage(QWidget):
    """The event's settings, until the blind clock takes this page over."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = Page.CLOCK
        self.coming_label = _label(COMING[Page.CLOCK], style.HINT)
        self.settings_card = QFrame()
        self.settings_card.setObjectName(style.CARD)
        card_layout = QVBoxLayout(self.settings_card)
        card_layout.setContentsMargins(24, 20, 24, 20)
        card_layout.setSpacing(14)
        card_layout.addWidget(_label("Event settings", style.CARD_TITLE))
        self._settings_form = QFormLayout()
        self._settings_form.setHorizontalSpacing(32)
        self._settings_form.setVerticalSpacing(10)
        self._shown: list[tuple[QLabel, QLabel]] = []
        card_layout.addLayout(self._settings_form)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 28, 32, 28)
        layout.setSpacing(10)
        layout.addWidget(_label(Page.CLOCK.title, style.PAGE_TITLE))
        layout.addWidget(self.coming_label)
        layout.addSpacing(12)
        layout.addWidget(self.settings_card)
        layout.addStretch(1)

    def set_event(self, info: EventInfo) -> None:
        while self._settings_form.rowCount():
            self._settings_form.removeRow(0)
        self._shown = [
            (QLabel(label), _label(value, style.FIELD_VALUE))
            for label, value in describe_event(info)
        ]
        for label_widget, value_widget in self._shown:
            label_widget.setObjectName(style.FIELD_LABEL)
            self._settings_form.addRow(label_widget, value_widget)

    def settings_text(self) -> list[tuple[str, str]]:
        """The (label, value) pairs on show, as text (for tests and screen readers)."""
        return [(label.text(), value.text()) for label, value in self._shown]


class EventView(QWidget):
    """An open event: a header with its name, a sidebar of pages, and the pages."""

    page_changed = Signal(int)
    """The page on show changed (a ``Page`` value)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name_label = _label("", style.TITLE)
        self.detail_label = _label("", style.SUBTITLE)
        self.sidebar = QListWidget()
        self.sidebar.setObjectName(style.SIDEBAR)
        self.sidebar.setFixedWidth(190)
        self.stack = QStackedWidget()
        self.clock_page = ClockPage()
        self.pages: dict[Page, QWidget] = {Page.CLOCK: self.clock_page}
        for page in Page:
            widget = self.pages.setdefault(page, PlaceholderPage(page))
            self.stack.addWidget(widget)
            self.sidebar.addItem(page.title)

        header = QVBoxLayout()
        header.setContentsMargins(32, 24, 32, 8)
        header.setSpacing(4)
        header.addWidget(self.name_label)
        header.addWidget(self.detail_label)
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setObjectName(style.RULE)
        content = QVBoxLayout()
        content.setContentsMargins(0, 0, 0, 0)
        content.setSpacing(0)
        content.addLayout(header)
        content.addWidget(rule)
        content.addWidget(self.stack, 1)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.sidebar)
        layout.addLayout(content, 1)

        self.sidebar.currentRowChanged.connect(self._on_sidebar_current_row_changed)
        self.sidebar.setCurrentRow(Page.CLOCK)

    def set_event(self, info: EventInfo) -> None:
        """Show ``info`` (called again whenever the event may have changed)."""
        settings = info.settings
        self.name_label.setText(settings.name)
        parts = [f"Event #{info.id}", settings.type_text, RULEBOOKS[settings.rulebook]]
        self.detail_label.setText("  ·  ".join(p for p in parts if p))
        self.clock_page.set_event(info)

    def current_page(self) -> Page:
        return Page(self.stack.currentIndex())

    def show_page(self, page: Page) -> None:
        self.sidebar.setCurrentRow(page)

    def _on_sidebar_current_row_changed(self, row: int) -> None:
        if row < 0:
            return
        self.stack.setCurrentIndex(row)
        self.page_changed.emit(row)
