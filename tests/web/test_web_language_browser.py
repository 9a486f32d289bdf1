"""Web pages in German in a real browser (Debian's Chromium, driven by Playwright).

Issue 30: "Ship German, French and Spanish beside English [...] numbers and money
per locale." A phone opened at ``/?lang=de`` and the room display at
``/display?lang=de`` show German words (from the shared catalogues, through
``/api/words``) and German numbers (``20.000``, money ``1.252,50``), with
``<html lang="de">`` and nothing English of their own left; the phone's links
keep ``?lang=de`` and its language switch offers the others; a server whose
language is German (``serve --lang de``) serves that without ``?lang=``; an
unknown ``?lang=xx`` is refused (400) and not drawn. With
``FLOORTOOL_SCREENSHOTS=DIR`` the pages are saved there to be looked at.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from tests.support import as_typed
from tests.web.browser import PHONE, chromium, expect, outside_viewport
from tests.web.web_floor import make_event, running_room, served

from floortool.app.automation import Cue
from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry
from floortool.app.floor import Floor
from floortool.app.room_cue import publish_cue
from floortool.domain.tournament.event import settings_for

SHOTS = os.environ.get("FLOORTOOL_SCREENSHOTS")
TV_SIZES = ({"width": 1920, "height": 1080}, {"width": 1024, "height": 768})
NAMES = tuple(f"Spieler {n:02d}" for n in range(1, 11))
#: The English words of the pages that a German page must not show ("Entries" it keeps:
#: German floors say it, as the window does).
ENGLISH = ("Players left", "Average stack", "Find my seat", "Not live", "PLAYERS", "Next")


@dataclass
class Room:
    base: str
    event: int


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


@pytest.fixture(scope="module")
def room(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Room]:
    """Ten players in at 125.25 each (a pool of 1,252.50), 20,000 chips each, the clock
    running; a server on its own floor over the same database."""
    db_url = f"sqlite:///{tmp_path_factory.mktemp('german') / 'floor.db'}"
    desk = Floor.open(db_url, operator="desk", rng=random.Random(3))
    made = settings_for(
        name="Freitagsturnier", tables=2, seats=9, buy_in=12_525, starting_stack=20_000
    )
    event = desk.execute(CreateEvent(made)).group
    desk.execute(RegisterEntry(event, as_typed(desk, *NAMES)))
    desk.execute(StartClock(event))
    server = Floor.open(db_url, operator="web", rng=random.Random(4))
    try:
        with served(server) as base:
            yield Room(base, event)
    finally:
        server.close()
        desk.close()


def _shot(page: Any, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"german-{name}.png"))


def test_the_phone_s_clock_page_in_german(browser: Any, room: Room) -> None:
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{room.base}/?lang=de")
    expect(page.locator("#players-left")).to_have_text("10")
    expect(page.locator("#average-stack")).to_have_text("20.000")
    expect(page.locator("#live")).to_have_text("Live")
    assert page.get_attribute("html", "lang") == "de"
    body = page.text_content("body") or ""
    assert "Spieler übrig" in body and "Mittlerer Stack" in body
    assert "Meinen Platz finden" in body and "Pause in" in body
    assert [word for word in ENGLISH if word in body] == []
    assert page.title() == "Uhr — floortool"
    assert page.get_attribute("nav[aria-label=Seiten] a[href^='/find']", "href") == "/find?lang=de"
    switch = page.locator("nav.languages a")
    expect(switch).to_have_count(4)
    expect(page.locator("nav.languages a[aria-current]")).to_have_text("Deutsch")
    _shot(page, "phone-clock")
    page.close()


def test_the_payouts_say_german_money(browser: Any, room: Room) -> None:
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{room.base}/payouts?lang=de")
    expect(page.locator("#prize-pool")).to_have_text("Preisgeld 1.252,50")
    expect(page.locator("thead th").first).to_have_text("Platz")
    _shot(page, "phone-payouts")
    page.close()


@pytest.mark.parametrize("size", TV_SIZES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_the_room_display_in_german_fits(browser: Any, room: Room, size: dict[str, int]) -> None:
    """The TV's slots in German (longer words: the display fits them, none cut)."""
    page = browser.new_page(viewport=size)
    page.goto(f"{room.base}/display?views=clock&lang=de")
    expect(page.locator("[data-slot=players_label]")).to_have_text("SPIELER")
    expect(page.locator("[data-slot=average_value]")).to_have_text("20.000")
    expect(page.locator("[data-slot=prize_value]")).to_have_text("1.252,50")
    expect(page.locator("[data-slot=average_label]")).to_have_text("DURCHSCHNITTSSTACK")
    expect(page.locator("[data-slot=title]")).to_have_text("LEVEL 1")
    texts = page.text_content("body") or ""
    assert [word for word in ENGLISH if word in texts] == []
    assert outside_viewport(page, "#screen .text") == []
    _shot(page, f"display-{size['width']}")
    page.close()


def test_the_display_s_lines_are_spoken_in_the_page_s_language(browser: Any, db_url: str) -> None:
    """A cue's line goes to the browser's voice with the page's language (French here),
    after a tap on the button that says so in French."""
    page = browser.new_page(viewport=TV_SIZES[1])
    page.add_init_script(
        "window.said = []; window.speechSynthesis.speak = (u) => window.said.push(u.lang);"
    )
    try:
        with running_room(db_url) as (base, event_id):
            with page.expect_response(lambda response: "/api/cues" in response.url):
                page.goto(f"{base}/display?views=clock&lang=fr&speak=1")
            button = page.locator("#cue-speak")
            expect(button).to_have_text("Laisser parler cet écran")
            button.click()
            publish_cue(Cue(event_id, "level", "level", "Niveau 2", 0, True))
            page.wait_for_function("() => window.said.length === 1")
            assert page.evaluate("() => window.said") == ["fr"]
    finally:
        page.close()


def test_a_german_server_speaks_german_without_lang(browser: Any, tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path / 'floor.db'}"
    floor = Floor.open(db_url, operator="desk", rng=random.Random(5))
    make_event(floor)
    try:
        with served(floor, language="de") as base:
            page = browser.new_page(viewport=PHONE)
            page.goto(f"{base}/find")
            expect(page.locator("h1")).to_have_text("Meinen Platz finden")
            assert page.get_attribute("#finder-name", "placeholder") == "Ihren Namen eingeben"
            page.close()
    finally:
        floor.close()


def test_an_unknown_lang_is_refused_not_drawn(browser: Any, room: Room) -> None:
    page = browser.new_page(viewport=PHONE)
    answer = page.goto(f"{room.base}/?lang=xx")
    assert answer is not None and answer.status == 400
    assert "de" in answer.json()["error"]["message"]
    page.close()
