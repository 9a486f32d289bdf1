"""UI: every declared event setting (``domain.tournament.settings``) has a row in the
Event settings dialog, under its title, and round-trips through it; a new setting is
covered without a line here (the values come from ``tests.cli.test_setting_declarations``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from tests.cli.test_setting_declarations import BASE, changed
from tests.ui.fakes import NoticeLog

from PySide6.QtWidgets import QComboBox, QLineEdit, QSpinBox
from pytestqt.qtbot import QtBot

from floortool.app.commands.events import CreateEvent
from floortool.app.floor import Floor
from floortool.domain.kernel.money import format_money
from floortool.domain.tournament.late_policies import POLICY_PARAMETERS
from floortool.domain.tournament.settings import (
    MONEY,
    SECTIONS,
    SETTING_BY_ID,
    SETTINGS,
    TABLES,
    TEXT,
    Setting,
)
from floortool.ui.command_sender import CommandSender
from floortool.ui.event_settings_dialog import EventSettingsDialog
from floortool.ui.setting_fields import EarlyTolerance, OptionalNumber, chips_text


def put(dialog: EventSettingsDialog, setting: Setting, value: Any) -> None:
    """Type ``value`` into the setting's row, as a director would."""
    row = dialog.fields[setting.id]
    widget = dialog.widget(setting.id)
    if isinstance(row, EarlyTolerance):
        row.check.setChecked(value is not None)
        if value is not None:
            widget_spin = row.focus_widget(setting.id)
            assert isinstance(widget_spin, QSpinBox)
            widget_spin.setValue(value)
    elif isinstance(widget, OptionalNumber):
        widget.set_value(value)
    elif isinstance(widget, QSpinBox):
        widget.setValue(value)
    elif isinstance(widget, QComboBox):
        widget.setCurrentIndex(widget.findData(value))
    else:
        assert isinstance(widget, QLineEdit)
        if value is None or setting.kind in (TEXT, TABLES):
            widget.setText(value or "")
        else:
            widget.setText(format_money(value) if setting.kind == MONEY else chips_text(value))


#: The settings of the dialog's sections (the automation has its own dialog).
DIALOG_SETTINGS = [setting for setting in SETTINGS if setting.section in SECTIONS]


@pytest.mark.parametrize("setting", DIALOG_SETTINGS, ids=lambda s: s.id)
def test_every_setting_has_a_dialog_row_and_round_trips_through_it(
    qtbot: QtBot, floor: Floor, notices: NoticeLog, setting: Setting
) -> None:
    floor.execute(CreateEvent(replace(BASE, name="Main Event Day 2")))
    event_id = floor.execute(CreateEvent(BASE)).group
    dialog = EventSettingsDialog(
        floor=floor, commands=CommandSender(floor, notify=notices), event_id=event_id
    )
    qtbot.addWidget(dialog)
    assert str(setting.title) in [label.text() for label in dialog._field_labels] or isinstance(
        dialog.fields[setting.id], EarlyTolerance
    )
    changes = changed(setting)
    for key, value in changes.items():
        put(dialog, SETTING_BY_ID[key], value)
    if setting.id in POLICY_PARAMETERS:  # typed only while its policy is chosen
        assert not dialog.widget(setting.id).isEnabled()

    assert dialog.changes() == changes
    assert dialog.apply() is True
    after = floor.state.events[event_id].settings
    assert {key: getattr(after, key) for key in changes} == changes
    assert notices == []
