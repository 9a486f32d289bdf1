"""The announcement on every web screen at once (issue 29, item 4), in Debian's
Chromium: a line posted while ``/display`` (the built-in views, and a layout) and the
phones' clock page are open shows on each of them live, without a reload, in a band
that fits the screen at 1920x1080 and 1024x768; markup in it is shown as text, never
made into an element; cleared, it goes from every page."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from tests.web.browser import PHONE, chromium, expect, outside_viewport
from tests.web.web_floor import running_room

from floortool.app.room_announcement import clear_announcement, post_announcement
from floortool.domain.display.announcement import MAX_ANNOUNCEMENT

HOSTILE = "<script>document.title='run'</script><img src=x onerror=alert(1)> Hand for hand"
LONGEST = ("Seat open at table 12, seat 7: Maximilian Oyelaran-Fitzgerald to the desk " * 2)[
    :MAX_ANNOUNCEMENT
]
SHOTS = os.environ.get("FLOORTOOL_SHOTS")  # a folder to keep the pictures in, to look at


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


@pytest.fixture
def room(db_url: str) -> Iterator[tuple[str, int]]:
    with running_room(db_url) as served_room:
        yield served_room


def test_a_line_reaches_every_open_page_live(browser: Any, room: tuple[str, int]) -> None:
    base, event_id = room
    pages = {
        "display": browser.new_page(viewport={"width": 1920, "height": 1080}),
        "layout": browser.new_page(viewport={"width": 1024, "height": 768}),
        "phone": browser.new_page(viewport=PHONE),
    }
    try:
        pages["display"].goto(f"{base}/display?event={event_id}")
        pages["layout"].goto(f"{base}/display?layout=big-clock&event={event_id}")
        pages["phone"].goto(f"{base}/?event={event_id}")
        for page in pages.values():
            expect(page.locator("#live")).to_have_text("Live")
            expect(page.locator("#announcement")).to_be_hidden()

        post_announcement(HOSTILE)
        for page in pages.values():
            expect(page.locator("#announcement")).to_have_text(HOSTILE)
            assert (
                page.evaluate("() => document.querySelectorAll('script:not([src]), img').length")
                == 0
            )
            assert page.title() != "run"

        post_announcement(LONGEST)
        for name, page in pages.items():
            expect(page.locator("#announcement")).to_have_text(LONGEST)
            assert outside_viewport(page, "#announcement") == []
            if SHOTS:
                page.screenshot(path=f"{SHOTS}/web-announcement-{name}.png")

        clear_announcement()
        for page in pages.values():
            expect(page.locator("#announcement")).to_be_hidden()
    finally:
        for page in pages.values():
            page.close()


def test_a_timed_line_goes_by_itself(browser: Any, room: tuple[str, int]) -> None:
    base, event_id = room
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    try:
        page.goto(f"{base}/display?event={event_id}")
        expect(page.locator("#live")).to_have_text("Live")
        post_announcement("Hand for hand", 5)
        expect(page.locator("#announcement")).to_have_text("Hand for hand")
        expect(page.locator("#announcement")).to_be_hidden(timeout=9000)
    finally:
        page.close()
