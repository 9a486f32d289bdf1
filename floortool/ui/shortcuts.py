"""UI layer: the clock's keyboard, the same in the main window and on the room display.

``ClockActions`` holds one ``QAction`` per clock key (Space pause/resume or
start, Left/Right previous/next level, +/= and - a minute more or less);
``attach`` adds them to a window, so they work in whichever window is active
and are listed in the Clock menu. They are window shortcuts, so Qt first
offers the key to the focused widget: a text field (or a cell being edited)
keeps Space, arrows, + and - for typing, while a focused button or list does
not swallow Space. A table keeps the arrow keys for moving between cells
(``table_keeps_key``; ``keeps_key`` answers Qt's shortcut offer), so browsing
the structure or the entries never skips a level; an editable table also
keeps F2, its edit key (elsewhere F2 opens the registration desk).
No clock key acts while any dialog is open (``dialog_open``): on a desktop
without a window manager the main window may keep the keyboard behind a
dialog, and "-" typed for a seat must not take a minute off the clock.
``FullScreenAction`` is F11 for one window.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from floortool.ui.clock_control import MINUTE
from floortool.ui.translation import translate

logger = logging.getLogger(__name__)

_TABLE_KEYS = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down})
_PLAIN = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)


def _keys(*keys: Qt.Key, keypad: bool = False) -> list[QKeySequence]:
    sequences = [QKeySequence(key) for key in keys]
    if keypad:
        sequences += [
            QKeySequence(QKeyCombination(Qt.KeyboardModifier.KeypadModifier, key)) for key in keys
        ]
    return sequences


def table_keeps_key(event: QKeyEvent) -> bool:
    """True for the keys a focused table uses itself (plain arrows: moving between cells)."""
    plain = event.modifiers() in _PLAIN
    return plain and Qt.Key(event.key()) in _TABLE_KEYS


def keeps_key(event: QEvent, *, editable: bool = False) -> bool:
    """True when a focused table should keep the key Qt offers as a shortcut (the arrows;
    F2 too for an ``editable`` table): accept the event then, and no clock key fires."""
    if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
        return False
    if editable and event.key() == Qt.Key.Key_F2 and event.modifiers() in _PLAIN:
        return True
    return table_keeps_key(event)


def dialog_open() -> bool:
    """True while any dialog (modal or not) is on screen."""
    return any(
        isinstance(window, QDialog) and window.isVisible()
        for window in QApplication.topLevelWidgets()
    )


class ClockActions(QObject):
    """The clock's keys and menu entries, shared by the windows that show the clock."""

    def __init__(
        self,
        *,
        toggle: Callable[[], object],
        step: Callable[[int], object],
        adjust: Callable[[int], object],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._toggle = toggle
        self._step = step
        self._adjust = adjust
        self.toggle_action = self._action(
            translate("shortcuts", "Start / &Pause / Resume"), _keys(Qt.Key.Key_Space)
        )
        self.previous_action = self._action(
            translate("shortcuts", "P&revious Level"), _keys(Qt.Key.Key_Left)
        )
        self.next_action = self._action(
            translate("shortcuts", "&Next Level"), _keys(Qt.Key.Key_Right)
        )
        self.add_minute_action = self._action(
            translate("shortcuts", "&Add a Minute"),
            _keys(Qt.Key.Key_Plus, Qt.Key.Key_Equal, keypad=True),
        )
        self.remove_minute_action = self._action(
            translate("shortcuts", "Re&move a Minute"), _keys(Qt.Key.Key_Minus, keypad=True)
        )
        self.toggle_action.triggered.connect(self._on_toggle_action_triggered)
        self.previous_action.triggered.connect(partial(self._on_step_triggered, -1))
        self.next_action.triggered.connect(partial(self._on_step_triggered, 1))
        self.add_minute_action.triggered.connect(partial(self._on_adjust_triggered, MINUTE))
        self.remove_minute_action.triggered.connect(partial(self._on_adjust_triggered, -MINUTE))

    def _action(self, text: str, keys: list[QKeySequence]) -> QAction:
        action = QAction(text, self)
        action.setShortcuts(keys)
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.setAutoRepeat(False)  # a held key must not skip five levels
        return action

    @property
    def actions(self) -> list[QAction]:
        return [
            self.toggle_action,
            self.previous_action,
            self.next_action,
            self.add_minute_action,
            self.remove_minute_action,
        ]

    def attach(self, window: QWidget) -> None:
        """Make the keys work while ``window`` is the active window."""
        window.addActions(self.actions)

    def set_enabled(self, enabled: bool) -> None:
        for action in self.actions:
            action.setEnabled(enabled)

    def _on_toggle_action_triggered(self) -> None:
        if not self._held():
            self._toggle()

    def _on_step_triggered(self, step: int, checked: bool = False) -> None:
        if not self._held():
            self._step(step)

    def _on_adjust_triggered(self, seconds: int, checked: bool = False) -> None:
        if not self._held():
            self._adjust(seconds)

    def _held(self) -> bool:
        """True (and the key does nothing) while a dialog is open."""
        if dialog_open():
            logger.info("clock key ignored: a dialog is open")
            return True
        return False


class FullScreenAction(QAction):
    """F11 for the window that owns it: full screen, and back."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(translate("shortcuts", "&Full Screen"), window)
        self.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.triggered.connect(self._on_triggered)
        window.addAction(self)

    def _on_triggered(self) -> None:
        window = self.parent()
        if not isinstance(window, QWidget):
            return
        if window.isFullScreen():
            window.showNormal()
        else:
            window.showFullScreen()
