"""UI layer: the countdown when the clock is called on a player, shown big.

``ClockCallDialog`` counts down the event's rulebook's phases
(``domain.rulings.clock_call``: TDA 2024 Rule 29, 25 seconds then a 5-second
count; Robert's NL 12, one minute then a ten-second warning), the seconds
left in the phase in huge digits, turning red in the last phase, then says
what happens when time runs out (facing a bet the hand is dead). Time comes
from the floor's clock (``Floor.clock``, faked in tests); the timer only
redraws. It never touches the tournament clock: nothing is recorded and
the event's clock keeps running. Enter starts the count again, Esc closes.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDialog, QFrame, QPushButton, QVBoxLayout, QWidget

from floortool.domain.rulings.clock_call import CLOCK_CALLS, ClockCall, Countdown, countdown
from floortool.domain.rulings.rulebook_records import DEFAULT_RULEBOOK
from floortool.ui import style
from floortool.ui.calculators import rules_text
from floortool.ui.dialog_parts import close_row, dialog_column, text_label
from floortool.ui.models.rulings import RULEBOOK_SHORT
from floortool.ui.translation import said, translate
from floortool.ui.window_size import fit_to_screen

DIALOG_SIZE = (800, 600)
REDRAW_MS = 100
RUNNING = "running"
WARNING = "warning"
EXPIRED = "expired"


def phases_text(call: ClockCall) -> str:
    """The phases in a line: ``Time 25 s + Countdown 5 s``."""
    return " + ".join(f"{said(p.label)} {p.seconds} s" for p in call.phases)


def digits_text(state: Countdown) -> str:
    """The whole seconds left in the phase, rounded up (``0`` once time is up)."""
    return str(math.ceil(state.phase_left))


class ClockCallDialog(QDialog):
    """The clock-call countdown for one player, by the event's rulebook."""

    def __init__(self, clock: Callable[[], datetime], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._clock = clock
        self._rulebook = DEFAULT_RULEBOOK
        self._call = CLOCK_CALLS[self._rulebook]
        self._started: datetime | None = None
        self._state: Countdown | None = None
        self.setWindowTitle(translate("clock_call", "Clock call"))
        fit_to_screen(self, *DIALOG_SIZE)
        self.rulebook_label = text_label(style.SUBTITLE)
        self.card = QFrame()
        self.card.setObjectName(style.CLOCK_CALL_CARD)
        self.phase_label = text_label(style.CLOCK_CALL_PHASE)
        self.phase_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.digits_label = text_label(style.CLOCK_CALL_DIGITS)
        self.digits_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.total_label = text_label(style.CLOCK_CALL_PHASE)
        self.total_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        card = QVBoxLayout(self.card)
        card.setContentsMargins(20, 16, 20, 16)
        card.addWidget(self.phase_label)
        card.addWidget(self.digits_label, 1)
        card.addWidget(self.total_label)
        self.outcome_label = text_label(style.FIELD_VALUE)
        self.rules_label = text_label(style.HINT)
        self.restart_button = QPushButton(translate("clock_call", "Start again"))
        self.restart_button.setObjectName(style.PRIMARY)
        self.restart_button.setDefault(True)
        self.restart_button.setToolTip(
            translate("clock_call", "Count again from the start (Enter)")
        )
        buttons, self.close_button = close_row(self, self.restart_button)
        layout = dialog_column(self, title=translate("clock_call", "Clock called on a player"))
        layout.addWidget(self.rulebook_label)
        layout.addWidget(self.card, 1)
        layout.addWidget(self.outcome_label)
        layout.addWidget(self.rules_label)
        layout.addLayout(buttons)
        self.timer = QTimer(self)
        self.timer.setInterval(REDRAW_MS)
        self.timer.timeout.connect(self.refresh)
        self.restart_button.clicked.connect(self._on_restart_button_clicked)

    @property
    def state(self) -> Countdown | None:
        """Where the count stands at the last redraw."""
        return self._state

    def start(self, rulebook: str) -> None:
        """Count from now by ``rulebook``'s phases."""
        self._rulebook = rulebook
        self._call = CLOCK_CALLS[rulebook]
        call = self._call
        self.rulebook_label.setText(f"{RULEBOOK_SHORT[rulebook]}: {phases_text(call)}")
        self.outcome_label.setText(
            translate(
                "clock_call",
                "When time runs out — facing a bet: {facing_bet} Not facing a bet: "
                "{not_facing_bet}",
            ).format(facing_bet=said(call.facing_bet), not_facing_bet=said(call.not_facing_bet))
        )
        self.rules_label.setText(rules_text(call.citations))
        self._started = self._clock()
        self.refresh()
        self.timer.start()

    def refresh(self) -> None:
        """Redraw the count for the floor's time now."""
        if self._started is None:
            return
        elapsed = (self._clock() - self._started).total_seconds()
        state = countdown(self._call, elapsed)
        self._state = state
        self.phase_label.setText(said(state.phase))
        self.digits_label.setText(digits_text(state))
        if state.expired:
            self.total_label.setText(
                translate("clock_call", "Facing a bet: {facing_bet}").format(
                    facing_bet=said(self._call.facing_bet)
                )
            )
            self.timer.stop()
            shade = EXPIRED
        else:
            self.total_label.setText(
                translate("clock_call", "{0} s left in all").format(math.ceil(state.total_left))
            )
            last = self._call.phases[-1]
            shade = WARNING if state.phase == last.label else RUNNING
        for widget in (self.card, self.digits_label, self.phase_label):
            style.set_state(widget, shade)

    def done(self, result: int) -> None:
        """Closed (Esc, Close): stop redrawing."""
        self.timer.stop()
        super().done(result)

    def _on_restart_button_clicked(self) -> None:
        self.start(self._rulebook)
