"""Tests of the seat changes on the room display: listed after a move, gone
``SEAT_CHANGE_MINUTES`` later by the floor's clock, turning to the next few when
there are more than fit, and every text still inside its slot at each screen size.

Time is the floor's ``FakeClock``: the tests move it and ask the feed to look
again (what its timer does), so nothing waits.
"""

from __future__ import annotations

import itertools

import pytest
from tests.support import FakeClock, entries_of, entry_of, player_of
from tests.ui.desk import send
from tests.ui.fakes import MakeWindow
from tests.ui.tables_floor import bust, filled_event, name_at
from tests.ui.test_room_display import RUNNING, SIZES, STATES, check_fits

from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from floortool.app.commands.players import UpdatePlayer
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seating import MoveEntry
from floortool.app.floor import Floor
from floortool.app.views.floor_map import SEAT_CHANGE_MINUTES
from floortool.ui.room_display import RoomDisplay, change_texts
from floortool.ui.room_layout import NARROW_CHANGES, WIDE_CHANGES, room_slots
from floortool.ui.seat_changes import TURN_SECONDS, SeatChangeFeed

LONG_CHANGES = tuple(
    f"{name} → Table {table} · Seat {seat}"
    for name, table, seat in (
        ("Alexandra Konstantinop…", 128, 10),
        ("Bo Li", 3, 7),
        ("María José García-Fern…", 64, 2),
        ("Jean-Baptiste Okonkwo", 12, 4),
    )
)


@pytest.fixture
def display(qtbot: QtBot) -> RoomDisplay:
    shown = RoomDisplay()
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("state", ["running", "long", "payouts"])
def test_the_strip_fits_at_every_size(
    qtbot: QtBot, display: RoomDisplay, width: int, height: int, state: str
) -> None:
    display.resize(width, height)
    qtbot.waitUntil(lambda: display.size().width() == width)
    display.show_texts(STATES[state])
    display.show_seat_changes(LONG_CHANGES)

    drawn = display.drawn()
    by_name = {item.name: item for item in drawn}
    cells = WIDE_CHANGES if width / height >= 1.45 else NARROW_CHANGES
    assert [by_name[f"change_{i}"].text for i in range(1, cells + 1)] == list(LONG_CHANGES[:cells])
    pages = -(-len(LONG_CHANGES) // cells)
    assert by_name["changes_label"].text == f"SEAT CHANGES 1/{pages}"
    area = QRectF(display.rect())
    for item in drawn:
        check_fits(item, area)
    for first, second in itertools.combinations(drawn, 2):
        overlap = first.rect.intersected(second.rect)
        assert overlap.width() * overlap.height() < 1, (first.name, second.name)
    assert by_name["change_1"].font.pixelSize() >= 0.014 * height  # readable from the room
    assert by_name["payout_1"].font.pixelSize() >= 0.012 * height


def test_the_strip_comes_and_goes_with_the_changes(qtbot: QtBot, display: RoomDisplay) -> None:
    display.resize(1920, 1080)
    qtbot.waitUntil(lambda: display.size().width() == 1920)
    display.show_texts(RUNNING)
    before = display.slot("payouts_box").rect

    display.show_seat_changes(LONG_CHANGES[:1])
    assert display.slot("payouts_box").rect.height() < before.height()
    assert {i.name: i.text for i in display.drawn()}["change_1"] == LONG_CHANGES[0]
    assert "change_2" not in {i.name for i in display.drawn()}

    display.show_seat_changes(())
    assert display.slot("payouts_box").rect == before
    assert not any(i.name.startswith("change") for i in display.drawn())


def test_change_texts_turn_a_page_at_a_time() -> None:
    assert change_texts((), 3) == {}
    five = tuple(f"P{n} → Table 1 · Seat {n}" for n in range(1, 6))
    assert change_texts(five, 2, turn=0) == {
        "changes_label": "SEAT CHANGES 1/3",
        "change_1": five[0],
        "change_2": five[1],
    }
    assert change_texts(five, 2, turn=2) == {
        "changes_label": "SEAT CHANGES 3/3",
        "change_1": five[4],
    }
    assert change_texts(five, 2, turn=3)["change_1"] == five[0]
    assert change_texts(five[:3], 3)["changes_label"] == "SEAT CHANGES"
    assert "changes_box" in room_slots(1920, 1080, changes=True)
    assert "changes_box" not in room_slots(1920, 1080)


def test_a_move_is_shown_to_the_room_for_a_few_minutes(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock
) -> None:
    event_id = filled_event(floor)
    bust(floor, event_id, 2, 3)
    window = make_window(event_id=event_id)
    display = window.open_room_display()
    mover = name_at(floor, event_id, 1, 1)
    feed = window.seat_changes

    send(window, MoveEntry(event_id, entry_of(floor, event_id, mover), 2, 3))

    assert feed.texts == (f"{mover} → Table 2 · Seat 3",)
    assert display.seat_changes == feed.texts
    assert {i.name: i.text for i in display.drawn()}["change_1"] == feed.texts[0]
    assert feed.timer.isActive()
    assert feed.timer.interval() >= SEAT_CHANGE_MINUTES * 60_000

    clock.advance(SEAT_CHANGE_MINUTES * 60 - 1)
    feed.refresh()
    assert display.seat_changes == feed.texts != ()
    clock.advance(2)
    feed.refresh()  # what its timer does when the change is due to go
    assert feed.texts == () and display.seat_changes == ()
    assert not any(i.name.startswith("change") for i in display.drawn())
    assert not feed.timer.isActive()

    window.undo_action.trigger()  # the move is undone: nothing to list even if recent
    assert feed.texts == ()


def test_the_window_reads_the_seat_changes_only_once_the_room_display_opens(
    qtbot: QtBot,
    make_window: MakeWindow,
    floor: Floor,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    event_id = filled_event(floor)
    bust(floor, event_id, 2, 3)
    mover = name_at(floor, event_id, 1, 1)
    floor.execute(MoveEntry(event_id, entry_of(floor, event_id, mover), 2, 3))
    reads: list[int] = []
    journal = floor.journal
    monkeypatch.setattr(floor, "journal", lambda: reads.append(1) or journal())

    window = make_window(event_id=event_id)
    assert reads == []  # the window's start reads no journal for the room

    display = window.open_room_display()
    assert display.seat_changes == (f"{mover} → Table 2 · Seat 3",)
    assert window.seat_changes.timer.isActive()  # kept current from now on


def test_many_changes_turn_every_few_seconds_and_undo_takes_one_back(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock
) -> None:
    event_id = filled_event(floor)
    bust(floor, event_id, 3, 1, 2, 3, 4, 5)
    window = make_window(event_id=event_id)
    display = window.open_room_display()
    display.resize(1024, 768)  # a square screen: one change at a time
    qtbot.waitUntil(lambda: display.size().width() == 1024)
    movers = [name_at(floor, event_id, 1, seat) for seat in (1, 2, 3, 4, 5)]
    for seat, mover in enumerate(movers, start=1):
        send(window, MoveEntry(event_id, entry_of(floor, event_id, mover), 3, seat))
        clock.advance(1)
    feed = window.seat_changes

    assert [t.split(" → ")[0] for t in feed.texts] == movers[::-1]
    assert feed.turn == 0
    drawn = {i.name: i.text for i in display.drawn()}
    assert drawn["changes_label"] == "SEAT CHANGES 1/5"
    assert feed.timer.interval() <= TURN_SECONDS * 1000 + 100

    clock.advance(TURN_SECONDS)
    feed.refresh()
    drawn = {i.name: i.text for i in display.drawn()}
    assert drawn["changes_label"] == "SEAT CHANGES 2/5"
    assert drawn["change_1"] == feed.texts[1]

    window.undo_action.trigger()
    assert [t.split(" → ")[0] for t in feed.texts] == movers[:4][::-1]


def test_the_changes_read_from_the_journals_new_entries_are_those_read_afresh(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock
) -> None:
    """After each move the feed reads only the journal's new entries (the changes read
    before kept); through moves, a bust, a renamed player, an undo and a redo, and a
    change growing too old, it lists what a feed reading the whole journal lists."""
    event_id = filled_event(floor)
    bust(floor, event_id, 3, 1, 2, 3, 4, 5)
    window = make_window(event_id=event_id)
    window.open_room_display()
    feed = window.seat_changes

    def check() -> None:
        fresh = SeatChangeFeed(floor)
        fresh.set_event(event_id)
        assert feed.texts == fresh.texts

    movers = [name_at(floor, event_id, 1, seat) for seat in (1, 2, 3, 4)]
    for seat, mover in enumerate(movers[:2], start=1):
        send(window, MoveEntry(event_id, entry_of(floor, event_id, mover), 3, seat))
        clock.advance(60)
        check()
    send(window, BustPlayers(event_id, entries_of(floor, event_id, name_at(floor, event_id, 2, 1))))
    check()
    send(window, UpdatePlayer(player_of(floor, movers[0]), {"name": "Renamed Rita"}))
    send(window, MoveEntry(event_id, entry_of(floor, event_id, movers[2]), 3, 3))
    check()
    assert "Renamed Rita → Table 3 · Seat 1" in feed.texts
    window.undo_action.trigger()
    check()
    window.redo_action.trigger()
    check()
    clock.advance(SEAT_CHANGE_MINUTES * 60 - 90)  # the first move is too old now
    send(window, MoveEntry(event_id, entry_of(floor, event_id, movers[3]), 3, 4))
    check()
    assert len(feed.texts) == 3
