"""The room display drawing a layout (issue 29): "Presets good out of the box ... each
fits 1920x1080, 1024x768 and 1080x1920 with no text cut".

Every preset is drawn at the three sizes, with ordinary and with the longest texts,
on a break and in play, in the money and at the final table, with long lists: every
text drawn is measured with ``QFontMetricsF`` in its font and must lie inside its
slot, every slot inside its region's box and the screen, and no two texts overlap.
A running clock repaints only what changed; regions come and go with the situation.
"""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from tests.ui.clock_samples import RUNNING, STATES
from tests.ui.desk import league_event
from tests.ui.fakes import MakeWindow

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.layouts import layout_names, load_layout
from floortool.app.views.display_lists import DisplayLists
from floortool.domain.display.layouts import read_layout
from floortool.domain.prize.payouts import ordinal
from floortool.ui.layout_slots import NO_CHIP_COUNTS, region_rect
from floortool.ui.room_display import RoomDisplay
from floortool.ui.window_dialogs import ROOM_LAYOUT_KEY

SIZES = ((1920, 1080), (1024, 768), (1080, 1920))
PRESETS = sorted(layout_names())

PLAYING = dataclasses.replace(
    RUNNING,
    places_paid="9 places paid",
    payouts=tuple(f"{ordinal(n)}  1,250" for n in range(1, 10)),
)
LONGEST = dataclasses.replace(STATES["long"], state="held", status="Held for hand-for-hand")
ON_BREAK = STATES["break"]
NAMES = [f"Maximilian Oyelaran-Fitzgerald {n}" for n in range(60)]
LISTS = DisplayLists(
    seating=tuple((name, f"{n % 12 + 1} · {n % 10 + 1}") for n, name in enumerate(NAMES)),
    results=tuple((f"{ordinal(n)}  {name}", "1,234,567.89") for n, name in enumerate(NAMES, 1)),
    standings=tuple((f"{n}. {name}", "1,234") for n, name in enumerate(NAMES, 1)),
    events=tuple(
        (name, "Level 12 · paused, 1:02:05 left · 10,000 players · late reg closed")
        for name in NAMES
    ),
    in_the_money=True,
    final_table=True,
)
CHANGES = tuple(f"{name} → Table 12 · Seat 10" for name in NAMES[:5])
CASES = {
    "playing": (PLAYING, DisplayLists()),
    "longest": (LONGEST, LISTS),
    "break": (ON_BREAK, LISTS),
}


@pytest.fixture
def display(qtbot: QtBot) -> RoomDisplay:
    shown = RoomDisplay()
    qtbot.addWidget(shown)
    return shown


def check_drawn(display: RoomDisplay, where: str) -> None:
    layout = display.layout_shown
    assert layout is not None
    boxes = {
        region.id: region_rect(region, display.width(), display.height())
        for region in layout.regions
    }
    screen = QRectF(display.rect())
    drawn = display.drawn()
    assert drawn, where
    for item in drawn:
        metrics = QFontMetricsF(item.font)
        what = f"{where}: {item.name} {item.text!r} at {item.font.pixelSize()} px in {item.rect}"
        assert metrics.horizontalAdvance(item.text) <= item.rect.width(), what
        assert metrics.boundingRect(item.text).width() <= item.rect.width(), what
        assert metrics.height() <= item.rect.height() + 0.5, what
        assert screen.contains(item.rect), what
        assert boxes[item.name.partition(".")[0]].contains(item.rect), what
    for first, second in itertools.combinations(drawn, 2):
        overlap = first.rect.intersected(second.rect)
        assert overlap.width() * overlap.height() < 1, (where, first.name, second.name)


def test_the_eight_presets_are_there() -> None:
    """ "classic (today's look), big clock, clock + payouts, clock + seating, final
    table, break (with the colour-up), end of night, high contrast"."""
    wanted = (
        "classic big-clock clock-payouts clock-seating final-table break end-of-night high-contrast"
    )
    assert set(wanted.split()) <= set(PRESETS)


@pytest.mark.parametrize("case", list(CASES))
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", PRESETS)
def test_every_preset_fits_every_screen(
    display: RoomDisplay, name: str, size: tuple[int, int], case: str
) -> None:
    texts, lists = CASES[case]
    display.resize(*size)
    display.show_layout(load_layout(name))
    display.show_texts(texts)
    display.show_lists(lists)
    display.show_seat_changes(CHANGES)
    check_drawn(display, f"{name} {size} {case}")


def test_regions_come_and_go_with_the_situation(display: RoomDisplay) -> None:
    """ "only on break": the big clock's blinds give way to the break's figures."""
    display.resize(1920, 1080)
    display.show_layout(load_layout("big-clock"))
    display.show_texts(PLAYING)
    names = {item.name for item in display.drawn()}
    assert "blinds.value" in names and "break.value" not in names
    display.show_texts(ON_BREAK)
    names = {item.name for item in display.drawn()}
    assert "break.value" in names and "blinds.value" not in names


def test_a_long_list_turns_its_pages_and_chip_leaders_wait_for_counts(display: RoomDisplay) -> None:
    layout = read_layout(
        '{"version": 1, "name": "Lists", "regions": ['
        '{"id": "seats", "show": "seating", "box": [0, 0, 0.5, 0.5]},'
        '{"id": "chips", "show": "chip_leaders", "box": [0.5, 0, 0.5, 0.5]},'
        '{"id": "note", "show": "message", "box": [0, 0.5, 1, 0.5], "text": "<b>Hi</b>"}]}'
    )
    display.resize(1920, 1080)
    display.show_layout(layout)
    display.show_texts(PLAYING)
    display.show_lists(LISTS)
    drawn = {item.name: item.text for item in display.drawn()}
    assert drawn["seats.label"].startswith("SEATING ") and "/" in drawn["seats.label"]
    assert drawn["chips.note"] == NO_CHIP_COUNTS
    assert drawn["note"] == "<b>Hi</b>"  # drawn as the text it is


def test_a_running_clock_repaints_only_the_clock(qtbot: QtBot, display: RoomDisplay) -> None:
    display.resize(1920, 1080)
    display.show_layout(load_layout("classic"))
    display.show_texts(PLAYING)
    display.show()
    qtbot.waitExposed(display)
    painted = []
    display.update = lambda region: painted.append(region.boundingRect())  # type: ignore[method-assign]
    display.show_texts(dataclasses.replace(PLAYING, time="17:46"))
    assert len(painted) == 1
    clock = display.slot("clock").rect.toAlignedRect()
    assert painted[0] == clock


def test_the_window_shows_the_layout_chosen_and_keeps_it(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """The display's context menu asks for a layout; the window draws it with the
    event's lists, and opens the display with it next time."""
    event_id = league_event(floor, name="Friday", buy_in=10_000, tables=2, seats=9)
    floor.execute(RegisterEntry(event_id, newcomers(("Ann Ames", "Bob Bell", "Cy Cole"))))
    floor.execute(StartClock(event_id))
    window = make_window(event_id=event_id)
    room = window.open_room_display()
    assert room.layout_shown is None  # the built-in display

    room.layout_requested.emit("clock-seating")

    assert room.layout_shown == load_layout("clock-seating")
    rows = {item.text for item in room.drawn() if item.name.startswith("seating.row")}
    assert rows == {"Ann Ames", "Bob Bell", "Cy Cole"}
    assert window._settings.value(ROOM_LAYOUT_KEY) == "clock-seating"
    floor.execute(RegisterEntry(event_id, newcomers(("Dee Dunn",))))
    window.commands.done.emit("Register")  # the window's sync after a command
    rows = {item.text for item in room.drawn() if item.name.startswith("seating.row")}
    assert "Dee Dunn" in rows

    room.layout_requested.emit("")
    assert room.layout_shown is None
    assert window._settings.value(ROOM_LAYOUT_KEY) == ""


def test_a_qr_code_region_is_painted_black_on_white(qtbot: QtBot, display: RoomDisplay) -> None:
    layout = read_layout(
        '{"version": 1, "name": "QR", "background": "#0a0e15", "regions": ['
        '{"id": "code", "show": "qr_code", "box": [0.25, 0.25, 0.5, 0.5], "text": "https://example.org"}]}'
    )
    display.resize(800, 600)
    display.show_layout(layout)
    image = display.grab().toImage()
    middle = image.copy(200, 150, 400, 300)
    colours = {middle.pixelColor(x, y).name() for x in range(0, 400, 3) for y in range(0, 300, 3)}
    assert {"#000000", "#ffffff"} <= colours
    assert image.pixelColor(5, 5).name() == "#0a0e15"
