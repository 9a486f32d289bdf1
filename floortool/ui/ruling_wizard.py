"""UI layer: the ruling wizard — from what happened to a ruling in the incident log.

A dialog with stacked pages, driven by the keyboard: the situation (found
from a few words), then one question per page in the order
``app.rulings.next_step`` asks them for the event's rulebook and FTR layer
(substantial action may be worked out from the actions in turn), then the
ruling beside the record form. "Record" sends ``RecordRuling`` through the
window's ``CommandSender`` (one undoable action, the director being the
operator); where the remedy calls for a random pick (TDA 2024 39-A, 39-B,
RP-14) the command draws it, and the page then shows the pick the record
holds, so what the floor announces is what the log keeps. If the record is
undone while the wizard is open, the ruling goes back to "not recorded".
Alt+Left goes back a step; the dialog stays open beside the main window.
"""

from __future__ import annotations

import logging
from enum import IntEnum

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QPushButton, QStackedWidget, QWidget

from floortool.app.commands.rulings import RecordRuling
from floortool.app.rulings import (
    event_game,
    event_rulebook,
    load_catalogue,
    next_step,
    ruling_log,
    situations_in,
)
from floortool.app.views.rulings import ruling_view
from floortool.domain.rulings.decide import Ruling
from floortool.domain.rulings.incidents import RulingRecord, ruling_number
from floortool.domain.rulings.rulebook_records import DEFAULT_RULEBOOK
from floortool.domain.rulings.situations import Situation
from floortool.ui import style
from floortool.ui.calculators_actions import sequence_text
from floortool.ui.dialog_parts import close_row, dialog_column, text_label
from floortool.ui.event_page import PageServices
from floortool.ui.models.rulings import rulebook_text
from floortool.ui.ruling_wizard_pages import QuestionPage, RulingPage, answer_lines
from floortool.ui.ruling_wizard_search import SituationSearch
from floortool.ui.translation import QT_TRANSLATE_NOOP, translate, window_words
from floortool.ui.window_size import fit_to_screen

logger = logging.getLogger(__name__)

DIALOG_SIZE = (1140, 760)
NEW_RULING = QT_TRANSLATE_NOOP("ruling_wizard", "New ruling")
UNDONE = QT_TRANSLATE_NOOP(
    "ruling_wizard",
    "The recorded ruling was undone. Record it again to log it (a new pick is drawn).",
)


class Step(IntEnum):
    """The wizard's pages, in stack order."""

    SITUATION = 0
    QUESTION = 1
    RULING = 2


class RulingWizard(QDialog):
    """Situation, questions, ruling, record: one ruling for one event."""

    rule_requested = Signal(str, str)
    """Open this rule (book, ref) in the rule browser."""

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.floor = services.floor
        self.commands = services.commands
        self._event_id: int | None = None
        self._rulebook = DEFAULT_RULEBOOK
        self._ftr_mode = "none"
        self._game: str | None = None  # the event's (stud or flop), set by ``start``
        self._situation: Situation | None = None
        self._answers: dict[str, str] = {}
        self._actions: list[str] | None = None
        self._history: list[tuple[dict[str, str], list[str] | None]] = []
        self._ruling: Ruling | None = None
        self._recorded: RulingRecord | None = None
        self.setWindowTitle(translate("ruling_wizard", "Ruling"))
        fit_to_screen(self, *DIALOG_SIZE)

        self.title_label = text_label(style.PAGE_TITLE, translate("ruling_wizard", NEW_RULING))
        self.context_label = text_label(style.SUBTITLE)
        self.search = SituationSearch()
        self.question_page = QuestionPage()
        self.ruling_page = RulingPage(self.floor.operator)
        self.stack = QStackedWidget()
        for page in (self.search, self.question_page, self.ruling_page):
            self.stack.addWidget(page)
        self.back_button = QPushButton(translate("ruling_wizard", "\u2039 Back"))
        self.back_button.setAutoDefault(False)
        self.back_button.setToolTip(translate("ruling_wizard", "Back a step (Alt+Left)"))
        self.new_button = QPushButton(translate("ruling_wizard", "New ruling"))
        self.new_button.setAutoDefault(False)
        self.new_button.setToolTip(translate("ruling_wizard", "Start again from the situation"))
        buttons, self.close_button = close_row(self, self.back_button, self.new_button)

        layout = dialog_column(self, title=self.title_label)
        layout.addWidget(self.context_label)
        layout.addSpacing(6)
        layout.addWidget(self.stack, 1)
        layout.addLayout(buttons)

        back = QShortcut(QKeySequence(QKeySequence.StandardKey.Back), self)
        back.activated.connect(self.back)
        self.search.picked.connect(self._on_search_picked)
        self.question_page.answered.connect(self._on_question_page_answered)
        self.question_page.actions_given.connect(self._on_question_page_actions_given)
        self.ruling_page.record_requested.connect(self._on_ruling_page_record_requested)
        self.ruling_page.view.rule_requested.connect(self.rule_requested)
        self.back_button.clicked.connect(self._on_back_button_clicked)
        self.new_button.clicked.connect(self._on_new_button_clicked)

    # ------------------------------------------------------------ state
    @property
    def step(self) -> Step:
        return Step(self.stack.currentIndex())

    @property
    def ruling(self) -> Ruling | None:
        """The ruling on show (None before the last question is answered)."""
        return self._ruling if self.step is Step.RULING else None

    @property
    def recorded(self) -> RulingRecord | None:
        """The record the ruling on show was written as (None until recorded)."""
        return self._recorded

    # ------------------------------------------------------------ the flow
    def present(self) -> None:
        """Show the wizard beside the main window, in front, with the keyboard."""
        self.show()
        self.raise_()
        self.activateWindow()

    def start(self, event_id: int, situation_id: str | None = None) -> None:
        """A new ruling for ``event_id``: at the situation search, or at ``situation_id``'s
        first question (its ruling if it asks none)."""
        self._event_id = event_id
        self._rulebook, self._ftr_mode = event_rulebook(self.floor.state, event_id)
        self._game = event_game(self.floor.state, event_id, self.floor.clock())
        self.search.set_game(self._game)
        offered = situation_id and load_catalogue().situation(situation_id).offered_in(self._game)
        if situation_id is None or not offered:
            self._show_search()
        else:
            self.choose_situation(situation_id)

    def choose_situation(self, situation_id: str) -> None:
        self._situation = situations_in(window_words())[situation_id]
        self._answers = {}
        self._actions = None
        self._history = []
        self._step()

    def answer(self, choice: str) -> None:
        """Answer the question on show with ``choice``."""
        question = self.question_page.question
        if self.step is not Step.QUESTION or question is None:
            return
        self._history.append((dict(self._answers), self._actions))
        self._answers[question.id] = choice
        self._step()

    def use_actions(self, actions: list[str]) -> None:
        """Work substantial action out from the actions in turn since the blinds."""
        self._history.append((dict(self._answers), self._actions))
        self._actions = list(actions)
        self._step()

    def back(self) -> None:
        """One step back: the previous question, or the situation search."""
        if self.step is Step.SITUATION:
            return
        if self._history:
            self._answers, self._actions = self._history.pop()
            self._step()
        else:
            self._show_search()

    def _show_search(self) -> None:
        self._situation = None
        self._ruling = None
        self._recorded = None
        self.title_label.setText(translate("ruling_wizard", NEW_RULING))
        self.context_label.setText(rulebook_text(self._rulebook, self._ftr_mode, self._game))
        self.stack.setCurrentIndex(Step.SITUATION)
        self.back_button.setEnabled(False)
        self.new_button.setEnabled(False)
        self.search.refresh()
        self.search.focus()

    def _step(self) -> None:
        """Ask the next question the rulebook needs, or show the ruling."""
        situation = self._situation
        assert situation is not None
        result = next_step(
            situation.id,
            self._rulebook,
            self._answers,
            ftr_mode=self._ftr_mode,
            actions=self._actions,
            game=self._game,
            words=window_words(),
        )
        self.title_label.setText(situation.title)
        self.context_label.setText(rulebook_text(self._rulebook, self._ftr_mode, self._game))
        self.back_button.setEnabled(True)
        self.new_button.setEnabled(True)
        self._recorded = None
        if isinstance(result, list):
            self._ruling = None
            self.stack.setCurrentIndex(Step.QUESTION)
            answered = answer_lines(situation.id, self._rulebook, self._answers)
            if self._actions is not None:
                answered.append(
                    translate("ruling_wizard", "Actions in turn: {0}").format(
                        sequence_text(self._actions)
                    )
                )
            self.question_page.show_question(
                result[0], self._rulebook, number=len(self._history) + 1, answered=answered
            )
            return
        self._ruling = result
        self.stack.setCurrentIndex(Step.RULING)
        self.ruling_page.clear_form()
        self.ruling_page.show_ruling(ruling_view(result).to_json())
        self.ruling_page.table_spin.setFocus()
        self.ruling_page.table_spin.selectAll()

    # ------------------------------------------------------------ recording
    def record(self) -> RulingRecord | None:
        """Record the ruling on show (drawing its random pick); None if refused."""
        ruling, event_id = self.ruling, self._event_id
        if ruling is None or event_id is None or self._recorded is not None:
            return None
        page = self.ruling_page
        command = RecordRuling(
            event_id=event_id,
            situation=ruling.situation.id,
            answers=dict(self._answers),
            director=self.floor.operator,
            rulebook=self._rulebook,
            ftr_mode=self._ftr_mode,
            actions=self._actions,
            game=self._game,
            table=page.table(),
            hand=page.hand(),
            players=page.players(),
            notes=page.notes(),
        )
        done = self.commands.send(command, action=translate("ruling_wizard", "Record the ruling"))
        if done is None:
            return None
        record = self._find_record(done.group)
        if record is None:  # the window already moved on (the event is gone)
            return None
        self._recorded = record
        page.show_recorded(record, ruling_number(self.floor.state, record))
        self.close_button.setFocus()
        logger.info("ruling %s recorded as #%d", ruling.situation.id, record.id)
        return record

    def _find_record(self, record_id: int) -> RulingRecord | None:
        if self._event_id is None or self._event_id not in self.floor.state.events:
            return None
        records = ruling_log(self.floor.state, self._event_id)
        return next((r for r in records if r.id == record_id), None)

    def sync(self) -> None:
        """Follow the floor: a record taken back (Edit > Undo) is no longer shown as recorded."""
        recorded = self._recorded
        if recorded is None or self._ruling is None:
            return
        if self._find_record(recorded.id) is None:
            self._recorded = None
            self.ruling_page.show_ruling(ruling_view(self._ruling).to_json())
            self.ruling_page.recorded_label.setText(translate("ruling_wizard", UNDONE))

    # ------------------------------------------------------------ slots
    def _on_search_picked(self, situation_id: str) -> None:
        self.choose_situation(situation_id)

    def _on_question_page_answered(self, choice: str) -> None:
        self.answer(choice)

    def _on_question_page_actions_given(self, actions: list[str]) -> None:
        self.use_actions(actions)

    def _on_ruling_page_record_requested(self) -> None:
        self.record()

    def _on_back_button_clicked(self) -> None:
        self.back()

    def _on_new_button_clicked(self) -> None:
        self._show_search()
