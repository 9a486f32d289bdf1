"""Tests of the events table model, without any view."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QModelIndex, Qt
from pytestqt.modeltest import ModelTester

from floortool.app.views.events import list_events
from floortool.domain.fold.state import FloorState
from floortool.domain.tournament.event import RULEBOOKS, EventInfo, settings_for
from floortool.ui.models.events import EVENT_ID_ROLE, EventTableModel, format_created

DISPLAY = Qt.ItemDataRole.DisplayRole


def state_with_two_events() -> FloorState:
    created = datetime(2026, 11, 29, 19, 0, tzinfo=UTC).isoformat()
    league = settings_for(
        name="Tuesday League",
        rulebook="roberts-v6-league",
        type_text="NLHE",
        buy_in=3000,
        fee=500,
    )
    cup = settings_for(name="Charity Cup")
    return FloorState(
        events={
            3: EventInfo(id=3, settings=league, created_at=created),
            7: EventInfo(id=7, settings=cup, created_at=created),
        }
    )


def cell(model: EventTableModel, row: int, column: int, role: int = DISPLAY) -> object:
    return model.data(model.index(row, column), role)


def test_rows_are_events_newest_first() -> None:
    model = EventTableModel()
    model.set_rows(list_events(state_with_two_events()))

    assert model.rowCount() == 2
    assert model.columnCount() == len(EventTableModel.HEADERS)
    assert [cell(model, r, EventTableModel.COL_NAME) for r in range(2)] == [
        "Charity Cup",
        "Tuesday League",
    ]
    assert [model.event_id(r) for r in range(2)] == [7, 3]
    assert cell(model, 1, EventTableModel.COL_ID, EVENT_ID_ROLE) == 3


def test_cells_show_type_money_rulebook_and_created() -> None:
    model = EventTableModel()
    model.set_rows(list_events(state_with_two_events()))

    assert cell(model, 1, EventTableModel.COL_TYPE) == "NLHE"
    assert cell(model, 0, EventTableModel.COL_TYPE) == "-"
    assert cell(model, 1, EventTableModel.COL_MONEY) == "30.00 + 5.00"
    assert cell(model, 1, EventTableModel.COL_RULEBOOK) == "roberts-v6-league"
    assert (
        cell(model, 1, EventTableModel.COL_RULEBOOK, Qt.ItemDataRole.ToolTipRole)
        == RULEBOOKS["roberts-v6-league"]
    )
    expected = datetime(2026, 11, 29, 19, 0, tzinfo=UTC).astimezone().strftime("%Y-%m-%d %H:%M")
    assert cell(model, 0, EventTableModel.COL_CREATED) == expected


def test_headers_and_row_lookup() -> None:
    model = EventTableModel()
    model.set_rows(list_events(state_with_two_events()))

    headers = [
        model.headerData(c, Qt.Orientation.Horizontal, DISPLAY) for c in range(model.columnCount())
    ]
    assert headers == ["#", "Event", "Status", "Type", "Rulebook", "Buy-in + fee", "Created"]
    assert model.row_of(3) == 1
    assert model.row_of(99) is None
    assert model.data(QModelIndex()) is None


def test_set_rows_replaces_everything() -> None:
    model = EventTableModel()
    model.set_rows(list_events(state_with_two_events()))

    model.set_rows([])

    assert model.rowCount() == 0


def test_model_passes_qt_model_checks(qtmodeltester: ModelTester) -> None:
    model = EventTableModel()
    model.set_rows(list_events(state_with_two_events()))

    qtmodeltester.check(model)


def test_unreadable_created_time_is_shown_as_it_is() -> None:
    assert format_created("yesterday") == "yesterday"


def test_the_same_rows_again_leave_the_model_as_it_is() -> None:
    """The window lists the events again after every bust (a last bust finishes an
    event); rows equal to those shown are not reset (the view keeps its selection and
    is not redrawn), and a changed row is shown."""
    model = EventTableModel()
    state = state_with_two_events()
    resets: list[str] = []
    model.modelReset.connect(lambda: resets.append("reset"))

    assert model.set_rows(list_events(state))
    assert not model.set_rows(list_events(state))
    assert resets == ["reset"]

    renamed = settings_for(name="Charity Cup Final")
    state.events[7] = EventInfo(id=7, settings=renamed, created_at=state.events[7].created_at)
    assert model.set_rows(list_events(state))
    assert resets == ["reset", "reset"]
    assert cell(model, 0, EventTableModel.COL_NAME) == "Charity Cup Final"
