"""Tests of the entries table model and its sort/filter proxy, without any view.

Rows are ``EntryRow``s made by hand: one per entry, cells as the floor says
them, roles giving back ids and sort keys, seated entries sorted by table and
seat before the waiting list and busted entries, and updates that keep rows
in place instead of resetting the model.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from tests.ui.desk import entry_row

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from floortool.app.views.field import EntryRow
from floortool.domain.field.entries import BUSTED, WAITING
from floortool.ui.models.entries import (
    ENTRY_ID_ROLE,
    MUTED,
    PLAYER_ID_ROLE,
    SORT_ROLE,
    STATUS_ROLE,
    WAITING_BACKGROUND,
    EntryFilterProxyModel,
    EntryTableModel,
)

Model = EntryTableModel
DISPLAY = Qt.ItemDataRole.DisplayRole


ROWS = [
    entry_row(1, "Chiara Rossi", table=2, seat=4, stack=9_775, deduction=225, chips=9_775, level=2),
    entry_row(2, "alice Moreau", nickname="Ace", table=1, seat=7, rebuys=1, chips=20_000),
    entry_row(3, "Bruno Keller", table=None, seat=None, status=BUSTED),
    entry_row(4, "Dmitri Volkov", table=None, seat=None, status=WAITING, alternate=1),
    entry_row(5, "Bruno Keller", player_id=3, entry_number=2, table=2, seat=1, addons=1),
]


def make(rows: list[EntryRow] | None = None) -> EntryTableModel:
    model = EntryTableModel()
    model.set_rows(ROWS if rows is None else rows)
    return model


def cell(model: Any, row: int, column: int, role: int = DISPLAY) -> Any:
    return model.index(row, column).data(role)


def test_shape_headers_and_tooltips() -> None:
    model = make()
    assert (model.rowCount(), model.columnCount()) == (5, 12)
    header = model.headerData
    assert header(Model.COL_PLAYER, Qt.Orientation.Horizontal) == "Player"
    assert header(Model.COL_DEDUCTION, Qt.Orientation.Horizontal) == "Deduction"
    assert header(Model.COL_CHIPS, Qt.Orientation.Horizontal) == "Chips bought"
    assert header(Model.COL_LAST_COUNT, Qt.Orientation.Horizontal) == "Last count"
    right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    alignment = Qt.ItemDataRole.TextAlignmentRole
    assert header(Model.COL_STACK, Qt.Orientation.Horizontal, alignment) == right
    assert header(Model.COL_PLAYER, Qt.Orientation.Horizontal, alignment) is None
    assert header(12, Qt.Orientation.Horizontal) is None
    tip = model.headerData(
        Model.COL_DEDUCTION, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
    )
    assert tip == "Chips late registration took off the starting stack"
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.rowCount(model.index(0, 0)) == 0  # a table, not a tree


def test_cells_show_the_entry_as_the_floor_says_it() -> None:
    model = make()
    assert [cell(model, 0, c) for c in range(11)] == [
        "Chiara Rossi",
        "1",
        "2",
        "4",
        "9,775",
        "225",
        "seated",
        "",  # no bounty
        "",
        "",
        "9,775",
    ]
    assert cell(model, 1, Model.COL_REBUYS) == "1"
    assert cell(model, 1, Model.COL_CHIPS) == "20,000"
    assert cell(model, 1, Model.COL_DEDUCTION) == ""  # nothing deducted: blank, not 0
    assert [cell(model, 2, c) for c in (Model.COL_TABLE, Model.COL_SEAT, Model.COL_STATUS)] == [
        "",
        "",
        "busted",
    ]
    assert cell(model, 3, Model.COL_STATUS) == "waiting (alt 1)"
    assert cell(model, 4, Model.COL_ENTRY) == "2"
    assert cell(model, 4, Model.COL_ADDONS) == "1"


def test_roles_give_ids_status_colours_alignment_and_tooltips() -> None:
    model = make()
    assert cell(model, 4, Model.COL_SEAT, ENTRY_ID_ROLE) == 5
    assert cell(model, 4, Model.COL_SEAT, PLAYER_ID_ROLE) == 3
    assert cell(model, 3, Model.COL_PLAYER, STATUS_ROLE) == WAITING
    right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    assert cell(model, 0, Model.COL_STACK, Qt.ItemDataRole.TextAlignmentRole) == right
    assert cell(model, 0, Model.COL_PLAYER, Qt.ItemDataRole.TextAlignmentRole) == left
    busted = cell(model, 2, Model.COL_PLAYER, Qt.ItemDataRole.ForegroundRole)
    assert isinstance(busted, QBrush) and busted.color() == MUTED
    waiting = cell(model, 3, Model.COL_PLAYER, Qt.ItemDataRole.BackgroundRole)
    assert isinstance(waiting, QBrush) and waiting.color() == WAITING_BACKGROUND
    assert cell(model, 0, Model.COL_PLAYER, Qt.ItemDataRole.ForegroundRole) is None
    assert cell(model, 1, Model.COL_PLAYER, Qt.ItemDataRole.ToolTipRole) == (
        'alice Moreau "Ace", entry 1 (#2) · seated'
    )
    assert cell(model, 0, Model.COL_PLAYER, Qt.ItemDataRole.ToolTipRole) == (
        "Chiara Rossi, entry 1 (#1) · seated · registered in level 2 · 225 chips deducted"
    )
    assert model.index(9, 0).data() is None  # out of range
    assert model.data(QModelIndex()) is None


def test_sorting_by_table_puts_seats_in_order_then_the_waiting_list_then_busted() -> None:
    proxy = EntryFilterProxyModel()
    proxy.setSourceModel(make())

    proxy.sort(Model.COL_TABLE)
    assert [cell(proxy, r, Model.COL_PLAYER) for r in range(5)] == [
        "alice Moreau",  # 1-7
        "Bruno Keller",  # 2-1
        "Chiara Rossi",  # 2-4
        "Dmitri Volkov",  # alternate 1
        "Bruno Keller",  # busted
    ]
    assert [cell(proxy, r, Model.COL_ENTRY) for r in range(2)] == ["1", "2"]

    proxy.sort(Model.COL_SEAT)
    assert [cell(proxy, r, Model.COL_SEAT) for r in range(3)] == ["1", "4", "7"]

    proxy.sort(Model.COL_PLAYER)  # case does not matter; a first entry before a re-entry
    assert [cell(proxy, r, Model.COL_PLAYER) for r in range(5)] == [
        "alice Moreau",
        "Bruno Keller",
        "Bruno Keller",
        "Chiara Rossi",
        "Dmitri Volkov",
    ]
    assert [cell(proxy, r, Model.COL_STATUS) for r in (1, 2)] == ["busted", "seated"]

    proxy.sort(Model.COL_CHIPS, Qt.SortOrder.DescendingOrder)
    assert cell(proxy, 0, Model.COL_CHIPS) == "20,000"
    proxy.sort(Model.COL_STATUS)
    assert [cell(proxy, r, Model.COL_STATUS) for r in range(5)][-2:] == [
        "waiting (alt 1)",
        "busted",
    ]


def test_the_sorted_column_title_carries_the_arrow() -> None:
    proxy = EntryFilterProxyModel()
    proxy.setSourceModel(make())
    proxy.sort(Model.COL_TABLE)
    assert proxy.headerData(Model.COL_TABLE, Qt.Orientation.Horizontal) == "Table \u25b4"
    assert proxy.headerData(Model.COL_SEAT, Qt.Orientation.Horizontal) == "Seat"
    proxy.sort(Model.COL_TABLE, Qt.SortOrder.DescendingOrder)
    assert proxy.headerData(Model.COL_TABLE, Qt.Orientation.Horizontal) == "Table \u25be"


def test_sort_keys_are_plain_numbers_and_text() -> None:
    model = make()
    keys = [cell(model, r, Model.COL_TABLE, SORT_ROLE) for r in range(5)]
    assert all(isinstance(key, int) for key in keys)
    assert keys[1] < keys[0] < keys[3] < keys[2]  # 1-7, 2-4, alternate, busted
    assert cell(model, 1, Model.COL_PLAYER, SORT_ROLE).startswith("alice moreau")


def test_the_proxy_shows_only_the_entries_found() -> None:
    proxy = EntryFilterProxyModel()
    proxy.setSourceModel(make())
    proxy.set_shown(frozenset({3, 5}))
    assert proxy.rowCount() == 2
    assert {cell(proxy, r, Model.COL_PLAYER) for r in range(2)} == {"Bruno Keller"}
    proxy.set_shown(frozenset())
    assert proxy.rowCount() == 0
    proxy.set_shown(None)
    assert proxy.rowCount() == 5
    assert proxy.shown is None


def test_updates_keep_rows_in_place_and_new_entries_are_appended(qtbot: QtBot) -> None:
    model = make()
    changed: list[int] = []
    model.dataChanged.connect(lambda top, bottom, roles: changed.append(top.row()))

    rebought = dataclasses.replace(ROWS[0], rebuys=1, chips=19_775)
    with qtbot.assertNotEmitted(model.modelReset):
        model.set_rows([rebought, *ROWS[1:]])
    assert changed == [0]
    assert cell(model, 0, Model.COL_REBUYS) == "1"

    newcomer = entry_row(6, "Elena Petrova", table=1, seat=2)
    with (
        qtbot.waitSignal(model.rowsInserted) as inserted,
        qtbot.assertNotEmitted(model.modelReset),
    ):
        model.set_rows([rebought, *ROWS[1:], newcomer])
    assert inserted.args is not None and inserted.args[1:] == [5, 5]
    assert model.row_of(6) == 5
    assert model.entry(5).player == "Elena Petrova"

    with qtbot.waitSignal(model.modelReset):  # an entry gone (undone): start again
        model.set_rows(ROWS[1:])
    assert model.rowCount() == 4
    assert model.row_of(1) is None
    assert model.rows == tuple(ROWS[1:])


def test_model_passes_qt_model_checks(qtmodeltester: ModelTester) -> None:
    qtmodeltester.check(make(), force_py=True)
    proxy = EntryFilterProxyModel()
    proxy.setSourceModel(make())
    proxy.set_shown(frozenset({1, 4}))
    qtmodeltester.check(proxy, force_py=True)
