"""Domain layer: fold journal entries into the floor state.

``replay`` is the single place state is built: the live groups (after undo and
redo markers) are applied in journal order. ``Folder`` keeps a state and
history current as new entries arrive, so the app can fold incrementally and
only replay from scratch after an undo.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

# Importing the modules that define events registers their kinds.
from floortool.domain import tournament as _tournament  # noqa: F401
from floortool.domain.journal import History, JournalEntry, decode_event
from floortool.domain.state import FloorState


def replay(entries: Iterable[JournalEntry]) -> FloorState:
    """The state the journal describes."""
    folder = Folder()
    folder.feed(list(entries))
    return folder.state


@dataclass
class Folder:
    """An incrementally folded journal: state, undo history, and the last seq read."""

    state: FloorState = field(default_factory=FloorState)
    history: History = field(default_factory=History)
    entries: list[JournalEntry] = field(default_factory=list)
    last_seq: int = 0

    def feed(self, new: Sequence[JournalEntry]) -> None:
        """Take entries newer than ``last_seq``; fold them without a full replay when possible."""
        if not new:
            return
        self.entries.extend(new)
        self.last_seq = new[-1].seq
        before = self.history.live_groups()
        self.history.read(new)
        if any(e.is_marker for e in new):
            self.state = fold(self.entries, self.history.live_groups())
            return
        added = self.history.live_groups() - before
        for entry in new:
            if entry.group in added:
                decode_event(entry.kind, entry.data).apply(self.state)


def fold(entries: Iterable[JournalEntry], live: set[int]) -> FloorState:
    """Apply the events of the ``live`` groups, in journal order, to an empty state."""
    state = FloorState()
    for entry in entries:
        if entry.group in live and not entry.is_marker:
            decode_event(entry.kind, entry.data).apply(state)
    return state
