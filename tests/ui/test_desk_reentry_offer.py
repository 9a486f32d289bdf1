"""The registration desk offers the re-entry it refuses (issue 23, item 12).

Typing a busted player's name at the desk is refused ("a new entry is a re-entry");
the refusal carries the re-entry as its remedy, and the desk shows it as a button that
names what it does (a new buy-in, a new random seat). Pressing it is the director's
confirmation: the same ``ReEnter`` as the Players page's Re-enter, one undoable action.
Where the event allows no re-entry, nothing is offered and the refusal says why.
"""

from __future__ import annotations

from tests.ui.desk import league_event, open_desk, send, type_name
from tests.ui.fakes import MakeWindow

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.domain.field.entries import ACTIVE, BUSTED, player_entries
from floortool.domain.players.records import Player
from floortool.ui.register_dialog import RegisterPlayerDialog


def _desk_on_busted_alice(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, max_reentries: int
) -> tuple[RegisterPlayerDialog, int, Player]:
    """Alice busted in a 50.00 + 5.00 event; the desk open with her name typed."""
    event_id = league_event(
        floor, tables=1, seats=9, buy_in=5_000, fee=500, max_reentries=max_reentries
    )
    window = make_window(event_id=event_id)
    send(window, RegisterEntry(event_id, newcomers(("Alice Moreau", "Bruno Keller", "Cleo Park"))))
    alice = next(p for p in floor.state.players.values() if p.name == "Alice Moreau")
    entry = player_entries(floor.state, event_id, alice.id)[0]
    send(window, BustPlayers(event_id, (entry.id,)))
    dialog = open_desk(qtbot, window)
    type_name(qtbot, dialog, "Alice Moreau")
    return dialog, event_id, alice


def test_the_refusal_offers_the_reentry_and_pressing_it_reenters(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    dialog, event_id, alice = _desk_on_busted_alice(qtbot, make_window, floor, 1)
    assert "a new entry is a re-entry" in dialog.notice_label.text()
    assert dialog.reenter_button.isVisibleTo(dialog)
    assert dialog.reenter_button.text() == ("Re-enter Alice Moreau: buy-in 55.00, new random seat")
    groups = {e.group for e in floor.journal()}

    qtbot.mouseClick(dialog.reenter_button, Qt.MouseButton.LeftButton)

    assert len({e.group for e in floor.journal()} - groups) == 1  # one action, one undo
    assert floor.journal()[-1].label.startswith("Re-enter Alice Moreau (entry 2, ")
    statuses = [e.status for e in player_entries(floor.state, event_id, alice.id)]
    assert statuses == [BUSTED, ACTIVE]
    assert dialog.registered[0].row.player == "Alice Moreau"
    assert dialog.reenter_button.isHidden() and dialog.name_edit.text() == ""


def test_no_offer_where_the_event_allows_no_reentry(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    dialog, _, _ = _desk_on_busted_alice(qtbot, make_window, floor, 0)
    assert "cannot re-enter: Friday League allows no re-entries." in dialog.notice_label.text()
    assert dialog.reenter_button.isHidden()
