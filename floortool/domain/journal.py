"""Domain layer: journal events, their registry, and linear undo/redo history.

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

This module decides which groups are live and what each changed;
``domain.replay`` folds them.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, Self, TypeVar

from floortool.domain.errors import FloorError, InvalidInput, NothingToRedo, NothingToUndo
from floortool.domain.event_kinds import load_kind
from floortool.domain.text import read_whole

if TYPE_CHECKING:
    from floortool.domain.state import FloorState

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
E = TypeVar("E", bound=type[DomainEvent])


def event_type(cls: E) -> E:
    """Class decorator: register a domain event under its ``kind``."""
    if cls.kind in _REGISTRY or cls.kind in (UNDONE, REDONE):
        raise ValueError(f"event kind {cls.kind!r} registered twice")
    _REGISTRY[cls.kind] = cls
    return cls


def registered_events() -> dict[str, type[DomainEvent]]:
    """Every event class registered so far (by its module's import), by its kind."""
    return dict(_REGISTRY)


def _event_class(kind: str) -> type[DomainEvent] | None:
    """The class of ``kind``, its module imported first if it was not yet
    (``event_kinds``); None for a marker or an unknown kind."""
    cls = _REGISTRY.get(kind)
    if cls is None and load_kind(kind):
        cls = _REGISTRY.get(kind)
    return cls


def subjects_of(kind: str) -> frozenset[Subject]:
    """What an event of ``kind`` changes (nothing for a marker or an unknown kind)."""
    cls = _event_class(kind)
    return frozenset() if cls is None else cls.subjects


def decode_event(kind: str, data: Mapping[str, Any]) -> DomainEvent:
    """Rebuild a domain event from its journal kind and payload; ``BadRecord`` when
    the payload is not one the event takes (an event checks its own values as it
    is built, so what a command would refuse is refused here too)."""
    cls = _event_class(kind)
    if cls is None:
        raise ReplayConflict(f"the journal holds an unknown kind of record: {kind!r}")
    try:
        return cls.from_data(data)
    except InvalidInput as exc:
        raise BadRecord(f"{kind}: {exc.message}") from None


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
    label: str

    @property
    def is_marker(self) -> bool:
        return self.kind in (UNDONE, REDONE)


@dataclass
class ScopeHistory:
    """Undo and redo stacks of one scope (group numbers, oldest first)."""

    applied: list[int] = field(default_factory=list)
    redoable: list[int] = field(default_factory=list)


@dataclass
class History:
    """Which groups are live, scope by scope, after reading the journal."""

    scopes: dict[str, ScopeHistory] = field(default_factory=dict)
    labels: dict[int, str] = field(default_factory=dict)  # every group seen, by number
    owners: dict[int, str] = field(default_factory=dict)  # who did each group (its operator)
    changes: dict[int, frozenset[Subject]] = field(default_factory=dict)  # by group
    _live: set[int] = field(default_factory=set)  # the groups applied, over every scope

    def read(self, entries: Iterable[JournalEntry]) -> None:
        for entry in entries:
            scope = self.scopes.get(entry.scope)
            if scope is None:
                scope = self.scopes[entry.scope] = ScopeHistory()
            if entry.kind == UNDONE:
                group = int(entry.data["group"])
                scope.applied.remove(group)
                scope.redoable.append(group)
                self._live.discard(group)
            elif entry.kind == REDONE:
                group = int(entry.data["group"])
                scope.redoable.remove(group)
                scope.applied.append(group)
                self._live.add(group)
            else:
                self.changes[entry.group] = self.subjects(entry.group) | subjects_of(entry.kind)
                if entry.group not in self.labels:
                    self.labels[entry.group] = entry.label
                    self.owners[entry.group] = entry.operator
                    scope.applied.append(entry.group)
                    scope.redoable.clear()
                    self._live.add(entry.group)

    def live_groups(self) -> set[int]:
        return set(self._live)

    def copy(self) -> History:
        """An independent copy."""
        return History(
            scopes={
                name: ScopeHistory(list(s.applied), list(s.redoable))
                for name, s in self.scopes.items()
            },
            labels=dict(self.labels),
            owners=dict(self.owners),
            changes=dict(self.changes),
            _live=set(self._live),
        )

    def is_live(self, group: int) -> bool:
        return group in self._live

    def marked(self, marker: JournalEntry) -> tuple[int, bool]:
        """The group an undo or redo ``marker`` names, and whether it is live once the
        marker is read (this history is left as it is). Raises ``ValueError`` for a
        marker its scope cannot take."""
        group = int(marker.data["group"])
        scope = self.scopes.get(marker.scope, ScopeHistory())
        if marker.kind == UNDONE and group in scope.applied:
            return group, False
        if marker.kind == REDONE and group in scope.redoable:
            return group, True
        raise ValueError(f"{marker.kind} of group {group} does not fit scope {marker.scope}")

    def undo_target(self, scope: str, operator: str | None = None) -> int:
        """The group an undo in ``scope`` would take back: the latest live one, or with
        ``operator`` the latest live one that operator did (one station's own)."""
        history = self.scopes.get(scope)
        groups = history.applied if history else []
        group = self._latest(groups, operator)
        if group is None:
            raise NothingToUndo(_nothing("undo", groups, operator))
        return group

    def redo_target(self, scope: str, operator: str | None = None) -> int:
        """The group a redo in ``scope`` would bring back (with ``operator``: the most
        recently undone one that operator did)."""
        history = self.scopes.get(scope)
        groups = history.redoable if history else []
        group = self._latest(groups, operator)
        if group is None:
            raise NothingToRedo(_nothing("redo", groups, operator))
        return group

    def _latest(self, groups: list[int], operator: str | None) -> int | None:
        if operator is None:
            return groups[-1] if groups else None
        owners = self.owners
        return next((g for g in reversed(groups) if owners.get(g) == operator), None)

    def owner(self, group: int) -> str:
        """The operator who did ``group``."""
        return self.owners.get(group, "")

    def label(self, group: int) -> str:
        return self.labels.get(group, "")

    def subjects(self, group: int) -> frozenset[Subject]:
        """What ``group`` changed, and so what undoing or redoing it changes."""
        return self.changes.get(group, frozenset())


def _nothing(verb: str, groups: list[int], operator: str | None) -> str:
    """Why there is nothing to undo (or redo): nothing at all, or nothing of ``operator``'s
    though other stations have something."""
    if operator is None or not groups:
        return f"There is nothing to {verb}."
    return f"There is nothing done by {operator} to {verb}; the latest is another station's."
