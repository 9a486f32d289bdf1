"""UI layer: the Tables page's hand-for-hand controls (TDA 2024 RP-8).

``HandForHandStart`` sits in the page's top row while hand-for-hand play is
off: a click asks to start it with 2 minutes off the held clock per hand
(RP-8-C), its menu (▾) with another time, at most 3 (RP-8-B). While it is on,
``HandForHandBar`` is the strip across the page (in the place of the page's
question bar while nothing is asked): the hand being played, the
tables still playing it and the clock ("Hand-for-hand hand 3 · waiting for
tables 2, 5 · clock held"), with *Deal next hand now…* and *Stop
hand-for-hand*. Both read ``app.views.hands.HandForHandView`` and send
nothing themselves: they ask the page (``start_requested`` with the seconds
per hand, ``next_requested``, ``stop_requested``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QToolButton, QWidget

from floortool.app.views.clock import ClockView
from floortool.app.views.hands import HandForHandView
from floortool.domain.rulings.rulebook_records import DEFAULT_RULEBOOK
from floortool.domain.seating.hand_for_hand import (
    DEFAULT_SECONDS_PER_HAND,
    MAX_SECONDS_PER_HAND,
    hand_for_hand_part,
    hand_for_hand_rule,
)
from floortool.ui import style
from floortool.ui.floor_map_paint import PLAYING
from floortool.ui.translation import counted, said, translate

SEP = " \u00b7 "
#: How many waiting tables the strip names; beyond that it counts them.
NAMED_TABLES = 8
BAR = "handForHandBar"
BAR_TEXT = "handForHandText"
BAR_STYLE = f"""
QFrame#{BAR} {{
    background: #eef0fb;
    border: 1px solid {PLAYING.name()};
    border-radius: 6px;
}}
QLabel#{BAR_TEXT} {{
    font-size: 11pt;
    font-weight: 700;
    color: {PLAYING.darker(130).name()};
}}
"""


def minutes_text(seconds: int) -> str:
    """``2 min`` (``1.5 min`` for 90 seconds)."""
    return translate("hand_for_hand_bar", "{0:g} min").format(seconds / 60)


def choice_text(seconds: int, rulebook: str = DEFAULT_RULEBOOK) -> str:
    """How the start button's menu offers ``seconds`` per hand, citing ``rulebook``."""
    if not seconds:
        return translate("hand_for_hand_bar", "No time off the clock (it stays held)")
    text = translate("hand_for_hand_bar", "{0} per hand").format(minutes_text(seconds))
    if seconds == DEFAULT_SECONDS_PER_HAND:
        return f"{text} ({said(hand_for_hand_part(rulebook, 'C'))})"
    if seconds == MAX_SECONDS_PER_HAND:
        return translate("hand_for_hand_bar", "{text} (the most, {0})").format(
            said(hand_for_hand_part(rulebook, "B")), text=text
        )
    return text


def choices() -> list[int]:
    """The seconds per hand the menu offers: the default first, then whole minutes down."""
    others = range(MAX_SECONDS_PER_HAND, -1, -60)
    return [DEFAULT_SECONDS_PER_HAND, *(s for s in others if s != DEFAULT_SECONDS_PER_HAND)]


def tables_text(tables: Sequence[int]) -> str:
    """``table 2``, ``tables 2, 5``, or ``14 tables: 2, 5, 7, …`` when there are many."""
    if len(tables) == 1:
        return translate("hand_for_hand_bar", "table {0}").format(tables[0])
    listed = ", ".join(str(n) for n in tables[:NAMED_TABLES])
    if len(tables) > NAMED_TABLES:
        many = counted(
            len(tables),
            translate("hand_for_hand_bar", "{count} table"),
            translate("hand_for_hand_bar", "{count} tables"),
        )
        return f"{many}: {listed}, …"
    return translate("hand_for_hand_bar", "tables {0}").format(listed)


def clock_text(clock: ClockView | None) -> str:
    """``clock held`` (for hand-for-hand), ``clock running``, ``clock paused`` …; "" without
    a clock."""
    if clock is None:
        return ""
    if clock.hold_reason:
        return translate("hand_for_hand_bar", "clock held")
    return "clock " + clock.state.replace("_", " ")


def status_text(play: HandForHandView) -> str:
    """``Hand-for-hand hand 3 · waiting for tables 2, 5 · clock held``."""
    parts = [translate("hand_for_hand_bar", "Hand-for-hand hand {hand}").format(hand=play.hand)]
    if play.waiting:
        parts.append(translate("hand_for_hand_bar", "waiting for ") + tables_text(play.waiting))
    elif play.tables:
        parts.append(translate("hand_for_hand_bar", "every table has finished: deal the next hand"))
    else:
        parts.append(translate("hand_for_hand_bar", "no table is dealing"))
    if clock := clock_text(play.clock):
        parts.append(clock)
    return SEP.join(parts)


def detail_text(play: HandForHandView) -> str:
    """``2 min per hand``: the time each hand takes off the held clock."""
    return translate("hand_for_hand_bar", "{0} per hand").format(
        minutes_text(play.seconds_per_hand or 0)
    )


class HandForHandStart(QToolButton):
    """Starts hand-for-hand play: a click with the usual 2 minutes per hand, the menu
    with another time."""

    start_requested = Signal(int)
    """Start hand-for-hand play; each hand takes this many seconds off the held clock."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setText(translate("hand_for_hand_bar", "Start hand-for-hand"))
        self.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        menu = QMenu(self)
        for seconds in choices():
            menu.addAction("").setData(seconds)
        self.setMenu(menu)
        self.cite(DEFAULT_RULEBOOK)
        self.setMinimumHeight(30)
        self.clicked.connect(self._on_clicked)
        menu.triggered.connect(self._on_menu_triggered)

    def cite(self, rulebook: str) -> None:
        """Name the rules as the event's ``rulebook`` has them (or borrows them)."""
        self.setToolTip(
            translate(
                "hand_for_hand_bar",
                "Finish this hand, then hold: the clock is held and every table reports each "
                "hand, which takes {0} off the clock ({1}). ▾ for another time per hand.",
            ).format(minutes_text(DEFAULT_SECONDS_PER_HAND), said(hand_for_hand_rule(rulebook)))
        )
        for action in self.menu().actions():
            action.setText(choice_text(action.data(), rulebook))

    def _on_clicked(self) -> None:
        self.start_requested.emit(DEFAULT_SECONDS_PER_HAND)

    def _on_menu_triggered(self, action: QAction) -> None:
        self.start_requested.emit(int(action.data()))


class HandForHandBar(QFrame):
    """The strip shown while hand-for-hand play is on."""

    next_requested = Signal()
    """Deal the next hand now (the page asks the director to confirm)."""
    stop_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(BAR)
        self.setStyleSheet(BAR_STYLE)
        self.setToolTip(
            translate(
                "hand_for_hand_bar",
                "Press Hand finished on a table's felt when its hand is over: the next hand "
                "deals when every table has finished, and each hand takes its minutes off the "
                "held clock.",
            )
        )
        self.status_label = QLabel()
        self.status_label.setObjectName(BAR_TEXT)
        self.status_label.setWordWrap(True)
        self.detail_label = QLabel()
        self.detail_label.setObjectName(style.HINT)
        self.next_button = QPushButton(translate("hand_for_hand_bar", "Deal next hand now…"))
        self.next_button.setToolTip(
            translate(
                "hand_for_hand_bar",
                "Start the next hand at every table, even if some have not reported this one",
            )
        )
        self.stop_button = QPushButton(translate("hand_for_hand_bar", "Stop hand-for-hand"))
        self.stop_button.setToolTip(
            translate("hand_for_hand_bar", "Back to normal play: the clock runs again")
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 6, 8, 6)
        row.setSpacing(8)
        row.addWidget(self.status_label, 1)
        row.addWidget(self.detail_label)
        row.addSpacing(8)
        row.addWidget(self.next_button)
        row.addWidget(self.stop_button)
        self.next_button.clicked.connect(self.next_requested)
        self.stop_button.clicked.connect(self.stop_requested)

    def show_play(self, play: HandForHandView | None) -> None:
        """Show hand-for-hand play (the page shows the strip only while it is on)."""
        if play is None or not play.on:
            return
        self.status_label.setText(status_text(play))
        self.detail_label.setText(detail_text(play))
