"""UI layer: the room's screen sets (Clock > Room Screen Sets…).

The director starts from a set (a preset or their own) or an empty one, and
edits its views: each a layout and the seconds it shows, added, removed and
moved up or down in the list; picking a view puts its layout and seconds in
the fields below, and changing them changes that view (a view added is
picked). *Save* writes the set under the name typed
(``app.screen_sets.save_screen_set``, which reads it as a set file is read: a
refusal is shown with its reason and nothing is written) and says so with
``saved`` (the name the set is known by).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QWidget,
)

from floortool.app.layouts import layouts_listing
from floortool.app.screen_sets import save_screen_set, screen_sets_listing
from floortool.domain.display.screen_sets import LONGEST_VIEW, MAX_VIEWS, SHORTEST_VIEW, View
from floortool.domain.kernel.errors import FloorError
from floortool.ui import style
from floortool.ui.dialog_parts import close_row, dialog_column, refusal_label, text_label
from floortool.ui.translation import translate, window_words

#: A view's first seconds when added.
NEW_SECONDS = 30


class ScreenSetDialog(QDialog):
    """Edit and save a screen set; ``saved``: the name the set is known by."""

    saved = Signal(str)

    def __init__(self, *, start: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("screen_set_dialog", "Room screen sets"))
        self.views: list[View] = []
        self._sets = {entry.name: entry for entry in screen_sets_listing() if entry.screen_set}
        layout = dialog_column(
            self,
            title=translate("screen_set_dialog", "Room screen sets"),
            hint=translate(
                "screen_set_dialog",
                "The room display shows these layouts one after another, each for its "
                "seconds, and starts again. Add a view, then choose its layout and seconds. "
                "A sponsor's slide is a layout like any other.",
            ),
        )
        self.start_combo = QComboBox()
        self.start_combo.addItem(translate("screen_set_dialog", "A new set"), "")
        for name, entry in self._sets.items():
            assert entry.screen_set is not None  # only sets that read are offered
            self.start_combo.addItem(f"{entry.screen_set.name} ({name})", name)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(translate("screen_set_dialog", "e.g. Friday evening"))
        self.view_list = QListWidget()
        self.view_list.setMinimumHeight(180)
        self.layout_combo = QComboBox()
        for listed in layouts_listing():
            if not listed.error:
                self.layout_combo.addItem(f"{listed.title} ({listed.name})", listed.name)
        self.seconds_spin = QSpinBox()
        self.seconds_spin.setRange(SHORTEST_VIEW, LONGEST_VIEW)
        self.seconds_spin.setSuffix(translate("screen_set_dialog", " seconds"))
        self.seconds_spin.setValue(NEW_SECONDS)
        self.add_button = QPushButton(translate("screen_set_dialog", "Add view"))
        self.remove_button = QPushButton(translate("screen_set_dialog", "Remove"))
        self.up_button = QPushButton(translate("screen_set_dialog", "Up"))
        self.down_button = QPushButton(translate("screen_set_dialog", "Down"))
        self.save_button = QPushButton(translate("screen_set_dialog", "Save"))
        self.save_button.setDefault(True)
        self.error_label = refusal_label()
        self.note_label = text_label(style.HINT)
        form = QFormLayout()
        form.addRow(translate("screen_set_dialog", "Start from"), self.start_combo)
        form.addRow(translate("screen_set_dialog", "Views"), self.view_list)
        moves = QHBoxLayout()
        for button in (self.add_button, self.remove_button, self.up_button, self.down_button):
            moves.addWidget(button)
        moves.addStretch(1)
        form.addRow("", moves)
        form.addRow(translate("screen_set_dialog", "Layout"), self.layout_combo)
        form.addRow(translate("screen_set_dialog", "Shows for"), self.seconds_spin)
        form.addRow(translate("screen_set_dialog", "Save as"), self.name_edit)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.note_label)
        row, _close = close_row(self, self.save_button)
        layout.addLayout(row)
        self.start_combo.activated.connect(self._on_start_combo_activated)
        self.view_list.currentRowChanged.connect(self._on_view_list_current_row_changed)
        self.layout_combo.activated.connect(self._on_view_field_changed)
        self.seconds_spin.valueChanged.connect(self._on_view_field_changed)
        self.add_button.clicked.connect(self._on_add_button_clicked)
        self.remove_button.clicked.connect(self._on_remove_button_clicked)
        self.up_button.clicked.connect(self._on_up_button_clicked)
        self.down_button.clicked.connect(self._on_down_button_clicked)
        self.save_button.clicked.connect(self._on_save_button_clicked)
        self.resize(560, 520)
        index = self.start_combo.findData(start)
        self.start_combo.setCurrentIndex(max(0, index))
        self.start_from(str(self.start_combo.currentData() or ""))

    # ------------------------------------------------------------ editing
    def start_from(self, name: str) -> None:
        """Edit the set ``name`` ("" : an empty one)."""
        entry = self._sets.get(name)
        shown = None if entry is None else entry.screen_set
        self.views = [] if shown is None else list(shown.views)
        self.name_edit.setText("" if shown is None else shown.name)
        self._fill(0)

    def _fill(self, current: int) -> None:
        """List the views, with view ``current`` picked."""
        self.view_list.blockSignals(True)
        self.view_list.clear()
        titles = {
            self.layout_combo.itemData(i): self.layout_combo.itemText(i)
            for i in range(self.layout_combo.count())
        }
        for number, view in enumerate(self.views, 1):
            title = titles.get(view.layout, view.layout)
            self.view_list.addItem(
                translate("screen_set_dialog", "{number}. {title}: {seconds} seconds").format(
                    number=number, title=title, seconds=f"{view.seconds:,}"
                )
            )
        self.view_list.blockSignals(False)
        if self.views:
            self.view_list.setCurrentRow(min(current, len(self.views) - 1))
        self._on_view_list_current_row_changed(self.view_list.currentRow())
        self.add_button.setEnabled(len(self.views) < MAX_VIEWS)

    def _on_view_list_current_row_changed(self, row: int) -> None:
        picked = 0 <= row < len(self.views)
        for button in (self.remove_button, self.up_button, self.down_button):
            button.setEnabled(picked)
        if not picked:
            return
        view = self.views[row]
        self.layout_combo.blockSignals(True)
        self.seconds_spin.blockSignals(True)
        self.layout_combo.setCurrentIndex(max(0, self.layout_combo.findData(view.layout)))
        self.seconds_spin.setValue(view.seconds)
        self.layout_combo.blockSignals(False)
        self.seconds_spin.blockSignals(False)

    def _field_view(self) -> View:
        return View(str(self.layout_combo.currentData() or ""), self.seconds_spin.value())

    def _on_view_field_changed(self, _value: object = None) -> None:
        row = self.view_list.currentRow()
        if 0 <= row < len(self.views):
            self.views[row] = self._field_view()
            self._fill(row)

    def _on_add_button_clicked(self) -> None:
        """A new view after the others, picked: the fields below then change it."""
        if self.layout_combo.count() == 0 or len(self.views) >= MAX_VIEWS:
            return
        self.views.append(View(str(self.layout_combo.itemData(0)), NEW_SECONDS))
        self._fill(len(self.views) - 1)

    def _on_remove_button_clicked(self) -> None:
        row = self.view_list.currentRow()
        if 0 <= row < len(self.views):
            del self.views[row]
            self._fill(row)

    def _move(self, step: int) -> None:
        row = self.view_list.currentRow()
        to = row + step
        if 0 <= row < len(self.views) and 0 <= to < len(self.views):
            self.views[row], self.views[to] = self.views[to], self.views[row]
            self._fill(to)

    def _on_up_button_clicked(self) -> None:
        self._move(-1)

    def _on_down_button_clicked(self) -> None:
        self._move(1)

    def _on_start_combo_activated(self, _index: int) -> None:
        self.start_from(str(self.start_combo.currentData() or ""))

    # ------------------------------------------------------------ saving
    def save(self) -> str | None:
        """Save the set under the name typed; the name it is known by (None: refused,
        the reason shown)."""
        try:
            name, _saved = save_screen_set(self.name_edit.text(), self.views)
        except FloorError as exc:
            self.error_label.setText(exc.said(window_words().say))
            self.error_label.show()
            return None
        self.error_label.hide()
        self.note_label.setText(
            translate(
                "screen_set_dialog", "Saved: the room display lists it under Screen Set ({name})."
            ).format(name=name)
        )
        self.saved.emit(name)
        return name

    def _on_save_button_clicked(self) -> None:
        self.save()
