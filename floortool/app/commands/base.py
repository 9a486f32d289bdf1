"""App layer: what a command is.

A command reads the folded state, asks the domain to decide, and returns the
events to append as one group, with the undo scope and the label shown in
Edit > Undo ("Undo Create event Tuesday League"): a phrase, kept in the journal as
data so that it is said in each reader's language; a seating command adds what
it decided (``SeatingChange``), which the front ends print as it is. What an
outcome changed (``subjects``) follows from its events. It never writes anything
itself: ``Floor.execute`` appends the outcome in one transaction.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import DomainEvent, Subject
from floortool.domain.kernel.phrases import Phrase

if TYPE_CHECKING:
    from floortool.domain.seating.adapter import SeatingChange


@dataclass(frozen=True)
class Context:
    """What a command may use: the current state, the journal group it will fill,
    the time, and a strong random source (draws are recorded in the events)."""

    state: FloorState
    group: int
    now: datetime
    rng: random.Random


@dataclass(frozen=True)
class Outcome:
    """The decision: events for one journal group, its scope and its label."""

    scope: str
    label: Phrase
    events: list[DomainEvent]
    opens_event: int | None = None  # the event this action makes current, if any
    seating: SeatingChange | None = None  # what a seating command decided, as it decided it

    @property
    def subjects(self) -> frozenset[Subject]:
        """What the events change (the union of their kinds' ``subjects``)."""
        return frozenset().union(*(event.subjects for event in self.events))


class Command(Protocol):
    def run(self, ctx: Context) -> Outcome: ...
