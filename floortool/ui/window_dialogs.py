"""UI layer: the windows the main window opens on demand, each made when first asked for.

File > New Event… (Ctrl+N), Open Event… (Ctrl+O), Event Settings… (Ctrl+,)
and Share on the Venue Network…; Help > Rulebooks… (F1) and About; the room
display (Clock > Open Room Display, or the clock page's button, on the screen
it names), Clock > Room Layout Editor… and Room Screen Sets…. Their modules are imported when
first opened, so the window starts without them; the room display, the rule
browser, About and Share are made once and shown again. The room display's
layout or screen set, chosen from its context menu, is kept in the window's
settings and drawn again when the display next opens.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence

from floortool.app.floor import Floor
from floortool.app.views.events import list_events
from floortool.app.web_address import sign_up_page
from floortool.domain.kernel.errors import FloorError
from floortool.domain.tournament.event import EventSettings
from floortool.ui.clock_page import IN_A_WINDOW
from floortool.ui.clock_ticker import ClockTicker
from floortool.ui.command_sender import CommandSender
from floortool.ui.errors import Notify
from floortool.ui.seat_changes import SeatChangeFeed
from floortool.ui.shortcuts import ClockActions
from floortool.ui.translation import translate
from floortool.ui.window_status import display_url

logger = logging.getLogger(__name__)

#: Where the window keeps the room display's layout (its name; "" : the built-in one).
ROOM_LAYOUT_KEY = "room_display/layout"
#: Where it keeps the screen set the display turns through ("" : none, the layout).
ROOM_SET_KEY = "room_display/screen_set"

if TYPE_CHECKING:  # the dialogs and the room display are imported when first opened
    from PySide6.QtWidgets import QMainWindow as _Window

    from floortool.app.views.final_standings import FinalStandings
    from floortool.ui.about_dialog import AboutDialog
    from floortool.ui.automation_dialog import AutomationDialog
    from floortool.ui.event_dialog import NewEventDialog, OpenEventDialog
    from floortool.ui.layout_editor import LayoutEditorDialog
    from floortool.ui.pages import EventView
    from floortool.ui.room_display import RoomDisplay
    from floortool.ui.rule_browser import RuleBrowserDialog
    from floortool.ui.screen_set_dialog import ScreenSetDialog
    from floortool.ui.share_dialog import ShareDialog
else:
    _Window = object


class WindowDialogs(_Window):
    """The main window's part that opens its dialogs and the room display."""

    floor: Floor
    db_url: str
    _notify: Notify
    _event_id: int | None
    commands: CommandSender
    ticker: ClockTicker
    seat_changes: SeatChangeFeed
    clock_actions: ClockActions
    event_view: EventView
    new_event_dialog: NewEventDialog | None  # each None until first opened
    open_event_dialog: OpenEventDialog | None
    room_display: RoomDisplay | None
    rule_browser: RuleBrowserDialog | None
    about_dialog: AboutDialog | None
    share_dialog: ShareDialog | None
    _settings: QSettings

    if TYPE_CHECKING:  # the window's own (``MainWindow``)

        def _attempt(self, action: str, work: Callable[[], object]) -> bool: ...
        def open_event(self, event_id: int) -> None: ...
        def create_event(self, settings: EventSettings) -> int: ...

    def _build_dialog_actions(self) -> None:
        self.new_event_action = QAction(translate("window_dialogs", "&New Event…"), self)
        self.new_event_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_event_action.triggered.connect(self._on_new_event_action_triggered)
        self.open_event_action = QAction(translate("window_dialogs", "&Open Event…"), self)
        self.open_event_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_event_action.triggered.connect(self._on_open_event_action_triggered)
        self.event_settings_action = QAction(translate("window_dialogs", "Event &Settings…"), self)
        self.event_settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.event_settings_action.triggered.connect(self._on_event_settings_action_triggered)
        self.share_action = QAction(
            translate("window_dialogs", "S&hare on the Venue Network…"), self
        )
        self.share_action.setToolTip(
            translate("window_dialogs", "Serve the floor to phones and screens; pair staff phones")
        )
        self.share_action.triggered.connect(self._on_share_action_triggered)
        self.about_action = QAction(translate("window_dialogs", "&About floortool"), self)
        self.about_action.triggered.connect(self._on_about_action_triggered)
        self.rules_action = QAction(translate("window_dialogs", "&Rulebooks…"), self)
        self.rules_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.rules_action.triggered.connect(self._on_rules_action_triggered)
        self.automation_action = QAction(translate("window_dialogs", "Au&tomation…"), self)
        self.automation_action.setToolTip(
            translate(
                "window_dialogs",
                "What the room hears and sees at a level, a break, the bubble, the final table",
            )
        )
        self.automation_action.triggered.connect(self._on_automation_action_triggered)
        self.layout_editor_action = QAction(
            translate("window_dialogs", "Room &Layout Editor…"), self
        )
        self.layout_editor_action.setToolTip(
            translate("window_dialogs", "Make the room display's layout your own")
        )
        self.layout_editor_action.triggered.connect(self._on_layout_editor_action_triggered)
        self.screen_sets_action = QAction(translate("window_dialogs", "Room Screen &Sets…"), self)
        self.screen_sets_action.setToolTip(translate("window_dialogs", "Layouts shown in turn"))
        self.screen_sets_action.triggered.connect(self._on_screen_sets_action_triggered)

    def open_room_display(self, screen_index: int = IN_A_WINDOW) -> RoomDisplay:
        """Show the room display, full screen on screen ``screen_index`` (or in a window)."""
        display = self.room_display
        if display is None:
            from floortool.ui.room_display import RoomDisplay

            display = RoomDisplay()
            self.clock_actions.attach(display)
            self.room_display = display
            self.seat_changes.watch()
            display.layout_requested.connect(self._on_room_display_layout_requested)
            display.set_requested.connect(self._on_room_display_set_requested)
            display.layout_turned.connect(self.feed_room_lists)
            if not self._show_room_set(str(self._settings.value(ROOM_SET_KEY, "") or "")):
                self._show_room_layout(str(self._settings.value(ROOM_LAYOUT_KEY, "") or ""))
        display.show_texts(self.ticker.texts)
        display.show_seat_changes(self.seat_changes.texts, self.seat_changes.turn)
        display.show_end(self._final_standings())
        display.show_sign_up(sign_up_page(self.floor, self._event_id))
        screens = QGuiApplication.screens()
        screen = screens[screen_index] if 0 <= screen_index < len(screens) else None
        display.show_on(screen)
        return display

    def _show_room_layout(self, name: str) -> bool:
        """Draw layout ``name`` on the room display ("" : the built-in one); False, with
        the reason logged, when it does not read (the display keeps what it shows)."""
        display = self.room_display
        if display is None:
            return False
        from floortool.app.layouts import load_layout  # with the room display, only

        try:
            display.show_layout(load_layout(name) if name else None)
            display.show_set(None, {})  # a layout chosen: no set turns any more
        except FloorError as exc:
            logger.warning("room layout %r not shown: %s", name, exc.message)
            return False
        self.feed_room_lists()
        return True

    def _show_room_set(self, name: str, *, told: bool = False) -> bool:
        """Play screen set ``name`` on the room display; whether it reads (``told``: raise)."""
        display = self.room_display
        if display is None or not name:
            return False
        from floortool.app.screen_sets import load_screen_set, set_layouts

        try:
            shown = load_screen_set(name)
            display.show_set(shown, set_layouts(shown))
        except FloorError as exc:
            if told:
                raise
            logger.warning("screen set %r not shown: %s", name, exc.message)
            return False
        return True

    def feed_room_lists(self) -> None:
        """Give the room display the lists its layout shows (seating, results,
        standings), read only for a layout that shows them."""
        display, event_id = self.room_display, self._event_id
        layout = None if display is None else display.layout_shown
        if display is None or layout is None:
            return
        from floortool.app.views.display_lists import display_lists
        from floortool.ui.layout_slots import lobby_of, needs_lists, shows_events

        if not needs_lists(layout):
            return
        if event_id is None or event_id not in self.floor.state.events:
            return
        lists = self.floor.reads.read(display_lists, event_id)
        if shows_events(layout):
            lists = replace(lists, events=lobby_of(self.floor))
        display.show_lists(lists)

    def _on_room_display_layout_requested(self, name: str) -> None:
        from floortool.app.layouts import load_layout

        def show() -> None:
            if name:
                load_layout(name)  # a refusal is shown to the director
            self._show_room_layout(name)
            self._settings.setValue(ROOM_LAYOUT_KEY, name)
            self._settings.setValue(ROOM_SET_KEY, "")

        self._attempt(translate("window_dialogs", "Room display layout"), show)

    def _on_room_display_set_requested(self, name: str) -> None:
        def show() -> None:
            self._show_room_set(name, told=True)  # a refusal is shown to the director
            self._settings.setValue(ROOM_SET_KEY, name)

        self._attempt(translate("window_dialogs", "Room display screen set"), show)

    def open_screen_sets(self) -> ScreenSetDialog:
        """Show Clock > Room Screen Sets…, on the set the room display turns through."""
        from floortool.ui.screen_set_dialog import ScreenSetDialog

        dialog = ScreenSetDialog(start=str(self._settings.value(ROOM_SET_KEY) or ""), parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.saved.connect(self._on_room_file_saved)
        dialog.show()
        return dialog

    def open_layout_editor(self) -> LayoutEditorDialog:
        """Show Clock > Room Layout Editor…, starting from the room display's layout and
        previewing the event on show; a layout saved under the name the room display
        shows is drawn there at once."""
        from floortool.app.layouts import DEFAULT_LAYOUT
        from floortool.ui.display_render import fill_display
        from floortool.ui.layout_editor import LayoutEditorDialog

        event_id = self._event_id

        def fill(display: RoomDisplay) -> None:
            if event_id is not None and event_id in self.floor.state.events:
                fill_display(display, self.floor, event_id)

        shown = str(self._settings.value(ROOM_LAYOUT_KEY, "") or "")
        dialog = LayoutEditorDialog(
            prompts=self.event_view.services.prompts,
            fill=fill,
            start=shown or DEFAULT_LAYOUT,
            parent=self,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.saved.connect(self._on_room_file_saved)
        dialog.show()
        return dialog

    def _on_room_file_saved(self, name: str) -> None:
        """A layout or a screen set saved: the room display draws what it shows again."""
        if self.room_display is not None and self.room_display.set_shown:
            self._show_room_set(str(self._settings.value(ROOM_SET_KEY, "") or ""))
        elif name == str(self._settings.value(ROOM_LAYOUT_KEY, "") or ""):
            self._show_room_layout(name)

    def _final_standings(self) -> FinalStandings | None:
        """How the event on show ended (None while it is played, or with none on show)."""
        event_id = self._event_id
        if event_id is None or event_id not in self.floor.state.events:
            return None
        from floortool.app.views.final_standings import final_standings  # the room's, only

        return final_standings(self.floor.state, event_id)

    def open_rule_browser(self) -> RuleBrowserDialog:
        """Show the rule browser (Help > Rulebooks…, F1) with its search field ready."""
        browser = self.rule_browser
        if browser is None:
            from floortool.app.rulebook_shelf import load_library
            from floortool.ui.rule_browser import RuleBrowserDialog

            browser = RuleBrowserDialog(load_library(), parent=self)
            self.rule_browser = browser
        browser.show()
        browser.raise_()
        browser.activateWindow()
        browser.search_edit.setFocus()
        browser.search_edit.selectAll()
        return browser

    def open_about(self) -> AboutDialog:
        """Show Help > About: the version, where the data lives, the bundled licences."""
        dialog = self.about_dialog
        if dialog is None:
            from floortool.ui.about_dialog import AboutDialog

            dialog = AboutDialog(display_url(self.db_url), parent=self)
            self.about_dialog = dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def open_share_dialog(self) -> ShareDialog:
        """Show File > Share on the venue network… (one dialog; sharing outlives closing it)."""
        dialog = self.share_dialog
        if dialog is None:
            from floortool.app.devices import Devices
            from floortool.ui.share_dialog import ShareDialog

            devices = Devices(self.floor.engine, clock=self.floor.clock)
            dialog = ShareDialog(
                devices, db_url=self.db_url, event_id=lambda: self._event_id, parent=self
            )
            self.share_dialog = dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def _on_new_event_action_triggered(self) -> None:
        if self.new_event_dialog is None:
            from floortool.ui.event_dialog import NewEventDialog

            self.new_event_dialog = NewEventDialog(
                self, submit=self.create_event, notify=self._notify
            )
        self.new_event_dialog.form.clear()
        self.new_event_dialog.open()
        self.new_event_dialog.form.name_edit.setFocus()

    def _on_event_settings_action_triggered(self) -> None:
        if self._event_id is None:
            return
        from floortool.ui.event_settings_dialog import EventSettingsDialog

        dialog = EventSettingsDialog(
            floor=self.floor, commands=self.commands, event_id=self._event_id, parent=self
        )
        dialog.exec()

    def open_automation(self) -> AutomationDialog | None:
        """*Clock > Automation…* for the event on show (None without one)."""
        if self._event_id is None:
            return None
        from floortool.ui.automation_dialog import AutomationDialog

        dialog = AutomationDialog(
            floor=self.floor, commands=self.commands, event_id=self._event_id, parent=self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _on_automation_action_triggered(self) -> None:
        self.open_automation()

    def _on_open_event_action_triggered(self) -> None:
        if self.open_event_dialog is None:
            from floortool.ui.event_dialog import OpenEventDialog

            self.open_event_dialog = OpenEventDialog(self)
            self.open_event_dialog.event_opened.connect(self._on_open_dialog_event_opened)
        dialog = self.open_event_dialog
        dialog.set_events(list_events(self.floor.state))
        if self._event_id is not None:
            dialog.event_list.select_event(self._event_id)
        dialog.open()
        dialog.event_list.setFocus()

    def _on_open_dialog_event_opened(self, event_id: int) -> None:
        self._attempt(
            translate("window_dialogs", "Open event"), functools.partial(self.open_event, event_id)
        )

    def _on_about_action_triggered(self) -> None:
        self.open_about()

    def _on_rules_action_triggered(self) -> None:
        self._attempt(translate("window_dialogs", "Open the rulebooks"), self.open_rule_browser)

    def _on_floor_page_rule_requested(self, book: str, ref: str) -> None:
        self._attempt(
            translate("window_dialogs", "Open the rule"),
            lambda: self.open_rule_browser().show_rule(book, ref),
        )

    def _on_clock_page_room_display_requested(self, screen_index: int) -> None:
        self.open_room_display(screen_index)

    def _on_layout_editor_action_triggered(self) -> None:
        self._attempt(translate("window_dialogs", "Room layout editor"), self.open_layout_editor)

    def _on_screen_sets_action_triggered(self) -> None:
        self._attempt(translate("window_dialogs", "Room screen sets"), self.open_screen_sets)

    def _on_share_action_triggered(self) -> None:
        self.open_share_dialog()
