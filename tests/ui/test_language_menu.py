"""The window's language: View > Language, the saved choice, numbers per locale (issue 30, item 2).

"a language setting, numbers and money per locale": View > Language lists the
languages by their own names, the one kept for the next start checked; a choice
is kept in the window's settings and the status bar says it applies from the
next start. ``use_language`` installs the catalogue's translators as children
of the application (kept alive by it) and writes numbers and money as the
language does; back in English they are written exactly as before.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.ui.fakes import MakeWindow

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from floortool.app.languages import LANGUAGE_VARIABLE, LANGUAGES, WINDOW_FILE, chosen_language
from floortool.app.paths import config_dir
from floortool.ui.language_menu import LanguageMenu
from floortool.ui.translation import (
    LANGUAGE_KEY,
    count_text,
    money_text,
    save_language,
    saved_language,
    stop_language,
    translate,
    use_language,
    window_words,
)


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)


def test_the_view_menu_offers_every_language(make_window: MakeWindow) -> None:
    window = make_window()
    menu = window.language_menu
    assert [action.text() for action in menu.actions()] == list(LANGUAGES.values())
    assert menu.menuAction() in window.menuBar().actions()[2].menu().actions()


def test_a_choice_is_kept_for_the_next_start_and_said(qtbot: QtBot, settings: QSettings) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    menu = LanguageMenu(settings, parent)
    said: list[str] = []
    menu.chosen.connect(said.append)

    german = next(a for a in menu.actions() if a.data() == "de")
    german.trigger()

    assert saved_language(settings) == "de" and german.isChecked()
    assert said == ["The window speaks Deutsch from its next start."]
    assert [a.isChecked() for a in LanguageMenu(settings, parent).actions()] == [
        False,
        True,
        False,
        False,
    ]


@pytest.mark.parametrize("kept", [None, "xx", 3])
def test_no_choice_or_an_unknown_one_is_english(settings: QSettings, kept: object) -> None:
    if kept is not None:
        settings.setValue(LANGUAGE_KEY, kept)
    assert saved_language(settings) == "en"


@pytest.fixture
def german(qapp: QApplication) -> Iterator[list[object]]:
    installed = use_language(qapp, "de")
    yield list(installed)
    stop_language(qapp, installed)


def test_german_is_installed_by_translators_the_application_owns(
    qapp: QApplication, german: list[object]
) -> None:
    assert german and all(t.parent() is qapp for t in german)  # type: ignore[attr-defined]
    assert translate("pages", "Clock") == "Uhr"
    assert QCoreApplication.translate("pages", "Players") == "Spieler"


def test_german_writes_numbers_and_money_the_german_way(german: list[object]) -> None:
    assert (count_text(1_234_567), money_text(125_050), money_text(-5)) == (
        "1.234.567",
        "1.250,50",
        "-0,05",
    )


def test_english_writes_them_as_before(qapp: QApplication) -> None:
    assert use_language(qapp, "en") == []
    assert (count_text(1_234_567), money_text(125_050), translate("pages", "Clock")) == (
        "1,234,567",
        "1,250.50",
        "Clock",
    )


def test_the_choice_kept_by_the_window_is_the_one_commands_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The window's View > Language is the computer's language for its commands too
    (``app.languages.chosen_language`` reads window.ini without Qt)."""
    monkeypatch.delenv(LANGUAGE_VARIABLE, raising=False)
    config_dir().mkdir(parents=True, exist_ok=True)
    kept = QSettings(str(config_dir() / WINDOW_FILE), QSettings.Format.IniFormat)
    save_language(kept, "es")
    kept.sync()
    assert chosen_language() == "es"


def test_the_window_says_the_layers_below_in_its_own_language(german: list[object]) -> None:
    assert window_words().language == "de"
    assert window_words().money(125050) == money_text(125050)
