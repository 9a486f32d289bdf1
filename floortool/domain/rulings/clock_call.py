"""Domain layer: the countdown when the clock is called on a player.

TDA 2024 Rule 29: 25 seconds, then a 5-second count; when time runs out
facing a bet the hand is dead, otherwise it is a check, and a tie goes to the
player. Robert's Rules NL 12 (league edition): one more minute, then a
ten-second warning, after which a hand facing a bet is dead. The window shows
the phases big; ``countdown`` says where a call stands after some seconds.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.rulings.situations import Citation


@dataclass(frozen=True)
class ClockPhase:
    label: str
    seconds: int


@dataclass(frozen=True)
class ClockCall:
    """The phases of a clock call and what happens when it runs out."""

    rulebook: str
    phases: tuple[ClockPhase, ...]
    facing_bet: str  # what happens at zero when facing a bet
    not_facing_bet: str
    citations: tuple[Citation, ...]

    @property
    def total_seconds(self) -> int:
        return sum(p.seconds for p in self.phases)


CLOCK_CALLS: dict[str, ClockCall] = {
    "tda-2024": ClockCall(
        rulebook="tda-2024",
        phases=(ClockPhase("Time", 25), ClockPhase("Countdown", 5)),
        facing_bet="The hand is dead.",
        not_facing_bet="The hand is checked.",
        citations=(Citation("TDA 2024", "29"),),
    ),
    "roberts-v6-league": ClockCall(
        rulebook="roberts-v6-league",
        phases=(ClockPhase("One minute", 60), ClockPhase("Ten-second warning", 10)),
        facing_bet="The hand is dead.",
        not_facing_bet="Not covered by Robert's Rules: the director rules (usually a check).",
        citations=(Citation("RRoP v6", "NL 12"), Citation("RRoP v6", "§3 Dead Hands 1(e)")),
    ),
}


@dataclass(frozen=True)
class Countdown:
    phase: str  # the phase running, or "Time is up"
    phase_left: float
    total_left: float
    expired: bool


def countdown(call: ClockCall, elapsed: float) -> Countdown:
    """Where ``call`` stands ``elapsed`` seconds after it was started."""
    left = call.total_seconds - max(elapsed, 0.0)
    if left <= 0:
        return Countdown(phase="Time is up", phase_left=0.0, total_left=0.0, expired=True)
    start = 0.0
    for phase in call.phases:
        end = start + phase.seconds
        if elapsed < end:
            return Countdown(phase.label, end - max(elapsed, 0.0), left, expired=False)
        start = end
    raise AssertionError("unreachable: left > 0 means a phase is running")
