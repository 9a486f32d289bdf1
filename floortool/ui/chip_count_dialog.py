"""UI layer: the chip-count dialog: a table's stacks typed in, keyboard only.

Pick the table, then for each seat: the chips, Enter. Each Enter records that
seat's count (one journal entry, counted by this station's operator: Edit >
Undo takes it back) and moves on to the next occupied seat, so a whole table
is counted as fast as the dealer reads the stacks out. The list beside shows
the table's players with their last counts. A count that cannot be true (more
chips than in play, a stack below one chip, an empty seat) is refused on the
red line with the reason, and nothing is recorded.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QLineEdit, QSpinBox, QWidget

from floortool.app.commands.chip_counts import CountTable
from floortool.app.views.field import field_summary
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.text import read_whole
from floortool.domain.seating.seats import seating_of
from floortool.ui import style
from floortool.ui.dialog_parts import (
    EventDialog,
    close_row,
    dialog_column,
    refusal_label,
    text_label,
)
from floortool.ui.event_page import PageServices
from floortool.ui.translation import (
    QT_TRANSLATE_NOOP,
    count_text,
    said,
    translate,
    window_words,
)

HINT = QT_TRANSLATE_NOOP(
    "chip_count_dialog", "Choose the table, then for each seat type the chips and press Enter."
)


class ChipCountDialog(EventDialog):
    """Counts a table at a time: table, seat, chips, Enter."""

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self.setWindowTitle(translate("chip_count_dialog", "Chip counts"))
        self.table_spin = QSpinBox()
        self.table_spin.setRange(1, 9_999)
        self.seat_spin = QSpinBox()
        self.seat_spin.setRange(1, 99)
        self.chips_edit = QLineEdit()
        self.chips_edit.setPlaceholderText(translate("chip_count_dialog", "e.g. 125,000"))
        self.who_label = text_label(style.HINT)
        self.table_label = text_label(style.FIELD_VALUE)
        self.table_label.setTextFormat(Qt.TextFormat.PlainText)
        self.done_label = text_label(style.HINT)
        self.error_label = refusal_label()
        layout = dialog_column(
            self,
            title=translate("chip_count_dialog", "Chip counts"),
            hint=translate("chip_count_dialog", HINT),
        )
        form = QFormLayout()
        form.addRow(translate("chip_count_dialog", "Table"), self.table_spin)
        form.addRow(translate("chip_count_dialog", "Seat"), self.seat_spin)
        form.addRow(translate("chip_count_dialog", "Chips"), self.chips_edit)
        layout.addLayout(form)
        layout.addWidget(self.who_label)
        layout.addWidget(self.error_label)
        layout.addWidget(self.done_label)
        layout.addWidget(self.table_label, 1)
        row, _close = close_row(self)
        layout.addLayout(row)
        self.resize(420, 480)
        self.table_spin.valueChanged.connect(self._on_place_changed)
        self.seat_spin.valueChanged.connect(self._on_place_changed)
        self.chips_edit.returnPressed.connect(self._on_chips_return_pressed)

    def load(self, event_id: int, table: int | None = None) -> None:
        """Count in ``event_id`` (at ``table``, else the lowest open table)."""
        self._event_id = event_id
        tables = sorted(seating_of(self.floor.state, event_id).tables)
        if table is None and tables:
            table = tables[0]
        if table is not None:
            self.table_spin.setValue(table)
            self.seat_spin.setValue(self._next_seat(0) or 1)
        self.refresh()
        self.chips_edit.setFocus()

    def refresh(self) -> None:
        """The table's players and their last counts, and who sits in the seat chosen."""
        if self._event_id is None:
            return
        table = self.table_spin.value()
        rows = [
            row
            for row in field_summary(self.floor.state, self._event_id).entries
            if row.table == table
        ]
        rows.sort(key=lambda row: row.seat or 0)
        lines = [
            translate("chip_count_dialog", "Seat {seat}  {player}  ").format(
                seat=row.seat, player=row.player
            )
            + (
                count_text(row.last_count)
                if row.last_count is not None
                else translate("chip_count_dialog", "not counted")
            )
            for row in rows
        ]
        self.table_label.setText(
            "\n".join(lines)
            or translate("chip_count_dialog", "Table {table} is not open.").format(table=table)
        )
        found = seating_of(self.floor.state, self._event_id).tables.get(table)
        seat = self.seat_spin.value()
        who = next((row.player for row in rows if row.seat == seat), "")
        if found is None:
            self.who_label.setText(
                translate("chip_count_dialog", "Table {table} is not open.").format(table=table)
            )
        else:
            self.who_label.setText(
                who or translate("chip_count_dialog", "Seat {seat} is empty.").format(seat=seat)
            )

    def _next_seat(self, after: int) -> int | None:
        """The first occupied seat after ``after`` at the table chosen (None: no more)."""
        if self._event_id is None:
            return None
        found = seating_of(self.floor.state, self._event_id).tables.get(self.table_spin.value())
        if found is None:
            return None
        return next((seat for seat in sorted(found.occupied) if seat > after), None)

    def _on_place_changed(self, value: int) -> None:
        self.error_label.hide()
        self.refresh()

    def _on_chips_return_pressed(self) -> None:
        if self._event_id is None:
            return
        chips = read_whole(self.chips_edit.text(), signed=True)
        if chips is None:
            self.error_label.setText(
                translate(
                    "chip_count_dialog", "Type the chips counted as a whole number, e.g. 125,000."
                )
            )
            self.error_label.show()
            return
        seat, table = self.seat_spin.value(), self.table_spin.value()
        command = CountTable(self._event_id, table, [(seat, chips)], by=self.floor.operator)
        try:
            done = self.commands.execute(command)
        except FloorError as exc:
            self.error_label.setText(exc.said(window_words().say))
            self.error_label.show()
            return
        self.error_label.hide()
        self.done_label.setText(f"{said(done.phrase)}.")
        self.chips_edit.clear()
        following = self._next_seat(seat)
        if following is not None:
            self.seat_spin.setValue(following)
        self.refresh()
        self.chips_edit.setFocus()
