"""Domain layer: halted tables as recorded facts (TDA 2024 Rule 11-D).

Whether a table is halted follows from the seats alone, by the engine's
rule read from the event's room (``seating.engine.halting.plan_halts``: three
or more players short of the fullest table once the next hand's blinds are
affected by the dead button; never under the league's house rule A-24).
The journal records when a halt
begins and ends, so the floor sees since when a table has been waiting:
``halt_changes`` compares the recorded halts with the seats as a command
leaves them and returns ``TableHalted`` / ``TableResumed`` events for the
difference. The commands that end a hand or move players add them to their
group; the halt applies before the table's next hand, when its blinds are
affected.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.phrase_data import kept_phrase
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.seating.engine.halting import Halts, plan_halts
from floortool.domain.seating.events import reason_words
from floortool.domain.seating.policy import seating_policy
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import require_event

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


@dataclass(frozen=True)
class Halt:
    """A recorded halt: since when (ISO-8601 UTC), the counts then, and the rule."""

    since: str
    players: int
    fullest: int
    rule: str | Phrase


def halts_now(state: FloorState, event_id: int) -> Halts:
    """The tables of ``event_id`` that must not deal their next hand, from the seats."""
    policy = seating_policy(require_event(state, event_id).settings)
    return plan_halts(seating_of(state, event_id).room, policy)


def recorded_halts(state: FloorState, event_id: int) -> dict[int, Halt]:
    """The halts the journal holds for ``event_id`` (table → halt; not stored)."""
    return state.halts.get(event_id) or {}


@dataclass(frozen=True)
class TableHalted(DomainEvent):
    """A table short by ``fullest - players`` stops dealing until balanced."""

    kind = "table_halted"
    subjects = frozenset({Subject.SEATING})
    event_id: int
    table: int
    at: str
    players: int
    fullest: int
    rule: str
    rule_words: dict[str, Any] | None = None  # the rule as data (``seating.events.said_rule``)

    def apply(self, state: FloorState) -> None:
        if self.event_id not in state.events:
            raise ReplayConflict(f"event {self.event_id} is not live")
        halts = state.halts.setdefault(self.event_id, {})
        if self.table not in seating_of(state, self.event_id).tables or self.table in halts:
            raise ReplayConflict(f"table {self.table} cannot halt now")
        halts[self.table] = Halt(
            self.at, self.players, self.fullest, kept_phrase(self.rule_words, self.rule)
        )


@dataclass(frozen=True)
class TableResumed(DomainEvent):
    """A halted table deals again (balanced, broken, or no longer short)."""

    kind = "table_resumed"
    subjects = frozenset({Subject.SEATING})
    event_id: int
    table: int
    at: str

    def apply(self, state: FloorState) -> None:
        halts = state.halts.get(self.event_id, {})
        if self.table not in halts:
            raise ReplayConflict(f"table {self.table} is not halted")
        del halts[self.table]


def halt_changes(state: FloorState, event_id: int, at: datetime) -> list[DomainEvent]:
    """The events that bring the recorded halts in line with the seats in ``state``
    (pass the state as the command's other events leave it)."""
    now = halts_now(state, event_id)
    recorded = recorded_halts(state, event_id)
    room = seating_of(state, event_id).room
    counts = room.counts()  # from the room's index: no table is looked at
    fullest = counts[1] if counts is not None else 0
    when = at.isoformat()
    events: list[DomainEvent] = [
        TableResumed(event_id=event_id, table=number, at=when)
        for number in sorted(set(recorded) - now.tables)
    ]
    events += [
        TableHalted(
            event_id=event_id,
            table=number,
            at=when,
            players=room.tables[number].players,
            fullest=fullest,
            rule=str(now.rule),
            rule_words=reason_words(now.rule),
        )
        for number in sorted(now.tables - set(recorded))
    ]
    return events
