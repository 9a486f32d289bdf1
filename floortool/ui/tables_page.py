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
  frees (``RecordBigBlindNext``, one step for Edit > Undo); from the keyboard,
  Enter in the seat search on that one player does the same.

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

This module lays the page out and reads the floor into it; its other parts
each decide one thing: the bar above the map and its questions
(``tables_bar``), the seat and table menus and the commands they send
(``tables_actions``), and the seat search (``tables_search``).
"""

from __future__ import annotations

import logging
from functools import partial

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from floortool.app.depends import subjects_of
from floortool.app.views.draw_desk import DrawOffer, draw_offer
from floortool.app.views.final_table import FINAL_DRAW_TIME, final_table_draw
from floortool.app.views.floor_map import FloorMap, SeatCard, floor_map, recent_moves
from floortool.app.views.hands import HandForHandView, hand_for_hand_view
from floortool.app.views.seating import balance_view
from floortool.domain.tournament.event import EventInfo
from floortool.ui import style
from floortool.ui.event_page import EventPage, PageServices
from floortool.ui.floor_map import FloorMapArea
from floortool.ui.floor_map_geometry import fit_zoom
from floortool.ui.hand_for_hand_bar import HandForHandBar, HandForHandStart
from floortool.ui.moves_panel import MovesPanel
from floortool.ui.seat_draw import SeatDrawButton
from floortool.ui.seat_finder import NOTHING, SeatFinder, SeatSearch
from floortool.ui.seat_rules_dialog import SeatRulesDialog
from floortool.ui.table_questions import (
    Pending,
)
from floortool.ui.tables_actions import TablesActions
from floortool.ui.tables_bar import SeatPick, TablesBar
from floortool.ui.tables_search import SEARCH_HINT, TablesSearch
from floortool.ui.translation import count_text, counted, translate

logger = logging.getLogger(__name__)

#: How many recent moves the panel lists.
RECENT_LIMIT = 40
SEP = "  \u00b7  "
#: The final table's redraw is read again this long after its time is up.
TIMER_MARGIN_MS = 15


def summary_text(shown: FloorMap) -> str:
    """``27 players at 3 tables · 2 waiting``, or ``45 waiting for a seat`` while no table
    is open (before the draw of an event without a table count)."""
    tables = len(shown.tables)
    if not tables and shown.waiting:
        return translate("tables_page", "{0} waiting for a seat").format(
            count_text(len(shown.waiting))
        )
    parts = [
        translate("tables_page", "{0} at {1}").format(
            counted(
                shown.players,
                translate("tables_page", "{count} player"),
                translate("tables_page", "{count} players"),
            ),
            counted(
                tables,
                translate("tables_page", "{count} table"),
                translate("tables_page", "{count} tables"),
            ),
        )
    ]
    if shown.waiting:
        parts.append(translate("tables_page", "{0} waiting").format(count_text(len(shown.waiting))))
    return SEP.join(parts)


def _button(text: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    return button


class TablesPage(TablesBar, TablesActions, TablesSearch, EventPage):
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
        self.search_edit.setPlaceholderText(translate("tables_search", SEARCH_HINT))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.setMaximumWidth(460)
        self.search_edit.setMinimumWidth(128)  # its hint begun at 1024 pixels, high contrast too
        self.found_label = QLabel()
        self.found_label.setObjectName(style.HINT)
        # What the search found may be cut short; the figures beside it never are.
        self.found_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.summary_label = QLabel()
        self.summary_label.setObjectName(style.FIELD_SUMMARY)
        self.summary_label.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self.zoom_out_button = _button(
            "\u2212", translate("tables_page", "Smaller tables (Ctrl+wheel)")
        )
        self.zoom_in_button = _button("+", translate("tables_page", "Larger tables (Ctrl+wheel)"))
        self.fit_button = _button(
            translate("tables_page", "Fit"), translate("tables_page", "Show every table at once")
        )
        for button in (self.zoom_out_button, self.zoom_in_button):
            button.setFixedWidth(34)
        self.fit_button.setFixedWidth(56)  # the row is full at 1024 pixels
        self.draw_button = SeatDrawButton()
        self.hand_start = HandForHandStart()
        self.hand_bar = HandForHandBar()
        for tool in (self.draw_button, self.hand_start):  # never narrower than their text
            policy = tool.sizePolicy()
            policy.setHorizontalPolicy(QSizePolicy.Policy.Minimum)
            tool.setSizePolicy(policy)
        policy = self.hand_start.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # hidden, it keeps its place in the row
        self.hand_start.setSizePolicy(policy)

        self._build_bar()

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

        # The row is full at 1024 pixels in high contrast's larger text: no more
        # spacing than needed, and the figures and the buttons never cut.
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.search_edit, 1)
        top.addWidget(self.found_label, 1)
        top.addWidget(self.summary_label)
        top.addSpacing(4)
        top.addWidget(self.draw_button)
        top.addWidget(self.hand_start)
        top.addSpacing(4)
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

        self.cancel_action = QAction(translate("tables_page", "Cancel"), self)
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

    def seat_card(self, table: int, seat: int) -> SeatCard | None:
        card = self._map.table(table)
        return card.seat(seat) if card is not None and 1 <= seat <= len(card.seats) else None

    def _on_search_edit_return_pressed(self) -> None:
        """Enter on the one seat found, at a table the plan waits for: that player is big
        blind next there (the map's click, from the keyboard); else the next seat found."""
        spot = self.found_spot
        card = self.seat_card(*spot) if spot is not None else None
        if (
            spot is not None
            and len(self.search.spots) == 1
            and spot[0] in self._needs_button
            and card is not None
            and card.player_id is not None
        ):
            self.big_blind_next(*spot)
            return
        super()._on_search_edit_return_pressed()

    def _on_map_seat_clicked(self, table: int, seat: int, where: QPoint) -> None:
        pick = self.pick
        card = self.seat_card(table, seat)
        if pick is not None:
            self.ask_move(pick.mover, (table, seat))
        elif table in self._needs_button and card is not None and card.player_id is not None:
            self.big_blind_next(table, seat)
        else:
            self._on_map_seat_menu_requested(table, seat, where)

    def _on_map_move_dropped(self, from_table: int, from_seat: int, table: int, seat: int) -> None:
        self.ask_move((from_table, from_seat), (table, seat))
