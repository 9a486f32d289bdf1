"""App layer: the bundled cue sounds played, and a line spoken, on this computer.

What is played when is the event's automation (``app.automation``); this module
only plays a sound and speaks a line. Sounds and speech use what the
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

logger = logging.getLogger(__name__)

Which = Callable[[str], str | None]


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
    """Plays the bundled cue sounds and speaks lines in the background."""

    def __init__(self, *, speak: bool = False) -> None:
        self.speak = speak

    def play(self, sound: str) -> None:
        """Play the bundled sound ``sound`` (``level``: ``level.wav``)."""
        with as_file(sound_file(f"{sound}.wav")) as path:
            if sys.platform.startswith("win"):
                threading.Thread(target=_winsound_play, args=(str(path),), daemon=True).start()
                return
            command = sound_command(str(path))
            if command:
                self._spawn(command)

    def say(self, line: str) -> bool:
        """Speak ``line``; whether this computer has a voice to speak it with."""
        command = speech_command(line)
        return command is not None and self._spawn(command)

    @staticmethod
    def _spawn(command: list[str]) -> bool:
        try:
            subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except OSError as exc:
            logger.warning("could not run %s: %s", command[0], exc)
            return False
        return True


def _winsound_play(path: str) -> None:
    if sys.platform == "win32":
        import winsound

        winsound.PlaySound(path, winsound.SND_FILENAME)
