"""UI layer: the preview of a rendered document, a page at a time.

``PdfPreview`` shows one page as wide as the room it has (drawn again when
the room changes), with Previous / Next and "Page X of Y". Pages are drawn
by the app (``app.documents.pages``) when they are shown, so a 1,000-page
batch previews as quickly as a single sheet; the document is opened for each
drawing and closed at once, so nothing stays open when the window goes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QImage, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from floortool.app.documents.catalogue import Pdf
from floortool.app.documents.pages import open_pages, preview_dpi
from floortool.ui import style
from floortool.ui.translation import QT_TRANSLATE_NOOP, translate

EMPTY_TEXT = QT_TRANSLATE_NOOP("pdf_preview", "Choose a document and press Preview.")
#: Pixels kept free beside the page (the scroll bar and a margin).
SIDE_ROOM = 28
#: The grey the page lies on, so its white edges show.
DESK_STYLE = "QScrollArea, QScrollArea > QWidget > QWidget { background: #d5d9df; }"
#: Milliseconds to wait after the last resize before drawing the page again.
RESIZE_DELAY = 120


class PdfPreview(QWidget):
    """One page of a document at a time, fitted to the width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pdf: Pdf | None = None
        self._index = 0
        self.previous_button = QPushButton(translate("pdf_preview", "\u2039 Previous"))
        self.next_button = QPushButton(translate("pdf_preview", "Next \u203a"))
        self.page_label = QLabel("")
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.page_label.setObjectName(style.FIELD_LABEL)
        self.image_label = QLabel(translate("pdf_preview", EMPTY_TEXT))
        self.image_label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.image_label.setObjectName(style.HINT)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidget(self.image_label)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setStyleSheet(DESK_STYLE)
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(RESIZE_DELAY)

        bar = QHBoxLayout()
        bar.addWidget(self.previous_button)
        bar.addWidget(self.page_label, 1)
        bar.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addLayout(bar)
        layout.addWidget(self.scroll_area, 1)

        self.previous_button.clicked.connect(self._on_previous_button_clicked)
        self.next_button.clicked.connect(self._on_next_button_clicked)
        self._redraw.timeout.connect(self._show_page)
        self._update_bar()

    @property
    def page_count(self) -> int:
        return self._pdf.pages if self._pdf is not None else 0

    @property
    def page_index(self) -> int:
        return self._index

    def set_document(self, pdf: Pdf | None) -> None:
        """Show ``pdf`` from its first page (None: show nothing)."""
        self._pdf = pdf
        self._index = 0
        self._show_page()

    def show_page(self, index: int) -> None:
        if 0 <= index < self.page_count:
            self._index = index
            self._show_page()

    def _show_page(self) -> None:
        self._update_bar()
        if self._pdf is None:
            self.image_label.setPixmap(QPixmap())
            self.image_label.setText(translate("pdf_preview", EMPTY_TEXT))
            return
        ratio = self.devicePixelRatioF()
        room = max(100, self.scroll_area.viewport().width() - SIDE_ROOM)
        with open_pages(self._pdf) as pages:
            width_points, _ = pages.page_size(self._index)
            image = pages.render(self._index, preview_dpi(width_points, int(room * ratio)))
        picture = QImage(
            image.pixels, image.width, image.height, image.stride, QImage.Format.Format_RGBX8888
        )
        pixmap = QPixmap.fromImage(picture)
        pixmap.setDevicePixelRatio(ratio)
        self.image_label.setText("")
        self.image_label.setPixmap(pixmap)

    def _update_bar(self) -> None:
        count = self.page_count
        self.page_label.setText(
            translate("pdf_preview", "Page {0} of {count}").format(self._index + 1, count=count)
            if count
            else ""
        )
        self.previous_button.setEnabled(self._index > 0)
        self.next_button.setEnabled(self._index + 1 < count)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._pdf is not None:
            self._redraw.start()

    def _on_previous_button_clicked(self) -> None:
        self.show_page(self._index - 1)

    def _on_next_button_clicked(self) -> None:
        self.show_page(self._index + 1)
