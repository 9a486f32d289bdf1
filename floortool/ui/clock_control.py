"""UI layer: what the clock's buttons and keys do, in one place.

``ClockControl`` turns a director's intent ("pause or resume", "next level",
"add a minute", "start hand-for-hand play", which holds the clock) into the
app's command for the event on show and sends it through the window's
``CommandSender``, which shows a refusal and tells the window to refresh.
The clock page's buttons, the Clock menu, the keys in both windows, the
structure editor's "Play this row" and the Tables page's hand-for-hand
controls all come here.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from functools import partial

from PySide6.QtCore import QObject

from floortool.app.commands.base import Command
from floortool.app.commands.clock import (
    AdjustClock,
    GoToLevel,
    GoToRow,
    PauseClock,
    ResumeClock,
    ScheduleStart,
    StartClock,
    StepRow,
)
from floortool.app.commands.hands import StartHandForHand, StopHandForHand
from floortool.app.floor import Done
from floortool.domain.clock.state import FINISHED, NOT_STARTED, PAUSED, RUNNING
from floortool.domain.seating.hand_for_hand import hand_for_hand_of
from floortool.ui.clock_ticker import ClockTicker
from floortool.ui.command_sender import CommandSender
from floortool.ui.translation import translate

logger = logging.getLogger(__name__)

MINUTE = 60


class ClockControl(QObject):
    """Sends clock commands for the event the ticker follows."""

    def __init__(
        self, commands: CommandSender, ticker: ClockTicker, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.commands = commands
        self.ticker = ticker

    @property
    def state(self) -> str | None:
        """The clock's state (``running``, ``paused`` ...), None without a clock."""
        view = self.ticker.view
        return None if view is None else view.state

    def level_count(self) -> int:
        """How many play levels the event's structure has (0 without one)."""
        event_id = self.ticker.event_id
        structure = None if event_id is None else self.ticker.floor.state.structures.get(event_id)
        return 0 if structure is None else structure.level_count

    def now(self) -> datetime:
        """The floor's time (a fake one in tests)."""
        return self.ticker.floor.clock()

    def _send(self, action: str, build: Callable[[int], Command]) -> Done | None:
        event_id = self.ticker.event_id
        if event_id is None:
            return None
        return self.send(action, build(event_id))

    def send(self, action: str, command: Command) -> Done | None:
        """Send any clock command (built by the caller) and re-read the clock."""
        done = self.commands.send(command, action=action)
        self.ticker.refresh()
        return done

    # ------------------------------------------------------------ intents
    def start(self) -> Done | None:
        return self._send(translate("clock_control", "Start the clock"), StartClock)

    def pause(self) -> Done | None:
        return self._send(translate("clock_control", "Pause the clock"), PauseClock)

    @property
    def hand_for_hand(self) -> bool:
        """Whether hand-for-hand play is on for the event (its clock is held meanwhile)."""
        event_id = self.ticker.event_id
        state = self.ticker.floor.state
        return event_id is not None and hand_for_hand_of(state, event_id) is not None

    def start_hand_for_hand(self, seconds_per_hand: int) -> Done | None:
        """Hand-for-hand play (TDA 2024 RP-8): the clock is held, each hand takes
        ``seconds_per_hand`` off it."""
        command = partial(StartHandForHand, seconds_per_hand=seconds_per_hand)
        return self._send(translate("clock_control", "Start hand-for-hand"), command)

    def stop_hand_for_hand(self) -> Done | None:
        return self._send(translate("clock_control", "Stop hand-for-hand"), StopHandForHand)

    def resume(self) -> Done | None:
        return self._send(translate("clock_control", "Resume the clock"), ResumeClock)

    def toggle(self) -> Done | None:
        """Space: start a clock not started yet, pause a running one, resume a paused one."""
        state = self.state
        if state == NOT_STARTED:
            return self.start()
        if state == RUNNING:
            return self.pause()
        if state in (PAUSED, FINISHED):
            return self.resume()  # refused with the reason when finished
        return None

    def step(self, step: int) -> Done | None:
        """Next (+1) or previous (-1) row of the structure."""
        action = (
            translate("clock_control", "Next level")
            if step > 0
            else translate("clock_control", "Previous level")
        )
        return self._send(action, partial(StepRow, step=step))

    def adjust(self, seconds: int) -> Done | None:
        """Add (positive) or remove (negative) time from the row in play."""
        action = (
            translate("clock_control", "Add time")
            if seconds > 0
            else translate("clock_control", "Remove time")
        )
        return self._send(action, partial(AdjustClock, seconds=seconds))

    def go_to_level(self, level: int) -> Done | None:
        return self._send(
            translate("clock_control", "Go to level {level}").format(level=level),
            partial(GoToLevel, level=level),
        )

    def go_to_row(self, index: int) -> Done | None:
        return self._send(
            translate("clock_control", "Play this row"), partial(GoToRow, index=index)
        )

    def schedule(self, start_at: datetime) -> Done | None:
        return self._send(
            translate("clock_control", "Schedule the start"),
            partial(ScheduleStart, start_at=start_at),
        )
