"""UI layer: the floor's calculators, worked out as the director types.

Substantial action (the actions in turn, tapped: TDA 2024 Rule 36 or
Robert's "two players after the blinds"), the minimum raise with short
all-ins and whether betting is reopened (TDA 43-A, 47-A), what a silent push
of chips amounts to (TDA 44, 45), who gets the odd chips of a split pot
(TDA 20, Robert's Ties), and how many hands a penalty lasts (TDA 71). The
calculator chosen in the list reads its fields, asks ``domain.rulings`` and
shows the answer in large type, how it was reached and the rules it applies,
by the event's rulebook (``set_rulebook``). What it cannot use is explained
on the red line (a bet or raise the street cannot take is not added);
nothing is ever recorded.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from floortool.app.rulings import cited_rule
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.rulings.chip_bets import read_chips
from floortool.domain.rulings.min_raise import Wager, read_wagers
from floortool.domain.rulings.min_raise import citations as min_raise_citations
from floortool.domain.rulings.odd_chip import citations as odd_chip_citations
from floortool.domain.rulings.odd_chip import split_pot
from floortool.domain.rulings.penalty import MAX_SEATS, penalty_hands
from floortool.domain.rulings.penalty import citations as penalty_citations
from floortool.domain.rulings.rulebook_records import DEFAULT_RULEBOOK, Citation, play_rules
from floortool.domain.rulings.substantial import action_test
from floortool.domain.rulings.substantial import citation as substantial_citation
from floortool.ui import style
from floortool.ui.calculators_actions import ActionEntry
from floortool.ui.dialog_parts import refusal_label, text_label
from floortool.ui.models.rulings import RULEBOOK_SHORT
from floortool.ui.setting_fields import NUMBER_WIDTH, field_row, spin_box
from floortool.ui.translation import (
    QT_TRANSLATE_NOOP,
    count_text,
    counted,
    said,
    translate,
    window_words,
)

MAX_CHIPS = 1_000_000_000
CHOOSER_WIDTH = 180
_SEPARATORS = re.compile(r"[\s+;]+")


def whole_numbers(text: str, *, what: str, commas_separate: bool) -> list[int]:
    """The whole numbers typed in ``text`` (``1,000 500 500``; with ``commas_separate``,
    ``2, 7`` too); refuses anything else, naming ``what``."""
    if commas_separate:
        text = text.replace(",", " ")
    numbers = []
    for word in _SEPARATORS.split(text.strip()):
        if not word:
            continue
        digits = word.replace(",", "").replace("_", "")
        if not digits.isdigit():
            raise InvalidInput(
                translate("calculators", "'{word}' is not a whole number of {what}.").format(
                    word=word, what=what
                ),
                field=what,
            )
        numbers.append(int(digits))
    return numbers


def rules_text(citations: Sequence[Citation]) -> str:
    """``Rules: TDA 2024 43-A (Raise Amounts); TDA 2024 47-A (…)``."""
    parts = []
    for citation in citations:
        title = cited_rule(citation.book, citation.ref).title
        parts.append(f"{citation.book} {citation.ref} ({title})")
    return translate("calculators", "Rules: ") + "; ".join(parts)


@dataclass(frozen=True)
class Reading:
    """What a calculator's fields come to: a headline, how, and the rules applied."""

    headline: str
    detail: str
    citations: tuple[Citation, ...]


class CalculatorTab(QWidget):
    """One calculator: its form, and the answer under it."""

    title = ""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rulebook = DEFAULT_RULEBOOK
        self.form = QFormLayout()
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setSpacing(8)
        self.headline_label = text_label(style.CALC_RESULT)
        self.detail_label = text_label(style.FIELD_VALUE)
        self.rules_label = text_label(style.HINT)
        self.error_label = refusal_label()
        form_holder = QWidget()
        form_holder.setLayout(self.form)
        answer = QVBoxLayout()
        answer.setSpacing(6)
        answer.addWidget(self.headline_label)
        answer.addWidget(self.detail_label)
        answer.addWidget(self.error_label)
        answer.addStretch(1)
        answer.addWidget(self.rules_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(14)
        layout.addWidget(form_holder)
        layout.addLayout(answer, 1)

    def set_rulebook(self, rulebook: str) -> None:
        self.rulebook = rulebook
        self.refresh()

    def refresh(self) -> None:
        """Work the answer out from the fields as they are."""
        try:
            reading = self.compute()
        except FloorError as exc:
            self.headline_label.clear()
            self.detail_label.clear()
            self.show_refusal(exc.said(window_words().say))
            return
        self.error_label.hide()
        self.headline_label.setText(reading.headline)
        self.detail_label.setText(reading.detail)
        self.rules_label.setText(rules_text(reading.citations))

    def show_refusal(self, message: str) -> None:
        """Say on the red line why the fields cannot be used (until the next answer)."""
        self.error_label.setText(message)
        self.error_label.show()

    def compute(self) -> Reading:
        raise NotImplementedError


class SubstantialActionTab(CalculatorTab):
    """Has (substantial) action happened, by the event's rulebook and by the other."""

    title = QT_TRANSLATE_NOOP("calculators", "Substantial action")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = ActionEntry()
        self.form.addRow(
            text_label(
                style.HINT,
                translate(
                    "calculators", "Tap the actions taken in turn since the blinds were posted."
                ),
            )
        )
        self.form.addRow(self.entry)
        self.entry.changed.connect(self.refresh)
        self.refresh()

    def compute(self) -> Reading:
        test = action_test(self.entry.sequence)
        play = play_rules(self.rulebook)
        other = next(r for r in RULEBOOK_SHORT if play_rules(r) != play)
        detail = (
            said(test.explain(self.rulebook))
            + "\n"
            + translate("calculators", "Under {book}: {verdict}.").format(
                book=RULEBOOK_SHORT[other], verdict=said(test.verdict(other))
            )
        )
        verdict = said(test.verdict(self.rulebook))
        return Reading(
            verdict[:1].upper() + verdict[1:], detail, (substantial_citation(self.rulebook),)
        )


class MinRaiseTab(CalculatorTab):
    """The minimum raise after the street's bets and raises, short all-ins included."""

    title = QT_TRANSLATE_NOOP("calculators", "Minimum raise")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._wagers: list[Wager] = []
        self.big_blind_spin = spin_box(1, MAX_CHIPS, step=100)
        self.big_blind_spin.setValue(200)
        self.street_combo = QComboBox()
        self.street_combo.addItem(translate("calculators", "Pre-flop"), True)
        self.street_combo.addItem(translate("calculators", "After the flop"), False)
        self.street_combo.setToolTip(
            translate("calculators", "Pre-flop the big blind is the opening bet")
        )
        self.street_combo.setFixedWidth(NUMBER_WIDTH)
        self.to_spin = spin_box(1, MAX_CHIPS, step=100)
        self.to_spin.setValue(600)
        self.all_in_check = QCheckBox(translate("calculators", "All-in"))
        self.add_button = QPushButton(translate("calculators", "Add"))
        self.add_button.setToolTip(
            translate("calculators", "Add this bet or raise (the total it makes the bet)")
        )
        self.back_button = QPushButton(translate("calculators", "Take back"))
        self.wagers_label = text_label(style.FIELD_VALUE)
        self.acted_spin = spin_box(0, MAX_CHIPS, step=100, special="\u2014")
        self.acted_spin.setToolTip(
            translate(
                "calculators",
                "What a player who already acted had put in: may they raise again? (\u2014: skip)",
            )
        )
        self.form.addRow(translate("calculators", "Big blind"), self.big_blind_spin)
        self.form.addRow(translate("calculators", "Street"), self.street_combo)
        self.form.addRow(
            translate("calculators", "Bet or raise to"), field_row(self.to_spin, self.all_in_check)
        )
        self.form.addRow("", field_row(self.add_button, self.back_button))
        self.form.addRow(translate("calculators", "So far"), self.wagers_label)
        self.form.addRow(translate("calculators", "Player acted at"), self.acted_spin)
        self.big_blind_spin.valueChanged.connect(self.refresh)
        self.street_combo.currentIndexChanged.connect(self.refresh)
        self.acted_spin.valueChanged.connect(self.refresh)
        self.add_button.clicked.connect(self._on_add_button_clicked)
        self.back_button.clicked.connect(self._on_back_button_clicked)
        self.to_spin.editingFinished.connect(self._on_to_spin_editing_finished)
        self.refresh()

    @property
    def wagers(self) -> list[Wager]:
        return list(self._wagers)

    def add_wager(self, to: int, *, all_in: bool = False) -> bool:
        """Add a bet or raise; one the street cannot take is explained and not added."""
        wager = Wager(to=to, all_in=all_in)
        try:
            read_wagers(self.big_blind_spin.value(), [*self._wagers, wager], preflop=self.preflop)
        except FloorError as exc:
            self.show_refusal(exc.said(window_words().say))
            return False
        self._wagers.append(wager)
        self.refresh()
        return True

    @property
    def preflop(self) -> bool:
        return bool(self.street_combo.currentData())

    def take_back(self) -> None:
        if self._wagers:
            self._wagers.pop()
            self.refresh()

    def compute(self) -> Reading:
        self.back_button.setEnabled(bool(self._wagers))
        self.wagers_label.setText(
            "  \u2192  ".join(
                (translate("calculators", "all-in {to}") if w.all_in else "{to}").format(
                    to=count_text(w.to)
                )
                for w in self._wagers
            )
            or translate("calculators", "No bet or raise yet.")
        )
        state = read_wagers(self.big_blind_spin.value(), self._wagers, preflop=self.preflop)
        lines = [said(r.note) for r in state.readings]
        lines.append(
            translate(
                "calculators", "To call: {current_bet}; a full raise is {full_raise} more."
            ).format(
                current_bet=count_text(state.current_bet), full_raise=count_text(state.full_raise)
            )
        )
        if self.acted_spin.value():
            lines.append(said(state.explain_reopen(self.acted_spin.value(), self.rulebook)))
        return Reading(
            translate("calculators", "Minimum raise to {min_raise_to}").format(
                min_raise_to=count_text(state.min_raise_to)
            ),
            "\n".join(lines),
            min_raise_citations(self.rulebook),
        )

    def _on_add_button_clicked(self) -> None:
        self.add_wager(self.to_spin.value(), all_in=self.all_in_check.isChecked())
        self.all_in_check.setChecked(False)

    def _on_back_button_clicked(self) -> None:
        self.take_back()

    def _on_to_spin_editing_finished(self) -> None:
        if self.to_spin.hasFocus():  # Enter in the field adds the wager
            self._on_add_button_clicked()


class ChipBetTab(CalculatorTab):
    """What chips pushed without a word amount to: a call, a raise or a bet."""

    title = QT_TRANSLATE_NOOP("calculators", "Chip bets")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.to_call_spin = spin_box(
            0, MAX_CHIPS, step=100, special=translate("calculators", "No bet")
        )
        self.to_call_spin.setValue(400)
        self.min_raise_spin = spin_box(1, MAX_CHIPS, step=100)
        self.min_raise_spin.setValue(400)
        self.min_raise_spin.setToolTip(
            translate("calculators", "A full raise (not facing a bet: the minimum bet)")
        )
        self.chips_edit = QLineEdit("1000")
        self.chips_edit.setPlaceholderText(
            translate("calculators", "Each chip pushed: 1000 500 500")
        )
        self.raise_check = QCheckBox(translate("calculators", "\u201cRaise\u201d was said first"))
        self.all_chips_check = QCheckBox(translate("calculators", "Every chip the player had"))
        self.form.addRow(translate("calculators", "To call"), self.to_call_spin)
        self.form.addRow(translate("calculators", "Full raise"), self.min_raise_spin)
        self.form.addRow(translate("calculators", "Chips pushed"), self.chips_edit)
        self.form.addRow("", self.raise_check)
        self.form.addRow("", self.all_chips_check)
        self.to_call_spin.valueChanged.connect(self.refresh)
        self.min_raise_spin.valueChanged.connect(self.refresh)
        self.chips_edit.textChanged.connect(self.refresh)
        self.raise_check.toggled.connect(self.refresh)
        self.all_chips_check.toggled.connect(self.refresh)
        self.refresh()

    def compute(self) -> Reading:
        chips = whole_numbers(self.chips_edit.text(), what="chips", commas_separate=False)
        reading = read_chips(
            chips,
            to_call=self.to_call_spin.value(),
            min_raise=self.min_raise_spin.value(),
            rulebook=self.rulebook,
            raise_declared=self.raise_check.isChecked(),
            all_chips=self.all_chips_check.isChecked(),
        )
        headline = translate("calculators", "{0}: {puts_in} in").format(
            translate("calculators", ACTIONS[reading.action]), puts_in=count_text(reading.puts_in)
        )
        if reading.raise_by and reading.action == "raise":
            headline += translate("calculators", " (a raise of {raise_by})").format(
                raise_by=count_text(reading.raise_by)
            )
        if reading.returned:
            headline += translate("calculators", ", {returned} back").format(
                returned=count_text(reading.returned)
            )
        return Reading(headline, said(reading.explanation), reading.citations)


#: A chip reading's action (``chip_bets.ChipReading.action``) as the headline names it.
ACTIONS = {
    "bet": QT_TRANSLATE_NOOP("calculators", "Bet"),
    "call": QT_TRANSLATE_NOOP("calculators", "Call"),
    "raise": QT_TRANSLATE_NOOP("calculators", "Raise"),
    "all-in": QT_TRANSLATE_NOOP("calculators", "All-in"),
    "undercall": QT_TRANSLATE_NOOP("calculators", "Undercall"),
}


class OddChipTab(CalculatorTab):
    """A tied pot split among the winners, and who gets the odd chips."""

    title = QT_TRANSLATE_NOOP("calculators", "Odd chip")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pot_spin = spin_box(1, MAX_CHIPS, step=25)
        self.pot_spin.setValue(3_025)
        self.smallest_spin = spin_box(1, MAX_CHIPS, step=5)
        self.smallest_spin.setValue(25)
        self.button_spin = spin_box(1, MAX_SEATS)
        self.button_spin.setValue(1)
        self.winners_edit = QLineEdit("2, 7")
        self.winners_edit.setPlaceholderText(translate("calculators", "The winning seats: 2, 7"))
        self.form.addRow(translate("calculators", "Pot"), self.pot_spin)
        self.form.addRow(translate("calculators", "Smallest chip"), self.smallest_spin)
        self.form.addRow(translate("calculators", "Button seat"), self.button_spin)
        self.form.addRow(translate("calculators", "Winning seats"), self.winners_edit)
        self.pot_spin.valueChanged.connect(self.refresh)
        self.smallest_spin.valueChanged.connect(self.refresh)
        self.button_spin.valueChanged.connect(self.refresh)
        self.winners_edit.textChanged.connect(self.refresh)
        self.refresh()

    def compute(self) -> Reading:
        winners = whole_numbers(self.winners_edit.text(), what="seats", commas_separate=True)
        split = split_pot(
            self.pot_spin.value(),
            winners,
            button=self.button_spin.value(),
            smallest=self.smallest_spin.value(),
            rulebook=self.rulebook,
        )
        headline = "   ".join(
            translate("calculators", "Seat {seat}: {chips}").format(
                seat=seat, chips=count_text(chips)
            )
            for seat, chips in split.shares
        )
        return Reading(headline, said(split.explanation), odd_chip_citations(self.rulebook))


class PenaltyTab(CalculatorTab):
    """How many hands a penalty keeps a player out (TDA 71)."""

    title = QT_TRANSLATE_NOOP("calculators", "Penalty")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players_spin = spin_box(2, MAX_SEATS)
        self.players_spin.setValue(9)
        self.players_spin.setToolTip(
            translate("calculators", "Players at the table, the penalised player included")
        )
        self.rounds_spin = spin_box(0, 20)
        self.rounds_spin.setValue(1)
        self.hands_spin = spin_box(0, 500)
        self.form.addRow(translate("calculators", "Players at the table"), self.players_spin)
        self.form.addRow(translate("calculators", "Rounds"), self.rounds_spin)
        self.form.addRow(translate("calculators", "Hands"), self.hands_spin)
        self.players_spin.valueChanged.connect(self.refresh)
        self.rounds_spin.valueChanged.connect(self.refresh)
        self.hands_spin.valueChanged.connect(self.refresh)
        self.refresh()

    def compute(self) -> Reading:
        length = penalty_hands(
            rounds=self.rounds_spin.value(),
            hands=self.hands_spin.value(),
            players=self.players_spin.value(),
            rulebook=self.rulebook,
        )
        cites = penalty_citations(self.rulebook)
        return Reading(
            counted(
                length.hands,
                translate("calculators", "{count} hand out"),
                translate("calculators", "{count} hands out"),
            ),
            said(length.explanation),
            cites,
        )


class CalculatorsPanel(QWidget):
    """The calculators, chosen from a list, all by the event's rulebook."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chooser = QListWidget()
        self.chooser.setObjectName(style.SITUATION_LIST)
        self.chooser.setFixedWidth(CHOOSER_WIDTH)
        self.chooser.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.stack = QStackedWidget()
        self.substantial = SubstantialActionTab()
        self.min_raise = MinRaiseTab()
        self.chips = ChipBetTab()
        self.odd_chip = OddChipTab()
        self.penalty = PenaltyTab()
        self.tabs: tuple[CalculatorTab, ...] = (
            self.substantial,
            self.min_raise,
            self.chips,
            self.odd_chip,
            self.penalty,
        )
        for tab in self.tabs:
            self.chooser.addItem(translate("calculators", tab.title))
            self.stack.addWidget(tab)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(20)
        layout.addWidget(self.chooser, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.stack, 1)
        self.chooser.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.chooser.setCurrentRow(0)

    def show_calculator(self, tab: CalculatorTab) -> None:
        self.chooser.setCurrentRow(self.tabs.index(tab))

    def current(self) -> CalculatorTab:
        return self.tabs[self.stack.currentIndex()]

    def set_rulebook(self, rulebook: str) -> None:
        for tab in self.tabs:
            tab.set_rulebook(rulebook)
