"""The event's automation on a web room screen (``static/room_cues.js``), in Debian's
Chromium: "each cue of the event on show, once (by its serial), flashes the screen
when it asks to, and on a screen opted in with ?speak=1 speaks its line with the
browser's voice ... once someone tapped "Let this screen speak" ... Cues made before
the page opened, or over a minute ago, are not replayed." The browser's voice is
replaced by a recorder (``speechSynthesis.speak``), so the test hears what was asked."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from tests.web.browser import chromium, expect
from tests.web.web_floor import running_room

from floortool.app.automation import Cue
from floortool.app.room_cue import publish_cue

RECORDER = """
window.__spoken = [];
window.speechSynthesis.speak = (utterance) => window.__spoken.push(utterance.text);
"""
HOSTILE = "<img src=x onerror=alert(1)> Level 2"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


@pytest.fixture
def room(db_url: str) -> Iterator[tuple[str, int]]:
    with running_room(db_url) as served_room:
        yield served_room


def flashes(page: Any) -> int:
    return int(page.evaluate("() => document.getElementById('cue-flash').dataset.flashes || 0"))


def test_a_cue_flashes_and_speaks_once_on_a_screen_that_opted_in(
    browser: Any, room: tuple[str, int]
) -> None:
    base, event_id = room
    publish_cue(Cue(event_id, "level", "level", "Before the page", 0, True))  # not replayed
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    try:
        page.add_init_script(RECORDER)
        with page.expect_response(lambda response: "/api/cues" in response.url):
            page.goto(f"{base}/display?event={event_id}&speak=1")  # the cues looked at once
        expect(page.locator("#live")).to_have_text("Live")
        button = page.locator("#cue-speak")
        expect(button).to_have_text("Let this screen speak")
        button.click()
        expect(button).to_be_hidden()

        publish_cue(Cue(event_id, "level", "level", HOSTILE, 0, True))
        page.wait_for_function("() => window.__spoken.length === 1")
        assert page.evaluate("() => window.__spoken") == [HOSTILE]
        expect(page.locator("#cue-line")).to_have_text(HOSTILE)  # heard and seen
        assert flashes(page) == 1
        assert page.evaluate("() => document.querySelectorAll('img').length") == 0

        publish_cue(Cue(event_id + 1, "bubble", None, "Another event", 0, True))
        publish_cue(Cue(event_id, "bubble", None, "Long ago", 0, True), now=time.time() - 120)
        publish_cue(Cue(event_id, "final_table", None, "", 0, True))
        page.wait_for_function("() => document.getElementById('cue-flash').dataset.flashes === '2'")
        page.wait_for_timeout(500)
        assert page.evaluate("() => window.__spoken") == [HOSTILE]
        assert flashes(page) == 2
    finally:
        page.close()


def test_a_screen_not_asked_to_speak_only_flashes(browser: Any, room: tuple[str, int]) -> None:
    base, event_id = room
    page = browser.new_page(viewport={"width": 1920, "height": 1080})
    try:
        page.add_init_script(RECORDER)
        with page.expect_response(lambda response: "/api/cues" in response.url):
            page.goto(f"{base}/display?event={event_id}")
        expect(page.locator("#live")).to_have_text("Live")
        assert page.locator("#cue-speak").count() == 0
        publish_cue(Cue(event_id, "bubble", None, "On the bubble", 0, True))
        page.wait_for_function("() => document.getElementById('cue-flash').dataset.flashes")
        assert page.evaluate("() => window.__spoken") == []
        expect(page.locator("#cue-line")).to_be_hidden()
    finally:
        page.close()
