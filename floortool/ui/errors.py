"""UI layer: how the window tells the director something went wrong.

A ``Notice`` is a message for a person (a refusal from the floor, an
unexpected error, the About box); a ``Notify`` callable shows it. The window
receives its ``Notify`` from whoever builds it, so tests capture notices
instead of clicking message boxes away. ``ExceptionReporter`` is the
``sys.excepthook`` of the window: it logs every unexpected exception and
shows it, so nothing is swallowed silently.
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from types import TracebackType

from PySide6.QtWidgets import QMessageBox, QWidget

from floortool.app.paths import log_dir
from floortool.domain.kernel.errors import FloorError
from floortool.ui.remedy_words import refusal_text
from floortool.ui.translation import translate

logger = logging.getLogger(__name__)


class NoticeKind(StrEnum):
    INFO = "info"
    WARNING = "warning"
    CRITICAL = "critical"


@dataclass(frozen=True)
class Notice:
    """A message for the director: a title, one main sentence, optional detail."""

    title: str
    text: str
    informative: str = ""
    details: str = ""
    kind: NoticeKind = NoticeKind.WARNING


Notify = Callable[[QWidget | None, Notice], None]

_ICONS = {
    NoticeKind.INFO: QMessageBox.Icon.Information,
    NoticeKind.WARNING: QMessageBox.Icon.Warning,
    NoticeKind.CRITICAL: QMessageBox.Icon.Critical,
}


def show_message_box(parent: QWidget | None, notice: Notice) -> None:
    """Show ``notice`` in a modal message box (the production ``Notify``)."""
    box = QMessageBox(parent)
    box.setIcon(_ICONS[notice.kind])
    box.setWindowTitle(notice.title)
    box.setText(notice.text)
    if notice.informative:
        box.setInformativeText(notice.informative)
    if notice.details:
        box.setDetailedText(notice.details)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()


def refusal_notice(error: FloorError, *, action: str, here: str = "") -> Notice:
    """The floor refused ``action`` (e.g. "Create event"): say why; nothing changed
    (``here``: the page the director acted on, not named again in the remedy)."""
    return Notice(
        title=translate("errors", "{action}: not done").format(action=action),
        text=refusal_text(error, here),
        informative=translate("errors", "Nothing was changed."),
        kind=NoticeKind.WARNING,
    )


def crash_notice(error: BaseException, *, details: str) -> Notice:
    """An exception nobody expected: say what it was and where the log is."""
    return Notice(
        title=translate("errors", "floortool: unexpected error"),
        text=translate("errors", "Something went wrong: {kind}: {error}").format(
            kind=type(error).__name__, error=error
        ),
        informative=(
            translate(
                "errors",
                "Actions already done are saved in the journal. The error was written to the "
                "log in {0}; please send it to whoever looks after floortool.",
            ).format(log_dir())
        ),
        details=details,
        kind=NoticeKind.CRITICAL,
    )


class ExceptionReporter:
    """``sys.excepthook`` for the window: log the exception, then show it.

    A ``FloorError`` that escaped an action is a refusal, shown as such; any
    other exception is logged with its traceback and shown as an unexpected
    error. Ctrl+C (``KeyboardInterrupt``) is left to ``fallback``.
    """

    def __init__(
        self,
        notify: Notify,
        *,
        fallback: Callable[[type[BaseException], BaseException, TracebackType | None], object],
        parent: QWidget | None = None,
    ) -> None:
        self._notify = notify
        self._fallback = fallback
        #: The window the message boxes belong to (set once the main window exists; not
        #: ``QApplication.activeWindow()``, which PySide6 6.12.0 mis-counts when it is None).
        self.parent = parent

    def __call__(
        self,
        exc_type: type[BaseException],
        error: BaseException,
        tb: TracebackType | None,
    ) -> None:
        if not isinstance(error, Exception):
            self._fallback(exc_type, error, tb)
            return
        if isinstance(error, FloorError):
            logger.info("refused: %s (%s)", error.message, error.code)
            self._notify(self.parent, refusal_notice(error, action=translate("errors", "Action")))
            return
        logger.error("unexpected error", exc_info=(exc_type, error, tb))
        details = "".join(traceback.format_exception(exc_type, error, tb))
        self._notify(self.parent, crash_notice(error, details=details))
