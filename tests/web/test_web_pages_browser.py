"""Web pages in a real browser (Debian's Chromium, driven by Playwright) against the
real server (uvicorn on loopback) over a real database: the phone pages at 390x844,
the room display at 1920x1080 and 1024x768, a hostile name shown as text on every
page, a bust made at another station arriving on an open page, the page's clock
against ``clock status``, and the "not live" mark when the server stops."""

from __future__ import annotations

import math
import random
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import pytest
from tests.support import entry_of
from tests.web.browser import PHONE, chromium, expect, outside_viewport
from tests.web.web_floor import key_of, make_event, served

from floortool.app.commands.clock import AdjustClock, PauseClock, ResumeClock, StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.league import AddSeason, AssignEvent, CreateLeague, RecordLeaguePoints
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seating import BreakTable
from floortool.app.floor import Floor
from floortool.app.views.clock import clock_view
from floortool.domain.clock.state import HAND_FOR_HAND
from floortool.domain.tournament.event import settings_for

HOSTILE = "<img src=x onerror=alert(1)>"
NAMES = ("Alice Archer", "Bob Brown", "Cleo Clark", "Dan Dorsey", HOSTILE, "Eve Evans")
BIG_FIELD = tuple(f"Player {n:03d}" for n in range(120, 0, -1))
TV_SIZES = ({"width": 1920, "height": 1080}, {"width": 1024, "height": 768})


@dataclass
class Room:
    """The floor as the window has it (``desk``), the server's base URL, the events."""

    desk: Floor
    base: str
    event: int
    league_event: int
    big_event: int
    rollover: int
    db_url: str


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


@pytest.fixture(scope="module")
def room(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Room]:
    """A league night already played (its standings name the hostile player), a big
    field's event, then tonight's event (the floor's current one): two tables, the
    second broken (its players moved with their reasons), the clock running; a server
    on its own floor over the same database."""
    db_url = f"sqlite:///{tmp_path_factory.mktemp('pages') / 'floor.db'}"
    desk = Floor.open(db_url, operator="desk", rng=random.Random(7))
    desk.execute(CreateLeague("Tuesday League"))
    desk.execute(AddSeason(None, "2026", {}))
    league_event = make_event(desk, "Last Tuesday", (HOSTILE, "Gus Grey", "Hal Hope"))
    desk.execute(AssignEvent(None, None, league_event))
    for name in ("Gus Grey", "Hal Hope"):
        desk.execute(BustPlayers(league_event, (entry_of(desk, league_event, name),)))
    desk.execute(RecordLeaguePoints(None, league_event))
    big_event = desk.execute(
        CreateEvent(settings_for(name="Big Saturday", tables=14, seats=9), structure=None)
    ).group
    desk.execute(RegisterEntry(big_event, newcomers(BIG_FIELD)))
    rollover = make_event(desk, "Early Bird", ("Ian Ives", "Jo Jones"))
    desk.execute(StartClock(rollover))
    event = make_event(desk, "Friday Deepstack", NAMES)
    desk.execute(BreakTable(event, 2))
    desk.execute(BustPlayers(event, (entry_of(desk, event, "Eve Evans"),)))
    desk.execute(StartClock(event))
    server_floor = Floor.open(db_url, operator="web", rng=random.Random(8))
    try:
        with served(server_floor) as base:
            yield Room(desk, base, event, league_event, big_event, rollover, db_url)
    finally:
        server_floor.close()
        desk.close()


@pytest.fixture
def phone(browser: Any, room: Room) -> Iterator[Any]:
    """A phone-sized page; fails the test if any dialog (an injected script) opens."""
    page = browser.new_page(viewport=PHONE)
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    yield page
    page.close()
    assert dialogs == [], "a script from a name ran"


def _live(page: Any) -> None:
    page.wait_for_selector("#live.on", timeout=5000)


def _fits_the_phone(page: Any) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the page is {width} px wide on a {PHONE['width']} px phone"


def test_the_home_page_shows_the_clock_the_field_and_links(phone: Any, room: Room) -> None:
    phone.goto(f"{room.base}/")
    _live(phone)
    expect(phone.locator("#clock-time")).to_contain_text(":")
    assert phone.text_content("#clock-title") == "Level 1"
    assert phone.text_content("#clock-blinds") == "25 / 50"
    assert phone.text_content("#event-name") == "Friday Deepstack"
    assert phone.text_content("#players-left") == "5"
    assert phone.text_content("#entries") == "6"
    links = phone.eval_on_selector_all(
        "nav[aria-label=Pages] a", "links => links.map(a => a.textContent)"
    )
    assert links == ["Clock", "Find my seat", "Payouts", "Results", "League", "Structure"]
    languages = phone.eval_on_selector_all("nav.languages a", "links => links.map(a => a.lang)")
    assert languages == ["en", "de", "fr", "es"]
    _fits_the_phone(phone)


def _seconds(text: str) -> int:
    parts = [int(p) for p in text.split(":")]
    return sum(p * 60**i for i, p in enumerate(reversed(parts)))


def test_the_page_clock_ticks_and_agrees_with_clock_status(phone: Any, room: Room) -> None:
    """The page ticks on its own from the server's clock state, and reads what
    ``clock status`` (the app's ``clock_view``) reads at the same moment, within 1 s."""
    phone.goto(f"{room.base}/")
    _live(phone)
    expect(phone.locator("#clock-time")).to_contain_text(":")
    first = phone.text_content("#clock-time")
    time.sleep(2.2)
    shown = _seconds(phone.text_content("#clock-time"))
    status = clock_view(room.desk.state, room.event, datetime.now(UTC))
    assert status is not None
    assert shown < _seconds(first), "the page's clock does not tick"
    assert abs(shown - math.ceil(status.to_json()["remaining_seconds"])) <= 1


def test_a_hostile_name_is_text_on_every_page(phone: Any, room: Room) -> None:
    """A player named ``<img src=x onerror=alert(1)>`` shows literally; no image is
    made and no dialog opens (the fixture checks)."""
    hostile = entry_of(room.desk, room.event, HOSTILE)
    phone.goto(f"{room.base}/find")
    _live(phone)
    phone.fill("#finder-name", "img src")
    phone.wait_for_selector("#matches .who")
    assert phone.text_content("#matches .who") == HOSTILE
    phone.click("#matches a")
    phone.wait_for_url(re.compile(f"/entry/{room.event}/{key_of(room.desk, room.event, hostile)}$"))
    phone.wait_for_selector("#entry-player")
    assert phone.text_content("#entry-player") == HOSTILE
    assert phone.inner_text("#entry-seat").startswith("Table 1\nSeat ")
    for path in (f"/standings?event={room.league_event}", f"/results?event={room.league_event}"):
        phone.goto(f"{room.base}{path}")
        phone.wait_for_selector("tbody tr")
        assert HOSTILE in phone.eval_on_selector_all("td", "cells => cells.map(c => c.textContent)")
    assert phone.locator("img").count() == 0


def test_an_entry_page_lists_its_moves_with_their_reasons(phone: Any, room: Room) -> None:
    """A player of the broken table 2 reads the move written for them: where to, once,
    then why and the rule in plain words ("You moved to Table 1 · Seat N — Table 2 was
    broken up (TDA 2024 Rule 10-B)"), not the director's line for the floor."""
    seating = room.desk.state.seating[room.event]
    moved = next(e for e, moves in _moves(room).items() if moves)
    phone.goto(f"{room.base}/entry/{room.event}/{key_of(room.desk, room.event, moved)}")
    _live(phone)
    phone.wait_for_selector("#moves li")
    table, seat = seating.seat_of(moved)
    line = phone.text_content("#moves li .line")
    assert (
        line
        == f"You moved to Table {table} · Seat {seat} — Table 2 was broken up (TDA 2024 Rule 10-B)"
    )
    assert line.count(f"Table {table}") == 1
    destination = phone.locator("#moves li .to")
    assert destination.text_content() == f"Table {table} · Seat {seat}"
    assert destination.evaluate("node => node.getClientRects().length") == 1  # not cut
    assert phone.inner_text("#entry-seat") == f"Table {table}\nSeat {seat}"
    _fits_the_phone(phone)
    assert outside_viewport(phone, "#moves li span") == []


def _moves(room: Room) -> dict[int, list[object]]:
    from floortool.app.views.floor_map import recent_moves

    found: dict[int, list[object]] = {}
    for move in recent_moves(room.desk.journal(), room.desk.state, room.event, limit=100):
        found.setdefault(move.entry, []).append(move)
    return found


def test_the_payouts_results_and_structure_pages(phone: Any, room: Room) -> None:
    phone.goto(f"{room.base}/payouts")
    phone.wait_for_selector("#prize-pool")
    assert phone.text_content("#prize-pool").startswith("Prize pool ")
    _fits_the_phone(phone)
    phone.goto(f"{room.base}/results")
    phone.wait_for_selector("#results")
    assert "Eve Evans" in phone.text_content("#results")
    phone.goto(f"{room.base}/structure")
    phone.wait_for_selector("#structure tr.current")
    assert phone.text_content("#structure tr.current td") == "1"
    _fits_the_phone(phone)


def test_the_room_display_fits_every_text_in_its_slot(browser: Any, room: Room) -> None:
    """The clock view at 1920x1080 (figures in side columns) and 1024x768 (tiles
    under the clock), with the seat-change strip of the broken table's moves: every
    box and text inside the screen, no text wider or taller than its slot; the
    seating and payouts views, and the end of a finished night (the winner, the
    final places) too."""
    for size in TV_SIZES:
        page = browser.new_page(viewport=size)
        page.goto(f"{room.base}/display?views=clock")
        expect(page.locator("[data-slot=players_value]")).to_have_text("5 / 6")
        assert page.text_content("[data-slot=blinds]") == "25 / 50"
        expect(page.locator("[data-slot=changes_label]")).to_contain_text("SEAT CHANGES")
        assert " → Table 1 · Seat " in page.text_content("[data-slot=change_1]")
        assert outside_viewport(page, "#screen .text, #screen .box") == []
        sizes = page.eval_on_selector_all(
            "#screen .text", "ns => ns.map(n => parseFloat(getComputedStyle(n).fontSize))"
        )
        time_size = page.eval_on_selector(
            "[data-slot=time]", "n => parseFloat(getComputedStyle(n).fontSize)"
        )
        assert time_size == max(sizes) and time_size > size["height"] * 0.15
        for view in ("seating", "payouts"):
            page.goto(f"{room.base}/display?views={view}")
            page.wait_for_selector(".row .left")
            assert outside_viewport(page, "#screen .panel, #screen .row") == []
        page.goto(f"{room.base}/display?views=seating")
        page.wait_for_selector(".row .left")
        names = page.eval_on_selector_all(".row .left", "ns => ns.map(n => n.textContent)")
        assert names == sorted(names, key=str.casefold) and HOSTILE in names
        page.goto(f"{room.base}/display?views=payouts&event={room.league_event}")
        expect(page.locator(".row .left").first).to_have_text(f"1st  {HOSTILE}")
        page.goto(f"{room.base}/display?views=clock&event={room.league_event}")
        expect(page.locator("[data-slot=winner]")).to_have_text(HOSTILE)
        assert page.text_content("[data-slot=title]") == "WINNER"
        assert page.text_content("[data-slot=places_label]") == "FINAL PLACES · FIELD 3"
        assert page.text_content("[data-slot=name_1]") in ("Gus Grey", "Hal Hope")
        assert outside_viewport(page, "#screen .text, #screen .box") == []
        assert page.locator("img").count() == 0
        page.close()


def test_the_seating_view_of_a_big_field_turns_its_pages_by_itself(
    browser: Any, room: Room
) -> None:
    """120 seated players do not fit one screen at 1024x768: the view shows them in
    alphabetical pages (``1/N``) and turns to the next after ``seconds``."""
    page = browser.new_page(viewport=TV_SIZES[1])
    address = f"{room.base}/display?event={room.big_event}&views=seating&seconds=5"
    page.goto(address)
    title = page.locator(".panel-title")
    expect(title).to_contain_text(" · 1/")
    pages = int(title.text_content().rsplit("/", 1)[1])
    first = page.eval_on_selector_all(".row .left", "ns => ns.map(n => n.textContent)")
    assert pages > 1 and first[0] == "Player 001" and len(first) < 120
    expect(title).to_contain_text(f" · 2/{pages}", timeout=7000)
    second = page.eval_on_selector_all(".row .left", "ns => ns.map(n => n.textContent)")
    assert second[0] > first[-1]
    assert outside_viewport(page, "#screen .panel, #screen .row") == []
    page.close()


def test_a_bust_and_a_pause_at_the_window_reach_an_open_page(phone: Any, room: Room) -> None:
    """A bust made through the app on another ``Floor`` (as the window makes it) shows
    on an open entry page within 2 s, and a pause on the home page's clock."""
    cleo = entry_of(room.desk, room.event, "Cleo Clark")
    phone.goto(f"{room.base}/entry/{room.event}/{key_of(room.desk, room.event, cleo)}")
    _live(phone)
    phone.wait_for_selector("#entry-seat")
    assert phone.text_content("#entry-seat").startswith("Table ")
    room.desk.execute(BustPlayers(room.event, (cleo,)))
    expect(phone.locator("#entry-seat")).to_have_text("Out in 5th", timeout=2000)
    phone.goto(f"{room.base}/")
    _live(phone)
    room.desk.execute(PauseClock(room.event))
    try:
        expect(phone.locator("#clock-banner")).to_have_text("PAUSED", timeout=2000)
        room.desk.execute(ResumeClock(room.event))
        expect(phone.locator("#clock-banner")).to_be_hidden(timeout=2000)
        room.desk.execute(PauseClock(room.event, reason=HAND_FOR_HAND))
        held = "HAND-FOR-HAND · CLOCK HELD"
        expect(phone.locator("#clock-banner")).to_have_text(held, timeout=2000)
    finally:
        if not room.desk.state.clocks[room.event].running:
            room.desk.execute(ResumeClock(room.event))


def test_at_the_end_of_a_level_the_page_goes_on_to_the_next(
    browser: Any, phone: Any, room: Room
) -> None:
    """The page counts down to 0:00 by itself, then asks the server what comes next;
    the room display then reminds, as the window's does: "New blinds apply from the
    next hand (TDA 2024 Rule 23)".

    The clock is held at three seconds left while the pages load (a loaded machine
    can take longer than that to open them), then runs out on its own."""
    room.desk.execute(PauseClock(room.rollover))
    status = clock_view(room.desk.state, room.rollover, datetime.now(UTC))
    assert status is not None
    room.desk.execute(AdjustClock(room.rollover, -(status.remaining - 3)))
    display = browser.new_page(viewport=TV_SIZES[1])
    display.goto(f"{room.base}/display?event={room.rollover}&views=clock")
    phone.goto(f"{room.base}/?event={room.rollover}")
    expect(phone.locator("#clock-title")).to_have_text("Level 1")
    room.desk.execute(ResumeClock(room.rollover))
    expect(phone.locator("#clock-title")).to_have_text("Level 2", timeout=8000)
    assert phone.text_content("#clock-blinds") == "50 / 100"
    assert _seconds(phone.text_content("#clock-time")) > 19 * 60
    note = "New blinds apply from the next hand (TDA 2024 Rule 23)."
    expect(display.locator("[data-slot=banner]")).to_have_text(note, timeout=3000)
    assert outside_viewport(display, "#screen .text") == []
    display.close()


def test_a_page_says_not_live_while_the_server_is_down_and_catches_up_after(
    browser: Any, room: Room
) -> None:
    """The server stops: the mark says "Not live" and the clock keeps ticking; a bust
    made meanwhile shows once the server is back on its address (the browser
    reconnects by itself and the hello makes the page fetch everything)."""
    clock_page = browser.new_page(viewport=PHONE)
    results_page = browser.new_page(viewport=PHONE)
    other = Floor.open(room.db_url, operator="web2")
    try:
        with served(other) as base:
            clock_page.goto(f"{base}/")
            results_page.goto(f"{base}/results?event={room.big_event}")
            _live(clock_page)
            _live(results_page)
            expect(clock_page.locator("#clock-time")).to_contain_text(":")
            expect(results_page.locator("section")).to_contain_text("120 of 120 left")
        expect(clock_page.locator("#live")).to_have_text("Not live", timeout=5000)
        expect(results_page.locator("#live")).to_have_text("Not live", timeout=5000)
        ticking = clock_page.text_content("#clock-time")
        time.sleep(1.2)
        assert clock_page.text_content("#clock-time") != ticking, "the clock stopped"
        last = entry_of(room.desk, room.big_event, "Player 120")
        room.desk.execute(BustPlayers(room.big_event, (last,)))
        with served(other, port=int(base.rsplit(":", 1)[1])):
            expect(results_page.locator("#live")).to_have_text("Live", timeout=10000)
            expect(results_page.locator("section")).to_contain_text("119 of 120 left")
    finally:
        clock_page.close()
        results_page.close()
        other.close()
