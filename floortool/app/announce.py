"""App layer: clock cues (level change, one-minute warning, end of break), the
bundled sounds that mark them, and an optional spoken announcement.

Cues are computed from two consecutive clock views, so the window plays each
exactly once however often it redraws. Sounds and speech use what the
platform already has (no extra dependency): ``winsound`` and PowerShell's
speech synthesiser on Windows, ``afplay``/``say`` on macOS, and on Linux the
first of ``paplay``/``pw-play``/``aplay`` and ``espeak-ng``/``espeak``/``spd-say``
found on the PATH. Nothing found: the cue is silent, never an error. Playing
never blocks the caller.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from importlib.resources import as_file

from floortool.app.resources import sound_file
from floortool.app.views.clock import ClockView, RowView
from floortool.domain.clock.state import RUNNING, WARNING_SECONDS

logger = logging.getLogger(__name__)

LEVEL, WARNING, BREAK_OVER = "level", "warning", "break-over"
Which = Callable[[str], str | None]


def clock_cues(before: ClockView | None, after: ClockView | None) -> list[str]:
    """The cues due between two readings of the same clock, in the order to play them."""
    if before is None or after is None or after.state != RUNNING:
        return []
    if after.row.index != before.row.index:
        if before.row.is_break and not after.row.is_break:
            return [BREAK_OVER]
        return [LEVEL]
    if before.remaining > WARNING_SECONDS >= after.remaining:
        return [WARNING]
    return []


def announcement(row: RowView) -> str:
    """What to say when a row starts: ``Level 5: blinds 200 and 400, ante 400``."""
    if row.is_break:
        return f"Break: {row.minutes} minutes."
    text = f"Level {row.level}: blinds {row.small_blind:,} and {row.big_blind:,}"
    if row.ante:
        text += f", {'big blind ante' if row.big_blind_ante else 'ante'} {row.ante:,}"
    if row.game:
        text += f". Game: {row.game}"
    return text + "."


def sound_command(
    path: str, *, platform: str = sys.platform, which: Which = shutil.which
) -> list[str] | None:
    """The command that plays the WAV at ``path`` here (None on Windows: winsound)."""
    if platform.startswith("win"):
        return None
    candidates = (
        [["afplay"]] if platform == "darwin" else [["paplay"], ["pw-play"], ["aplay", "-q"]]
    )
    for argv in candidates:
        if which(argv[0]):
            return [*argv, path]
    return None


def speech_command(
    text: str, *, platform: str = sys.platform, which: Which = shutil.which
) -> list[str] | None:
    """The command that speaks ``text`` here, or None when nothing can."""
    if platform.startswith("win"):
        if not which("powershell"):
            return None
        quoted = text.replace("'", "''")
        script = (
            "Add-Type -AssemblyName System.Speech; "
            "(New-Object System.Speech.Synthesis.SpeechSynthesizer)"
            f".Speak('{quoted}')"
        )
        return ["powershell", "-NoProfile", "-Command", script]
    candidates = ["say"] if platform == "darwin" else ["espeak-ng", "espeak", "spd-say"]
    for name in candidates:
        if which(name):
            return [name, text]
    return None


class Announcer:
    """Plays cue sounds and speaks announcements in the background."""

    def __init__(self, *, speak: bool = False) -> None:
        self.speak = speak

    def cue(self, name: str, row: RowView | None = None) -> None:
        self._play(f"{name}.wav")
        if self.speak and row is not None and name in (LEVEL, BREAK_OVER):
            command = speech_command(announcement(row))
            if command:
                self._spawn(command)

    def _play(self, filename: str) -> None:
        with as_file(sound_file(filename)) as path:
            if sys.platform.startswith("win"):
                threading.Thread(target=_winsound_play, args=(str(path),), daemon=True).start()
                return
            command = sound_command(str(path))
            if command:
                self._spawn(command)

    @staticmethod
    def _spawn(command: list[str]) -> None:
        try:
            subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except OSError as exc:
            logger.warning("could not run %s: %s", command[0], exc)


def _winsound_play(path: str) -> None:
    if sys.platform == "win32":
        import winsound

        winsound.PlaySound(path, winsound.SND_FILENAME)
