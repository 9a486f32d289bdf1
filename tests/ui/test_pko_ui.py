"""A progressive knockout (PKO) in the window: the Players page shows the bounty on
each head (hidden without bounties) and the bust desk's preview says what the
eliminator wins and what their bounty becomes.

The rule shown (Texas Card House, Las Colinas, "PKO Wednesdays"): "whenever a
player eliminates another player, 50% of the bounty is immediately cashed and the
other 50% of the bounty will be added to the winning player's bounty stack."
"""

from __future__ import annotations

from tests.support import entries_of, entry_of
from tests.ui.desk import league_event, players_page, send
from tests.ui.fakes import MakeWindow

from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.ui.bust_dialog import BustDialog
from floortool.ui.main_window import MainWindow
from floortool.ui.models.entries import EntryTableModel
from floortool.ui.pages import Page

NAMES = ("Ann", "Ben", "Cat", "Dan")


def pko_window(make_window: MakeWindow, floor: Floor, **settings: object) -> MainWindow:
    """20.00 starting bounties; Ann has busted Ben (10.00 cashed, 30.00 on her head)."""
    event_id = league_event(floor, buy_in=5_000, tables=1, seats=6, **settings)
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    window = make_window(event_id=event_id)
    send(
        window,
        BustPlayers(
            event_id, entries_of(floor, event_id, "Ben"), by=entry_of(floor, event_id, "Ann")
        ),
    )
    return window


def bounty_cell(window: MainWindow, player: str) -> str:
    model = players_page(window).model
    row = next(n for n, r in enumerate(model.rows) if r.player == player)
    text: str = model.index(row, EntryTableModel.COL_BOUNTY).data()
    return text


def test_the_players_page_shows_each_head_s_bounty(make_window: MakeWindow, floor: Floor) -> None:
    window = pko_window(make_window, floor, bounty=2_000, bounty_format="progressive")
    window.event_view.show_page(Page.PLAYERS)
    assert not players_page(window).table.isColumnHidden(EntryTableModel.COL_BOUNTY)
    assert bounty_cell(window, "Ann") == "30.00"
    assert bounty_cell(window, "Cat") == "20.00"
    assert bounty_cell(window, "Ben") == ""  # busted: his bounty went to Ann


def test_without_bounties_the_players_page_hides_the_column(
    make_window: MakeWindow, floor: Floor
) -> None:
    window = pko_window(make_window, floor)
    window.event_view.show_page(Page.PLAYERS)
    assert players_page(window).table.isColumnHidden(EntryTableModel.COL_BOUNTY)


def cat_busted_by_ann(window: MainWindow) -> BustDialog:
    """The bust desk with Cat on the list and Ann typed as her eliminator."""
    window.event_view.show_page(Page.RESULTS)
    dialog = window.event_view.results_page.open_bust_dialog()
    assert dialog is not None
    assert dialog.add("Cat")
    dialog.by_edit.setText("Ann")
    dialog.by_edit.textEdited.emit("Ann")
    return dialog


def test_the_bust_desk_says_what_the_eliminator_wins(make_window: MakeWindow, floor: Floor) -> None:
    window = pko_window(make_window, floor, bounty=2_000, bounty_format="progressive")
    dialog = cat_busted_by_ann(window)
    assert "Ann wins 10.00 in bounties; their bounty becomes 40.00" in (dialog.preview_label.text())
    assert len(next(iter(floor.state.results.values())).eliminations) == 1  # nothing recorded


def test_the_bust_desk_splits_the_hit_and_says_what_each_eliminator_wins(
    make_window: MakeWindow, floor: Floor
) -> None:
    """GGPoker, "Bounty Hunters": "If two players show identical winning hands and split
    the pot, the bounty of the eliminated player will be equally divided between the
    winners." Cat's 20.00: 10.00 in cash and 10.00 onto the heads, split between Ann
    and Dan: each wins 5.00 and 5.00 goes onto each head (Ann 30.00 + 5.00, Dan
    20.00 + 5.00)."""
    window = pko_window(make_window, floor, bounty=2_000, bounty_format="progressive")
    event_id = next(iter(floor.state.results))
    dialog = cat_busted_by_ann(window)
    dialog.split_edit.setText("Dan")
    dialog.split_edit.textEdited.emit("Dan")
    preview = dialog.preview_label.text()
    assert "Ann wins 5.00 in bounties; their bounty becomes 35.00" in preview
    assert "Dan wins 5.00 in bounties; their bounty becomes 25.00" in preview
    assert dialog.bust()
    record = next(iter(floor.state.results.values())).eliminations[-1]
    assert set(record.by) == {entry_of(floor, event_id, "Ann"), entry_of(floor, event_id, "Dan")}


def test_the_bust_desk_refuses_a_split_it_cannot_name(
    make_window: MakeWindow, floor: Floor
) -> None:
    window = pko_window(make_window, floor, bounty=2_000, bounty_format="progressive")
    dialog = cat_busted_by_ann(window)
    dialog.split_edit.setText("Nobody")
    assert not dialog.bust()
    assert "Split the pot with" in dialog.notice_label.text()
    assert len(next(iter(floor.state.results.values())).eliminations) == 1  # nothing recorded
