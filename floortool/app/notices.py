"""App layer: change notices, what a front end hears when the floor moves on.

Every journal group the floor folds in — a command run here, an undo or a
redo, or another station's action read by the journal poll — is told as one
``Notice``: the event it belongs to, the subjects it changed (derived from its
events' ``subjects``; an undo or redo changes those of the group it takes back
or brings back), who did it and its label. ``Notices`` is the hub front ends
subscribe to (the window, a web server's push). It decides nothing about how
a front end refreshes.

Subscribers are called on the thread that publishes (the one driving the
``Floor``), after the group is folded; a subscriber on another thread hands the
notice over to its own loop, and no subscriber runs a command from its callback.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum

from floortool.domain.fold.history import History
from floortool.domain.kernel.journal import JournalEntry, Subject, scope_event

#: Every subject: what a front end refreshes when it opens an event or cannot tell.
EVERYTHING: frozenset[Subject] = frozenset(Subject)


class Source(StrEnum):
    """Where a group came from: this floor, or the journal (another station)."""

    LOCAL = "local"
    JOURNAL = "journal"


@dataclass(frozen=True)
class Notice:
    """One journal group folded in: what it changed, and who did it."""

    event_id: int | None  # None: the global scope (the player database, leagues)
    subjects: frozenset[Subject]
    group: int
    operator: str
    label: str
    source: Source


Subscriber = Callable[[Notice], None]


class Notices:
    """The hub: ``subscribe`` a callback, ``publish`` a notice to every subscriber."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._subscribers: list[Subscriber] = []

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Call ``callback`` with every notice from now on; returns what unsubscribes it."""
        with self._lock:
            self._subscribers.append(callback)

        def unsubscribe() -> None:
            with self._lock:
                if callback in self._subscribers:
                    self._subscribers.remove(callback)

        return unsubscribe

    def publish(self, notice: Notice) -> None:
        with self._lock:
            subscribers = tuple(self._subscribers)
        for callback in subscribers:
            callback(notice)

    def publish_groups(
        self, entries: Iterable[JournalEntry], history: History, source: Source
    ) -> None:
        """Publish a notice for each run of ``entries`` (just folded) that is one group's
        events or one undo/redo marker."""
        if not self._subscribers:
            return
        for notice in group_notices(entries, history, source):
            self.publish(notice)


def group_notices(
    entries: Iterable[JournalEntry], history: History, source: Source
) -> list[Notice]:
    """One notice per group's events and per marker, in journal order."""
    notices: list[Notice] = []
    last: tuple[int, str] | None = None
    for entry in entries:
        key = (entry.group, entry.kind if entry.is_marker else "")
        if key == last:
            continue
        last = key
        notices.append(
            Notice(
                event_id=scope_event(entry.scope),
                subjects=history.subjects(entry.group),
                group=entry.group,
                operator=entry.operator,
                label=entry.label,
                source=source,
            )
        )
    return notices
