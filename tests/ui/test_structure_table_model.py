"""Tests of ``StructureTableModel`` without a view: what each cell shows, what may be
edited, and the edit a typed value becomes (handed to ``submit``, never applied by the model)."""

from __future__ import annotations

import pytest

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont
from pytestqt.qtbot import QtBot

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.structure.levels import Break, Level, Structure
from floortool.ui.models.structure import (
    ROW_INDEX_ROLE,
    StructureEdit,
    StructureTableModel,
    edit_cell,
    format_offset,
    parse_cell,
)

Model = StructureTableModel
DISPLAY = Qt.ItemDataRole.DisplayRole
EDIT = Qt.ItemDataRole.EditRole
CHECK = Qt.ItemDataRole.CheckStateRole

STRUCTURE = Structure(
    name="Test",
    rows=(
        Level(small_blind=100, big_blind=200, minutes=20),
        Level(small_blind=1000, big_blind=2000, ante=2000, big_blind_ante=True, minutes=20),
        Break(minutes=15, color_up=(25, 100)),
        Level(small_blind=1500, big_blind=3000, ante=500, minutes=30, game="Stud"),
    ),
)


class Submitted(list[StructureEdit]):
    """A ``submit`` that keeps the edits and answers as the floor would (True: done)."""

    def __init__(self, *, accept: bool = True) -> None:
        super().__init__()
        self.accept = accept

    def __call__(self, edit: StructureEdit) -> bool:
        self.append(edit)
        return self.accept


def make_model(submit: Submitted | None = None, *, playing: int | None = None) -> Model:
    model = StructureTableModel(submit=submit)
    model.set_structure(STRUCTURE, playing=playing)
    return model


def cell(model: Model, row: int, column: int, role: int = DISPLAY) -> object:
    return model.index(row, column).data(role)


def test_shape_and_headers() -> None:
    model = make_model()

    assert model.rowCount() == 4
    assert model.columnCount() == 9
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(9)]
    assert headers == [
        "Level",
        "Small blind",
        "Big blind",
        "Ante",
        "BB ante",
        "Minutes",
        "Game",
        "Colour-up",
        "Starts at",
    ]
    assert model.rowCount(model.index(0, 0)) == 0  # a table, not a tree


def test_display_of_levels_and_breaks() -> None:
    model = make_model()

    assert [cell(model, r, Model.COL_LEVEL) for r in range(4)] == ["1", "2", "Break", "3"]
    assert cell(model, 1, Model.COL_SMALL_BLIND) == "1,000"
    assert cell(model, 1, Model.COL_ANTE) == "2,000"
    assert cell(model, 0, Model.COL_ANTE) == ""
    assert cell(model, 1, Model.COL_BB_ANTE, CHECK) == Qt.CheckState.Checked
    assert cell(model, 3, Model.COL_BB_ANTE, CHECK) == Qt.CheckState.Unchecked
    assert cell(model, 2, Model.COL_BB_ANTE, CHECK) is None
    assert cell(model, 2, Model.COL_SMALL_BLIND) == ""
    assert cell(model, 2, Model.COL_COLOR_UP) == "25, 100"
    assert cell(model, 2, Model.COL_MINUTES) == "15"
    assert cell(model, 3, Model.COL_GAME) == "Stud"
    assert [cell(model, r, Model.COL_STARTS_AT) for r in range(4)] == [
        "0:00",
        "0:20",
        "0:40",
        "0:55",
    ]
    assert cell(model, 2, 0, ROW_INDEX_ROLE) == 2


def test_edit_values_are_plain_text_for_the_line_editor() -> None:
    model = make_model()

    assert cell(model, 1, Model.COL_BIG_BLIND, EDIT) == "2000"
    assert cell(model, 3, Model.COL_GAME, EDIT) == "Stud"
    assert cell(model, 2, Model.COL_COLOR_UP, EDIT) == "25 100"
    assert cell(model, 2, Model.COL_MINUTES, EDIT) == "15"


def test_only_the_fields_of_a_row_are_editable() -> None:
    model = make_model(Submitted())
    editable = Qt.ItemFlag.ItemIsEditable
    checkable = Qt.ItemFlag.ItemIsUserCheckable

    def flags(row: int, column: int) -> Qt.ItemFlag:
        return model.flags(model.index(row, column))

    assert flags(0, Model.COL_SMALL_BLIND) & editable
    assert flags(0, Model.COL_GAME) & editable
    assert not flags(0, Model.COL_COLOR_UP) & editable
    assert flags(0, Model.COL_BB_ANTE) & checkable
    assert not flags(0, Model.COL_LEVEL) & editable
    assert not flags(0, Model.COL_STARTS_AT) & editable
    assert flags(2, Model.COL_MINUTES) & editable
    assert flags(2, Model.COL_COLOR_UP) & editable
    assert not flags(2, Model.COL_SMALL_BLIND) & editable
    assert not flags(2, Model.COL_BB_ANTE) & checkable
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags


def test_a_preview_model_without_submit_is_read_only() -> None:
    model = make_model(None)

    assert not model.flags(model.index(0, Model.COL_SMALL_BLIND)) & Qt.ItemFlag.ItemIsEditable
    assert not model.setData(model.index(0, Model.COL_SMALL_BLIND), "150")


def test_set_data_hands_one_edit_to_submit_and_changes_nothing_itself() -> None:
    submitted = Submitted()
    model = make_model(submitted)

    assert model.setData(model.index(0, Model.COL_BIG_BLIND), "1,500")

    assert len(submitted) == 1
    edit = submitted[0](STRUCTURE)
    assert str(edit.label) == "Change big blind of level 1"
    first = edit.structure.rows[0]
    assert isinstance(first, Level)
    assert first.big_blind == 1500
    assert cell(model, 0, Model.COL_BIG_BLIND) == "200"  # until the floor says so


def test_checking_bb_ante_and_editing_a_break() -> None:
    submitted = Submitted()
    model = make_model(submitted)

    assert model.setData(model.index(3, Model.COL_BB_ANTE), Qt.CheckState.Checked.value, CHECK)
    assert model.setData(model.index(2, Model.COL_COLOR_UP), "25, 500")

    ante = submitted[0](STRUCTURE)
    assert str(ante.label) == "Change big-blind ante of level 3"
    assert isinstance(ante.structure.rows[3], Level)
    assert ante.structure.rows[3].big_blind_ante is True
    colour = submitted[1](STRUCTURE)
    assert str(colour.label) == "Change colour-up of the break after level 2"
    assert colour.structure.rows[2] == Break(minutes=15, color_up=(25, 500))


def test_an_unchanged_value_sends_nothing() -> None:
    submitted = Submitted()
    model = make_model(submitted)

    assert model.setData(model.index(1, Model.COL_SMALL_BLIND), "1,000")
    assert model.setData(model.index(3, Model.COL_GAME), " Stud ")
    assert submitted == []


def test_a_refused_edit_reports_false() -> None:
    model = make_model(Submitted(accept=False))

    assert not model.setData(model.index(0, Model.COL_MINUTES), "25")


def test_text_that_is_not_a_number_is_refused_inside_the_edit() -> None:
    submitted = Submitted()
    model = make_model(submitted)

    model.setData(model.index(1, Model.COL_ANTE), "lots")

    with pytest.raises(InvalidInput, match=r"Level 2: 'lots' is not a whole number of chips\."):
        submitted[0](STRUCTURE)


def test_parse_cell() -> None:
    assert parse_cell(STRUCTURE, 0, "small_blind", "1 000") == 1000
    assert parse_cell(STRUCTURE, 0, "minutes", 15) == 15
    assert parse_cell(STRUCTURE, 2, "color_up", "100; 25") == (25, 100)
    assert parse_cell(STRUCTURE, 2, "color_up", "") == ()
    assert parse_cell(STRUCTURE, 0, "game", "  Razz ") == "Razz"
    with pytest.raises(InvalidInput, match="The break after level 2: 'x' is not a whole number"):
        parse_cell(STRUCTURE, 2, "minutes", "x")
    assert str(edit_cell(STRUCTURE, index=0, field="minutes", value="25").label) == (
        "Change minutes of level 1"
    )


def test_the_row_in_play_is_marked_and_moving_it_repaints_two_rows() -> None:
    model = make_model(playing=1)

    assert cell(model, 1, Model.COL_LEVEL) == "▶ 2"
    font = cell(model, 1, Model.COL_SMALL_BLIND, Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont)
    assert font.bold()
    assert cell(model, 1, 0, Qt.ItemDataRole.ToolTipRole) == "Level 2: being played now"
    assert cell(model, 0, 0, Qt.ItemDataRole.FontRole) is None

    rows: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda top, bottom, *_: rows.append((top.row(), bottom.row())))
    model.set_playing(3)
    model.set_playing(3)  # no move, no repaint
    assert rows == [(1, 1), (3, 3)]
    assert model.playing == 3
    assert cell(model, 3, Model.COL_LEVEL) == "▶ 3"


def test_a_same_length_structure_updates_in_place_a_longer_one_resets(qtbot: QtBot) -> None:
    model = make_model()
    shorter = Structure(name="Short", rows=STRUCTURE.rows[:2])

    with qtbot.assertNotEmitted(model.modelReset), qtbot.waitSignal(model.dataChanged):
        model.set_structure(Structure(name="Renamed", rows=STRUCTURE.rows))
    with qtbot.waitSignal(model.modelReset):
        model.set_structure(shorter)
    assert model.rowCount() == 2
    model.set_structure(None)
    assert model.rowCount() == 0


def test_format_offset() -> None:
    assert format_offset(0) == "0:00"
    assert format_offset(100 * 60) == "1:40"
    assert format_offset(12 * 3600 + 5 * 60) == "12:05"
