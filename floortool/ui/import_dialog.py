"""UI layer: importing players from a CSV file, with the report of rejected rows.

``ImportPlayersDialog`` says what the file needs (a header row with a
``name`` column; ``nickname``, ``membership`` and ``contact`` if present),
asks for the file (``Prompts.open_file``), sends one ``ImportPlayers`` and
shows its report (``app.views.players.import_report``): how many players were
added and every rejected row with its line number, the reason and the row's
text. A file with no row to import is refused and changes nothing; its
rejected rows are listed the same way. Edit > Undo takes an import back.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from floortool.app.commands.players import ImportPlayers
from floortool.app.input_files import read_input_text
from floortool.app.views.players import ImportReport, import_report
from floortool.domain.kernel.csv_rows import Rejected
from floortool.domain.kernel.errors import FloorError
from floortool.domain.players.imports import NothingImported
from floortool.ui import style
from floortool.ui.command_sender import CommandSender
from floortool.ui.dialog_parts import close_row, dialog_column, refusal_label, text_label
from floortool.ui.prompts import Prompts
from floortool.ui.translation import QT_TRANSLATE_NOOP, counted, said, translate, window_words

logger = logging.getLogger(__name__)

NUMBER_ALIGNMENT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CSV_FILES = QT_TRANSLATE_NOOP("import_dialog", "CSV files (*.csv *.txt);;All files (*)")
HINT = QT_TRANSLATE_NOOP(
    "import_dialog",
    "The file needs a header row with a name column; nickname, membership and "
    "contact columns are read when present, other columns are ignored. Membership "
    "numbers decide who is who: a row with a player's number, or with a name already "
    "there and no number, is rejected and listed here with its line number; a name "
    "already there with a new number is a namesake, imported as a new player.",
)


class ImportPlayersDialog(QDialog):
    """Choose a CSV file of players, import it, and see what was rejected and why."""

    COL_LINE, COL_REASON, COL_TEXT = range(3)
    HEADERS = (
        QT_TRANSLATE_NOOP("headers", "Line"),
        QT_TRANSLATE_NOOP("headers", "Why it was rejected"),
        QT_TRANSLATE_NOOP("headers", "Row"),
    )

    def __init__(
        self, *, commands: CommandSender, prompts: Prompts, parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.commands = commands
        self.prompts = prompts
        self.report: ImportReport | None = None
        self.setWindowTitle(translate("import_dialog", "Import players"))
        self.setMinimumSize(720, 460)

        self.choose_button = QPushButton(translate("import_dialog", "Choose CSV file…"))
        self.choose_button.setObjectName(style.PRIMARY)
        self.choose_button.setDefault(True)
        self.summary_label = text_label(
            style.FIELD_VALUE, translate("import_dialog", "No file imported yet.")
        )
        self.error_label = refusal_label()
        self.rejected_table = QTableWidget(0, len(self.HEADERS))
        self.rejected_table.setObjectName(style.DATA_TABLE)
        self.rejected_table.setHorizontalHeaderLabels(
            [translate("headers", title) for title in self.HEADERS]
        )
        self.rejected_table.verticalHeader().hide()
        self.rejected_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.rejected_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.rejected_table.setWordWrap(True)
        header = self.rejected_table.horizontalHeader()
        header.setSectionResizeMode(self.COL_LINE, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.COL_REASON, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(self.COL_TEXT, QHeaderView.ResizeMode.Stretch)
        self.rejected_table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        buttons, self.close_button = close_row(self)

        choose_row = QHBoxLayout()
        choose_row.addWidget(self.choose_button)
        choose_row.addStretch(1)
        layout = dialog_column(
            self,
            title=translate("import_dialog", "Import players from a CSV file"),
            hint=translate("import_dialog", HINT),
        )
        layout.addLayout(choose_row)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.error_label)
        layout.addWidget(self.rejected_table, 1)
        layout.addLayout(buttons)

        self.choose_button.clicked.connect(self._on_choose_button_clicked)

    # ------------------------------------------------------------ doing
    def import_file(self, path: Path) -> ImportReport | None:
        """Import ``path`` as one action; show the report (or the refusal and its rows)."""
        self.error_label.hide()
        try:
            text = read_input_text(path)
            done = self.commands.execute(ImportPlayers(text, source=path.name))
        except FloorError as exc:
            logger.info("import of %s refused: %s (%s)", path, exc.message, exc.code)
            self.report = None
            self.summary_label.setText(
                translate("import_dialog", "Nothing was imported from {name}.").format(
                    name=path.name
                )
            )
            self.error_label.setText(exc.said(window_words().say))
            self.error_label.show()
            if isinstance(exc, NothingImported):
                self._show_rejected(list(exc.rows))
            else:
                self._show_rejected([Rejected(**row) for row in exc.details.get("rejected", [])])
            return None
        report = import_report(done.entries)
        self.report = report
        self.summary_label.setText(self.summary_text(report))
        self._show_rejected(list(report.rejected))
        return report

    @staticmethod
    def summary_text(report: ImportReport) -> str:
        """``Imported 27 players from league.csv; 3 rows rejected (listed below).``"""
        added = len(report.added)
        text = counted(
            added,
            translate("import_dialog", "Imported {count} player"),
            translate("import_dialog", "Imported {count} players"),
        )
        text += (
            translate("import_dialog", " from {source}").format(source=report.source)
            if report.source
            else ""
        )
        rejected = len(report.rejected)
        if not rejected:
            return text + translate("import_dialog", "; no row was rejected.")
        return text + counted(
            rejected,
            translate("import_dialog", "; {count} row rejected (listed below)."),
            translate("import_dialog", "; {count} rows rejected (listed below)."),
        )

    def _show_rejected(self, rows: list[Rejected]) -> None:
        self.rejected_table.setRowCount(len(rows))
        for number, rejected in enumerate(rows):
            for column, text in (
                (self.COL_LINE, str(rejected.line)),
                (self.COL_REASON, said(rejected.said_reason())),
                (self.COL_TEXT, rejected.text),
            ):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                if column == self.COL_LINE:
                    item.setTextAlignment(NUMBER_ALIGNMENT)
                self.rejected_table.setItem(number, column, item)

    # ------------------------------------------------------------ slots
    def _on_choose_button_clicked(self) -> None:
        path = self.prompts.open_file(
            self,
            title=translate("import_dialog", "Import players"),
            filters=translate("import_dialog", CSV_FILES),
        )
        if path is not None:
            self.import_file(path)
