"""UI layer: ``display render`` — the room display drawn offscreen into a PNG.

The display is made as the window makes it (the event's clock texts, its room
figures, seat changes in force, the lists of the layout's list regions and how
the night ended, if it has) at the asked size with the asked layout, grabbed
and saved. Nothing is shown on a screen and nothing is changed.
"""

from __future__ import annotations

import logging
from dataclasses import replace

from floortool.app.floor import Floor
from floortool.app.languages import DEFAULT_LANGUAGE
from floortool.app.launch import WindowRequest
from floortool.app.layouts import load_layout
from floortool.app.views.clock import clock_view
from floortool.app.views.display_lists import display_lists
from floortool.app.views.final_standings import final_standings
from floortool.app.views.floor_map import SEAT_CHANGE_TIME, recent_moves
from floortool.domain.kernel.errors import FloorError
from floortool.ui.application import application
from floortool.ui.clock_text import clock_texts
from floortool.ui.layout_slots import lobby_of, shows_events
from floortool.ui.room_display import RoomDisplay
from floortool.ui.room_figures import room_figures
from floortool.ui.seat_changes import MOST, change_text
from floortool.ui.translation import use_language, window_words

logger = logging.getLogger(__name__)


def event_display(
    floor: Floor, event_id: int, layout_name: str, width: int, height: int
) -> RoomDisplay:
    """The room display of ``event_id`` with layout ``layout_name``, ``width`` x ``height``."""
    display = RoomDisplay()
    display.resize(width, height)
    display.show_layout(load_layout(layout_name))
    fill_display(display, floor, event_id)
    return display


def fill_display(display: RoomDisplay, floor: Floor, event_id: int) -> None:
    """Give ``display`` what the window gives it for ``event_id`` now."""
    now = floor.clock()
    view = clock_view(floor.state, event_id, now)
    if view is not None:
        figures = room_figures(floor.reads, event_id)
        chip_set = floor.state.chip_sets.get(event_id)
        display.show_texts(clock_texts(view, figures=figures, chip_set=chip_set))
    moves = recent_moves(
        floor.journal(), floor.state, event_id, since=now - SEAT_CHANGE_TIME, limit=MOST
    )
    display.show_seat_changes([change_text(move) for move in moves])
    lists = display_lists(floor.state, event_id)
    if shows_events(display.layout_shown):
        lists = replace(lists, events=lobby_of(floor))
    display.show_lists(lists)
    display.show_end(final_standings(floor.state, event_id))


def render_display(request: WindowRequest) -> int:
    """Draw ``request.render`` for ``request.event_id``; the exit status (1: refused)."""
    render = request.render
    assert render is not None and request.event_id is not None
    use_language(application(), request.language or DEFAULT_LANGUAGE)
    try:
        floor = Floor.open(request.db_url, operator=request.operator)
        display = event_display(floor, request.event_id, render.layout, render.width, render.height)
    except FloorError as exc:
        print(f"floortool: {exc.said(window_words().say)}")
        return 1
    if not display.grab().save(render.out, "PNG"):
        print(f"floortool: cannot write {render.out}.")
        return 1
    print(f"Drew layout {render.layout} at {render.width}x{render.height} into {render.out}.")
    return 0
