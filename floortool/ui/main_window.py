"""UI layer: the main window, a front end over one ``Floor``.

The welcome screen while no event is open; the event's pages once one is.
Every change goes through an app command (``CommandSender``, ``undo``,
``redo``); a refusal (``FloorError``) is shown to the director with its
message and changes nothing. A timer folds in what other processes (the
command line, a second window) appended to the journal. The window owns the
event's ``ClockTicker`` (one reading for the clock page, the mini clock and
the room display, and the cue sounds), the Clock menu with the clock's keys
(shared with the room display) and the room display itself, with the
recent seat changes it lists (``SeatChangeFeed``). The window subscribes to
the floor's change notices (``app.notices``): the subjects changed by its own
commands, its undos and what the poll reads are gathered, and the next
bringing up to date refreshes only the pages and displays that show them.
Geometry (never larger than the screen, ``window_size``), whether the
sidebar is shown (View > Sidebar, Ctrl+B) and the spoken-announcements choice
are kept in ``config_dir()/window.ini``.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QWidget

from floortool.app.announce import Announcer
from floortool.app.commands.events import CreateEvent
from floortool.app.floor import Done, Floor
from floortool.app.notices import EVERYTHING, Notice
from floortool.app.paths import config_dir
from floortool.app.views.events import list_events
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import Subject
from floortool.domain.tournament.event import EventSettings
from floortool.ui import style
from floortool.ui.bust_toast import BustToast
from floortool.ui.clock_control import ClockControl
from floortool.ui.clock_page import IN_A_WINDOW
from floortool.ui.clock_ticker import ClockTicker, CuePlayer
from floortool.ui.command_sender import CommandSender
from floortool.ui.elided_label import ElidedLabel
from floortool.ui.errors import Notify, show_message_box
from floortool.ui.pages import EventView, Page
from floortool.ui.prompts import DialogPrompts, Prompts
from floortool.ui.screen_area import available_area
from floortool.ui.seat_changes import SeatChangeFeed
from floortool.ui.shortcuts import ClockActions, FullScreenAction
from floortool.ui.status_messages import MessageBar
from floortool.ui.welcome import WelcomeView
from floortool.ui.window_size import initial_geometry, minimum_size, opens_maximized

if TYPE_CHECKING:  # the dialogs and the room display are imported when first opened
    from floortool.app.views.final_standings import FinalStandings
    from floortool.ui.about_dialog import AboutDialog
    from floortool.ui.event_dialog import NewEventDialog, OpenEventDialog
    from floortool.ui.room_display import RoomDisplay
    from floortool.ui.rule_browser import RuleBrowserDialog
    from floortool.ui.share_dialog import ShareDialog

logger = logging.getLogger(__name__)

POLL_INTERVAL_MS = 1000
GEOMETRY_KEY = "main_window/geometry"
STATE_KEY = "main_window/state"
SPEAK_KEY = "clock/speak"
SIDEBAR_KEY = "main_window/sidebar"
#: What can end (or reopen) the night on the room display: a bust, its undo, the payouts.
END_SUBJECTS = frozenset({Subject.EVENT, Subject.FIELD, Subject.RESULTS, Subject.PRIZE})
#: ``scheme://user:password@`` up to the last ``@`` (hiding too much beats showing a password).
_PASSWORD = re.compile(r"(?P<head>://[^:/@]*:).*@")


def display_url(url: str) -> str:
    """``url`` with any password replaced by ``***`` (safe for a status bar)."""
    return _PASSWORD.sub(r"\g<head>***@", url)


def window_settings() -> QSettings:
    """Where the window keeps its geometry: ``config_dir()/window.ini``."""
    return QSettings(str(config_dir() / "window.ini"), QSettings.Format.IniFormat)


#: The status bar while the poll cannot read the database (the reason in its tooltip).
OUTAGE_TEXT = "Database out of reach: retrying. Nothing is lost."
#: The Edit menu's event-wide undo (Edit > Undo takes back this station's own latest).
EVENT_WIDE_UNDO = "Undo the Event's Latest:"


def left_out_text(count: int) -> str:
    """The status bar's warning while ``count`` damaged journal groups are left out."""
    return f"\N{WARNING SIGN} {count} damaged action{'s' if count > 1 else ''} left out"


def action_text(verb: str, label: str | None) -> str:
    """``Undo Create event R&&D`` (ampersands doubled so Qt shows them), or just the verb."""
    return verb if label is None else f"{verb} {label.replace('&', '&&')}"


class MainWindow(QMainWindow):
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
        self.new_event_dialog: NewEventDialog | None = None  # made on first use
        self.open_event_dialog: OpenEventDialog | None = None
        self.room_display: RoomDisplay | None = None  # made when first opened
        self.rule_browser: RuleBrowserDialog | None = None  # made when first opened
        self.about_dialog: AboutDialog | None = None  # made when first opened
        self.share_dialog: ShareDialog | None = None  # made when first opened
        self.setStyleSheet(style.WINDOW_STYLE)

        self.commands = CommandSender(floor, notify=notify, parent=self)
        self._changed: set[Subject] = set()  # heard since the window was last brought up to date
        self._outage: str | None = None  # why the last poll could not read the database
        self._unsubscribe = floor.notices.subscribe(self._on_floor_notice)
        self.announcer = announcer if announcer is not None else Announcer()
        self.announcer.speak = self._settings.value(SPEAK_KEY, False, type=bool) is True
        self.ticker = ClockTicker(floor, announcer=self.announcer, parent=self)
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

        self._build_actions()
        self._build_menus()
        self._build_status_bar()

        self.welcome.create_requested.connect(self._on_welcome_create_requested)
        self.welcome.open_requested.connect(self._on_welcome_open_requested)
        self.event_view.page_changed.connect(self._on_event_view_page_changed)
        self.commands.done.connect(self._on_commands_done)
        self.ticker.changed.connect(self._on_ticker_changed)
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

    # ------------------------------------------------------------ building
    def _build_actions(self) -> None:
        self.new_event_action = QAction("&New Event…", self)
        self.new_event_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_event_action.triggered.connect(self._on_new_event_action_triggered)
        self.open_event_action = QAction("&Open Event…", self)
        self.open_event_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_event_action.triggered.connect(self._on_open_event_action_triggered)
        self.event_settings_action = QAction("Event &Settings…", self)
        self.event_settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.event_settings_action.triggered.connect(self._on_event_settings_action_triggered)
        self.close_event_action = QAction("&Close Event", self)
        self.close_event_action.setShortcut(QKeySequence("Ctrl+W"))
        self.close_event_action.triggered.connect(self._on_close_event_action_triggered)
        self.share_action = QAction("S&hare on the Venue Network…", self)
        self.share_action.setToolTip("Serve the floor to phones and screens; pair staff phones")
        self.share_action.triggered.connect(self._on_share_action_triggered)
        self.quit_action = QAction("&Quit", self)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.triggered.connect(self._on_quit_action_triggered)

        self.undo_action = QAction("Undo", self)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.triggered.connect(self._on_undo_action_triggered)
        self.redo_action = QAction("Redo", self)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.triggered.connect(self._on_redo_action_triggered)
        self.undo_latest_action = QAction(EVENT_WIDE_UNDO, self)
        self.undo_latest_action.setToolTip(
            "Take back the event's latest action, whichever station did it"
        )
        self.undo_latest_action.triggered.connect(self._on_undo_latest_action_triggered)

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

        self.register_action = QAction("&Register Players…", self)
        self.register_action.setShortcuts([QKeySequence("Ctrl+R"), QKeySequence(Qt.Key.Key_F2)])
        self.register_action.triggered.connect(self._on_register_action_triggered)
        self.bust_action = QAction("&Bust-out…", self)
        self.bust_action.setShortcut(QKeySequence(Qt.Key.Key_F4))
        self.bust_action.triggered.connect(self._on_bust_action_triggered)
        self.find_player_action = QAction("&Find Player", self)
        self.find_player_action.setShortcut(QKeySequence.StandardKey.Find)
        self.find_player_action.triggered.connect(self._on_find_player_action_triggered)
        self.import_players_action = QAction("&Import Players…", self)
        self.import_players_action.triggered.connect(self._on_import_players_action_triggered)
        self.duplicates_action = QAction("&Duplicates / Merge…", self)
        self.duplicates_action.triggered.connect(self._on_duplicates_action_triggered)
        self.player_actions = [
            self.register_action,
            self.bust_action,
            self.find_player_action,
            self.import_players_action,
            self.duplicates_action,
        ]

        self.about_action = QAction("&About floortool", self)
        self.about_action.triggered.connect(self._on_about_action_triggered)
        self.rules_action = QAction("&Rulebooks…", self)
        self.rules_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.rules_action.triggered.connect(self._on_rules_action_triggered)

        self.full_screen_action = FullScreenAction(self)
        self.sidebar_action = QAction("Side&bar", self)
        self.sidebar_action.setCheckable(True)
        self.sidebar_action.setShortcut(QKeySequence("Ctrl+B"))
        self.sidebar_action.setToolTip("Show or hide the list of pages and the mini clock")
        self.sidebar_action.toggled.connect(self._on_sidebar_action_toggled)
        self.room_display_action = QAction("Open &Room Display", self)
        self.room_display_action.setShortcut(QKeySequence("Ctrl+D"))
        self.room_display_action.triggered.connect(self._on_room_display_action_triggered)
        self.clock_call_action = QAction("Clock &Call on a Player…", self)
        self.clock_call_action.setShortcut(QKeySequence("Ctrl+K"))
        self.clock_call_action.triggered.connect(self._on_clock_call_action_triggered)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addActions([self.new_event_action, self.open_event_action])
        file_menu.addAction(self.event_settings_action)
        file_menu.addAction(self.close_event_action)
        file_menu.addSeparator()
        file_menu.addAction(self.share_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        edit_menu = bar.addMenu("&Edit")
        edit_menu.addActions([self.undo_action, self.redo_action])
        edit_menu.addSeparator()
        edit_menu.addAction(self.undo_latest_action)
        view_menu = bar.addMenu("&View")
        view_menu.addActions(list(self.page_actions.values()))
        view_menu.addSeparator()
        view_menu.addAction(self.sidebar_action)
        view_menu.addAction(self.full_screen_action)
        players_menu = bar.addMenu("&Players")
        players_menu.addActions(self.player_actions[:3])
        players_menu.addSeparator()
        players_menu.addActions(self.player_actions[3:])
        clock_menu = bar.addMenu("&Clock")
        clock_menu.addActions(self.clock_actions.actions)
        clock_menu.addSeparator()
        clock_menu.addAction(self.room_display_action)
        clock_menu.addAction(self.clock_call_action)
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)

    def _build_status_bar(self) -> None:
        self.event_status = QLabel()
        self.database_status = ElidedLabel(f"Database: {display_url(self.db_url)}")
        self.operator_status = QLabel(f"Operator: {self.floor.operator}")
        # Journal groups the fold left out (a record no decision would make, stored by an
        # old version): named in the tooltip, as the command line warns on every run.
        self.left_out_status = QLabel()
        self.left_out_status.setObjectName(style.ERROR_TEXT)
        self.left_out_status.hide()
        self._left_out: tuple[int, ...] = ()
        status = MessageBar()  # messages cut between words, whole in the tooltip
        self.setStatusBar(status)
        status.setSizeGripEnabled(False)
        status.addPermanentWidget(self.left_out_status)
        status.addPermanentWidget(self.event_status)
        status.addPermanentWidget(self.database_status)
        status.addPermanentWidget(self.operator_status)

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
        self.statusBar().showMessage(f"Done: {done.label}", 5000)
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
            self.event_status.setText(f"Event: {info.name}")
            self.setWindowTitle(f"{info.name} — floortool")
        else:
            self.event_view.close_dialogs()
            self.event_status.setText("No event open")
            self.setWindowTitle("floortool")
        self.close_event_action.setEnabled(info is not None)
        self.event_settings_action.setEnabled(info is not None)
        for action in [*self.page_actions.values(), *self.player_actions]:
            action.setEnabled(info is not None)
        self.clock_actions.set_enabled(info is not None)
        self.room_display_action.setEnabled(info is not None)
        self.clock_call_action.setEnabled(info is not None)
        self.ticker.set_event(self._event_id, subjects)
        self.seat_changes.set_event(self._event_id, subjects)
        if self.room_display is not None and subjects & END_SUBJECTS:
            self.room_display.show_end(self._final_standings())
        self._sync_page_actions()
        self._sync_undo_actions()
        self._sync_left_out()
        shown = self.bust_toast.group
        if shown is not None and not self.floor.is_live(shown):  # its bust was undone
            self.bust_toast.hide()

    def _sync_left_out(self) -> None:
        """Show (and log once) the journal groups left out of the state, or nothing."""
        groups = self.floor.refused_groups()
        numbers = tuple(g.group for g in groups)
        if numbers == self._left_out:
            return
        for group in groups:
            if group.group not in self._left_out:
                logger.warning("%s", group.describe())
        self._left_out = numbers
        lines = [f"{g.describe()}." for g in groups]
        lines.append(f"Edit > {EVENT_WIDE_UNDO.rstrip(':')} takes the latest back.")
        self.left_out_status.setText(left_out_text(len(groups)) if groups else "")
        self.left_out_status.setToolTip("\n".join(lines) if groups else "")
        self.left_out_status.setVisible(bool(groups))

    def _sync_undo_actions(self) -> None:
        """Each undo/redo action names the group it takes back and keeps its number, so
        that the click takes back exactly that one (or is refused)."""
        floor = self.floor
        scope = floor.undo_scope(self._scope_event_id)
        for action, verb, group in (
            (self.undo_action, "Undo", floor.undo_group(scope)),
            (self.redo_action, "Redo", floor.redo_group(scope)),
            (self.undo_latest_action, EVENT_WIDE_UNDO, floor.undo_group(scope, event_wide=True)),
        ):
            label = None if group is None else floor.action_label(group)
            if action is self.undo_latest_action and group is not None:
                label = f"{label} (by {floor.action_operator(group)})"
            action.setText(action_text(verb, label))
            action.setData(group)
            action.setEnabled(group is not None)

    def _sync_page_actions(self) -> None:
        self.page_actions[self.event_view.current_page()].setChecked(True)

    # ------------------------------------------------------------ doing
    def _attempt(self, action: str, work: Callable[[], object]) -> bool:
        """Run ``work``; show a refusal to the director instead of raising it."""
        return self.commands.attempt(action, work)

    def open_room_display(self, screen_index: int = IN_A_WINDOW) -> RoomDisplay:
        """Show the room display, full screen on screen ``screen_index`` (or in a window)."""
        display = self.room_display
        if display is None:
            from floortool.ui.room_display import RoomDisplay

            display = RoomDisplay()
            self.clock_actions.attach(display)
            self.room_display = display
            self.seat_changes.watch()
        display.show_texts(self.ticker.texts)
        display.show_seat_changes(self.seat_changes.texts, self.seat_changes.turn)
        display.show_end(self._final_standings())
        screens = QGuiApplication.screens()
        screen = screens[screen_index] if 0 <= screen_index < len(screens) else None
        display.show_on(screen)
        return display

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

    def _take_back(
        self, verb: str, mark: Callable[..., Done], group: int, *, event_wide: bool = False
    ) -> None:
        """Undo or redo ``group`` (the one the menu named) in the scope of the event the
        window works on; refused if by now another group is due."""
        scope_event = self._scope_event_id
        was_live = scope_event is not None and scope_event in self.floor.state.events
        done = mark(self.floor.undo_scope(scope_event), event_wide=event_wide, expected=group)
        self.statusBar().showMessage(f"{verb}: {done.label}", 5000)
        back = scope_event is not None and scope_event in self.floor.state.events
        if self._event_id is None and back and not was_live and scope_event is not None:
            self._show_event(scope_event)
        else:
            self._sync()

    # ------------------------------------------------------------ slots
    def _on_welcome_create_requested(self) -> None:
        form = self.welcome.form

        def create() -> None:
            self.create_event(form.settings())
            form.clear()

        self._attempt("Create event", create)

    def _on_welcome_open_requested(self, event_id: int) -> None:
        self._attempt("Open event", functools.partial(self.open_event, event_id))

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
        self._attempt("Open event", functools.partial(self.open_event, event_id))

    def _on_close_event_action_triggered(self) -> None:
        self.close_event()

    def _on_quit_action_triggered(self) -> None:
        self.close()

    def _on_undo_action_triggered(self) -> None:
        self._mark_shown(self.undo_action, "Undo", "Undone", self.floor.undo)

    def _on_redo_action_triggered(self) -> None:
        self._mark_shown(self.redo_action, "Redo", "Redone", self.floor.redo)

    def _on_undo_latest_action_triggered(self) -> None:
        self._mark_shown(self.undo_latest_action, "Undo", "Undone", self.floor.undo, wide=True)

    def _mark_shown(
        self,
        action: QAction,
        name: str,
        verb: str,
        mark: Callable[..., Done],
        *,
        wide: bool = False,
    ) -> None:
        """Undo or redo the group ``action`` names (nothing if it names none); refused,
        the window is brought up to date so that the menu names what is due now."""
        group = action.data()
        if isinstance(group, int):
            take = functools.partial(self._take_back, verb, mark, group, event_wide=wide)
            if not self._attempt(name, take):
                with contextlib.suppress(FloorError):  # shown already (the database gone?)
                    self._sync()

    def _on_page_group_triggered(self, action: QAction) -> None:
        self.event_view.show_page(Page(int(action.data())))

    def _on_event_view_page_changed(self, page: int) -> None:
        self._sync_page_actions()

    def _on_event_view_page_built(self, page: int) -> None:
        if page == Page.STRUCTURE:
            self.event_view.structure_page.status_message.connect(self._on_page_status_message)
        elif page == Page.FLOOR:
            self.event_view.floor_page.rule_requested.connect(self._on_floor_page_rule_requested)
        elif page == Page.RESULTS:
            self.event_view.results_page.busted.connect(self._on_results_page_busted)

    def _on_register_action_triggered(self) -> None:
        self.event_view.players_page.open_register_dialog()

    def _on_bust_action_triggered(self) -> None:
        """F4: the bust-out desk, over the page on show (which stays on show)."""
        self.event_view.results_page.open_bust_dialog()

    def _on_results_page_busted(self, group: int, lines: list[str]) -> None:
        self.bust_toast.show_bust(group, lines)

    def _on_bust_toast_undo_requested(self, group: int) -> None:
        """The toast's Undo: take the bust back, unless something was done after it."""
        if self.floor.undo_group(self.floor.undo_scope(self._scope_event_id)) != group:
            self.statusBar().showMessage(
                "Not undone: something was done after that bust. Edit > Undo takes back "
                "the latest action first.",
                8000,
            )
            return
        self._attempt("Undo", functools.partial(self._take_back, "Undone", self.floor.undo, group))

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

    def _on_about_action_triggered(self) -> None:
        self.open_about()

    def _on_rules_action_triggered(self) -> None:
        self._attempt("Open the rulebooks", self.open_rule_browser)

    def _on_commands_done(self, label: str) -> None:
        self.statusBar().showMessage(f"Done: {label}", 5000)
        self._sync()

    def _on_ticker_changed(self) -> None:
        texts = self.ticker.texts
        self.event_view.show_clock(texts)
        if self.room_display is not None:
            self.room_display.show_texts(texts)

    def _on_seat_changes_changed(self) -> None:
        if self.room_display is not None:
            self.room_display.show_seat_changes(self.seat_changes.texts, self.seat_changes.turn)

    def _on_clock_page_room_display_requested(self, screen_index: int) -> None:
        self.open_room_display(screen_index)

    def _on_room_display_action_triggered(self) -> None:
        self.clock_page.display_button.click()

    def _on_clock_call_action_triggered(self) -> None:
        self.event_view.floor_page.open_clock_call()

    def _on_floor_page_rule_requested(self, book: str, ref: str) -> None:
        self._attempt("Open the rule", lambda: self.open_rule_browser().show_rule(book, ref))

    def _on_sidebar_action_toggled(self, on: bool) -> None:
        self.event_view.set_sidebar_shown(on)

    def _on_clock_page_speak_toggled(self, on: bool) -> None:
        self.announcer.speak = on
        self._settings.setValue(SPEAK_KEY, on)

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
            if self._outage is None:
                logger.warning("poll refused: %s (%s)", exc.message, exc.code)
            self._outage = exc.message
            text = OUTAGE_TEXT if exc.code == "database_unavailable" else exc.message
            self.statusBar().showMessage(text)  # OUTAGE_TEXT: short enough for 1024 pixels
            self.statusBar().setToolTip(exc.message)
            return
        finally:
            self.poll_timer.start()
        if self._outage is not None:
            self._outage = None
            self.statusBar().setToolTip("")
            self.statusBar().showMessage("The database is back: up to date.", 5000)
        if changed:
            logger.info("journal changed by another process (revision %d)", self.floor.revision)
            self._sync()
            self.statusBar().showMessage("Updated with changes made elsewhere.", 5000)

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

    def _on_share_action_triggered(self) -> None:
        self.open_share_dialog()

    # ------------------------------------------------------------ geometry
    def restore_layout(self) -> None:
        """Put the window where it was last time (or at the default size), never larger
        than the screen it is on: maximised on a screen too small for the default."""
        available = available_area(self)
        self.setMinimumSize(minimum_size(available))
        geometry = self._settings.value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            if not self.isMaximized() and not self.isFullScreen():
                self.setGeometry(initial_geometry(available, self.geometry()))
        else:
            self.setGeometry(initial_geometry(available))
            if opens_maximized(available):
                self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        state = self._settings.value(STATE_KEY)
        if isinstance(state, QByteArray):
            self.restoreState(state)
        self.sidebar_action.setChecked(self._settings.value(SIDEBAR_KEY, True, type=bool) is True)
        self.event_view.set_sidebar_shown(self.sidebar_action.isChecked())

    def save_layout(self) -> None:
        Path(self._settings.fileName()).parent.mkdir(parents=True, exist_ok=True)
        self._settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self._settings.setValue(STATE_KEY, self.saveState())
        self._settings.setValue(SIDEBAR_KEY, self.sidebar_action.isChecked())
        self._settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._unsubscribe()
        self.poll_timer.stop()
        self.ticker.stop()
        self.seat_changes.stop()
        if self.room_display is not None:
            self.room_display.close()
        if self.share_dialog is not None:
            self.share_dialog.server.shut_down()
            self.share_dialog.close()
        self.save_layout()
        super().closeEvent(event)
