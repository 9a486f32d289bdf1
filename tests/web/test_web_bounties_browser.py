"""Bounties and the guarantee on the phones and the TV, in Debian's Chromium: in a
progressive knockout a player's own page shows the bounty on their head and what
they won so far, the payouts page lists each head's bounty, and the room display's
payouts view gives the bounties a panel of their own; a pool the house makes up to
its guarantee says so on the payouts page and on both of the display's views.

The rule (Texas Card House, Las Colinas, "PKO Wednesdays"): "whenever a player
eliminates another player, 50% of the bounty is immediately cashed and the other
50% of the bounty will be added to the winning player's bounty stack." Ann busts
Ben: Ben's 20.00 gives Ann 10.00 in cash and 10.00 onto her head (30.00).
Six entries at 50.00 with 20.00 of each in the bounties leave 180.00 for the pool;
a 500.00 guarantee makes the house add 320.00.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import as_typed, entry_of
from tests.web.browser import PHONE, chromium, expect, outside_viewport
from tests.web.web_floor import key_of, served

from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.domain.tournament.event import settings_for

TV_SIZES = ({"width": 1920, "height": 1080}, {"width": 1024, "height": 768})
NAMES = ("Ann Archer", "Ben Brown", "Cat Clark", "Dan Dorsey", "Eve Evans", "Fay Fox")


@dataclass
class Room:
    """The PKO event, the address it is served at, and the floor as the desk has it."""

    event: int
    base: str
    desk: Floor


@pytest.fixture(scope="module")
def room(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Room]:
    db_url = f"sqlite:///{tmp_path_factory.mktemp('pko') / 'floor.db'}"
    desk = Floor.open(db_url, operator="desk", rng=random.Random(5))
    made = settings_for(
        name="PKO Wednesday", tables=1, seats=9, buy_in=5_000, bounty=2_000,
        bounty_format="progressive",
    )  # fmt: skip
    event = desk.execute(CreateEvent(made, structure=CLI_STRUCTURE, guarantee_cents=50_000)).group
    desk.execute(RegisterEntry(event, as_typed(desk, *NAMES)))
    desk.execute(StartClock(event))
    ann, ben = (entry_of(desk, event, name) for name in NAMES[:2])
    desk.execute(BustPlayers(event, (ben,), by=ann))
    server_floor = Floor.open(db_url, operator="web")
    try:
        with served(server_floor) as base:
            yield Room(event, base, desk)
    finally:
        server_floor.close()
        desk.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


def test_a_player_s_page_shows_their_bounty_and_what_they_won(browser: Any, room: Room) -> None:
    phone = browser.new_page(viewport=PHONE)
    try:
        ann = entry_of(room.desk, room.event, "Ann Archer")
        phone.goto(f"{room.base}/entry/{room.event}/{key_of(room.desk, room.event, ann)}")
        expect(phone.locator("#entry-bounty")).to_have_text("Bounty on your head 30Won so far 10")
        ben = entry_of(room.desk, room.event, "Ben Brown")
        phone.goto(f"{room.base}/entry/{room.event}/{key_of(room.desk, room.event, ben)}")
        expect(phone.locator("#entry-bounty")).to_have_text("Bounties won 0")
    finally:
        phone.close()


def test_the_payouts_page_lists_the_bounties_and_the_overlay(browser: Any, room: Room) -> None:
    phone = browser.new_page(viewport=PHONE)
    try:
        phone.goto(f"{room.base}/payouts?event={room.event}")
        expect(phone.locator("#overlay")).to_have_text("Guaranteed 500 · the house adds 320")
        rows = phone.locator("#bounties tbody tr")
        expect(rows).to_have_count(5)  # the five still in play
        expect(rows.first).to_have_text("Ann Archer3010")
        width = phone.evaluate("document.documentElement.scrollWidth")
        assert width <= PHONE["width"]
    finally:
        phone.close()


@pytest.mark.parametrize("size", TV_SIZES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_the_display_shows_the_bounties_and_the_guarantee(
    browser: Any, room: Room, size: dict[str, int]
) -> None:
    page = browser.new_page(viewport=size)
    try:
        page.goto(f"{room.base}/display?event={room.event}&views=payouts&seconds=600")
        expect(page.locator(".panel-title").nth(1)).to_have_text("BOUNTIES")
        expect(page.locator(".panel-title").first).to_have_text(
            "PAYOUTS · POOL 500 · GUARANTEED, 320 OVERLAY"
        )
        rows = page.eval_on_selector_all(
            ".panel:nth-child(2) .row", "rs => rs.map(r => [...r.children].map(c => c.textContent))"
        )
        assert rows[0] == ["Ann Archer", "30"]
        assert outside_viewport(page, "#screen .panel, #screen .row, #screen .panel-title") == []
        page.goto(f"{room.base}/display?event={room.event}&views=clock&seconds=600")
        expect(page.locator("[data-slot=prize_label]")).to_have_text("GUARANTEED POOL")
        expect(page.locator("[data-slot=prize_sub]")).to_have_text("2 places paid · 320 overlay")
        assert outside_viewport(page, "#screen [data-slot]") == []
    finally:
        page.close()
