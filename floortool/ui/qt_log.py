"""UI layer: Qt's own messages (warnings about layouts, fonts, the platform) go to the log.

``qt_messages_logged`` installs, for as long as the window runs, a Qt message
handler that writes each message to the ``floortool.qt`` logger at the
matching level, with the Qt category, so ``floortool.log`` holds what Qt said
before a crash instead of a terminal nobody watches.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

logger = logging.getLogger("floortool.qt")

LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def _to_log(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    category = context.category or "qt"
    logger.log(LEVELS.get(kind, logging.WARNING), "%s: %s", category, message)


@contextmanager
def qt_messages_logged() -> Iterator[None]:
    """Within the block, Qt's messages are log records (``floortool.qt``)."""
    previous = qInstallMessageHandler(_to_log)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)
