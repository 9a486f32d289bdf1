"""Clock > Room Screen Sets… (issue 29 item 4): "a small dialog (list of layouts and
seconds, add/remove/up/down, save)": the director starts from a set or an empty one,
adds views (a layout and its seconds), moves and removes them, and saves the set under
a name; what a set file may not hold (no name, no view) is refused with the reason
and nothing is written."""

from __future__ import annotations

from tests.ui.fakes import MakeWindow

from pytestqt.qtbot import QtBot

from floortool.app.screen_sets import SCREEN_SETS, load_screen_set
from floortool.domain.display.screen_sets import View
from floortool.ui.screen_set_dialog import ScreenSetDialog


def _pick(dialog: ScreenSetDialog, layout: str, seconds: int) -> None:
    """Choose the picked view's layout and seconds, as the director does."""
    index = dialog.layout_combo.findData(layout)
    dialog.layout_combo.setCurrentIndex(index)
    dialog.layout_combo.activated.emit(index)
    dialog.seconds_spin.setValue(seconds)


def test_views_are_added_moved_removed_and_saved(qtbot: QtBot) -> None:
    dialog = ScreenSetDialog()
    qtbot.addWidget(dialog)
    assert dialog.views == []
    for layout, seconds in (("classic", 60), ("big-clock", 10), ("break", 20)):
        dialog.add_button.click()
        _pick(dialog, layout, seconds)
    assert dialog.views == [View("classic", 60), View("big-clock", 10), View("break", 20)]
    assert dialog.view_list.currentRow() == 2

    dialog.up_button.click()  # break before big-clock
    assert [v.layout for v in dialog.views] == ["classic", "break", "big-clock"]
    dialog.seconds_spin.setValue(25)  # changes the view picked
    assert dialog.views[1] == View("break", 25)
    dialog.view_list.setCurrentRow(0)
    dialog.down_button.click()
    assert [v.layout for v in dialog.views] == ["break", "classic", "big-clock"]
    dialog.view_list.setCurrentRow(2)
    dialog.remove_button.click()
    assert dialog.views == [View("break", 25), View("classic", 60)]
    assert dialog.view_list.item(0).text() == "1. Break (break): 25 seconds"

    saved: list[str] = []
    dialog.saved.connect(saved.append)
    dialog.name_edit.setText("Friday night")
    dialog.save_button.click()
    assert saved == ["friday-night"]
    assert load_screen_set("friday-night").views == (View("break", 25), View("classic", 60))


def test_a_set_that_would_not_read_is_refused_and_not_written(qtbot: QtBot) -> None:
    dialog = ScreenSetDialog(start="clock-and-payouts")
    qtbot.addWidget(dialog)
    assert [v.layout for v in dialog.views] == ["classic", "clock-payouts", "clock-seating"]
    dialog.name_edit.setText("")
    assert dialog.save() is None
    assert not dialog.error_label.isHidden()
    for _ in range(3):
        dialog.remove_button.click()
    dialog.name_edit.setText("Empty")
    assert dialog.save() is None
    assert "no views" in dialog.error_label.text()
    assert not SCREEN_SETS.user_dir.is_dir() or not list(SCREEN_SETS.user_dir.iterdir())


def test_the_clock_menu_opens_it_on_the_set_the_display_plays(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()
    clock_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Clock")
    assert window.screen_sets_action in clock_menu.actions()
    dialog = window.open_screen_sets()
    assert dialog.parent() is window
    assert dialog.views == []
    dialog.close()
