"""UI layer: finding the situation from a few words.

``SituationSearch`` is a big search field over the list of matching
situations (``app.rulings.find_situations``: "4 card flop", "premature
turn"; every situation while the field is blank), best match first and the
first one chosen. Up/Down in the field move through the list, Enter (or a
double-click) picks the chosen situation: ``picked`` carries its id. The
Floor page and the ruling wizard's first page each hold one.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from floortool.app.rulings import find_situations
from floortool.domain.rulings.situations import Situation
from floortool.ui import style
from floortool.ui.dialog_parts import text_label
from floortool.ui.translation import QT_TRANSLATE_NOOP, translate, window_words

PLACEHOLDER = QT_TRANSLATE_NOOP("ruling_wizard_search", "e.g. 4 card flop")
_STEP_KEYS = {Qt.Key.Key_Down: 1, Qt.Key.Key_Up: -1}


class _PaddedItems(QStyledItemDelegate):
    """Measures a word-wrapped title at the width the style sheet's item padding
    (``style.SITUATION_ITEM_PADDING`` each side) leaves it, so a long title (German
    ones are) gets all its lines instead of an ellipsis."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        narrowed = QStyleOptionViewItem(option)
        narrowed.rect = option.rect.adjusted(0, 0, -2 * style.SITUATION_ITEM_PADDING, 0)
        return super().sizeHint(narrowed, index)


class SituationSearch(QWidget):
    """A search field and the situations matching it; Enter picks the chosen one."""

    picked = Signal(str)
    """A situation was picked (its id)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown: list[Situation] = []
        self._game: str | None = None  # the event's game: only situations arising in it
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName(style.FLOOR_SEARCH)
        self.search_edit.setPlaceholderText(translate("ruling_wizard_search", PLACEHOLDER))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.installEventFilter(self)
        self.results = QListWidget()
        self.results.setObjectName(style.SITUATION_LIST)
        self.results.setWordWrap(True)
        self.results.setItemDelegate(_PaddedItems(self.results))
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.count_label = text_label(style.HINT)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(self.search_edit)
        layout.addWidget(self.results, 1)
        layout.addWidget(self.count_label)
        self.search_edit.textChanged.connect(self._on_search_edit_text_changed)
        self.search_edit.returnPressed.connect(self._on_search_edit_return_pressed)
        self.results.itemActivated.connect(self._on_results_item_activated)
        self.refresh()

    # ------------------------------------------------------------ showing
    def set_game(self, game: str | None) -> None:
        """Offer only the situations arising in ``game`` (stud or flop; None: all)."""
        self._game = game
        self.refresh()

    def refresh(self) -> None:
        """List the situations matching the field, best first, the first one chosen."""
        words = self.search_edit.text()
        self._shown = find_situations(words, self._game, window_words())
        self.results.clear()
        for situation in self._shown:
            item = QListWidgetItem(situation.title)
            item.setToolTip(", ".join(situation.keywords))
            self.results.addItem(item)
        if self._shown:
            self.results.setCurrentRow(0)
            count = len(self._shown)
            self.count_label.setText(
                translate(
                    "ruling_wizard_search", "Enter opens the one chosen; \u2191\u2193 choose."
                )
                if words.strip()
                else translate(
                    "ruling_wizard_search", "{count} situations. Type a few words to find one."
                ).format(count=count)
            )
        else:
            self.count_label.setText(
                translate("ruling_wizard_search", "No situation matches “{0}”.").format(
                    words.strip()
                )
            )

    def search(self, words: str) -> None:
        """Search for ``words`` as if typed."""
        self.search_edit.setText(words)
        self.refresh()

    def shown(self) -> list[Situation]:
        """The situations listed, in order."""
        return list(self._shown)

    def chosen(self) -> Situation | None:
        row = self.results.currentRow()
        return self._shown[row] if 0 <= row < len(self._shown) else None

    def focus(self) -> None:
        """Put the cursor in the field, its text selected for typing over."""
        self.search_edit.setFocus()
        self.search_edit.selectAll()

    def pick(self) -> None:
        """Pick the chosen situation (nothing when none matches)."""
        situation = self.chosen()
        if situation is not None:
            self.picked.emit(situation.id)

    # ------------------------------------------------------------ keys
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Up/Down in the field move through the list (the field keeps the focus)."""
        if (
            watched is self.search_edit
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
        ):
            step = _STEP_KEYS.get(Qt.Key(event.key()))
            if step is not None:
                row = self.results.currentRow() + step
                if 0 <= row < self.results.count():
                    self.results.setCurrentRow(row)
                return True
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------ slots
    def _on_search_edit_text_changed(self, text: str) -> None:
        self.refresh()

    def _on_search_edit_return_pressed(self) -> None:
        self.pick()

    def _on_results_item_activated(self, item: QListWidgetItem) -> None:
        self.pick()
