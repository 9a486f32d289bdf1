"""Issue 30, item 2: "the screen-fit test runs in German too (longer words at 1024x768)".

The window speaks German here, and French and Spanish (their words are long
too), its compiled catalogue installed as a start with ``--lang de`` installs
it, on a 1024x768 screen, and is checked as
``tests/ui/test_screen_fit.py`` checks it in English: every page of the
Friday-night league event (with and without tables) and the welcome screen
cut no text off; every dialog of the UI is inside the screen with nothing laid
over anything and no text cut off; every question of the bar above the map is
shown whole; the room display draws every text whole and readable.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.ui.clipping import clipped_texts
from tests.ui.fakes import MakeWindow
from tests.ui.test_screen_fit import (
    READABLE_PX,
    Screen,
    ask_every_question,
    assert_every_dialog_fits,
    assert_no_clips,
    friday_night,
    maximised,
    page_clips,
    settle,
)

from PySide6.QtWidgets import QApplication

from floortool.app.floor import Floor
from floortool.ui.room_layout import fits
from floortool.ui.translation import stop_language, use_language

SMALL = (1024, 768)


#: Each language and its name of the Clock page.
CLOCK = {"de": "Uhr", "fr": "Horloge", "es": "Reloj"}


@pytest.fixture(params=sorted(CLOCK))
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The window's texts in the language for the test, English again after it."""
    installed = use_language(qapp, request.param)
    yield request.param
    stop_language(qapp, installed)


@pytest.fixture
def small_screen(request: pytest.FixtureRequest) -> Screen:
    return Screen(SMALL, request.node.nodeid)


def test_the_window_speaks_the_language(
    language: str, make_window: MakeWindow, floor: Floor
) -> None:
    """The catalogue is compiled and installed: the pages have their names in it."""
    window = make_window(event_id=friday_night(floor))
    assert window.event_view.sidebar.item(0).text() == CLOCK[language]


@pytest.mark.parametrize("tables", [5, 0], ids=["tables", "no-tables"])
def test_no_page_cuts_text_off_at_1024x768(
    language: str, make_window: MakeWindow, floor: Floor, tables: int
) -> None:
    window = make_window(event_id=friday_night(floor, tables=tables))
    assert_no_clips(page_clips(window, (SMALL,)))


def test_the_welcome_screen_cuts_no_text_off_at_1024x768(
    language: str, make_window: MakeWindow, floor: Floor
) -> None:
    friday_night(floor)
    window = make_window()
    window.resize(*SMALL)
    settle()
    assert_no_clips(clipped_texts(window))


def test_the_room_display_draws_every_text_whole_at_1024x768(
    language: str, make_window: MakeWindow, floor: Floor
) -> None:
    window = make_window(event_id=friday_night(floor))
    display = window.open_room_display()
    display.resize(*SMALL)
    settle()
    drawn = display.drawn()
    cut = [item.text for item in drawn if not fits(item.text, item.rect, item.font)]
    small = [(item.text, item.font.pixelSize()) for item in drawn]
    assert (cut, [(text, size) for text, size in small if size < READABLE_PX]) == ([], [])
    display.close()


@pytest.mark.slow
def test_every_dialog_fits_the_small_screen_whole(
    small_screen: Screen, language: str, make_window: MakeWindow, floor: Floor
) -> None:
    if not small_screen.here():
        return
    assert_every_dialog_fits(make_window(event_id=friday_night(floor)))


@pytest.mark.slow
def test_every_question_of_the_bar_is_shown_whole(
    small_screen: Screen, language: str, make_window: MakeWindow, floor: Floor
) -> None:
    if not small_screen.here():
        return
    window = maximised(make_window(event_id=friday_night(floor, tables=6)))
    assert_no_clips(ask_every_question(window))
