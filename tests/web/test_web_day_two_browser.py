"""A survivor's own page in a real browser (Debian's Chromium, Playwright) against the
real server: bagged, then, once the flight closed and Day 2 drew, their Day 2 table,
seat and stack."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import as_typed
from tests.web.browser import PHONE, chromium, expect
from tests.web.web_floor import key_of, served

from floortool.app.commands.chip_counts import BagChips
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import CloseFlight, RegisterEntry
from floortool.app.floor import Floor
from floortool.domain.field.entries import event_entries
from floortool.domain.tournament.event import settings_for

#: Set to a folder to keep the phone's pictures (to look at them).
SHOTS = os.environ.get("FLOORTOOL_SHOTS")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


def test_a_survivors_phone_shows_the_bag_then_the_day_2_seat_and_stack(
    browser: Any, tmp_path: Path
) -> None:
    desk = Floor.open(f"sqlite:///{tmp_path / 'floor.db'}", operator="desk", rng=random.Random(3))
    day2 = desk.execute(
        CreateEvent(settings_for(name="Day 2", seats=6), structure=CLI_STRUCTURE)
    ).group
    made = settings_for(name="Day 1A", flight_of=day2, tables=1, seats=9)
    flight = desk.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    desk.execute(RegisterEntry(flight, as_typed(desk, "Ann Lee", "Bo")))
    ann, bo = sorted(event_entries(desk.state, flight))
    desk.execute(BagChips(flight, ((ann, 14_500), (bo, 5_500)), ((ann, "12"),)))
    page = browser.new_page(viewport=PHONE)
    with served(desk) as base:
        page.goto(f"{base}/entry/{flight}/{key_of(desk, flight, ann)}")
        expect(page.locator("#entry-count")).to_contain_text("Bagged: 14,500 chips in bag 12")
        desk.execute(CloseFlight(flight))  # the last flight: Day 2 draws itself
        page.reload()
        expect(page.locator("#entry-count")).to_contain_text("Your Day 2 stack: 14,500 (bag 12)")
        expect(page.locator("#entry-seat")).to_contain_text("Table 1")
        expect(page.get_by_text("Through to Day 2: your seat")).to_be_visible()
        if SHOTS:
            page.screenshot(path=str(Path(SHOTS) / "web-phone-day-2.png"))
    page.close()
    desk.close()
