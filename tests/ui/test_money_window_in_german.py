"""The window says the night's money in German: the prize pool line by line, the
places paid, a satellite's seats, and the automation's default lines.

Issue 30: "Every string a person reads — window, messages [...] — goes through one
translation mechanism [...] numbers and money per locale." The pool's lines, a
satellite's seats and notes are phrases of the layers below; a German window says
them in German with German numbers (``1.250,50``). A default line of the automation
is spoken in the station's language, so its dialog shows it so too, and it stays the
default when saved unchanged.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from tests.ui.desk import league_event
from tests.ui.fakes import MakeWindow, NoticeLog

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from floortool.app.commands.prize import SetPrizeSettings
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.views.payouts import prize_settings
from floortool.domain.tournament.settings import LEVEL_TEMPLATE, LINE, automation_id
from floortool.ui.automation_dialog import AutomationDialog
from floortool.ui.command_sender import CommandSender
from floortool.ui.pages import Page
from floortool.ui.translation import stop_language, use_language

FIELD = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus")


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    installed = use_language(qapp, "de")
    yield
    stop_language(qapp, installed)


def _cells(model: object, column: int) -> list[str]:
    return [model.index(row, column).data() for row in range(model.rowCount())]  # type: ignore[attr-defined]


def test_the_payouts_page_says_the_pool_in_german(
    german: None, make_window: MakeWindow, floor: Floor
) -> None:
    """Seven entries of 1,250.50 (25.00 of it a bounty), 10,000.00 guaranteed."""
    event_id = league_event(floor, buy_in=125_050, fee=1_000, bounty=2_500, tables=1, seats=9)
    settings = prize_settings(floor.state, event_id)
    floor.execute(SetPrizeSettings(event_id, replace(settings, guarantee_cents=1_000_000)))
    floor.execute(RegisterEntry(event_id, newcomers(FIELD)))
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.PAYOUTS)
    page = window.event_view.payouts_page
    model = page.breakdown_model
    assert _cells(model, model.COL_ITEM) == ["Buy-ins", "Bounties", "Overlay", "Preisgeld"]
    assert _cells(model, model.COL_DETAIL) == [
        "7 \u00d7 1.250,50",
        "7 \u00d7 25,00, nicht im Preisgeld",
        "Garantie 10.000,00",
        "",
    ]
    places = _cells(page.payout_model, page.payout_model.COL_PLACE)
    assert places[0] == "1." and "1st" not in places


def test_a_satellites_seats_and_note_in_german(
    german: None, make_window: MakeWindow, floor: Floor
) -> None:
    """7 x 50.00: 3 seats of 100.00, 50.00 in cash to the 4th place."""
    satellite = league_event(floor, name="Satellite", buy_in=5_000, satellite_seat=10_000)
    floor.execute(RegisterEntry(satellite, newcomers(FIELD)))
    window = make_window(event_id=satellite)
    window.event_view.show_page(Page.PAYOUTS)
    page = window.event_view.payouts_page
    assert "3 Plätze zu je 100,00" in page.summary_label.text()
    model = page.seat_model
    assert _cells(model, model.COL_WHAT) == ["Platz 1", "Platz 2", "Platz 3", "4. Platz"]
    assert _cells(model, model.COL_USED)[-1] == "bar"
    assert "50,00 in bar an den 4. Platz. Noch kein Ticket ausgegeben." in (page.note_label.text())


def test_the_automation_dialog_shows_the_default_line_in_german(
    german: None, qtbot: QtBot, floor: Floor, notices: NoticeLog
) -> None:
    event_id = league_event(floor)
    key = automation_id("level", LINE)
    assert getattr(floor.state.events[event_id].settings, key) == LEVEL_TEMPLATE.text
    dialog = AutomationDialog(
        floor=floor, commands=CommandSender(floor, notify=notices), event_id=event_id, parent=None
    )
    qtbot.addWidget(dialog)
    assert dialog.line_edit("level").text() == "Level {level}: Blinds {blinds}."
    assert dialog.changes() == {}  # shown in German, still the default: nothing to save
    dialog.line_edit("level").setText("Level {level}: die Blinds sind {blinds}.")
    assert dialog.changes() == {key: "Level {level}: die Blinds sind {blinds}."}
