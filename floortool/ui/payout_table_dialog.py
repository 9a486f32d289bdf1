"""UI layer: editing an event's payout table, range by range, and saving it as a template.

``PayoutTableDialog`` lists the table's field-size ranges (the one that pays
the current field marked and selected) and the shares of the selected range
(``RangeSharesModel``: type a percentage in a cell). "Add place", "Remove
place", "Split range…" and "Remove range" go through ``domain.prize.payout_edit``.
Under the shares, the domain validator's verdict on the whole table, live:
a table that does not hold together (a range that does not add up to 100%)
is refused with that message by "Use for this event" and "Save as
template…", and nothing changes. "Use for this event" sends one
``SetPrizeSettings`` (Edit > Undo takes it back); "Save as template…" saves
the table under a name with ``app.resources.save_payout_table``.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable

from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QListWidget,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from floortool.app.commands.prize import SetPrizeSettings
from floortool.app.resources import save_payout_table
from floortool.app.views.payouts import prize_settings, prize_view
from floortool.domain.kernel.errors import FloorError
from floortool.domain.prize.payout_edit import add_range, remove_place, remove_range
from floortool.domain.prize.payout_files import percent_text
from floortool.domain.prize.payouts import PayoutTable, validate_payout_table
from floortool.domain.prize.pool import format_percent
from floortool.ui import style
from floortool.ui.dialog_parts import (
    EventDialog,
    close_row,
    dialog_column,
    refusal_label,
    text_label,
)
from floortool.ui.event_page import PageServices
from floortool.ui.models.payouts import RangeSharesModel, shares_total
from floortool.ui.translation import QT_TRANSLATE_NOOP, said, translate, window_words

logger = logging.getLogger(__name__)

HINT = QT_TRANSLATE_NOOP(
    "payout_table_dialog",
    "Each range of field sizes shares the pool among its places, 1st first: shares never "
    "rise from one place to the next and add up to 100%. Type a share in a cell.",
)
FIELD_MARK = QT_TRANSLATE_NOOP("payout_table_dialog", "  ◀ this field")


def _button(text: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    button.setAutoDefault(False)
    return button


class PayoutTableDialog(EventDialog):
    """The event's payout table, editable range by range, checked before it is used."""

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self._field_range: int | None = None  # the range that pays the current field
        self.setWindowTitle(translate("payout_table_dialog", "Payout table"))
        self.setMinimumSize(760, 520)

        self.ranges_list = QListWidget()
        self.ranges_list.setObjectName(style.DATA_TABLE)
        self.ranges_list.setMinimumWidth(300)
        self.model: RangeSharesModel | None = None  # made with the first table
        self.shares_view = QTableView()
        self.shares_view.setObjectName(style.DATA_TABLE)
        self.shares_view.verticalHeader().hide()
        self.shares_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.shares_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.shares_view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.range_title = text_label(style.FIELD_VALUE)
        self.total_label = text_label(style.HINT)
        self.check_label = refusal_label()
        self.status_label = text_label(style.HINT)
        self.add_place_button = _button(
            translate("payout_table_dialog", "Add place"),
            translate("payout_table_dialog", "Pay one more place in this range"),
        )
        self.remove_place_button = _button(
            translate("payout_table_dialog", "Remove place"),
            translate("payout_table_dialog", "Stop paying the selected place"),
        )
        self.split_button = _button(
            translate("payout_table_dialog", "Split range…"),
            translate("payout_table_dialog", "Start a new range at a field size inside this one"),
        )
        self.remove_range_button = _button(
            translate("payout_table_dialog", "Remove range"),
            translate(
                "payout_table_dialog", "Remove this range: its neighbour takes its field sizes"
            ),
        )
        self.save_button = _button(
            translate("payout_table_dialog", "Save as template…"),
            translate("payout_table_dialog", "Keep this table for other events"),
        )
        self.use_button = QPushButton(translate("payout_table_dialog", "Use for this event"))
        self.use_button.setObjectName(style.PRIMARY)
        self.use_button.setAutoDefault(False)

        layout = dialog_column(
            self,
            title=translate("payout_table_dialog", "Payout table"),
            hint=translate("payout_table_dialog", HINT),
        )
        left = QVBoxLayout()
        left.addWidget(
            text_label(style.FIELD_LABEL, translate("payout_table_dialog", "Field sizes"))
        )
        left.addWidget(self.ranges_list, 1)
        range_buttons = QHBoxLayout()
        range_buttons.addWidget(self.split_button)
        range_buttons.addWidget(self.remove_range_button)
        range_buttons.addStretch(1)
        left.addLayout(range_buttons)
        right = QVBoxLayout()
        right.addWidget(self.range_title)
        right.addWidget(self.shares_view, 1)
        right.addWidget(self.total_label)
        place_buttons = QHBoxLayout()
        place_buttons.addWidget(self.add_place_button)
        place_buttons.addWidget(self.remove_place_button)
        place_buttons.addStretch(1)
        right.addLayout(place_buttons)
        columns = QHBoxLayout()
        columns.setSpacing(16)
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        layout.addLayout(columns, 1)
        layout.addWidget(self.check_label)
        layout.addWidget(self.status_label)
        row, self.close_button = close_row(self, self.save_button, self.use_button)
        layout.addLayout(row)

        self.ranges_list.currentRowChanged.connect(self._on_ranges_list_current_row_changed)
        self.add_place_button.clicked.connect(self._on_add_place_button_clicked)
        self.remove_place_button.clicked.connect(self._on_remove_place_button_clicked)
        self.split_button.clicked.connect(self._on_split_button_clicked)
        self.remove_range_button.clicked.connect(self._on_remove_range_button_clicked)
        self.save_button.clicked.connect(self._on_save_button_clicked)
        self.use_button.clicked.connect(self._on_use_button_clicked)

    # ------------------------------------------------------------ showing
    @property
    def table(self) -> PayoutTable:
        """The table as edited so far."""
        assert self.model is not None
        return self.model.table

    def load(self, event_id: int) -> None:
        """Start from ``event_id``'s payout table, on the range that pays its field."""
        self._event_id = event_id
        state = self.floor.state
        table = prize_settings(state, event_id).table
        field = prize_view(state, event_id).field_size
        self._field_range = next((i for i, r in enumerate(table.ranges) if r.contains(field)), None)
        if self.model is None:
            self.model = RangeSharesModel(table, self)
            self.shares_view.setModel(self.model)
            header = self.shares_view.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            self.model.edited.connect(self._on_model_edited)
            self.model.refused.connect(self._on_model_refused)
        self.status_label.clear()
        self._show(table, self._field_range or 0)

    def _show(self, table: PayoutTable, range_index: int) -> None:
        assert self.model is not None
        self.model.set_table(table, range_index)
        self.ranges_list.blockSignals(True)
        self.ranges_list.clear()
        for index, payout_range in enumerate(table.ranges):
            places = "place" if payout_range.places == 1 else "places"
            text = f"{said(payout_range.said())}  ·  {payout_range.places} {places}"
            self.ranges_list.addItem(
                text
                + (
                    translate("payout_table_dialog", FIELD_MARK)
                    if index == self._field_range
                    else ""
                )
            )
        self.ranges_list.setCurrentRow(self.model.range_index)
        self.ranges_list.blockSignals(False)
        self._show_range()

    def _show_range(self) -> None:
        assert self.model is not None
        payout_range = self.model.payout_range
        self.range_title.setText(said(payout_range.said()))
        total = shares_total(payout_range)
        self.total_label.setText(
            translate("payout_table_dialog", "These places add up to {0}.").format(
                format_percent(total)
            )
        )
        self.remove_range_button.setEnabled(len(self.table.ranges) > 1)
        self.remove_place_button.setEnabled(payout_range.places > 1)
        self._check()

    def problem(self) -> str | None:
        """The validator's message for the table as edited, or None when it holds together."""
        try:
            validate_payout_table(self.table)
        except FloorError as exc:
            return exc.said(window_words().say)
        return None

    def _check(self) -> None:
        message = self.problem()
        if message is None:
            self.check_label.hide()
        else:
            self.check_label.setText(message)
            self.check_label.show()

    def _edit(self, work: Callable[[PayoutTable], PayoutTable], *, range_index: int) -> None:
        try:
            table = work(self.table)
        except FloorError as exc:
            self._on_model_refused(exc.said(window_words().say))
            return
        self.status_label.clear()
        self._show(table, range_index)

    def _selected_place(self) -> int:
        rows = self.shares_view.selectionModel().selectedRows()
        assert self.model is not None
        return rows[0].row() + 1 if rows else self.model.payout_range.places

    # ------------------------------------------------------------ slots
    def _on_ranges_list_current_row_changed(self, row: int) -> None:
        if row >= 0 and self.model is not None:
            self.model.set_table(self.table, row)
            self._show_range()

    def _on_model_edited(self) -> None:
        self.status_label.clear()
        self._show(self.table, self.model.range_index if self.model else 0)

    def _on_model_refused(self, message: str) -> None:
        self.check_label.setText(message)
        self.check_label.show()

    def _on_add_place_button_clicked(self) -> None:
        assert self.model is not None
        payout_range = self.model.payout_range
        share = payout_range.basis_points[-1]
        self.model.set_share(payout_range.places + 1, percent_text(share))

    def _on_remove_place_button_clicked(self) -> None:
        assert self.model is not None
        index, place = self.model.range_index, self._selected_place()
        self._edit(lambda t: remove_place(t, range_index=index, place=place), range_index=index)

    def _on_split_button_clicked(self) -> None:
        assert self.model is not None
        payout_range, index = self.model.payout_range, self.model.range_index
        top = payout_range.max_players
        start = self.prompts.integer(
            self,
            title=translate("payout_table_dialog", "Split range"),
            label=translate(
                "payout_table_dialog", "A new range starts at (players), within {0}:"
            ).format(said(payout_range.said())),
            value=payout_range.min_players + 1,
            minimum=payout_range.min_players + 1,
            maximum=top if top is not None else payout_range.min_players + 100_000,
        )
        if start is None:
            return
        self._edit(lambda t: add_range(t, min_players=start), range_index=index + 1)

    def _on_remove_range_button_clicked(self) -> None:
        assert self.model is not None
        index = self.model.range_index
        self._edit(lambda t: remove_range(t, range_index=index), range_index=max(index - 1, 0))

    def _on_save_button_clicked(self) -> None:
        message = self.problem()
        if message is not None:
            self._on_model_refused(message)
            return
        name = self.prompts.text(
            self,
            title=translate("payout_table_dialog", "Save payout table"),
            label=translate("payout_table_dialog", "Template name:"),
            value=self.table.name,
        )
        if name is None:
            return
        table = dataclasses.replace(self.table, name=name.strip())
        try:
            validate_payout_table(table)
            saved = save_payout_table(table, name)
        except FloorError as exc:
            self._on_model_refused(exc.said(window_words().say))
            return
        except OSError as exc:
            self._on_model_refused(
                translate("payout_table_dialog", "The template could not be saved: {exc}").format(
                    exc=exc
                )
            )
            return
        self.status_label.setText(
            translate("payout_table_dialog", "Saved as the payout table '{saved}'.").format(
                saved=saved
            )
        )

    def _on_use_button_clicked(self) -> None:
        message = self.problem()
        if message is not None or self._event_id is None:
            if message is not None:
                self._on_model_refused(message)
            return
        settings = prize_settings(self.floor.state, self._event_id)
        try:
            self.commands.execute(
                SetPrizeSettings(self._event_id, dataclasses.replace(settings, table=self.table))
            )
        except FloorError as exc:
            self._on_model_refused(exc.said(window_words().say))
            return
        self.accept()
