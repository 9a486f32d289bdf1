"""UI layer: the Floor page — rulings when the floor is called, the incident log, and
the calculators.

On the left a big search field finds the situation from a few words ("4
card flop", "premature turn"); Enter or a double-click opens the ruling
wizard (``RulingWizard``) on it, "New ruling…" opens it at the search. On
the right the event's incident log (``IncidentLogPanel``) over the floor's
calculators (``CalculatorsPanel``). "Clock call…" (Ctrl+K in the window)
shows the clock-call countdown (``ClockCallDialog``). Everything follows
the event's rulebook and FTR layer, read again whenever the window brings
the page up to date; a rule a director asks to read is handed to the window
(``rule_requested``), which opens it in the rule browser. The log's
"Print…" opens the Reports page on the incident log (the rulings the log's
search finds), to preview, print or save.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from floortool.app.rulings import event_game
from floortool.domain.kernel.journal import Subject
from floortool.domain.rulings.rulebook_records import DEFAULT_RULEBOOK
from floortool.domain.tournament.event import EventInfo
from floortool.ui import style
from floortool.ui.calculators import CalculatorsPanel
from floortool.ui.clock_call import ClockCallDialog
from floortool.ui.dialog_parts import text_label
from floortool.ui.event_page import EventPage, PageServices
from floortool.ui.incident_log import IncidentLogPanel
from floortool.ui.models.rulings import rulebook_text
from floortool.ui.ruling_wizard import RulingWizard
from floortool.ui.ruling_wizard_search import SituationSearch
from floortool.ui.translation import translate

SITUATIONS_WIDTH = 320
LOG_TAB = 0


def _card(*widgets: QWidget, title: str = "") -> QFrame:
    frame = QFrame()
    frame.setObjectName(style.CARD)
    column = QVBoxLayout(frame)
    column.setContentsMargins(16, 14, 16, 14)
    column.setSpacing(8)
    if title:
        column.addWidget(text_label(style.CARD_TITLE, title))
    for widget in widgets:
        column.addWidget(widget, 1)
    return frame


def _padded(widget: QWidget) -> QWidget:
    holder = QWidget()
    column = QVBoxLayout(holder)
    column.setContentsMargins(16, 14, 16, 14)
    column.addWidget(widget)
    return holder


class FloorPage(EventPage):
    """Find the situation, give the ruling, keep the log; the calculators beside."""

    shows = frozenset({Subject.EVENT, Subject.RULINGS})

    rule_requested = Signal(str, str)
    """Open this rule (book, ref) in the rule browser."""

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self.rulebook = DEFAULT_RULEBOOK
        self.ftr_mode = "none"
        self.wizard: RulingWizard | None = None  # made on first use
        self.clock_call: ClockCallDialog | None = None
        self.rulebook_label = QLabel()
        self.rulebook_label.setObjectName(style.FIELD_SUMMARY)
        self.rulebook_label.setWordWrap(True)  # the rulebook's name is long
        self.new_button = QPushButton(translate("floor_page", "New ruling\u2026"))
        self.new_button.setObjectName(style.PRIMARY)
        self.new_button.setToolTip(
            translate("floor_page", "The ruling wizard, from the situation search")
        )
        self.clock_button = QPushButton(translate("floor_page", "Clock call\u2026"))
        self.clock_button.setToolTip(
            translate(
                "floor_page",
                "Count down a clock called on a player (Ctrl+K); the tournament clock runs on",
            )
        )
        self.search = SituationSearch()
        self.log = IncidentLogPanel(self.floor)
        self.calculators = CalculatorsPanel()

        top = QHBoxLayout()
        top.setSpacing(10)
        top.addWidget(self.rulebook_label, 1)
        top.addWidget(self.clock_button)
        top.addWidget(self.new_button)
        situations = _card(self.search, title=translate("floor_page", "What happened?"))
        situations.setFixedWidth(SITUATIONS_WIDTH)
        self.tabs = QTabWidget()
        self.tabs.setObjectName(style.FLOOR_TABS)
        self.tabs.addTab(_padded(self.log), translate("floor_page", "Incident log"))
        self.tabs.addTab(_padded(self.calculators), translate("floor_page", "Calculators"))
        body = QHBoxLayout()
        body.setSpacing(16)
        body.addWidget(situations)
        body.addWidget(self.tabs, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 16, 32, 20)
        layout.setSpacing(12)
        layout.addLayout(top)
        layout.addLayout(body, 1)

        self.search.picked.connect(self._on_search_picked)
        self.new_button.clicked.connect(self._on_new_button_clicked)
        self.clock_button.clicked.connect(self._on_clock_button_clicked)
        self.log.rule_requested.connect(self.rule_requested)
        self.log.print_button.clicked.connect(self._on_log_print_button_clicked)

    # ------------------------------------------------------------ showing
    def set_event(self, info: EventInfo) -> None:
        """Follow ``info``'s rulebook, FTR layer, game and incident log as they are now."""
        if self._event_id is not None and info.id != self._event_id:
            self.close_dialogs()  # they belong to the event that was on show
        self._event_id = info.id
        self.rulebook = info.settings.rulebook
        self.ftr_mode = info.settings.ftr_mode
        game = event_game(self.floor.state, info.id, self.floor.clock())
        self.search.set_game(game)  # stud-only situations only in stud, and so on
        self.rulebook_label.setText(
            translate(
                "floor_page", "Rulings by {0}. Type what happened; Enter gives the ruling."
            ).format(rulebook_text(self.rulebook, self.ftr_mode, game))
        )
        self.calculators.set_rulebook(self.rulebook)
        self.log.set_event(info.id)
        total = self.log.total
        self.tabs.setTabText(
            LOG_TAB,
            translate("floor_page", "Incident log ({total})").format(total=total)
            if total
            else translate("floor_page", "Incident log"),
        )
        if self.wizard is not None:
            self.wizard.sync()

    def focus_search(self) -> None:
        self.search.focus()

    # ------------------------------------------------------------ dialogs
    def open_wizard(self, situation_id: str | None = None) -> RulingWizard | None:
        """The ruling wizard: on ``situation_id``, or at the situation search."""
        if self._event_id is None:
            return None
        if self.wizard is None:
            self.wizard = RulingWizard(self.services, self)
            self.wizard.rule_requested.connect(self.rule_requested)
        self.wizard.start(self._event_id, situation_id)
        self.wizard.present()
        return self.wizard

    def open_clock_call(self) -> ClockCallDialog | None:
        """The clock-call countdown, started now by the event's rulebook."""
        if self._event_id is None:
            return None
        if self.clock_call is None:
            self.clock_call = ClockCallDialog(self.floor.clock, self)
        self.clock_call.start(self.rulebook)
        self.clock_call.show()
        self.clock_call.raise_()
        self.clock_call.activateWindow()
        return self.clock_call

    def close_dialogs(self) -> None:
        """Close the dialogs (the event is no longer on show)."""
        for dialog in (self.wizard, self.clock_call):
            if dialog is not None:
                dialog.close()
        self.log.close_dialogs()

    # ------------------------------------------------------------ slots
    def _on_search_picked(self, situation_id: str) -> None:
        self.open_wizard(situation_id)

    def _on_new_button_clicked(self) -> None:
        self.open_wizard()

    def _on_clock_button_clicked(self) -> None:
        self.open_clock_call()

    def _on_log_print_button_clicked(self) -> None:
        self.services.documents.ask("rulings", search=self.log.search_edit.text().strip())
