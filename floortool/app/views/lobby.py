"""App layer: the lobby, every event in play on one screen (the ``events`` region of a
room-display layout).

An event is in play from the moment its clock is running, paused or counting down to
a scheduled start until its tournament is over; an event without a structure, not
scheduled, or over is left out. Each is one row of two texts, like every list region
of a layout: its name, then its level (or break), the time left in it (or till its
start), the players left and whether late registration is open — ``Level 5 · 12:40
left · 45 players · late reg open``, a phrase the front end says in its reader's
language (``str()``: the English). The time is read at ``now``, so a front end asks
again as its clock turns; the players left come from ``players_left`` (the front
end's kept field figures), which do not change with the time.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from floortool.app.depends import depends_on
from floortool.app.views.clock import ClockView, clock_view, format_seconds
from floortool.app.views.field import field_summary
from floortool.domain.clock.state import FINISHED, NOT_STARTED, PAUSED
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel import nouns
from floortool.domain.kernel.phrases import Phrase, translate

Row = tuple[str, Phrase]


def in_play(view: ClockView | None) -> bool:
    """Whether the lobby lists an event whose clock reads ``view``."""
    if view is None or view.state == FINISHED or view.winner:
        return False
    return view.state != NOT_STARTED or view.starts_in is not None


def _time(view: ClockView) -> Phrase:
    if view.state == NOT_STARTED:
        assert view.starts_in is not None
        starts = translate("app.views.lobby", "starts in {time}")
        return starts.fill(time=format_seconds(view.starts_in))
    left = translate("app.views.lobby", "{time} left").fill(time=format_seconds(view.remaining))
    if view.state == PAUSED:
        return translate("app.views.lobby", "paused, {left}").fill(left=left)
    return left


def lobby_row(view: ClockView, players_left: int) -> Row:
    """One event's row: its name, then its level, time, players and late registration."""
    row = view.row
    stage = (
        translate("app.views.lobby", "Break")
        if row.is_break
        else translate("app.views.lobby", "Level {level}").fill(level=row.level)
    )
    late = (
        translate("app.views.lobby", "late reg open")
        if view.late_reg_open
        else translate("app.views.lobby", "late reg closed")
    )
    right = translate("app.views.lobby", "{stage} · {time} · {players} · {late}")
    return view.event_name, right.fill(
        stage=stage, time=_time(view), players=nouns.players(players_left), late=late
    )


@depends_on(reads=(clock_view, field_summary))
def lobby_rows(
    state: FloorState, now: datetime, players_left: Callable[[int], int]
) -> tuple[Row, ...]:
    """The row of every event in play at ``now``, by event number."""
    rows = []
    for event_id in sorted(state.events):
        view = clock_view(state, event_id, now)
        if view is not None and in_play(view):
            rows.append(lobby_row(view, players_left(event_id)))
    return tuple(rows)
