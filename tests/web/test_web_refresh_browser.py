"""Web pages in a real browser (Debian's Chromium, driven by Playwright) following a
corrected player name: the floor changes a name in the player database (a notice of
the ``players`` subject only, of no event), and the phone's entry and seat-finder
pages and the room display's seating show the new spelling without a reload, each
page reading again only the documents it shows (issue 24, item 1)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from tests.support import entry_of, player_of
from tests.web.browser import PHONE, chromium, expect
from tests.web.web_floor import key_of, make_event, served

from floortool.app.commands.clock import StartClock
from floortool.app.commands.players import UpdatePlayer
from floortool.app.floor import Floor

TV = {"width": 1920, "height": 1080}


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


def test_a_corrected_name_reaches_the_phones_and_the_tv(
    browser: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    db_url = f"sqlite:///{tmp_path_factory.mktemp('refresh') / 'floor.db'}"
    desk = Floor.open(db_url, operator="desk", rng=random.Random(7))
    event = make_event(desk, "Friday Deepstack")
    desk.execute(StartClock(event))
    cleo = entry_of(desk, event, "Cleo Clark")
    server_floor = Floor.open(db_url, operator="web", rng=random.Random(8))
    try:
        with served(server_floor) as base:
            entry = browser.new_page(viewport=PHONE)
            finder = browser.new_page(viewport=PHONE)
            tv = browser.new_page(viewport=TV)
            entry.goto(f"{base}/entry/{event}/{key_of(desk, event, cleo)}")
            finder.goto(f"{base}/find")
            tv.goto(f"{base}/display?views=seating")
            for page in (entry, finder, tv):
                page.wait_for_selector("#live.on", state="attached", timeout=5000)
            expect(entry.locator("#entry-player")).to_have_text("Cleo Clark")
            finder.fill("#finder-name", "clark")
            expect(finder.locator("#matches")).to_contain_text("Cleo Clark")
            expect(tv.locator("#screen")).to_contain_text("Cleo Clark")

            desk.execute(UpdatePlayer(player_of(desk, "Cleo Clark"), {"name": "Clio Clark"}))

            expect(entry.locator("#entry-player")).to_have_text("Clio Clark", timeout=3000)
            expect(finder.locator("#matches")).to_contain_text("Clio Clark", timeout=3000)
            expect(tv.locator("#screen")).to_contain_text("Clio Clark", timeout=3000)
            expect(tv.locator("#screen")).not_to_contain_text("Cleo")
            for page in (entry, finder, tv):
                page.close()
    finally:
        server_floor.close()
        desk.close()
