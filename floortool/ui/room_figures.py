"""UI layer: the room's figures (players, entries, chips, prize pool) for the displays.

One small read-only function, ``room_figures``, so the clock page, the
players page and the room display all show the same numbers. Players left,
entries and chips in play come from the app's ``field_summary`` (the
late-registration deductions, rebuys and add-ons counted there), and the
average stack is rounded as the app rounds it. With no entries: 0 players of
0 entries and no average stack ("—"); nothing is made up. The prize pool is
not wired yet (0.00).
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.app.field import FieldSummary, field_summary, rounded_average
from floortool.domain.money import format_money
from floortool.domain.state import FloorState

NOT_KNOWN = "—"


@dataclass(frozen=True)
class RoomFigures:
    """What the room is told about the field."""

    players_left: int
    entries: int
    chips_in_play: int
    prize_pool: int  # cents

    @classmethod
    def of_field(cls, summary: FieldSummary, *, prize_pool: int = 0) -> RoomFigures:
        """The figures of an event's field (``app.field.field_summary``)."""
        return cls(
            players_left=summary.players_left,
            entries=summary.total_entries,
            chips_in_play=summary.chips_in_play,
            prize_pool=prize_pool,
        )

    @property
    def average_stack(self) -> int | None:
        """Chips per player still in (rounded as ``app.field`` rounds), None when nobody is."""
        if self.players_left <= 0:
            return None
        return rounded_average(self.chips_in_play, self.players_left)

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
    """The figures of ``event_id`` as the floor knows them now (prize pool: 0.00 for now)."""
    return RoomFigures.of_field(field_summary(state, event_id))
