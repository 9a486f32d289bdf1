"""Issue 30 (item 3): "chip colours always with their values in numerals; sounds always
with a visible equivalent".

Sounds: the clock's cue sounds (the one-minute warning, a new level, the
break, the end of the break) are each shown as they play: the same line in
the window's status bar and in a band across the room display, naming the
cue and the row (``♪ New level. Level 2: blinds 50 and 100.``).

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
from tests.ui.fakes import FakeAnnouncer, MakeWindow

from PySide6.QtWidgets import QApplication, QLabel

from floortool.app.commands.clock import StartClock
from floortool.app.floor import Floor
from floortool.domain.structure.chips import STANDARD_CHIP_SET, ChipSet
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page


def until_the_next_cue(window: MainWindow, clock: FakeClock, announcer: FakeAnnouncer) -> str:
    """Floor time passes a second at a time until the clock plays a cue; its name."""
    heard = len(announcer.names)
    for _ in range(4 * 60 * 60):
        clock.advance(1)
        window.ticker.refresh()
        if len(announcer.names) > heard:
            return announcer.names[-1]
    raise AssertionError("no cue in four hours")


def test_every_cue_sound_is_also_a_line_in_the_status_bar_and_on_the_room_display(
    make_window: MakeWindow, floor: Floor, clock: FakeClock, announcer: FakeAnnouncer
) -> None:
    event_id = league_event(floor)
    window = make_window(event_id=event_id)
    room = window.open_room_display()
    floor.execute(StartClock(event_id))
    window.ticker.refresh()
    seen = []
    for _ in range(6):
        name = until_the_next_cue(window, clock, announcer)
        line = window.statusBar().currentMessage()
        seen.append((name, line))
        assert room.cue == line
    assert seen == [
        ("warning", "♪ One minute left in level 1."),
        ("level", "♪ New level. Level 2: blinds 50 and 100."),
        ("warning", "♪ One minute left in level 2."),
        ("level", "♪ Break: 10 minutes."),
        ("warning", "♪ One minute left in the break."),
        ("break-over", "♪ The break is over. Level 3: blinds 100 and 200, big blind ante 200."),
    ]
    room.cue_timer.timeout.emit()  # its time is over: the band goes
    assert room.cue == ""


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
    make_window: MakeWindow, floor: Floor, clock: FakeClock, announcer: FakeAnnouncer
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
    while not (window.ticker.texts and window.ticker.texts.is_break):
        until_the_next_cue(window, clock, announcer)
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
