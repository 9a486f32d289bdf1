"""UI layer: the room layout editor (Clock > Room Layout Editor…).

The director starts from a preset or one of their own layouts, picks a region
in the list and changes it with the keyboard: what it shows, where it is and
how big (x, y, width and height in % of the screen), its text size, colours,
alignment, label, text and when it shows; regions are added and removed. A
live preview draws the current event on a room display at the TV's size (16:9,
4:3 or a TV on its side), scaled into the dialog.

The dialog edits the layout's file data and has every edit read by the app's
``check_layout`` (the domain's strict reader): what it refuses is shown with
its reason, the preview keeps the last layout that read, and nothing is saved
or exported until it reads again. *Save* writes the layout to the director's
layouts folder (asking first before taking a preset's place or replacing a
file); *Export…* writes it to a file to share; *Import…* reads one through the
same reader, a hostile file refused with its reason. Layouts hold no images
yet, so the editor offers none.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from floortool.app.layouts import (
    DEFAULT_LAYOUT,
    check_layout,
    is_preset,
    layout_file_name,
    layouts_listing,
    load_layout,
    read_layout_file,
    save_layout,
    user_layouts_dir,
)
from floortool.domain.display.layouts import (
    ALIGNMENTS,
    CONDITIONS,
    LABELS,
    TOKENS,
    Box,
    Layout,
    Region,
    layout_to_json,
)
from floortool.domain.kernel.errors import FloorError
from floortool.ui import style
from floortool.ui.dialog_parts import refusal_label, text_label
from floortool.ui.prompts import Prompts
from floortool.ui.room_display import RoomDisplay

#: The screens the preview is drawn at: what the director picks, and its size.
ASPECTS: dict[str, tuple[int, int]] = {
    "16:9 TV (1920 x 1080)": (1920, 1080),
    "4:3 monitor (1024 x 768)": (1024, 768),
    "TV on its side (1080 x 1920)": (1080, 1920),
}
#: Where a new region goes (fractions of the screen) and what it shows.
NEW_BOX = [0.35, 0.35, 0.3, 0.3]
NEW_SHOWS = "players_left"
_WHEN_WORDS = {
    "always": "Always",
    "on_break": "Only on a break",
    "playing": "Only while playing",
    "in_the_money": "Only in the money",
    "final_table": "Only at the final table",
}
#: A region's settings unless its file says others.
_DEFAULT = Region("region", NEW_SHOWS, Box(*NEW_BOX))
#: The outline of the selected region on the preview.
MARK_COLOR = "#f2b340"
_BOX_PARTS = ("Left", "Top", "Width", "Height")
_FILTERS = "Layout files (*.json)"


def _percent_box() -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setRange(0, 100)
    spin.setDecimals(2)
    spin.setSingleStep(1)
    spin.setSuffix(" %")
    spin.setKeyboardTracking(False)
    return spin


class ColorField(QWidget):
    """A ``#rrggbb`` field with a button that opens the colour picker; ``optional``:
    empty means none."""

    edited = Signal()

    def __init__(self, *, optional: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.edit = QLineEdit()
        self.edit.setMaxLength(7)
        self.edit.setMinimumWidth(72)
        self.edit.setPlaceholderText("none" if optional else "#rrggbb")
        self.pick_button = QPushButton("…")
        self.pick_button.setToolTip("Pick a colour")
        self.pick_button.setFixedWidth(32)
        self.pick_button.setAutoDefault(False)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.edit, 1)
        row.addWidget(self.pick_button)
        self.edit.textEdited.connect(self._on_edit_text_edited)
        self.pick_button.clicked.connect(self._on_pick_button_clicked)

    def text(self) -> str:
        return self.edit.text().strip()

    def set_text(self, text: str) -> None:
        self.edit.setText(text)

    def _on_edit_text_edited(self, _text: str) -> None:
        self.edited.emit()

    def _on_pick_button_clicked(self) -> None:
        color = QColorDialog.getColor(QColor(self.text() or "#ffffff"), self, "Pick a colour")
        if color.isValid():
            self.edit.setText(color.name())
            self.edited.emit()


class LayoutPreview(QLabel):
    """The room display at the TV's size, drawn offscreen and scaled into the dialog."""

    def __init__(self, display: RoomDisplay, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.display = display
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(240, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setObjectName(style.CARD)
        self._picture = QPixmap()
        self._mark: Box | None = None

    def redraw(self, mark: Box | None = None) -> None:
        """Draw the display again, ``mark`` (a region's box) outlined."""
        self._picture = self.display.grab()
        self._mark = mark
        self._fit()

    def _fit(self) -> None:
        if self._picture.isNull():
            return
        picture = self._picture.scaled(
            self.contentsRect().size(),
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        if self._mark is not None:
            width, height, box = picture.width(), picture.height(), self._mark
            painter = QPainter(picture)
            painter.setPen(QPen(QColor(MARK_COLOR), 2, Qt.PenStyle.DashLine))
            painter.drawRect(
                QRectF(box.x * width, box.y * height, box.w * width, box.h * height).adjusted(
                    1, 1, -1, -1
                )
            )
            painter.end()
        self.setPixmap(picture)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()


class LayoutEditorDialog(QDialog):
    """Edit a room layout with a live preview; ``saved`` carries the name it was saved as."""

    saved = Signal(str)

    def __init__(
        self,
        *,
        prompts: Prompts,
        fill: Callable[[RoomDisplay], None] | None = None,
        start: str = DEFAULT_LAYOUT,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Room Layout Editor")
        self.prompts = prompts
        self._data: dict[str, Any] = {}
        self._layout: Layout | None = None  # the last edit that read
        self._loading = False

        self.start_combo = QComboBox()
        self.aspect_combo = QComboBox()
        self.aspect_combo.addItems(list(ASPECTS))
        self.title_edit = QLineEdit()
        self.background_field = ColorField()
        self.region_list = QListWidget()
        self.region_list.setMinimumWidth(160)
        self.region_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.region_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.add_button = QPushButton("Add region")
        self.remove_button = QPushButton("Remove region")
        self.id_edit = QLineEdit()
        self.show_combo = QComboBox()
        for token in TOKENS:
            self.show_combo.addItem(token.replace("_", " ").capitalize(), token)
        self.box_spins = [_percent_box() for _ in _BOX_PARTS]
        self.place_label = QLabel("Place")
        self.size_spin = _percent_box()
        self.size_spin.setRange(30, 100)
        self.size_spin.setDecimals(1)
        self.color_field = ColorField()
        self.label_color_field = ColorField()
        self.region_background_field = ColorField(optional=True)
        self.align_combo = QComboBox()
        for align in ALIGNMENTS:
            self.align_combo.addItem(align.capitalize(), align)
        self.when_combo = QComboBox()
        for when in CONDITIONS:
            self.when_combo.addItem(_WHEN_WORDS[when], when)
        self.label_edit = QLineEdit()
        self.text_edit = QLineEdit()
        self.text_edit.setPlaceholderText(
            "the words of a message or a scrolling line, the address of a QR code"
        )
        self.error_label = refusal_label()
        self.note_label = text_label(style.HINT)
        self.file_edit = QLineEdit()
        self.file_edit.setPlaceholderText("the name to save it as")
        self.save_button = QPushButton("Save")
        self.import_button = QPushButton("Import…")
        self.export_button = QPushButton("Export…")
        self.close_button = QPushButton("Close")
        buttons = (self.add_button, self.remove_button, self.import_button, self.export_button)
        for button in (*buttons, self.save_button, self.close_button):
            button.setAutoDefault(False)  # Enter in a field commits it, never saves
        # A hidden child, owned by the dialog: a parentless widget that is grabbed and
        # then freed by Python's garbage collector can crash Qt's event processing.
        self.display = RoomDisplay(self)
        self.display.hide()
        self.preview = LayoutPreview(self.display)
        self._fill = fill

        self._build()
        self._connect()
        self._list_layouts(start)
        self._on_start_combo_activated()
        self._on_aspect_combo_current_index_changed()

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        top = QHBoxLayout()
        top.addWidget(QLabel("Start from"))
        top.addWidget(self.start_combo, 1)
        top.addSpacing(16)
        top.addWidget(QLabel("Preview on"))
        top.addWidget(self.aspect_combo)

        list_column = QVBoxLayout()
        layout_form = QFormLayout()
        layout_form.addRow("Title", self.title_edit)
        layout_form.addRow("Screen", self.background_field)
        list_column.addLayout(layout_form)
        list_column.addWidget(text_label(style.CARD_TITLE, "Regions"))
        list_column.addWidget(self.region_list, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        list_column.addLayout(buttons)

        region_form = QFormLayout()
        region_form.addRow("Shows", self.show_combo)
        region_form.addRow("Name", self.id_edit)
        place = QGridLayout()
        for index, (part, spin) in enumerate(zip(_BOX_PARTS, self.box_spins, strict=True)):
            spin.setAccessibleName(part)
            spin.setToolTip(f"{part}, in % of the screen")
            line, pair = divmod(index, 2)
            place.addWidget(QLabel(part), line, pair * 2)
            place.addWidget(spin, line, pair * 2 + 1)
        place.setColumnStretch(1, 1)
        place.setColumnStretch(3, 1)
        region_form.addRow(self.place_label, place)
        region_form.addRow("Text size", self.size_spin)
        region_form.addRow("Colour", self.color_field)
        region_form.addRow("Label colour", self.label_color_field)
        region_form.addRow("Box colour", self.region_background_field)
        region_form.addRow("Alignment", self.align_combo)
        region_form.addRow("Shown", self.when_combo)
        region_form.addRow("Label", self.label_edit)
        region_form.addRow("Text", self.text_edit)
        form_column = QVBoxLayout()
        form_column.addLayout(region_form)
        form_column.addWidget(self.error_label)
        form_column.addWidget(self.note_label)
        form_column.addStretch(1)

        middle = QHBoxLayout()
        middle.addLayout(list_column, 2)
        middle.addLayout(form_column, 3)
        middle.addWidget(self.preview, 5)

        bottom = QHBoxLayout()
        bottom.addWidget(self.import_button)
        bottom.addWidget(self.export_button)
        bottom.addStretch(1)
        bottom.addWidget(QLabel("Save as"))
        bottom.addWidget(self.file_edit)
        bottom.addWidget(self.save_button)
        bottom.addWidget(self.close_button)

        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addLayout(middle, 1)
        column.addLayout(bottom)

    def _connect(self) -> None:
        self.start_combo.activated.connect(self._on_start_combo_activated)
        self.aspect_combo.currentIndexChanged.connect(self._on_aspect_combo_current_index_changed)
        self.region_list.currentRowChanged.connect(self._on_region_list_current_row_changed)
        self.add_button.clicked.connect(self._on_add_button_clicked)
        self.remove_button.clicked.connect(self._on_remove_button_clicked)
        self.title_edit.textEdited.connect(self._on_title_edit_text_edited)
        self.background_field.edited.connect(self._on_background_field_edited)
        self.id_edit.textEdited.connect(self._on_region_field_edited)
        self.label_edit.textEdited.connect(self._on_region_field_edited)
        self.text_edit.textEdited.connect(self._on_region_field_edited)
        for field in (self.color_field, self.label_color_field, self.region_background_field):
            field.edited.connect(self._on_region_field_edited)
        for combo in (self.show_combo, self.align_combo, self.when_combo):
            combo.currentIndexChanged.connect(self._on_region_field_edited)
        for spin in (*self.box_spins, self.size_spin):
            spin.valueChanged.connect(self._on_region_field_edited)
        self.save_button.clicked.connect(self._on_save_button_clicked)
        self.import_button.clicked.connect(self._on_import_button_clicked)
        self.export_button.clicked.connect(self._on_export_button_clicked)
        self.close_button.clicked.connect(self.close)

    def _list_layouts(self, chosen: str) -> None:
        self.start_combo.clear()
        for entry in layouts_listing():
            if not entry.error:
                mine = " (yours)" if entry.own else ""
                self.start_combo.addItem(f"{entry.title}{mine} · {entry.name}", entry.name)
        index = self.start_combo.findData(chosen)
        self.start_combo.setCurrentIndex(max(index, 0))

    # ------------------------------------------------------------------ the layout
    @property
    def layout_edited(self) -> Layout | None:
        """The layout as edited, None while an edit does not read."""
        return self._layout

    def load(self, layout: Layout, file_name: str = "") -> None:
        """Edit ``layout`` (its regions, first selected); ``file_name`` proposed to save as."""
        self._data = layout.to_data()
        self._layout = layout
        self._loading = True
        self.title_edit.setText(layout.name)
        self.background_field.set_text(layout.background)
        self.file_edit.setText(file_name or layout.name)
        self._loading = False
        self._list_regions(0)
        self._check()

    def _regions(self) -> list[dict[str, Any]]:
        regions: list[dict[str, Any]] = self._data["regions"]
        return regions

    def _region(self) -> dict[str, Any] | None:
        row = self.region_list.currentRow()
        regions = self._regions()
        return regions[row] if 0 <= row < len(regions) else None

    def _list_regions(self, row: int) -> None:
        self._loading = True
        self.region_list.clear()
        for region in self._regions():
            self.region_list.addItem(self._region_title(region))
        self._loading = False
        self.region_list.setCurrentRow(min(row, self.region_list.count() - 1))
        self._show_region()

    @staticmethod
    def _region_title(region: dict[str, Any]) -> str:
        return f"{region.get('id', '')} · {str(region.get('show', '')).replace('_', ' ')}"

    def _show_region(self) -> None:
        """Put the selected region into the form."""
        region = self._region()
        self.remove_button.setEnabled(region is not None and len(self._regions()) > 1)
        if region is None:
            return
        self._loading = True
        self.id_edit.setText(str(region.get("id", "")))
        self.show_combo.setCurrentIndex(max(self.show_combo.findData(region.get("show")), 0))
        key = self._box_key(region)
        self.place_label.setText("Place on its side" if key == "portrait_box" else "Place")
        for spin, value in zip(self.box_spins, region.get(key, NEW_BOX), strict=False):
            spin.setValue(float(value) * 100)
        self.size_spin.setValue(float(region.get("size", _DEFAULT.size)) * 100)
        self.color_field.set_text(str(region.get("color", _DEFAULT.color)))
        self.label_color_field.set_text(str(region.get("label_color", _DEFAULT.label_color)))
        self.region_background_field.set_text(str(region.get("background") or ""))
        for combo, key in ((self.align_combo, "align"), (self.when_combo, "when")):
            combo.setCurrentIndex(max(combo.findData(region.get(key, getattr(_DEFAULT, key))), 0))
        self.label_edit.setText(str(region.get("label", "")))
        self.label_edit.setPlaceholderText(LABELS.get(str(region.get("show")), "") or "none")
        self.text_edit.setText(str(region.get("text", "")))
        self._loading = False

    def _box_key(self, region: dict[str, Any]) -> str:
        """The box the place fields edit: the region's portrait box when the preview is
        a TV on its side and the region has one (it is the one drawn there)."""
        width, height = ASPECTS[self.aspect_combo.currentText()]
        return "portrait_box" if height > width and "portrait_box" in region else "box"

    def _take_region(self) -> None:
        """Put the form into the selected region's data."""
        region = self._region()
        if region is None:
            return
        region["id"] = self.id_edit.text().strip()
        region["show"] = self.show_combo.currentData()
        region[self._box_key(region)] = [round(spin.value() / 100, 4) for spin in self.box_spins]
        region["size"] = round(self.size_spin.value() / 100, 4)
        region["color"] = self.color_field.text()
        region["label_color"] = self.label_color_field.text()
        region["align"] = self.align_combo.currentData()
        region["when"] = self.when_combo.currentData()
        for key, value in (
            ("background", self.region_background_field.text()),
            ("label", self.label_edit.text()),
            ("text", self.text_edit.text()),
        ):
            if value:
                region[key] = value
            elif region.get(key) != "":  # a label of "" (none) stays none
                region.pop(key, None)
        self.label_edit.setPlaceholderText(LABELS.get(str(region["show"]), "") or "none")
        item = self.region_list.currentItem()
        if item is not None:
            item.setText(self._region_title(region))

    def _check(self) -> bool:
        """Read the edited data with the strict reader: the preview shows what reads,
        the reason shows what does not."""
        try:
            layout = check_layout(json.dumps(self._data, ensure_ascii=False))
        except FloorError as exc:
            self._layout = None
            self.error_label.setText(exc.message)
            self.error_label.show()
        else:
            self._layout = layout
            self.error_label.hide()
            self.display.show_layout(layout)
        self._redraw()
        ok = self._layout is not None
        self.save_button.setEnabled(ok)
        self.export_button.setEnabled(ok)
        return ok

    def _redraw(self) -> None:
        """Draw the preview, the selected region outlined (when the layout reads)."""
        layout, row = self.display.layout_shown, self.region_list.currentRow()
        box = None
        if layout is not None and 0 <= row < len(layout.regions):
            box = layout.regions[row].box_for(self.display.width(), self.display.height())
        self.preview.redraw(box)

    def _unique_id(self) -> str:
        taken = {region.get("id") for region in self._regions()}
        return next(f"region-{n}" for n in range(1, len(taken) + 2) if f"region-{n}" not in taken)

    # ------------------------------------------------------------------ saving
    def save(self) -> str | None:
        """Save the edited layout in the director's folder, asking before it takes a
        preset's place or replaces a file; the name it is known by (None: not saved)."""
        layout = self._layout
        if layout is None:
            return None
        name = self.file_edit.text().strip()
        try:
            file_name = layout_file_name(name)
        except FloorError as exc:
            self._refuse(exc.message)
            return None
        if is_preset(file_name) and not (user_layouts_dir() / f"{file_name}.json").exists():
            question = (
                f"'{file_name}' is the name of a preset. Your layout will take its place "
                "on every screen that shows it. Save it under that name?"
            )
            if not self.prompts.confirm(
                self, title="Save layout", text=question, action="Take its place"
            ):
                return None
        elif (user_layouts_dir() / f"{file_name}.json").exists():
            question = f"You already have a layout '{file_name}'. Replace it?"
            if not self.prompts.confirm(self, title="Save layout", text=question, action="Replace"):
                return None
        try:
            saved = save_layout(name, layout)
        except (FloorError, OSError) as exc:
            self._refuse(exc.message if isinstance(exc, FloorError) else str(exc))
            return None
        self.note_label.setText(f"Saved as '{saved}' in {user_layouts_dir()}.")
        self._list_layouts(saved)
        self.saved.emit(saved)
        return saved

    def import_layout(self) -> bool:
        """Ask for a layout file and edit it; a file the reader refuses is shown
        with its reason and nothing changes."""
        path = self.prompts.open_file(self, title="Import a layout", filters=_FILTERS)
        if path is None:
            return False
        try:
            layout = read_layout_file(path)
        except FloorError as exc:
            self._refuse(exc.message)
            return False
        self.load(layout, path.stem)
        self.note_label.setText(f"Imported {path.name}: save it to use it on the room display.")
        return True

    def export_layout(self) -> bool:
        """Write the edited layout to a file the director picks, to share."""
        layout = self._layout
        if layout is None:
            return False
        name = self.file_edit.text().strip() or "layout"
        path = self.prompts.save_file(
            self, title="Export the layout", filters=_FILTERS, name=f"{name}.json"
        )
        if path is None:
            return False
        try:
            path.write_text(layout_to_json(layout), encoding="utf-8")
        except OSError as exc:
            self._refuse(f"Cannot write {path.name}: {exc.strerror or exc}.")
            return False
        self.note_label.setText(f"Exported to {path}.")
        return True

    def _refuse(self, message: str) -> None:
        self.error_label.setText(message)
        self.error_label.show()

    # ------------------------------------------------------------------ slots
    def _on_start_combo_activated(self, _index: int = 0) -> None:
        name = self.start_combo.currentData()
        if name is None:
            return
        try:
            layout = load_layout(str(name))
        except FloorError as exc:
            self._refuse(exc.message)
            return
        self.load(layout, "" if is_preset(str(name)) else str(name))
        self.note_label.clear()

    def _on_aspect_combo_current_index_changed(self, _index: int = 0) -> None:
        width, height = ASPECTS[self.aspect_combo.currentText()]
        self.display.resize(width, height)
        if self._fill is not None:
            self._fill(self.display)
        self._show_region()
        self._redraw()

    def _on_region_list_current_row_changed(self, _row: int) -> None:
        if not self._loading:
            self._show_region()
            self._redraw()

    def _on_add_button_clicked(self) -> None:
        self._regions().append({"id": self._unique_id(), "show": NEW_SHOWS, "box": list(NEW_BOX)})
        self._list_regions(len(self._regions()) - 1)
        self._check()
        self.show_combo.setFocus()

    def _on_remove_button_clicked(self) -> None:
        row = self.region_list.currentRow()
        if 0 <= row < len(self._regions()) and len(self._regions()) > 1:
            del self._regions()[row]
            self._list_regions(row)
            self._check()

    def _on_title_edit_text_edited(self, text: str) -> None:
        self._data["name"] = text
        self._check()

    def _on_background_field_edited(self) -> None:
        self._data["background"] = self.background_field.text()
        self._check()

    def _on_region_field_edited(self, *_args: object) -> None:
        if self._loading:
            return
        self._take_region()
        self._check()

    def _on_save_button_clicked(self) -> None:
        self.save()

    def _on_import_button_clicked(self) -> None:
        self.import_layout()

    def _on_export_button_clicked(self) -> None:
        self.export_layout()
