"""UI: the window and the web companion on one database (issue 16): a bust made on a
paired floor phone shows in the window within a second, named by the phone and
undoable there; a bust made in the window reaches the phones' read API."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime

from tests.ui.fakes import MakeWindow
from tests.web.web_floor import client_of, make_event

from pytestqt.qtbot import QtBot

from floortool.app.commands.results import BustPlayers
from floortool.app.devices import Devices, Role
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary


def _entry(floor: Floor, event_id: int, name: str) -> tuple[int, str]:
    row = next(r for r in field_summary(floor.state, event_id).entries if r.player == name)
    return row.id, f"{row.table}-{row.seat}"


def test_a_bust_on_a_phone_shows_in_the_window_and_is_undone_there(
    qtbot: QtBot,
    make_window: MakeWindow,
    floor: Floor,
    sqlite_url: str,
    clock: Callable[[], datetime],
) -> None:
    event_id = make_event(floor)
    window = make_window(event_id=event_id)
    server = Floor.open(sqlite_url, operator="web", clock=clock)
    code = Devices(floor.engine, clock=clock).new_code(Role.FLOOR).code
    _, seat = _entry(floor, event_id, "Cleo Clark")
    try:
        with client_of(server) as phone:
            token = phone.post("/api/pair", json={"code": code, "name": "Floor Ann"}).json()
            headers = {"Authorization": f"Bearer {token['token']}"}
            body = {"players": [{"find": seat}]}
            preview = phone.post("/api/staff/bust/preview", json=body, headers=headers).json()
            done = phone.post(
                "/api/staff/bust", json={**body, "revision": preview["revision"]}, headers=headers
            )
            assert done.status_code == 200, done.text
        started = time.monotonic()
        qtbot.waitUntil(lambda: "(by Floor Ann)" in window.undo_latest_action.text(), timeout=3000)
        assert time.monotonic() - started < 1.5  # the window's poll runs every second
        assert window.undo_latest_action.text().startswith("Undo the Event's Latest: Bust Cleo")
        assert window.floor.state.results[event_id].eliminations
        window.undo_latest_action.trigger()
        after = window.floor.state.results.get(event_id)
        assert after is None or not after.eliminations
        assert not window.floor.is_live(done.json()["group"])
    finally:
        server.close()


def test_a_bust_in_the_window_reaches_the_phones(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, sqlite_url: str
) -> None:
    event_id = make_event(floor)
    window = make_window(event_id=event_id)
    server = Floor.open(sqlite_url, operator="web")
    entry, _ = _entry(floor, event_id, "Dan Dorsey")
    try:
        with client_of(server) as phone:
            assert phone.get("/api/field").json()["field"]["players_left"] == 4
            window.commands.execute(BustPlayers(event_id, (entry,)))
            deadline = time.monotonic() + 1.0
            while phone.get("/api/field").json()["field"]["players_left"] != 3:
                assert time.monotonic() < deadline, "the phones did not hear of the bust"
                time.sleep(0.05)
            results = phone.get("/api/results").json()
            assert "Dan Dorsey" in str(results)
    finally:
        server.close()
