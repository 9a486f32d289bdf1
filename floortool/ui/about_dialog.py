"""UI layer: Help > About floortool.

The About box names the version and floortool's own licence, says where
this floortool keeps its database, data, settings and logs (each folder
opens in the file manager), and lists the third-party parts bundled with it:
pick one to read its licence notice, links included. What it shows comes
from ``app.about``. It is imported when the box is first opened, not with
the window.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floortool import __version__
from floortool.app.about import BUNDLED_PARTS, LICENCE, LICENCE_URL, data_locations
from floortool.ui import style
from floortool.ui.app_icon import app_icon
from floortool.ui.dialog_parts import close_row, text_label
from floortool.ui.elided_label import ElidedLabel
from floortool.ui.translation import said, translate
from floortool.ui.window_size import fit_to_screen

ABOUT_SIZE = (880, 760)
LOGO_SIZE = 64
_URL = re.compile(r"https?://[^\s<>\"]+[^\s<>\".,;:)]")


def notice_html(text: str) -> str:
    """A plain-text licence notice as HTML: its lines kept as written, addresses made links."""
    escaped = html.escape(text, quote=False)
    linked = _URL.sub(lambda m: f'<a href="{m.group(0)}">{m.group(0)}</a>', escaped)
    return f'<div style="white-space: pre;">{linked}</div>'


class AboutDialog(QDialog):
    """Version, where the data lives, and the bundled parts with their licences."""

    def __init__(self, database: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("about_dialog", "About floortool"))
        fit_to_screen(self, *ABOUT_SIZE)
        logo = QLabel()
        logo.setPixmap(app_icon().pixmap(LOGO_SIZE, LOGO_SIZE))
        logo.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.title_label = text_label(
            style.TITLE,
            translate("about_dialog", "floortool {version}").format(version=__version__),
        )
        intro = text_label(
            style.HINT,
            translate(
                "about_dialog",
                "A floor tool for live poker tournaments: the clock, seating, late "
                "registration, rulings and printing.",
            ),
        )
        licence = QLabel(
            translate(
                "about_dialog", 'Free software under the <a href="{LICENCE_URL}">{LICENCE}</a>.'
            ).format(LICENCE_URL=LICENCE_URL, LICENCE=LICENCE)
        )
        licence.setOpenExternalLinks(True)
        licence.setWordWrap(True)
        heading = QVBoxLayout()
        heading.setSpacing(4)
        heading.addWidget(self.title_label)
        heading.addWidget(intro)
        heading.addWidget(licence)
        top = QHBoxLayout()
        top.setSpacing(16)
        top.addWidget(logo)
        top.addLayout(heading, 1)

        self.locations: dict[str, str] = {}
        places = QGridLayout()
        places.setHorizontalSpacing(12)
        places.setVerticalSpacing(4)
        places.setColumnStretch(1, 1)
        self.open_buttons: dict[str, QPushButton] = {}
        for row, (what, where) in enumerate(data_locations(database)):
            self.locations[str(what)] = str(where)  # by its English name
            label = text_label(style.FIELD_LABEL, said(what))
            value = ElidedLabel(str(where))  # a long path: its middle left out, whole in the tip
            value.setObjectName(style.FIELD_VALUE)
            places.addWidget(label, row, 0)
            places.addWidget(value, row, 1)
            if isinstance(where, Path):
                button = QPushButton(translate("about_dialog", "Open"))
                button.setAutoDefault(False)
                button.setToolTip(
                    translate("about_dialog", "Show {where} in the file manager").format(
                        where=where
                    )
                )
                button.setEnabled(where.is_dir())
                button.clicked.connect(lambda _=False, folder=where: self._open_folder(folder))
                places.addWidget(button, row, 2)
                self.open_buttons[str(what)] = button

        self.parts_list = QTreeWidget()
        self.parts_list.setObjectName(style.DATA_TABLE)
        self.parts_list.setHeaderLabels(
            [
                translate("about_dialog", "Part"),
                translate("about_dialog", "Version"),
                translate("about_dialog", "Licence"),
            ]
        )
        self.parts_list.setRootIsDecorated(False)
        self.parts_list.setUniformRowHeights(True)
        self._items: list[QTreeWidgetItem] = []
        for part in BUNDLED_PARTS:
            item = QTreeWidgetItem([part.name, part.version or "—", part.licence])
            item.setToolTip(0, f"{part.name}: {said(part.purpose)}")
            self.parts_list.addTopLevelItem(item)
            self._items.append(item)
        header = self.parts_list.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.notice_view = QTextBrowser()
        self.notice_view.setOpenExternalLinks(True)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.parts_list)
        splitter.addWidget(self.notice_view)
        splitter.setChildrenCollapsible(False)
        splitter.setStretchFactor(1, 1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 18)
        layout.setSpacing(12)
        layout.addLayout(top)
        layout.addWidget(text_label(style.CARD_TITLE, translate("about_dialog", "Your data")))
        layout.addLayout(places)
        layout.addWidget(
            text_label(
                style.CARD_TITLE, translate("about_dialog", "Bundled parts and their licences")
            )
        )
        layout.addWidget(splitter, 1)
        bottom, _ = close_row(self)
        layout.addLayout(bottom)

        self.parts_list.currentItemChanged.connect(self._on_parts_list_current_item_changed)
        self.parts_list.setCurrentItem(self._items[0])

    def show_part(self, name: str) -> None:
        """Select the part called ``name`` and show its notice."""
        for index, part in enumerate(BUNDLED_PARTS):
            if part.name == name:
                self.parts_list.setCurrentItem(self._items[index])
                return
        raise KeyError(name)

    def showEvent(self, event: QShowEvent) -> None:
        # Sized once shown, when the window's style sheet has set the rows' height.
        super().showEvent(event)
        parts = self.parts_list
        parts.setMinimumHeight(
            parts.header().height()
            + parts.sizeHintForRow(0) * parts.topLevelItemCount()
            + 2 * parts.frameWidth()
            + 2
        )

    @staticmethod
    def _open_folder(folder: Path) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def _on_parts_list_current_item_changed(
        self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None
    ) -> None:
        if current is None:
            return
        part = BUNDLED_PARTS[self.parts_list.indexOfTopLevelItem(current)]
        self.notice_view.setHtml(notice_html(part.notice_text()))
