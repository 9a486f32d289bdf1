"""Tests of the Event settings dialog: it shows an event's settings, sends only the
changed ones as one undoable ``UpdateEvent``, and shows refusals in its red line."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from tests.ui.fakes import NoticeLog

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QDialog, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from floortool.app.commands.events import CreateEvent
from floortool.app.floor import Floor
from floortool.domain.kernel.journal import event_scope
from floortool.domain.tournament.event import LATE_REG_POLICIES, EventSettings, settings_for
from floortool.ui.command_sender import CommandSender
from floortool.ui.event_settings_dialog import EventSettingsDialog
from floortool.ui.setting_fields import EarlyTolerance

MakeDialog = Callable[[int], EventSettingsDialog]


def create(floor: Floor, name: str = "Friday Deepstack", **settings: Any) -> int:
    return floor.execute(CreateEvent(settings_for(name=name, **settings))).group


def settings_of(floor: Floor, event_id: int) -> EventSettings:
    return floor.state.events[event_id].settings


def retype(qtbot: QtBot, widget: QLineEdit | QAbstractSpinBox, text: str) -> None:
    """Select what the field holds and type ``text`` over it, as a director would."""
    widget.setFocus()
    widget.selectAll()
    if text:
        qtbot.keyClicks(widget, text)
    else:
        qtbot.keyClick(widget, Qt.Key.Key_Backspace)


@pytest.fixture
def make_dialog(qtbot: QtBot, floor: Floor, notices: NoticeLog) -> MakeDialog:
    commands = CommandSender(floor, notify=notices)

    def make(event_id: int) -> EventSettingsDialog:
        dialog = EventSettingsDialog(floor=floor, commands=commands, event_id=event_id)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog

    return make


def test_opening_shows_the_current_settings(floor: Floor, make_dialog: MakeDialog) -> None:
    event_id = create(
        floor,
        type_text="NLHE (FTR)",
        rulebook="roberts-v6-league",
        starting_stack=20_000,
        buy_in=5_000,
        fee=750,
        tables=6,
        seats=8,
        max_reentries=None,
        max_rebuys=2,
        rebuy_last_level=4,
        rebuy_price=2_500,
        addon_chips=15_000,
    )

    dialog = make_dialog(event_id)

    assert dialog.title_label.text() == "Event settings: Friday Deepstack"
    assert dialog.widget("name").text() == "Friday Deepstack"
    assert dialog.widget("type_text").text() == "NLHE (FTR)"
    assert dialog.widget("rulebook").currentData() == "roberts-v6-league"
    assert (dialog.widget("tables").value(), dialog.widget("seats").value()) == (6, 8)
    assert dialog.widget("starting_stack").value() == 20_000
    assert (dialog.widget("buy_in").text(), dialog.widget("fee").text()) == ("50.00", "7.50")
    assert dialog.widget("late_reg").currentData() == "blinds-deducted"  # the league's default
    assert dialog.widget("late_reg").currentText().startswith("Small + big blind")
    assert dialog.widget("late_reg_close_level").value() == 2
    assert (
        dialog.widget("max_reentries").check.isChecked()
        and dialog.widget("max_reentries").value() is None
    )
    assert (dialog.widget("max_rebuys").value(), dialog.widget("rebuy_last_level").value()) == (
        2,
        4,
    )
    assert dialog.widget("rebuy_price").text() == "25.00"
    assert dialog.widget("rebuy_fee").text() == ""  # blank: the default, shown in grey
    assert dialog.widget("rebuy_fee").placeholderText() == "7.50"
    assert dialog.widget("rebuy_chips").placeholderText() == "20,000"
    assert dialog.widget("addon_chips").text() == "15,000"
    assert (
        dialog.widget("max_addons").value() == 0
        and dialog.widget("addon_last_level").value() is None
    )
    assert dialog.widget("flight_of").currentText() == "Not a flight"
    assert not dialog.error_label.isVisible()


def test_changes_go_as_one_undoable_action_with_only_the_changed_settings(
    qtbot: QtBot, floor: Floor, make_dialog: MakeDialog, notices: NoticeLog
) -> None:
    event_id = create(floor)
    before = settings_of(floor, event_id)
    dialog = make_dialog(event_id)
    journal = floor.journal()

    retype(qtbot, dialog.widget("tables"), "12")
    retype(qtbot, dialog.widget("seats"), "8")
    dialog.widget("late_reg").setCurrentIndex(
        dialog.widget("late_reg").findData("blinds-and-antes")
    )
    retype(qtbot, dialog.widget("max_reentries").spin, "2")
    qtbot.keyClick(
        dialog.widget("max_reentries").spin, Qt.Key.Key_Return
    )  # Return presses Save changes

    assert dialog.result() == QDialog.DialogCode.Accepted
    added = floor.journal()[len(journal) :]
    assert len({entry.group for entry in added}) == 1
    assert added[-1].label.startswith("Change ")
    assert added[-1].data["changes"] == {
        "tables": 12,
        "seats": 8,
        "late_reg": "blinds-and-antes",
        "max_reentries": 2,
    }
    after = settings_of(floor, event_id)
    assert (after.tables, after.seats, after.late_reg, after.max_reentries) == (
        12,
        8,
        "blinds-and-antes",
        2,
    )
    assert notices == []

    floor.undo(event_scope(event_id))

    assert settings_of(floor, event_id) == before


def test_nothing_changed_just_closes(qtbot: QtBot, floor: Floor, make_dialog: MakeDialog) -> None:
    event_id = create(floor, buy_in=5_000, rebuy_chips=8_000)
    dialog = make_dialog(event_id)
    journal = floor.journal()

    retype(qtbot, dialog.widget("buy_in"), "50")  # the same amount, written another way

    assert dialog.changes() == {}
    assert dialog.apply() is True
    assert floor.journal() == journal


@pytest.mark.parametrize(
    ("field", "text", "message"),
    [
        ("seats", "13", "A table has between 2 and 12 seats."),
        ("fee", "-5", "Fee cannot be negative."),
        ("buy_in", "fifty", "Buy-in: 'fifty' is not an amount of money"),
        ("rebuy_price", "12.345", "Rebuy price: '12.345' is not an amount of money"),
        ("addon_chips", "lots", "Add-on chips: 'lots' is not a number of chips"),
    ],
)
def test_a_bad_value_is_refused_in_the_dialog_and_changes_nothing(
    qtbot: QtBot,
    floor: Floor,
    make_dialog: MakeDialog,
    notices: NoticeLog,
    field: str,
    text: str,
    message: str,
) -> None:
    event_id = create(floor)
    before = settings_of(floor, event_id)
    dialog = make_dialog(event_id)
    journal = floor.journal()
    retype(qtbot, dialog.widget("tables"), "4")  # a good change alongside the bad one
    widget = dialog.widget(field)
    retype(qtbot, widget, text)
    dialog.widget("name").setFocus()

    qtbot.keyClick(dialog.widget("name"), Qt.Key.Key_Return)

    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.error_label.isVisible()
    assert dialog.error_label.text().startswith(message)
    assert dialog.error_label.text().endswith("Nothing was changed.")
    assert dialog.focusWidget() is widget or widget.isAncestorOf(dialog.focusWidget())
    assert floor.journal() == journal
    assert settings_of(floor, event_id) == before
    assert notices == []  # shown in the dialog, not in a message box

    retype(qtbot, widget, {"seats": "10", "addon_chips": ""}.get(field, "5"))
    assert dialog.apply() is True
    assert not dialog.error_label.isVisible()
    assert settings_of(floor, event_id).tables == 4


def test_no_limit_means_none_and_unticking_gives_the_number_back(
    qtbot: QtBot, floor: Floor, make_dialog: MakeDialog
) -> None:
    event_id = create(floor, max_rebuys=3, rebuy_last_level=6)
    dialog = make_dialog(event_id)
    assert (
        not dialog.widget("max_reentries").check.isChecked()
        and dialog.widget("max_reentries").value() == 0
    )

    qtbot.mouseClick(dialog.widget("max_reentries").check, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.widget("max_rebuys").check, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.widget("rebuy_last_level").check, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(
        dialog.widget("late_reg_close_level").check, Qt.MouseButton.LeftButton
    )  # back to a level

    assert not dialog.widget("max_rebuys").spin.isEnabled()
    assert dialog.changes() == {
        "max_reentries": None,
        "max_rebuys": None,
        "rebuy_last_level": None,
        "late_reg_close_level": 1,
    }
    qtbot.mouseClick(
        dialog.widget("max_rebuys").check, Qt.MouseButton.LeftButton
    )  # untick: the 3 again
    assert dialog.widget("max_rebuys").spin.isEnabled() and dialog.widget("max_rebuys").value() == 3

    assert dialog.apply() is True
    after = settings_of(floor, event_id)
    assert (after.max_reentries, after.max_rebuys, after.rebuy_last_level) == (None, 3, None)
    assert after.late_reg_close_level == 1


def test_chips_per_level_only_for_the_per_level_policy(
    qtbot: QtBot, floor: Floor, make_dialog: MakeDialog
) -> None:
    event_id = create(floor)
    dialog = make_dialog(event_id)
    journal = floor.journal()

    for policy in LATE_REG_POLICIES:
        dialog.widget("late_reg").setCurrentIndex(dialog.widget("late_reg").findData(policy))
        assert dialog.widget("late_reg_per_level").isEnabled() is (policy == "per-level")
    dialog.widget("late_reg").setCurrentIndex(dialog.widget("late_reg").findData("per-level"))

    assert dialog.apply() is False  # 'per-level' needs the chips
    assert "needs the chips deducted" in dialog.error_label.text()
    assert dialog.focusWidget() is dialog.widget("late_reg_per_level")
    assert floor.journal() == journal

    retype(qtbot, dialog.widget("late_reg_per_level"), "500")
    assert dialog.apply() is True
    after = settings_of(floor, event_id)
    assert (after.late_reg, after.late_reg_per_level) == ("per-level", 500)


def test_the_flight_combo_lists_the_other_events_and_sets_flight_of(
    floor: Floor, make_dialog: MakeDialog
) -> None:
    day_two = create(floor, "Main Event Day 2")
    day_1a = create(floor, "Main Event Day 1A", flight_of=day_two)
    day_1b = create(floor, "Main Event Day 1B")
    dialog = make_dialog(day_1b)
    items = [
        dialog.widget("flight_of").itemText(n) for n in range(dialog.widget("flight_of").count())
    ]
    # Not itself, and not Day 1A: a flight feeds a Day 2 event, never another flight.
    assert items == ["Not a flight", "Flight of Main Event Day 2"]  # no journal number

    dialog.widget("flight_of").setCurrentIndex(1)
    assert dialog.apply() is True
    assert settings_of(floor, day_1b).flight_of == day_two

    dialog.load()
    assert dialog.widget("flight_of").currentData() == day_two
    dialog.widget("flight_of").setCurrentIndex(0)
    assert dialog.changes() == {"flight_of": None}

    day_two_dialog = make_dialog(day_two)  # Day 1A and 1B feed it: it cannot be a flight
    assert not day_two_dialog.widget("flight_of").isEnabled()
    assert make_dialog(day_1a).widget("flight_of").currentData() == day_two


def test_blank_overrides_mean_the_defaults_shown_as_placeholders(
    qtbot: QtBot, floor: Floor, make_dialog: MakeDialog
) -> None:
    event_id = create(floor, buy_in=5_000, fee=500, rebuy_price=4_000, max_rebuys=None)
    dialog = make_dialog(event_id)

    retype(qtbot, dialog.widget("buy_in"), "60")
    assert dialog.widget("addon_price").placeholderText() == "60.00"  # follows what is typed
    retype(qtbot, dialog.widget("rebuy_price"), "")
    retype(qtbot, dialog.widget("addon_fee"), "2.5")
    retype(qtbot, dialog.widget("rebuy_chips"), "12,500")

    assert dialog.apply() is True
    after = settings_of(floor, event_id)
    assert (after.buy_in, after.rebuy_price, after.addon_fee) == (6_000, None, 250)
    assert (after.rebuy_chips, after.addon_chips) == (12_500, None)


def test_the_seating_policy_is_shown_and_changed_as_one_action(
    qtbot: QtBot, floor: Floor, make_dialog: MakeDialog
) -> None:
    event_id = create(floor, seats=10, break_order="12, 11", final_table_size=9)
    dialog = make_dialog(event_id)
    early = dialog.fields["early_balance_tolerance"]
    assert isinstance(early, EarlyTolerance)
    assert dialog.widget("balance_tolerance").value() == 1 and not early.check.isChecked()
    assert not early.spin.isEnabled()
    assert dialog.widget("break_order").text() == "12, 11"
    assert (
        dialog.widget("final_table_size").value() == 9
        and dialog.widget("ideal_table_load").value() is None
    )
    assert dialog.widget("giving_table").currentData() == "highest"

    qtbot.mouseClick(early.check, Qt.MouseButton.LeftButton)
    retype(qtbot, early.spin, "2")
    retype(qtbot, early.tables_spin, "30")
    retype(qtbot, dialog.widget("break_order"), "12,11")  # the same order, written another way
    qtbot.mouseClick(
        dialog.widget("ideal_table_load").check, Qt.MouseButton.LeftButton
    )  # a number now
    retype(qtbot, dialog.widget("ideal_table_load").spin, "9")
    dialog.widget("giving_table").setCurrentIndex(dialog.widget("giving_table").findData("lowest"))
    assert dialog.changes() == {
        "early_balance_tolerance": 2,
        "early_balance_above_tables": 30,
        "ideal_table_load": 9,
        "giving_table": "lowest",
    }
    assert dialog.apply() is True
    after = settings_of(floor, event_id)
    assert (after.early_balance_tolerance, after.early_balance_above_tables) == (2, 30)
    assert (after.ideal_table_load, after.giving_table) == (9, "lowest")


@pytest.mark.parametrize(
    ("field", "text", "message"),
    [
        ("balance_tolerance", "0", "The balance tolerance is the largest difference"),
        ("break_order", "12; 11", "Break order: '12; 11' is not a table number"),
    ],
)
def test_a_bad_seating_policy_is_refused_with_the_reason(
    qtbot: QtBot, floor: Floor, make_dialog: MakeDialog, field: str, text: str, message: str
) -> None:
    event_id = create(floor)
    dialog = make_dialog(event_id)
    journal = floor.journal()
    widget = dialog.widget(field)
    retype(qtbot, widget, text)

    assert dialog.apply() is False
    assert dialog.error_label.text().startswith(message)
    assert dialog.focusWidget() is widget or widget.isAncestorOf(dialog.focusWidget())
    assert floor.journal() == journal


def wheel_up(widget: QWidget) -> None:
    """One notch of the mouse wheel, up, with the pointer over ``widget``'s middle
    (as the window system delivers it: Qt offers it to the parents if not taken)."""
    middle = QPointF(widget.rect().center())
    event = QWheelEvent(
        middle,
        QPointF(widget.mapToGlobal(middle.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_the_wheel_scrolls_the_form_past_unfocused_fields_and_changes_nothing(
    qtbot: QtBot, floor: Floor, make_dialog: MakeDialog
) -> None:
    """Issue 23, item 8: scrolling Event Settings changed the late entrants' deduction."""
    event_id = create(floor, late_reg="per-level", late_reg_per_level=500)
    dialog = make_dialog(event_id)
    dialog.resize(dialog.width(), 420)  # the form is taller than its window: it scrolls
    dialog.ok_button.setFocus()
    bar = dialog.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0
    combo, spin = dialog.widget("late_reg"), dialog.widget("late_reg_per_level")
    for field in (combo, spin):
        dialog.scroll_area.ensureWidgetVisible(field)
        before = (bar.value(), combo.currentIndex(), spin.value())
        assert not field.hasFocus() and before[0] > 0
        wheel_up(field)
        assert bar.value() < before[0], type(field).__name__  # the form scrolled
        assert (combo.currentIndex(), spin.value()) == before[1:]
    assert dialog.changes() == {}


def test_a_focused_field_still_takes_the_wheel(
    qtbot: QtBot, floor: Floor, make_dialog: MakeDialog
) -> None:
    dialog = make_dialog(create(floor, late_reg="per-level", late_reg_per_level=500))
    spin = dialog.widget("late_reg_per_level")
    assert isinstance(spin, QAbstractSpinBox)
    dialog.scroll_area.ensureWidgetVisible(spin)
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    wheel_up(spin)
    assert spin.text() != "500"
