"""The sign-up page in a real browser (Debian's Chromium, driven by Playwright) against
the real server (issue 27, item 3): a phone types a name and signs up, its page says
pending; the director confirms at the desk and the phone shows the seat, live. A name
holding a script is shown as text on the phone and on the room display, which shows
the sign-up QR code while sign-up is open and the pending alternates of a full event.

With ``FLOORTOOL_SCREENSHOTS=DIR`` the phone's pages and the display are saved there.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.web.browser import PHONE, chromium, expect
from tests.web.web_floor import served

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.sign_ups import ConfirmSignUp
from floortool.app.floor import Floor
from floortool.domain.tournament.event import settings_for

SCRIPT = "<script>document.title='owned'</script>"
SHOTS = os.environ.get("FLOORTOOL_SCREENSHOTS")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


def _shot(page: Any, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / name))


@pytest.fixture
def floors(tmp_path: Path) -> Iterator[tuple[Floor, Floor]]:
    """The desk's floor and the server's, over one database, with an event of one table
    of three seats (two taken) open for sign-up."""
    db_url = f"sqlite:///{tmp_path / 'floor.db'}"
    desk = Floor.open(db_url, operator="desk", rng=random.Random(3))
    made = settings_for(name="Friday Sign-up", tables=1, seats=3, sign_up="open")
    event_id = desk.execute(CreateEvent(made)).group
    desk.execute(RegisterEntry(event_id, newcomers(("Seated One", "Seated Two"))))
    server = Floor.open(db_url, operator="server")
    yield desk, server
    server.close()
    desk.close()


def _sign_up(browser: Any, base: str, name: str) -> Any:
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{base}/signup")
    page.fill("#signup-name", name)
    page.fill("#signup-membership", "M-12")
    page.click("button[type=submit]")
    expect(page.locator("#signup-status")).to_contain_text("Pending")
    return page


def test_a_phone_signs_up_and_sees_its_seat_once_confirmed(
    browser: Any, floors: tuple[Floor, Floor]
) -> None:
    desk, server = floors
    with served(server) as base:
        page = _sign_up(browser, base, "Erin Early")
        assert "/signup/1/" in page.url
        path = page.url.removeprefix(base)
        expect(page.locator("#signup-name")).to_have_text("Erin Early")
        expect(page.locator("#live")).to_have_text("Live")
        _shot(page, "signup-pending.png")

        desk.execute(ConfirmSignUp(1, 1))
        expect(page.locator("#signup-status")).to_have_text("Table 1Seat 3", timeout=10_000)
        _shot(page, "signup-confirmed.png")
        page.goto(f"{base}/signup")  # the phone keeps its own sign-up's address
        mine = page.locator("#signup-mine")
        expect(mine).to_have_attribute("href", path)

        form = browser.new_page(viewport=PHONE)
        form.goto(f"{base}/signup")
        expect(form.locator("#signup-name")).to_be_visible()
        _shot(form, "signup-form.png")


def test_a_full_event_numbers_the_pending_as_alternates_on_phone_and_tv(
    browser: Any, floors: tuple[Floor, Floor]
) -> None:
    """ "Sold out: pending players become numbered alternates, shown on their phones and
    on the TV": one seat left, so the second sign-up is alternate 1. A name holding a
    script is shown as text on both, and runs nothing."""
    _desk, server = floors
    with served(server) as base:
        _sign_up(browser, base, "Fay First")
        phone = _sign_up(browser, base, SCRIPT)
        expect(phone.locator("#signup-status")).to_contain_text("Alternate 1")
        expect(phone.locator("#signup-name")).to_have_text(SCRIPT)
        assert phone.title() != "owned"
        _shot(phone, "signup-alternate.png")

        tv = browser.new_page(viewport={"width": 1920, "height": 1080})
        tv.goto(f"{base}/display?views=seating")
        box = tv.locator("#signup-box")
        expect(box).to_be_visible()
        expect(box.locator(".alternate")).to_have_text(f"Alternate 1 · {SCRIPT}")
        expect(tv.locator("#screen")).to_contain_text("Alternate 1 · to pay")
        assert tv.title() != "owned"
        assert box.locator("img").evaluate("(img) => img.complete && img.naturalWidth > 0")
        _shot(tv, "signup-display.png")
        small = browser.new_page(viewport={"width": 1024, "height": 768})
        small.goto(f"{base}/display?views=clock")
        expect(small.locator("#signup-box")).to_be_visible()
        small.wait_for_function("document.querySelector('#signup-box img').naturalWidth > 0")
        _shot(small, "signup-display-clock.png")


def test_a_closed_sign_up_says_so(browser: Any, floors: tuple[Floor, Floor]) -> None:
    desk, server = floors
    from floortool.app.commands.events import UpdateEvent

    desk.execute(UpdateEvent(1, {"sign_up": "closed"}))
    with served(server) as base:
        page = browser.new_page(viewport=PHONE)
        page.goto(f"{base}/signup")
        expect(page.locator("#signup")).to_contain_text("Sign-up is closed.")
        tv = browser.new_page(viewport={"width": 1024, "height": 768})
        tv.goto(f"{base}/display")
        expect(tv.locator("#live")).to_have_text("Live")
        expect(tv.locator("#signup-box")).to_be_hidden()
