"""UI layer: the main window's status bar: what it says permanently and what it reports.

On its right, always: the damaged journal groups the fold left out (named in
the tooltip and logged once each), the event on show, the database (its
password hidden, ``display_url``) and the operator. On its left, for a few
seconds, what was just done; and, for as long as it lasts, that the poll
cannot read the database (``show_outage``) until a later poll can.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel

from floortool.app.floor import Floor
from floortool.domain.kernel.errors import FloorError
from floortool.ui import style
from floortool.ui.elided_label import ElidedLabel
from floortool.ui.status_messages import MessageBar
from floortool.ui.translation import QT_TRANSLATE_NOOP, counted, translate, window_words
from floortool.ui.window_undo import EVENT_WIDE_UNDO

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow as _Window
else:
    _Window = object

logger = logging.getLogger(__name__)

#: ``scheme://user:password@`` up to the last ``@`` (hiding too much beats showing a password).
_PASSWORD = re.compile(r"(?P<head>://[^:/@]*:).*@")
#: The status bar while the poll cannot read the database (the reason in its tooltip).
OUTAGE_TEXT = QT_TRANSLATE_NOOP(
    "window_status", "Database out of reach: retrying. Nothing is lost."
)


def display_url(url: str) -> str:
    """``url`` with any password replaced by ``***`` (safe for a status bar)."""
    return _PASSWORD.sub(r"\g<head>***@", url)


def left_out_text(count: int) -> str:
    """The status bar's warning while ``count`` damaged journal groups are left out."""
    return counted(
        count,
        translate("window_status", "⚠ {count} damaged action left out"),
        translate("window_status", "⚠ {count} damaged actions left out"),
    )


class WindowStatus(_Window):
    """The main window's part that keeps its status bar."""

    floor: Floor
    db_url: str

    def _build_status_bar(self) -> None:
        self.event_status = QLabel()
        self.database_status = ElidedLabel(
            translate("window_status", "Database: {0}").format(display_url(self.db_url))
        )
        self.operator_status = QLabel(
            translate("window_status", "Operator: {operator}").format(operator=self.floor.operator)
        )
        # Journal groups the fold left out (a record no decision would make, stored by an
        # old version): named in the tooltip, as the command line warns on every run.
        self.left_out_status = QLabel()
        self.left_out_status.setObjectName(style.ERROR_TEXT)
        self.left_out_status.hide()
        self._left_out: tuple[int, ...] = ()
        self._outage: str | None = None  # why the last poll could not read the database
        status = MessageBar()  # messages cut between words, whole in the tooltip
        self.setStatusBar(status)
        status.setSizeGripEnabled(False)
        status.addPermanentWidget(self.left_out_status)
        status.addPermanentWidget(self.event_status)
        status.addPermanentWidget(self.database_status)
        status.addPermanentWidget(self.operator_status)

    def _sync_left_out(self) -> None:
        """Show (and log once) the journal groups left out of the state, or nothing."""
        groups = self.floor.refused_groups()
        numbers = tuple(g.group for g in groups)
        if numbers == self._left_out:
            return
        for group in groups:
            if group.group not in self._left_out:
                logger.warning("%s", group.describe())
        self._left_out = numbers
        lines = [f"{g.describe()}." for g in groups]
        lines.append(
            translate("window_status", "Edit > {0} takes the latest back.").format(
                EVENT_WIDE_UNDO.rstrip(":")
            )
        )
        self.left_out_status.setText(left_out_text(len(groups)) if groups else "")
        self.left_out_status.setToolTip("\n".join(lines) if groups else "")
        self.left_out_status.setVisible(bool(groups))

    def _show_outage(self, exc: FloorError) -> None:
        """Say that the poll cannot read the database (logged once per outage)."""
        if self._outage is None:
            logger.warning("poll refused: %s (%s)", exc.message, exc.code)
        self._outage = exc.said(window_words().say)
        text = (
            translate("window_status", OUTAGE_TEXT)
            if exc.code == "database_unavailable"
            else exc.said(window_words().say)
        )
        self.statusBar().showMessage(text)  # OUTAGE_TEXT: short enough for 1024 pixels
        self.statusBar().setToolTip(exc.said(window_words().say))

    def _end_outage(self) -> None:
        """After a poll that read the database: say it is back if it was out of reach."""
        if self._outage is not None:
            self._outage = None
            self.statusBar().setToolTip("")
            self.statusBar().showMessage(
                translate("window_status", "The database is back: up to date."), 5000
            )
