"""UI layer: the rule browser, for reading any rule of the bundled rulebooks.

``RuleBrowserDialog`` stays open beside the main window (Help > Rulebooks…,
F1). The director types a rule number (``39-A``, ``rp 5``, ``A-18``,
``NL 12``) or a few words; the matching rules are listed as they type,
ranked by ``Library.search`` and limited to one book if one is chosen, and
Up/Down in the search field move through the list. The rule chosen is shown
with its book, reference, title and section, our paraphrase, a link to the
official text with the book's edition and licence note, and the ruling
situations that cite it (or one of its parts).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from floortool.app.rulings import situations_citing_rule, situations_in
from floortool.domain.rulings.rule_texts import Library, Rule, Rulebook
from floortool.ui import style
from floortool.ui.dialog_parts import close_row, dialog_column, text_label
from floortool.ui.translation import QT_TRANSLATE_NOOP, counted, translate, window_words
from floortool.ui.window_size import fit_to_screen

DIALOG_SIZE = (1000, 680)
SPLIT = (390, 560)  # the results and the rule, at the dialog's first size
BOOK_COMBO_CHARACTERS = 12
NOTHING_CHOSEN = QT_TRANSLATE_NOOP(
    "rule_browser", "No rule to show: try a rule number such as 39-A, or fewer words."
)
NOT_CITED = QT_TRANSLATE_NOOP("rule_browser", "No ruling situation cites this rule.")
ALL_BOOKS = ""  # the book filter's data for "All books"
HINT = QT_TRANSLATE_NOOP(
    "rule_browser",
    "Type a rule number (39-A, RP-5, A-18, NL 12, §3 Misdeals 1(a)) or a few words "
    "(premature turn, odd chip). The texts are our own summaries: the official wording "
    "is a click away.",
)


def rule_line(rule: Rule, *, with_book: bool) -> str:
    """One line of the results: ``TDA 2024 39-A  ·  Irregular Flops…`` (the book if mixed)."""
    where = rule.citation if with_book else rule.ref
    return f"{where}  \u00b7  {rule.title}"


class RuleBrowserDialog(QDialog):
    """Search the rulebooks by number or words and read a rule's paraphrase."""

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self._results: list[Rule] = []
        self.setWindowTitle(translate("rule_browser", "Rulebooks"))
        fit_to_screen(self, *DIALOG_SIZE)

        self.search_edit = QLineEdit()
        self.search_edit.setObjectName(style.SEARCH_FIELD)
        self.search_edit.setPlaceholderText(translate("rule_browser", "Rule number or words…"))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.installEventFilter(self)
        self.book_combo = QComboBox()
        self.book_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.book_combo.setMinimumContentsLength(BOOK_COMBO_CHARACTERS)
        self.book_combo.addItem(translate("rule_browser", "All books"), ALL_BOOKS)
        for book in library.books:
            self.book_combo.addItem(book.book, book.id)
            self.book_combo.setItemData(
                self.book_combo.count() - 1, book.title, Qt.ItemDataRole.ToolTipRole
            )
        search_row = QHBoxLayout()
        search_row.addWidget(self.search_edit, 1)
        search_row.addWidget(self.book_combo)

        self.results = QListWidget()
        self.results.setObjectName(style.MATCH_LIST)
        self.results.setUniformItemSizes(True)
        self.results.setMinimumWidth(260)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.results)
        self.splitter.addWidget(self._build_rule_pane())
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setSizes(list(SPLIT))
        self.splitter.setChildrenCollapsible(False)
        self.count_label = text_label(style.HINT)
        self.count_label.setWordWrap(False)
        buttons, self.close_button = close_row(self, self.count_label)

        layout = dialog_column(
            self, title=translate("rule_browser", "Rulebooks"), hint=translate("rule_browser", HINT)
        )
        layout.addLayout(search_row)
        layout.addWidget(self.splitter, 1)
        layout.addLayout(buttons)

        self.search_edit.textChanged.connect(self._on_search_edit_text_changed)
        self.book_combo.currentIndexChanged.connect(self._on_book_combo_current_index_changed)
        self.results.currentItemChanged.connect(self._on_results_current_item_changed)
        self.refresh()

    def _build_rule_pane(self) -> QScrollArea:
        self.citation_label = text_label(style.CARD_TITLE)
        self.title_label = text_label(style.PREVIEW_WHO)
        self.section_label = text_label(style.HINT)
        self.text_label = text_label(style.FIELD_VALUE)
        self.source_label = text_label(style.HINT)
        self.source_label.setTextFormat(Qt.TextFormat.RichText)
        self.source_label.setOpenExternalLinks(True)
        self.source_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.cited_heading = text_label(
            style.FIELD_LABEL, translate("rule_browser", "Situations citing this rule")
        )
        self.cited_label = text_label(style.FIELD_VALUE)
        card = QFrame()
        card.setObjectName(style.CARD)
        column = QVBoxLayout(card)
        column.setContentsMargins(20, 16, 20, 16)
        column.setSpacing(8)
        for label in (self.citation_label, self.title_label, self.section_label):
            column.addWidget(label)
        column.addSpacing(6)
        column.addWidget(self.text_label)
        column.addSpacing(10)
        column.addWidget(self.source_label)
        column.addSpacing(10)
        column.addWidget(self.cited_heading)
        column.addWidget(self.cited_label)
        column.addStretch(1)
        pane = QScrollArea()
        pane.setObjectName(style.PLAIN)
        pane.setFrameShape(QFrame.Shape.NoFrame)
        pane.setWidgetResizable(True)
        pane.setWidget(card)
        return pane

    # ------------------------------------------------------------ showing
    def chosen_book(self) -> Rulebook | None:
        """The book the filter is set to (None for all books)."""
        book_id = str(self.book_combo.currentData())
        return self.library.book(book_id) if book_id != ALL_BOOKS else None

    def refresh(self) -> None:
        """List the rules matching the search field in the chosen book(s), best first."""
        book = self.chosen_book()
        words = self.search_edit.text()
        self._results = book.search(words) if book is not None else self.library.search(words)
        self.results.clear()
        for rule in self._results:
            item = QListWidgetItem(rule_line(rule, with_book=book is None))
            item.setToolTip(f"{rule.title}\n{rule.section}")
            self.results.addItem(item)
        count = len(self._results)
        if count == 0:
            self.count_label.setText(
                translate("rule_browser", "No rule matches “{0}”.").format(words.strip())
            )
        else:
            self.count_label.setText(
                counted(
                    count,
                    translate("rule_browser", "{count} rule"),
                    translate("rule_browser", "{count} rules"),
                )
            )
        if self._results:
            self.results.setCurrentRow(0)
        self._show_rule(self.selected_rule())

    def results_shown(self) -> list[Rule]:
        """The rules listed, in the order shown."""
        return list(self._results)

    def selected_rule(self) -> Rule | None:
        row = self.results.currentRow()
        return self._results[row] if 0 <= row < len(self._results) else None

    def search(self, words: str, *, book: str = ALL_BOOKS) -> None:
        """Search for ``words`` in ``book`` (an id; all books by default), as if typed."""
        self.book_combo.setCurrentIndex(max(self.book_combo.findData(book), 0))
        self.search_edit.setText(words)
        self.refresh()

    def show_rule(self, book: str, ref: str) -> Rule:
        """Find and show the rule a citation names (``FloorError`` if there is none)."""
        rule = self.library.cite(book, ref)
        self.search(rule.ref, book=self.library.book(book).id)
        self.results.setCurrentRow(self._results.index(rule))
        return rule

    def _show_rule(self, rule: Rule | None) -> None:
        labels = (self.citation_label, self.title_label, self.section_label, self.text_label)
        self.cited_heading.setVisible(rule is not None)
        self.cited_label.setVisible(rule is not None)
        if rule is None:
            for label in (*labels, self.source_label):
                label.clear()
            self.text_label.setText(translate("rule_browser", NOTHING_CHOSEN))
            return
        book = self.library.book(rule.book)
        self.citation_label.setText(rule.citation)
        self.title_label.setText(rule.title)
        self.section_label.setText(rule.section)
        self.text_label.setText(rule.text)
        self.source_label.setText(
            translate(
                "rule_browser", '<a href="{0}">Official text: {1}</a><br>{2}.<br><i>{3}</i>'
            ).format(
                html.escape(rule.url, quote=True),
                html.escape(book.title),
                html.escape(book.edition),
                html.escape(book.licence),
            )
        )
        said = situations_in(window_words())
        citing = situations_citing_rule(rule.book, rule.ref)
        self.cited_label.setText(
            "\n".join(f"\u2022 {said[s.id].title}" for s in citing)
            or translate("rule_browser", NOT_CITED)
        )

    # ------------------------------------------------------------ keys
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Up/Down in the search field move through the results (the field keeps the focus)."""
        if watched is self.search_edit and isinstance(event, QKeyEvent):
            step = {Qt.Key.Key_Down: 1, Qt.Key.Key_Up: -1}.get(Qt.Key(event.key()))
            if step is not None and event.type() == QEvent.Type.KeyPress:
                row = self.results.currentRow() + step
                if 0 <= row < self.results.count():
                    self.results.setCurrentRow(row)
                return True
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------ slots
    def _on_search_edit_text_changed(self, text: str) -> None:
        self.refresh()

    def _on_book_combo_current_index_changed(self, index: int) -> None:
        self.refresh()

    def _on_results_current_item_changed(
        self, current: QListWidgetItem | None, previous: QListWidgetItem | None
    ) -> None:
        self._show_rule(self.selected_rule())
