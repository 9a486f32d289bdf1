"""Issue 30, item 2: "Every string a person reads — window, messages, printed documents,
web pages, the spoken lines — goes through one translation mechanism [...] numbers and
money per locale."

What the layers below hand the window is said in its language: the event settings'
titles, help, choices, units and blanks (the Event Settings dialog), the automation's
moments, sounds and flashes (*Clock > Automation…*), the levels' names (the clock, the
structure), numbers as the language writes them (``20.000`` in German, the Players
table's stacks among them), and the spoken line: a default line in its translation, a
line the director typed as typed, its blinds and numbers as the language says them.
Each expectation is the catalogue's German (or French) written out here, and the
English is gone.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.support import FakeClock
from tests.ui.desk import send
from tests.ui.fakes import FakeAnnouncer, MakeWindow, NoticeLog

from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.domain.display.moments import LEVEL
from floortool.domain.structure.levels import Level, Structure
from floortool.domain.tournament.event import settings_for
from floortool.domain.tournament.settings import SOUND, automation_id
from floortool.ui.automation_dialog import AutomationDialog
from floortool.ui.command_sender import CommandSender
from floortool.ui.event_settings_dialog import EventSettingsDialog
from floortool.ui.models.entries import EntryTableModel
from floortool.ui.models.structure import StructureTableModel
from floortool.ui.setting_fields import ChoiceField, NumberField, OptionalNumberField
from floortool.ui.translation import stop_language, use_language

#: Two levels of big numbers (their grouping shows) and a break.
BIG = Structure(
    name="Deep",
    rows=(
        Level(small_blind=1_000, big_blind=2_000, ante=2_000, big_blind_ante=True, minutes=10),
        Level(small_blind=1_500, big_blind=3_000, ante=3_000, big_blind_ante=True, minutes=10),
    ),
)


@pytest.fixture
def german(qapp: QApplication) -> Iterator[str]:
    installed = use_language(qapp, "de")
    yield "de"
    stop_language(qapp, installed)


@pytest.fixture
def french(qapp: QApplication) -> Iterator[str]:
    installed = use_language(qapp, "fr")
    yield "fr"
    stop_language(qapp, installed)


def deep_event(floor: Floor) -> int:
    made = settings_for(name="Deep Stack", tables=2, starting_stack=20_000)
    return floor.execute(CreateEvent(made, structure=BIG)).group


def labels(widget: QLabel | object) -> list[str]:
    assert hasattr(widget, "findChildren")
    return [label.text() for label in widget.findChildren(QLabel)]


def test_the_event_settings_dialog_says_its_settings_in_german(
    german: str, qtbot: QtBot, floor: Floor, notices: NoticeLog
) -> None:
    """The titles, the sections, a choice's titles, a unit, a blank and a tooltip."""
    event_id = deep_event(floor)
    dialog = EventSettingsDialog(
        floor=floor, commands=CommandSender(floor, notify=notices), event_id=event_id
    )
    qtbot.addWidget(dialog)
    shown = labels(dialog)
    assert {"Plätze pro Tisch", "Startstack", "Tischreihenfolge", "Platzierung"} <= set(shown)
    assert not {"Seats per table", "Starting stack", "Table order", "Seating"} & set(shown)
    giving = dialog.fields["giving_table"]
    assert isinstance(giving, ChoiceField)
    titles = [giving.combo.itemText(i) for i in range(giving.combo.count())]
    assert titles == [
        "Der volle Tisch mit der höchsten Nummer",
        "Der volle Tisch mit der niedrigsten Nummer",
    ]
    assert (
        giving.combo.toolTip()
        == "Welcher Tisch einen Spieler abgibt, wenn mehrere am vollsten sind"
    )
    seats = dialog.fields["seats"]
    assert isinstance(seats, NumberField)
    assert seats.spin.suffix() == " Plätze"
    reentries = dialog.fields["max_reentries"]
    assert isinstance(reentries, OptionalNumberField)
    assert reentries.number.spin.specialValueText() == "keine (Freezeout)"


def test_the_automation_dialog_says_its_moments_sounds_and_flashes_in_german(
    german: str, qtbot: QtBot, floor: Floor, notices: NoticeLog
) -> None:
    dialog = AutomationDialog(
        floor=floor,
        commands=CommandSender(floor, notify=notices),
        event_id=deep_event(floor),
        parent=None,
    )
    qtbot.addWidget(dialog)
    shown = labels(dialog)
    assert {"Ein neues Level", "Die Bubble", "Der Finaltisch"} <= set(shown)
    assert not {"A new level", "The money bubble", "The final table"} & set(shown)
    sound = dialog.fields[automation_id(LEVEL, SOUND)]
    assert isinstance(sound, ChoiceField)
    assert sound.combo.currentText() == "Level-Gong"
    assert (
        sound.combo.toolTip() == "Ein neues Level: der Ton, den das Fenster spielt (keiner: still)"
    )
    flash = dialog.fields[automation_id(LEVEL, "flash")]
    assert isinstance(flash, ChoiceField) and flash.combo.currentText() == "Kein Blinken"
    show = dialog.fields[automation_id(LEVEL, "show")]
    assert isinstance(show, NumberField)
    assert (show.spin.specialValueText(), show.spin.suffix()) == ("nicht gezeigt", " Sekunden")


def test_the_clock_and_the_structure_name_levels_and_write_numbers_in_french(
    french: str, make_window: MakeWindow, floor: Floor
) -> None:
    """``Niveau 1``, the next level, the blinds grouped as French groups them."""
    window = make_window(event_id=deep_event(floor))
    page = window.clock_page
    group = "\u202f"  # Qt's French thousands separator, a narrow no-break space
    assert page.card.title_label.text() == "Niveau 1"
    shown = labels(page)
    assert f"1{group}000 / 2{group}000 · Ante BB 2{group}000" in shown
    assert "PUIS : NIVEAU 2" in shown
    model = window.event_view.structure_page.model
    cell = model.index(1, StructureTableModel.COL_BIG_BLIND).data()
    assert cell == f"3{group}000"


def test_the_players_table_writes_stacks_as_german_does(
    german: str, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = deep_event(floor)
    floor.execute(RegisterEntry(event_id, newcomers(["Ann Lee"])))
    window = make_window(event_id=event_id)
    model = window.event_view.players_page.model
    assert model.index(0, EntryTableModel.COL_STACK).data() == "20.000"


def test_the_level_line_is_spoken_in_german(
    german: str,
    make_window: MakeWindow,
    floor: Floor,
    clock: FakeClock,
    announcer: FakeAnnouncer,
) -> None:
    """The default line ``Level {level}: blinds {blinds}.`` is said in its German
    (``Level {level}: Blinds {blinds}.``, the blinds ``{small} und {big}, Big-Blind-Ante
    {ante}``, numbers grouped with a point)."""
    event_id = deep_event(floor)
    window = make_window(event_id=event_id)
    announcer.speak = True
    send(window, StartClock(event_id))
    clock.advance(10 * 60 + 1)
    window.ticker.refresh()
    assert announcer.lines == ["Level 2: Blinds 1.500 und 3.000, Big-Blind-Ante 3.000."]


def test_the_clock_page_says_the_event_in_german(
    german: str, make_window: MakeWindow, floor: Floor
) -> None:
    """The event's lines under the clock (``app.views.events.describe_event``): their labels
    and values in German, the starting stack grouped with a point, money with a comma."""
    window = make_window(event_id=deep_event(floor))
    shown = dict(window.clock_page.settings_text())
    assert shown["Startstack"] == "20.000"
    assert shown["Late Registration endet"] == "durch die Turnierleitung"
    assert shown["Buy-in + Gebühr"] == "0,00 + 0,00"
    assert shown["Tische"] == "2 Tische mit 9 Plätzen"
