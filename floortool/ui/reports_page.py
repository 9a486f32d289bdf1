"""UI layer: the Reports page — choose a document, preview it, save it as a PDF or
print it on the system's printer.

On the left, the documents (``app.documents.catalogue``) with the options the
chosen one takes (one table, the card layout, only the seat cards not
printed yet or the last batch again, every move, the league season, the
words the incident log is searched for); on the right, the preview
(``PdfPreview``). The other pages' print buttons come here through
``show_document``: the document chosen with their options, and previewed.
Rendering and printing run off the window's thread (``ReportTask``) with a
progress bar, so a long batch never stops the clock.
Saving or printing seat cards records them as printed (one undoable action).
A document that cannot be made ("nobody is seated yet") is explained under
the buttons and nothing happens.

The printer is chosen through ``PrinterChooser`` (Qt's print dialog in the
window; tests hand in one that prints to a file).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from floortool.app.documents.catalogue import (
    CARD_LAYOUTS,
    DEFAULT_CARD_LAYOUT,
    DOCUMENTS,
    Document,
    Pdf,
    PrintJob,
    PrintRequest,
    prepare_on,
    write_pdf,
)
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import Subject
from floortool.domain.tournament.event import MAX_TABLES, EventInfo
from floortool.ui import style
from floortool.ui.dialog_parts import text_label
from floortool.ui.event_page import EventPage, PageServices
from floortool.ui.pdf_preview import PdfPreview
from floortool.ui.remedy_words import refusal_text
from floortool.ui.report_worker import Progress, ReportTask, print_pages
from floortool.ui.translation import QT_TRANSLATE_NOOP, said, translate, window_words

logger = logging.getLogger(__name__)

LEFT_WIDTH = 336
LIST_STYLE = f"""
QListWidget {{ background: white; border: 1px solid #cfd5dd; border-radius: 6px; padding: 4px;
  font-size: 10pt; }}
QListWidget::item {{ padding: 7px 10px; border-radius: 4px; }}
QListWidget::item:selected {{ background: {style.ACCENT}; color: white; }}
"""
PDF_FILTER = QT_TRANSLATE_NOOP("reports_page", "PDF files (*.pdf)")
#: The seat-card choices, as the window offers them: (text, new only, reprint).
CARD_CHOICES = (
    (QT_TRANSLATE_NOOP("reports_page", "Every seated player"), False, False),
    (QT_TRANSLATE_NOOP("reports_page", "Only cards not printed yet"), True, False),
    (QT_TRANSLATE_NOOP("reports_page", "The last batch again"), False, True),
)
#: The season choice that leaves it to the app: the event's own season, else the latest.
EVENT_SEASON = QT_TRANSLATE_NOOP("reports_page", "This event's season, else the latest")
#: The documents listed at least, on a short screen (the list scrolls).
SHORT_LIST_ROWS = 5


def in_sentence(document: Document) -> str:
    """A document's title as a sentence names it: ``the seat cards`` (German keeps its
    nouns capitalised)."""
    words = window_words()
    title = words.say(document.title)
    return title if words.language == "de" else title.lower()


class PrinterChooser(Protocol):
    """Asks which printer to print on; None when the director cancels."""

    def choose(self, parent: QWidget, *, title: str) -> QPrinter | None: ...


class DialogPrinters:
    """``PrinterChooser`` through Qt's print dialog."""

    def choose(self, parent: QWidget, *, title: str) -> QPrinter | None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, parent)
        dialog.setWindowTitle(title)
        return printer if dialog.exec() == QDialog.DialogCode.Accepted else None


@dataclass(frozen=True)
class Rendered:
    """A rendered document, and the request and journal revision it was made from."""

    job: PrintJob
    pdf: Pdf
    request: PrintRequest
    revision: int


class ReportsPage(EventPage):
    """The documents to print, their options, the preview, Save as PDF and Print."""

    shows = frozenset(Subject) - {Subject.CLOCK}  # every document, none of the clock

    def __init__(
        self,
        services: PageServices,
        printers: PrinterChooser | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(services, parent)
        self.printers = printers if printers is not None else DialogPrinters()
        self.rendered: Rendered | None = None
        self.task: ReportTask | None = None
        self.save_path: Path | None = None

        self.document_list = QListWidget()
        self.document_list.setStyleSheet(LIST_STYLE)
        for doc in DOCUMENTS.values():
            item = QListWidgetItem(said(doc.title))
            item.setData(Qt.ItemDataRole.UserRole, doc.name)
            item.setToolTip(said(doc.about))
            self.document_list.addItem(item)
        # Every document on show, or on a short screen a few and a scroll bar: the
        # description and the options under it are never laid over it.
        row, frame = self.document_list.sizeHintForRow(0), 2 * self.document_list.frameWidth()
        self.document_list.setMaximumHeight(row * self.document_list.count() + frame + 10)
        self.document_list.setMinimumHeight(row * SHORT_LIST_ROWS + frame)
        self.about_label = text_label(style.HINT)
        self.table_check = QCheckBox(translate("reports_page", "Only table"))
        self.table_spin = QSpinBox()
        self.table_spin.setRange(1, MAX_TABLES)
        self.cards_combo = QComboBox()
        for english, _, _ in CARD_CHOICES:
            text = translate("reports_page", english)
            self.cards_combo.addItem(text)
        self.layout_combo = QComboBox()
        for name, title in CARD_LAYOUTS.items():
            self.layout_combo.addItem(said(title), name)
        self.layout_combo.setCurrentIndex(list(CARD_LAYOUTS).index(DEFAULT_CARD_LAYOUT))
        self.every_move_check = QCheckBox(
            translate("reports_page", "Every move so far, not only the latest")
        )
        self.season_combo = QComboBox()
        self.seasons: list[tuple[str | None, str | None]] = []  # (league, season) per choice
        self.search_edit = QLineEdit()
        self.search_edit.setPlaceholderText(
            translate("reports_page", "Only rulings with: a player, table 4, a rule…")
        )
        self.search_edit.setClearButtonEnabled(True)
        self.preview_button = QPushButton(translate("reports_page", "Preview"))
        self.preview_button.setObjectName(style.PRIMARY)
        self.save_button = QPushButton(translate("reports_page", "Save as PDF…"))
        self.print_button = QPushButton(translate("reports_page", "Print…"))
        self.progress_bar = QProgressBar()
        self.progress_bar.setTextVisible(False)
        self.progress_bar.hide()
        self.status_label = text_label(style.HINT)
        self.preview = PdfPreview()

        table_row = QHBoxLayout()
        table_row.setContentsMargins(0, 0, 0, 0)
        table_row.addWidget(self.table_check)
        table_row.addWidget(self.table_spin, 1)
        self.table_row = QWidget()
        self.table_row.setLayout(table_row)
        self.options = QFormLayout()
        self.options.setContentsMargins(0, 0, 0, 0)
        self.options.addRow(translate("reports_page", "Table"), self.table_row)
        self.options.addRow(translate("reports_page", "Cards"), self.cards_combo)
        self.options.addRow(translate("reports_page", "Layout"), self.layout_combo)
        self.options.addRow(translate("reports_page", "Moves"), self.every_move_check)
        self.options.addRow(translate("reports_page", "Season"), self.season_combo)
        self.options.addRow(translate("reports_page", "Search"), self.search_edit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.preview_button)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.print_button)

        left = QFrame()
        left.setFixedWidth(LEFT_WIDTH)
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(10)
        column.addWidget(text_label(style.CARD_TITLE, translate("reports_page", "Documents")))
        column.addWidget(self.document_list, 1)  # as tall as the page allows, up to its maximum
        column.addWidget(self.about_label)
        column.addLayout(self.options)
        column.addLayout(buttons)
        column.addWidget(self.progress_bar)
        column.addWidget(self.status_label)
        column.addStretch()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 24)
        layout.setSpacing(20)
        layout.addWidget(left)
        layout.addWidget(self.preview, 1)

        self.document_list.currentRowChanged.connect(self._on_document_list_current_row_changed)
        self.table_check.toggled.connect(self.table_spin.setEnabled)
        self.preview_button.clicked.connect(self._on_preview_button_clicked)
        self.save_button.clicked.connect(self._on_save_button_clicked)
        self.print_button.clicked.connect(self._on_print_button_clicked)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.wait_for_task)
        self.table_spin.setEnabled(False)
        self._show_seasons()
        self.document_list.setCurrentRow(0)

    # ------------------------------------------------------------ the choice
    @property
    def document(self) -> Document:
        item = self.document_list.currentItem()
        return DOCUMENTS[str(item.data(Qt.ItemDataRole.UserRole))]

    def choose_document(self, name: str) -> None:
        """Select the document ``name`` ("seat-cards") in the list."""
        self.document_list.setCurrentRow(list(DOCUMENTS).index(name))

    def request(self) -> PrintRequest:
        """What the options ask for."""
        doc = self.document
        _, new_only, reprint = CARD_CHOICES[self.cards_combo.currentIndex()]
        league, season = self.seasons[self.season_combo.currentIndex()]
        return PrintRequest(
            document=doc.name,
            table=self.table_spin.value() if doc.table and self.table_check.isChecked() else None,
            layout=str(self.layout_combo.currentData()),
            new_only=doc.cards and new_only,
            reprint=doc.cards and reprint,
            every_move=doc.every_move and self.every_move_check.isChecked(),
            league=league if doc.season else None,
            season=season if doc.season else None,
            search=self.search_edit.text().strip() if doc.search else "",
        )

    def show_document(self, request: PrintRequest) -> None:
        """Choose ``request``'s document with its options, and preview it (a print
        button on another page asks for it through the window)."""
        self.choose_document(request.document)
        self.table_check.setChecked(request.table is not None)
        if request.table is not None:
            self.table_spin.setValue(request.table)
        choice = (request.new_only, request.reprint)
        self.cards_combo.setCurrentIndex([c[1:] for c in CARD_CHOICES].index(choice))
        self.layout_combo.setCurrentIndex(max(0, self.layout_combo.findData(request.layout)))
        self.every_move_check.setChecked(request.every_move)
        self._show_seasons((request.league, request.season))
        self.search_edit.setText(request.search)
        if self.busy:
            self._say(
                translate(
                    "reports_page", "Another document is being made: Preview once it is done."
                )
            )
            return
        self._render(self._on_preview_rendered)

    def _show_seasons(self, chosen: tuple[str | None, str | None] | None = None) -> None:
        """The league seasons to choose from (newest first in each league); ``chosen``
        (else the choice made before) is chosen if it is there."""
        league_state = self.floor.state.league
        if chosen is None:
            chosen = self.seasons[self.season_combo.currentIndex()] if self.seasons else None
        self.seasons = [(None, None)]
        texts = [translate("reports_page", EVENT_SEASON)]
        for league in sorted(league_state.leagues.values(), key=lambda lg: lg.id):
            for season in reversed(league_state.seasons_of(league.id)):
                self.seasons.append((f"#{league.id}", f"#{season.id}"))
                closed = translate("reports_page", " (closed)") if season.closed else ""
                texts.append(f"{league.name} \u00b7 {season.name}{closed}")
        self.season_combo.clear()
        self.season_combo.addItems(texts)
        self.season_combo.setCurrentIndex(
            self.seasons.index(chosen) if chosen in self.seasons else 0
        )

    def set_event(self, info: EventInfo) -> None:
        """The event on show; a preview made before a change says it is out of date."""
        self._event_id = info.id
        self._show_seasons()
        rendered = self.rendered
        if rendered is not None and rendered.revision != self.floor.revision and not self.busy:
            self._say(
                translate(
                    "reports_page",
                    "The floor has changed since this preview: Preview again to update it.",
                )
            )

    @property
    def busy(self) -> bool:
        return self.task is not None

    # ------------------------------------------------------------ the work
    def _say(self, text: str, *, error: bool = False) -> None:
        self.status_label.setObjectName(style.ERROR_TEXT if error else style.HINT)
        self.status_label.style().unpolish(self.status_label)
        self.status_label.style().polish(self.status_label)
        self.status_label.setText(text)

    def _prepare(self) -> PrintJob | None:
        """The job the options ask for, or None (said under the buttons) when there is none."""
        if self._event_id is None:
            return None
        try:
            return prepare_on(self.floor, self._event_id, self.request(), window_words())
        except FloorError as exc:
            self._say(refusal_text(exc), error=True)
            return None

    def _current(self) -> Rendered | None:
        """The rendered document, if it is what the options ask for, as the floor is now."""
        rendered = self.rendered
        if rendered is None or rendered.request != self.request():
            return None
        return rendered if rendered.revision == self.floor.revision else None

    def _start(self, job: PrintJob, work: ReportTask, then: Callable[[Rendered], None]) -> None:
        self.task = work
        self._set_busy(True)
        self._say(translate("reports_page", "Making the {0}…").format(in_sentence(job.document)))
        work.progressed.connect(self._on_task_progressed)
        work.failed.connect(self._on_task_failed)
        work.succeeded.connect(then)
        work.finished.connect(self._on_task_finished)
        work.start()

    def _render(self, then: Callable[[Rendered], None]) -> None:
        """Render the document the options ask for, then call ``then`` with a ``Rendered``."""
        job = self._prepare()
        if job is None:
            return
        request, revision = self.request(), self.floor.revision

        def work(progress: Progress) -> Rendered:
            return Rendered(job, job.render(progress), request, revision)

        self._start(job, ReportTask(work), then)

    def _set_busy(self, busy: bool) -> None:
        for widget in (self.preview_button, self.save_button, self.print_button):
            widget.setEnabled(not busy)
        self.progress_bar.setVisible(busy)
        self.progress_bar.setRange(0, 0)

    def wait_for_task(self) -> None:
        """Let a running task finish (the window is closing)."""
        if self.task is not None:
            self.task.wait()

    def _show(self, rendered: Rendered) -> None:
        self.rendered = rendered
        self.preview.set_document(rendered.pdf)
        pages = "page" if rendered.pdf.pages == 1 else "pages"
        title = said(rendered.job.document.title)
        self._say(f"{title}: {rendered.pdf.pages} {pages}.")

    def _record(self, job: PrintJob) -> None:
        if job.record is not None:
            self.commands.send(
                job.record,
                action=translate("reports_page", "Print {0}").format(in_sentence(job.document)),
            )

    # ------------------------------------------------------------ slots
    def _on_document_list_current_row_changed(self, row: int) -> None:
        if row < 0:
            return
        doc = self.document
        self.about_label.setText(said(doc.about))
        for widget, shown in (
            (self.table_row, doc.table),
            (self.cards_combo, doc.cards),
            (self.layout_combo, doc.layout),
            (self.every_move_check, doc.every_move),
            (self.season_combo, doc.season),
            (self.search_edit, doc.search),
        ):
            self.options.setRowVisible(widget, shown)
        self._follow_choice()

    def _follow_choice(self) -> None:
        """Another document chosen while one is previewed: the preview never shows the
        last one under the new name — it is cleared until the chosen one is made
        (Preview, Save or Print make it; a print of 1,000 cards is not started by a
        click in the list)."""
        shown = self.rendered
        if shown is None or shown.job.document.name == self.document.name:
            return
        self.rendered = None
        self.preview.set_document(None)
        self._say(
            translate("reports_page", "Preview to see the {0}.").format(in_sentence(self.document))
        )

    def _on_preview_button_clicked(self) -> None:
        self._render(self._on_preview_rendered)

    def _on_preview_rendered(self, rendered: Rendered) -> None:
        if rendered.job.document.name != self.document.name:  # chosen away meanwhile
            return
        self._show(rendered)

    def _on_save_button_clicked(self) -> None:
        current = self._current()
        job = current.job if current is not None else self._prepare()
        if job is None:
            return
        path = self.prompts.save_file(
            self,
            title=translate("reports_page", "Save as PDF"),
            filters=translate("reports_page", PDF_FILTER),
            name=job.file_name,
        )
        if path is None:
            return
        self.save_path = path
        if current is not None:
            self._on_save_rendered(current)
        else:
            self._render(self._on_save_rendered)

    def _on_save_rendered(self, rendered: Rendered) -> None:
        self._show(rendered)
        if self.save_path is None:
            return
        try:
            write_pdf(self.save_path, rendered.pdf)
        except FloorError as exc:
            self._say(exc.said(window_words().say), error=True)
            return
        self._record(rendered.job)
        self._say(
            translate("reports_page", "Saved {pages} pages to {save_path}.").format(
                pages=rendered.pdf.pages, save_path=self.save_path
            )
        )

    def _on_print_button_clicked(self) -> None:
        job = self._prepare()
        if job is None:
            return
        printer = self.printers.choose(
            self, title=translate("reports_page", "Print {0}").format(in_sentence(job.document))
        )
        if printer is None:
            return
        current = self._current()
        request, revision = self.request(), self.floor.revision

        def work(progress: Progress) -> Rendered:
            rendered = current or Rendered(job, job.render(progress), request, revision)
            print_pages(rendered.pdf, printer, progress)
            return rendered

        self._start(job, ReportTask(work), self._on_print_done)

    def _on_print_done(self, rendered: Rendered) -> None:
        self._show(rendered)
        self._record(rendered.job)
        pages = "page" if rendered.pdf.pages == 1 else "pages"
        self._say(
            translate("reports_page", "Sent {pages} {0} to the printer.").format(
                pages, pages=rendered.pdf.pages
            )
        )

    def _on_task_progressed(self, done: int, total: int) -> None:
        self.progress_bar.setRange(0, total)
        self.progress_bar.setValue(done)

    def _on_task_failed(self, message: str) -> None:
        self._say(message, error=True)

    def _on_task_finished(self) -> None:
        task, self.task = self.task, None
        if task is not None:
            task.deleteLater()
        self._set_busy(False)
