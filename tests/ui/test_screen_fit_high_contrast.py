"""Issue 30, item 3: "a high-contrast theme" — and item 2: "the screen-fit test runs in
German too (longer words at 1024x768)".

The high-contrast theme writes every point size a tenth larger, so what fits in
the usual theme may not: here the window in high contrast, in English and in
German, on a 1024x768 screen, is checked as ``tests/ui/test_screen_fit.py``
checks it: every page of the Friday-night league event (with and without
tables) and the welcome screen cut no text off.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.ui.clipping import clipped_texts
from tests.ui.fakes import MakeWindow
from tests.ui.test_screen_fit import assert_no_clips, friday_night, page_clips, settle

from PySide6.QtWidgets import QApplication

from floortool.app.floor import Floor
from floortool.ui.main_window import MainWindow
from floortool.ui.translation import stop_language, use_language

SMALL = (1024, 768)


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The window's texts in the language for the test, English again after it."""
    installed = use_language(qapp, request.param)
    yield request.param
    stop_language(qapp, installed)


def high_contrast(window: MainWindow) -> MainWindow:
    """``window`` in the high-contrast theme, on the small screen."""
    window.set_high_contrast(True)
    window.resize(*SMALL)
    settle()
    return window


@pytest.mark.parametrize("tables", [5, 0], ids=["tables", "no-tables"])
def test_no_page_cuts_text_off_in_high_contrast_at_1024x768(
    language: str, make_window: MakeWindow, floor: Floor, tables: int
) -> None:
    window = high_contrast(make_window(event_id=friday_night(floor, tables=tables)))
    assert_no_clips(page_clips(window, (SMALL,)))


def test_the_welcome_screen_cuts_no_text_off_in_high_contrast_at_1024x768(
    language: str, make_window: MakeWindow, floor: Floor
) -> None:
    friday_night(floor)
    window = high_contrast(make_window())
    assert_no_clips(clipped_texts(window))
