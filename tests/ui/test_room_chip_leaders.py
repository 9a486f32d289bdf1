"""The room display's chip-leaders view: once stacks are counted, the payouts panel turns
to the chip leaders by last count and back (``PANEL_SECONDS``), nothing cut off at
16:9 or 4:3; before the first count it stays on the payouts."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest
from tests.ui.test_room_display import RUNNING, check_fits

from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from floortool.ui.room_display import LABELS, RoomDisplay
from floortool.ui.room_figures import short_chips, short_name

#: The room's widest leader texts: a name cut to its longest, a stack of millions.
LEADERS = tuple(f"{n}. Maximilian Oppen…  12.3M" for n in range(1, 11))
COUNTED = dataclasses.replace(RUNNING, leaders=LEADERS)
SHOTS = os.environ.get("FLOORTOOL_SHOTS")


@pytest.mark.parametrize(("width", "height"), [(1920, 1080), (1024, 768), (1280, 720)])
def test_the_panel_turns_to_the_chip_leaders_and_back(
    qtbot: QtBot, width: int, height: int
) -> None:
    display = RoomDisplay()
    qtbot.addWidget(display)
    display.show()
    display.resize(width, height)
    qtbot.waitUntil(lambda: display.size().width() == width)
    display.show_texts(COUNTED)
    assert {i.name: i.text for i in display.drawn()}["payouts_label"] == "PAYOUTS"

    display.turn_panel()
    drawn = {item.name: item for item in display.drawn()}
    assert drawn["payouts_label"].text == LABELS["leaders"]
    assert drawn["payout_1"].text == LEADERS[0]
    for item in drawn.values():
        check_fits(item, QRectF(display.rect()))
    if SHOTS:
        display.grab().save(str(Path(SHOTS) / f"room-leaders-{width}x{height}.png"))

    display.turn_panel()
    assert {i.name: i.text for i in display.drawn()}["payouts_label"] == "PAYOUTS"


def test_before_any_count_the_panel_stays_on_the_payouts(qtbot: QtBot) -> None:
    display = RoomDisplay()
    qtbot.addWidget(display)
    display.show_texts(RUNNING)
    display.turn_panel()
    assert {i.name: i.text for i in display.drawn()}["payouts_label"] == "PAYOUTS"


def test_leader_texts_are_short_enough_to_read_across_the_room() -> None:
    assert short_name("Maximilian Oppenheimer-Schwarz") == "Maximilian Oppe…"
    assert short_name("Ann Lee") == "Ann Lee"
    assert [short_chips(c) for c in (9_500, 125_000, 1_250_000, 12_345_678)] == [
        "9,500",
        "125K",
        "1.25M",
        "12.3M",
    ]
