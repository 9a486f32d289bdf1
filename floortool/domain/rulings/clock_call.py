"""Domain layer: the countdown when the clock is called on a player.

TDA 2024 Rule 29: 25 seconds, then a 5-second count; when time runs out
facing a bet the hand is dead, otherwise it is a check, and a tie goes to the
player. Robert's Rules NL 12 (league edition): one more minute, then a
ten-second warning, after which a hand facing a bet is dead. The phases are
each rulebook record's ``clock_call`` (``rulings.rulebook_records``). The window shows
the phases big; ``countdown`` says where a call stands after some seconds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.rulings.rulebook_records import ClockCall, ClockPhase, RecordView

__all__ = ["CLOCK_CALLS", "ClockCall", "ClockPhase", "Countdown", "countdown"]


#: The clock call of each rulebook, by id (its record's ``clock_call``).
CLOCK_CALLS: Mapping[str, ClockCall] = RecordView(lambda record: record.clock_call)


@dataclass(frozen=True)
class Countdown:
    phase: str | Phrase  # the phase running (its record's label), or "Time is up"
    phase_left: float
    total_left: float
    expired: bool


def countdown(call: ClockCall, elapsed: float) -> Countdown:
    """Where ``call`` stands ``elapsed`` seconds after it was started."""
    left = call.total_seconds - max(elapsed, 0.0)
    if left <= 0:
        up = translate("domain.rulings.clock_call", "Time is up")
        return Countdown(phase=up, phase_left=0.0, total_left=0.0, expired=True)
    start = 0.0
    for phase in call.phases:
        end = start + phase.seconds
        if elapsed < end:
            return Countdown(phase.label, end - max(elapsed, 0.0), left, expired=False)
        start = end
    raise AssertionError("unreachable: left > 0 means a phase is running")
