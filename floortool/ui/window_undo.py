"""UI layer: the main window's undo and redo: what the Edit menu names, and taking it back.

Edit > Undo and Redo work on this station's own actions in the event the
window works on; Edit > Undo the Event's Latest on anyone's. Each action names
the group it would take back and keeps its number, so that a click takes back
exactly that one, or is refused (and the menu brought up to date) if by now
another is due. The bust toast's Undo takes back its bust only while nothing
was done after it.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFontMetrics, QKeySequence

from floortool.app.floor import Done, Floor
from floortool.domain.kernel.errors import FloorError
from floortool.ui.translation import QT_TRANSLATE_NOOP, said, translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow as _Window
else:
    _Window = object

#: The Edit menu's event-wide undo (Edit > Undo takes back this station's own latest).
EVENT_WIDE_UNDO = QT_TRANSLATE_NOOP("window_undo", "Undo the Event's Latest:")
ITEM_WIDTH = 700  # pixels: an Edit menu item naming an action, with its shortcut, fits 1024


def action_text(verb: str, label: str | None) -> str:
    """``Undo Create event R&&D`` (ampersands doubled so Qt shows them), or just the verb."""
    return verb if label is None else f"{verb} {label.replace('&', '&&')}"


class WindowUndo(_Window):
    """The main window's part that names and takes back the journal's groups."""

    floor: Floor
    _event_id: int | None
    _scope_event_id: int | None

    if TYPE_CHECKING:  # the window's own (``MainWindow``)

        def _attempt(self, action: str, work: Callable[[], object]) -> bool: ...
        def _sync(self, *, everything: bool = False) -> None: ...
        def _show_event(self, event_id: int) -> None: ...

    def _build_undo_actions(self) -> None:
        self.undo_action = QAction(translate("window_undo", "Undo"), self)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.triggered.connect(self._on_undo_action_triggered)
        self.redo_action = QAction(translate("window_undo", "Redo"), self)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.triggered.connect(self._on_redo_action_triggered)
        self.undo_latest_action = QAction(translate("window_undo", EVENT_WIDE_UNDO), self)
        self.undo_latest_action.setToolTip(
            translate(
                "window_undo", "Take back the event's latest action, whichever station did it"
            )
        )
        self.undo_latest_action.triggered.connect(self._on_undo_latest_action_triggered)

    def _sync_undo_actions(self) -> None:
        """Each undo/redo action names the group it takes back and keeps its number, so
        that the click takes back exactly that one (or is refused)."""
        floor = self.floor
        scope = floor.undo_scope(self._scope_event_id)
        for action, verb, group in (
            (self.undo_action, translate("window_undo", "Undo"), floor.undo_group(scope)),
            (self.redo_action, translate("window_undo", "Redo"), floor.redo_group(scope)),
            (
                self.undo_latest_action,
                translate("window_undo", EVENT_WIDE_UNDO),
                floor.undo_group(scope, event_wide=True),
            ),
        ):
            label = None
            if group is not None:
                label = self._fitted(action, verb, group)
            action.setText(action_text(verb, label))
            action.setData(group)
            action.setEnabled(group is not None)

    def _fitted(self, action: QAction, verb: str, group: int) -> str:
        """The label of ``group`` in the window's language (on the event-wide undo, with
        who did it), cut with "…" where the menu item would be wider than ``ITEM_WIDTH``."""

        def named(label: str) -> str:
            if action is not self.undo_latest_action:
                return label
            return translate("window_undo", "{label} (by {0})").format(
                self.floor.action_operator(group), label=label
            )

        metrics = QFontMetrics(action.font())
        room = ITEM_WIDTH - metrics.horizontalAdvance(f"{verb} {named('')}")
        label = said(self.floor.action_phrase(group))
        return named(
            metrics.elidedText(label, Qt.TextElideMode.ElideRight, max(room, ITEM_WIDTH // 3))
        )

    def _take_back(
        self, verb: str, mark: Callable[..., Done], group: int, *, event_wide: bool = False
    ) -> None:
        """Undo or redo ``group`` (the one the menu named) in the scope of the event the
        window works on; refused if by now another group is due."""
        scope_event = self._scope_event_id
        was_live = scope_event is not None and scope_event in self.floor.state.events
        done = mark(self.floor.undo_scope(scope_event), event_wide=event_wide, expected=group)
        self.statusBar().showMessage(f"{verb}: {said(done.phrase)}", 5000)
        back = scope_event is not None and scope_event in self.floor.state.events
        if self._event_id is None and back and not was_live and scope_event is not None:
            self._show_event(scope_event)
        else:
            self._sync()

    def _on_undo_action_triggered(self) -> None:
        self._mark_shown(
            self.undo_action,
            translate("window_undo", "Undo"),
            translate("window_undo", "Undone"),
            self.floor.undo,
        )

    def _on_redo_action_triggered(self) -> None:
        self._mark_shown(
            self.redo_action,
            translate("window_undo", "Redo"),
            translate("window_undo", "Redone"),
            self.floor.redo,
        )

    def _on_undo_latest_action_triggered(self) -> None:
        self._mark_shown(
            self.undo_latest_action,
            translate("window_undo", "Undo"),
            translate("window_undo", "Undone"),
            self.floor.undo,
            wide=True,
        )

    def _mark_shown(
        self,
        action: QAction,
        name: str,
        verb: str,
        mark: Callable[..., Done],
        *,
        wide: bool = False,
    ) -> None:
        """Undo or redo the group ``action`` names (nothing if it names none); refused,
        the window is brought up to date so that the menu names what is due now."""
        group = action.data()
        if isinstance(group, int):
            take = functools.partial(self._take_back, verb, mark, group, event_wide=wide)
            if not self._attempt(name, take):
                with contextlib.suppress(FloorError):  # shown already (the database gone?)
                    self._sync()

    def _on_bust_toast_undo_requested(self, group: int) -> None:
        """The toast's Undo: take the bust back, unless something was done after it."""
        if self.floor.undo_group(self.floor.undo_scope(self._scope_event_id)) != group:
            self.statusBar().showMessage(
                translate(
                    "window_undo",
                    "Not undone: something was done after that bust. Edit > Undo takes back "
                    "the latest action first.",
                ),
                8000,
            )
            return
        self._attempt(
            translate("window_undo", "Undo"),
            functools.partial(
                self._take_back, translate("window_undo", "Undone"), self.floor.undo, group
            ),
        )
