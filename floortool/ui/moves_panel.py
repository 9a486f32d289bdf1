"""UI layer: the Tables page's moves panel — the balancing plan to accept, and the
moves made lately.

The plan is ``views.seating.BalanceView`` as the engine gives it: one line per move with
who moves, from where to where, why and by which rule, each with a check box
(all ticked; untick the ones to hold back); below them the moves a missing
button holds back, by role ("Table 4: the player who is big blind next →
Table 1 seat 7"), completed by a click on that player on the map (the page
does it), while the ticked moves can be made; and what the plan waits for —
a table that can break, the final table to redraw. The panel sends nothing
itself: it asks the page (``apply_requested`` with the entries ticked, None
for all; ``break_requested``; ``final_requested``). After the final table's
redraw, its seats and button draw (``final_draw``). Below, the seat changes
still in force, newest first (``app.views.floor_map.recent_moves``); a click
on one finds that player on the map (``find_requested``), and "Print move
slips" asks for the slips of the latest moves (``slips_requested``).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floortool.app.views.floor_map import RecentMove
from floortool.app.views.seat_rules import Spot
from floortool.app.views.seating import BalanceView, MoveView, WaitingView
from floortool.ui import style
from floortool.ui.dialog_parts import text_label, titled_card
from floortool.ui.final_draw import FinalDrawCard
from floortool.ui.remedy_words import TABLES_PAGE, for_director
from floortool.ui.translation import QT_TRANSLATE_NOOP, counted, said, translate

logger = logging.getLogger(__name__)

ENTRY_ROLE = Qt.ItemDataRole.UserRole
SPOT_ROLE = Qt.ItemDataRole.UserRole + 1
NO_RECENT = QT_TRANSLATE_NOOP("moves_panel", "No seat has changed yet.")
#: The recent moves' list shrinks to this height (pixels) when the panel is short.
RECENT_MINIMUM = 48


def spot_text(place: Spot) -> str:
    """``12-4`` for table 12 seat 4 (how the search box takes it too)."""
    return f"{place.table}-{place.seat}"


def plan_item_text(move: MoveView) -> str:
    """``Alice Smith: 12-4 → 3-7`` over the reason and the rule."""
    head = f"{move.player}: {spot_text(move.source)} → {spot_text(move.target)}"
    return f"{head}\n{said(move.reason)}, {said(move.rule)}"


def recent_item_text(move: RecentMove) -> str:
    """``21:04  Alice Smith  12-4 → 3-7`` (local time)."""
    when = move.at.astimezone().strftime("%H:%M")
    return (
        f"{when}  {move.player}  {move.from_table}-{move.from_seat} → "
        f"{move.to_table}-{move.to_seat}"
    )


def waiting_item_text(move: WaitingView) -> str:
    """The move by role over what completes it: ``Table 4: the player who is big blind
    next → Table 1 seat 7, worst position`` / ``Click the player who is big blind
    next at table 4.``"""
    head = said(move.role)
    tables = translate("moves_panel", " and ").join(str(t) for t in move.needs_button)
    named = (
        translate("moves_panel", "tables {tables}")
        if len(move.needs_button) > 1
        else translate("moves_panel", "table {tables}")
    ).format(tables=tables)
    return translate(
        "moves_panel", "{head}\nClick the player who is big blind next at {named}."
    ).format(head=head, named=named)


def plan_message(plan: BalanceView) -> str:
    """What the plan says: the moves ready and those waiting for a click, or the engine's
    own message in the window's words."""
    if not plan.needs_button:
        return for_director(plan.said or plan.message, plan.remedy, TABLES_PAGE)
    ready = len(plan.moves)
    made = (
        counted(
            ready,
            translate("moves_panel", "{count} move ready. "),
            translate("moves_panel", "{count} moves ready. "),
        )
        if ready
        else ""
    )
    return translate(
        "moves_panel",
        "{made}On the map, click the player who is big blind next at each framed table.",
    ).format(made=made)


def _list() -> QListWidget:
    view = QListWidget()
    view.setObjectName(style.MOVE_LIST)
    view.setWordWrap(True)
    view.setUniformItemSizes(False)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setResizeMode(QListWidget.ResizeMode.Adjust)
    return view


class MovesPanel(QWidget):
    """The pending balancing plan with check boxes, and the recent seat changes."""

    apply_requested = Signal(object)
    """Make the ticked moves: a frozenset of entry ids, or None for the whole plan."""
    break_requested = Signal(int)
    final_requested = Signal()
    find_requested = Signal(str)
    """Find this on the map (a ``table-seat`` text)."""
    plan_selected = Signal(object)
    """The plan moves ticked now (a list of their ``MoveView``), to mark on the map."""
    slips_requested = Signal()
    """Print the move slips of the latest moves."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._moves: list[MoveView] = []
        self.message_label = text_label(style.HINT)
        self.plan_list = _list()
        self.all_button = QPushButton(translate("moves_panel", "All"))
        self.all_button.setToolTip(translate("moves_panel", "Tick every move"))
        self.none_button = QPushButton(translate("moves_panel", "None"))
        self.none_button.setToolTip(translate("moves_panel", "Untick every move"))
        for button in (self.all_button, self.none_button):
            button.setFixedWidth(58)
        self.apply_button = QPushButton(translate("moves_panel", "Make moves"))
        self.apply_button.setObjectName(style.PRIMARY)
        self.apply_button.setToolTip(
            translate("moves_panel", "Make the ticked moves (one step for Edit > Undo)")
        )
        self.break_label = text_label(style.HINT)
        self.break_button = QPushButton()
        self.break_button.setToolTip(
            translate("moves_panel", "Redraw this table's players at the other tables (Rule 10-B)")
        )
        self.final_label = text_label(
            style.HINT, translate("moves_panel", "The players left fit at the final table.")
        )
        self.final_button = QPushButton(translate("moves_panel", "Redraw final table"))
        self.final_button.setObjectName(style.PRIMARY)
        self.final_button.setToolTip(
            translate(
                "moves_panel", "Everyone to a random seat at the final table, button by high card"
            )
        )
        self.final_draw = FinalDrawCard()
        self.recent_list = _list()
        self.recent_list.setMinimumHeight(RECENT_MINIMUM)  # gives way to the final table's
        self.recent_list.setToolTip(
            translate("moves_panel", "Click a move to find the player on the map")
        )
        self.slips_button = QPushButton(translate("moves_panel", "Print move slips…"))
        self.slips_button.setToolTip(
            translate(
                "moves_panel",
                "A slip for each player the latest balance, break or move sent to a new seat",
            )
        )

        plan_card, plan = titled_card(translate("moves_panel", "Balancing"))
        plan.addWidget(self.message_label)
        plan.addWidget(self.plan_list, 100)  # the list takes the room; without it, the end
        ticks = QHBoxLayout()
        ticks.setSpacing(6)
        ticks.addWidget(self.all_button)
        ticks.addWidget(self.none_button)
        ticks.addStretch(1)
        plan.addLayout(ticks)
        plan.addWidget(self.apply_button)  # a row of its own: "Umzüge ausführen" is long
        plan.addWidget(self.break_label)
        plan.addWidget(self.break_button)
        plan.addWidget(self.final_label)
        plan.addWidget(self.final_button)
        plan.addStretch(1)
        recent_card, recent = titled_card(translate("moves_panel", "Recent moves"))
        recent.addWidget(self.recent_list, 1)
        recent.addWidget(self.slips_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        layout.addWidget(plan_card, 3)
        layout.addWidget(self.final_draw)
        layout.addWidget(recent_card, 2)

        self.plan_list.itemChanged.connect(self._on_plan_list_item_changed)
        self.all_button.clicked.connect(partial(self._tick_all, Qt.CheckState.Checked))
        self.none_button.clicked.connect(partial(self._tick_all, Qt.CheckState.Unchecked))
        self.apply_button.clicked.connect(self._on_apply_button_clicked)
        self.break_button.clicked.connect(self._on_break_button_clicked)
        self.final_button.clicked.connect(self.final_requested)
        self.recent_list.itemClicked.connect(self._on_recent_list_item_clicked)
        self.slips_button.clicked.connect(self.slips_requested)
        self._break_due: int | None = None
        self.show_plan(None)

    # ------------------------------------------------------------ showing
    def show_plan(self, plan: BalanceView | None) -> None:
        """Show the balancing plan (None: no event on show)."""
        moves: Sequence[MoveView] = plan.moves if plan else ()
        kept = self.unticked()
        self._moves = list(moves)
        self.plan_list.blockSignals(True)
        self.plan_list.clear()
        for move in moves:
            item = QListWidgetItem(plan_item_text(move))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            ticked = move.entry not in kept
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
            item.setData(ENTRY_ROLE, move.entry)
            item.setToolTip(f"{said(move.reason)}\n{said(move.rule)}")
            self.plan_list.addItem(item)
        for waiting in plan.waiting if plan else ():
            item = QListWidgetItem(waiting_item_text(waiting))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            item.setToolTip(f"{said(waiting.reason)}\n{said(waiting.rule)}")
            self.plan_list.addItem(item)
        self.plan_list.blockSignals(False)
        self.plan_list.setVisible(self.plan_list.count() > 0)
        self.message_label.setText(plan_message(plan) if plan else "")
        self._break_due = plan.break_due if plan and not plan.final_due else None
        if self._break_due is not None:
            self.break_label.setText(
                translate(
                    "moves_panel", "Table {break_due} can break: its players fit elsewhere."
                ).format(break_due=self._break_due)
            )
            self.break_button.setText(
                translate("moves_panel", "Break table {break_due}").format(
                    break_due=self._break_due
                )
            )
        named = bool(plan and plan.waits_for)  # the message already names it
        self.break_label.setVisible(self._break_due is not None and not named)
        self.break_button.setVisible(self._break_due is not None)
        final = bool(plan and plan.final_due)
        self.final_label.setVisible(final and not named)
        self.final_button.setVisible(final)
        self._sync_ticks()

    def show_recent(self, moves: Sequence[RecentMove]) -> None:
        """The seat changes still in force, newest first."""
        self.recent_list.clear()
        for move in moves:
            item = QListWidgetItem(recent_item_text(move))
            item.setToolTip(f"{said(move.reason)}\n{said(move.rule)}")
            item.setData(SPOT_ROLE, f"{move.to_table}-{move.to_seat}")
            self.recent_list.addItem(item)
        self.slips_button.setEnabled(bool(moves))
        if not moves:
            item = QListWidgetItem(translate("moves_panel", NO_RECENT))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent_list.addItem(item)

    # ------------------------------------------------------------ ticks
    def ticked(self) -> list[int]:
        """The entries whose moves are ticked, in plan order."""
        return [e for e, on in self._ticks() if on]

    def unticked(self) -> set[int]:
        return {e for e, on in self._ticks() if not on}

    def _ticks(self) -> list[tuple[int, bool]]:
        items = (self.plan_list.item(row) for row in range(self.plan_list.count()))
        return [
            (int(item.data(ENTRY_ROLE)), item.checkState() == Qt.CheckState.Checked)
            for item in items
            if item.data(ENTRY_ROLE) is not None  # a waiting move has no entry yet
        ]

    def set_ticked(self, entry: int, on: bool) -> None:
        for row in range(self.plan_list.count()):
            item = self.plan_list.item(row)
            if item.data(ENTRY_ROLE) == entry:
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def _tick_all(self, state: Qt.CheckState, checked: bool = False) -> None:
        self.plan_list.blockSignals(True)
        for row in range(self.plan_list.count()):
            item = self.plan_list.item(row)
            if item.data(ENTRY_ROLE) is not None:
                item.setCheckState(state)
        self.plan_list.blockSignals(False)
        self._sync_ticks()

    def _sync_ticks(self) -> None:
        ticked = self.ticked()
        count = len(ticked)
        total = len(self._moves)
        some = counted(
            count,
            translate("moves_panel", "Make {count} move"),
            translate("moves_panel", "Make {count} moves"),
        )
        self.apply_button.setText(
            translate("moves_panel", "Make moves") if count in (0, total) else some
        )
        self.apply_button.setEnabled(count > 0)
        self.all_button.setEnabled(total > 0)
        self.none_button.setEnabled(total > 0)
        self.apply_button.setVisible(total > 0)
        self.all_button.setVisible(total > 1)
        self.none_button.setVisible(total > 1)
        chosen = set(ticked)
        self.plan_selected.emit([m for m in self._moves if m.entry in chosen])

    # ------------------------------------------------------------ slots
    def _on_plan_list_item_changed(self, item: QListWidgetItem) -> None:
        self._sync_ticks()

    def _on_apply_button_clicked(self) -> None:
        ticked = self.ticked()
        if not ticked:
            return
        self.apply_requested.emit(None if len(ticked) == len(self._moves) else frozenset(ticked))

    def _on_break_button_clicked(self) -> None:
        if self._break_due is not None:
            self.break_requested.emit(self._break_due)

    def _on_recent_list_item_clicked(self, item: QListWidgetItem) -> None:
        spot = item.data(SPOT_ROLE)
        if isinstance(spot, str):
            self.find_requested.emit(spot)
