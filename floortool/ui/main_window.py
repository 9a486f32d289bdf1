"""UI layer: the main window, a front end over one ``Floor``.

The welcome screen while no event is open; the event's pages once one is.
Every change goes through an app command (``CommandSender``, ``undo``,
``redo``); a refusal (``FloorError``) is shown to the director with its
message and changes nothing. A timer folds in what other processes (the
command line, a second window) appended to the journal. The window owns the
event's ``ClockTicker`` (one reading for the clock page, the mini clock and
the room display, and the cue sounds), the
Clock menu with the clock's keys (shared with the room display) and the room
display itself, with the recent seat changes it lists (``SeatChangeFeed``),
and the open event's live status feed with its mark in the status bar
(``FeedMark``). The window subscribes to
the floor's change notices (``app.notices``): the subjects changed by its own
commands, its undos and what the poll reads are gathered, and the next
bringing up to date refreshes only the pages and displays that show them.
The spoken-announcements choice and the high-contrast theme (``high_contrast``)
are kept in ``config_dir()/window.ini``.

This module decides what the window shows and when it is brought up to date;
its other parts each decide one thing: the menus (``window_menus``), undo and
redo (``window_undo``), the dialogs and the room display (``window_dialogs``),
the status bar (``window_status``) and where the window sits
(``window_layout``).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from floortool.app.announce import Announcer
from floortool.app.commands.events import CreateEvent
from floortool.app.floor import Floor
from floortool.app.notices import EVERYTHING, Notice
from floortool.app.views.events import list_events
from floortool.app.web_address import sign_up_page
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import Subject
from floortool.domain.tournament.event import EventSettings
from floortool.ui.accessible_names import name_controls
from floortool.ui.automation_actions import CuePlayer, WindowCueActions
from floortool.ui.bust_toast import BustToast
from floortool.ui.clock_control import ClockControl
from floortool.ui.clock_ticker import ClockTicker
from floortool.ui.command_sender import CommandSender
from floortool.ui.errors import Notify, show_message_box
from floortool.ui.feed_mark import FeedMark
from floortool.ui.high_contrast import HIGH_CONTRAST, theme_own_sheets, window_style
from floortool.ui.keyboard_focus import enter_presses, follow_focus
from floortool.ui.pages import EventView, Page
from floortool.ui.prompts import DialogPrompts, Prompts
from floortool.ui.seat_changes import SeatChangeFeed
from floortool.ui.shortcuts import ClockActions
from floortool.ui.translation import said, translate, window_words
from floortool.ui.welcome import WelcomeView
from floortool.ui.window_dialogs import WindowDialogs
from floortool.ui.window_layout import WindowLayout, window_settings
from floortool.ui.window_menus import WindowMenus
from floortool.ui.window_status import WindowStatus
from floortool.ui.window_undo import WindowUndo

logger = logging.getLogger(__name__)

POLL_INTERVAL_MS = 1000
SPEAK_KEY = "clock/speak"
HIGH_CONTRAST_KEY = "view/high_contrast"
#: What can end (or reopen) the night on the room display: a bust, its undo, the payouts.
END_SUBJECTS = frozenset({Subject.EVENT, Subject.FIELD, Subject.RESULTS, Subject.PRIZE})


class MainWindow(WindowMenus, WindowUndo, WindowDialogs, WindowStatus, WindowLayout, QMainWindow):
    """The floor's main window: welcome screen or an event's pages, menus, status bar."""

    def __init__(
        self,
        floor: Floor,
        *,
        db_url: str,
        notify: Notify = show_message_box,
        settings: QSettings | None = None,
        poll_interval_ms: int = POLL_INTERVAL_MS,
        prompts: Prompts | None = None,
        announcer: CuePlayer | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.floor = floor
        self.db_url = db_url
        self._notify = notify
        self._settings = settings if settings is not None else window_settings()
        self._event_id: int | None = None  # the event on show
        self._scope_event_id: int | None = None  # the event Edit > Undo works on
        self.new_event_dialog = None  # made on first use
        self.open_event_dialog = None
        self.room_display = None  # made when first opened
        self.rule_browser = None  # made when first opened
        self.about_dialog = None  # made when first opened
        self.share_dialog = None  # made when first opened
        high_contrast = self._settings.value(HIGH_CONTRAST_KEY, False, type=bool) is True
        self.setProperty(HIGH_CONTRAST, high_contrast)
        self.setStyleSheet(window_style(high_contrast))
        follow_focus()

        self.commands = CommandSender(floor, notify=notify, parent=self)
        self._changed: set[Subject] = set()  # heard since the window was last brought up to date
        self._unsubscribe = floor.notices.subscribe(self._on_floor_notice)
        self.announcer = (
            announcer if announcer is not None else Announcer(language=window_words().language)
        )
        self.announcer.speak = self._settings.value(SPEAK_KEY, False, type=bool) is True
        self.cue_actions = WindowCueActions(self.announcer, parent=self)
        self.ticker = ClockTicker(floor, actions=self.cue_actions, parent=self)
        self.seat_changes = SeatChangeFeed(floor, parent=self)
        self.control = ClockControl(self.commands, self.ticker, parent=self)
        self.clock_actions = ClockActions(
            toggle=self.control.toggle,
            step=self.control.step,
            adjust=self.control.adjust,
            parent=self,
        )
        self.clock_actions.attach(self)
        self.welcome = WelcomeView()
        self.event_view = EventView(
            floor=floor,
            commands=self.commands,
            control=self.control,
            prompts=prompts if prompts is not None else DialogPrompts(),
        )
        self.clock_page = self.event_view.clock_page
        self.clock_page.speak_check.setChecked(self.announcer.speak)
        self.bust_toast = BustToast(self.event_view, self.event_view.stack)
        self.bust_toast.undo_requested.connect(self._on_bust_toast_undo_requested)
        self.screens = QStackedWidget()
        self.screens.addWidget(self.welcome)
        self.screens.addWidget(self.event_view)
        self.setCentralWidget(self.screens)

        self._build_dialog_actions()
        self._build_undo_actions()
        self._build_actions()
        self._build_menus()
        self.high_contrast_action.setChecked(high_contrast)
        self._build_status_bar()
        self.feed_mark = FeedMark(floor, lambda: self._event_id, parent=self)
        self.statusBar().insertPermanentWidget(0, self.feed_mark.label)

        self.welcome.create_requested.connect(self._on_welcome_create_requested)
        self.welcome.open_requested.connect(self._on_welcome_open_requested)
        self.event_view.page_changed.connect(self._on_event_view_page_changed)
        self.commands.done.connect(self._on_commands_done)
        self.ticker.changed.connect(self._on_ticker_changed)
        self.cue_actions.flashed.connect(self._on_cue_actions_flashed)
        self.cue_actions.shown.connect(self._on_announcement_actions_done)
        self.cue_actions.noted.connect(self._on_page_status_message)
        self.seat_changes.changed.connect(self._on_seat_changes_changed)
        self.clock_page.room_display_requested.connect(self._on_clock_page_room_display_requested)
        self.clock_page.speak_toggled.connect(self._on_clock_page_speak_toggled)
        self.event_view.page_built.connect(self._on_event_view_page_built)

        self.poll_timer = QTimer(self)
        self.poll_timer.setInterval(poll_interval_ms)
        self.poll_timer.timeout.connect(self._on_poll_timer_timeout)
        self.poll_timer.start()

        self.restore_layout()
        self._show_welcome()

    # ------------------------------------------------------------ what the window shows
    @property
    def event_id(self) -> int | None:
        """The event open in the window (None on the welcome screen)."""
        return self._event_id

    def open_event(self, event_id: int) -> None:
        """Show ``event_id`` and make it the current event; raises ``FloorError`` if unknown."""
        self.floor.open_event(event_id)
        self._show_event(event_id)

    def close_event(self) -> None:
        """Back to the welcome screen (the event stays as it is)."""
        self._show_welcome()

    def create_event(self, settings: EventSettings) -> int:
        """Create an event and open it; raises ``FloorError`` if the floor refuses."""
        done = self.floor.execute(CreateEvent(settings))
        self.statusBar().showMessage(
            translate("main_window", "Done: {label}").format(label=said(done.phrase)), 5000
        )
        self._show_event(done.group)
        return done.group

    def _show_event(self, event_id: int) -> None:
        self._event_id = event_id
        self._scope_event_id = event_id
        self.screens.setCurrentWidget(self.event_view)
        self.event_view.sidebar.setFocus()
        self._sync(everything=True)

    def _show_welcome(self) -> None:
        self._event_id = None
        self.screens.setCurrentWidget(self.welcome)
        self._sync(everything=True)
        self.welcome.form.name_edit.setFocus()

    def _on_floor_notice(self, notice: Notice) -> None:
        """Gather what changed in the open event and the global scope (on the welcome
        screen, in any event: it lists them all)."""
        if self._event_id is None or notice.event_id in (None, self._event_id):
            self._changed |= notice.subjects

    def _sync(self, *, everything: bool = False) -> None:
        """Bring the window up to the floor's state: everything, or what shows the
        subjects changed since the last time."""
        subjects = EVERYTHING if everything else frozenset(self._changed)
        self._changed.clear()
        state = self.floor.state
        if self._event_id is not None and self._event_id not in state.events:
            logger.info("event %d is gone; back to the welcome screen", self._event_id)
            self._event_id = None
            self.screens.setCurrentWidget(self.welcome)
            # Not the name field: a text field keeps Ctrl+Z / Ctrl+Y for itself, and
            # the director who just undid may want to redo.
            self.welcome.setFocus()
        if subjects & {Subject.EVENT, Subject.RESULTS}:  # a last bust finishes an event
            self.welcome.set_events(list_events(state))
        info = state.events.get(self._event_id) if self._event_id is not None else None
        if info is not None:
            self.event_view.set_event(info, subjects)
            self.event_status.setText(
                translate("main_window", "Event: {name}").format(name=info.name)
            )
            self.setWindowTitle(
                translate("main_window", "{name} — floortool").format(name=info.name)
            )
        else:
            self.event_view.close_dialogs()
            self.event_status.setText(translate("main_window", "No event open"))
            self.setWindowTitle(translate("main_window", "floortool"))
        self._sync_menus(info is not None)
        self.ticker.set_event(self._event_id, subjects)
        self.seat_changes.set_event(self._event_id, subjects)
        if self.room_display is not None and subjects & END_SUBJECTS:
            self.room_display.show_end(self._final_standings())
        if self.room_display is not None:
            self.room_display.show_sign_up(sign_up_page(self.floor, self._event_id))
        self.feed_room_lists()
        self._sync_page_actions()
        self._sync_undo_actions()
        self._sync_left_out()
        shown = self.bust_toast.group
        if shown is not None and not self.floor.is_live(shown):  # its bust was undone
            self.bust_toast.hide()

    # ------------------------------------------------------------ doing
    def _attempt(self, action: str, work: Callable[[], object]) -> bool:
        """Run ``work``; show a refusal to the director instead of raising it."""
        return self.commands.attempt(action, work)

    # ------------------------------------------------------------ slots
    def _on_welcome_create_requested(self) -> None:
        form = self.welcome.form

        def create() -> None:
            self.create_event(form.settings())
            form.clear()

        self._attempt(translate("main_window", "Create event"), create)

    def _on_welcome_open_requested(self, event_id: int) -> None:
        self._attempt(
            translate("main_window", "Open event"), functools.partial(self.open_event, event_id)
        )

    def _on_event_view_page_changed(self, page: int) -> None:
        self._sync_page_actions()

    def _on_event_view_page_built(self, page: int) -> None:
        built = self.event_view.pages[Page(page)]
        name_controls(built)
        enter_presses(self)
        theme_own_sheets(built, self.property(HIGH_CONTRAST) is True)
        if page == Page.STRUCTURE:
            self.event_view.structure_page.status_message.connect(self._on_page_status_message)
        elif page == Page.FLOOR:
            self.event_view.floor_page.rule_requested.connect(self._on_floor_page_rule_requested)
        elif page == Page.RESULTS:
            self.event_view.results_page.busted.connect(self._on_results_page_busted)
            self.event_view.results_page.status_message.connect(self._on_page_status_message)

    def _on_results_page_busted(self, group: int, lines: list[str]) -> None:
        self.bust_toast.show_bust(group, lines)

    def _on_commands_done(self, label: str) -> None:
        self.statusBar().showMessage(
            translate("main_window", "Done: {label}").format(label=label), 5000
        )
        self._sync()

    def _on_ticker_changed(self) -> None:
        texts = self.ticker.texts
        self.event_view.show_clock(texts)
        if self.room_display is not None:
            self.room_display.show_texts(texts)
            if self.room_display.layout_shown is not None:
                self.feed_room_lists()  # kept lists; the times of a lobby's events

    def _on_cue_actions_flashed(self) -> None:
        if self.room_display is not None:
            self.room_display.flash.start()

    def _on_seat_changes_changed(self) -> None:
        if self.room_display is not None:
            self.room_display.show_seat_changes(self.seat_changes.texts, self.seat_changes.turn)

    def _on_clock_page_speak_toggled(self, on: bool) -> None:
        self.announcer.speak = on
        self._settings.setValue(SPEAK_KEY, on)

    def set_high_contrast(self, on: bool) -> None:
        """The high-contrast theme (black, white, yellow, larger text) on or off, kept."""
        sheet = window_style(on)
        self.setProperty(HIGH_CONTRAST, on)
        if self.styleSheet() != sheet:
            self.setStyleSheet(sheet)
        theme_own_sheets(self, on)
        self._settings.setValue(HIGH_CONTRAST_KEY, on)

    def _on_page_status_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 5000)

    def _on_poll_timer_timeout(self) -> None:
        """Fold in what other processes appended. While the database cannot be read (a
        server stopped or restarting, a full disk) the status bar says so until a later
        poll reads it again; the window keeps what it shows and nothing is lost."""
        self.poll_timer.stop()
        try:
            changed = self.floor.refresh()
        except FloorError as exc:
            self._show_outage(exc)
            return
        finally:
            self.poll_timer.start()
        self._end_outage()
        if changed:
            logger.info("journal changed by another process (revision %d)", self.floor.revision)
            self._sync()
            self.statusBar().showMessage(
                translate("main_window", "Updated with changes made elsewhere."), 5000
            )

    def closeEvent(self, event: QCloseEvent) -> None:
        self._unsubscribe()
        self.poll_timer.stop()
        self.feed_mark.stop()
        self.ticker.stop()
        self.seat_changes.stop()
        if self.room_display is not None:
            self.room_display.close()
        if self.share_dialog is not None:
            self.share_dialog.server.shut_down()
            self.share_dialog.close()
        self.save_layout()
        super().closeEvent(event)
