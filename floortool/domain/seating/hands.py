"""Domain layer: the journal events of hands played at the tables.

A table finished a hand, with the seats that posted its blinds (the next
hand's button goes to the small blind's seat: the dead button, TDA 2024 Rule
32; records written before the blinds were kept have a ``ButtonSet`` in the
same group instead); hand-for-hand play started, its next hand dealt at every table, and
stopped (TDA 2024 RP-8); and the clock time one hand-for-hand hand takes off
the held clock (RP-8-C/D). ``HandForHand`` is what the fold keeps while an
event plays hand for hand: the hand being played, the tables that have
finished it, and the time each hand takes off the clock.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING

from floortool.domain.clock.events import ClockEvent
from floortool.domain.clock.state import ClockState, settle
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.seating.seats import seating_of

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


@dataclass
class HandForHand:
    """One event's hand-for-hand play: ``hand`` is the hand being played (1 is the hand
    in progress when it was announced), ``reported`` the tables that have finished it."""

    hand: int
    seconds_per_hand: int
    started_at: str
    hand_started_at: str
    reported: set[int] = field(default_factory=set)


def _live(state: FloorState, event_id: int) -> None:
    if event_id not in state.events:
        raise ReplayConflict(f"event {event_id} is not live")


def _playing(state: FloorState, event_id: int) -> HandForHand:
    _live(state, event_id)
    play = state.hand_for_hand.get(event_id)
    if play is None:
        raise ReplayConflict(f"event {event_id} is not playing hand for hand")
    return play


@dataclass(frozen=True)
class HandFinished(DomainEvent):
    """A table finished a hand; ``hand`` is the hand-for-hand hand (None outside it);
    ``small_blind`` and ``big_blind`` the seats that posted its blinds (None: the button
    was unknown or is to be drawn, and stays so)."""

    kind = "hand_finished"
    subjects = frozenset({Subject.SEATING})
    event_id: int
    table: int
    hand: int | None = None
    small_blind: int | None = None
    big_blind: int | None = None

    def apply(self, state: FloorState) -> None:
        _live(state, self.event_id)
        seating = seating_of(state, self.event_id)
        table = seating.tables.get(self.table)
        if table is None:
            raise ReplayConflict(f"table {self.table} is not open")
        if self.small_blind is not None and self.big_blind is not None:
            if not (1 <= self.small_blind <= table.seats and 1 <= self.big_blind <= table.seats):
                raise ReplayConflict(f"table {self.table} has no such blind seats")
            seating.room.hand_finished(self.table, self.small_blind, self.big_blind)
        play = state.hand_for_hand.get(self.event_id)
        if play is None and self.hand is None:
            return
        if play is None or play.hand != self.hand or self.table in play.reported:
            raise ReplayConflict(
                f"table {self.table} cannot finish hand-for-hand hand {self.hand} now"
            )
        play.reported.add(self.table)


@dataclass(frozen=True)
class HandForHandStarted(DomainEvent):
    """Hand-for-hand play starts ("finish this hand, then hold"): its hand 1 is the hand
    in progress at the announcement."""

    kind = "hand_for_hand_started"
    subjects = frozenset({Subject.SEATING, Subject.CLOCK})
    event_id: int
    at: str
    seconds_per_hand: int

    def apply(self, state: FloorState) -> None:
        _live(state, self.event_id)
        if self.event_id in state.hand_for_hand:
            raise ReplayConflict(f"event {self.event_id} already plays hand for hand")
        state.hand_for_hand[self.event_id] = HandForHand(
            hand=1,
            seconds_per_hand=self.seconds_per_hand,
            started_at=self.at,
            hand_started_at=self.at,
        )


@dataclass(frozen=True)
class HandForHandDealt(DomainEvent):
    """Every table deals hand-for-hand hand ``hand`` together."""

    kind = "hand_for_hand_dealt"
    subjects = frozenset({Subject.SEATING, Subject.CLOCK})
    event_id: int
    hand: int
    at: str

    def apply(self, state: FloorState) -> None:
        play = _playing(state, self.event_id)
        if self.hand != play.hand + 1:
            raise ReplayConflict(f"hand-for-hand hand {self.hand} follows hand {play.hand}")
        play.hand = self.hand
        play.hand_started_at = self.at
        play.reported.clear()


@dataclass(frozen=True)
class HandForHandStopped(DomainEvent):
    """Hand-for-hand play is over (normal play resumes)."""

    kind = "hand_for_hand_stopped"
    subjects = frozenset({Subject.SEATING, Subject.CLOCK})
    event_id: int
    at: str

    def apply(self, state: FloorState) -> None:
        _playing(state, self.event_id)
        del state.hand_for_hand[self.event_id]


def charge_hand(
    clock: ClockState, durations: Sequence[float], at: datetime, seconds: float
) -> ClockState:
    """The held clock after one hand-for-hand hand: ``seconds`` come off it, running into
    the next rows when the current one ends (new levels are reached, RP-8-D)."""
    settled = settle(clock, durations, at)
    return settle(replace(settled, offset=settled.offset + seconds), durations, at)


@dataclass(frozen=True)
class HandTimeCharged(ClockEvent):
    """One hand-for-hand hand took ``seconds`` off the held clock (TDA 2024 RP-8-C)."""

    kind = "hand_time_charged"
    subjects = frozenset({Subject.CLOCK, Subject.SEATING})
    event_id: int
    at: str
    seconds: int

    def transition(self, clock: ClockState, durations: tuple[int, ...], at: datetime) -> ClockState:
        return charge_hand(clock, durations, at, self.seconds)
