"""App layer: what the list regions of a room-display layout show, and the
situation its conditions ask about (``domain.display.layouts``).

``display_lists`` gives, for an event now: the seating (every seated player
by name, with table and seat, then those waiting), the results (finished
places, best first, with prizes), the league standings of the season the event
belongs to, the chip leaders by last count, and whether the field is in the
money (no more players left than places paid) and down to its final table. Rows
are pairs of texts (left, right): the Qt display and the web companion draw them
alike. Names go through ``name`` (the web serves the event's public names).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from floortool.app.depends import depends_on
from floortool.app.views.chip_counts import counted_leaders
from floortool.app.views.field import field_summary
from floortool.app.views.league import standings_view
from floortool.app.views.payouts import prize_view
from floortool.app.views.results import results_view
from floortool.app.views.seating import seating_view
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.money import format_money_grouped
from floortool.domain.prize.payouts import ordinal

logger = logging.getLogger(__name__)

Row = tuple[str, str]


@dataclass(frozen=True)
class DisplayLists:
    """The rows of each list region, and the situation of the event."""

    seating: tuple[Row, ...] = ()
    results: tuple[Row, ...] = ()
    standings: tuple[Row, ...] = ()
    events: tuple[Row, ...] = ()  # every event in play (``app.views.lobby``), given at a time
    chip_leaders: tuple[Row, ...] = ()  # by last count, biggest first
    in_the_money: bool = False
    final_table: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "seating": [list(row) for row in self.seating],
            "results": [list(row) for row in self.results],
            "standings": [list(row) for row in self.standings],
            "events": [list(row) for row in self.events],
            "chip_leaders": [list(row) for row in self.chip_leaders],
            "in_the_money": self.in_the_money,
            "final_table": self.final_table,
        }


def _standings(state: FloorState, event_id: int, name: Callable[[str], str]) -> tuple[Row, ...]:
    league_event = state.league.event_of_tournament(event_id)
    if league_event is None:
        return ()
    season = state.league.seasons[league_event.season_id]
    league = state.league.leagues[season.league_id]
    view = standings_view(state, league.name, season.name)
    return tuple(
        (f"{row.rank}. {name(view.name(row.player_id))}", f"{row.total:,.0f}") for row in view.rows
    )


@depends_on(
    Subject.LEAGUE,
    reads=(seating_view, results_view, standings_view, field_summary, prize_view, counted_leaders),
)
def display_lists(
    state: FloorState, event_id: int, name: Callable[[str], str] = str
) -> DisplayLists:
    """The list rows and the situation of ``event_id`` now."""
    seating = seating_view(state, event_id)
    seated = sorted(
        (
            (name(o.player), f"{table.table} · {o.seat}")
            for table in seating.tables
            for o in table.occupied
        ),
        key=lambda row: row[0].casefold(),
    )
    waiting = [(name(player), "waiting") for player in seating.waiting]
    placed = sorted(
        (row for row in results_view(state, event_id).results if row.place),
        key=lambda row: row.places[0],
    )
    results = tuple(
        (
            f"{ordinal(row.places[0])}  {name(row.player)}",
            format_money_grouped(row.prize_cents) if row.prize_cents else "",
        )
        for row in placed
    )
    left = field_summary(state, event_id).players_left
    try:
        payouts = prize_view(state, event_id).payouts
    except FloorError as exc:
        logger.info("no payouts for event %d: %s", event_id, exc)
        payouts = None
    paid = 0 if payouts is None else len(payouts.amounts_cents)
    return DisplayLists(
        seating=(*seated, *waiting),
        results=results,
        standings=_standings(state, event_id, name),
        chip_leaders=tuple(
            (f"{leader.place}. {name(leader.player)}", f"{leader.chips:,}")
            for leader in counted_leaders(state, event_id)
        ),
        in_the_money=0 < left <= paid,
        final_table=seating.final_table is not None,
    )
