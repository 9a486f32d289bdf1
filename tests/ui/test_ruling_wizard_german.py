"""The ruling wizard in German (issue 30, item 2): "Every string a person reads —
window [...] — goes through one translation mechanism [...] Ship German, French
and Spanish beside English", and a German director types German words.

With the window in German, a German search word finds the situation on the Floor
page, the wizard asks its questions with German texts and answer buttons, the
ruling and the dealer's steps are German while the rules stay cited as their
books write them, and the incident log lists the ruling by its German title. At
1024x768 (German words are long) nothing the wizard shows is cut off, and the
Floor page lists each situation's long German title whole.
Screenshots go to ``$FLOORTOOL_SHOTS`` when set (to look at them).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.ui.clipping import clipped_texts
from tests.ui.fakes import MakeWindow
from tests.ui.test_ruling_wizard import citations_shown, key, open_floor, search_and_open

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from floortool.app.floor import Floor
from floortool.ui import style
from floortool.ui.ruling_wizard import Step
from floortool.ui.ruling_wizard_search import SituationSearch
from floortool.ui.translation import stop_language, use_language

SMALL = (1024, 768)


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    """The window speaks German for the test, English again after it."""
    installed = use_language(qapp, "de")
    yield
    stop_language(qapp, installed)


def cut_titles(search: SituationSearch) -> list[str]:
    """The situations listed whose title needs more lines than its row has room for
    (Qt would end it with an ellipsis)."""
    results, cut = search.results, []
    metrics = results.fontMetrics()
    for row in range(results.count()):
        item = results.item(row)
        rect = results.visualItemRect(item)
        if rect.isEmpty() or not results.viewport().rect().intersects(rect):
            continue
        width = results.viewport().width() - 2 * style.SITUATION_ITEM_PADDING
        room = QRect(0, 0, width, 10_000)
        needed = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, item.text()).height()
        if needed > rect.height():
            cut.append(item.text())
    return cut


def small_shot(qtbot: QtBot, widget: QWidget, name: str, tmp_path: Path) -> list[str]:
    """``widget`` at 1024x768, saved as ``rulings_de_<name>.png``; what it cuts off."""
    folder = Path(os.environ.get("FLOORTOOL_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    widget.resize(*SMALL)
    qtbot.wait(30)
    assert widget.grab().toImage().save(str(folder / f"rulings_de_{name}.png"))
    return clipped_texts(widget)


@pytest.mark.usefixtures("german")
def test_the_wizard_asks_and_rules_in_german(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path
) -> None:
    window, page, _ = open_floor(make_window, floor)
    page.search.search("Spieler abwesend")
    assert page.search.shown()[0].title == (
        "Abwesender Spieler beim Geben, oder Spieler verlässt den Tisch mit lebender Hand"
    )
    assert page.search.results.item(0).text() == page.search.shown()[0].title
    assert small_shot(qtbot, window, "floor_page", tmp_path) == []
    assert cut_titles(page.search) == []
    page.search.search("")
    wizard = search_and_open(qtbot, page, "abwesender Spieler")

    assert wizard.title_label.text().startswith("Abwesender Spieler beim Geben")
    question = wizard.question_page
    assert wizard.step is Step.QUESTION
    assert question.question_label.text() == "Was ist passiert?"
    assert [b.text() for b in question.choice_buttons] == [
        "1    Der Spieler war nicht da, als die Karten gegeben wurden",
        "2    Der Spieler hat den Tisch mit einer lebenden Hand verlassen",
    ]
    assert small_shot(qtbot, wizard, "question", tmp_path) == []

    key(qtbot, Qt.Key.Key_1)

    assert question.question_label.text().startswith("War der Spieler an seinem Platz")
    assert [b.text() for b in question.choice_buttons] == ["1    Ja", "2    Nein"]
    assert "Was ist passiert? \u2192 Der Spieler war nicht da" in question.answered_label.text()

    key(qtbot, Qt.Key.Key_2)

    ruling = wizard.ruling
    assert ruling is not None and ruling.branch.remedy == "hand-killed"
    view = wizard.ruling_page.view
    assert view.ruling_label.text().startswith("Der Spieler war nicht am Platz")
    assert "Seine Blinds und Antes im Pot lassen." in view.steps_label.text()
    assert "rule:TDA 2024|30" in citations_shown(wizard)
    assert "At Your Seat and Live Hands" in citations_shown(wizard)  # as the book says it
    assert view.as_written_label.text().endswith("auf Englisch.")
    assert view.as_written_label.isVisibleTo(wizard)
    assert "War der Spieler an seinem Platz" in view.answers_label.text()
    assert small_shot(qtbot, wizard, "ruling", tmp_path) == []


@pytest.mark.usefixtures("german")
def test_the_substantial_action_question_and_the_other_rulebook_in_german(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path
) -> None:
    _window, page, _ = open_floor(make_window, floor)
    wizard = search_and_open(qtbot, page, "Dealer Hole Card aufgedeckt")

    question = wizard.question_page
    assert question.question is not None and question.question.id == "substantial_action"
    assert question.question_label.text().startswith("Hat substanzielle Aktion stattgefunden?")
    assert [b.text() for b in question.choice_buttons] == ["1    Ja", "2    Nein"]
    assert small_shot(qtbot, wizard, "substantial_action", tmp_path) == []

    key(qtbot, Qt.Key.Key_F)
    key(qtbot, Qt.Key.Key_F)
    key(qtbot, Qt.Key.Key_Return)  # two folds: not substantial action under TDA 36
    key(qtbot, Qt.Key.Key_1)  # the first or second card off the deck

    view = wizard.ruling_page.view
    assert view.ruling_label.text().startswith("Misdeal.")
    alternatives = view.alternatives_label.text()
    assert "Nach Robert" in alternatives  # two folds are action under Robert's
    assert "also kann das Geben kein Misdeal mehr sein" in alternatives
    assert small_shot(qtbot, wizard, "alternative", tmp_path) == []


@pytest.mark.usefixtures("german")
def test_the_four_card_flop_pick_and_log_in_german(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    _window, page, _ = open_floor(make_window, floor)
    wizard = search_and_open(qtbot, page, "vier Karten Flop")

    assert wizard.title_label.text() == "Flop mit vier Karten"
    side = wizard.ruling_page
    assert "Burn-Card" in side.pick_label.text()
    qtbot.mouseClick(side.record_button, Qt.MouseButton.LeftButton)
    assert "Burn-Card" in side.pick_label.text()
    assert page.log.model.index(0, 2).data() == "Flop mit vier Karten"
