"""The staff phone in a real browser (Debian's Chromium, Playwright) at 390x844: the
pairing QR's address pairs it, its desk busts a player by seat with the preview,
and the bust arrives at the window's floor under the phone's name."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from tests.web.browser import PHONE, chromium, expect
from tests.web.web_floor import make_event, served

from floortool.app.commands.clock import PauseClock, StartClock
from floortool.app.devices import Devices, Role
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary

HOSTILE = "<img src=x onerror=alert(1)>"
NAMES = ("Alice Archer", "Bob Brown", HOSTILE, "Dan Dorsey")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


def _seat(desk: Floor, event: int, name: str) -> str:
    desk.refresh()
    row = next(r for r in field_summary(desk.state, event).entries if r.player == name)
    return f"{row.table}-{row.seat}"


@dataclass
class Night:
    """Tonight's event on the window's floor (``desk``), served at ``base``; a floor
    phone's pairing code."""

    desk: Floor
    event: int
    code: str
    base: str


@pytest.fixture
def night(tmp_path: Path) -> Iterator[Night]:
    db_url = f"sqlite:///{tmp_path / 'floor.db'}"
    desk = Floor.open(db_url, operator="desk", rng=random.Random(3))
    event = make_event(desk, "Staff night", NAMES)
    desk.execute(StartClock(event))
    code = Devices(desk.engine, clock=desk.clock).new_code(Role.FLOOR).code
    server_floor = Floor.open(db_url, operator="web", rng=random.Random(4))
    try:
        with served(server_floor) as base:
            yield Night(desk, event, code, base)
    finally:
        server_floor.close()
        desk.close()


def _pair(page: Any, night: Night) -> None:
    """Opens the pairing QR's address, names the phone "Floor Ann" and lands on the desk."""
    page.goto(f"{night.base}/pair?code={night.code}")
    assert page.input_value("#code") == night.code
    page.fill("#name", "Floor Ann")
    page.click("button[type=submit]")
    page.wait_for_url(f"{night.base}/staff")


def test_a_phone_pairs_from_the_qr_address_and_busts_a_player_the_window_sees(
    browser: Any, night: Night
) -> None:
    desk, event = night.desk, night.event
    page = browser.new_page(viewport=PHONE)
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    try:
        _pair(page, night)
        expect(page.locator("#device")).to_have_text("Floor Ann · floor")
        page.get_by_label("Seat (12-4) or name").fill(_seat(desk, event, HOSTILE))
        page.get_by_role("button", name="Add to this hand").click()
        expect(page.locator(".desk-box .lines li").last).to_contain_text(
            f"{HOSTILE} ({_seat(desk, event, HOSTILE)}) finishes 4th"
        )
        page.get_by_role("button", name="Confirm bust").click()
        expect(page.locator("#said")).to_contain_text(f"Bust {HOSTILE}")
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        assert page.locator("img").count() == 0
        desk.refresh()
        last = desk.journal()[-1]
        assert (last.operator, last.label.startswith(f"Bust {HOSTILE}")) == ("Floor Ann", True)
        assert dialogs == []
    finally:
        page.close()


@pytest.mark.parametrize(
    "size", (PHONE, {"width": 1366, "height": 768}), ids=lambda s: f"{s['width']}x{s['height']}"
)
def test_the_desk_shows_the_clock_and_keeps_its_status_line_in_sight(
    browser: Any, night: Night, size: dict[str, int]
) -> None:
    """The top of the desk says how the clock stands (running or paused, the level, the
    time left), following the floor; what the floor answers a button far down the
    desk shows on the status line without scrolling back up (issue 24, item 7)."""
    page = browser.new_page(viewport=size)
    try:
        _pair(page, night)
        expect(page.locator("#staff-clock-state")).to_have_text("Running")
        expect(page.locator("#staff-clock-level")).to_contain_text("Level 1 · ")
        assert " left · 25 / 50" in page.text_content("#staff-clock-level")
        night.desk.execute(PauseClock(night.event))
        expect(page.locator("#staff-clock-state")).to_have_text("Paused", timeout=2000)
        page.get_by_role("button", name="Register and draw a seat").click()
        expect(page.locator("#said")).to_have_class("said refused")
        assert page.evaluate("scrollY") > 0, "the button was in sight without scrolling"
        for shown in ("#said", "#staff-clock"):
            box = page.locator(shown).bounding_box()
            assert box is not None and box["y"] >= 0
            assert box["y"] + box["height"] <= size["height"], f"{shown} is off-screen"
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
    finally:
        page.close()
