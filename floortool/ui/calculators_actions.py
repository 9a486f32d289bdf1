"""UI layer: entering the actions taken in turn since the blinds, one tap each.

``ActionEntry`` is a row of buttons (fold, check, call, bet, raise, all-in)
that build the sequence, and the sequence written out under them with "Take
back" and "Clear". It only collects: what the sequence means (TDA 2024
Rule 36 substantial action, or Robert's "two players after the blinds") is
worked out by ``domain.rulings.substantial``, by whoever shows it. ``KEYS``
are the letters a holder may bind (``bind_keys``) for tapping without a mouse.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from floortool.domain.rulings.substantial import ACTION_WORDS
from floortool.ui import style
from floortool.ui.dialog_parts import text_label
from floortool.ui.translation import QT_TRANSLATE_NOOP, translate

#: The letter each action is tapped with (C is call, so check is K).
KEYS: dict[str, Qt.Key] = {
    "fold": Qt.Key.Key_F,
    "check": Qt.Key.Key_K,
    "call": Qt.Key.Key_C,
    "bet": Qt.Key.Key_B,
    "raise": Qt.Key.Key_R,
    "all-in": Qt.Key.Key_A,
}
NOTHING_YET = QT_TRANSLATE_NOOP("calculators_actions", "No action entered yet.")


def sequence_text(actions: list[str]) -> str:
    """``fold → fold → call`` (or that nothing was entered)."""
    return "  \u2192  ".join(actions) if actions else translate("calculators_actions", NOTHING_YET)


class ActionEntry(QWidget):
    """Buttons that build the sequence of in-turn actions."""

    changed = Signal()
    """The sequence changed (``sequence``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._actions: list[str] = []
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        row.setSpacing(6)
        for word in ACTION_WORDS:
            button = QPushButton(word.capitalize())
            button.setObjectName(style.ACTION_BUTTON)
            button.setAutoDefault(False)
            button.setToolTip(
                translate("calculators_actions", "Add a {word} (key {0})").format(
                    QKeySequence(KEYS[word]).toString(), word=word
                )
            )
            button.clicked.connect(partial(self.add, word))
            self.buttons[word] = button
            row.addWidget(button)
        row.addStretch(1)
        self.back_button = QPushButton(translate("calculators_actions", "Take back"))
        self.back_button.setAutoDefault(False)
        self.back_button.setToolTip(
            translate("calculators_actions", "Remove the last action (Backspace)")
        )
        self.clear_button = QPushButton(translate("calculators_actions", "Clear"))
        self.clear_button.setAutoDefault(False)
        self.sequence_label = text_label(
            style.ACTION_SEQUENCE, translate("calculators_actions", NOTHING_YET)
        )
        sequence_row = QHBoxLayout()
        sequence_row.setSpacing(6)
        sequence_row.addWidget(self.sequence_label, 1)
        sequence_row.addWidget(self.back_button)
        sequence_row.addWidget(self.clear_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addLayout(row)
        layout.addLayout(sequence_row)
        self.back_button.clicked.connect(self._on_back_button_clicked)
        self.clear_button.clicked.connect(self._on_clear_button_clicked)
        self._show()

    @property
    def sequence(self) -> list[str]:
        return list(self._actions)

    def add(self, word: str) -> None:
        self._actions.append(word)
        self._show()

    def take_back(self) -> None:
        if self._actions:
            self._actions.pop()
            self._show()

    def clear(self) -> None:
        self._actions.clear()
        self._show()

    def bind_keys(self, holder: QWidget) -> list[QShortcut]:
        """The letters (``KEYS``) and Backspace as shortcuts while focus is in ``holder``."""
        context = Qt.ShortcutContext.WidgetWithChildrenShortcut
        shortcuts = []
        for word, key in KEYS.items():
            shortcut = QShortcut(QKeySequence(key), holder, context=context)
            shortcut.activated.connect(partial(self.add, word))
            shortcuts.append(shortcut)
        back = QShortcut(QKeySequence(Qt.Key.Key_Backspace), holder, context=context)
        back.activated.connect(self.take_back)
        return [*shortcuts, back]

    def _show(self) -> None:
        self.sequence_label.setText(sequence_text(self._actions))
        self.back_button.setEnabled(bool(self._actions))
        self.clear_button.setEnabled(bool(self._actions))
        self.changed.emit()

    def _on_back_button_clicked(self) -> None:
        self.take_back()

    def _on_clear_button_clicked(self) -> None:
        self.clear()
