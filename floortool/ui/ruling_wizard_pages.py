"""UI layer: the ruling wizard's pages, and the view of a ruling they share with the
incident log.

``RulingView`` shows one ruling, in its JSON form (``app.views.rulings.RulingView``) or
as the incident log recorded it: the ruling in large type, "at the
director's discretion" when so, the dealer's steps numbered, the rules cited
(a click shows our paraphrase of the rule, with a link that opens it in the
rule browser: ``rule_requested``), what the other rulebook says where it
differs, and the answers it rests on. ``QuestionPage`` asks one question
with a big button per choice (keys 1-9); where the question is substantial
action it also takes the actions in turn and works the answer out by the
event's rulebook. ``RulingPage`` is the ruling with the record form beside
it: table, hand, players and notes, the director being the operator, and
the random pick the remedy calls for, drawn when the ruling is recorded and
shown big from the record.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floortool.app.languages import DEFAULT_LANGUAGE
from floortool.app.rulings import cited_rule, record_in, situations_in
from floortool.domain.rulings.incidents import MAX_PLAYERS, RulingRecord
from floortool.domain.rulings.situations import Question
from floortool.domain.rulings.substantial import action_test
from floortool.domain.tournament.event import MAX_TABLES
from floortool.ui import style
from floortool.ui.calculators_actions import ActionEntry
from floortool.ui.dialog_parts import text_label
from floortool.ui.form_scroll import scrolled_form
from floortool.ui.models.rulings import (
    RULEBOOK_SHORT,
    citation_from_link,
    citations_html,
    steps_html,
    steps_with_tool,
)
from floortool.ui.setting_fields import spin_box
from floortool.ui.translation import QT_TRANSLATE_NOOP, said, translate, window_words

MAX_CHOICES = 9
MAX_HAND = 99_999
DISCRETION = QT_TRANSLATE_NOOP("ruling_wizard_pages", "At the director's discretion")
OPEN_IN_BROWSER = "open-in-browser"
#: Shown in a translated window, where the rules alone stay in English.
AS_WRITTEN = QT_TRANSLATE_NOOP(
    "ruling_wizard_pages", "The rules are cited as their rulebook writes them, in English."
)
SIDE_WIDTH = 340


def rich_label(name: str) -> QLabel:
    """A word-wrapped rich-text label whose links are handed to the program, not a browser."""
    label = text_label(name)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setOpenExternalLinks(False)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
    return label


def answer_lines(situation_id: str, rulebook: str, answers: Mapping[str, str]) -> list[str]:
    """Each answer as ``question → choice`` in the rulebook's words, in the window's language."""
    situation = situations_in(window_words()).get(situation_id)
    if situation is None:  # a record of a situation no longer bundled
        return [f"{q} \u2192 {a}" for q, a in answers.items()]
    lines = []
    for question in situation.questions:
        if question.id in answers:
            choice = answers[question.id]
            lines.append(f"{question.text_for(rulebook)} \u2192 {question.label(choice)}")
    return lines


def condition_text(situation_id: str, rulebook: str, when: Mapping[str, Sequence[str]]) -> str:
    """What ``rulebook``'s alternative still depends on: ``if Has substantial action… — No``."""
    if not when:
        return ""
    situation = situations_in(window_words())[situation_id]
    parts = []
    for question_id, choices in when.items():
        question = situation.question(question_id)
        labels = translate("ruling_wizard_pages", " or ").join(question.label(c) for c in choices)
        parts.append(f"{question.text_for(rulebook)} \u2014 {labels}")
    return translate("ruling_wizard_pages", "if {conditions}").format(conditions="; ".join(parts))


def _heading(text: str) -> QLabel:
    return text_label(style.RULING_HEADING, text)


class RulingView(QWidget):
    """One ruling: its text, the dealer's steps, the rules, the alternatives, the answers."""

    rule_requested = Signal(str, str)
    """Open this rule (book, ref) in the rule browser."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rule: tuple[str, str] | None = None
        self.discretion_label = text_label(
            style.DISCRETION_BADGE, translate("ruling_wizard_pages", DISCRETION)
        )
        self.ruling_label = text_label(style.RULING_TEXT)
        self.steps_label = rich_label(style.FIELD_VALUE)
        self.citations_label = rich_label(style.FIELD_VALUE)
        self.as_written_label = text_label(style.HINT, translate("ruling_wizard_pages", AS_WRITTEN))
        self.rule_card = QFrame()
        self.rule_card.setObjectName(style.RULE_CARD)
        self.rule_title_label = text_label(style.PREVIEW_WHO)
        self.rule_text_label = text_label(style.FIELD_VALUE)
        self.rule_link_label = rich_label(style.HINT)
        self.rule_link_label.setText(
            translate(
                "ruling_wizard_pages",
                "<a href='{OPEN_IN_BROWSER}'>Open in the rule browser</a> (the official text "
                "is a click away there)",
            ).format(OPEN_IN_BROWSER=OPEN_IN_BROWSER)
        )
        card = QVBoxLayout(self.rule_card)
        card.setContentsMargins(14, 10, 14, 10)
        card.setSpacing(6)
        card.addWidget(self.rule_title_label)
        card.addWidget(self.rule_text_label)
        card.addWidget(self.rule_link_label)
        self.alternatives_heading = _heading(
            translate("ruling_wizard_pages", "What the other rulebook says")
        )
        self.alternatives_label = rich_label(style.FIELD_VALUE)
        self.answers_heading = _heading(translate("ruling_wizard_pages", "On these answers"))
        self.answers_label = text_label(style.HINT)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 8, 0)
        layout.setSpacing(8)
        layout.addWidget(self.discretion_label, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.ruling_label)
        layout.addWidget(_heading(translate("ruling_wizard_pages", "What the dealer does")))
        layout.addWidget(self.steps_label)
        layout.addWidget(_heading(translate("ruling_wizard_pages", "Rules (click one to read it)")))
        layout.addWidget(self.as_written_label)
        layout.addWidget(self.citations_label)
        layout.addWidget(self.rule_card)
        layout.addWidget(self.alternatives_heading)
        layout.addWidget(self.alternatives_label)
        layout.addWidget(self.answers_heading)
        layout.addWidget(self.answers_label)
        layout.addStretch(1)

        self.citations_label.linkActivated.connect(self._on_link_activated)
        self.alternatives_label.linkActivated.connect(self._on_link_activated)
        self.rule_link_label.linkActivated.connect(self._on_rule_link_label_link_activated)
        self.rule_card.hide()

    def show_ruling(self, data: Mapping[str, Any]) -> None:
        """Show ``data``: a ``RulingView``'s ``to_json`` or a record's ``to_data``, said
        in the window's language (``next_step``, ``record_in``)."""
        self.as_written_label.setVisible(window_words().language != DEFAULT_LANGUAGE)
        self.discretion_label.setVisible(bool(data["discretion"]))
        self.ruling_label.setText(data["ruling"])
        self.steps_label.setText(steps_html(steps_with_tool(data)))
        self.citations_label.setText(citations_html(data["citations"]))
        alternatives = data.get("alternatives", [])
        self.alternatives_heading.setVisible(bool(alternatives))
        self.alternatives_label.setVisible(bool(alternatives))
        self.alternatives_label.setText(
            "<br><br>".join(self._alternative_html(data["situation"], a) for a in alternatives)
        )
        lines = answer_lines(data["situation"], data["rulebook"], data["answers"])
        self.answers_heading.setVisible(bool(lines))
        self.answers_label.setVisible(bool(lines))
        self.answers_label.setText("\n".join(f"\u2022 {line}" for line in lines))
        self._rule = None
        self.rule_card.hide()

    @staticmethod
    def _alternative_html(situation_id: str, alternative: Mapping[str, Any]) -> str:
        book = RULEBOOK_SHORT.get(alternative["rulebook"], alternative["rulebook"])
        condition = condition_text(situation_id, alternative["rulebook"], alternative["when"])
        head = "<b>{}</b>".format(
            translate("ruling_wizard_pages", "Under {book}").format(book=html.escape(book))
        )
        if condition:
            head += f" <i>({html.escape(condition)})</i>"
        return (
            f"{head}: {html.escape(alternative['ruling'])}<br>"
            f"{citations_html(alternative['citations'])}"
        )

    def show_rule(self, book: str, ref: str) -> None:
        """Show our paraphrase of a cited rule under the citations."""
        rule = cited_rule(book, ref)
        self._rule = (book, ref)
        self.rule_title_label.setText(f"{rule.citation}  \u00b7  {rule.title}")
        self.rule_text_label.setText(rule.text)
        self.rule_card.show()

    def _on_link_activated(self, link: str) -> None:
        cited = citation_from_link(link)
        if cited is not None:
            self.show_rule(*cited)

    def _on_rule_link_label_link_activated(self, link: str) -> None:
        if self._rule is not None:
            self.rule_requested.emit(*self._rule)


class QuestionPage(QWidget):
    """One question, a big button per choice (keys 1-9); substantial action can be
    worked out from the actions in turn instead."""

    answered = Signal(str)
    """A choice was made (its id)."""
    actions_given = Signal(list)
    """The actions in turn were entered for the app to work substantial action out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._question: Question | None = None
        self._rulebook = ""
        self.number_label = text_label(style.HINT)
        self.question_label = text_label(style.QUESTION_TEXT)
        self.choices_column = QVBoxLayout()
        self.choices_column.setSpacing(8)
        self.all_buttons: list[QPushButton] = []
        for index in range(MAX_CHOICES):
            button = QPushButton()
            button.setObjectName(style.CHOICE_BUTTON)
            button.setAutoDefault(False)
            button.setToolTip(translate("ruling_wizard_pages", "Key {0}").format(index + 1))
            button.clicked.connect(partial(self._on_choice_clicked, index))
            button.hide()  # until a question needs it
            self.choices_column.addWidget(button)
            self.all_buttons.append(button)
        self.entry = ActionEntry()
        self.verdict_label = text_label(style.PREVIEW_WHO)
        self.use_button = QPushButton(
            translate("ruling_wizard_pages", "Use these actions  (Enter)")
        )
        self.use_button.setObjectName(style.PRIMARY)
        self.use_button.setAutoDefault(False)
        self.actions_card = QFrame()
        self.actions_card.setObjectName(style.CARD)
        card = QVBoxLayout(self.actions_card)
        card.setContentsMargins(16, 12, 16, 12)
        card.setSpacing(8)
        card.addWidget(
            text_label(
                style.PREVIEW_WHO,
                translate(
                    "ruling_wizard_pages",
                    "Or tap the actions taken in turn since the blinds, and floortool works it out",
                ),
            )
        )
        card.addWidget(
            text_label(
                style.HINT,
                translate(
                    "ruling_wizard_pages",
                    "Keys: F fold, K check, C call, B bet, R raise, A all-in; Backspace takes one "
                    "back. Posted blinds and antes never count.",
                ),
            )
        )
        card.addWidget(self.entry)
        card.addWidget(self.verdict_label)
        card.addWidget(self.use_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.answered_label = text_label(style.HINT)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        layout.addWidget(self.number_label)
        layout.addWidget(self.question_label)
        layout.addLayout(self.choices_column)
        layout.addSpacing(6)
        layout.addWidget(self.actions_card)
        layout.addStretch(1)
        layout.addWidget(self.answered_label)

        context = Qt.ShortcutContext.WidgetWithChildrenShortcut
        for number in range(1, MAX_CHOICES + 1):
            shortcut = QShortcut(QKeySequence(str(number)), self)
            shortcut.setContext(context)
            shortcut.activated.connect(partial(self.choose_number, number))
        self.action_shortcuts = self.entry.bind_keys(self)
        self.use_shortcuts = []
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(context)
            shortcut.activated.connect(self._on_use_button_clicked)
            self.use_shortcuts.append(shortcut)
        self.entry.changed.connect(self._on_entry_changed)
        self.use_button.clicked.connect(self._on_use_button_clicked)

    @property
    def question(self) -> Question | None:
        return self._question

    def show_question(
        self, question: Question, rulebook: str, *, number: int, answered: Sequence[str]
    ) -> None:
        """Ask ``question`` (the ``number``-th), worded for ``rulebook``."""
        self._question = question
        self._rulebook = rulebook
        self.number_label.setText(
            translate("ruling_wizard_pages", "Question {number}").format(number=number)
        )
        self.question_label.setText(question.text_for(rulebook))
        for index, button in enumerate(self.all_buttons):
            shown = index < len(question.choices)
            button.setVisible(shown)
            if shown:
                button.setText(f"{index + 1}    {question.label(question.choices[index])}")
        self.actions_card.setVisible(question.computable)
        for shortcut in (*self.action_shortcuts, *self.use_shortcuts):
            shortcut.setEnabled(question.computable)
        self.entry.clear()
        self.answered_label.setText(
            "\n".join(
                [
                    translate("ruling_wizard_pages", "Answered:"),
                    *(f"\u2022 {line}" for line in answered),
                ]
            )
            if answered
            else ""
        )
        self.all_buttons[0].setFocus()

    @property
    def choice_buttons(self) -> list[QPushButton]:
        """The buttons of the question on show, in choice order."""
        count = 0 if self._question is None else len(self._question.choices)
        return self.all_buttons[:count]

    def choose_number(self, number: int) -> None:
        """Key ``number``: the ``number``-th choice."""
        if 1 <= number <= len(self.choice_buttons):
            self.choice_buttons[number - 1].click()

    def _on_choice_clicked(self, index: int) -> None:
        if self._question is not None and index < len(self._question.choices):
            self.answered.emit(self._question.choices[index])

    def _on_entry_changed(self) -> None:
        actions = self.entry.sequence
        self.use_button.setEnabled(bool(actions))
        if not actions:
            self.verdict_label.setText("")
            return
        self.verdict_label.setText(said(action_test(actions).explain(self._rulebook)))

    def _on_use_button_clicked(self) -> None:
        if self.entry.sequence:
            self.actions_given.emit(self.entry.sequence)


class RulingPage(QWidget):
    """The ruling beside the record form; after recording, the record's random pick."""

    record_requested = Signal()

    def __init__(self, operator: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = RulingView()
        self.pick_card = QFrame()
        self.pick_card.setObjectName(style.PICK_CARD)
        self.pick_label = text_label(style.PICK_TEXT)
        self.pick_detail_label = text_label(style.FIELD_VALUE)
        pick = QVBoxLayout(self.pick_card)
        pick.setContentsMargins(16, 12, 16, 12)
        pick.setSpacing(6)
        pick.addWidget(self.pick_label)
        pick.addWidget(self.pick_detail_label)

        self.table_spin = spin_box(0, MAX_TABLES, special="\u2014")
        self.hand_spin = spin_box(0, MAX_HAND, special="\u2014")
        self.players_edit = QLineEdit()
        self.players_edit.setPlaceholderText(
            translate("ruling_wizard_pages", "Names, separated by commas")
        )
        self.notes_edit = QPlainTextEdit()
        self.notes_edit.setPlaceholderText(
            translate("ruling_wizard_pages", "What was said, who called the floor…")
        )
        self.notes_edit.setTabChangesFocus(True)
        self.notes_edit.setFixedHeight(90)
        self.director_label = text_label(style.FIELD_VALUE, operator)
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        form.setSpacing(8)
        form.addRow(translate("ruling_wizard_pages", "Table"), self.table_spin)
        form.addRow(translate("ruling_wizard_pages", "Hand"), self.hand_spin)
        form.addRow(translate("ruling_wizard_pages", "Players"), self.players_edit)
        form.addRow(translate("ruling_wizard_pages", "Notes"), self.notes_edit)
        form.addRow(translate("ruling_wizard_pages", "Director"), self.director_label)
        self.form_holder = QWidget()
        self.form_holder.setLayout(form)
        self.record_button = QPushButton(translate("ruling_wizard_pages", "Record"))
        self.record_button.setObjectName(style.PRIMARY)
        self.record_button.setDefault(True)
        self.record_button.setToolTip(
            translate("ruling_wizard_pages", "Add the ruling to the incident log (Ctrl+Enter)")
        )
        self.recorded_label = text_label(style.HINT)

        side = QVBoxLayout()
        side.setSpacing(10)
        side.addWidget(self.pick_card)
        side.addWidget(
            text_label(style.CARD_TITLE, translate("ruling_wizard_pages", "Incident log"))
        )
        side.addWidget(self.form_holder)
        side.addWidget(self.record_button)
        side.addWidget(self.recorded_label)
        side.addStretch(1)
        side_widget = QWidget()
        side_widget.setFixedWidth(SIDE_WIDTH)
        side_widget.setLayout(side)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(24)
        layout.addWidget(scrolled_form(self.view), 1)
        layout.addWidget(side_widget)

        for key in (
            "Ctrl+Return",
            "Ctrl+Enter",
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self._on_record_button_clicked)
        self.record_button.clicked.connect(self._on_record_button_clicked)

    # ------------------------------------------------------------ the form
    def clear_form(self) -> None:
        self.table_spin.setValue(0)
        self.hand_spin.setValue(0)
        self.players_edit.clear()
        self.notes_edit.clear()

    def table(self) -> int | None:
        return self.table_spin.value() or None

    def hand(self) -> int | None:
        return self.hand_spin.value() or None

    def players(self) -> tuple[str, ...]:
        names = (" ".join(n.split()) for n in self.players_edit.text().split(","))
        return tuple(n for n in names if n)[: MAX_PLAYERS + 1]  # one more: refused, not cut

    def notes(self) -> str:
        return self.notes_edit.toPlainText()

    # ------------------------------------------------------------ showing
    def show_ruling(self, data: Mapping[str, Any]) -> None:
        """A ruling not recorded yet: the form ready, the random pick announced."""
        self.view.show_ruling(data)
        random = data["random"]
        self.pick_card.setVisible(random is not None)
        if random is not None:
            self.pick_label.setText(
                translate("ruling_wizard_pages", "The {0}: drawn at random").format(random["what"])
            )
            self.pick_detail_label.setText(
                translate(
                    "ruling_wizard_pages",
                    "One of {0} face-down cards. “Record and draw” draws it and writes it in "
                    "the incident log; the card to take shows here.",
                ).format(random["from"])
            )
        self.record_button.setText(
            translate("ruling_wizard_pages", "Record and draw")
            if random is not None
            else translate("ruling_wizard_pages", "Record")
        )
        self.record_button.show()
        self.form_holder.setEnabled(True)
        self.recorded_label.setText(
            translate(
                "ruling_wizard_pages",
                "Keeps the time and the answers too (Ctrl+Enter); Edit \u203a Undo takes it back.",
            )
        )

    def show_recorded(self, record: RulingRecord, number: int) -> None:
        """The ruling as recorded (``number``: its number in the event): the pick drawn
        (big), the form closed."""
        pick = record_in(record, window_words()).pick
        self.pick_card.setVisible(pick is not None)
        if pick is not None:
            self.pick_label.setText(
                translate("ruling_wizard_pages", "Card {0} is the {1}").format(
                    pick["picked"], pick["what"]
                )
            )
            self.pick_detail_label.setText(str(pick["text"]))
        self.record_button.hide()
        self.form_holder.setEnabled(False)
        self.recorded_label.setText(
            translate(
                "ruling_wizard_pages",
                "Recorded in the incident log as ruling {number} by {director}. "
                "Edit \u203a Undo in the main window takes it back.",
            ).format(number=number, director=record.director)
        )

    def _on_record_button_clicked(self) -> None:
        if self.record_button.isVisible():
            self.record_requested.emit()
