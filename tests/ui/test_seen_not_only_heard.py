"""Issue 30 (item 3): "chip colours always with their values in numerals".

Chip colours: wherever the window names a chip's colour (the chip set and the
colour-up plans beside the structure, the clock page's colour-up notice, the
room display's break view) the chip's value stands beside it in numerals
(``25 (green)``): a colour alone means nothing to a director who cannot tell
green from red.
"""

from __future__ import annotations

import re

from tests.support import FakeClock
from tests.ui.desk import league_event
from tests.ui.fakes import MakeWindow

from PySide6.QtWidgets import QApplication, QLabel

from floortool.app.commands.clock import StartClock
from floortool.app.floor import Floor
from floortool.domain.structure.chips import STANDARD_CHIP_SET, ChipSet
from floortool.ui.pages import Page


def colours_without_values(text: str, chip_set: ChipSet) -> list[str]:
    """Each chip colour named in ``text`` without its value just before it (``25 (green)``
    or ``25 green``)."""
    bare = []
    for chip in chip_set.chips:
        if not chip.color:
            continue
        for found in re.finditer(rf"\b{re.escape(chip.color)}\b", text, re.IGNORECASE):
            before = text[: found.start()]
            if not re.search(rf"\b{chip.denomination:,} \(?$", before):
                bare.append(f"{chip.color!r} without {chip.denomination:,} in {text!r}")
    return bare


def test_every_chip_colour_shown_has_its_value_in_numerals_beside_it(
    make_window: MakeWindow, floor: Floor, clock: FakeClock
) -> None:
    event_id = league_event(floor)
    window = make_window(event_id=event_id)
    chip_set = floor.state.chip_sets[event_id]
    room = window.open_room_display()
    window.event_view.show_page(Page.STRUCTURE)
    QApplication.processEvents()
    texts = [label.text() for label in window.findChildren(QLabel) if label.isVisible()]
    floor.execute(StartClock(event_id))
    window.ticker.refresh()
    texts += [item.text for item in room.drawn()]  # the colour-up coming at the break
    for _ in range(4 * 60):  # a minute at a time, until the break
        if window.ticker.texts is not None and window.ticker.texts.is_break:
            break
        clock.advance(60)
        window.ticker.refresh()
    window.event_view.show_page(Page.CLOCK)
    QApplication.processEvents()
    texts += [label.text() for label in window.findChildren(QLabel) if label.isVisible()]
    texts += [item.text for item in room.drawn()]  # the break view
    colours = [chip.color for chip in chip_set.chips if chip.color]
    named = [text for text in texts if any(colour in text for colour in colours)]
    assert len(named) >= 4, texts  # the set, the plans, the notice, the break view
    assert [bare for text in texts for bare in colours_without_values(text, chip_set)] == []


def test_the_check_finds_a_colour_shown_alone() -> None:
    assert colours_without_values("Colour up the green chips", STANDARD_CHIP_SET) == [
        "'green' without 25 in 'Colour up the green chips'"
    ]
    assert colours_without_values("Colour up 25 (green), 100 black", STANDARD_CHIP_SET) == []
