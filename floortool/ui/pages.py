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

The sidebar can be hidden (``set_sidebar_shown``) to give a small screen's
width to the pages.

Only the Clock page is built with the view. Every other page is named by
path in ``PAGE_CLASSES`` and built (its module imported) when it is first
shown or asked for, so the window appears before the other pages' modules —
ReportLab, PDFium, the floor map — are loaded. A page built late is given the
event and the clock on show at once, and announced by ``page_built``.

Each page declares the subjects it shows (``shows``); after a change the view
calls ``set_event`` again only on the pages built that show one of the
subjects changed (``app.notices``), and only on the page on show (or one
with a dialog of its open): a hidden one is marked stale and brought up to
date when it is next shown or asked for (``page``), so a bust does the
Results page's work, not every page's.
"""

from __future__ import annotations

import importlib
import logging
from enum import IntEnum
from typing import TYPE_CHECKING, ClassVar, Protocol, cast

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from floortool.app.documents.request import PrintRequest
from floortool.app.floor import Floor
from floortool.app.notices import EVERYTHING
from floortool.domain.kernel.journal import Subject
from floortool.domain.tournament.event import RULEBOOKS, EventInfo
from floortool.ui import style
from floortool.ui.clock_control import ClockControl
from floortool.ui.clock_page import ClockPage
from floortool.ui.clock_text import ClockTexts
from floortool.ui.command_sender import CommandSender
from floortool.ui.event_page import PageServices
from floortool.ui.mini_clock import MiniClock
from floortool.ui.prompts import Prompts
from floortool.ui.translation import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from floortool.ui.floor_page import FloorPage
    from floortool.ui.league_page import LeaguePage
    from floortool.ui.payouts_page import PayoutsPage
    from floortool.ui.players_page import PlayersPage
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
        """The page's name in the sidebar and the View menu, in the window's language."""
        return translate("pages", PAGE_TITLES[self])


#: Each page's name, in English.
PAGE_TITLES = {
    Page.CLOCK: QT_TRANSLATE_NOOP("pages", "Clock"),
    Page.STRUCTURE: QT_TRANSLATE_NOOP("pages", "Structure"),
    Page.PLAYERS: QT_TRANSLATE_NOOP("pages", "Players"),
    Page.PAYOUTS: QT_TRANSLATE_NOOP("pages", "Payouts"),
    Page.TABLES: QT_TRANSLATE_NOOP("pages", "Tables"),
    Page.RESULTS: QT_TRANSLATE_NOOP("pages", "Results"),
    Page.FLOOR: QT_TRANSLATE_NOOP("pages", "Floor"),
    Page.LEAGUE: QT_TRANSLATE_NOOP("pages", "League"),
    Page.REPORTS: QT_TRANSLATE_NOOP("pages", "Reports"),
}


#: The class of every page but the Clock's, as ``module:Class``, built on first need.
PAGE_CLASSES: dict[Page, str] = {
    Page.STRUCTURE: "floortool.ui.structure_page:StructurePage",
    Page.PLAYERS: "floortool.ui.players_page:PlayersPage",
    Page.PAYOUTS: "floortool.ui.payouts_page:PayoutsPage",
    Page.TABLES: "floortool.ui.tables_page:TablesPage",
    Page.RESULTS: "floortool.ui.results_page:ResultsPage",
    Page.FLOOR: "floortool.ui.floor_page:FloorPage",
    Page.LEAGUE: "floortool.ui.league_page:LeaguePage",
    Page.REPORTS: "floortool.ui.reports_page:ReportsPage",
}


class EventPageWidget(Protocol):
    """What the view asks of every page: the subjects it shows, and show an event."""

    shows: ClassVar[frozenset[Subject]]

    def set_event(self, info: EventInfo) -> None: ...


def _within(dialog: QWidget, widget: QWidget) -> bool:
    """Whether ``widget`` is ``dialog``'s parent, or its parent's parent, and so on."""
    parent = dialog.parentWidget()
    while parent is not None and parent is not widget:
        parent = parent.parentWidget()
    return parent is widget


def _open_dialogs() -> list[QDialog]:
    """The dialogs on show, of every window."""
    return [
        widget
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, QDialog) and widget.isVisible()
    ]


class _HoldsDialogs(Protocol):
    def close_dialogs(self) -> None: ...


def _label(text: str, name: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


class EventView(QWidget):
    """An open event: a header with its name, a sidebar of pages, and the pages."""

    page_changed = Signal(int)
    """The page on show changed (a ``Page`` value)."""
    page_built = Signal(int)
    """A page (a ``Page`` value) was built, on its first showing or first use."""

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
        self.side_panel = side
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 10)
        side_layout.setSpacing(0)
        side_layout.addWidget(self.sidebar, 1)
        clock_row = QHBoxLayout()
        clock_row.setContentsMargins(10, 0, 10, 0)
        clock_row.addWidget(self.mini_clock)
        side_layout.addLayout(clock_row)
        self.stack = QStackedWidget()
        self.services = PageServices(
            floor=floor, commands=commands, control=control, prompts=prompts
        )
        self.clock_page = ClockPage(self.services)
        self.clock_page.setAccessibleName(Page.CLOCK.title)
        self._info: EventInfo | None = None  # the event on show
        self._texts: ClockTexts | None = None  # the clock as last read
        self.pages: dict[Page, QWidget] = {Page.CLOCK: self.clock_page}  # those built so far
        self._stale: set[Page] = set()  # built, hidden, and behind the floor since
        for page in Page:
            self.stack.addWidget(self.clock_page if page is Page.CLOCK else QWidget())
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
        self.services.documents.requested.connect(self._on_documents_requested)
        self.clock_page.structure_requested.connect(self._on_clock_page_structure_requested)
        self.clock_page.register_requested.connect(self._on_clock_page_register_requested)
        self.clock_page.draw_requested.connect(self._on_clock_page_draw_requested)
        self.sidebar.setCurrentRow(Page.CLOCK)

    def page(self, page: Page) -> QWidget:
        """``page``'s widget, built now (its module imported) if it was not yet, and
        brought up to date if it is stale."""
        built = self.pages.get(page)
        if built is not None:
            if page in self._stale and self._info is not None:
                self._stale.discard(page)
                cast(EventPageWidget, built).set_event(self._info)
            return built
        module, name = PAGE_CLASSES[page].split(":")
        widget: QWidget = getattr(importlib.import_module(module), name)(self.services)
        widget.setAccessibleName(page.title)  # the place its controls are described by
        logger.info("built the %s page", page.name.lower())
        placeholder = self.stack.widget(page)
        assert placeholder is not None  # every page has its place in the stack from the start
        self.stack.insertWidget(page, widget)
        self.stack.removeWidget(placeholder)
        placeholder.deleteLater()
        self.pages[page] = widget
        if self._info is not None:
            cast(EventPageWidget, widget).set_event(self._info)
        self._show_clock_on(page)
        self.page_built.emit(page)
        return widget

    def is_built(self, page: Page) -> bool:
        return page in self.pages

    def _on_show(self, page: Page, widget: QWidget, dialogs: list[QDialog]) -> bool:
        """The page on show, or one with one of ``dialogs`` (those open) of its own (the
        registration desk opened with Ctrl+R over another page follows the floor)."""
        return page is self.current_page() or any(_within(d, widget) for d in dialogs)

    def is_stale(self, page: Page) -> bool:
        """Whether ``page`` is built but hidden since a change it shows."""
        return page in self._stale

    @property
    def structure_page(self) -> StructurePage:
        return cast("StructurePage", self.page(Page.STRUCTURE))

    @property
    def players_page(self) -> PlayersPage:
        return cast("PlayersPage", self.page(Page.PLAYERS))

    @property
    def payouts_page(self) -> PayoutsPage:
        return cast("PayoutsPage", self.page(Page.PAYOUTS))

    @property
    def tables_page(self) -> TablesPage:
        return cast("TablesPage", self.page(Page.TABLES))

    @property
    def results_page(self) -> ResultsPage:
        return cast("ResultsPage", self.page(Page.RESULTS))

    @property
    def floor_page(self) -> FloorPage:
        return cast("FloorPage", self.page(Page.FLOOR))

    @property
    def league_page(self) -> LeaguePage:
        return cast("LeaguePage", self.page(Page.LEAGUE))

    @property
    def reports_page(self) -> ReportsPage:
        return cast("ReportsPage", self.page(Page.REPORTS))

    def set_event(self, info: EventInfo, subjects: frozenset[Subject] = EVERYTHING) -> None:
        """Show ``info`` on the page on show (and any with a dialog open) if it shows
        one of ``subjects`` (what changed since the last call; everything for an event
        just opened); the other pages built that show one are stale until shown."""
        self._info = info
        if Subject.EVENT in subjects:
            settings = info.settings
            self.name_label.setText(settings.name)
            parts = [settings.type_text, RULEBOOKS[settings.rulebook]]
            self.detail_label.setText("  ·  ".join(p for p in parts if p))
        dialogs = _open_dialogs()
        for page, widget in self.pages.items():
            page_widget = cast(EventPageWidget, widget)
            if not page_widget.shows & subjects:
                continue
            if self._on_show(page, widget, dialogs):
                self._stale.discard(page)
                page_widget.set_event(info)
            else:
                self._stale.add(page)
        if self.clock_page.checklist.shows & subjects:
            self.clock_page.follow_checklist(info.id)

    def show_clock(self, texts: ClockTexts | None) -> None:
        """Show the clock as the ticker reads it on every page that shows it."""
        self._texts = texts
        self.clock_page.show_texts(texts)
        self.mini_clock.show_texts(texts)
        for page in (Page.STRUCTURE, Page.PLAYERS):
            if self.is_built(page):
                self._show_clock_on(page)

    def _show_clock_on(self, page: Page) -> None:
        """The clock on a built page (stale or not: the clock is not the floor's state)."""
        texts = self._texts
        if page is Page.STRUCTURE:
            cast("StructurePage", self.pages[page]).set_playing(
                None if texts is None else texts.index
            )
        elif page is Page.PLAYERS:
            cast("PlayersPage", self.pages[page]).show_clock(texts)

    def close_dialogs(self) -> None:
        """Close the dialogs the pages built so far hold open (the event was closed)."""
        for page in (Page.PLAYERS, Page.PAYOUTS, Page.RESULTS, Page.FLOOR):
            if self.is_built(page):
                cast(_HoldsDialogs, self.pages[page]).close_dialogs()

    def set_sidebar_shown(self, shown: bool) -> None:
        """Show or hide the sidebar (and the mini clock under it): hidden, the pages get
        its width on a small screen, and the View menu still goes to every page."""
        self.side_panel.setHidden(not shown)

    def current_page(self) -> Page:
        return Page(self.stack.currentIndex())

    def show_page(self, page: Page) -> None:
        self.sidebar.setCurrentRow(page)

    def _on_documents_requested(self, request: PrintRequest) -> None:
        """A page's print button: the Reports page, on that document."""
        self.show_page(Page.REPORTS)
        self.reports_page.show_document(request)

    def _on_clock_page_structure_requested(self) -> None:
        self.show_page(Page.STRUCTURE)

    def _on_clock_page_register_requested(self) -> None:
        self.players_page.open_register_dialog()

    def _on_clock_page_draw_requested(self) -> None:
        """The checklist's Draw seats is the Tables page's: a draw that would take
        somebody's seat asks there first, so the page comes on show with its question."""
        if self.tables_page.ask_draw() is not None:
            self.show_page(Page.TABLES)

    def _on_mini_clock_clicked(self) -> None:
        self.show_page(Page.CLOCK)

    def _on_sidebar_current_row_changed(self, row: int) -> None:
        if row < 0:
            return
        self.page(Page(row))
        self.stack.setCurrentIndex(row)
        self.page_changed.emit(row)
