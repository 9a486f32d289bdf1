"""UI layer: the window carries out the event's automation (``app.automation``).

``WindowCueActions`` is the window's ``CueActions``: it plays the bundled sound
and speaks the line through the ``CuePlayer`` (the platform's player and voice,
``app.announce.Announcer``, or a recorder in tests), shows the line over every
screen as the announcement (``app.room_announcement``), flashes the room display
(``flashed``) and keeps the cue for the web's room screens (``app.room_cue``). A
line that was to be spoken where no voice could is said in ``noted`` (the status
bar), and shows over the screens instead (``carry_out``).
"""

from __future__ import annotations

import logging
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from floortool.app.automation import Cue
from floortool.app.room_announcement import post_announcement
from floortool.app.room_cue import publish_cue
from floortool.domain.kernel.errors import InvalidInput
from floortool.ui.translation import QT_TRANSLATE_NOOP, translate

logger = logging.getLogger(__name__)

NO_VOICE = QT_TRANSLATE_NOOP(
    "automation_actions",
    "No voice on this computer to speak with: the line shows on the room's screens.",
)


class CuePlayer(Protocol):
    """What plays the cue sounds and speaks (``app.announce.Announcer``, or a fake)."""

    speak: bool

    def play(self, sound: str) -> None: ...

    def say(self, line: str) -> bool: ...


class WindowCueActions(QObject):
    """The window's hands for a cue."""

    flashed = Signal()
    """The room display is to flash."""
    shown = Signal()
    """A line was posted over every screen (the room display reads it again)."""
    noted = Signal(str)
    """Something the director should know (no voice to speak with)."""

    def __init__(self, player: CuePlayer, parent: QObject) -> None:
        super().__init__(parent)
        self.player = player

    @property
    def speak(self) -> bool:
        return self.player.speak

    def play(self, sound: str) -> None:
        self.player.play(sound)

    def say(self, line: str) -> bool:
        spoken = self.player.say(line)
        if not spoken:
            self.noted.emit(translate("automation_actions", NO_VOICE))
        return spoken

    def show(self, line: str, seconds: int) -> None:
        try:
            post_announcement(line, seconds)
        except (InvalidInput, OSError) as exc:
            logger.warning("automation line not shown: %s", exc)
            return
        self.shown.emit()

    def flash(self) -> None:
        self.flashed.emit()

    def publish(self, cue: Cue) -> None:
        try:
            publish_cue(cue)
        except OSError as exc:
            logger.warning("automation cue not kept for the web's screens: %s", exc)
