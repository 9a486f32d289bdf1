"""App layer: what the floor shows about hands — a table's hand report and the
state of hand-for-hand play — as frozen read models; each ``to_json`` is its
one JSON form (``cli.md``: ``seating hand``, ``hand-for-hand``).

Decides nothing: ``hand_for_hand_view`` reads the folded state (the hand being
played, the tables that deal it, those that have finished it and those still
playing, the time each hand takes off the clock, and the clock itself);
``hand_report_view`` reads what a hand command just recorded, with the
table's button and blinds for its next hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from floortool.app.views.clock import ClockView, clock_view
from floortool.domain.fold.kinds import decode_event
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import JournalEntry
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.seating.events import marks_of, said_rule
from floortool.domain.seating.halts import TableHalted, TableResumed
from floortool.domain.seating.hand_for_hand import (
    hand_for_hand_of,
    tables_to_report,
    waiting_tables,
)
from floortool.domain.seating.hands import HandFinished, HandForHandDealt, HandTimeCharged
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import require_event


@dataclass(frozen=True, slots=True)
class HandForHandView:
    """Hand-for-hand play (TDA 2024 RP-8): ``hand`` is None when it is off; ``tables``
    are those that deal each hand, ``reported`` those that have finished this one,
    ``waiting`` those still playing it; ``clock`` the event's clock, if it has one."""

    on: bool
    hand: int | None
    tables: tuple[int, ...]
    reported: tuple[int, ...]
    waiting: tuple[int, ...]
    seconds_per_hand: int | None
    started_at: str | None  # ISO-8601 UTC
    hand_started_at: str | None
    clock: ClockView | None

    def to_json(self) -> dict[str, Any]:
        return {
            "on": self.on,
            "hand": self.hand,
            "tables": list(self.tables),
            "reported": list(self.reported),
            "waiting": list(self.waiting),
            "seconds_per_hand": self.seconds_per_hand,
            "started_at": self.started_at,
            "hand_started_at": self.hand_started_at,
            "clock": None if self.clock is None else self.clock.to_json(),
        }


def hand_for_hand_view(state: FloorState, event_id: int, now: datetime) -> HandForHandView:
    require_event(state, event_id)
    play = hand_for_hand_of(state, event_id)
    tables = tuple(tables_to_report(state, event_id))
    clock = clock_view(state, event_id, now)
    if play is None:
        return HandForHandView(False, None, tables, (), (), None, None, None, clock)
    return HandForHandView(
        on=True,
        hand=play.hand,
        tables=tables,
        reported=tuple(sorted(play.reported)),
        waiting=tuple(waiting_tables(state, event_id)),
        seconds_per_hand=play.seconds_per_hand,
        started_at=play.started_at,
        hand_started_at=play.hand_started_at,
        clock=clock,
    )


@dataclass(frozen=True, slots=True)
class HaltView:
    """A table that halts until balanced (TDA 2024 Rule 11-D): its players then, the
    fullest table's, and the rule."""

    table: int
    players: int
    fullest: int
    rule: Phrase | str  # said in the reader's language; English in ``to_json``

    def to_json(self) -> dict[str, Any]:
        return {
            "table": self.table,
            "players": self.players,
            "fullest": self.fullest,
            "rule": str(self.rule),
        }


@dataclass(frozen=True, slots=True)
class HandReportView:
    """What a hand report recorded: the table, the hand-for-hand hand it finished, its
    button and blinds for the next hand (a dead button or dead small blind is on an
    empty seat; ``not_dealt_in``: newcomers between the button and the small blind),
    the hand dealt next and the time charged (hand-for-hand), the tables still playing,
    the halts it began or ended, and why the table must draw for the button, if it
    must. Empty (``table`` None) when the entries hold no hand report."""

    table: int | None = None
    hand_for_hand_hand: int | None = None
    button: int | None = None
    small_blind: int | None = None
    big_blind: int | None = None
    dealt: int | None = None
    seconds_charged: int = 0
    waiting: tuple[int, ...] = ()
    halted: tuple[HaltView, ...] = ()
    resumed: tuple[int, ...] = ()
    button_redraw: Phrase | str | None = None  # why (said in the reader's language)
    dead_button: bool = False
    dead_small_blind: bool = False
    not_dealt_in: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "table": self.table,
            "hand_for_hand_hand": self.hand_for_hand_hand,
            "button": self.button,
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
            "dealt": self.dealt,
            "seconds_charged": self.seconds_charged,
            "waiting": list(self.waiting),
            "halted": [halt.to_json() for halt in self.halted],
            "resumed": list(self.resumed),
            "button_redraw": None if self.button_redraw is None else str(self.button_redraw),
            "dead_button": self.dead_button,
            "dead_small_blind": self.dead_small_blind,
            "not_dealt_in": list(self.not_dealt_in),
        }


def hand_report_view(state: FloorState, entries: Sequence[JournalEntry]) -> HandReportView:
    """What the hand report in ``entries`` (a hand command's group) recorded."""
    finished: HandFinished | None = None
    dealt: int | None = None
    charged = 0
    halted: list[HaltView] = []
    resumed: list[int] = []
    for record in entries:
        event = decode_event(record.kind, record.data)
        if isinstance(event, HandFinished):
            finished = event
        elif isinstance(event, HandForHandDealt):
            dealt = event.hand
        elif isinstance(event, HandTimeCharged):
            charged = event.seconds
        elif isinstance(event, TableHalted):
            halted.append(HaltView(event.table, event.players, event.fullest, said_rule(event)))
        elif isinstance(event, TableResumed):
            resumed.append(event.table)
    if finished is None:
        return HandReportView(
            dealt=dealt, seconds_charged=charged, halted=tuple(halted), resumed=tuple(resumed)
        )
    event_id, number = finished.event_id, finished.table
    table = seating_of(state, event_id).tables[number]
    button = table.button
    hand = table.next_hand()
    return HandReportView(
        table=number,
        hand_for_hand_hand=finished.hand,
        button=button if hand is None else hand.button,
        small_blind=None if hand is None else hand.small_blind,
        big_blind=None if hand is None else hand.big_blind,
        dead_button=hand is not None and hand.dead_button,
        dead_small_blind=hand is not None and hand.dead_small_blind,
        not_dealt_in=() if hand is None else tuple(sorted(hand.waiting)),
        dealt=dealt,
        seconds_charged=charged,
        waiting=tuple(waiting_tables(state, event_id)),
        halted=tuple(halted),
        resumed=tuple(resumed),
        button_redraw=marks_of(state, event_id).redraw_reason(number),
    )
