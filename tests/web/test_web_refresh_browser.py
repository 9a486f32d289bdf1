"""Web pages in a real browser (Debian's Chromium, driven by Playwright) following the
floor's changes, each page reading again only the documents it shows (issue 24,
item 1): a corrected player name (a notice of the ``players`` subject only, of no
event) reaches the phone's entry and seat-finder pages and the room display's
seating without a reload; a phone's entry page and seat finder read again only
when a notice lists their own entries (another player's bust makes neither read;
the entry's own move and bust are shown)."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator
from typing import Any

import pytest
from tests.support import entry_of, player_of
from tests.web.browser import PHONE, chromium, expect
from tests.web.web_floor import key_of, make_event, served

from floortool.app.commands.clock import StartClock
from floortool.app.commands.players import UpdatePlayer
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seating import MoveEntry
from floortool.app.floor import Floor

TV = {"width": 1920, "height": 1080}


@contextlib.contextmanager
def _floor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Floor, int, str]]:
    """A desk's floor with an event under way, and the base URL of a server over the
    same database."""
    db_url = f"sqlite:///{tmp_path_factory.mktemp('refresh') / 'floor.db'}"
    desk = Floor.open(db_url, operator="desk", rng=random.Random(7))
    event = make_event(desk, "Friday Deepstack")
    desk.execute(StartClock(event))
    server_floor = Floor.open(db_url, operator="web", rng=random.Random(8))
    try:
        with served(server_floor) as base:
            yield desk, event, base
    finally:
        server_floor.close()
        desk.close()


def _asked(page: Any, path: str) -> list[str]:
    """The addresses under ``path`` the page asks for from now on (a growing list)."""
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url) if path in request.url else None)
    return asked


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


def test_a_corrected_name_reaches_the_phones_and_the_tv(
    browser: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    with _floor(tmp_path_factory) as (desk, event, base):
        cleo = entry_of(desk, event, "Cleo Clark")
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


def test_an_entry_page_reads_again_after_its_own_move_and_bust_only(
    browser: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    with _floor(tmp_path_factory) as (desk, event, base):
        cleo, dan = entry_of(desk, event, "Cleo Clark"), entry_of(desk, event, "Dan Dorsey")
        entry = browser.new_page(viewport=PHONE)
        finder = browser.new_page(viewport=PHONE)
        entry_reads = _asked(entry, "/api/entry/")
        finds = _asked(finder, "/api/find")
        entry.goto(f"{base}/entry/{event}/{key_of(desk, event, cleo)}")
        finder.goto(f"{base}/find")
        for page in (entry, finder):
            page.wait_for_selector("#live.on", state="attached", timeout=5000)
        expect(entry.locator("#entry-player")).to_have_text("Cleo Clark")
        finder.fill("#finder-name", "clark")
        expect(finder.locator("#matches")).to_contain_text("Cleo Clark")
        assert (len(entry_reads), len(finds)) == (1, 1)

        desk.execute(BustPlayers(event, (dan,)))  # not Cleo: neither page reads
        seating = desk.state.seating[event]
        table = 2 if seating.where[cleo][0] == 1 else 1
        seat = next(s for s in range(1, 10) if s not in seating.tables[table].occupied)
        desk.execute(MoveEntry(event, cleo, table, seat))

        expect(entry.locator("#entry-seat")).to_have_text(f"Table {table}Seat {seat}", timeout=3000)
        expect(entry.locator("#moves")).to_contain_text(f"Table {table} · Seat {seat}")
        expect(finder.locator("#matches")).to_contain_text(
            f"Table {table} · Seat {seat}", timeout=3000
        )
        assert (len(entry_reads), len(finds)) == (2, 2)  # the move's, not Dan's bust's

        desk.execute(BustPlayers(event, (cleo,)))
        expect(entry.locator("#entry-seat")).to_have_text("Out in 3rd", timeout=3000)
        expect(finder.locator("#matches")).to_contain_text("Out", timeout=3000)
        assert (len(entry_reads), len(finds)) == (3, 3)
        for page in (entry, finder):
            page.close()
