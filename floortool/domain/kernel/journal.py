"""Domain layer, kernel: journal events, their registry, and the records of linear undo/redo.

A floor action is recorded as a *group* of domain events appended to the
journal in one transaction. Undo appends an ``undone`` marker naming the
latest live group of a scope; redo appends a ``redone`` marker that brings the
most recently undone group back. Undo is linear within a scope (one
tournament, or the global scope for the shared player database): a new action
clears what could be redone, exactly as in a text editor.

Every event class names the *subjects* it changes (``Subject``: the clock, the
field, the seating ...), so what a group changed, and what undoing or redoing
it changes, follows from its events; the front ends refresh only what shows
those subjects.

An event class registers its ``kind`` as it is defined (``DomainEvent``'s
``__init_subclass__``): no list of kinds is kept by hand, and two classes cannot
claim one kind. Which module defines a kind not yet imported, which groups are
live (``History``) and the fold itself are the fold's (``domain.fold``), above the
subjects that define the events.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, Self

from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrase_data import kept_phrase
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.kernel.text import read_whole

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState

UNDONE = "undone"
REDONE = "redone"
GLOBAL_SCOPE = "global"


_EVENT_SCOPE = "event:"


def event_scope(event_id: int) -> str:
    """The undo scope of one tournament."""
    return f"{_EVENT_SCOPE}{event_id}"


def scope_event(scope: str) -> int | None:
    """The tournament of an undo scope (None for the global scope)."""
    number = scope.removeprefix(_EVENT_SCOPE)
    return read_whole(number) if number != scope else None


class Subject(StrEnum):
    """A part of the floor an event changes, and a front end shows."""

    EVENT = "event"  # an event's settings: name, rulebook, flights
    CLOCK = "clock"
    STRUCTURE = "structure"  # levels, chips, colour-ups
    FIELD = "field"  # entries, rebuys, add-ons, who is still in
    SEATING = "seating"
    RESULTS = "results"  # eliminations and places
    PRIZE = "prize"  # the pool, payouts, deals, bounties
    LEAGUE = "league"
    RULINGS = "rulings"
    PLAYERS = "players"  # the player database
    PRINTS = "prints"  # which seat cards were printed
    SIGN_UPS = "sign_ups"  # sign-ups from phones and lists, waiting at the desk


class DomainEvent:
    """Something that happened on the floor. Subclasses are frozen dataclasses.

    ``kind`` is the stable name stored in the journal; ``subjects`` what its
    ``apply`` changes (including what is derived from it: a bust changes the
    prize a place pays); ``apply`` folds the event into the state (it may
    assume the decision that produced it was valid, but raises
    ``ReplayConflict`` when a reference is missing).
    """

    kind: ClassVar[str]
    subjects: ClassVar[frozenset[Subject]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Register a class that names its own ``kind`` (a class that inherits its kind,
        or has none, is not an event of its own)."""
        super().__init_subclass__(**kwargs)
        if "kind" in cls.__dict__:
            _register(cls)

    def apply(self, state: FloorState) -> None:
        raise NotImplementedError

    def to_data(self) -> dict[str, Any]:
        """The JSON-ready payload stored in the journal, exactly as it reads back
        (tuples become lists), so a journal in memory equals the stored one."""
        data = {name: getattr(self, name) for name in _field_names(type(self))}
        return json.loads(json.dumps(data, default=_as_dict))  # type: ignore[no-any-return]

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Self:
        names = _field_set(cls)
        if names.issuperset(data):
            return cls(**data)
        return cls(**{k: v for k, v in data.items() if k in names})


#: The field names of each event class, in order, looked up once (decoding is the
#: fold's inner loop).
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
_FIELD_SETS: dict[type, frozenset[str]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def _field_set(cls: type) -> frozenset[str]:
    names = _FIELD_SETS.get(cls)
    if names is None:
        names = _FIELD_SETS[cls] = frozenset(_field_names(cls))
    return names


def _as_dict(value: object) -> Any:
    """``json.dumps``' fallback: a dataclass inside an event, as ``dataclasses.asdict``."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    raise TypeError(f"{type(value).__name__} is not JSON data")


_REGISTRY: dict[str, type[DomainEvent]] = {}


def _register(cls: type[DomainEvent]) -> None:
    """Refuse a kind another class, or the undo and redo markers, already hold."""
    known = _REGISTRY.get(cls.kind)
    if known is not None or cls.kind in (UNDONE, REDONE):
        holder = "the undo and redo markers" if known is None else known.__qualname__
        raise ValueError(f"event kind {cls.kind!r} ({cls.__qualname__}) is taken by {holder}")
    _REGISTRY[cls.kind] = cls


def registered_event(kind: str) -> type[DomainEvent] | None:
    """The class registered under ``kind`` so far (its module imported), if any."""
    return _REGISTRY.get(kind)


def registered_events() -> dict[str, type[DomainEvent]]:
    """Every event class registered so far (by its module's import), by its kind."""
    return dict(_REGISTRY)


class ReplayConflict(FloorError):
    """The journal cannot be folded: an event refers to something missing."""

    code = "replay_conflict"


class BadRecord(ReplayConflict):
    """A journal record whose payload no decision would make (``NaN`` seconds
    written by an old version): its group is left out of the fold."""

    code = "bad_journal_record"


@dataclass(frozen=True)
class JournalEntry:
    """One stored journal row: a domain event or an undo/redo marker."""

    seq: int
    group: int
    scope: str
    kind: str
    data: Mapping[str, Any]
    at: datetime
    operator: str
    label: str  # the action's label in English (what older versions and ``--json`` read)
    #: The label kept as data (``phrase_data``), to be said in the reader's language;
    #: None in rows written before labels were kept so.
    label_words: Mapping[str, Any] | None = None

    @property
    def is_marker(self) -> bool:
        return self.kind in (UNDONE, REDONE)

    @property
    def label_phrase(self) -> Phrase | str:
        """The label to say in the reader's language (the English of an older row)."""
        return kept_phrase(self.label_words, self.label)
