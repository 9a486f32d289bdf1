"""A German window names what Edit > Undo and Redo take back in German (issue 30, item 2:
"Every string a person reads — window, messages [...] — goes through one translation
mechanism"). The label is kept in the journal as a phrase; the journal's English
``label`` (the log, ``--json``) is unchanged, and an action recorded before labels were
kept as phrases is named as it was written.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator

import pytest
from tests.ui.fakes import MakeWindow

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.domain.tournament.event import settings_for
from floortool.ui.status_messages import MessageBar
from floortool.ui.translation import stop_language, use_language
from floortool.ui.window_undo import ITEM_WIDTH


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    """The window speaks German for the test, English again after it."""
    installed = use_language(qapp, "de")
    yield
    stop_language(qapp, installed)


def test_the_edit_menu_names_the_last_action_in_german(
    german: None, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = floor.execute(CreateEvent(settings_for(name="Dienstag"))).group
    window = make_window(event_id=event_id)
    assert window.undo_action.text() == "Rückgängig Turnier Dienstag anlegen"

    assert window.commands.send(StartClock(event_id), action="Uhr starten") is not None

    assert window.undo_action.text() == "Rückgängig Uhr starten (Dienstag)"
    assert floor.journal()[-1].label == "Start the clock (Dienstag)"  # the log's, --json's
    window.undo_action.trigger()
    assert window.redo_action.text() == "Wiederholen Uhr starten (Dienstag)"
    status = window.statusBar()
    assert isinstance(status, MessageBar)
    assert status.full_message == "Zurückgenommen: Uhr starten (Dienstag)"


def test_an_action_recorded_without_its_phrase_is_named_as_written(
    german: None, make_window: MakeWindow, floor: Floor, sqlite_url: str
) -> None:
    """Another station (an older floortool) recorded the action: label only, no words."""
    other = Floor.open(sqlite_url, operator="tester")
    event_id = other.execute(CreateEvent(settings_for(name="Alt"))).group
    other.close()
    with sqlite3.connect(sqlite_url.removeprefix("sqlite:///")) as conn:
        conn.execute("UPDATE journal SET label_words = NULL")
    conn.close()
    floor.refresh()  # the window's floor reads the row as it is stored

    window = make_window(event_id=event_id)

    assert window.undo_action.text() == "Rückgängig Create event Alt"


def test_a_long_label_is_cut_so_the_edit_menu_fits_the_screen(
    german: None, make_window: MakeWindow, floor: Floor
) -> None:
    """German's event-wide undo is long ("Die letzte Aktion des Turniers rückgängig
    machen:"); a registration of three names with their seats is cut with "…", who
    did it still shown, so the menu and its shortcuts fit a 1024-pixel screen."""
    event_id = floor.execute(CreateEvent(settings_for(name="Dienstag", tables=2))).group
    names = ("Annemarie Lehmann-Schulze", "Bruno Kellermann", "Cornelia Wittgenstein")
    floor.execute(RegisterEntry(event_id, newcomers(names)))
    window = make_window(event_id=event_id)

    text = window.undo_latest_action.text()
    assert text.startswith("Die letzte Aktion des Turniers rückgängig machen: Annemarie")
    assert "…" in text and text.endswith(" (von tester)")
    assert QFontMetrics(window.undo_latest_action.font()).horizontalAdvance(text) <= ITEM_WIDTH
    assert "Cornelia Wittgenstein (table" in floor.journal()[-1].label  # kept whole
