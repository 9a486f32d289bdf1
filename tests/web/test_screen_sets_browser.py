"""Screens in rotation and a scrolling message on the web display (issue 29 item 4), in
Debian's Chromium: "a screen set (views and seconds each)": ``/display?set=NAME`` shows
each layout of the set for its seconds, then the next, by the server's clock (so the
view on show is the one ``ScreenSet.view_at`` names); "a scrolling message": a
``ticker`` region's line moves across its box, is set as text (markup shows as
markup, never becomes an element), follows the director's line live, and stands
still for a browser that prefers reduced motion; and the address ``?layout=`` wins
over ``?set=``."""

from __future__ import annotations

import itertools
import json
import os
import time
from collections.abc import Iterator
from typing import Any

import pytest
from tests.web.browser import chromium, expect
from tests.web.web_floor import running_room

from floortool.app.devices import Devices, Role
from floortool.app.floor import Floor
from floortool.app.layouts import user_layouts_dir
from floortool.app.room_ticker import clear_ticker, set_ticker
from floortool.app.screen_devices import ScreenChoice, choose_view
from floortool.app.screen_sets import load_screen_set, save_screen_set
from floortool.domain.display.screen_sets import SHORTEST_VIEW, View

HOSTILE = "<script>document.title='run'</script><img src=x onerror=alert(1)> Cash games"
OWN_TEXT = "Tonight: ask the desk for the cash games"
SHOTS = os.environ.get("FLOORTOOL_SHOTS")
#: How late a page may turn to the next view on a loaded machine (seconds).
LATE = 2.0
SPONSOR = {
    "version": 1,
    "name": "Sponsor ACME",
    "background": "#101826",
    "regions": [
        {"id": "thanks", "show": "message", "box": [0.05, 0.2, 0.9, 0.4], "text": "ACME"},
        {"id": "clock", "show": "clock", "box": [0.3, 0.65, 0.4, 0.2]},
        {"id": "line", "show": "ticker", "box": [0, 0.9, 1, 0.1], "text": OWN_TEXT},
    ],
}


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


@pytest.fixture
def room(db_url: str) -> Iterator[tuple[str, int]]:
    user_layouts_dir().mkdir(parents=True, exist_ok=True)
    (user_layouts_dir() / "sponsor-acme.json").write_text(json.dumps(SPONSOR), "utf-8")
    save_screen_set("night", [View("big-clock", SHORTEST_VIEW), View("sponsor-acme", 5)])
    try:
        with running_room(db_url) as served_room:
            yield served_room
    finally:
        clear_ticker()


def _layout_on_show(page: Any) -> str:
    return str(page.evaluate("() => document.getElementById('screen').dataset.layout || ''"))


def test_the_display_turns_through_the_set(browser: Any, room: tuple[str, int]) -> None:
    base, event_id = room
    night = load_screen_set("night")
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    try:
        page.goto(f"{base}/display?set=night&event={event_id}")
        expect(page.locator("#live")).to_have_text("Live")
        seen = []
        deadline = time.time() + 2 * night.cycle + 2
        while time.time() < deadline and len(set(seen)) < 2:
            shown = _layout_on_show(page)
            if shown:
                now = time.time()
                index, left = night.view_at(now)
                # Not near a turn: a loaded machine may draw the next view late.
                if left > 0.5 and night.view_at(now - LATE)[0] == index:
                    assert shown == night.views[index].layout
                seen.append(shown)
            page.wait_for_timeout(250)
        assert set(seen) == {"big-clock", "sponsor-acme"}
        if _layout_on_show(page) == "sponsor-acme":
            expect(page.locator("[data-region=thanks] .text")).to_have_text("ACME")
    finally:
        page.close()


def test_the_address_layout_wins_over_the_set(browser: Any, room: tuple[str, int]) -> None:
    base, event_id = room
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    try:
        page.goto(f"{base}/display?layout=sponsor-acme&set=night&event={event_id}")
        expect(page.locator("[data-region=thanks] .text")).to_have_text("ACME")
        page.wait_for_timeout(SHORTEST_VIEW * 1000 + 500)
        expect(page.locator("[data-region=thanks] .text")).to_have_text("ACME")
    finally:
        page.close()


def test_an_unknown_set_says_so(browser: Any, room: tuple[str, int]) -> None:
    base, _ = room
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    try:
        page.goto(f"{base}/display?set=nothing")
        expect(page.locator(".refusal")).to_contain_text("There is no screen set 'nothing'")
    finally:
        page.close()


@pytest.mark.parametrize(("width", "height"), [(1920, 1080), (1024, 768), (1080, 1920)])
def test_the_ticker_scrolls_its_line_as_text(
    browser: Any, room: tuple[str, int], width: int, height: int
) -> None:
    base, event_id = room
    page = browser.new_page(viewport={"width": width, "height": height})
    try:
        page.goto(f"{base}/display?layout=sponsor-acme&event={event_id}")
        line = page.locator("[data-ticker]")
        expect(line).to_have_text(OWN_TEXT)  # the region's own text until the director's
        set_ticker(HOSTILE)
        expect(line).to_have_text(HOSTILE)
        assert (
            page.evaluate("() => document.querySelectorAll('script:not([src]), img').length") == 0
        )
        assert page.title() != "run"
        style = "(n) => getComputedStyle(n).animationName"
        assert line.evaluate(style) == "ticker-scroll"
        lefts = []
        for _ in range(3):  # the line may come round once between two looks, never twice
            box = line.bounding_box()
            assert box is not None
            lefts.append(box["x"])
            page.wait_for_timeout(250)
        assert any(later < earlier for earlier, later in itertools.pairwise(lefts)), lefts
        box = page.locator("[data-region=line] .ticker").bounding_box()
        assert box is not None and box["y"] + box["height"] <= height + 0.5
        if SHOTS:
            page.screenshot(path=f"{SHOTS}/web-ticker-{width}x{height}.png")
        clear_ticker()
        expect(line).to_have_text(OWN_TEXT)
    finally:
        page.close()


def test_the_ticker_stands_still_for_reduced_motion(browser: Any, room: tuple[str, int]) -> None:
    base, event_id = room
    page = browser.new_page(viewport={"width": 1024, "height": 768}, reduced_motion="reduce")
    try:
        page.goto(f"{base}/display?layout=sponsor-acme&event={event_id}")
        line = page.locator("[data-ticker]")
        expect(line).to_have_text(OWN_TEXT)
        assert line.evaluate("(n) => getComputedStyle(n).animationName") == "none"
        first = line.bounding_box()
        page.wait_for_timeout(400)
        assert line.bounding_box() == first
    finally:
        page.close()


def test_a_paired_tv_follows_the_directors_choice(
    browser: Any, room: tuple[str, int], db_url: str
) -> None:
    """ "A TV choosing its layout ... by pairing": the pairing QR's address pairs it as a
    room screen and lands on ``/display``, which shows what the director chose for it
    and follows a new choice; an address naming a layout wins over the choice."""
    base, _event_id = room
    window = Floor.open(db_url, operator="window")
    devices = Devices(window.engine, clock=window.clock)
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    try:
        page.goto(f"{base}/pair?code={devices.new_code(Role.DISPLAY).code}")
        page.fill("#name", "Bar TV")
        page.click("button[type=submit]")
        page.wait_for_url(f"{base}/display")
        expect(page.locator("#live")).to_have_text("Live")
        assert page.locator("[data-region]").count() == 0  # the built-in display
        tv = next(d for d in devices.listed() if d.name == "Bar TV")
        choose_view(devices, tv.id, ScreenChoice("layout", "sponsor-acme"))
        expect(page.locator("[data-region=thanks] .text")).to_have_text("ACME", timeout=15_000)
        page.goto(f"{base}/display?layout=big-clock")
        expect(page.locator("[data-region]").first).to_be_visible()
        assert page.locator("[data-region=thanks]").count() == 0  # the address wins
    finally:
        page.close()
        window.close()
