"""UI layer: the table model of a blind structure, for the structure editor.

One row per structure row (levels and breaks), one column per field, plus
the level number and when the row starts. The model never changes the
structure itself: an edited cell becomes an edit function (``edit_cell``,
one ``domain.structure.edit.set_field``) handed to ``submit``, which runs it
as an app command; the window then gives the model the structure the floor
holds. A refused edit changes nothing. The row being played is highlighted.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from typing import Any, ClassVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.text import read_whole
from floortool.domain.structure.edit import Edit, set_field
from floortool.domain.structure.levels import Break, Level, Structure
from floortool.ui.translation import QT_TRANSLATE_NOOP, count_text, said, translate

AnyIndex = QModelIndex | QPersistentModelIndex
StructureEdit = Callable[[Structure], Edit]
Submit = Callable[[StructureEdit], bool]

#: The structure row (0-based, breaks included) a table row shows.
ROW_INDEX_ROLE = Qt.ItemDataRole.UserRole + 1

PLAYING_BACKGROUND = QColor("#d6ede5")
BREAK_BACKGROUND = QColor("#eef1f6")
MUTED = QColor("#8a93a3")
_SEPARATORS = re.compile(r"[\s,;/+]+")


def format_offset(seconds: int) -> str:
    """``0:00``, ``1:40``, ``12:05`` (hours:minutes from the start of level 1)."""
    hours, rest = divmod(seconds // 60, 60)
    return f"{hours}:{rest:02d}"


def _whole(text: str, *, subject: str, what: str) -> int:
    number = read_whole(text)
    if number is None:
        raise InvalidInput(
            translate("structure", "{subject}: '{0}' is not a whole number of {what}.").format(
                text.strip(), subject=subject, what=what
            )
        )
    return number


def parse_cell(structure: Structure, index: int, field: str, value: object) -> object:
    """The value a typed cell means for ``field``; refuses text that is not one."""
    subject = said(structure.row_name(index))
    if field == "big_blind_ante":
        return bool(value)
    if field == "game":
        return str(value).strip()
    if field == "color_up":
        parts = [part for part in _SEPARATORS.split(str(value).strip()) if part]
        return tuple(sorted(_whole(part, subject=subject, what="chips") for part in parts))
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return _whole(str(value), subject=subject, what="minutes" if field == "minutes" else "chips")


def edit_cell(structure: Structure, *, index: int, field: str, value: object) -> Edit:
    """The edit of one cell (parsed, then ``set_field``); run inside the command."""
    return set_field(structure, index, field, parse_cell(structure, index, field, value))


class StructureTableModel(QAbstractTableModel):
    """The rows of a structure: level, blinds, ante, BB ante, minutes, game, colour-up, start."""

    (
        COL_LEVEL,
        COL_SMALL_BLIND,
        COL_BIG_BLIND,
        COL_ANTE,
        COL_BB_ANTE,
        COL_MINUTES,
        COL_GAME,
        COL_COLOR_UP,
        COL_STARTS_AT,
    ) = range(9)
    HEADERS = (
        QT_TRANSLATE_NOOP("headers", "Level"),
        QT_TRANSLATE_NOOP("headers", "Small blind"),
        QT_TRANSLATE_NOOP("headers", "Big blind"),
        QT_TRANSLATE_NOOP("headers", "Ante"),
        QT_TRANSLATE_NOOP("headers", "BB ante"),
        QT_TRANSLATE_NOOP("headers", "Minutes"),
        QT_TRANSLATE_NOOP("headers", "Game"),
        QT_TRANSLATE_NOOP("headers", "Colour-up"),
        QT_TRANSLATE_NOOP("headers", "Starts at"),
    )
    #: The structure field each editable column changes.
    FIELDS: ClassVar[dict[int, str]] = {
        COL_SMALL_BLIND: "small_blind",
        COL_BIG_BLIND: "big_blind",
        COL_ANTE: "ante",
        COL_BB_ANTE: "big_blind_ante",
        COL_MINUTES: "minutes",
        COL_GAME: "game",
        COL_COLOR_UP: "color_up",
    }
    LEVEL_COLUMNS = frozenset(
        {COL_SMALL_BLIND, COL_BIG_BLIND, COL_ANTE, COL_BB_ANTE, COL_MINUTES, COL_GAME}
    )
    BREAK_COLUMNS = frozenset({COL_MINUTES, COL_COLOR_UP})
    _NUMBERS = frozenset({COL_SMALL_BLIND, COL_BIG_BLIND, COL_ANTE, COL_MINUTES})

    def __init__(self, parent: QObject | None = None, *, submit: Submit | None = None) -> None:
        super().__init__(parent)
        self._submit = submit  # None: read only (a preview)
        self._structure: Structure | None = None
        self._numbers: tuple[int | None, ...] = ()
        self._offsets: tuple[int, ...] = ()
        self._playing: int | None = None

    # ------------------------------------------------------------ contents
    @property
    def structure(self) -> Structure | None:
        return self._structure

    @property
    def playing(self) -> int | None:
        """The structure row the clock is on (highlighted), if any."""
        return self._playing

    def set_structure(self, structure: Structure | None, *, playing: int | None = None) -> None:
        """Show ``structure``; a same-length structure is updated in place (keeps the cursor)."""
        old = self._structure
        same_shape = (
            old is not None and structure is not None and len(old.rows) == len(structure.rows)
        )
        if not same_shape:
            self.beginResetModel()
        self._structure = structure
        self._numbers = () if structure is None else structure.level_numbers
        self._offsets = () if structure is None else structure.start_offsets
        self._playing = playing
        if same_shape:
            self._changed_all()
        else:
            self.endResetModel()

    def set_playing(self, playing: int | None) -> None:
        """Highlight row ``playing`` (the clock moved)."""
        if playing == self._playing:
            return
        before, self._playing = self._playing, playing
        for row in (before, playing):
            if row is not None and 0 <= row < self.rowCount():
                self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def _changed_all(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
            )

    def is_break(self, row: int) -> bool:
        return self._structure is not None and self._structure.rows[row].is_break

    # ------------------------------------------------------------ Qt overrides
    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._structure is None:
            return 0
        return len(self._structure.rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return translate("headers", self.HEADERS[section])
        if role == Qt.ItemDataRole.ToolTipRole and section == self.COL_STARTS_AT:
            return translate(
                "structure", "Hours:minutes from the start of level 1, breaks included"
            )
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self._submit is None:
            return flags
        column = index.column()
        editable = self.BREAK_COLUMNS if self.is_break(index.row()) else self.LEVEL_COLUMNS
        if column not in editable:
            return flags
        if column == self.COL_BB_ANTE:
            return flags | Qt.ItemFlag.ItemIsUserCheckable
        return flags | Qt.ItemFlag.ItemIsEditable

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self._structure is None:
            return None
        row_number, column = index.row(), index.column()
        if row_number >= len(self._structure.rows):
            return None
        row = self._structure.rows[row_number]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, row_number, column)
        if role == Qt.ItemDataRole.EditRole:
            return self._edit_value(row, column)
        if role == Qt.ItemDataRole.CheckStateRole and column == self.COL_BB_ANTE:
            if isinstance(row, Level):
                return Qt.CheckState.Checked if row.big_blind_ante else Qt.CheckState.Unchecked
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in self._NUMBERS or column in (self.COL_LEVEL, self.COL_STARTS_AT):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole:
            if row_number == self._playing:
                return QBrush(PLAYING_BACKGROUND)
            return QBrush(BREAK_BACKGROUND) if isinstance(row, Break) else None
        if role == Qt.ItemDataRole.FontRole and row_number == self._playing:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and column == self.COL_STARTS_AT:
            return QBrush(MUTED)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row_number)
        if role == ROW_INDEX_ROLE:
            return row_number
        return None

    def _display(self, row: Level | Break, row_number: int, column: int) -> str:
        if column == self.COL_LEVEL:
            number = self._numbers[row_number]
            text = translate("structure", "Break") if number is None else str(number)
            return f"▶ {text}" if row_number == self._playing else text
        if column == self.COL_STARTS_AT:
            return format_offset(self._offsets[row_number])
        if column == self.COL_MINUTES:
            return str(row.minutes)
        if isinstance(row, Break):
            if column == self.COL_COLOR_UP:
                return ", ".join(count_text(d) for d in row.color_up)
            return ""
        if column == self.COL_SMALL_BLIND:
            return count_text(row.small_blind)
        if column == self.COL_BIG_BLIND:
            return count_text(row.big_blind)
        if column == self.COL_ANTE:
            return count_text(row.ante) if row.ante else ""
        if column == self.COL_GAME:
            return row.game
        return ""

    def _edit_value(self, row: Level | Break, column: int) -> Any:
        field = self.FIELDS.get(column)
        if field is None or field == "big_blind_ante":
            return None
        if isinstance(row, Break):
            if field == "color_up":
                return " ".join(str(d) for d in row.color_up)
            return str(row.minutes) if field == "minutes" else None
        if field == "color_up":
            return None
        value = getattr(row, field)
        return value if isinstance(value, str) else str(value)

    def _tooltip(self, row_number: int) -> str | None:
        if self._structure is None:
            return None
        text = said(self._structure.row_name(row_number))
        return (
            translate("structure", "{text}: being played now").format(text=text)
            if row_number == self._playing
            else text
        )

    def setData(self, index: AnyIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or self._submit is None or self._structure is None:
            return False
        if not self.flags(index) & (Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsUserCheckable):
            return False
        field = self.FIELDS[index.column()]
        if index.column() == self.COL_BB_ANTE:
            if role != Qt.ItemDataRole.CheckStateRole:
                return False
            value = Qt.CheckState(value) == Qt.CheckState.Checked
        elif role != Qt.ItemDataRole.EditRole:
            return False
        if self._unchanged(index.row(), field, value):
            return True
        return self._submit(partial(edit_cell, index=index.row(), field=field, value=value))

    def _unchanged(self, row_number: int, field: str, value: object) -> bool:
        """True when ``value`` is what the cell already holds (no journal entry then)."""
        assert self._structure is not None
        try:
            parsed = parse_cell(self._structure, row_number, field, value)
        except InvalidInput:
            return False
        return bool(getattr(self._structure.rows[row_number], field) == parsed)
