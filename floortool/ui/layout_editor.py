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
same reader, a hostile file refused with its reason.

An image region shows a picture: *Choose…* copies a PNG or JPEG the director
picks into the layouts' images folder after checking it (``add_picture``; a
file refused says why, a different picture of the same name is replaced only
when the director says so), and the preview draws it. A layout that shows
pictures is exported with them in one file and imported with them
(``app.layout_sharing``). *Start from* also offers a sponsor slide: one big
picture and a caption, to save once per sponsor.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
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

from floortool.app.layout_pictures import add_picture, pictures_dir
from floortool.app.layout_sharing import export_layout, import_layout_file
from floortool.app.layouts import (
    DEFAULT_LAYOUT,
    SPONSOR_SLIDE,
    check_layout,
    is_preset,
    layout_file_name,
    layouts_listing,
    load_layout,
    save_layout,
    sponsor_slide,
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
)
from floortool.domain.kernel.errors import FloorError
from floortool.ui import style
from floortool.ui.dialog_parts import refusal_label, text_label
from floortool.ui.prompts import Prompts
from floortool.ui.room_display import RoomDisplay
from floortool.ui.translation import (
    QT_TRANSLATE_NOOP,
    count_text,
    said,
    translate,
    window_words,
)

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
    "always": QT_TRANSLATE_NOOP("layout_editor", "Always"),
    "on_break": QT_TRANSLATE_NOOP("layout_editor", "Only on a break"),
    "playing": QT_TRANSLATE_NOOP("layout_editor", "Only while playing"),
    "in_the_money": QT_TRANSLATE_NOOP("layout_editor", "Only in the money"),
    "final_table": QT_TRANSLATE_NOOP("layout_editor", "Only at the final table"),
}
#: A region's settings unless its file says others.
_DEFAULT = Region("region", NEW_SHOWS, Box(*NEW_BOX))
#: The outline of the selected region on the preview.
MARK_COLOR = "#f2b340"
_BOX_PARTS = (
    QT_TRANSLATE_NOOP("layout_editor", "Left"),
    QT_TRANSLATE_NOOP("layout_editor", "Top"),
    QT_TRANSLATE_NOOP("layout_editor", "Width"),
    QT_TRANSLATE_NOOP("layout_editor", "Height"),
)
_FILTERS = QT_TRANSLATE_NOOP("layout_editor", "Layout files (*.json)")
_PICTURES = QT_TRANSLATE_NOOP("layout_editor", "Pictures (*.png *.jpg *.jpeg)")


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
        self.edit.setPlaceholderText(
            translate("layout_editor", "none")
            if optional
            else translate("layout_editor", "#rrggbb")
        )
        self.pick_button = QPushButton("…")
        self.pick_button.setToolTip(translate("layout_editor", "Pick a colour"))
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
        color = QColorDialog.getColor(
            QColor(self.text() or "#ffffff"), self, translate("layout_editor", "Pick a colour")
        )
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
        self.setWindowTitle(translate("layout_editor", "Room Layout Editor"))
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
        self.add_button = QPushButton(translate("layout_editor", "Add region"))
        self.remove_button = QPushButton(translate("layout_editor", "Remove region"))
        self.id_edit = QLineEdit()
        self.show_combo = QComboBox()
        for token in TOKENS:
            self.show_combo.addItem(token.replace("_", " ").capitalize(), token)
        self.box_spins = [_percent_box() for _ in _BOX_PARTS]
        self.place_label = QLabel(translate("layout_editor", "Place"))
        self.size_label = QLabel(translate("layout_editor", "Text size"))
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
            self.when_combo.addItem(translate("layout_editor", _WHEN_WORDS[when]), when)
        self.label_edit = QLineEdit()
        self.text_edit = QLineEdit()
        self.text_edit.setPlaceholderText(
            translate(
                "layout_editor",
                "the words of a message or a scrolling line, the address of a QR code",
            )
        )
        self.picture_edit = QLineEdit()
        self.picture_edit.setPlaceholderText(
            translate("layout_editor", "a picture's file name, like logo.png")
        )
        self.picture_button = QPushButton(translate("layout_editor", "Choose…"))
        self.picture_button.setToolTip(
            translate("layout_editor", "Choose a PNG or JPEG picture for this region")
        )
        self.error_label = refusal_label()
        self.note_label = text_label(style.HINT)
        self.file_edit = QLineEdit()
        self.file_edit.setPlaceholderText(translate("layout_editor", "the name to save it as"))
        self.save_button = QPushButton(translate("layout_editor", "Save"))
        self.import_button = QPushButton(translate("layout_editor", "Import…"))
        self.export_button = QPushButton(translate("layout_editor", "Export…"))
        self.close_button = QPushButton(translate("layout_editor", "Close"))
        buttons = (
            self.add_button,
            self.remove_button,
            self.import_button,
            self.export_button,
            self.picture_button,
        )
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
        top.addWidget(QLabel(translate("layout_editor", "Start from")))
        top.addWidget(self.start_combo, 1)
        top.addSpacing(16)
        top.addWidget(QLabel(translate("layout_editor", "Preview on")))
        top.addWidget(self.aspect_combo)

        list_column = QVBoxLayout()
        layout_form = QFormLayout()
        layout_form.addRow(translate("layout_editor", "Title"), self.title_edit)
        layout_form.addRow(translate("layout_editor", "Screen"), self.background_field)
        list_column.addLayout(layout_form)
        list_column.addWidget(text_label(style.CARD_TITLE, translate("layout_editor", "Regions")))
        list_column.addWidget(self.region_list, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        list_column.addLayout(buttons)

        region_form = QFormLayout()
        region_form.addRow(translate("layout_editor", "Shows"), self.show_combo)
        region_form.addRow(translate("layout_editor", "Name"), self.id_edit)
        place = QGridLayout()
        for index, (english, spin) in enumerate(zip(_BOX_PARTS, self.box_spins, strict=True)):
            part = translate("layout_editor", english)
            spin.setAccessibleName(part)
            spin.setToolTip(
                translate("layout_editor", "{part}, in % of the screen").format(part=part)
            )
            line, pair = divmod(index, 2)
            place.addWidget(QLabel(part), line, pair * 2)
            place.addWidget(spin, line, pair * 2 + 1)
        place.setColumnStretch(1, 1)
        place.setColumnStretch(3, 1)
        region_form.addRow(self.place_label, place)
        region_form.addRow(self.size_label, self.size_spin)
        region_form.addRow(translate("layout_editor", "Colour"), self.color_field)
        region_form.addRow(translate("layout_editor", "Label colour"), self.label_color_field)
        region_form.addRow(translate("layout_editor", "Box colour"), self.region_background_field)
        region_form.addRow(translate("layout_editor", "Alignment"), self.align_combo)
        region_form.addRow(translate("layout_editor", "Shown"), self.when_combo)
        region_form.addRow(translate("layout_editor", "Label"), self.label_edit)
        region_form.addRow(translate("layout_editor", "Text"), self.text_edit)
        picture_row = QHBoxLayout()
        picture_row.addWidget(self.picture_edit, 1)
        picture_row.addWidget(self.picture_button)
        region_form.addRow(translate("layout_editor", "Picture"), picture_row)
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
        bottom.addWidget(QLabel(translate("layout_editor", "Save as")))
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
        self.picture_edit.textEdited.connect(self._on_region_field_edited)
        self.picture_button.clicked.connect(self._on_picture_button_clicked)
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
                mine = translate("layout_editor", " (yours)") if entry.own else ""
                self.start_combo.addItem(f"{entry.title}{mine} · {entry.name}", entry.name)
        self.start_combo.addItem(
            translate("layout_editor", "Sponsor slide: one big picture and a caption"),
            SPONSOR_SLIDE,
        )
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
        self.place_label.setText(
            translate("layout_editor", "Place on its side")
            if key == "portrait_box"
            else translate("layout_editor", "Place")
        )
        for spin, value in zip(self.box_spins, region.get(key, NEW_BOX), strict=False):
            spin.setValue(float(value) * 100)
        self.size_spin.setValue(float(region.get("size", _DEFAULT.size)) * 100)
        self.color_field.set_text(str(region.get("color", _DEFAULT.color)))
        self.label_color_field.set_text(str(region.get("label_color", _DEFAULT.label_color)))
        self.region_background_field.set_text(str(region.get("background") or ""))
        for combo, key in ((self.align_combo, "align"), (self.when_combo, "when")):
            combo.setCurrentIndex(max(combo.findData(region.get(key, getattr(_DEFAULT, key))), 0))
        self.label_edit.setText(str(region.get("label", "")))
        self.label_edit.setPlaceholderText(
            said(LABELS.get(str(region.get("show")), "")) or translate("layout_editor", "none")
        )
        self.text_edit.setText(str(region.get("text", "")))
        self.picture_edit.setText(str(region.get("image", "")))
        self._enable_picture(region.get("show") == "image")
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
        if region["show"] == "image" and self.picture_edit.text().strip():
            region["image"] = self.picture_edit.text().strip()
        else:  # a picture's name is part of an image region only
            region.pop("image", None)
        self._enable_picture(region["show"] == "image")
        self.label_edit.setPlaceholderText(
            said(LABELS.get(str(region["show"]), "")) or translate("layout_editor", "none")
        )
        item = self.region_list.currentItem()
        if item is not None:
            item.setText(self._region_title(region))

    def _enable_picture(self, image: bool) -> None:
        """The picture fields for an image region, the text field for the others."""
        self.size_label.setText(
            translate("layout_editor", "Picture size")
            if image
            else translate("layout_editor", "Text size")
        )
        self.picture_edit.setEnabled(image)
        self.picture_button.setEnabled(image)
        self.text_edit.setEnabled(not image)

    def choose_picture(self) -> str | None:
        """Ask for a picture for the selected image region and copy it into the images
        folder, after checking it; the name it has there (None: none chosen or refused,
        with the reason)."""
        path = self.prompts.open_file(
            self,
            title=translate("layout_editor", "Choose a picture"),
            filters=translate("layout_editor", _PICTURES),
        )
        if path is None:
            return None
        try:
            name = self._copy_picture(path)
        except FloorError as exc:
            self._refuse(exc.said(window_words().say))
            return None
        except OSError as exc:
            self._refuse(
                translate("layout_editor", "Cannot copy {name}: {reason}.").format(
                    name=path.name, reason=exc.strerror or exc
                )
            )
            return None
        if name is None:
            return None
        self.picture_edit.setText(name)
        self._take_region()
        self._check()
        self.note_label.setText(
            translate("layout_editor", "{name} is in {folder}.").format(
                name=name, folder=pictures_dir()
            )
        )
        return name

    def _copy_picture(self, path: Path) -> str | None:
        """``add_picture``, asking before a different picture of its name is replaced."""
        try:
            return add_picture(path)
        except FileExistsError as exists:
            question = translate(
                "layout_editor",
                "The images folder already has a different picture called {name}. "
                "Every layout that shows it will show the new one. Replace it?",
            ).format(name=exists)
        if self.prompts.confirm(
            self,
            title=translate("layout_editor", "Choose a picture"),
            text=question,
            action=translate("layout_editor", "Replace"),
        ):
            return add_picture(path, replace_file=True)
        return None

    def _check(self) -> bool:
        """Read the edited data with the strict reader: the preview shows what reads,
        the reason shows what does not."""
        try:
            layout = check_layout(json.dumps(self._data, ensure_ascii=False))
        except FloorError as exc:
            self._layout = None
            self.error_label.setText(exc.said(window_words().say))
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
            self._refuse(exc.said(window_words().say))
            return None
        if is_preset(file_name) and not (user_layouts_dir() / f"{file_name}.json").exists():
            question = translate(
                "layout_editor",
                "'{file_name}' is the name of a preset. Your layout will take its place on "
                "every screen that shows it. Save it under that name?",
            ).format(file_name=file_name)
            if not self.prompts.confirm(
                self,
                title=translate("layout_editor", "Save layout"),
                text=question,
                action=translate("layout_editor", "Take its place"),
            ):
                return None
        elif (user_layouts_dir() / f"{file_name}.json").exists():
            question = translate(
                "layout_editor", "You already have a layout '{file_name}'. Replace it?"
            ).format(file_name=file_name)
            if not self.prompts.confirm(
                self,
                title=translate("layout_editor", "Save layout"),
                text=question,
                action=translate("layout_editor", "Replace"),
            ):
                return None
        try:
            saved = save_layout(name, layout)
        except (FloorError, OSError) as exc:
            self._refuse(exc.said(window_words().say) if isinstance(exc, FloorError) else str(exc))
            return None
        self.note_label.setText(
            translate("layout_editor", "Saved as '{saved}' in {0}.").format(
                user_layouts_dir(), saved=saved
            )
        )
        self._list_layouts(saved)
        self.saved.emit(saved)
        return saved

    def import_layout(self) -> bool:
        """Ask for a layout file and edit it; a file the reader refuses is shown
        with its reason and nothing changes."""
        path = self.prompts.open_file(
            self,
            title=translate("layout_editor", "Import a layout"),
            filters=translate("layout_editor", _FILTERS),
        )
        if path is None:
            return False
        try:
            layout, pictures = import_layout_file(path)
        except FloorError as exc:
            self._refuse(exc.said(window_words().say))
            return False
        except OSError as exc:
            self._refuse(
                translate("layout_editor", "Cannot put its pictures in {folder}: {reason}.").format(
                    folder=pictures_dir(), reason=exc.strerror or exc
                )
            )
            return False
        self.load(layout, path.stem)
        if pictures:
            note = translate(
                "layout_editor",
                "Imported {name} with {pictures}: save it to use it on the room display.",
            ).format(name=path.name, pictures=", ".join(pictures))
        else:
            note = translate(
                "layout_editor", "Imported {name}: save it to use it on the room display."
            ).format(name=path.name)
        self.note_label.setText(note)
        return True

    def export_layout(self) -> bool:
        """Write the edited layout to a file the director picks, to share."""
        layout = self._layout
        if layout is None:
            return False
        name = self.file_edit.text().strip() or "layout"
        path = self.prompts.save_file(
            self,
            title=translate("layout_editor", "Export the layout"),
            filters=translate("layout_editor", _FILTERS),
            name=f"{name}.json",
        )
        if path is None:
            return False
        try:
            pictures = export_layout(layout, path)
        except FloorError as exc:
            self._refuse(exc.said(window_words().say))
            return False
        except OSError as exc:
            self._refuse(
                translate("layout_editor", "Cannot write {name}: {0}.").format(
                    exc.strerror or exc, name=path.name
                )
            )
            return False
        if pictures == 1:
            note = translate("layout_editor", "Exported with its picture to {path}.").format(
                path=path
            )
        elif pictures:
            note = translate(
                "layout_editor", "Exported with its {count} pictures to {path}."
            ).format(count=count_text(pictures), path=path)
        else:
            note = translate("layout_editor", "Exported to {path}.").format(path=path)
        self.note_label.setText(note)
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
            layout = sponsor_slide() if name == SPONSOR_SLIDE else load_layout(str(name))
        except FloorError as exc:
            self._refuse(exc.said(window_words().say))
            return
        own = name != SPONSOR_SLIDE and not is_preset(str(name))
        self.load(layout, str(name) if own else "")
        self.note_label.clear()
        if name == SPONSOR_SLIDE:
            self.note_label.setText(
                translate(
                    "layout_editor",
                    "Pick the picture region and press Choose… for the sponsor's picture, "
                    "then save the slide under the sponsor's name.",
                )
            )

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

    def _on_picture_button_clicked(self) -> None:
        self.choose_picture()

    def _on_save_button_clicked(self) -> None:
        self.save()

    def _on_import_button_clicked(self) -> None:
        self.import_layout()

    def _on_export_button_clicked(self) -> None:
        self.export_layout()
