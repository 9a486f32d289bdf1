"""Benchmark helper: cues that go nowhere, so a benchmark measures drawing and the
window's work, not sound players or the room's files.

``Silent`` is a cue player (the window's ``announcer``); ``NoCues`` carries a
whole cue out into nothing (a ``ClockTicker``'s ``actions``).
"""

from __future__ import annotations

from floortool.app.automation import Cue


class Silent:
    """Plays nothing and has no voice."""

    speak = False

    def play(self, sound: str) -> None:
        pass

    def say(self, line: str) -> bool:
        return False


class NoCues(Silent):
    """Shows, flashes and publishes nothing either."""

    def show(self, line: str, seconds: int) -> None:
        pass

    def flash(self) -> None:
        pass

    def publish(self, cue: Cue) -> None:
        pass
