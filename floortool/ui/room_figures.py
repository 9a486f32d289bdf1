"""UI layer: the room's figures (players, entries, chips, prize pool) for the displays.

One small read-only function, ``room_figures``, so the clock page, the mini
clock and the room display all show the same numbers and the registration
module only has to change this place. Until entries exist in the floor's
state there are none: 0 players of 0 entries, no average stack ("—"), a prize
pool of 0.00; nothing is made up.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.money import format_money
from floortool.domain.state import FloorState
from floortool.domain.tournament import require_event

NOT_KNOWN = "—"


@dataclass(frozen=True)
class RoomFigures:
    """What the room is told about the field."""

    players_left: int
    entries: int
    chips_in_play: int
    prize_pool: int  # cents

    @property
    def average_stack(self) -> int | None:
        """Chips per player still in, None when nobody is."""
        if self.players_left <= 0:
            return None
        return round(self.chips_in_play / self.players_left)

    @property
    def players_text(self) -> str:
        """``42 / 60`` (players left / entries)."""
        return f"{self.players_left:,} / {self.entries:,}"

    @property
    def prize_pool_text(self) -> str:
        return format_money(self.prize_pool)

    @property
    def average_text(self) -> str:
        """``24,500``, or ``—`` when there is no one to average over."""
        average = self.average_stack
        return NOT_KNOWN if average is None else f"{average:,}"

    def average_bb_text(self, big_blind: int | None) -> str:
        """``61 BB`` (the average stack in big blinds), or "" when not known."""
        average = self.average_stack
        if average is None or not big_blind:
            return ""
        return f"{average / big_blind:.0f} BB"


def room_figures(state: FloorState, event_id: int) -> RoomFigures:
    """The figures of ``event_id`` as the floor knows them now.

    Registration is not in the floor yet, so there are no entries: every
    count is zero. The registration module replaces the body of this function
    with its query (players left, entries, chips in play, prize pool).
    """
    require_event(state, event_id)
    return RoomFigures(players_left=0, entries=0, chips_in_play=0, prize_pool=0)
