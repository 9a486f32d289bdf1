"""Tests of the event form: what it hands to the domain, and what the rulebook means."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.domain.kernel.errors import FloorError
from floortool.ui.event_form import EventForm, rulebook_hint


@pytest.fixture
def form(qtbot: QtBot) -> EventForm:
    widget = EventForm()
    qtbot.addWidget(widget)
    return widget


def test_blank_form_has_house_defaults_and_needs_only_a_name(qtbot: QtBot, form: EventForm) -> None:
    qtbot.keyClicks(form.name_edit, "  Monday Cup ")

    settings = form.settings()

    assert settings.name == "  Monday Cup "  # the domain strips it when creating
    assert settings.rulebook == "tda-2024"
    assert settings.late_reg == "full-stack"
    assert settings.starting_stack == 10_000
    assert (settings.buy_in, settings.fee) == (0, 0)


def test_choosing_the_league_rulebook_changes_hint_and_defaults(
    qtbot: QtBot, form: EventForm
) -> None:
    qtbot.keyClicks(form.name_edit, "League night")

    form.rulebook_combo.setCurrentIndex(form.rulebook_combo.findData("roberts-v6-league"))

    assert form.rulebook_hint.text() == rulebook_hint("roberts-v6-league")
    assert "end of level 2" in form.rulebook_hint.text()
    settings = form.settings()
    assert settings.late_reg == "blinds-deducted"
    assert settings.late_reg_close_level == 2


def test_zero_stack_is_refused_by_the_domain(qtbot: QtBot, form: EventForm) -> None:
    qtbot.keyClicks(form.name_edit, "Zero")
    form.stack_spin.setValue(0)

    with pytest.raises(FloorError, match="starting stack must be more than zero"):
        form.settings()


def test_return_in_a_field_asks_to_submit(qtbot: QtBot, form: EventForm) -> None:
    with qtbot.waitSignal(form.submitted, timeout=1000):
        qtbot.keyClick(form.fee_edit, Qt.Key.Key_Return)


def test_clear_returns_to_defaults(qtbot: QtBot, form: EventForm) -> None:
    qtbot.keyClicks(form.name_edit, "Something")
    qtbot.keyClicks(form.buy_in_edit, "20")
    form.stack_spin.setValue(50_000)
    form.rulebook_combo.setCurrentIndex(1)

    form.clear()

    assert form.name_edit.text() == ""
    assert form.buy_in_edit.text() == ""
    assert form.stack_spin.value() == 10_000
    assert form.rulebook_combo.currentIndex() == 0
    assert form.rulebook_hint.text() == rulebook_hint("tda-2024")
