"""UI layer: the deal calculator for the players left at the end, and recording the agreement.

``DealDialog`` lists the players still in (names from ``app.views.field``'s field
summary) with a chip count for each: the floor does not track stacks during
play, so the director types them from the table. The prizes shared are the
payouts of places 1 to k for the k players left (``app.views.payouts``), less an
amount left for the winner to play for. Each player's amount is worked out
live by ``domain.prize.deals.plan_deal`` (ICM, chip chop, or the lowest prize each
and the rest by chips), rounded to the event's rounding unit; until it can be
(a chip count missing), the dialog says what is missing. "Record deal" sends
one ``RecordDeal`` (a ``deal_recorded`` journal entry, Edit > Undo takes it
back); a refusal is shown in the dialog and changes nothing.
"""

from __future__ import annotations

import logging
from collections import Counter

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableView,
    QWidget,
)

from floortool.app.commands.prize import RecordDeal
from floortool.app.views.field import field_summary
from floortool.app.views.payouts import prize_view
from floortool.domain.field.entries import ACTIVE
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.money import parse_money
from floortool.domain.prize.deals import METHOD_NAMES, Deal, DealMethod, plan_deal
from floortool.ui import style
from floortool.ui.dialog_parts import (
    EventDialog,
    close_row,
    dialog_column,
    refusal_label,
    text_label,
)
from floortool.ui.event_page import PageServices
from floortool.ui.models.deal import DealTableModel
from floortool.ui.translation import (
    QT_TRANSLATE_NOOP,
    money_text,
    ordinal_text,
    said,
    translate,
    window_words,
)

logger = logging.getLogger(__name__)

HINT = QT_TRANSLATE_NOOP(
    "deal_dialog",
    "Type each player's chips as counted at the table. The deal shares the prizes still "
    "to be won; an amount can be left for the winner to play for.",
)
METHODS = (DealMethod.ICM, DealMethod.CHIP_CHOP, DealMethod.CHIP_CHOP_ABOVE_LOWEST)
TYPE_CHIPS = QT_TRANSLATE_NOOP("deal_dialog", "Type every player's chips to work out the deal.")


def prizes_text(prizes: tuple[int, ...]) -> str:
    """``1st 500.00 · 2nd 300.00 · 3rd 200.00 = 1,000.00``."""
    parts = [
        f"{ordinal_text(place)}\u00a0{money_text(cents)}" for place, cents in enumerate(prizes, 1)
    ]
    return f"{'  ·  '.join(parts)}  =  {money_text(sum(prizes))}"


class DealDialog(EventDialog):
    """Work out a deal among the players left and record the agreement."""

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self._prizes: tuple[int, ...] = ()
        self._unit = 1
        self.deal: Deal | None = None
        self.setWindowTitle(translate("deal_dialog", "Deal"))
        self.setMinimumSize(620, 480)

        self.model = DealTableModel(self)
        self.table = QTableView()
        self.table.setObjectName(style.DATA_TABLE)
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(DealTableModel.COL_PLAYER, QHeaderView.ResizeMode.Stretch)
        self.method_combo = QComboBox()
        for method in METHODS:
            self.method_combo.addItem(said(METHOD_NAMES[method]), method.value)
        self.played_for_edit = QLineEdit("0.00")
        self.played_for_edit.setToolTip(
            translate("deal_dialog", "Set aside from 1st prize; the winner takes it")
        )
        self.prizes_label = text_label(style.FIELD_VALUE)
        self.result_label = text_label(style.HINT)
        self.error_label = refusal_label()
        self.record_button = QPushButton(translate("deal_dialog", "Record deal"))
        self.record_button.setObjectName(style.PRIMARY)
        self.record_button.setAutoDefault(False)
        self.record_button.setToolTip(
            translate("deal_dialog", "Record the agreement in the journal (Edit > Undo)")
        )

        layout = dialog_column(
            self, title=translate("deal_dialog", "Deal"), hint=translate("deal_dialog", HINT)
        )
        form = QFormLayout()
        form.setHorizontalSpacing(16)
        form.addRow(
            text_label(style.FIELD_LABEL, translate("deal_dialog", "Prizes to share")),
            self.prizes_label,
        )
        form.addRow(
            text_label(style.FIELD_LABEL, translate("deal_dialog", "Method")), self.method_combo
        )
        form.addRow(
            text_label(style.FIELD_LABEL, translate("deal_dialog", "Left to play for")),
            self.played_for_edit,
        )
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.result_label)
        layout.addWidget(self.error_label)
        row, self.close_button = close_row(self, self.record_button)
        layout.addLayout(row)

        self.model.stacks_changed.connect(self._on_model_stacks_changed)
        self.method_combo.currentIndexChanged.connect(self._on_method_combo_current_index_changed)
        self.played_for_edit.textChanged.connect(self._on_played_for_edit_text_changed)
        self.record_button.clicked.connect(self._on_record_button_clicked)

    # ------------------------------------------------------------ showing
    def load(self, event_id: int) -> None:
        """The players left in ``event_id`` and the prizes for their places (chips blank)."""
        self._event_id = event_id
        state = self.floor.state
        left = [row for row in field_summary(state, event_id).entries if row.status == ACTIVE]
        counts = Counter(row.player for row in left)
        names = [
            row.player if counts[row.player] == 1 else f"{row.player} #{row.player_id}"
            for row in left
        ]
        self._prizes = ()
        try:
            view = prize_view(state, event_id)
        except FloorError as exc:
            view = None
            logger.info("no prizes for a deal: %s", exc.message)
        if view is not None and view.payouts is not None and len(left) >= 2:
            self._prizes = tuple(view.payouts.amount_for(p) for p in range(1, len(left) + 1))
            self._unit = view.settings.rounding_unit_cents
        self.prizes_label.setText(
            prizes_text(self._prizes)
            if self._prizes
            else translate("deal_dialog", "No prize pool to share yet.")
        )
        self.model.set_players(names, [None] * len(names))
        self.error_label.hide()
        self._work_out()

    def set_method(self, method: DealMethod) -> None:
        self.method_combo.setCurrentIndex(METHODS.index(method))

    def _work_out(self) -> None:
        """Work the deal out again from what is typed (``deal`` None while it cannot be)."""
        self.deal = None
        stacks = self.model.stacks
        if len(stacks) < 2 or not self._prizes:
            message = translate(
                "deal_dialog", "A deal needs two players left or more, and a prize pool."
            )
        elif any(stack is None for stack in stacks):
            message = translate("deal_dialog", TYPE_CHIPS)
        else:
            try:
                self.deal = plan_deal(
                    method=str(self.method_combo.currentData()),
                    players=self.model.players,
                    stacks=[stack or 0 for stack in stacks],
                    prizes_cents=self._prizes,
                    played_for_cents=parse_money(
                        self.played_for_edit.text() or "0", field="Left to play for"
                    ),
                    rounding_unit_cents=self._unit,
                )
            except FloorError as exc:
                message = exc.said(window_words().say)
            else:
                message = self._summary(self.deal)
        self.model.set_amounts(None if self.deal is None else self.deal.amounts_cents)
        self.result_label.setText(message)
        self.record_button.setEnabled(self.deal is not None)

    @staticmethod
    def _summary(deal: Deal) -> str:
        paid = money_text(sum(deal.amounts_cents))
        text = translate("deal_dialog", "Paid now: {paid} of {0}").format(
            money_text(deal.total_cents), paid=paid
        )
        if deal.played_for_cents:
            text += translate("deal_dialog", "; the winner also takes {0}").format(
                money_text(deal.played_for_cents)
            )
        return text + "."

    # ------------------------------------------------------------ slots
    def _on_model_stacks_changed(self) -> None:
        self._work_out()

    def _on_method_combo_current_index_changed(self, index: int) -> None:
        self._work_out()

    def _on_played_for_edit_text_changed(self, text: str) -> None:
        self._work_out()

    def _on_record_button_clicked(self) -> None:
        if self.deal is None or self._event_id is None:
            return
        try:
            self.commands.execute(RecordDeal(self._event_id, self.deal))
        except FloorError as exc:
            logger.info("deal refused: %s", exc.message)
            self.error_label.setText(exc.said(window_words().say))
            self.error_label.show()
            return
        self.accept()
