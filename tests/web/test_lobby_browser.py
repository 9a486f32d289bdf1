"""The lobby on both front ends (issue 29 item 5): "a lobby layout for a night with a
main event, a satellite and a side event (each event's clock, players left,
late-registration status), and any layout bound to one event or another".

A night of three events (the main event running, the satellite paused, the side
event counting down to its start): the Qt display with the ``lobby`` preset and the
web display at ``/display?layout=lobby`` place the regions alike (within a pixel or
two, as ``test_room_layouts_browser`` compares them) and list the same three rows;
``?event=N`` still binds another layout to one event.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from tests.web.browser import chromium, outside_viewport
from tests.web.test_room_layouts_browser import TOLERANCE, page_boxes
from tests.web.web_floor import make_event, served

from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import PauseClock, ScheduleStart, StartClock
from floortool.app.floor import Floor
from floortool.app.layouts import load_layout
from floortool.app.views.display_lists import DisplayLists
from floortool.ui.layout_slots import lobby_of, region_rect
from floortool.ui.room_display import RoomDisplay

SIZES = ((1920, 1080), (1024, 768))
EVENTS = {
    "Friday Main": tuple(f"Main Player {n}" for n in range(1, 13)),
    "Satellite": tuple(f"Satellite Player {n}" for n in range(1, 6)),
    "Side Event": ("Side Player 1", "Side Player 2"),
}


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Floor, list[int]]]:
    db_url = f"sqlite:///{tmp_path_factory.mktemp('lobby') / 'floor.db'}"
    desk = Floor.open(db_url, operator="desk", rng=random.Random(5))
    main, satellite, side = (make_event(desk, name, names) for name, names in EVENTS.items())
    desk.execute(StartClock(main))
    desk.execute(StartClock(satellite))
    desk.execute(PauseClock(satellite))
    desk.execute(ScheduleStart(side, desk.clock() + timedelta(hours=1)))
    server_floor = Floor.open(db_url, operator="web")
    try:
        with served(server_floor) as base:
            yield base, desk, [main, satellite, side]
    finally:
        server_floor.close()
        desk.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lobby_lists_the_three_events_alike_on_both(
    qtbot: QtBot, browser: Any, night: tuple[str, Floor, list[int]], size: tuple[int, int]
) -> None:
    base, desk, events = night
    width, height = size
    display = RoomDisplay()
    qtbot.addWidget(display)
    display.resize(*size)
    layout = load_layout("lobby")
    display.show_layout(layout)
    rows = lobby_of(desk)
    assert [name for name, _ in rows] == list(EVENTS)
    assert "paused" in rows[1][1] and "starts in" in rows[2][1]
    display.show_lists(DisplayLists(events=rows))
    page = browser.new_page(viewport={"width": width, "height": height})
    try:
        page.goto(f"{base}/display?layout=lobby&event={events[0]}")
        page.wait_for_function(
            "(n) => [...document.querySelectorAll('[data-slot]')]"
            ".filter((s) => s.textContent.includes(' · ')).length === n",
            arg=len(rows),
        )
        regions, slots, _pictures = page_boxes(page)
        for region in layout.regions:
            qt = region_rect(region, width, height)
            web = regions[region.id]
            where = f"{size} region {region.id}: Qt {qt}, web {web}"
            for a, b in zip((qt.x(), qt.y(), qt.width(), qt.height()), web, strict=True):
                assert abs(a - b) <= TOLERANCE, where
        texts = page.evaluate(
            "() => Object.fromEntries([...document.querySelectorAll('[data-slot]')]"
            ".map((n) => [n.dataset.slot, n.textContent]))"
        )
        compared = 0
        for item in display.drawn():
            if not item.name.startswith("events."):
                continue
            r, web = item.rect, slots[item.name]
            where = f"{size} slot {item.name}: Qt {r}, web {web}"
            for a, b in zip((r.x(), r.y(), r.width(), r.height()), web, strict=True):
                assert abs(a - b) <= TOLERANCE, where
            # the times move on between the two readings: compare what does not
            assert texts[item.name].split(" · ")[0] == item.text.split(" · ")[0], item.name
            compared += 1
        assert compared >= 2 * len(rows)
        assert outside_viewport(page, "[data-slot]") == []
    finally:
        page.close()


def test_a_layout_bound_to_one_event_shows_that_event(
    browser: Any, night: tuple[str, Floor, list[int]]
) -> None:
    """ "any layout bound to one event or another": ``?event=N`` draws event N."""
    base, _desk, events = night
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    try:
        for event_id, name in zip(events, EVENTS, strict=True):
            page.goto(f"{base}/display?layout=classic&event={event_id}")
            page.wait_for_function(
                "(name) => [...document.querySelectorAll('[data-slot]')]"
                ".some((s) => s.textContent === name)",
                arg=name,
            )
    finally:
        page.close()
