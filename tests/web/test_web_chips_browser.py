"""The chip leaders in a real browser (Debian's Chromium, Playwright) against the real
server: the room screens' chips view at 16:9 and 4:3 (every text inside the screen, a
hostile name as text), skipped until a stack is counted; the clock page's leaders on a
phone; a player's own page with their last count."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.support import entry_of
from tests.web.browser import PHONE, chromium, expect, outside_viewport
from tests.web.web_floor import key_of, make_event, served

from floortool.app.commands.chip_counts import CountChips
from floortool.app.commands.clock import StartClock
from floortool.app.floor import Floor

HOSTILE = "<img src=x onerror=alert(1)>"
NAMES = ("Alice Archer", "Bob Brown", HOSTILE, "Dan Dorsey")
TV_SIZES = ({"width": 1920, "height": 1080}, {"width": 1024, "height": 768})
#: Set to a folder to keep the screens' pictures (to look at them).
SHOTS = os.environ.get("FLOORTOOL_SHOTS")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


@pytest.fixture(scope="module")
def served_floor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Floor, int, str]]:
    db_url = f"sqlite:///{tmp_path_factory.mktemp('chips') / 'floor.db'}"
    desk = Floor.open(db_url, operator="desk", rng=random.Random(7))
    event = make_event(desk, "Friday Deepstack", NAMES)
    desk.execute(StartClock(event))
    server_floor = Floor.open(db_url, operator="web", rng=random.Random(8))
    try:
        with served(server_floor) as base:
            yield desk, event, base
    finally:
        server_floor.close()
        desk.close()


def test_the_chips_view_waits_for_a_count_then_lists_the_leaders(
    browser: Any, served_floor: tuple[Floor, int, str]
) -> None:
    desk, event, base = served_floor
    page = browser.new_page(viewport=TV_SIZES[0])
    page.goto(f"{base}/display?views=chips")
    page.wait_for_selector("[data-slot=time]")  # nothing counted: the clock instead
    page.close()
    counts = [
        (entry_of(desk, event, HOSTILE), 15_000),
        (entry_of(desk, event, "Bob Brown"), 8_500),
    ]
    desk.execute(CountChips(event, counts, by="desk"))
    for size in TV_SIZES:
        page = browser.new_page(viewport=size)
        page.goto(f"{base}/display?views=chips")
        page.wait_for_selector(".row .left")
        expect(page.locator(".panel-title")).to_contain_text("CHIP LEADERS")
        lefts = page.eval_on_selector_all(".row .left", "ns => ns.map(n => n.textContent)")
        assert lefts[:2] == [f"1. {HOSTILE}", "2. Bob Brown"]
        assert "chips uncounted among" in lefts[2]
        assert outside_viewport(page, "#screen .panel, #screen .row") == []
        assert page.locator("img").count() == 0
        if SHOTS:
            page.screenshot(path=str(Path(SHOTS) / f"web-chips-{size['width']}.png"))
        page.close()


def test_the_phone_pages_show_the_leaders_and_a_players_own_count(
    browser: Any, served_floor: tuple[Floor, int, str]
) -> None:
    desk, event, base = served_floor
    alice = entry_of(desk, event, "Alice Archer")
    desk.execute(CountChips(event, [(alice, 12_000)], by="desk"))
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{base}/")
    alice_line = page.locator("#chip-leaders li", has_text="Alice Archer")
    expect(alice_line).to_contain_text("12,000")
    expect(page.locator("#chip-leaders li").first).to_contain_text(HOSTILE)  # as text
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / "web-phone-leaders.png"), full_page=True)
    page.goto(f"{base}/entry/{event}/{key_of(desk, event, alice)}")
    expect(page.locator("#entry-count")).to_contain_text("12,000")
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / "web-phone-entry-count.png"))
    page.close()
