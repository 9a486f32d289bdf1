"""Web: the public pages' addresses, what their scripts may not do, and the two reads
the pages need besides the read API (``/api/time``, ``/api/display``)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import timedelta

import pytest
from tests.support import FakeClock
from tests.web.web_floor import client_of, key_of, make_event, open_floor

from floortool.app.commands.events import UpdateEvent
from floortool.app.commands.seating import BreakTable
from floortool.app.floor import Floor
from floortool.app.views.floor_map import SEAT_CHANGE_TIME
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.tournament.settings import display_views
from floortool.web.pages import PAGES, STATIC

#: What builds a page from text as HTML, or runs text as code.
UNSAFE = re.compile(
    r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\s*\(|new Function"
)


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Iterator[Floor]:
    floor = open_floor(db_url, clock)
    yield floor
    floor.close()


def test_no_shipped_script_builds_html_from_text_or_runs_text() -> None:
    """User text is always text: the pages build the DOM with ``textContent`` and
    ``createElement`` only."""
    scripts = sorted(STATIC.glob("*.js"))
    assert len(scripts) >= 9
    for script in scripts:
        found = UNSAFE.findall(script.read_text(encoding="utf-8"))
        assert found == [], f"{script.name} uses {found}"
    assert UNSAFE.search("node.innerHTML = name") and UNSAFE.search("eval (text)")


def test_every_page_is_plain_html_loading_its_script_and_style_from_static(
    floor: Floor,
) -> None:
    """The Content-Security-Policy allows no inline script or style: each page has
    none and names only files of ``/static/`` that exist; each page's script, with the
    modules it imports, under 64 kB uncompressed (the display is the most: its room
    layout, its seating list fitted to the screen, the bounty and mystery columns, the
    chip leaders, and the watch on a silent stream every page has; a room layout's
    drawing and the sign-up strip are fetched only when shown)."""
    event_id = make_event(floor)
    with client_of(floor) as client:
        for path in PAGES:
            key = key_of(floor, event_id, 1)
            address = path.replace("{event_id:int}", str(event_id)).replace("{key}", key)
            answer = client.get(address)
            assert answer.status_code == 200, address
            assert answer.headers["content-type"].startswith("text/html")
            assert "script-src 'self'" in answer.headers["content-security-policy"]
            html = answer.text
            assert "<style" not in html and " style=" not in html
            assert not re.search(r"\son[a-z]+\s*=", html), address  # no inline handler
            scripts = re.findall(r"<script[^>]*>", html)
            assert scripts and all('src="/static/' in s for s in scripts), address
            for asset in re.findall(r'(?:src|href)="(/static/[^"]+)"', html):
                assert client.get(asset).status_code == 200, asset
        assert client.get("/entry/1/x").status_code == 404
        assert client.get(f"/entry/{event_id}/1").status_code == 404  # no sequential ids
    for file in set(PAGES.values()):
        assert _script_bytes(file) < 64 * 1024, file


def _script_bytes(page: str) -> int:
    """What a browser fetches of script to show ``page``: its module and every module
    that imports, followed."""
    pending = re.findall(r'src="/static/([^"]+\.js)"', (STATIC / page).read_text(encoding="utf-8"))
    seen: set[str] = set()
    while pending:
        name = pending.pop()
        if name not in seen:
            seen.add(name)
            text = (STATIC / name).read_text(encoding="utf-8")
            pending += re.findall(r'from "\./([^"]+\.js)"', text)
    return sum((STATIC / name).stat().st_size for name in seen)


def test_the_server_time_is_fresh_for_a_page_to_measure_its_clock_by(
    floor: Floor, clock: FakeClock
) -> None:
    make_event(floor)
    with client_of(floor) as client:
        first = client.get("/api/time")
        clock.now += timedelta(seconds=3)
        second = client.get("/api/time").json()
    assert first.headers["cache-control"] == "no-store"
    assert second["server_time_ms"] - first.json()["server_time_ms"] == 3000
    assert second["server_time_ms"] == round(clock.now.timestamp() * 1000)


def test_the_room_screens_rotate_through_the_events_display_settings(floor: Floor) -> None:
    event_id = make_event(floor)
    with client_of(floor) as client:
        default = client.get("/api/display").json()
        floor.execute(
            UpdateEvent(event_id, {"display_views": "Seating, clock", "display_seconds": 45})
        )
        changed = client.get(f"/api/display?event={event_id}").json()
        unknown = client.get("/api/display?event=9")
    note = "New blinds apply from the next hand (TDA 2024 Rule 23)."
    assert default == {
        "event": event_id,
        "views": ["clock", "seating", "payouts", "chips"],
        "seconds": 20,
        "new_level_note": note,
    }
    assert changed == {
        "event": event_id,
        "views": ["seating", "clock"],
        "seconds": 45,
        "new_level_note": note,
    }
    assert unknown.status_code == 404


@pytest.mark.parametrize(
    ("text", "refusal"),
    [
        (
            "clock,tv",
            "'tv' is not a room-screen view; name some of: clock, seating, payouts, chips.",
        ),
        ("clock,,seating", "An empty name is not a room-screen view"),
        ("clock, Clock", "Name each room-screen view once."),
    ],
)
def test_a_rotation_naming_an_unknown_or_repeated_view_is_refused(
    floor: Floor, text: str, refusal: str
) -> None:
    event_id = make_event(floor)
    with pytest.raises(InvalidInput, match=re.escape(refusal)):
        display_views(text)
    with pytest.raises(InvalidInput, match=re.escape(refusal)):
        floor.execute(UpdateEvent(event_id, {"display_views": text}))
    assert floor.state.events[event_id].settings.display_views == "clock,seating,payouts,chips"


def test_the_seat_changes_are_the_recent_moves_with_served_names_until_they_are_old(
    floor: Floor, clock: FakeClock
) -> None:
    """The room display's strip lists the moves of the last ``SEAT_CHANGE_TIME``, newest
    first, each name as the event serves it (``public_names``)."""
    event_id = make_event(floor)
    seating = floor.state.seating[event_id]
    moved = {e for e in seating.where if seating.where[e][0] == 2}
    floor.execute(BreakTable(event_id, 2))
    floor.execute(UpdateEvent(event_id, {"public_names": "initials"}))
    with client_of(floor) as client:
        fresh = client.get("/api/changes").json()
        clock.now += SEAT_CHANGE_TIME
        stale = client.get("/api/changes").json()
    assert fresh["seconds"] == SEAT_CHANGE_TIME.total_seconds()
    seats = floor.state.seating[event_id]
    assert {(c["table"], c["seat"]) for c in fresh["changes"]} == {seats.seat_of(e) for e in moved}
    assert all(re.fullmatch(r"([A-Z]\. ?)+", c["player"]) for c in fresh["changes"])
    assert [c["at_ms"] for c in fresh["changes"]] == sorted(
        (c["at_ms"] for c in fresh["changes"]), reverse=True
    )
    assert stale["changes"] == []
