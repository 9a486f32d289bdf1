"""UI layer: the one way a widget changes the floor.

Every button, key and edited cell hands its app command to ``CommandSender``:
it runs it (``Floor.execute``), shows a refusal (``FloorError``) through the
window's ``Notify`` with the message and "Nothing was changed", and announces
what was done with ``done`` so the window can bring every view up to date.
A dialog that shows refusals in its own message line (the registration desk)
uses ``execute``, which raises the refusal instead of showing it. Widgets
never call ``Floor.execute`` themselves.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from floortool.app.commands.base import Command
from floortool.app.floor import Done, Floor
from floortool.domain.kernel.errors import FloorError
from floortool.ui.errors import Notify, refusal_notice
from floortool.ui.translation import said, translate

logger = logging.getLogger(__name__)


class CommandSender(QObject):
    """Runs app commands for the widgets of one window and shows refusals."""

    done = Signal(str)
    """A command (or other change) went through; its label ("Pause the clock (Cup)")."""

    def __init__(
        self,
        floor: Floor,
        *,
        notify: Notify,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.floor = floor
        self._notify = notify

    def send(self, command: Command, *, action: str, here: str = "") -> Done | None:
        """Run ``command``; on refusal show it (titled with ``action``; ``here``: the page
        it was sent from) and return None."""
        try:
            return self.execute(command)
        except FloorError as exc:
            self.refuse(exc, action=action, here=here)
            return None

    def execute(self, command: Command) -> Done:
        """Run ``command`` and announce it; a refusal (``FloorError``) is raised for the
        caller to show where the director is looking. Nothing is written then."""
        done = self.floor.execute(command)
        self.done.emit(said(done.phrase))
        return done

    def undo(self, scope: str, *, expected: int | None = None) -> Done:
        """Take back the operator's latest live action of ``scope`` (``expected``: the
        group shown; refused if another is due) and announce it, as ``execute``
        announces a command (the window then brings every view up to date)."""
        done = self.floor.undo(scope, expected=expected)
        self.done.emit(translate("command_sender", "Undo {label}").format(label=said(done.phrase)))
        return done

    def attempt(self, action: str, work: Callable[[], object]) -> bool:
        """Run ``work`` (anything that may raise ``FloorError``); show a refusal instead."""
        try:
            work()
        except FloorError as exc:
            self.refuse(exc, action=action)
            return False
        return True

    def refuse(self, error: FloorError, *, action: str, here: str = "") -> None:
        """Tell the director that ``action`` was refused, and why (``here``: the page)."""
        logger.info("%s refused: %s (%s)", action, error.message, error.code)
        window = self.parent()  # the window message boxes belong to
        notice = refusal_notice(error, action=action, here=here)
        self._notify(window if isinstance(window, QWidget) else None, notice)
