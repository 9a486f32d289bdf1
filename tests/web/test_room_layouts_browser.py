"""Room layouts drawn by both front ends (issue 29): "The Qt display and the web
display both draw from it, and look alike (a test renders both for each preset and
compares their region boxes)".

For every preset at 1920x1080, 1024x768 and 1080x1920, the web display
(``/display?layout=NAME`` in Debian's Chromium) places each region where the Qt
display does (its box in fractions of the screen, times the screen), and every text
slot both draw at the same place within a pixel or two; nothing the page draws leaves
its box. So does a layout of the director's with pictures (issue 29: "add a logo and
sponsor images"): each picture where the Qt display draws it, and the name of one
that is not there where the Qt display writes it. A layout's text is shown as text:
markup in a message is not made into an element.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from tests.layout_pictures import picture_layout
from tests.web.browser import chromium, outside_viewport
from tests.web.web_floor import make_event, served

from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.floor import Floor
from floortool.app.layouts import layout_names, load_layout, user_layouts_dir
from floortool.app.views.clock import clock_view
from floortool.ui.clock_text import clock_texts
from floortool.ui.layout_slots import region_rect
from floortool.ui.room_display import RoomDisplay
from floortool.ui.room_figures import room_figures

SIZES = ((1920, 1080), (1024, 768), (1080, 1920))
PRESETS = (
    "classic",
    "big-clock",
    "clock-payouts",
    "clock-seating",
    "final-table",
    "break",
    "end-of-night",
    "high-contrast",
)
#: Pixels the two front ends may differ by (rounding, and the page's whole pixels).
TOLERANCE = 2.5
NAMES = tuple(f"Player {n}" for n in range(1, 13))


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


@pytest.fixture(scope="module")
def room(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Floor, int]]:
    db_url = f"sqlite:///{tmp_path_factory.mktemp('layouts') / 'floor.db'}"
    desk = Floor.open(db_url, operator="desk", rng=random.Random(5))
    event_id = make_event(desk, "Friday Main", NAMES)
    desk.execute(StartClock(event_id))
    server_floor = Floor.open(db_url, operator="web")
    try:
        with served(server_floor) as base:
            yield base, desk, event_id
    finally:
        server_floor.close()
        desk.close()


def qt_display(
    qtbot: QtBot, floor: Floor, event_id: int, name: str, size: tuple[int, int]
) -> RoomDisplay:
    display = RoomDisplay()
    qtbot.addWidget(display)
    display.resize(*size)
    display.show_layout(load_layout(name))
    view = clock_view(floor.state, event_id, floor.clock())
    assert view is not None
    display.show_texts(clock_texts(view, figures=room_figures(floor.reads, event_id)))
    return display


def page_boxes(
    page: Any,
) -> tuple[dict[str, list[float]], dict[str, list[float]], dict[str, list[float]]]:
    """The regions', the text slots' and the pictures' boxes in the page: id -> [x, y, w, h]."""
    found: list[dict[str, list[float]]] = page.evaluate(
        """() => {
          const box = (n) => {
            const r = n.getBoundingClientRect();
            return [r.x, r.y, r.width, r.height];
          };
          const regions = {}, slots = {}, pictures = {};
          for (const n of document.querySelectorAll("[data-region]"))
            regions[n.dataset.region] = box(n);
          for (const n of document.querySelectorAll("[data-slot]")) slots[n.dataset.slot] = box(n);
          for (const n of document.querySelectorAll("#screen [data-picture]"))
            pictures[n.dataset.picture] = box(n);
          return [regions, slots, pictures];
        }"""
    )
    return found[0], found[1], found[2]


def test_the_presets_are_bundled() -> None:
    """The eight presets the issue names are there and read."""
    assert set(PRESETS) <= set(layout_names())
    for name in PRESETS:
        assert load_layout(name).regions


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_both_front_ends_place_every_region_alike(
    qtbot: QtBot, browser: Any, room: tuple[str, Floor, int], size: tuple[int, int]
) -> None:
    base, desk, event_id = room
    width, height = size
    picture_layout("pictures")
    page = browser.new_page(viewport={"width": width, "height": height})
    try:
        for name in (*PRESETS, "pictures"):
            layout = load_layout(name)
            display = qt_display(qtbot, desk, event_id, name, size)
            shown = layout.shown(display._content().situation)
            page.goto(f"{base}/display?layout={name}&event={event_id}")
            page.wait_for_function(
                "(n) => document.querySelectorAll('[data-region]').length === n", arg=len(shown)
            )
            page.wait_for_function(
                "(n) => document.querySelectorAll('[data-slot]').length >= n",
                arg=2 if name == "pictures" else 4,
            )
            regions, slots, pictures = page_boxes(page)
            for region in shown:
                qt = region_rect(region, width, height)
                web = regions[region.id]
                where = f"{name} {width}x{height} region {region.id}: Qt {qt}, web {web}"
                for a, b in zip((qt.x(), qt.y(), qt.width(), qt.height()), web, strict=True):
                    assert abs(a - b) <= TOLERANCE, where
            compared = 0
            for item in display.drawn():
                if item.name not in slots:
                    continue
                r, web = item.rect, slots[item.name]
                where = f"{name} {width}x{height} slot {item.name}: Qt {r}, web {web}"
                for a, b in zip((r.x(), r.y(), r.width(), r.height()), web, strict=True):
                    assert abs(a - b) <= TOLERANCE, where
                compared += 1
            assert compared >= (1 if name == "pictures" else 3), name
            for rid, r in display.pictures_drawn().items():
                web, where = pictures[rid], f"{name} {width}x{height} picture {rid}"
                for a, b in zip((r.x(), r.y(), r.width(), r.height()), web, strict=True):
                    assert abs(a - b) <= TOLERANCE, f"{where}: Qt {r}, web {web}"
            assert set(pictures) == set(display.pictures_drawn()), name
            if name == "pictures":  # the missing picture's name, in the label colour
                qt_color = next(i.color for i in display.drawn() if i.name == "gone.missing")
                web_color = page.evaluate(  # in one go: the page redraws every second
                    "() => getComputedStyle("
                    "document.querySelector(\"[data-slot='gone.missing']\")).color"
                )
                assert qt_color.name() == "#7f8aa0" and web_color == "rgb(127, 138, 160)"
            assert outside_viewport(page, "[data-slot]") == [], name
    finally:
        page.close()


def test_markup_in_a_layout_is_shown_as_text(browser: Any, room: tuple[str, Floor, int]) -> None:
    """ "script in text ... shown as text, never run"."""
    base, _desk, event_id = room
    hostile = '<img src=x onerror="document.title=\'run\'"><script>document.title="run"</script>'
    user_layouts_dir().mkdir(parents=True, exist_ok=True)
    (user_layouts_dir() / "hostile.json").write_text(
        json.dumps(
            {
                "version": 1,
                "name": "Hostile",
                "regions": [
                    {"id": "note", "show": "message", "box": [0.1, 0.1, 0.8, 0.3], "text": hostile}
                ],
            }
        ),
        encoding="utf-8",
    )
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    try:
        page.goto(f"{base}/display?layout=hostile&event={event_id}")
        page.wait_for_selector("[data-slot=note]")
        assert page.text_content("[data-slot=note]") == hostile
        assert (
            page.evaluate("() => document.querySelectorAll('#screen img, #screen script').length")
            == 0
        )
        assert page.title() != "run"
    finally:
        page.close()
