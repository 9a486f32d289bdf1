"""The Tables page's moves in German (issue 30): the balancing plan's reasons, the moves
a missing button holds back (by role) and the recent moves' tooltips are said in the
window's language, the rules cited as their books write them. At 1024x768 the panel
shows them. Screenshots go to ``$FLOORTOOL_SHOTS`` when set (to look at them).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.domain.pure_floor import CLI_STRUCTURE
from tests.ui.fakes import MakeWindow
from tests.ui.tables_floor import bust, filled_event, names, open_tables
from tests.ui.test_tables_moves import short_table

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.seating import SetButton
from floortool.app.floor import Floor
from floortool.domain.tournament.event import settings_for
from floortool.ui.translation import stop_language, use_language


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    """The window speaks German for the test, English again after it."""
    installed = use_language(qapp, "de")
    yield
    stop_language(qapp, installed)


def _shot(widget: QWidget, name: str) -> None:
    folder = os.environ.get("FLOORTOOL_SHOTS")
    if folder:
        widget.grab().save(str(Path(folder) / name))


def test_the_plan_and_the_recent_moves_are_said_in_german(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, german: None
) -> None:
    """TDA 2024 Rule 11-A: "the player to be big blind next moves to the worst position";
    the plan says it in German, each move with its rule."""
    event_id = short_table(floor, buttons=True)
    window, page = open_tables(make_window, event_id)
    window.resize(1024, 768)
    panel = page.moves_panel
    texts = [panel.plan_list.item(row).text() for row in range(panel.plan_list.count())]
    assert len(texts) >= 2
    for text in texts:
        assert "ist als Nächstes Big Blind → Tisch 1 Platz" in text
        assert "schlechteste Position;" in text and "Spieler gegen" in text
        assert text.endswith("TDA 2024 Rule 11-A")  # the rule as its book writes it
    assert panel.plan_list.item(0).toolTip().startswith("Tisch ")
    _shot(window, "moves_plan_de.png")

    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    tips = [panel.recent_list.item(row).toolTip() for row in range(panel.recent_list.count())]
    assert tips and all(tip.startswith("Tisch ") for tip in tips)
    assert "is big blind next" not in "".join(tips)
    _shot(window, "moves_recent_de.png")


def test_a_move_held_back_by_a_button_is_said_by_role_in_german(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, german: None
) -> None:
    """TDA 2024 Rule 11-A: who moves is the player to be big blind next, never guessed:
    while the giving table's button is unknown the move is shown by role."""
    event_id = filled_event(floor, tables=5, seats=9)
    bust(floor, event_id, 1, 2, 3)
    window, page = open_tables(make_window, event_id)
    window.resize(1024, 768)
    item = page.moves_panel.plan_list.item(0)
    head, ask = item.text().split("\n")
    assert head.startswith("Tisch 5: der Spieler, der als Nächstes Big Blind ist → Tisch 1")
    assert "Spieler gegen" not in head  # the counts are in the tooltip, not the line
    assert "Spieler gegen" in item.toolTip()
    assert ask.endswith("der als Nächstes Big Blind ist, an den Tischen 5 und 1.")
    _shot(window, "moves_waiting_de.png")


def test_a_league_events_moves_cite_their_rule_in_german(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, german: None
) -> None:
    """Robert's Rules (the league's book) are silent on who moves when tables are
    balanced, so the league applies TDA 2024 Rule 11-A: "When balancing flop and mixed
    games, the player due the big blind next is moved into the worst seat at the short
    table". The plan and the recent moves' tooltips say so in German; the book's ref
    stays as it is written."""
    made = settings_for(name="League Night", tables=3, seats=9, rulebook="roberts-v6-league")
    event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    floor.execute(RegisterEntry(event_id, newcomers(names(27))))
    bust(floor, event_id, 1, 2, 3, 4, 5, 6)
    for table in (1, 2, 3):
        floor.execute(SetButton(event_id, table, 8))
    window, page = open_tables(make_window, event_id)
    window.resize(1024, 768)
    panel = page.moves_panel
    cited = "Robert's Rules regeln das nicht; TDA 2024 Rule 11-A angewandt"
    texts = [panel.plan_list.item(row).text() for row in range(panel.plan_list.count())]
    assert texts and all(text.endswith(cited) for text in texts), texts
    assert panel.plan_list.item(0).toolTip().endswith(cited)
    _shot(window, "moves_league_plan_de.png")

    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    tips = [panel.recent_list.item(row).toolTip() for row in range(panel.recent_list.count())]
    assert tips and all(cited in tip for tip in tips), tips
    assert "are silent" not in "".join(tips)
