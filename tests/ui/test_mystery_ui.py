"""A mystery bounty in the window: the bust desk's preview says what happens — who
draws, or that a bust before the moment pays nothing — the Players page shows no
bounty on heads, and the prize settings dialog edits the mystery prizes (hidden in
other events).

The rules shown (GGPoker, "Mystery Bounty"): "You will be able to win mystery
bounties by knocking out players during the 'Final phase'"; "you will be able to
receive a mystery bounty from each player that you knock out"; PokerStars: "If a
hand is chopped, the mystery bounty is split equally between the winning players."
"""

from __future__ import annotations

from tests.ui.desk import players_page
from tests.ui.fakes import MakeWindow

from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.domain.tournament.event import settings_for
from floortool.ui.bust_dialog import BustDialog
from floortool.ui.main_window import MainWindow
from floortool.ui.models.entries import EntryTableModel
from floortool.ui.pages import Page

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")


def mystery_window(make_window: MakeWindow, floor: Floor, **settings: object) -> MainWindow:
    """A 100.00 event with 50.00 mystery bounties, six players in, the clock started."""
    made = settings_for(
        name="Mystery Friday", buy_in=10_000, bounty=5_000, bounty_format="mystery",
        tables=1, seats=9, **settings,
    )  # fmt: skip
    event_id = floor.execute(CreateEvent(made)).group
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    floor.execute(StartClock(event_id))
    return make_window(event_id=event_id)


def preview(window: MainWindow, out: str, by: str) -> str:
    window.event_view.show_page(Page.RESULTS)
    dialog: BustDialog | None = window.event_view.results_page.open_bust_dialog()
    assert dialog is not None
    assert dialog.add(out)
    dialog.by_edit.setText(by)
    dialog.by_edit.textEdited.emit(by)
    text: str = dialog.preview_label.text()
    return text


def test_the_bust_desk_says_who_draws(make_window: MakeWindow, floor: Floor) -> None:
    window = mystery_window(make_window, floor, mystery_from_level=1)
    assert "Ann draws a mystery bounty" in preview(window, "Cat", "Ann")
    assert "wins" not in preview(window, "Cat", "Ann")  # no amount before the draw
    assert not next(iter(floor.state.results.values()), None)  # nothing recorded


def test_a_split_pot_at_the_desk_names_both_and_the_prizes_left(
    make_window: MakeWindow, floor: Floor
) -> None:
    """A chopped pot: "the mystery bounty is split equally between the winning
    players". Six players' 50.00 make 300.00, "rest equal" over six: six of 50.00
    left to draw, none drawn yet."""
    window = mystery_window(make_window, floor, mystery_from_level=1)
    window.event_view.show_page(Page.RESULTS)
    dialog: BustDialog | None = window.event_view.results_page.open_bust_dialog()
    assert dialog is not None and dialog.add("Cat")
    dialog.by_edit.setText("Ann")
    dialog.split_edit.setText("Ben")
    dialog.split_edit.textEdited.emit("Ben")
    text = dialog.preview_label.text()
    assert "Ann and Ben draw a mystery bounty, split between them" in text
    assert "Left to draw: 6 x 50.00" in text
    assert "on their head" not in text and "bounty becomes" not in text


def test_before_the_moment_the_desk_says_the_bust_pays_nothing(
    make_window: MakeWindow, floor: Floor
) -> None:
    window = mystery_window(make_window, floor, mystery_from_level=2)
    assert "No bounty before level 2 (the bounty stays in the draws)" in preview(
        window, "Cat", "Ann"
    )
    window.event_view.show_page(Page.PLAYERS)
    assert players_page(window).table.isColumnHidden(EntryTableModel.COL_BOUNTY)


def test_the_prize_settings_dialog_edits_the_mystery_prizes(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window = mystery_window(make_window, floor)
    window.event_view.show_page(Page.PAYOUTS)
    page = window.event_view.payouts_page
    dialog = page.open_settings_dialog()
    assert dialog is not None
    assert dialog.mystery_combo.isVisibleTo(dialog)
    assert dialog.mystery_combo.currentText() == "rest equal"
    dialog.mystery_combo.setCurrentText("1x100, twenty")
    dialog.apply_button.click()
    assert "is not COUNTxAMOUNT" in dialog.error_label.text()
    dialog.mystery_combo.setCurrentText("1x100, rest equal")
    dialog.apply_button.click()
    event_id = next(iter(floor.state.events))
    assert floor.state.prize_settings[event_id].mystery_prizes == "1x100.00, rest equal"
    assert window.undo_action.text().startswith("Undo Mystery prizes of Mystery Friday")


def test_the_mystery_row_is_hidden_in_other_events(make_window: MakeWindow, floor: Floor) -> None:
    made = settings_for(name="Freezeout", buy_in=10_000, tables=1)
    window = make_window(event_id=floor.execute(CreateEvent(made)).group)
    window.event_view.show_page(Page.PAYOUTS)
    dialog = window.event_view.payouts_page.open_settings_dialog()
    assert dialog is not None and not dialog.mystery_combo.isVisibleTo(dialog)
