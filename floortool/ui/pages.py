"""UI layer: the pages of an open event, one per job, and the view that holds them.

``EventView`` is a sidebar (Clock, Structure, Players, Payouts, Tables,
Results, Floor, League, Reports) with the mini clock under it, beside a stack of pages, under a
header naming the event. The Clock page (``clock_page``) runs the clock and
shows the event's settings; the Structure page (``structure_page``) edits the
blind structure; the Players page (``players_page``) lists the entries and
holds the registration desk; the Payouts page (``payouts_page``) shows the
prize pool and the payouts, with their settings and the deal; the Tables page
(``tables_page``) the floor map, the balancing plan and the seat search; the
Results page (``results_page``) places, prizes and hits, with the bust-out desk; the
League page (``league_page``) seasons, standings and the formula lab; the
Reports page (``reports_page``) previews, saves and prints the documents; the
Floor page (``floor_page``) gives rulings by the event's rulebook, keeps the
incident log and holds the floor's calculators. A print button on any page
(``services.documents``) brings up the Reports page on its document.
"""

from __future__ import annotations

import logging
from enum import IntEnum

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from floortool.app.documents.catalogue import PrintRequest
from floortool.app.floor import Floor
from floortool.domain.tournament.event import RULEBOOKS, EventInfo
from floortool.ui import style
from floortool.ui.clock_control import ClockControl
from floortool.ui.clock_page import ClockPage
from floortool.ui.clock_text import ClockTexts
from floortool.ui.command_sender import CommandSender
from floortool.ui.event_page import PageServices
from floortool.ui.floor_page import FloorPage
from floortool.ui.league_page import LeaguePage
from floortool.ui.mini_clock import MiniClock
from floortool.ui.payouts_page import PayoutsPage
from floortool.ui.players_page import PlayersPage
from floortool.ui.prompts import Prompts
from floortool.ui.reports_page import ReportsPage
from floortool.ui.results_page import ResultsPage
from floortool.ui.structure_page import StructurePage
from floortool.ui.tables_page import TablesPage

logger = logging.getLogger(__name__)

SIDEBAR_WIDTH = 190


class Page(IntEnum):
    """The pages of an open event, in sidebar order."""

    CLOCK = 0
    STRUCTURE = 1
    PLAYERS = 2
    PAYOUTS = 3
    TABLES = 4
    RESULTS = 5
    FLOOR = 6
    LEAGUE = 7
    REPORTS = 8

    @property
    def title(self) -> str:
        return self.name.capitalize()


def _label(text: str, name: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


class EventView(QWidget):
    """An open event: a header with its name, a sidebar of pages, and the pages."""

    page_changed = Signal(int)
    """The page on show changed (a ``Page`` value)."""

    def __init__(
        self,
        *,
        floor: Floor,
        commands: CommandSender,
        control: ClockControl,
        prompts: Prompts,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.name_label = _label("", style.TITLE)
        self.detail_label = _label("", style.SUBTITLE)
        self.sidebar = QListWidget()
        self.sidebar.setObjectName(style.SIDEBAR)
        self.mini_clock = MiniClock()
        side = QFrame()
        side.setObjectName(style.SIDE_PANEL)
        side.setFixedWidth(SIDEBAR_WIDTH)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 10)
        side_layout.setSpacing(0)
        side_layout.addWidget(self.sidebar, 1)
        clock_row = QHBoxLayout()
        clock_row.setContentsMargins(10, 0, 10, 0)
        clock_row.addWidget(self.mini_clock)
        side_layout.addLayout(clock_row)
        self.stack = QStackedWidget()
        self.clock_page = ClockPage(control, prompts)
        services = PageServices(floor=floor, commands=commands, control=control, prompts=prompts)
        self.structure_page = StructurePage(services)
        self.players_page = PlayersPage(services)
        self.payouts_page = PayoutsPage(services)
        self.tables_page = TablesPage(services)
        self.results_page = ResultsPage(services)
        self.floor_page = FloorPage(services)
        self.league_page = LeaguePage(services)
        self.reports_page = ReportsPage(services)
        self.pages: dict[Page, QWidget] = {
            Page.CLOCK: self.clock_page,
            Page.STRUCTURE: self.structure_page,
            Page.PLAYERS: self.players_page,
            Page.PAYOUTS: self.payouts_page,
            Page.TABLES: self.tables_page,
            Page.RESULTS: self.results_page,
            Page.FLOOR: self.floor_page,
            Page.LEAGUE: self.league_page,
            Page.REPORTS: self.reports_page,
        }
        for page in Page:
            self.stack.addWidget(self.pages[page])
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
        layout.addWidget(side)
        layout.addLayout(content, 1)

        self.sidebar.currentRowChanged.connect(self._on_sidebar_current_row_changed)
        self.mini_clock.clicked.connect(self._on_mini_clock_clicked)
        services.documents.requested.connect(self._on_documents_requested)
        self.sidebar.setCurrentRow(Page.CLOCK)

    def set_event(self, info: EventInfo) -> None:
        """Show ``info`` (called again whenever the event may have changed)."""
        settings = info.settings
        self.name_label.setText(settings.name)
        parts = [f"Event #{info.id}", settings.type_text, RULEBOOKS[settings.rulebook]]
        self.detail_label.setText("  ·  ".join(p for p in parts if p))
        self.clock_page.set_event(info)
        self.structure_page.set_event(info)
        self.players_page.set_event(info)
        self.payouts_page.set_event(info)
        self.tables_page.set_event(info)
        self.results_page.set_event(info)
        self.floor_page.set_event(info)
        self.league_page.set_event(info)
        self.reports_page.set_event(info)

    def show_clock(self, texts: ClockTexts | None) -> None:
        """Show the clock as the ticker reads it on every page that shows it."""
        self.clock_page.show_texts(texts)
        self.mini_clock.show_texts(texts)
        self.structure_page.set_playing(None if texts is None else texts.index)
        self.players_page.show_clock(texts)

    def current_page(self) -> Page:
        return Page(self.stack.currentIndex())

    def show_page(self, page: Page) -> None:
        self.sidebar.setCurrentRow(page)

    def _on_documents_requested(self, request: PrintRequest) -> None:
        """A page's print button: the Reports page, on that document."""
        self.show_page(Page.REPORTS)
        self.reports_page.show_document(request)

    def _on_mini_clock_clicked(self) -> None:
        self.show_page(Page.CLOCK)

    def _on_sidebar_current_row_changed(self, row: int) -> None:
        if row < 0:
            return
        self.stack.setCurrentIndex(row)
        self.page_changed.emit(row)
