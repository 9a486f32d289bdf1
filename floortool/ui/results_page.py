"""UI layer: the Results page — places, prizes and hits as players bust.

A summary line (field, players left, places paid; "Complete" and the
winner once the last bust has left one player) over the results table
(``ui.models.results``), recomputed whenever the window brings the page up to
date. "Bust-out…" (F4) opens the bust-out desk (``BustDialog``); "Set place…"
sets the selected entry's place by hand with a reason (``CorrectPlace``), and
"Signed out" marks a player in the points as signed out (house amendment
A-16, ``SignOut``). Every change is one undoable action. "Print results"
opens the Reports page on the results sheet. "Publish…" asks for a folder and
writes the results that leave the building there (``app.publishing``: a web page,
an image for a chat group, JSON and CSV), gathered at once and written in a
worker thread (``ReportTask``) so the clock keeps ticking; the page says where
they went (``status_message``) or why they could not be written.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from floortool.app.commands.results import CorrectPlace, SignOut
from floortool.app.depends import subjects_of
from floortool.app.publishing import Published, publication, write_publication
from floortool.app.views.payouts import prize_view
from floortool.app.views.results import ResultRow, ResultsView, results_view
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.text import parse_places
from floortool.domain.tournament.event import EventInfo
from floortool.ui import style
from floortool.ui.bust_dialog import BustDialog
from floortool.ui.column_widths import ColumnFitter
from floortool.ui.dialog_parts import text_label
from floortool.ui.event_page import EventPage, PageServices
from floortool.ui.models.results import ResultsTableModel
from floortool.ui.report_worker import Progress, ReportTask
from floortool.ui.translation import count_text, said, translate, window_words

logger = logging.getLogger(__name__)

SEP = "  \u00b7  "


def summary_text(view: ResultsView) -> str:
    """``Field 60 · 12 playing · 48 out`` (``Complete · Ann Lee wins · Field 60`` once
    the tournament is over), and the bounties in a knockout event."""
    field, remaining = view.field, view.remaining
    if view.winner is not None:
        parts = [
            translate("results_page", "Complete"),
            translate("results_page", "{winner} wins").format(winner=view.winner),
            translate("results_page", "Field {field}").format(field=count_text(field)),
        ]
    else:
        parts = [
            translate("results_page", "Field {field}").format(field=count_text(field)),
            translate("results_page", "{remaining} playing").format(
                remaining=count_text(remaining)
            ),
            translate("results_page", "{0} out").format(count_text(field - remaining)),
        ]
    if view.bounties is not None:
        parts.append(said(view.bounties.text()))
    return SEP.join(parts)


class ResultsPage(EventPage):
    """The event's results, the bust-out desk, and corrections."""

    shows = subjects_of(results_view)
    busted = Signal(int, list)
    """The bust-out desk recorded a bust (``BustDialog.busted``)."""
    status_message = Signal(str)
    """What was published, and where (for the window's status bar)."""

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self.bust_dialog: BustDialog | None = None  # made on first use
        self.summary_label = text_label(style.FIELD_SUMMARY)
        self.bust_button = QPushButton(translate("results_page", "Bust-out…"))
        self.bust_button.setObjectName(style.PRIMARY)
        self.bust_button.setToolTip(
            translate("results_page", "Record players eliminated on one hand (F4)")
        )
        self.place_button = QPushButton(translate("results_page", "Set place…"))
        self.place_button.setToolTip(
            translate("results_page", "Set the selected entry's place by hand, with a reason")
        )
        self.sign_button = QPushButton(translate("results_page", "Signed out"))
        self.sign_button.setToolTip(
            translate(
                "results_page",
                "The selected player signed out to claim league points (house amendment A-16); "
                "click again to take it back",
            )
        )
        self.print_button = QPushButton(translate("results_page", "Print results…"))
        self.print_button.setToolTip(
            translate("results_page", "The results sheet on the Reports page, to print or save")
        )
        self.publish_button = QPushButton(translate("results_page", "Publish…"))
        self.publish_button.setToolTip(
            translate(
                "results_page",
                "Write the results into a folder: a web page, an image for a chat group, "
                "and JSON and CSV files for websites and ranking sites",
            )
        )
        self.publish_task: ReportTask | None = None
        self.model = ResultsTableModel(self)
        self.table = QTableView()
        self.table.setObjectName(style.DATA_TABLE)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        # Sized by self.columns at each change (Qt's ResizeToContents asks every cell),
        # the last too: stretched, it would get less than its title where the columns
        # outgrow the page (high contrast's larger text at 1024 pixels).
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        self.columns = ColumnFitter(self.table, self.model)

        # The figures above the buttons: beside them, German's longer words left the
        # buttons too little room at 1024 pixels.
        top = QHBoxLayout()
        top.setSpacing(10)
        top.addStretch(1)
        top.addWidget(self.publish_button)
        top.addWidget(self.print_button)
        top.addWidget(self.place_button)
        top.addWidget(self.sign_button)
        top.addWidget(self.bust_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 24)
        layout.setSpacing(10)
        layout.addWidget(self.summary_label)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)

        self.bust_button.clicked.connect(self._on_bust_button_clicked)
        self.place_button.clicked.connect(self._on_place_button_clicked)
        self.sign_button.clicked.connect(self._on_sign_button_clicked)
        self.print_button.clicked.connect(self._on_print_button_clicked)
        self.publish_button.clicked.connect(self._on_publish_button_clicked)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.wait_for_publishing)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)

    # ------------------------------------------------------------ showing
    def set_event(self, info: EventInfo) -> None:
        """Show ``info``'s results as the floor has them now."""
        self._event_id = info.id
        try:
            view = self.floor.reads.follow(results_view, info.id, prize_view)
        except FloorError as exc:
            self.summary_label.setText(exc.said(window_words().say))
            self.model.set_rows(())
            self.print_button.setEnabled(False)
            self.publish_button.setEnabled(False)
            return
        selected = self.selected_row()
        self.summary_label.setText(summary_text(view))
        self.model.update_rows(view.results)
        self.table.setColumnHidden(ResultsTableModel.COL_BOUNTY, view.bounties is None)
        self.columns.fit()
        finished = bool(view.results) and view.results[-1].place is not None  # placed last
        self.print_button.setEnabled(finished)
        self.publish_button.setEnabled(finished and self.publish_task is None)
        self.bust_button.setEnabled(not view.complete)  # nobody left to bust
        if selected is not None:
            self.select_entry(selected.entry)
        self._update_buttons()

    def selected_row(self) -> ResultRow | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or not 0 <= rows[0].row() < len(self.model.rows):
            return None
        return self.model.rows[rows[0].row()]

    def select_entry(self, entry_id: int) -> None:
        for n, row in enumerate(self.model.rows):
            if row.entry == entry_id:
                self.table.selectRow(n)
                return

    def _update_buttons(self) -> None:
        row = self.selected_row()
        out = row is not None and row.place is not None
        self.place_button.setEnabled(out)
        self.sign_button.setEnabled(out)

    # ------------------------------------------------------------ acting
    def open_bust_dialog(self, name: str = "") -> BustDialog | None:
        if self._event_id is None:
            return None
        if self.bust_dialog is None:
            self.bust_dialog = BustDialog(self.services, self)
            self.bust_dialog.busted.connect(self.busted)
        self.bust_dialog.load(self._event_id, name=name)
        self.bust_dialog.present()
        return self.bust_dialog

    def set_place(self) -> bool:
        """Ask for the selected entry's place and the reason; send ``CorrectPlace``."""
        row = self.selected_row()
        if row is None or self._event_id is None:
            return False
        typed = self.prompts.text(
            self,
            title=translate("results_page", "Set place"),
            label=translate("results_page", "Place for {player} (or shared, like 9-10):").format(
                player=row.player
            ),
        )
        if typed is None:
            return False
        try:
            places = parse_places(typed)
        except InvalidInput as refusal:
            self.commands.refuse(refusal, action=translate("results_page", "Set place"))
            return False
        reason = self.prompts.text(
            self,
            title=translate("results_page", "Set place"),
            label=translate("results_page", "Why (kept in the journal):"),
        )
        if reason is None:
            return False
        command = CorrectPlace(self._event_id, row.entry, places, reason)
        return (
            self.commands.send(command, action=translate("results_page", "Set place")) is not None
        )

    def toggle_signed_out(self) -> bool:
        row = self.selected_row()
        if row is None or self._event_id is None:
            return False
        command = SignOut(self._event_id, row.entry, signed=not row.signed_out)
        return self.commands.send(command, action=translate("results_page", "Sign out")) is not None

    def publish(self) -> bool:
        """Ask for a folder and write the published results there, off the window's
        thread; False when cancelled or refused before it started."""
        if self._event_id is None:
            return False
        folder = self.prompts.folder(
            self, title=translate("results_page", "Publish the results into a folder")
        )
        if folder is None:
            return False
        try:
            content = publication(self.floor.state, self._event_id, self.floor.clock())
        except FloorError as exc:
            self.commands.refuse(exc, action=translate("results_page", "Publish"))
            return False

        words = window_words()

        def work(_progress: Progress) -> Published:
            return write_publication(content, folder, words)

        self.publish_task = ReportTask(work)
        self.publish_task.succeeded.connect(self._on_publish_task_succeeded)
        self.publish_task.failed.connect(self._on_publish_task_failed)
        self.publish_task.finished.connect(self._on_publish_task_finished)
        self.publish_button.setEnabled(False)
        self.status_message.emit(
            translate("results_page", "Publishing the results into {folder}…").format(folder=folder)
        )
        self.publish_task.start()
        return True

    def wait_for_publishing(self) -> None:
        """Let the files being written be finished (the window is closing)."""
        if self.publish_task is not None:
            self.publish_task.wait()

    def close_dialogs(self) -> None:
        if self.bust_dialog is not None:
            self.bust_dialog.close()

    # ------------------------------------------------------------ slots
    def _on_bust_button_clicked(self) -> None:
        self.open_bust_dialog()

    def _on_place_button_clicked(self) -> None:
        self.set_place()

    def _on_sign_button_clicked(self) -> None:
        self.toggle_signed_out()

    def _on_print_button_clicked(self) -> None:
        self.services.documents.ask("results")

    def _on_publish_button_clicked(self) -> None:
        self.publish()

    def _on_publish_task_succeeded(self, published: Published) -> None:
        names = ", ".join(path.name for path in published.files)
        self.status_message.emit(
            translate("results_page", "Published the results into {folder}: {names}").format(
                folder=published.folder, names=names
            )
        )

    def _on_publish_task_failed(self, message: str) -> None:
        self.commands.refuse(
            FloorError(message, code="cannot_write"), action=translate("results_page", "Publish")
        )

    def _on_publish_task_finished(self) -> None:
        task, self.publish_task = self.publish_task, None
        if task is not None:
            task.deleteLater()
        self.publish_button.setEnabled(self.print_button.isEnabled())
