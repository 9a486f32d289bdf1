"""The main window opens no larger than the screen it is on (issue 15, item 8).

Pure rectangle arithmetic over a screen's available area, the sizes of the
screens the issue names: 1920x1080, 1366x768 and 1024x768 (less a task bar).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize

from floortool.ui.window_size import (
    DEFAULT_SIZE,
    FRAME,
    FRAME_MARGINS,
    MINIMUM_SIZE,
    bounded_size,
    framed_on,
    initial_geometry,
    minimum_size,
    opens_maximized,
)

FULL_HD = QRect(0, 0, 1920, 1040)
LAPTOP = QRect(0, 0, 1366, 728)
OLD_SCREEN = QRect(0, 0, 1024, 728)
#: A second screen to the right of the first, with its task bar on top.
RIGHT_SCREEN = QRect(1920, 40, 1366, 728)


def test_a_big_screen_opens_the_default_size_in_its_middle() -> None:
    placed = initial_geometry(FULL_HD)
    assert placed.size() == DEFAULT_SIZE
    assert placed.center() == FULL_HD.center()
    assert not opens_maximized(FULL_HD)


def test_a_small_screen_opens_the_window_on_all_of_it_maximised() -> None:
    for available in (LAPTOP, OLD_SCREEN, RIGHT_SCREEN):
        assert initial_geometry(available) == available
        assert opens_maximized(available)


def test_last_times_geometry_is_kept_when_it_lies_on_the_screen() -> None:
    saved = QRect(100, 50, 1400, 900)
    assert initial_geometry(FULL_HD, saved) == saved


def test_a_geometry_from_a_bigger_screen_is_shrunk_and_pulled_onto_this_one() -> None:
    saved = QRect(300, 200, 1600, 1000)  # last run on a monitor, now on the laptop
    assert initial_geometry(LAPTOP, saved) == QRect(0, 0, 1366, 728)
    off_the_edge = QRect(1000, 500, 800, 600)
    assert initial_geometry(LAPTOP, off_the_edge) == QRect(566, 128, 800, 600)
    on_the_right = initial_geometry(RIGHT_SCREEN, QRect(0, 0, 1280, 800))
    assert RIGHT_SCREEN.contains(on_the_right)
    assert on_the_right == QRect(1920, 40, 1280, 728)


def test_the_minimum_size_never_exceeds_the_screen() -> None:
    assert minimum_size(FULL_HD) == MINIMUM_SIZE
    assert minimum_size(QRect(0, 0, 800, 560)) == QSize(800, 560)


def test_a_dialog_taller_than_the_screen_is_cut_down_to_it_in_its_frame() -> None:
    assert bounded_size(QSize(840, 800), OLD_SCREEN) == QSize(840, 728 - FRAME.height())
    assert bounded_size(QSize(840, 800), FULL_HD) == QSize(840, 800)
    wide = bounded_size(QSize(1140, 760), OLD_SCREEN)  # the ruling wizard
    assert wide == QSize(1024 - FRAME.width(), 728 - FRAME.height())


def test_a_window_is_framed_on_the_screen_it_opens_on() -> None:
    """The room display in a window: 1280x720 on a 1024x768 screen, its frame within it."""
    placed = framed_on(OLD_SCREEN, QRect(0, 0, 1280, 720))
    assert OLD_SCREEN.contains(placed.marginsAdded(FRAME_MARGINS))
    assert placed.size() == QSize(1024, 728) - FRAME
    assert framed_on(FULL_HD, QRect(100, 100, 1280, 720)) == QRect(100, 100, 1280, 720)
