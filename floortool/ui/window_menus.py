"""UI layer: the main window's menu bar: which action sits in which menu, and when it works.

File (events, sharing, quit), Edit (undo and redo), View (a page each,
Ctrl+1…; the sidebar, Ctrl+B; full screen; the high-contrast theme,
Ctrl+Shift+H; the language), Players (register, bust-out, find, import,
duplicates), Clock (the clock's keys, the room display and its layout editor
and screen sets, an announcement on every screen, the scrolling line, a clock
call) and Help. The actions of the dialogs (``window_dialogs``) and of undo
(``window_undo``) are made there and placed here; the event's actions work
only while an event is on show (``_sync_menus``), and View checks the page on
show. The actions that go to a page hand the work to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from floortool.ui.announcement_overlay import AnnouncementActions
from floortool.ui.clock_page import ClockPage
from floortool.ui.language_menu import LanguageMenu
from floortool.ui.pages import EventView, Page
from floortool.ui.shortcuts import ClockActions, FullScreenAction
from floortool.ui.ticker_line import TickerActions
from floortool.ui.translation import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow as _Window

    from floortool.ui.room_display import RoomDisplay
else:
    _Window = object


class WindowMenus(_Window):
    """The main window's part that builds its menus and keeps them in step."""

    event_view: EventView
    _settings: QSettings
    clock_page: ClockPage
    clock_actions: ClockActions
    room_display: RoomDisplay | None
    # made by the dialogs' and undo's parts (``window_dialogs``, ``window_undo``)
    new_event_action: QAction
    open_event_action: QAction
    event_settings_action: QAction
    share_action: QAction
    about_action: QAction
    rules_action: QAction
    layout_editor_action: QAction
    screen_sets_action: QAction
    automation_action: QAction
    undo_action: QAction
    redo_action: QAction
    undo_latest_action: QAction

    if TYPE_CHECKING:  # the window's own (``MainWindow``)

        def close_event(self) -> None: ...

        def set_high_contrast(self, on: bool) -> None: ...

    def _build_actions(self) -> None:
        self.close_event_action = QAction(translate("window_menus", "&Close Event"), self)
        self.close_event_action.setShortcut(QKeySequence("Ctrl+W"))
        self.close_event_action.triggered.connect(self._on_close_event_action_triggered)
        self.quit_action = QAction(translate("window_menus", "&Quit"), self)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.triggered.connect(self._on_quit_action_triggered)

        # One group, one slot: each action carries its page (no per-action closures,
        # which would tie the window's lifetime to its own actions).
        self.page_actions: dict[Page, QAction] = {}
        self.page_group = QActionGroup(self)
        self.page_group.setExclusive(True)
        for page in Page:
            action = QAction(page.title, self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(f"Ctrl+{page.value + 1}"))
            action.setData(page.value)
            self.page_group.addAction(action)
            self.page_actions[page] = action
        self.page_group.triggered.connect(self._on_page_group_triggered)

        self.register_action = QAction(translate("window_menus", "&Register Players…"), self)
        self.register_action.setShortcuts([QKeySequence("Ctrl+R"), QKeySequence(Qt.Key.Key_F2)])
        self.register_action.triggered.connect(self._on_register_action_triggered)
        self.bust_action = QAction(translate("window_menus", "&Bust-out…"), self)
        self.bust_action.setShortcut(QKeySequence(Qt.Key.Key_F4))
        self.bust_action.triggered.connect(self._on_bust_action_triggered)
        self.find_player_action = QAction(translate("window_menus", "&Find Player"), self)
        self.find_player_action.setShortcut(QKeySequence.StandardKey.Find)
        self.find_player_action.triggered.connect(self._on_find_player_action_triggered)
        self.import_players_action = QAction(translate("window_menus", "&Import Players…"), self)
        self.import_players_action.triggered.connect(self._on_import_players_action_triggered)
        self.duplicates_action = QAction(translate("window_menus", "&Duplicates / Merge…"), self)
        self.duplicates_action.triggered.connect(self._on_duplicates_action_triggered)
        self.player_actions = [
            self.register_action,
            self.bust_action,
            self.find_player_action,
            self.import_players_action,
            self.duplicates_action,
        ]

        self.full_screen_action = FullScreenAction(self)
        self.sidebar_action = QAction(translate("window_menus", "Side&bar"), self)
        self.sidebar_action.setCheckable(True)
        self.sidebar_action.setShortcut(QKeySequence("Ctrl+B"))
        self.sidebar_action.setToolTip(
            translate("window_menus", "Show or hide the list of pages and the mini clock")
        )
        self.sidebar_action.toggled.connect(self._on_sidebar_action_toggled)
        self.high_contrast_action = QAction(translate("window_menus", "&High Contrast"), self)
        self.high_contrast_action.setCheckable(True)
        self.high_contrast_action.setShortcut(QKeySequence("Ctrl+Shift+H"))
        self.high_contrast_action.setToolTip(
            translate("window_menus", "Black, white and yellow, with larger text")
        )
        self.high_contrast_action.toggled.connect(self._on_high_contrast_action_toggled)
        self.room_display_action = QAction(translate("window_menus", "Open Room &Display"), self)
        self.room_display_action.setShortcut(QKeySequence("Ctrl+D"))
        self.room_display_action.triggered.connect(self._on_room_display_action_triggered)
        self.announcement_actions = AnnouncementActions(self)
        self.announcement_actions.done.connect(self._on_announcement_actions_done)
        self.ticker_actions = TickerActions(self)
        self.ticker_actions.done.connect(self._on_ticker_actions_done)
        self.clock_call_action = QAction(
            translate("window_menus", "Clock &Call on a Player…"), self
        )
        self.clock_call_action.setShortcut(QKeySequence("Ctrl+K"))
        self.clock_call_action.triggered.connect(self._on_clock_call_action_triggered)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(translate("window_menus", "&File"))
        file_menu.addActions([self.new_event_action, self.open_event_action])
        file_menu.addAction(self.event_settings_action)
        file_menu.addAction(self.close_event_action)
        file_menu.addSeparator()
        file_menu.addAction(self.share_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        edit_menu = bar.addMenu(translate("window_menus", "&Edit"))
        edit_menu.addActions([self.undo_action, self.redo_action])
        edit_menu.addSeparator()
        edit_menu.addAction(self.undo_latest_action)
        view_menu = bar.addMenu(translate("window_menus", "&View"))
        view_menu.addActions(list(self.page_actions.values()))
        view_menu.addSeparator()
        view_menu.addAction(self.sidebar_action)
        view_menu.addAction(self.full_screen_action)
        view_menu.addAction(self.high_contrast_action)
        self.language_menu = LanguageMenu(self._settings, self)
        self.language_menu.chosen.connect(self._on_language_menu_chosen)
        view_menu.addMenu(self.language_menu)
        players_menu = bar.addMenu(translate("window_menus", "&Players"))
        players_menu.addActions(self.player_actions[:3])
        players_menu.addSeparator()
        players_menu.addActions(self.player_actions[3:])
        clock_menu = bar.addMenu(translate("window_menus", "&Clock"))
        clock_menu.addActions(self.clock_actions.actions)
        clock_menu.addSeparator()
        clock_menu.addAction(self.room_display_action)
        clock_menu.addAction(self.layout_editor_action)
        clock_menu.addAction(self.screen_sets_action)
        clock_menu.addAction(self.automation_action)
        clock_menu.addActions([self.announcement_actions.announce, self.announcement_actions.clear])
        clock_menu.addActions([self.ticker_actions.set_line, self.ticker_actions.clear])
        clock_menu.addAction(self.clock_call_action)
        help_menu = bar.addMenu(translate("window_menus", "&Help"))
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)

    def _sync_menus(self, event_open: bool) -> None:
        """The event's actions work only while an event is on show."""
        self.close_event_action.setEnabled(event_open)
        self.event_settings_action.setEnabled(event_open)
        for action in [*self.page_actions.values(), *self.player_actions]:
            action.setEnabled(event_open)
        self.clock_actions.set_enabled(event_open)
        self.room_display_action.setEnabled(event_open)
        self.automation_action.setEnabled(event_open)
        self.clock_call_action.setEnabled(event_open)

    def _sync_page_actions(self) -> None:
        self.page_actions[self.event_view.current_page()].setChecked(True)

    def _on_language_menu_chosen(self, said: str) -> None:
        self.statusBar().showMessage(said, 10000)

    def _on_close_event_action_triggered(self) -> None:
        self.close_event()

    def _on_quit_action_triggered(self) -> None:
        self.close()

    def _on_page_group_triggered(self, action: QAction) -> None:
        self.event_view.show_page(Page(int(action.data())))

    def _on_register_action_triggered(self) -> None:
        self.event_view.players_page.open_register_dialog()

    def _on_bust_action_triggered(self) -> None:
        """F4: the bust-out desk, over the page on show (which stays on show)."""
        self.event_view.results_page.open_bust_dialog()

    def _on_find_player_action_triggered(self) -> None:
        """Ctrl+F: the Tables page's seat search or the Floor page's situation search while
        one is on show, else the Players page's search."""
        if self.event_view.current_page() is Page.TABLES:
            self.event_view.tables_page.focus_search()
            return
        if self.event_view.current_page() is Page.FLOOR:
            self.event_view.floor_page.focus_search()
            return
        self.event_view.show_page(Page.PLAYERS)
        self.event_view.players_page.focus_search()

    def _on_import_players_action_triggered(self) -> None:
        self.event_view.players_page.open_import_dialog()

    def _on_duplicates_action_triggered(self) -> None:
        self.event_view.players_page.open_merge_dialog()

    def _on_room_display_action_triggered(self) -> None:
        self.clock_page.display_button.click()

    def _on_announcement_actions_done(self) -> None:
        if self.room_display is not None:
            self.room_display.announcement.look()

    def _on_ticker_actions_done(self) -> None:
        if self.room_display is not None:
            self.room_display.ticker.look()

    def _on_clock_call_action_triggered(self) -> None:
        self.event_view.floor_page.open_clock_call()

    def _on_high_contrast_action_toggled(self, on: bool) -> None:
        self.set_high_contrast(on)

    def _on_sidebar_action_toggled(self, on: bool) -> None:
        self.event_view.set_sidebar_shown(on)
