"""Check-in at the speed of a scan: a USB scanner at the registration desk types a
membership card's code like a keyboard, then Enter (issue 27, item 2).

The rule tested: "a USB scanner types it into the desk like a keyboard with
Enter: the member is registered, seated and their seat card printed with no
other key" — so after each scan (the code typed key by key into the focused
desk, then Enter) the member has one entry, at a table and seat, the desk's
folder holds a seat card for that entry, and the name field is empty and
focused for the next card. "barred (refused at the desk with the reason, never
silently)": a barred member's scan changes nothing and the desk says why.
"an expired member is named at the desk": the scan registers them and the seat
shown says their dues ran out. The time per entrant is printed (the figure is in
``benchmarks/README.md``); the test asserts the behaviour, not the time. With
``FLOORTOOL_SHOTS`` naming a folder, the desk after an expired member's scan is
saved there.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from tests.ui.desk import league_event, open_desk
from tests.ui.fakes import MakeWindow

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from floortool.app.commands.players import AddPlayer
from floortool.app.documents.desk_card import desk_card_path
from floortool.app.floor import Floor
from floortool.domain.field.entries import ACTIVE
from floortool.ui.register_dialog import RegisterPlayerDialog

MEMBERS = 12


def scan(qtbot: QtBot, code: str) -> None:
    """The scanner: the code's characters, then Enter, into whatever has the focus."""
    target = QApplication.focusWidget()
    assert target is not None
    qtbot.keyClicks(target, code)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)


def seated(floor: Floor, event_id: int, player_id: int) -> list[tuple[int | None, str]]:
    """The player's entries in the event: (entry id, status) of those with a seat."""
    entries = floor.state.entries.get(event_id, {})
    return [(e.id, e.status) for e in entries.values() if e.player_id == player_id]


def test_each_scan_registers_seats_and_prints_the_member_with_no_other_key(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path
) -> None:
    event_id = league_event(floor, tables=2, seats=9)
    for n in range(MEMBERS):
        floor.execute(AddPlayer(f"Member {n:02d}", membership=f"M-{100 + n}"))
    # "M-1000" starts like "M-100": the card's whole number still picks one member.
    floor.execute(AddPlayer("Zed Long", membership="M-1000", dues_until="2027-12-31"))
    folder = tmp_path / "cards"
    folder.mkdir()
    window = make_window(event_id=event_id)
    dialog = open_desk(qtbot, window)
    dialog.printing.set_folder(folder)

    started = time.process_time()
    wall = time.perf_counter()
    for n in range(MEMBERS):
        scan(qtbot, f"M-{100 + n}")
    per_entrant = (time.process_time() - started) / MEMBERS
    per_entrant_wall = (time.perf_counter() - wall) / MEMBERS
    print(f"\nscan to seat card: {per_entrant:.3f} s CPU, {per_entrant_wall:.3f} s per entrant")

    players = {p.membership: p.id for p in floor.state.players.values()}
    for n in range(MEMBERS):
        [(entry_id, status)] = seated(floor, event_id, players[f"M-{100 + n}"])
        assert status == ACTIVE
        assert desk_card_path(folder, event_id, entry_id).stat().st_size > 0
    assert seated(floor, event_id, players["M-1000"]) == []
    assert len(list(folder.iterdir())) == MEMBERS
    assert dialog.name_edit.text() == "" and dialog.name_edit.hasFocus()
    assert dialog.result_card_label.text().startswith("Seat card printed: seat-card-E")


def desk(qtbot: QtBot, make_window: MakeWindow, floor: Floor) -> tuple[int, RegisterPlayerDialog]:
    event_id = league_event(floor, tables=2, seats=9)
    return event_id, open_desk(qtbot, make_window(event_id=event_id))


def test_a_barred_member_is_refused_with_the_reason_and_nothing_changes(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    floor.execute(AddPlayer("Bo Chan", membership="M-105", barred="cheating, committee 2 Nov"))
    event_id, dialog = desk(qtbot, make_window, floor)
    groups = len(floor.journal())

    scan(qtbot, "M-105")

    assert len(floor.journal()) == groups
    assert seated(floor, event_id, 1) == []
    text = dialog.notice_label.text()
    assert dialog.notice_label.isVisible()
    assert "Not registered" in text and "barred: cheating, committee 2 Nov" in text


def test_an_expired_member_is_registered_and_named(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """The desk's day is the fake clock's, 29 November 2026: dues paid until
    31 October 2026 ran out before it."""
    floor.execute(AddPlayer("Ann Lee", membership="M-104", dues_until="2026-10-31"))
    event_id, dialog = desk(qtbot, make_window, floor)

    qtbot.keyClicks(dialog.name_edit, "M-104")
    assert dialog.dues_label.isVisible()
    assert dialog.dues_label.text().startswith("Dues expired on 2026-10-31")
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)

    [(_, status)] = seated(floor, event_id, 1)
    assert status == ACTIVE
    assert dialog.result_note_label.isVisible()
    assert dialog.result_note_label.text().startswith("Dues expired on 2026-10-31")
    shots = os.environ.get("FLOORTOOL_SHOTS")
    if shots:  # the desk as the director sees it after the scan
        dialog.grab().save(str(Path(shots) / "desk-expired.png"))
