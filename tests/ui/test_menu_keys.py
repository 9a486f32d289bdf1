"""Each menu's entries have letters of their own (issue 30, item 3: "the whole night can
be run from the keyboard").

With a menu open, its underlined letter picks an entry; where two entries share a
letter, the letter only moves between them and picks neither. In each language.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator

import pytest
from tests.ui.fakes import MakeWindow

from PySide6.QtWidgets import QApplication

from floortool.ui.main_window import MainWindow
from floortool.ui.translation import stop_language, use_language

MNEMONIC = re.compile(r"&(?!&)(\w)")


@pytest.fixture(params=["en", "de", "fr", "es"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    installed = [] if request.param == "en" else use_language(qapp, request.param)
    yield request.param
    stop_language(qapp, installed)


def shared_letters(window: MainWindow) -> dict[str, list[str]]:
    """Per menu, the letters two or more of its entries share (and those entries)."""
    shared: dict[str, list[str]] = {}
    for bar_entry in window.menuBar().actions():
        menu = bar_entry.menu()
        by_letter: dict[str, list[str]] = defaultdict(list)
        for action in menu.actions():
            found = MNEMONIC.search(action.text())
            if found:
                by_letter[found.group(1).casefold()].append(action.text())
        for letter, texts in by_letter.items():
            if len(texts) > 1:
                shared[f"{bar_entry.text()} {letter}"] = texts
    return shared


def test_no_two_entries_of_a_menu_share_a_letter(language: str, make_window: MakeWindow) -> None:
    window = make_window()
    assert shared_letters(window) == {}
