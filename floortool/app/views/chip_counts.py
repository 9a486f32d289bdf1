"""App layer: the chip leaders, the average stack and the chips of the night, from the counts.

``chip_leaders(state, event_id, now)`` gives the top stacks by their last count
(with when each was counted), the average stack (chips in play / players left)
and that average in big blinds of the level playing at ``now``, and what is not
counted, as such: "1,234,000 chips uncounted among 37 players", never a guess.
``chip_history`` gives the chip leader and the average at each count of the
night (the chart and its CSV). A busted player's stack is known: 0.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from floortool.app.depends import depends_on
from floortool.app.views.field import rounded_average
from floortool.domain.field.counts import ChipsInPlay, chip_log_points, chips_in_play
from floortool.domain.field.entries import ACTIVE, Entry, event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel import nouns
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.seating.seats import seating_of
from floortool.domain.structure.levels import Level
from floortool.domain.structure.moment import levels_started, moment_of, structure_of

#: How many leaders the displays show unless asked for another number.
LEADERS_SHOWN = 10


@dataclass(frozen=True, slots=True)
class ChipLeader:
    """One counted stack among the leaders."""

    place: int
    player: str
    entry_id: int
    chips: int
    counted_at: str  # ISO, UTC
    counted_by: str
    table: int | None
    seat: int | None

    def to_json(self) -> dict[str, Any]:
        return {
            "place": self.place,
            "player": self.player,
            "entry_id": self.entry_id,
            "chips": self.chips,
            "counted_at": self.counted_at,
            "counted_by": self.counted_by,
            "table": self.table,
            "seat": self.seat,
        }


@dataclass(frozen=True, slots=True)
class ChipLeaders:
    """The leaders by last count, the average stack and what is not counted."""

    event_id: int
    leaders: tuple[ChipLeader, ...]
    chips: ChipsInPlay  # in play, held by the players left, counted
    average: int | None
    big_blind: int  # of the level playing (the first level before the start; 0: none)

    @property
    def average_bb(self) -> float | None:
        """The average stack in big blinds (one decimal), None without one."""
        if self.average is None or not self.big_blind:
            return None
        return round(self.average / self.big_blind, 1)

    @property
    def average_text(self) -> Phrase:
        """``Average 42,500 (21.3 BB)``, or ``Average —`` with nobody left."""
        if self.average is None:
            return translate("app.views.chip_counts", "Average —")
        average = translate("app.views.chip_counts", "Average {average}").fill(
            average=Number(self.average)
        )
        if self.average_bb is None:
            return average
        whole, tenth = divmod(round(self.average_bb * 10), 10)
        bb: Number | Phrase = Number(whole)
        if tenth:
            bb = translate("app.views.chip_counts", "{whole}.{tenth}").fill(
                whole=Number(whole), tenth=tenth
            )
        return translate("app.views.chip_counts", "{average} ({bb} BB)").fill(
            average=average, bb=bb
        )

    @property
    def uncounted_text(self) -> Phrase | None:
        """``1,234,000 chips uncounted among 37 players`` (None once every stack is)."""
        chips = self.chips
        if not chips.uncounted_players:
            return None
        players = nouns.players(chips.uncounted_players)
        return translate("app.views.chip_counts", "{chips} chips uncounted among {players}").fill(
            chips=Number(chips.uncounted), players=players
        )

    def to_json(self) -> dict[str, Any]:
        """``chips leaders --json``: ``leaders`` (player, chips, counted_at ...) and
        ``average``, with the rest of the record."""
        return {
            "event": self.event_id,
            "leaders": [leader.to_json() for leader in self.leaders],
            "average": self.average,
            "average_bb": self.average_bb,
            "big_blind": self.big_blind,
            "chips_in_play": self.chips.in_play,
            "players_left": self.chips.players_left,
            "counted_chips": self.chips.counted,
            "counted_players": self.chips.counted_players,
            "uncounted_chips": self.chips.uncounted,
            "uncounted_players": self.chips.uncounted_players,
        }


def big_blind_at(state: FloorState, event_id: int, now: datetime) -> int:
    """The big blind of the level playing at ``now`` (the first level's before the
    start, the last level's during a break; 0 without a structure)."""
    structure = structure_of(state, event_id)
    started = levels_started(structure, moment_of(state, event_id, now))
    levels = started or tuple(r for r in structure.rows if isinstance(r, Level))[:1]
    return levels[-1].big_blind if levels else 0


def _name(state: FloorState, entry: Entry) -> str:
    player = state.players.get(entry.player_id)
    return player.name if player is not None else f"#{entry.player_id}"


@depends_on(Subject.FIELD, Subject.SEATING, Subject.PLAYERS)
def counted_leaders(
    state: FloorState, event_id: int, top: int = LEADERS_SHOWN
) -> tuple[ChipLeader, ...]:
    """The ``top`` seated players by their last count, biggest first."""
    counted = [
        (e.count, e)
        for e in event_entries(state, event_id).values()
        if e.status == ACTIVE and e.count is not None
    ]
    best = heapq.nsmallest(top, counted, key=lambda pair: (-pair[0].chips, pair[1].id))
    seating = seating_of(state, event_id)
    leaders = []
    for place, (count, entry) in enumerate(best, start=1):
        seat = seating.seat_of(entry.id)
        leaders.append(
            ChipLeader(
                place=place,
                player=_name(state, entry),
                entry_id=entry.id,
                chips=count.chips,
                counted_at=count.at,
                counted_by=count.by,
                table=seat[0] if seat else None,
                seat=seat[1] if seat else None,
            )
        )
    return tuple(leaders)


@depends_on(Subject.CLOCK, Subject.STRUCTURE, reads=(counted_leaders,))
def chip_leaders(
    state: FloorState, event_id: int, now: datetime, *, top: int = LEADERS_SHOWN
) -> ChipLeaders:
    """The ``top`` stacks by last count, the average and what is not counted."""
    state.event(event_id)
    now_chips = chips_in_play(state, event_id)
    return ChipLeaders(
        event_id=event_id,
        leaders=counted_leaders(state, event_id, top),
        chips=now_chips,
        average=rounded_average(now_chips.in_play, now_chips.players_left),
        big_blind=big_blind_at(state, event_id, now),
    )


def count_age_text(counted_at: str, now: datetime) -> str | Phrase:
    """``just now``, ``12 min ago``, ``2 h 5 min ago`` (the count's age at ``now``)."""
    try:
        minutes = int((now - datetime.fromisoformat(counted_at)).total_seconds() // 60)
    except ValueError:
        return ""
    if minutes < 1:
        return translate("app.views.chip_counts", "just now")
    if minutes < 60:
        return translate("app.views.chip_counts", "{minutes} min ago").fill(minutes=minutes)
    return translate("app.views.chip_counts", "{hours} h {minutes} min ago").fill(
        hours=minutes // 60, minutes=minutes % 60
    )


@dataclass(frozen=True, slots=True)
class ChipHistoryPoint:
    """The chip leader and the average stack at one count."""

    at: str
    leader: str  # empty: nobody counted yet
    leader_chips: int
    average: int | None
    in_play: int
    players_left: int

    def to_json(self) -> dict[str, Any]:
        return {
            "at": self.at,
            "leader": self.leader,
            "leader_chips": self.leader_chips,
            "average": self.average,
            "chips_in_play": self.in_play,
            "players_left": self.players_left,
        }


#: The columns of ``chips history --csv``.
HISTORY_COLUMNS = ("at", "leader", "leader_chips", "average", "chips_in_play", "players_left")


@depends_on(Subject.FIELD, Subject.PLAYERS)
def chip_history(state: FloorState, event_id: int) -> tuple[ChipHistoryPoint, ...]:
    """The chip leader and the average at each count of the night, oldest first."""
    state.event(event_id)
    entries = event_entries(state, event_id)
    points = []
    for point in chip_log_points(state, event_id):
        leader = entries.get(point.leader) if point.leader else None
        points.append(
            ChipHistoryPoint(
                at=point.at,
                leader=_name(state, leader) if leader is not None else "",
                leader_chips=point.leader_chips,
                average=rounded_average(point.in_play, point.players_left),
                in_play=point.in_play,
                players_left=point.players_left,
            )
        )
    return tuple(points)
