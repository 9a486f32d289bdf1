"""The published results page (``results.html``) in Chromium: a player named
``<script>`` or ``<img onerror>`` shows as typed and runs nothing, the page asks for
nothing but itself (self-contained), and it fits a phone's width."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import FakeClock, entry_of
from tests.web.browser import PHONE, chromium, expect

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.publishing import publish_results
from floortool.domain.tournament.event import settings_for

SCRIPT = "<script>document.title='pwned'</script>"
IMAGE = "<img src=x onerror=\"document.title='pwned'\">"
NAMES = ("Ann", SCRIPT, IMAGE, "Zoë O'Brien")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


@pytest.fixture
def page_file(sqlite_url: str, clock: FakeClock, tmp_path: Path) -> Path:
    floor = Floor.open(sqlite_url, operator="td", clock=clock, rng=random.Random(2))
    made = settings_for(name=f"Night {IMAGE}", tables=1, seats=9, buy_in=5000)
    event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    for name in ("Zoë O'Brien", IMAGE, SCRIPT):
        floor.execute(BustPlayers(event_id, (entry_of(floor, event_id, name),)))
    publish_results(floor.state, event_id, tmp_path, clock())
    floor.close()
    return tmp_path / "results.html"


def test_typed_text_shows_literally_and_nothing_runs_or_loads(
    browser: Any, page_file: Path
) -> None:
    page = browser.new_page(viewport=PHONE)
    requests: list[str] = []
    dialogs: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(page_file.as_uri())
    rows = page.locator("tbody tr")
    expect(rows.first).to_contain_text("Ann")
    body = page.locator("main").inner_text()
    assert SCRIPT in body and IMAGE in body
    assert page.locator("h1").inner_text() == f"Night {IMAGE}"
    assert page.title() != "pwned" and not dialogs
    assert page.locator("main script, main img").count() == 0
    assert requests == [page_file.as_uri()]  # nothing fetched but the page itself
    overflow = page.evaluate("document.documentElement.scrollWidth > window.innerWidth")
    assert not overflow
    page.close()
