"""UI layer: the notice that the last window session ended unexpectedly.

``CrashNotice`` is a bar across the top of the main window (it blocks
nothing): when the last session began, that nothing the director was told
was done is lost, and where its log is, with a button that opens the log's
folder and one that dismisses the bar. ``run_window`` shows it at a start
that follows a crash (``app.sessions``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QToolBar, QWidget

from floortool.app.sessions import LostSession
from floortool.ui import style
from floortool.ui.translation import said, translate

OBJECT_NAME = "crashNotice"


def crash_text(lost: list[LostSession], log: Path) -> str:
    """What the bar says about ``lost`` (one or more sessions) and the log at ``log``."""
    last = max(lost, key=lambda s: (s.started is not None, s.started or 0))
    return translate(
        "crash_notice",
        "floortool ended unexpectedly last time (the session started {0}). Nothing you were "
        "told was done is lost: every action is in the journal before the window reports it. "
        "What happened is in the log: {log}",
    ).format(said(last.started_text()), log=log)


class CrashNotice(QToolBar):
    """The bar saying the last session ended unexpectedly, and where its log is."""

    def __init__(self, lost: list[LostSession], log: Path, parent: QWidget | None = None) -> None:
        super().__init__(translate("crash_notice", "Last session"), parent)
        self.setObjectName(OBJECT_NAME)
        self.setMovable(False)
        self.setFloatable(False)
        self.log = log
        self.text_label = QLabel(crash_text(lost, log))
        self.text_label.setWordWrap(True)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.folder_button = QPushButton(translate("crash_notice", "Open log folder"))
        self.dismiss_button = QPushButton(translate("crash_notice", "Dismiss"))
        self.dismiss_button.setObjectName(style.PRIMARY)
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.addWidget(self.text_label, 1)
        layout.addWidget(self.folder_button)
        layout.addWidget(self.dismiss_button)
        self.addWidget(row)
        self.folder_button.clicked.connect(self._on_folder_button_clicked)
        self.dismiss_button.clicked.connect(self._on_dismiss_button_clicked)

    def _on_folder_button_clicked(self) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log.parent)))

    def _on_dismiss_button_clicked(self) -> None:
        self.hide()
