"""UI layer: the prize settings of an event: payout table, rake, added money, guarantee,
rounding, where each fee goes, the tax note's threshold and a mystery bounty's prizes.

``PrizeSettingsDialog`` shows the event's settings as the app has them
(``app.views.payouts.prize_settings``; the defaults until the director sets them)
and sends them back as one ``SetPrizeSettings`` command, so Edit > Undo takes
the whole change back. The payout table is the event's own (kept as it is),
one of ``app.resources.payout_table_names`` (built-in and saved templates), or
a JSON file imported with "Import JSON…". Money is typed as ``150`` or
``150.50``, the rake as a percentage (``10`` or ``12.5``), a fee split as named
parts (``Dealers=5, League fund=10%``: ``domain.prize.fee_split``; blank: all to
the house), a rebuy's and an add-on's split blank to follow the buy-in's, and the
tax note's threshold blank to follow the venue's (``app.venue_tax_note``). In a
mystery bounty event the mystery prizes are typed (``1x1000, 2x500, rest equal``)
or picked from the templates (``domain.prize.mystery_prizes``); the row is hidden
otherwise. A value that does
not read, or settings the floor refuses, are shown in the dialog's red line
and nothing changes.
"""

from __future__ import annotations

import dataclasses
import logging

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QWidget,
)

from floortool.app.commands.prize import SetPrizeSettings
from floortool.app.input_files import parse_input_file
from floortool.app.resources import load_payout_table, payout_table_names
from floortool.app.views.mystery import is_mystery
from floortool.app.views.payouts import prize_settings
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.money import format_money, parse_money
from floortool.domain.prize.events import PrizeSettings
from floortool.domain.prize.fee_split import FeePart, format_fee_split, parse_fee_split
from floortool.domain.prize.mystery_prizes import MYSTERY_TEMPLATES, parse_distribution
from floortool.domain.prize.payout_files import parse_payout_table_json, parse_percent, percent_text
from floortool.domain.prize.payouts import PayoutTable
from floortool.domain.prize.table_names import table_name
from floortool.ui import style
from floortool.ui.dialog_parts import (
    EventDialog,
    close_row,
    dialog_column,
    refusal_label,
    text_label,
)
from floortool.ui.event_page import PageServices
from floortool.ui.translation import QT_TRANSLATE_NOOP, said, translate, window_words

logger = logging.getLogger(__name__)

HINT = QT_TRANSLATE_NOOP(
    "prize_settings_dialog",
    "The pool is the prize part of every buy-in, rebuy and add-on, less the rake, plus "
    "added money, and never less than the guarantee (the house pays the overlay). "
    "Payouts are rounded down to the unit; the remainder goes to 1st place.",
)
JSON_FILTER = QT_TRANSLATE_NOOP("prize_settings_dialog", "Payout tables (*.json);;All files (*)")


def _line_edit(tip: str) -> QLineEdit:
    edit = QLineEdit()
    edit.setToolTip(tip)
    return edit


def _own_split(edit: QLineEdit) -> tuple[FeePart, ...] | None:
    """A rebuy's or an add-on's split as typed; None (as a buy-in's) when blank."""
    return parse_fee_split(edit.text()) if edit.text().strip() else None


class PrizeSettingsDialog(EventDialog):
    """Edit an event's prize settings; Apply sends them as one command."""

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self._current: PrizeSettings | None = None
        self._tables: list[PayoutTable | str] = []  # a table, or a template name to load
        self.setWindowTitle(translate("prize_settings_dialog", "Prize settings"))
        self.setMinimumWidth(720)  # the payout tables named whole in their combo

        self.table_combo = QComboBox()
        self.table_combo.setToolTip(
            translate(
                "prize_settings_dialog", "The payout table: how the pool is shared by field size"
            )
        )
        self.import_button = QPushButton(translate("prize_settings_dialog", "Import JSON…"))
        self.import_button.setAutoDefault(False)
        self.import_button.setToolTip(
            translate("prize_settings_dialog", "Use a payout table from a JSON file")
        )
        self.rake_edit = _line_edit(
            translate(
                "prize_settings_dialog", "Withheld from the prize money, in percent (10 or 12.5)"
            )
        )
        self.rake_label_edit = _line_edit(
            translate("prize_settings_dialog", "How the reports name it: Rake, League fund…")
        )
        self.added_edit = _line_edit(
            translate("prize_settings_dialog", "Money the house adds to the pool")
        )
        self.guarantee_edit = _line_edit(
            translate("prize_settings_dialog", "The guaranteed prize pool (0: none)")
        )
        self.round_edit = _line_edit(
            translate(
                "prize_settings_dialog", "Every place is rounded down to this unit (1.00, 5.00…)"
            )
        )
        self.fee_split_edit = _line_edit(
            translate(
                "prize_settings_dialog",
                "Where each buy-in's fee goes: named parts, each a sum or a share, commas "
                "between; the rest is the house's (blank: all to the house)",
            )
        )
        self.fee_split_edit.setPlaceholderText(
            translate("prize_settings_dialog", "Dealers=5, League fund=10%")
        )
        self.rebuy_split_edit = _line_edit(
            translate("prize_settings_dialog", "Where each rebuy's fee goes (blank: as a buy-in's)")
        )
        self.rebuy_split_edit.setPlaceholderText(
            translate("prize_settings_dialog", "As a buy-in's")
        )
        self.addon_split_edit = _line_edit(
            translate(
                "prize_settings_dialog", "Where each add-on's fee goes (blank: as a buy-in's)"
            )
        )
        self.addon_split_edit.setPlaceholderText(
            translate("prize_settings_dialog", "As a buy-in's")
        )
        self.tax_note_edit = _line_edit(
            translate(
                "prize_settings_dialog",
                "Payout receipts of this much or more carry the tax note (blank: the venue's "
                "threshold; 0: never for this event)",
            )
        )
        self.tax_note_edit.setPlaceholderText(translate("prize_settings_dialog", "The venue's"))
        self.mystery_combo = QComboBox()
        self.mystery_combo.setEditable(True)
        self.mystery_combo.addItems(list(MYSTERY_TEMPLATES.values()))
        self.mystery_combo.setToolTip(
            translate(
                "prize_settings_dialog",
                "The mystery bounty's prizes: a count and an amount or a share of the bounty "
                "pool each (1x1000, 2x500, 1x20%), then 'rest equal' for equal draws of what "
                "is left; they must total the bounty pool",
            )
        )
        self.error_label = refusal_label()
        self.apply_button = QPushButton(translate("prize_settings_dialog", "Apply"))
        self.apply_button.setObjectName(style.PRIMARY)
        self.apply_button.setDefault(True)

        layout = dialog_column(
            self,
            title=translate("prize_settings_dialog", "Prize settings"),
            hint=translate("prize_settings_dialog", HINT),
        )
        table_row = QHBoxLayout()
        table_row.addWidget(self.table_combo, 1)
        table_row.addWidget(self.import_button)
        form = QFormLayout()
        form.setHorizontalSpacing(16)
        form.setVerticalSpacing(8)
        form.addRow(
            text_label(style.FIELD_LABEL, translate("prize_settings_dialog", "Payout table")),
            table_row,
        )
        form.addRow(
            text_label(style.FIELD_LABEL, translate("prize_settings_dialog", "Rake (%)")),
            self.rake_edit,
        )
        form.addRow(
            text_label(style.FIELD_LABEL, translate("prize_settings_dialog", "Rake is called")),
            self.rake_label_edit,
        )
        form.addRow(
            text_label(style.FIELD_LABEL, translate("prize_settings_dialog", "Added money")),
            self.added_edit,
        )
        form.addRow(
            text_label(style.FIELD_LABEL, translate("prize_settings_dialog", "Guarantee")),
            self.guarantee_edit,
        )
        form.addRow(
            text_label(style.FIELD_LABEL, translate("prize_settings_dialog", "Round payouts to")),
            self.round_edit,
        )
        form.addRow(
            text_label(style.FIELD_LABEL, translate("prize_settings_dialog", "Fee split")),
            self.fee_split_edit,
        )
        form.addRow(
            text_label(style.FIELD_LABEL, translate("prize_settings_dialog", "Rebuy fee split")),
            self.rebuy_split_edit,
        )
        form.addRow(
            text_label(style.FIELD_LABEL, translate("prize_settings_dialog", "Add-on fee split")),
            self.addon_split_edit,
        )
        form.addRow(
            text_label(style.FIELD_LABEL, translate("prize_settings_dialog", "Tax note from")),
            self.tax_note_edit,
        )
        form.addRow(
            text_label(style.FIELD_LABEL, translate("prize_settings_dialog", "Mystery prizes")),
            self.mystery_combo,
        )
        self._form = form
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        row, self.close_button = close_row(self, self.apply_button)
        layout.addLayout(row)

        self.import_button.clicked.connect(self._on_import_button_clicked)
        self.apply_button.clicked.connect(self._on_apply_button_clicked)

    # ------------------------------------------------------------ showing
    def load(self, event_id: int) -> None:
        """Show ``event_id``'s prize settings as the floor has them now."""
        self._event_id = event_id
        current = prize_settings(self.floor.state, event_id)
        self._current = current
        self.table_combo.clear()
        self._tables = [current.table]
        self.table_combo.addItem(
            translate("prize_settings_dialog", "{name} (this event's table)").format(
                name=said(table_name(current.table.name))
            )
        )
        for name in payout_table_names():
            self._tables.append(name)
            self.table_combo.addItem(name)
        self.rake_edit.setText(percent_text(current.withholding_basis_points))
        self.rake_label_edit.setText(current.withholding_label)
        self.added_edit.setText(format_money(current.added_cents))
        self.guarantee_edit.setText(format_money(current.guarantee_cents))
        self.round_edit.setText(format_money(current.rounding_unit_cents))
        self.fee_split_edit.setText(format_fee_split(current.fee_split))
        for edit, split in (
            (self.rebuy_split_edit, current.rebuy_fee_split),
            (self.addon_split_edit, current.addon_fee_split),
        ):
            edit.setText("" if split is None else format_fee_split(split))
        tax_note = current.tax_note_cents
        self.tax_note_edit.setText("" if tax_note is None else format_money(tax_note))
        self.mystery_combo.setCurrentText(parse_distribution(current.mystery_prizes).text())
        self._form.setRowVisible(self.mystery_combo, is_mystery(self.floor.state, event_id))
        self.error_label.hide()

    def choose_table(self, name: str) -> None:
        """Select the template ``name`` in the table list."""
        self.table_combo.setCurrentIndex(self._tables.index(name))

    def chosen_table(self) -> PayoutTable:
        chosen = self._tables[max(self.table_combo.currentIndex(), 0)]
        return load_payout_table(chosen) if isinstance(chosen, str) else chosen

    def settings(self) -> PrizeSettings:
        """The settings as typed; raises ``InvalidInput`` for a value that does not read."""
        if self._current is None:
            raise InvalidInput(translate("prize_settings_dialog", "No event is open."))
        label = self.rake_label_edit.text().strip()
        if not label or not label.isprintable():
            # The app checks this only when it builds the pool: refuse it here, before it is sent.
            raise InvalidInput(
                translate("prize_settings_dialog", "Name the rake on one line: Rake, League fund…"),
                field="rake",
            )
        return dataclasses.replace(
            self._current,
            table=self.chosen_table(),
            withholding_basis_points=parse_percent(self.rake_edit.text(), where="Rake"),
            withholding_label=label,
            added_cents=parse_money(self.added_edit.text(), field="Added money"),
            guarantee_cents=parse_money(self.guarantee_edit.text(), field="Guarantee"),
            rounding_unit_cents=parse_money(self.round_edit.text(), field="Round payouts to"),
            mystery_prizes=self._mystery_prizes(self._current.mystery_prizes),
            fee_split=parse_fee_split(self.fee_split_edit.text()),
            rebuy_fee_split=_own_split(self.rebuy_split_edit),
            addon_fee_split=_own_split(self.addon_split_edit),
            tax_note_cents=(
                parse_money(text, field="Tax note from")
                if (text := self.tax_note_edit.text()).strip()
                else None
            ),
        )

    def _mystery_prizes(self, own: str) -> str:
        """The mystery prizes typed, or the event's ``own`` when unchanged (or not shown)."""
        typed = self.mystery_combo.currentText().strip()
        return own if typed == parse_distribution(own).text() else typed

    def show_refusal(self, message: str) -> None:
        self.error_label.setText(message)
        self.error_label.show()

    # ------------------------------------------------------------ slots
    def _on_import_button_clicked(self) -> None:
        path = self.prompts.open_file(
            self,
            title=translate("prize_settings_dialog", "Import a payout table"),
            filters=translate("prize_settings_dialog", JSON_FILTER),
        )
        if path is None:
            return
        try:
            table = parse_input_file(path, parse_payout_table_json)
        except FloorError as exc:
            self.show_refusal(exc.said(window_words().say))
            return
        self._tables.append(table)
        self.table_combo.addItem(
            translate("prize_settings_dialog", "{name} (from {0})").format(
                path.name, name=said(table_name(table.name))
            )
        )
        self.table_combo.setCurrentIndex(self.table_combo.count() - 1)
        self.error_label.hide()

    def _on_apply_button_clicked(self) -> None:
        if self._event_id is None:
            return
        try:
            self.commands.execute(SetPrizeSettings(self._event_id, self.settings()))
        except FloorError as exc:
            logger.info("prize settings refused: %s", exc.message)
            self.show_refusal(exc.said(window_words().say))
            return
        self.accept()
