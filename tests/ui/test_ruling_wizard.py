"""Tests of the ruling wizard, walked with the keyboard as a director would: the situation
found from a few words on the Floor page, the questions the event's rulebook asks
(substantial action worked out from the actions tapped in turn), the ruling with
its steps, citations and the other rulebook's view, the record (with the random
pick the record holds, shown big) and Edit > Undo taking it back.

Screenshots go to ``$FLOORTOOL_SHOTS`` when set (to look at them), else to the
test's temporary folder.
"""

from __future__ import annotations

import os
from pathlib import Path

from tests.ui.fakes import MakeWindow, NoticeLog

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from floortool.app.commands.events import CreateEvent
from floortool.app.floor import Floor
from floortool.app.resources import load_template
from floortool.app.rulings import ruling_log
from floortool.domain.tournament.event import settings_for
from floortool.ui.floor_page import FloorPage
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page
from floortool.ui.ruling_wizard import UNDONE, RulingWizard, Step

SHOT_SIZE = (1280, 800)


def open_floor(
    make_window: MakeWindow, floor: Floor, *, rulebook: str = "tda-2024", type_text: str = ""
) -> tuple[MainWindow, FloorPage, int]:
    """A window on the Floor page of a new event under ``rulebook``."""
    settings = settings_for(name="Thursday Cup", rulebook=rulebook, type_text=type_text)
    event_id = floor.execute(CreateEvent(settings, structure=load_template("turbo"))).group
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.FLOOR)
    return window, window.event_view.floor_page, event_id


def shot(qtbot: QtBot, widget: QWidget, name: str, tmp_path: Path) -> Path:
    """Save ``widget`` at 1280x800 as ``rulings_<name>.png``."""
    folder = Path(os.environ.get("FLOORTOOL_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    widget.resize(*SHOT_SIZE)
    qtbot.wait(30)  # let the layouts settle, as the event loop would
    path = folder / f"rulings_{name}.png"
    image = widget.grab().toImage()
    assert image.save(str(path))
    assert (image.width(), image.height()) == SHOT_SIZE
    return path


def activate(qtbot: QtBot, widget: QWidget) -> None:
    widget.windowHandle().requestActivate()
    qtbot.waitUntil(widget.isActiveWindow)


def key(qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier | None = None) -> None:
    """Press ``key`` where the keyboard focus is."""
    target = QApplication.focusWidget()
    assert target is not None
    qtbot.keyClick(target, key, modifier or Qt.KeyboardModifier.NoModifier)


def search_and_open(qtbot: QtBot, page: FloorPage, words: str) -> RulingWizard:
    """Type ``words`` in the Floor page's search and press Enter: the wizard opens on the
    best match."""
    page.search.search_edit.setFocus()
    qtbot.keyClicks(page.search.search_edit, words)
    qtbot.keyClick(page.search.search_edit, Qt.Key.Key_Return)
    wizard = page.wizard
    assert wizard is not None
    qtbot.waitUntil(wizard.isVisible)
    activate(qtbot, wizard)
    return wizard


def citations_shown(wizard: RulingWizard) -> str:
    return wizard.ruling_page.view.citations_label.text()


def test_four_card_flop_under_tda_cites_39a_and_shows_the_recorded_burn_pick(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path
) -> None:
    window, page, event_id = open_floor(make_window, floor)
    wizard = search_and_open(qtbot, page, "4 card flop")

    assert wizard.step is Step.RULING  # TDA asks nothing: the ruling at once
    assert wizard.title_label.text() == "Four-card flop"
    assert wizard.context_label.text() == "TDA 2024"
    assert "rule:TDA 2024|39-A" in citations_shown(wizard)
    assert "rule:TDA 2024|RP-14" in citations_shown(wizard)
    view = wizard.ruling_page.view
    assert view.ruling_label.text().startswith("Call the floor. The four cards are scrambled")
    assert "<ol" in view.steps_label.text() and view.steps_label.text().count("<li") == 5
    assert "Under Robert" in view.alternatives_label.text()  # Robert's redeals the flop
    assert "§5 Hold'em 3" in view.alternatives_label.text().replace("&#x27;", "'")
    assert not view.discretion_label.isVisibleTo(wizard)
    side = wizard.ruling_page
    assert side.record_button.text() == "Record and draw"
    assert side.pick_label.text() == "The burn card: drawn at random"
    shot(qtbot, wizard, "four_card_flop_ruling", tmp_path)

    qtbot.keyClicks(side.table_spin, "3")
    side.players_edit.setText("Ann Lee, Bo Chen")
    side.notes_edit.setPlainText("Dealer spread four cards.")
    qtbot.mouseClick(side.record_button, Qt.MouseButton.LeftButton)

    records = ruling_log(floor.state, event_id)
    assert len(records) == 1
    record = records[0]
    assert wizard.recorded == record
    assert (record.table, record.players, record.director) == (3, ("Ann Lee", "Bo Chen"), "tester")
    assert record.notes == "Dealer spread four cards."
    assert record.pick is not None and record.pick["count"] == 4
    picked = record.pick["picked"]
    assert side.pick_label.text() == f"Card {picked} is the burn card"
    assert f"card {picked} from the left is the burn card" in side.pick_detail_label.text()
    assert not side.record_button.isVisibleTo(wizard)
    # The event's first ruling is ruling 1, whatever journal group recorded it.
    assert record.id > 1
    assert "Recorded in the incident log as ruling 1 by tester." in side.recorded_label.text()
    assert window.undo_action.text() == "Undo Ruling: Four-card flop, table 3"
    shot(qtbot, wizard, "four_card_flop_recorded", tmp_path)

    assert page.log.model.rowCount() == 1
    assert page.log.model.index(0, 2).data() == "Four-card flop"
    assert page.log.model.index(0, 4).data() == "TDA 2024 39-A, TDA 2024 RP-14"

    window.undo_action.trigger()

    assert ruling_log(floor.state, event_id) == []
    assert page.log.model.rowCount() == 0
    assert wizard.recorded is None  # the wizard follows the undo
    assert side.recorded_label.text() == UNDONE
    assert side.record_button.isVisibleTo(wizard)


def test_four_card_flop_under_the_league_rulebook_redeals_without_a_pick(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    _window, page, event_id = open_floor(make_window, floor, rulebook="roberts-v6-league")
    wizard = search_and_open(qtbot, page, "four card flop")

    assert "rule:RRoP v6|§5 Hold'em 3" in citations_shown(wizard).replace("&#x27;", "'")
    assert not wizard.ruling_page.pick_card.isVisibleTo(wizard)
    assert wizard.ruling_page.record_button.text() == "Record"
    assert "Under TDA 2024" in wizard.ruling_page.view.alternatives_label.text()

    key(qtbot, Qt.Key.Key_Return)  # Enter in the form records

    assert [r.pick for r in ruling_log(floor.state, event_id)] == [None]


def test_premature_turn_under_the_league_applies_a18_and_shows_the_tda_alternative(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path
) -> None:
    window, page, _ = open_floor(make_window, floor, rulebook="roberts-v6-league")
    wizard = search_and_open(qtbot, page, "premature turn")

    assert wizard.title_label.text() == "Premature turn"
    assert wizard.context_label.text() == "Robert's v6 + league amendments"
    view = wizard.ruling_page.view
    assert view.ruling_label.text().startswith("House rule A-18")
    assert "rule:House|A-18" in citations_shown(wizard)
    alternatives = view.alternatives_label.text()
    assert "Under TDA 2024" in alternatives
    assert "rule:TDA 2024|RP-5-B" in alternatives

    view.citations_label.linkActivated.emit("rule:House|A-18")  # a click on the citation

    assert view.rule_card.isVisibleTo(wizard)
    assert view.rule_title_label.text() == (
        "House A-18  \u00b7  Card turned before betting is complete"
    )
    assert view.rule_text_label.text().startswith("A card the dealer turns over before")
    shot(qtbot, wizard, "premature_turn_league", tmp_path)

    view.rule_link_label.linkActivated.emit("open-in-browser")

    browser = window.rule_browser
    assert browser is not None and browser.isVisible()
    selected = browser.selected_rule()
    assert selected is not None and (selected.book, selected.ref) == ("House", "A-18")


def test_substantial_action_is_worked_out_from_the_actions_tapped(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path
) -> None:
    _window, page, event_id = open_floor(make_window, floor)
    wizard = search_and_open(qtbot, page, "exposed card deal")

    assert wizard.step is Step.QUESTION
    question = wizard.question_page
    assert question.question is not None and question.question.id == "substantial_action"
    assert question.actions_card.isVisibleTo(wizard)
    assert [b.text() for b in question.choice_buttons] == ["1    Yes", "2    No"]
    key(qtbot, Qt.Key.Key_F)
    key(qtbot, Qt.Key.Key_F)
    key(qtbot, Qt.Key.Key_R)
    key(qtbot, Qt.Key.Key_Backspace)  # the raise was a mistake

    assert question.entry.sequence == ["fold", "fold"]
    assert "not substantial action" in question.verdict_label.text()
    shot(qtbot, wizard, "substantial_action_entry", tmp_path)

    key(qtbot, Qt.Key.Key_Return)  # use these actions: two folds are not SA under TDA 36

    assert wizard.step is Step.QUESTION
    assert question.question is not None and question.question.id == "exposed"
    assert not question.actions_card.isVisibleTo(wizard)
    assert "Actions in turn: fold  \u2192  fold" in question.answered_label.text()
    shot(qtbot, wizard, "question", tmp_path)

    key(qtbot, Qt.Key.Key_1)  # the first or second card off the deck

    ruling = wizard.ruling
    assert ruling is not None and ruling.branch.remedy == "misdeal"
    assert "rule:TDA 2024|35-A(7)" in citations_shown(wizard)
    assert "Under Robert" in wizard.ruling_page.view.alternatives_label.text()
    key(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)

    [record] = ruling_log(floor.state, event_id)
    assert record.answers == {"substantial_action": "no", "exposed": "first-or-second"}


def test_two_folds_are_action_under_the_league_rulebook_and_back_undoes_an_answer(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    _window, page, _ = open_floor(make_window, floor, rulebook="roberts-v6-league")
    wizard = search_and_open(qtbot, page, "exposed card deal")
    question = wizard.question_page
    assert question.question is not None
    assert question.question.text.startswith("Has substantial action")
    assert question.question_label.text().startswith("Have two players after the blinds")

    question.entry.add("fold")
    question.entry.add("fold")
    qtbot.mouseClick(question.use_button, Qt.MouseButton.LeftButton)

    ruling = wizard.ruling
    assert ruling is not None and ruling.branch.remedy == "play-on"  # Robert's: action occurred
    assert "rule:RRoP v6|§3 Misdeals 2" in citations_shown(wizard)

    key(qtbot, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)

    assert wizard.step is Step.QUESTION
    assert question.question is not None and question.question.id == "substantial_action"
    key(qtbot, Qt.Key.Key_2)  # no action after all
    assert question.question is not None and question.question.id == "exposed"

    wizard.back()
    wizard.back()

    assert wizard.step is Step.SITUATION  # back past the first question: the search


def test_new_ruling_starts_at_the_search_and_a_refused_record_changes_nothing(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, notices: NoticeLog, tmp_path: Path
) -> None:
    _window, page, event_id = open_floor(make_window, floor)
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    wizard = page.wizard
    assert wizard is not None
    activate(qtbot, wizard)
    assert wizard.step is Step.SITUATION
    qtbot.waitUntil(wizard.search.search_edit.hasFocus)
    qtbot.keyClicks(wizard.search.search_edit, "string")
    assert wizard.search.shown()[0].id == "string-raise"
    shot(qtbot, wizard, "search", tmp_path)
    key(qtbot, Qt.Key.Key_Return)
    while wizard.step is Step.QUESTION:
        key(qtbot, Qt.Key.Key_1)
    assert wizard.step is Step.RULING
    revision = floor.revision

    wizard.ruling_page.players_edit.setText(", ".join(f"P{n}" for n in range(13)))
    assert wizard.record() is None

    assert floor.revision == revision
    assert ruling_log(floor.state, event_id) == []
    assert notices[-1].title == "Record the ruling: not done"
    assert "at most 12" in notices[-1].text + notices[-1].informative


def test_a_ruling_left_to_the_director_says_so(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    _window, page, _ = open_floor(make_window, floor, rulebook="roberts-v6-league")
    wizard = search_and_open(qtbot, page, "clock called")
    question = wizard.question_page
    assert question.question is not None and question.question.id == "facing_bet"

    key(qtbot, Qt.Key.Key_2)  # not facing a bet: Robert's leaves it to the director

    ruling = wizard.ruling
    assert ruling is not None and ruling.branch.discretion
    assert wizard.ruling_page.view.discretion_label.isVisibleTo(wizard)
    assert wizard.ruling_page.view.discretion_label.text() == "At the director's discretion"
    assert "Was the player facing a bet when time ran out? \u2192 No" in (
        wizard.ruling_page.view.answers_label.text()
    )


def test_the_other_rulebook_says_what_its_remedy_depends_on(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    _window, page, _ = open_floor(make_window, floor, rulebook="roberts-v6-league")
    wizard = page.open_wizard("table-balancing")
    assert wizard is not None and wizard.step is Step.RULING  # the league asks nothing

    alternatives = wizard.ruling_page.view.alternatives_label.text()

    assert alternatives.count("<b>Under TDA 2024</b>") == 3  # halt, not yet, balance
    assert (
        "<i>(if How many players short is this table compared with the fullest table? "
        "\u2014 Three or more; "
    ) in alternatives
