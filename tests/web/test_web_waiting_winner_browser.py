"""What players and TVs missed (issue 24, item 7), in Debian's Chromium: the room
display's seating view keeps long names whole on a 16:9, a 4:3 and a portrait TV
(10-seat tables, several of them) and lists who waits for a seat; a waiting player's
phone says so, with their alternate number; once the night is over, every phone page
names the winner."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from tests.support import entry_of
from tests.web.browser import PHONE, chromium, expect, outside_viewport
from tests.web.web_floor import key_of, make_event, served

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary
from floortool.domain.tournament.event import settings_for

TV_SIZES = (
    {"width": 1920, "height": 1080},
    {"width": 1024, "height": 768},
    {"width": 1080, "height": 1920},
)
GRETAS = ("Greta Gustafsdottir-Lindqvist", "Greta Gustafsson-Bergqvist")
FIRST = ("Henrietta", "Ingeborg", "Jacqueline", "Konstantin", "Leopoldine", "Maximilian")
LAST = ("Oyelaran-Fitzgerald", "Papadopoulou", "Quintanilla-Reyes", "Rasmussen-Holm")
#: Registered last, once the forty seats are taken: the alternates 1 and 2.
ALTERNATES = ("Aleksandra Abernathy-Whitcombe", "Bartholomew Bjørnstad-Okonkwo")
WINNER = "Wynn Winterbottom"


@dataclass
class Room:
    base: str
    full: int  # four 10-seat tables, every seat taken, two alternates waiting
    draw: int  # no table count, before the start: its entrant waits for the draw
    over: int  # played to its winner
    desk: Floor


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


@pytest.fixture(scope="module")
def room(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Room]:
    db_url = f"sqlite:///{tmp_path_factory.mktemp('room') / 'floor.db'}"
    desk = Floor.open(db_url, operator="desk", rng=random.Random(11))
    over = make_event(desk, "Sunday Final", (WINNER, "Pat Second", "Lou Third"))
    for name in ("Lou Third", "Pat Second"):
        desk.execute(BustPlayers(over, (entry_of(desk, over, name),)))
    draw = desk.execute(CreateEvent(settings_for(name="Draw Night", seats=9), structure=None))
    desk.execute(RegisterEntry(draw.group, newcomers(("Ivy Ito",))))
    others = (f"{first} {last} {n}" for n in range(2) for first in FIRST for last in LAST)
    seated = (*GRETAS, *others)[:40]
    made = settings_for(name="Friday Deepstack", tables=4, seats=10)
    full = desk.execute(CreateEvent(made, structure=None)).group
    desk.execute(RegisterEntry(full, newcomers(seated)))
    desk.execute(RegisterEntry(full, newcomers(ALTERNATES)))
    assert [r.alternate for r in field_summary(desk.state, full).entries][-3:] == [None, 1, 2]
    server_floor = Floor.open(db_url, operator="web")
    try:
        with served(server_floor) as base:
            yield Room(base, full, draw.group, over, desk)
    finally:
        server_floor.close()
        desk.close()


@pytest.fixture
def phone(browser: Any) -> Iterator[Any]:
    page = browser.new_page(viewport=PHONE)
    yield page
    page.close()


def _fits_the_phone(page: Any) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the page is {width} px wide on a {PHONE['width']} px phone"


@pytest.mark.parametrize("size", TV_SIZES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_the_seating_view_keeps_long_names_whole_and_lists_who_waits(
    browser: Any, room: Room, size: dict[str, int]
) -> None:
    """No name is cut ("Greta …" twice on a portrait TV), in text still a readable size
    (at least three quarters of the rows' full size); the alternates are listed among
    everyone, with their number."""
    page = browser.new_page(viewport=size)
    try:
        page.goto(f"{room.base}/display?event={room.full}&views=seating&seconds=600")
        page.wait_for_selector(".row .left")
        assert outside_viewport(page, "#screen .panel, #screen .row, #screen .row .left") == []
        rows = page.eval_on_selector_all(
            ".row", "rs => rs.map(r => [...r.children].map(c => c.textContent))"
        )
        shown = dict(rows)
        assert shown[ALTERNATES[0]] == "Alternate 1" and shown[ALTERNATES[1]] == "Alternate 2"
        assert all(greta in shown for greta in GRETAS)
        font = page.eval_on_selector(".row", "r => parseFloat(getComputedStyle(r).fontSize)")
        full = min(size["width"], size["height"]) * 0.052 * 0.64
        assert font >= 0.74 * full, f"{font}px rows on {size}"
    finally:
        page.close()


def test_a_waiting_player_sees_they_wait_and_their_alternate_number(phone: Any, room: Room) -> None:
    second = entry_of(room.desk, room.full, ALTERNATES[1])
    phone.goto(f"{room.base}/entry/{room.full}/{key_of(room.desk, room.full, second)}")
    expect(phone.locator("#entry-seat")).to_have_text("WaitingAlternate 2")
    assert phone.inner_text("#entry-seat") == "Waiting\nAlternate 2"
    assert phone.text_content("#entry-waiting") == "You get a seat after 1 alternate ahead of you."
    _fits_the_phone(phone)
    phone.goto(f"{room.base}/find?event={room.full}")
    phone.fill("#finder-name", "aleksandra")
    expect(phone.locator("#matches .where")).to_have_text("Alternate 1")
    ivy = entry_of(room.desk, room.draw, "Ivy Ito")
    phone.goto(f"{room.base}/entry/{room.draw}/{key_of(room.desk, room.draw, ivy)}")
    expect(phone.locator("#entry-seat")).to_have_text("Waiting forthe seat draw")


def test_once_the_night_is_over_every_phone_page_names_the_winner(phone: Any, room: Room) -> None:
    winner = entry_of(room.desk, room.over, WINNER)
    asked = f"?event={room.over}"
    for path in (f"/{asked}", f"/results{asked}", f"/find{asked}", f"/payouts{asked}"):
        phone.goto(f"{room.base}{path}")
        expect(phone.locator("#winner")).to_have_text(f"Winner: {WINNER}")
        _fits_the_phone(phone)
    # an entry's page (its seat card's QR code) is of its own event, the floor's current
    # one or not
    phone.goto(f"{room.base}/entry/{room.over}/{key_of(room.desk, room.over, winner)}")
    expect(phone.locator("#event-name")).to_have_text("Sunday Final")
    expect(phone.locator("#winner")).to_have_text(f"Winner: {WINNER}")
    assert phone.text_content("#entry-seat") == "Winner"
    phone.goto(f"{room.base}/?event={room.full}")
    expect(phone.locator("#event-name")).to_have_text("Friday Deepstack")
    expect(phone.locator("#winner")).to_be_hidden()
