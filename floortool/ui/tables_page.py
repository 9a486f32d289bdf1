"""UI layer: the Tables page — the floor map, the moves panel and the seat search.

The map (``FloorMapArea``) shows every open table; the moves panel
(``MovesPanel``) the balancing plan and the recent moves; the search box
above them finds a seat by ``table-seat`` (``12-4``) or a player by name as
the director types, rings what it found and scrolls to it (Enter: the next
match; Ctrl+F from anywhere on the page). What the director does:

- drag a player to an empty seat, or pick "Move…" on their seat and click
  the empty seat: a bar above the map asks to confirm the move from/to
  (Enter moves, Esc cancels), then ``MoveEntry``;
- click or right-click a seat for its menu: move, bust (``BustPlayers``: a
  lone bust, with its finishing place), lock the player to the seat or free
  them (``LockSeat``), take an empty seat out of play or back
  (``SetSeatAvailable``), button here (``SetButton``), draw for the table's
  button by high card (``DrawButton``);
- click or right-click a table's felt for its menu: the hand is finished
  there (``FinishHand``: the button moves on), draw for the button;
- *Draw seats* (``ui.seat_draw``): the draw (``DrawSeats``, TDA 2024 Rule 7)
  at once while nobody has a seat; once somebody has, the bar above the map
  asks first, naming what happens; its ▾ *Seat rules…* opens the dialog for the
  pairs kept apart, the locked players and the table order
  (``ui.seat_rules_dialog``);
- hand-for-hand play (TDA 2024 RP-8): start it with the minutes each hand
  takes off the held clock (``StartHandForHand``, through ``ClockControl`` as
  the Clock page's button does) once the bar above the map has asked, naming
  the time per hand and how far the field is from the money (refused there
  before the clock has started: ``ui.table_questions``); while it is on, the
  strip above the map says which hand is played and which tables are still
  playing it, those tables are framed on the map with a "Hand finished" button
  on their felt (a click reports the hand, ``FinishHand``; the last report
  deals the next hand),
  those done wear a tick; *Deal next hand now…* asks to confirm in the bar
  above the map (``DealNextHand``), *Stop hand-for-hand* ends it once the
  bar has asked (``StopHandForHand``, refused mid-hand with the reason);
- in the moves panel: make the ticked moves (``ApplyBalance``, all or only
  the ticked entries; the moves a missing button holds back wait), break the
  table due (``BreakTable``, once the bar has asked, naming how many players
  move and to which tables), redraw the final table (``RedrawFinalTable``:
  its seats and the high-card draw for the button, every card, are then shown
  until play starts there, ``views.final_table``);
  print the latest moves' slips (the Reports page, on the move slips);
- balancing never waits for a button: the tables whose button the plan needs
  are framed, the bar says to click the player who is big blind next there,
  and one click on that player records the button and makes the move it
  frees (``RecordBigBlindNext``, one step for Edit > Undo).

The bar above the map keeps its height whether it asks something or not, and
the hand-for-hand strip keeps its place while it is hidden, so nothing on the
map or in the moves panel moves under the pointer when either comes or goes;
in the top row the draw button keeps the width of its longest text and the
hand-for-hand start button its place while hidden, so neither moves when the
other changes.

Every change is one app command through the window's ``CommandSender``
(Edit > Undo takes it back); the window then calls ``set_event`` and the
page reads the floor again — at once if it is on show, else when it is next
shown.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from floortool.app.commands.base import Command
from floortool.app.commands.hands import DealNextHand, FinishHand
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seat_rules import DrawSeats, LockSeat, SetSeatAvailable
from floortool.app.commands.seating import (
    ApplyBalance,
    BreakTable,
    DrawButton,
    MoveEntry,
    RecordBigBlindNext,
    RedrawFinalTable,
    SetButton,
)
from floortool.app.depends import subjects_of
from floortool.app.views.clock import clock_view
from floortool.app.views.draw_desk import DrawOffer, draw_offer
from floortool.app.views.final_table import FINAL_DRAW_TIME, final_table_draw
from floortool.app.views.floor_map import FloorMap, SeatCard, floor_map, recent_moves
from floortool.app.views.hands import HandForHandView, hand_for_hand_view
from floortool.app.views.seating import balance_view
from floortool.domain.clock.state import NOT_STARTED
from floortool.domain.kernel.plurals import plural
from floortool.domain.tournament.event import EventInfo
from floortool.ui import style
from floortool.ui.event_page import EventPage, PageServices
from floortool.ui.floor_map import FloorMapArea
from floortool.ui.floor_map_geometry import fit_zoom
from floortool.ui.floor_map_paint import HandMark
from floortool.ui.hand_for_hand_bar import HandForHandBar, HandForHandStart
from floortool.ui.moves_panel import MovesPanel
from floortool.ui.remedy_words import TABLES_PAGE
from floortool.ui.room_figures import room_figures
from floortool.ui.seat_draw import PendingDraw, SeatDrawButton, waiting_text
from floortool.ui.seat_finder import NOTHING, SeatFinder, SeatSearch
from floortool.ui.seat_rules_dialog import SeatRulesDialog
from floortool.ui.table_questions import (
    Pending,
    PendingBreak,
    PendingDeal,
    PendingHandForHand,
    PendingMove,
    PendingStop,
    break_question,
    not_started_text,
)

logger = logging.getLogger(__name__)

SEARCH_HINT = "Find: name or table-seat (12-4)"
#: How many recent moves the panel lists.
RECENT_LIMIT = 40
SEP = "  \u00b7  "
#: The final table's redraw is read again this long after its time is up.
TIMER_MARGIN_MS = 15
#: The bar above the map: one height, asking or not (three lines of text fit: a redraw
#: names all it does in three at 1024 pixels across).
BAR_HEIGHT = 70


@dataclass(frozen=True)
class SeatPick:
    """The director is to click an empty seat: where the player of ``mover`` moves."""

    mover: tuple[int, int]
    name: str  # the player who moves

    @property
    def text(self) -> str:
        table, seat = self.mover
        return f"Click an empty seat for {self.name} (now at table {table} seat {seat})."


def big_blind_text(tables: tuple[int, ...]) -> str:
    """What the bar says while the plan waits for buttons (nothing when it does not)."""
    if not tables:
        return ""
    names = [str(t) for t in tables]
    named = (
        f"table {names[0]}"
        if len(names) == 1
        else (f"tables {', '.join(names[:-1])} and {names[-1]}")
    )
    return f"To balance, click the player who is big blind next at {named}."


def summary_text(shown: FloorMap) -> str:
    """``27 players at 3 tables · 2 waiting``, or ``45 waiting for a seat`` while no table
    is open (before the draw of an event without a table count)."""
    tables = len(shown.tables)
    if not tables and shown.waiting:
        return f"{len(shown.waiting):,} waiting for a seat"
    parts = [f"{plural(shown.players, 'player')} at {plural(tables, 'table')}"]
    if shown.waiting:
        parts.append(f"{len(shown.waiting):,} waiting")
    return SEP.join(parts)


def _button(text: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    return button


class TablesPage(EventPage):
    """The event's tables on a floor map, with the balancing plan and the seat search."""

    shows = subjects_of(floor_map, recent_moves)

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self._map = FloorMap(tables=())
        self._finder: SeatFinder | None = None
        self._search: SeatSearch = NOTHING
        self._search_at = 0  # which of the found seats is in sight
        self._stale = False
        self._hand: HandForHandView | None = None
        self._offer: DrawOffer | None = None
        self._needs_button: tuple[int, ...] = ()  # the tables the plan waits for
        self.pending: Pending | None = None
        self.rules_dialog: SeatRulesDialog | None = None
        self.pick: SeatPick | None = None
        self.menu: QMenu | None = None  # the seat or table menu last shown

        self.search_edit = QLineEdit()
        self.search_edit.setObjectName(style.SEARCH_FIELD)
        self.search_edit.setPlaceholderText(SEARCH_HINT)
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.setMaximumWidth(460)
        self.search_edit.setMinimumWidth(136)  # its hint readable at 1024 pixels
        self.found_label = QLabel()
        self.found_label.setObjectName(style.HINT)
        # What the search found may be cut short; the figures beside it never are.
        self.found_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.summary_label = QLabel()
        self.summary_label.setObjectName(style.FIELD_SUMMARY)
        self.summary_label.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self.zoom_out_button = _button("\u2212", "Smaller tables (Ctrl+wheel)")
        self.zoom_in_button = _button("+", "Larger tables (Ctrl+wheel)")
        self.fit_button = _button("Fit", "Show every table at once")
        for button in (self.zoom_out_button, self.zoom_in_button):
            button.setFixedWidth(34)
        self.fit_button.setFixedWidth(56)  # the row is full at 1024 pixels
        self.draw_button = SeatDrawButton()
        self.hand_start = HandForHandStart()
        self.hand_bar = HandForHandBar()
        policy = self.hand_start.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # hidden, it keeps its place in the row
        self.hand_start.setSizePolicy(policy)

        self.bar = QFrame()
        self.bar.setObjectName(style.ACTION_BAR)
        self.bar_label = QLabel()
        self.bar_label.setObjectName(style.ACTION_TEXT)
        self.bar_label.setWordWrap(True)
        self.confirm_button = QPushButton("Move")
        self.confirm_button.setObjectName(style.PRIMARY)
        self.confirm_button.setDefault(True)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setToolTip("Esc")
        bar_row = QHBoxLayout(self.bar)
        bar_row.setContentsMargins(12, 6, 8, 6)
        bar_row.addWidget(self.bar_label, 1)
        bar_row.addWidget(self.confirm_button)
        bar_row.addWidget(self.cancel_button)
        # One strip across the page, one height: the bar when it asks something (or has
        # something to say), else the hand-for-hand strip while that is on.
        self.strip = QStackedWidget()
        self.strip.addWidget(self.bar)
        self.strip.addWidget(self.hand_bar)
        self.strip.setFixedHeight(BAR_HEIGHT)  # asking or not: the map stays where it is

        self.area = FloorMapArea()
        self.map = self.area.map
        self.moves_panel = MovesPanel()
        self.moves_panel.setMinimumWidth(290)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.area)
        splitter.addWidget(self.moves_panel)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([900, 320])
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter

        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(self.search_edit, 1)
        top.addWidget(self.found_label, 1)
        top.addWidget(self.summary_label)
        top.addSpacing(6)
        top.addWidget(self.draw_button)
        top.addWidget(self.hand_start)
        top.addSpacing(6)
        top.addWidget(self.zoom_out_button)
        top.addWidget(self.zoom_in_button)
        top.addWidget(self.fit_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addWidget(self.strip)  # across the page: its question is read whole at 1024 px
        layout.addWidget(splitter, 1)

        self._rest_bar()
        self.final_timer = QTimer(self)
        self.final_timer.setSingleShot(True)
        self.final_timer.setTimerType(Qt.TimerType.CoarseTimer)
        self.final_timer.timeout.connect(self.refresh)

        self.cancel_action = QAction("Cancel", self)
        self.cancel_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.cancel_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.cancel_action.triggered.connect(self.cancel)
        self.addAction(self.cancel_action)

        self.search_edit.textChanged.connect(self._on_search_edit_text_changed)
        self.search_edit.returnPressed.connect(self._on_search_edit_return_pressed)
        self.zoom_out_button.clicked.connect(partial(self.area.zoom_by, -1))
        self.zoom_in_button.clicked.connect(partial(self.area.zoom_by, 1))
        self.fit_button.clicked.connect(self.fit_tables)
        self.confirm_button.clicked.connect(self._on_confirm_button_clicked)
        self.cancel_button.clicked.connect(self.cancel)
        self.map.seat_clicked.connect(self._on_map_seat_clicked)
        self.map.seat_menu_requested.connect(self._on_map_seat_menu_requested)
        self.map.move_dropped.connect(self._on_map_move_dropped)
        self.map.table_menu_requested.connect(self._on_map_table_menu_requested)
        self.map.hand_finished_clicked.connect(self.finish_hand)
        self.hand_start.start_requested.connect(self.ask_hand_for_hand)
        self.draw_button.draw_requested.connect(self.ask_draw)
        self.draw_button.rules_requested.connect(self.open_seat_rules)
        self.hand_bar.next_requested.connect(self.ask_deal)
        self.hand_bar.stop_requested.connect(self._on_hand_bar_stop_requested)
        self.moves_panel.plan_selected.connect(self.map.set_plan)
        self.moves_panel.apply_requested.connect(self._on_moves_panel_apply_requested)
        self.moves_panel.break_requested.connect(self._on_moves_panel_break_requested)
        self.moves_panel.final_requested.connect(self._on_moves_panel_final_requested)
        self.moves_panel.find_requested.connect(self.search_for)
        self.moves_panel.slips_requested.connect(self._on_moves_panel_slips_requested)

    # ------------------------------------------------------------ showing
    @property
    def floor_map(self) -> FloorMap:
        return self._map

    def set_event(self, info: EventInfo) -> None:
        """Follow ``info``; the floor is read now if the page is on show, else when shown."""
        if info.id != self._event_id:
            self._event_id = info.id
            self.cancel()
            self.search_edit.clear()
        self.hand_start.cite(info.settings.rulebook)
        self._stale = True
        if self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        """Read the floor: the map, the plan, the recent moves."""
        event_id = self._event_id
        if event_id is None:
            return
        self._stale = False
        state, now = self.floor.state, self.floor.clock()
        shown = floor_map(state, event_id, now)
        plan = balance_view(state, event_id, now)
        self._map = shown
        self.map.set_map(shown)
        self.map.set_needs_button(plan.needs_button)
        self._needs_button = plan.needs_button
        self.moves_panel.show_plan(plan)
        journal = self.floor.journal()
        self.moves_panel.show_recent(recent_moves(journal, state, event_id, limit=RECENT_LIMIT))
        draw = final_table_draw(journal, state, event_id, now)
        self.moves_panel.final_draw.show_draw(draw)
        self.final_timer.stop()
        if draw is not None:  # read again when its time is up
            left = (draw.at + FINAL_DRAW_TIME - now).total_seconds()
            self.final_timer.start(max(int(left * 1000), 0) + TIMER_MARGIN_MS)
        hand = hand_for_hand_view(state, event_id, now)
        self._hand = hand
        self.map.set_hand_for_hand(hand.waiting, hand.reported)
        self.hand_bar.show_play(hand)
        self.hand_start.setVisible(not hand.on)
        self._offer = draw_offer(state, event_id, now)
        self.draw_button.show_offer(self._offer)
        self._finder = SeatFinder(shown, state.players)
        self.summary_label.setText(summary_text(shown))
        self._run_search(scroll=False)
        if self.pending is not None and not self._still_possible(self.pending):
            self.cancel()
        elif self.pending is None and self.pick is None:
            self._rest_bar()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()
        else:
            self._current_offer()  # the clock may have started since

    def fit_tables(self) -> None:
        room = self.area.maximumViewportSize()  # the area without its scroll bars
        self.area.map.set_width(room.width())  # as it is once they are gone
        self.area.set_zoom(fit_zoom(len(self._map.tables), room.width(), room.height()))

    # ------------------------------------------------------------ search
    def focus_search(self) -> None:
        self.search_edit.setFocus()
        self.search_edit.selectAll()

    def search_for(self, text: str) -> SeatSearch:
        """Search as if ``text`` had been typed."""
        self.search_edit.setText(text)
        return self._search

    @property
    def search(self) -> SeatSearch:
        return self._search

    @property
    def found_spot(self) -> tuple[int, int] | None:
        """The found seat in sight (Enter goes on to the next)."""
        spots = self._search.spots
        return spots[self._search_at % len(spots)] if spots else None

    def _run_search(self, *, scroll: bool) -> None:
        finder = self._finder
        found = NOTHING if finder is None else finder.find(self.search_edit.text())
        self._search = found
        self._search_at = 0
        self.map.set_found(found.spots)
        self.found_label.setText(found.message)
        if scroll:
            self._show_found()

    def _show_found(self) -> None:
        spot = self.found_spot
        if spot is not None:
            self.area.show_seat(*spot)
        elif self._search.table is not None:
            self.area.show_seat(self._search.table)

    # ------------------------------------------------------------ seats
    def seat_card(self, table: int, seat: int) -> SeatCard | None:
        card = self._map.table(table)
        return card.seat(seat) if card is not None and 1 <= seat <= len(card.seats) else None

    def seat_menu(self, table: int, seat: int) -> QMenu:
        """The actions for one seat (what a click or right-click on it offers)."""
        card = self.seat_card(table, seat)
        menu = QMenu(self)
        if card is None:
            return menu
        who = card.name if not card.empty else "out of play" if card.unavailable else "empty"
        title = menu.addAction(f"Table {table} seat {seat}: {who}")
        title.setEnabled(False)
        menu.addSeparator()
        if card.player_id is not None:
            move = menu.addAction(f"Move {card.name}…")
            pick = SeatPick(mover=(table, seat), name=card.name)
            move.triggered.connect(partial(self.start_pick, pick))
            bust = menu.addAction(f"Bust {card.name}")
            bust.triggered.connect(partial(self._bust, card))
            lock = menu.addAction("Unlock from this seat" if card.locked else "Lock to this seat")
            lock.setToolTip("A locked player moves only when it cannot be avoided (Rule 9)")
            lock.triggered.connect(partial(self._lock, card))
        else:
            play = "Put seat back in play" if card.unavailable else "Take seat out of play"
            menu.addAction(play).triggered.connect(
                partial(self._set_available, table, seat, card.unavailable)
            )
        menu.addSeparator()
        if not card.unavailable:
            button = menu.addAction("Dealer button here")
            button.triggered.connect(partial(self._set_button, table, seat))
        self._add_draw_action(menu, table)
        return menu

    def table_menu(self, table: int) -> QMenu:
        """The actions for one table (what a click or right-click on its felt offers)."""
        menu = QMenu(self)
        if self._map.table(table) is None:
            return menu
        mark = self.map.hand_mark(table)
        title = f"Table {table}"
        if mark is not None and self._hand is not None:
            doing = "still playing" if mark == HandMark.PLAYING else "has finished"
            title += f": {doing} hand-for-hand hand {self._hand.hand}"
        menu.addAction(title).setEnabled(False)
        menu.addSeparator()
        finished = menu.addAction(f"Hand finished at table {table}")
        finished.setToolTip("The button moves on; in hand-for-hand play the table reports the hand")
        finished.setEnabled(mark != HandMark.FINISHED)
        finished.triggered.connect(partial(self.finish_hand, table))
        self._add_draw_action(menu, table)
        return menu

    def _add_draw_action(self, menu: QMenu, table: int) -> None:
        draw = menu.addAction(f"Draw for the button at table {table}")
        draw.setToolTip("One card to each player: the highest takes the button")
        draw.triggered.connect(partial(self._draw_button, table))

    def ask_move(self, source: tuple[int, int], target: tuple[int, int]) -> PendingMove | None:
        """Ask the director to confirm moving the player in ``source`` to ``target``."""
        card, free = self.seat_card(*source), self.seat_card(*target)
        if card is None or card.entry is None or free is None or not free.free:
            return None
        self.pick = None
        self.pending = PendingMove(card.entry, card.name, source, target)
        self._show_bar(self.pending.text, confirm=self.pending.confirm_text)
        return self.pending

    def ask_deal(self) -> PendingDeal | None:
        """Ask the director to confirm dealing the next hand-for-hand hand now."""
        hand = self._hand
        if hand is None or hand.hand is None:
            return None
        self.cancel()
        self.pending = PendingDeal(hand.hand, hand.waiting)
        self._show_bar(self.pending.text, confirm=self.pending.confirm_text)
        return self.pending

    def ask_draw(self) -> PendingDraw | None:
        """Draw the seats: at once while nobody has one, else ask the director first."""
        offer = self._current_offer()
        if offer is None or not offer.possible:
            return None
        self.cancel()
        if not offer.redraw:
            self._send_draw(offer)
            return None
        self.pending = PendingDraw(offer)
        self._show_bar(self.pending.text, confirm=self.pending.confirm_text)
        return self.pending

    def ask_break(self, table: int) -> PendingBreak | None:
        """Ask the director to confirm breaking ``table``, naming who moves and where."""
        question = break_question(self._map, table)
        if question is None or self._event_id is None:
            return None
        self.cancel()
        self.pending = question
        self._show_bar(question.text, confirm=question.confirm_text)
        return question

    def ask_hand_for_hand(self, seconds_per_hand: int) -> PendingHandForHand | None:
        """Ask the director to confirm starting hand-for-hand play, naming the time per
        hand and how far the field is from the money; before the clock has started,
        say that there is nothing to hold yet instead."""
        event_id = self._event_id
        if event_id is None:
            return None
        self.cancel()
        clock = clock_view(self.floor.state, event_id, self.floor.clock())
        if clock is None or clock.state == NOT_STARTED:
            self._show_bar(not_started_text())
            return None
        figures = room_figures(self.floor.reads, event_id)
        question = PendingHandForHand(seconds_per_hand, figures.players_left, len(figures.payouts))
        self.pending = question
        self._show_bar(question.text, confirm=question.confirm_text)
        return question

    def ask_stop(self) -> PendingStop | None:
        """Ask the director to confirm stopping hand-for-hand play."""
        hand = self._hand
        if hand is None or not hand.on or hand.hand is None:
            return None
        self.cancel()
        self.pending = PendingStop(hand.hand)
        self._show_bar(self.pending.text, confirm=self.pending.confirm_text)
        return self.pending

    def open_seat_rules(self) -> SeatRulesDialog | None:
        """Show the Seat rules dialog of the event on show."""
        if self._event_id is None:
            return None
        # Built before the last one is let go: a refusal (the event was undone) leaves
        # ``rules_dialog`` naming a dialog that still exists.
        dialog = SeatRulesDialog(
            self.floor, self.commands, self.prompts, self._event_id, parent=self
        )
        if self.rules_dialog is not None:
            self.rules_dialog.deleteLater()
        self.rules_dialog = dialog
        dialog.open()
        return dialog

    def start_pick(self, pick: SeatPick, checked: bool = False) -> None:
        """Ask the director to click an empty seat for a player to move."""
        self.pending = None
        self.pick = pick
        self._show_bar(pick.text)

    def cancel(self) -> None:
        """Drop the move waiting for confirmation, the seat pick and any drag."""
        self.pending = None
        self.pick = None
        self.map.cancel_drag()
        self._rest_bar()

    def _rest_bar(self) -> None:
        """The strip with nothing to confirm: the hand-for-hand strip while that is on,
        else what balancing waits for or the players waiting for the draw, if anything
        (with nothing to say it is blank, its place kept)."""
        text = big_blind_text(self._needs_button) or waiting_text(self._offer)
        self._show_bar(text, focus=False)
        self.cancel_button.setVisible(False)
        self._mark_bar(asking=bool(text))
        if self._hand is not None and self._hand.on:
            self.strip.setCurrentWidget(self.hand_bar)

    def _mark_bar(self, *, asking: bool) -> None:
        """The bar's look: the action bar while it asks something, else blank."""
        name = style.ACTION_BAR if asking else ""
        if self.bar.objectName() != name:
            self.bar.setObjectName(name)
            self.bar.style().unpolish(self.bar)
            self.bar.style().polish(self.bar)

    def confirm(self) -> bool:
        """Make the move (or deal the hand) waiting for confirmation; True if it was done."""
        pending = self.pending
        if pending is None or self._event_id is None:
            return False
        self.cancel()
        if isinstance(pending, PendingDeal):
            return self._send(DealNextHand(self._event_id), action="Deal the next hand")
        if isinstance(pending, PendingBreak):
            table = pending.table
            return self._send(BreakTable(self._event_id, table), action=f"Break table {table}")
        if isinstance(pending, PendingHandForHand):
            return self.control.start_hand_for_hand(pending.seconds_per_hand) is not None
        if isinstance(pending, PendingStop):
            return self.control.stop_hand_for_hand() is not None
        if isinstance(pending, PendingDraw):
            if self._current_offer() != pending.offer:  # e.g. the clock started meanwhile
                self.ask_draw()
                return False
            return self._send_draw(pending.offer)
        table, seat = pending.target
        command = MoveEntry(self._event_id, pending.entry, table, seat)
        return self._send(command, action="Move player")

    def _still_possible(self, pending: Pending) -> bool:
        if isinstance(pending, PendingBreak):  # the question still says who moves where
            return break_question(self._map, pending.table) == pending
        if isinstance(pending, PendingHandForHand):
            return self._hand is not None and not self._hand.on
        if isinstance(pending, PendingDeal | PendingStop):
            hand = self._hand
            return hand is not None and hand.on and hand.hand == pending.hand
        if isinstance(pending, PendingDraw):
            return pending.offer == self._offer  # the question still says what would happen
        source, target = self.seat_card(*pending.source), self.seat_card(*pending.target)
        return (
            source is not None
            and source.entry == pending.entry
            and target is not None
            and target.free
        )

    def _show_bar(self, text: str, *, confirm: str = "", focus: bool = True) -> None:
        """Show ``text`` in the bar above the map, with a ``confirm`` button if given."""
        self.strip.setCurrentWidget(self.bar)
        self.bar_label.setText(text)
        self.confirm_button.setText(confirm)
        self.confirm_button.setVisible(bool(confirm))
        self.cancel_button.setVisible(True)
        self._mark_bar(asking=True)
        if confirm and focus:
            self.confirm_button.setFocus()

    # ------------------------------------------------------------ sending
    def _send(self, command: Command, *, action: str) -> bool:
        return self.commands.send(command, action=action, here=TABLES_PAGE) is not None

    def _current_offer(self) -> DrawOffer | None:
        """The draw as it stands now: the page does not follow the clock, whose start
        turns a draw into a redraw of every player."""
        if self._event_id is None:
            return None
        self._offer = draw_offer(self.floor.state, self._event_id, self.floor.clock())
        self.draw_button.show_offer(self._offer)
        return self._offer

    def _send_draw(self, offer: DrawOffer) -> bool:
        if self._event_id is None:
            return False
        command = DrawSeats(self._event_id, force=offer.started)
        return self._send(command, action="Draw seats")

    def _bust(self, card: SeatCard, checked: bool = False) -> None:
        if self._event_id is not None and card.entry is not None:
            self._send(BustPlayers(self._event_id, (card.entry,)), action="Bust")

    def _lock(self, card: SeatCard, checked: bool = False) -> None:
        if self._event_id is not None and card.entry is not None:
            command = LockSeat(self._event_id, card.entry, locked=not card.locked)
            self._send(command, action="Lock to the seat")

    def _set_available(self, table: int, seat: int, available: bool, checked: bool = False) -> None:
        if self._event_id is not None:
            command = SetSeatAvailable(self._event_id, table, seat, available=available)
            self._send(command, action="Seat in or out of play")

    def _draw_button(self, table: int, checked: bool = False) -> None:
        if self._event_id is not None:
            self._send(DrawButton(self._event_id, table), action="Draw for the button")

    def _set_button(self, table: int, seat: int, checked: bool = False) -> None:
        if self._event_id is not None:
            self._send(SetButton(self._event_id, table, seat), action="Set the button")

    def finish_hand(self, table: int, checked: bool = False) -> bool:
        """Table ``table`` finished a hand: its button moves on; in hand-for-hand play the
        table has reported the hand, and the last report deals the next one."""
        if self._event_id is None:
            return False
        return self._send(
            FinishHand(self._event_id, table), action=f"Hand finished at table {table}"
        )

    def big_blind_next(self, table: int, seat: int) -> bool:
        """The player in ``seat`` is big blind next at ``table``: its button follows, and
        the balancing move it frees is made (one step for Edit > Undo)."""
        if self._event_id is None:
            return False
        self.cancel()
        command = RecordBigBlindNext(self._event_id, table, seat)
        return self._send(command, action="Balance the tables")

    def apply_moves(self, entries: frozenset[int] | None) -> bool:
        """Make the plan's moves: all (None) or those of ``entries``."""
        if self._event_id is None:
            return False
        command = ApplyBalance(self._event_id, entries)
        return self._send(command, action="Balance the tables")

    # ------------------------------------------------------------ slots
    def _on_search_edit_text_changed(self, text: str) -> None:
        self._run_search(scroll=True)

    def _on_search_edit_return_pressed(self) -> None:
        if len(self._search.spots) > 1:
            self._search_at = (self._search_at + 1) % len(self._search.spots)
        self._show_found()

    def _on_confirm_button_clicked(self) -> None:
        self.confirm()

    def _on_map_seat_clicked(self, table: int, seat: int, where: QPoint) -> None:
        pick = self.pick
        card = self.seat_card(table, seat)
        if pick is not None:
            self.ask_move(pick.mover, (table, seat))
        elif table in self._needs_button and card is not None and card.player_id is not None:
            self.big_blind_next(table, seat)
        else:
            self._on_map_seat_menu_requested(table, seat, where)

    def _on_map_seat_menu_requested(self, table: int, seat: int, where: QPoint) -> None:
        self._popup(self.seat_menu(table, seat), where)

    def _on_map_table_menu_requested(self, table: int, where: QPoint) -> None:
        self._popup(self.table_menu(table), where)

    def _popup(self, menu: QMenu, where: QPoint) -> None:
        """Show ``menu`` at ``where`` instead of the last one (and drop what was pending)."""
        self.cancel()
        if self.menu is not None:
            self.menu.deleteLater()
        self.menu = menu
        menu.popup(where)

    def _on_hand_bar_stop_requested(self) -> None:
        self.ask_stop()

    def _on_map_move_dropped(self, from_table: int, from_seat: int, table: int, seat: int) -> None:
        self.ask_move((from_table, from_seat), (table, seat))

    def _on_moves_panel_apply_requested(self, entries: frozenset[int] | None) -> None:
        self.apply_moves(entries)

    def _on_moves_panel_break_requested(self, table: int) -> None:
        self.ask_break(table)

    def _on_moves_panel_final_requested(self) -> None:
        if self._event_id is not None:
            self._send(RedrawFinalTable(self._event_id), action="Redraw the final table")

    def _on_moves_panel_slips_requested(self) -> None:
        self.services.documents.ask("move-slips")
