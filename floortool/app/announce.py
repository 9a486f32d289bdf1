"""App layer: the bundled cue sounds played, and a line spoken, on this computer.

What is played when is the event's automation (``app.automation``); this module
only plays a sound and speaks a line. Sounds and speech use what the
platform already has (no extra dependency): ``winsound`` and PowerShell's
speech synthesiser on Windows, ``afplay``/``say`` on macOS, and on Linux the
first of ``paplay``/``pw-play``/``aplay`` and ``espeak-ng``/``espeak``/``spd-say``
found on the PATH. Nothing found: the cue is silent, never an error. Playing
never blocks the caller.

A line is spoken with a voice of the window's language where the platform has
one: ``espeak-ng -v de``, ``spd-say -l de``, macOS's first ``say`` voice of
that language, Windows' first installed voice of its culture; where none is
found, the platform's own voice reads it. English speaks as it always did.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from functools import cache
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


#: The language spoken where none is asked for (the platform's own voice).
ENGLISH = "en"
#: How each Linux speaker is told the language: ``espeak-ng -v de``.
LANGUAGE_OPTIONS = {"espeak-ng": "-v", "espeak": "-v", "spd-say": "-l"}


def speech_command(
    text: str,
    *,
    language: str = ENGLISH,
    platform: str = sys.platform,
    which: Which = shutil.which,
) -> list[str] | None:
    """The command that speaks ``text`` here in ``language`` (a code: ``de``), or None
    when nothing can."""
    if platform.startswith("win"):
        if not which("powershell"):
            return None
        quoted = text.replace("'", "''")
        choose = "" if language == ENGLISH else _windows_voice(language)
        script = (
            "Add-Type -AssemblyName System.Speech; "
            "$s = New-Object System.Speech.Synthesis.SpeechSynthesizer; "
            f"{choose}$s.Speak('{quoted}')"
        )
        return ["powershell", "-NoProfile", "-Command", script]
    if platform == "darwin":
        if not which("say"):
            return None
        voice = None if language == ENGLISH else mac_voice(language)
        return ["say", *(["-v", voice] if voice else []), text]
    for name in ("espeak-ng", "espeak", "spd-say"):
        if which(name):
            option = [] if language == ENGLISH else [LANGUAGE_OPTIONS[name], language]
            return [name, *option, text]
    return None


def _windows_voice(language: str) -> str:
    """PowerShell that picks the first installed voice of ``language``, if there is one."""
    return (
        "$v = $s.GetInstalledVoices() | Where-Object { $_.Enabled -and "
        f"$_.VoiceInfo.Culture.TwoLetterISOLanguageName -eq '{language}' }} | "
        "Select-Object -First 1; if ($v) { $s.SelectVoice($v.VoiceInfo.Name) }; "
    )


def voice_of(language: str, listing: str) -> str | None:
    """The first voice of ``language`` in macOS's ``say -v '?'`` listing (a line per
    voice: ``Anna    de_DE    # Hallo, ich heiße Anna.``)."""
    for line in listing.splitlines():
        name, _, rest = line.partition("#")[0].rstrip().rpartition(" ")
        if rest.partition("_")[0].lower() == language and name.strip():
            return name.strip()
    return None


@cache
def mac_voice(language: str) -> str | None:
    """This Mac's first voice of ``language`` (None: none, or ``say`` cannot list them)."""
    try:
        listing = subprocess.run(
            ["say", "-v", "?"], capture_output=True, text=True, timeout=5, check=False
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    return voice_of(language, listing)


class Announcer:
    """Plays the bundled cue sounds and speaks lines in the background."""

    def __init__(self, *, speak: bool = False, language: str = ENGLISH) -> None:
        self.speak = speak
        self.language = language  # the code of the language lines are spoken in

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
        command = speech_command(line, language=self.language)
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
