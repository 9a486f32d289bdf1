"""UI layer: the Structure page: the blind structure editor and its chips.

A table over ``StructureTableModel`` (cells edited in place), the row being
played highlighted, and buttons to insert, delete and move rows, play a row,
load a template, copy another event's structure, save as a template, import,
export and suggest a structure. Every change is one app command
(``EditStructure`` or ``SetStructure``) sent through the window's
``CommandSender``: one journal entry that Edit > Undo takes back by name, and
a refusal that changes nothing. Beside it, ``ChipPanel`` explains the chips.
"""

from __future__ import annotations

import logging
from functools import partial
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from floortool.app.commands.structure import EditStructure, SetStructure
from floortool.app.resources import (
    load_template,
    read_structure_file,
    save_template,
    template_names,
)
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.structure.edit import (
    delete_row,
    insert_row,
    move_row,
    new_level_after,
)
from floortool.domain.structure.files import structure_to_csv, structure_to_json
from floortool.domain.structure.levels import Break, Structure
from floortool.domain.structure.structure_names import structure_name
from floortool.domain.tournament.event import EventInfo
from floortool.ui import style
from floortool.ui.chip_panel import ChipPanel
from floortool.ui.event_page import EventPage, PageServices
from floortool.ui.models.structure import StructureEdit, StructureTableModel
from floortool.ui.structure_table import StructureTableView
from floortool.ui.suggest_dialog import SuggestDialog
from floortool.ui.translation import QT_TRANSLATE_NOOP, counted, said, translate

logger = logging.getLogger(__name__)

DEFAULT_BREAK_MINUTES = 10
CHIP_PANEL_WIDTH = 280
#: Below this page width the chips go under the table.
NARROW_PAGE = 1000
NARROW_CHIP_HEIGHT = 170
QWIDGETSIZE_MAX = (1 << 24) - 1
STRUCTURE_FILES = QT_TRANSLATE_NOOP(
    "structure_page", "Structures (*.json *.csv);;JSON (*.json);;CSV (*.csv)"
)
EXPORT_FILES = QT_TRANSLATE_NOOP("structure_page", "JSON (*.json);;CSV (*.csv)")


def file_stem(name: str) -> str:
    """A file name for a structure called ``name`` (letters, digits and dashes)."""
    stem = "-".join("".join(ch if ch.isalnum() else " " for ch in name.lower()).split())
    return stem or "structure"


def _label(text: str) -> Phrase:
    """An action's label, one of this module's texts (marked with ``QT_TRANSLATE_NOOP``):
    kept in the journal as a phrase, so each reader sees it in their own language."""
    return Phrase("structure_page", text)


def _button(text: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    return button


def _menu_button(text: str, tip: str) -> tuple[QToolButton, QMenu]:
    button = QToolButton()
    button.setObjectName(style.MENU_BUTTON)
    button.setText(f"{text}  \u25be")
    button.setToolTip(tip)
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    menu = QMenu(button)
    button.setMenu(menu)
    return button, menu


class StructurePage(EventPage):
    """Edit the event's blind structure; see its chips."""

    shows = frozenset({Subject.EVENT, Subject.STRUCTURE})

    status_message = Signal(str)
    """Something was done that is not a journal action (a file written, a template saved)."""

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self.suggest_dialog: SuggestDialog | None = None

        self.name_label = QLabel()
        self.name_label.setObjectName(style.CARD_TITLE)
        self.summary_label = QLabel()
        self.summary_label.setObjectName(style.HINT)
        self.summary_label.setWordWrap(True)  # German in high contrast is longer than 1024 px

        self.insert_level_button = _button(
            translate("structure_page", "Insert level"),
            translate("structure_page", "Insert a level after the selected row"),
        )
        self.insert_break_button = _button(
            translate("structure_page", "Insert break"),
            translate("structure_page", "Insert a break after the selected row"),
        )
        self.delete_button = _button(
            translate("structure_page", "Delete row"),
            translate("structure_page", "Delete the selected row"),
        )
        self.up_button = _button(
            translate("structure_page", "Move up"),
            translate("structure_page", "Move the selected row up"),
        )
        self.down_button = _button(
            translate("structure_page", "Move down"),
            translate("structure_page", "Move the selected row down"),
        )
        self.play_button = _button(
            translate("structure_page", "Play this row"),
            translate("structure_page", "Put the clock at the start of this row"),
        )
        self.template_button, self.template_menu = _menu_button(
            translate("structure_page", "Load template"),
            translate("structure_page", "Replace the structure with a template"),
        )
        self.copy_button, self.copy_menu = _menu_button(
            translate("structure_page", "Copy from event"),
            translate("structure_page", "Use the structure of another event"),
        )
        self.save_button = _button(
            translate("structure_page", "Save as template…"),
            translate("structure_page", "Keep this structure as a template"),
        )
        self.import_button = _button(
            translate("structure_page", "Import…"),
            translate("structure_page", "Read a structure from a JSON or CSV file"),
        )
        self.export_button = _button(
            translate("structure_page", "Export…"),
            translate("structure_page", "Write the structure to a JSON or CSV file"),
        )
        self.suggest_button = _button(
            translate("structure_page", "Suggest…"),
            translate("structure_page", "Let the generator propose a structure"),
        )

        self.model = StructureTableModel(self, submit=self._submit_edit)
        self.table = StructureTableView()
        self.table.setModel(self.model)
        header = self.table.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        self.chip_panel = ChipPanel()
        self.chip_scroll = QScrollArea()
        self.chip_scroll.setObjectName(style.PLAIN)
        self.chip_scroll.setWidget(self.chip_panel)
        self.chip_scroll.setWidgetResizable(True)
        self.chip_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.chip_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.chip_scroll.setFixedWidth(CHIP_PANEL_WIDTH)

        rows_bar = QHBoxLayout()
        rows_bar.setSpacing(6)
        for button in (
            self.insert_level_button,
            self.insert_break_button,
            self.delete_button,
            self.up_button,
            self.down_button,
        ):
            rows_bar.addWidget(button)
        rows_bar.addStretch(1)
        rows_bar.addWidget(self.play_button)
        whole_bar = QHBoxLayout()
        whole_bar.setSpacing(6)
        whole_bar.addWidget(self.template_button)
        whole_bar.addWidget(self.copy_button)
        whole_bar.addWidget(self.save_button)
        whole_bar.addSpacing(12)
        whole_bar.addWidget(self.import_button)
        whole_bar.addWidget(self.export_button)
        whole_bar.addStretch(1)
        whole_bar.addWidget(self.suggest_button)

        heading = QVBoxLayout()
        heading.setSpacing(2)
        heading.addWidget(self.name_label)
        heading.addWidget(self.summary_label)
        editor = QVBoxLayout()
        editor.setSpacing(10)
        editor.addLayout(heading)
        editor.addLayout(whole_bar)
        editor.addWidget(self.table, 1)
        editor.addLayout(rows_bar)
        self.columns = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.columns.setSpacing(20)
        self.columns.addLayout(editor, 1)
        self.columns.addWidget(self.chip_scroll)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 24)
        layout.addLayout(self.columns)

        self.insert_level_button.clicked.connect(self._on_insert_level_button_clicked)
        self.insert_break_button.clicked.connect(self._on_insert_break_button_clicked)
        self.delete_button.clicked.connect(self._on_delete_button_clicked)
        self.up_button.clicked.connect(self._on_up_button_clicked)
        self.down_button.clicked.connect(self._on_down_button_clicked)
        self.play_button.clicked.connect(self._on_play_button_clicked)
        self.template_menu.aboutToShow.connect(self._on_template_menu_about_to_show)
        self.template_menu.triggered.connect(self._on_template_menu_triggered)
        self.copy_menu.aboutToShow.connect(self._on_copy_menu_about_to_show)
        self.copy_menu.triggered.connect(self._on_copy_menu_triggered)
        self.save_button.clicked.connect(self._on_save_button_clicked)
        self.import_button.clicked.connect(self._on_import_button_clicked)
        self.export_button.clicked.connect(self._on_export_button_clicked)
        self.suggest_button.clicked.connect(self._on_suggest_button_clicked)
        self.table.selectionModel().currentChanged.connect(self._on_table_current_changed)
        self._sync_buttons()

    # ------------------------------------------------------------ showing
    def resizeEvent(self, event: QResizeEvent) -> None:
        # On a narrow window the chips go under the table, so the table keeps its columns.
        narrow = event.size().width() < NARROW_PAGE
        if narrow and self.columns.direction() != QBoxLayout.Direction.TopToBottom:
            self.columns.setDirection(QBoxLayout.Direction.TopToBottom)
            self.chip_scroll.setMinimumWidth(0)
            self.chip_scroll.setMaximumWidth(QWIDGETSIZE_MAX)
            self.chip_scroll.setFixedHeight(NARROW_CHIP_HEIGHT)
        elif not narrow and self.columns.direction() != QBoxLayout.Direction.LeftToRight:
            self.columns.setDirection(QBoxLayout.Direction.LeftToRight)
            self.chip_scroll.setMinimumHeight(0)
            self.chip_scroll.setMaximumHeight(QWIDGETSIZE_MAX)
            self.chip_scroll.setFixedWidth(CHIP_PANEL_WIDTH)
        super().resizeEvent(event)

    @property
    def structure(self) -> Structure | None:
        if self._event_id is None:
            return None
        return self.floor.state.structures.get(self._event_id)

    def set_event(self, info: EventInfo) -> None:
        """Show ``info``'s structure as the floor holds it now."""
        self._event_id = info.id
        structure = self.structure
        view = self.control.ticker.view
        playing = view.row.index if view is not None else None
        self.model.set_structure(structure, playing=playing)
        self.table.spread_columns()
        if structure is None:
            self.name_label.setText(translate("structure_page", "No structure"))
            self.summary_label.setText(
                translate("structure_page", "Load a template, import a file or suggest one.")
            )
        else:
            self.name_label.setText(
                said(structure_name(structure.name))
                if structure.name
                else translate("structure_page", "Unnamed structure")
            )
            breaks = len(structure.rows) - structure.level_count
            hours, minutes = divmod(structure.total_seconds // 60, 60)
            self.summary_label.setText(
                translate(
                    "structure_page",
                    "{0}, {1}, {hours} h {minutes:02d} min in all. Double-click a cell to "
                    "change it; Edit > Undo takes a change back.",
                ).format(
                    counted(
                        structure.level_count,
                        translate("structure_page", "{count} level"),
                        translate("structure_page", "{count} levels"),
                    ),
                    counted(
                        breaks,
                        translate("structure_page", "{count} break"),
                        translate("structure_page", "{count} breaks"),
                    ),
                    hours=hours,
                    minutes=minutes,
                )
            )
        self._show_chips()
        self._sync_buttons()

    def set_playing(self, index: int | None) -> None:
        """Highlight the row the clock is on."""
        self.model.set_playing(index)

    def selected_row(self) -> int | None:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else None

    def select_row(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            column = max(self.table.currentIndex().column(), 0)
            self.table.setCurrentIndex(self.model.index(row, column))

    def _show_chips(self) -> None:
        event_id = self._event_id
        state = self.floor.state
        info = state.events.get(event_id) if event_id is not None else None
        self.chip_panel.show_chips(
            structure=self.structure,
            chip_set=state.chip_sets.get(event_id) if event_id is not None else None,
            settings=info.settings if info is not None else None,
            row=self.selected_row(),
        )

    def _sync_buttons(self) -> None:
        row = self.selected_row()
        count = self.model.rowCount()
        has = self.structure is not None
        chosen = row is not None
        self.insert_level_button.setEnabled(has)
        self.insert_break_button.setEnabled(has)
        self.delete_button.setEnabled(chosen and count > 1)
        self.up_button.setEnabled(chosen and row is not None and row > 0)
        self.down_button.setEnabled(chosen and row is not None and row < count - 1)
        self.play_button.setEnabled(chosen)
        for button in (self.save_button, self.export_button):
            button.setEnabled(has)

    # ------------------------------------------------------------ sending
    def _submit_edit(self, edit: StructureEdit) -> bool:
        """Send one editor action as one ``EditStructure`` command."""
        if self._event_id is None:
            return False
        done = self.commands.send(
            EditStructure(self._event_id, edit),
            action=translate("structure_page", "Edit the structure"),
        )
        return done is not None

    def _set_structure(self, structure: Structure, *, label: Phrase, action: str) -> bool:
        """Send ``structure`` as one ``SetStructure`` labelled ``label`` (a phrase of this
        module's texts, kept in the journal and said in each reader's language)."""
        if self._event_id is None:
            return False
        command = SetStructure(self._event_id, structure, label=label)
        return self.commands.send(command, action=action) is not None

    def _insert_at(self) -> int:
        row = self.selected_row()
        return self.model.rowCount() if row is None else row + 1

    # ------------------------------------------------------------ slots
    def _on_table_current_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        self._sync_buttons()
        if current.row() != previous.row():
            self._show_chips()

    def _on_insert_level_button_clicked(self) -> None:
        structure = self.structure
        if structure is None:
            return
        at = self._insert_at()
        level = new_level_after(structure, at - 1)
        if self._submit_edit(partial(insert_row, index=at, row=level)):
            self.select_row(at)

    def _on_insert_break_button_clicked(self) -> None:
        at = self._insert_at()
        pause = Break(minutes=DEFAULT_BREAK_MINUTES)
        if self._submit_edit(partial(insert_row, index=at, row=pause)):
            self.select_row(at)

    def _on_delete_button_clicked(self) -> None:
        row = self.selected_row()
        if row is not None and self._submit_edit(partial(delete_row, index=row)):
            self.select_row(min(row, self.model.rowCount() - 1))

    def _on_up_button_clicked(self) -> None:
        row = self.selected_row()
        if (
            row is not None
            and row > 0
            and self._submit_edit(partial(move_row, index=row, to=row - 1))
        ):
            self.select_row(row - 1)

    def _on_down_button_clicked(self) -> None:
        row = self.selected_row()
        if (
            row is not None
            and row < self.model.rowCount() - 1
            and self._submit_edit(partial(move_row, index=row, to=row + 1))
        ):
            self.select_row(row + 1)

    def _on_play_button_clicked(self) -> None:
        row = self.selected_row()
        if row is not None:
            self.control.go_to_row(row)

    def _on_template_menu_about_to_show(self) -> None:
        self.template_menu.clear()
        for name in template_names():
            self.template_menu.addAction(name).setData(name)

    def _on_template_menu_triggered(self, action: QAction) -> None:
        self.load_template(str(action.data()))

    def load_template(self, name: str) -> bool:
        """Replace the structure with template ``name`` (one undoable action)."""
        try:
            structure = load_template(name)
        except FloorError as exc:
            self.commands.refuse(exc, action=translate("structure_page", "Load template"))
            return False
        return self._set_structure(
            structure,
            label=_label(QT_TRANSLATE_NOOP("structure_page", "Use template {name}")).fill(
                name=name
            ),
            action=translate("structure_page", "Load template"),
        )

    def _on_copy_menu_about_to_show(self) -> None:
        self.copy_menu.clear()
        state = self.floor.state
        others = [
            info
            for event_id, info in sorted(state.events.items(), reverse=True)
            if event_id != self._event_id and event_id in state.structures
        ]
        if not others:
            self.copy_menu.addAction(
                translate("structure_page", "No other event has a structure")
            ).setEnabled(False)
        for info in others:
            structure = state.structures[info.id]
            text = translate("structure_page", "{event}: {structure}").format(
                event=info.name,
                structure=said(structure_name(structure.name))
                if structure.name
                else translate("structure_page", "unnamed"),
            )
            self.copy_menu.addAction(text).setData(info.id)

    def _on_copy_menu_triggered(self, action: QAction) -> None:
        if action.data() is not None:
            self.copy_from_event(int(action.data()))

    def copy_from_event(self, other_id: int) -> bool:
        """Use event ``other_id``'s structure for this event (one undoable action)."""
        state = self.floor.state
        structure = state.structures.get(other_id)
        info = state.events.get(other_id)
        if structure is None or info is None:
            return False
        return self._set_structure(
            structure,
            label=_label(QT_TRANSLATE_NOOP("structure_page", "Copy the structure of {name}")).fill(
                name=info.name
            ),
            action=translate("structure_page", "Copy structure"),
        )

    def _on_save_button_clicked(self) -> None:
        structure = self.structure
        if structure is None:
            return
        name = self.prompts.text(
            self,
            title=translate("structure_page", "Save as template"),
            label=translate("structure_page", "Template name:"),
            value=structure.name,
        )
        if not name:
            return
        try:
            saved = save_template(structure, name)
        except FloorError as exc:
            self.commands.refuse(exc, action=translate("structure_page", "Save as template"))
            return
        except OSError as exc:
            self.commands.refuse(
                FloorError(
                    translate("structure_page", "Cannot save the template: {exc}.").format(exc=exc)
                ),
                action=translate("structure_page", "Save"),
            )
            return
        self.status_message.emit(
            translate("structure_page", "Saved as template '{saved}'.").format(saved=saved)
        )

    def _on_import_button_clicked(self) -> None:
        path = self.prompts.open_file(
            self,
            title=translate("structure_page", "Import a structure"),
            filters=translate("structure_page", STRUCTURE_FILES),
        )
        if path is not None:
            self.import_file(path)

    def import_file(self, path: Path) -> bool:
        """Replace the structure with the one in ``path``; a malformed file changes nothing."""
        try:
            structure = read_structure_file(path)
        except FloorError as exc:
            self.commands.refuse(
                exc, action=translate("structure_page", "Import {name}").format(name=path.name)
            )
            return False
        return self._set_structure(
            structure,
            label=_label(QT_TRANSLATE_NOOP("structure_page", "Import structure from {name}")).fill(
                name=path.name
            ),
            action=translate("structure_page", "Import {name}").format(name=path.name),
        )

    def _on_export_button_clicked(self) -> None:
        structure = self.structure
        if structure is None:
            return
        path = self.prompts.save_file(
            self,
            title=translate("structure_page", "Export the structure"),
            filters=translate("structure_page", EXPORT_FILES),
            name=f"{file_stem(structure.name)}.json",
        )
        if path is not None:
            self.export_file(path)

    def export_file(self, path: Path) -> bool:
        """Write the structure to ``path``: CSV for a ``.csv`` name, JSON otherwise."""
        structure = self.structure
        if structure is None:
            return False
        if path.suffix.lower() not in (".json", ".csv"):
            path = path.with_suffix(".json")
        text = (
            structure_to_csv(structure)
            if path.suffix.lower() == ".csv"
            else (structure_to_json(structure))
        )
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as exc:
            error = InvalidInput(
                translate("structure_page", "Cannot write {path}: {0}.").format(
                    exc.strerror or exc, path=path
                ),
                field="file",
            )
            self.commands.refuse(error, action=translate("structure_page", "Export"))
            return False
        self.status_message.emit(
            translate("structure_page", "Structure written to {path}.").format(path=path)
        )
        return True

    def _on_suggest_button_clicked(self) -> None:
        event_id = self._event_id
        if event_id is None:
            return
        state = self.floor.state
        chip_set = state.chip_sets.get(event_id)
        if chip_set is None:
            error = InvalidInput(
                translate("structure_page", "The event has no chip set to suggest a structure for.")
            )
            self.commands.refuse(error, action=translate("structure_page", "Suggest"))
            return
        dialog = SuggestDialog(
            self, chip_set=chip_set, starting_stack=state.events[event_id].settings.starting_stack
        )
        dialog.accepted.connect(self._on_suggest_dialog_accepted)
        dialog.finished.connect(self._on_suggest_dialog_finished)
        self.suggest_dialog = dialog
        dialog.open()

    def _on_suggest_dialog_accepted(self) -> None:
        dialog = self.suggest_dialog
        if dialog is None or dialog.suggestion is None:
            return
        self._set_structure(
            dialog.suggestion.structure,
            label=_label(QT_TRANSLATE_NOOP("structure_page", "Use the suggested structure")),
            action=translate("structure_page", "Suggest"),
        )

    def _on_suggest_dialog_finished(self) -> None:
        dialog, self.suggest_dialog = self.suggest_dialog, None
        if dialog is not None:
            dialog.deleteLater()
