"""Domain layer, fold: journal entries folded into the floor state.

``replay`` is the single place state is built: the live groups (after undo and
redo markers) are applied in journal order. ``Folder`` keeps a state and
history current as new entries arrive: new groups are folded incrementally,
and an undo or redo refolds only from the newest checkpoint (a copy of the
state taken every ``CHECKPOINT_EVERY`` entries) that precedes the group it
touches, so undo stays fast however long the tournament has run. An event's
module is imported when the first entry of its kind is decoded
(``kinds``, through its index).

A group holding a record no decision would make (``BadRecord``: ``NaN`` seconds
stored by an old version) is left out of the fold whole, as if undone, and
named in ``refused`` (group, label, why), so the floor still opens and every
read works; undoing that group (it is still the live action it was) clears it.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from floortool.domain.fold.history import History
from floortool.domain.fold.kinds import decode_event
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import (
    UNDONE,
    BadRecord,
    DomainEvent,
    JournalEntry,
    ReplayConflict,
)
from floortool.domain.kernel.phrases import translate

#: A checkpoint every this many entries folded (tests make it small), at the end of a
#: group: an undo or redo folds at most about this many entries (and the group) again.
#: Not fewer: each checkpoint copies the big maps of the state, and the garbage
#: collector then looks through those young copies once or twice (about 10 ms at
#: 10,000 entrants), which would reach the slowest commands.
CHECKPOINT_EVERY = 500
#: The newest checkpoints kept one ``CHECKPOINT_EVERY`` apart; older ones are thinned
#: out (the further back, the further apart), so a long tournament keeps a few dozen.
DENSE_CHECKPOINTS = 4
MAX_CHECKPOINTS = 16


class BeyondBase(ReplayConflict):
    """An undo or redo needs entries from before the state the folder was started from
    (``Folder.resume``): fold the whole journal again, then try once more."""

    code = "beyond_base"


def replay(entries: Iterable[JournalEntry]) -> FloorState:
    """The state the journal describes."""
    folder = Folder()
    folder.feed(list(entries))
    return folder.state


@dataclass(frozen=True)
class RefusedGroup:
    """A journal group left out of the fold: its number, label and why."""

    group: int
    label: str
    reason: str

    def describe(self) -> str:
        return f"journal group {self.group} ('{self.label}') is left out: {self.reason}"


@dataclass(frozen=True)
class Checkpoint:
    """The state after folding every entry up to and including ``seq``; never changed
    (``FloorState.snapshot`` copies it before anything folds on top)."""

    seq: int
    state: FloorState


@dataclass
class Folder:
    """An incrementally folded journal: state, undo history, entries and checkpoints.

    A folder holds every entry from the start of the journal, or (``resume``) every
    entry after a stored checkpoint, ``base``: the state there, and the history
    of the groups before it. An undo or redo that would have to fold from before
    ``base`` raises ``BeyondBase``.
    """

    state: FloorState = field(default_factory=FloorState)
    history: History = field(default_factory=History)
    entries: list[JournalEntry] = field(default_factory=list)
    checkpoints: list[Checkpoint] = field(default_factory=list)
    base: Checkpoint | None = None
    _base_history: History = field(default_factory=History)  # as of ``base``
    _seqs: list[int] = field(default_factory=list)
    _first_seq: dict[int, int] = field(default_factory=dict)
    _since: int = 0  # entries folded since the newest checkpoint
    _undone: tuple[int, int, FloorState] | None = None  # the last undo: seq, group, state before
    refused: dict[int, RefusedGroup] = field(default_factory=dict)  # left out, by group

    @classmethod
    def resume(cls, base: Checkpoint, history: History) -> Folder:
        """A folder whose journal up to ``base.seq`` is folded into ``base.state``
        (which must end a whole group) with ``history`` read from those entries."""
        return cls(
            state=base.state.snapshot(),
            history=history,
            checkpoints=[base],
            base=base,
            _base_history=history.copy(),
        )

    @property
    def last_seq(self) -> int:
        if self._seqs:
            return self._seqs[-1]
        return self.base.seq if self.base is not None else 0

    @property
    def complete(self) -> bool:
        """Whether the folder holds every entry of the journal (it was not resumed)."""
        return self.base is None

    def feed(self, new: Sequence[JournalEntry], *, prepared: FloorState | None = None) -> None:
        """Take entries newer than ``last_seq`` and fold them.

        A group is appended whole and live, so its events apply on top; a marker
        refolds from a checkpoint (or takes ``prepared``, the state ``preview``
        already computed for that single marker). Several entries with markers
        among them refold from the newest checkpoint before the earliest group
        they touch.
        """
        undone, self._undone = self._undone, None  # good for the next entry only
        if len(new) > 1 and any(entry.is_marker for entry in new):
            start = min(self._group_start(e, new) for e in new if e.is_marker)
            start = min(start, new[0].seq)
            self.history.read(new)
            for entry in new:
                self._remember(entry)
            self._refold(start)
            return
        last = len(new) - 1
        events = self._decode_groups(new)
        for index, entry in enumerate(new):
            marker = entry.is_marker
            before = self.state
            if marker:
                if prepared is None:
                    self._undone = undone if index == 0 else None
                    prepared = self.preview(entry)
                    self._undone = None
                self.state = prepared
                prepared = None
            elif (event := events[index]) is not None:
                event.apply(self.state)
            self.history.read([entry])
            self._remember(entry)
            self._since += 1
            if self._since >= CHECKPOINT_EVERY and (
                index == last or new[index + 1].group != entry.group
            ):
                self._checkpoint(entry.seq)  # at the end of a group: one worth storing
            if marker and entry.kind == UNDONE and index == last:
                # A redo of it straight after gives back the state before it.
                self._undone = (entry.seq, int(entry.data["group"]), before)

    def preview(self, marker: JournalEntry) -> FloorState:
        """The state an undo/redo ``marker`` would leave; raises ``ReplayConflict`` if none."""
        try:
            group, live = self.history.marked(marker)
        except ValueError as exc:
            raise ReplayConflict(str(exc)) from None
        undone = self._undone
        if live and undone is not None and undone[:2] == (self.last_seq, group):
            # The redo of the undo just folded, nothing since: the state before that undo.
            return undone[2]
        start = self._group_start(marker, ())
        state, begin = self._start_before(start)
        history = self.history
        for entry in self.entries[begin:]:
            if entry.is_marker:
                continue
            if (entry.group == group and live) or (
                entry.group != group and history.is_live(entry.group)
            ):
                self._apply(entry, state)
        return state

    def older(self, entries: Sequence[JournalEntry]) -> None:
        """Take the entries before ``base`` (every one, oldest first): the folder is
        then complete, and keeps ``base`` as a checkpoint."""
        if self.base is None:
            return
        if [e.seq for e in entries[-1:]] != [self.base.seq]:
            raise ReplayConflict(
                translate(
                    "domain.fold.replay", "the entries given do not end where the folder began"
                )
            )
        first: dict[int, int] = {}
        for entry in entries:
            if not entry.is_marker:
                first.setdefault(entry.group, entry.seq)
        self._first_seq = first | self._first_seq
        self.entries = [*entries, *self.entries]
        self._seqs = [e.seq for e in entries] + self._seqs
        self.base = None
        self._base_history = History()

    def keepable(self) -> Checkpoint | None:
        """The checkpoint worth storing: the newest one that ends a whole group and
        comes before the latest action (and what undo or redo would take back in its
        scope), so that after opening from it those can still be undone without
        folding the whole journal; None if there is none."""
        last = next((e for e in reversed(self.entries) if not e.is_marker), None)
        if last is None:
            return None
        limit = self._first_seq[last.group]
        scope = self.history.scopes.get(self.entries[-1].scope)
        for group in (scope.applied[-1:] + scope.redoable[-1:]) if scope else []:
            limit = min(limit, self._first_seq.get(group, limit))
        for checkpoint in reversed(self.checkpoints):
            if checkpoint.seq < limit and self._ends_group(checkpoint.seq):
                return checkpoint
        return None

    def _ends_group(self, seq: int) -> bool:
        if self.base is not None and seq == self.base.seq:
            return True
        index = bisect.bisect_left(self._seqs, seq)
        if index >= len(self._seqs) or self._seqs[index] != seq:
            return False
        return index + 1 == len(self.entries) or (
            self.entries[index + 1].group != self.entries[index].group
        )

    def history_at(self, seq: int) -> History:
        """The undo history as it was once the entries up to ``seq`` were read (``seq``
        at or after ``base``)."""
        history = self._base_history.copy()
        history.read(self.entries[: bisect.bisect_right(self._seqs, seq)])
        return history

    # ------------------------------------------------------------ internals
    def _decode_groups(self, new: Sequence[JournalEntry]) -> list[DomainEvent | None]:
        """The events of ``new`` (None for markers and for every event of a group
        with a ``BadRecord`` among them, which ``refused`` then names)."""
        events: list[DomainEvent | None] = []
        for entry in new:
            events.append(None if entry.is_marker else self._decode(entry))
        return [
            None if entry.group in self.refused else event
            for entry, event in zip(new, events, strict=True)
        ]

    def _decode(self, entry: JournalEntry) -> DomainEvent | None:
        if entry.group in self.refused:
            return None
        try:
            return decode_event(entry.kind, entry.data)
        except BadRecord as exc:
            self.refused[entry.group] = RefusedGroup(entry.group, entry.label, exc.message)
            return None

    def _apply(self, entry: JournalEntry, state: FloorState) -> None:
        event = self._decode(entry)
        if event is not None:
            event.apply(state)

    def _group_start(self, marker: JournalEntry, new: Sequence[JournalEntry]) -> int:
        """The first seq of the group ``marker`` names (looked up in ``new`` too)."""
        group = int(marker.data["group"])
        start = self._first_seq.get(group)
        if start is None:
            start = next((e.seq for e in new if e.group == group and not e.is_marker), None)
        if start is None:
            if self.base is not None:
                raise BeyondBase(
                    translate(
                        "domain.fold.replay", "group {group} was folded before this folder began"
                    ).fill(group=group)
                )
            raise ReplayConflict(
                translate(
                    "domain.fold.replay", "{kind} of group {group}, which the journal lacks"
                ).fill(kind=marker.kind, group=group)
            )
        return start

    def _start_before(self, start: int) -> tuple[FloorState, int]:
        """A fresh state to fold from, made from the newest checkpoint before ``start``,
        and the index in ``entries`` of the first entry to fold onto it."""
        seqs = [c.seq for c in self.checkpoints]
        index = bisect.bisect_left(seqs, start) - 1
        if index < 0:
            if self.base is not None:
                raise BeyondBase(
                    translate("domain.fold.replay", "the folder holds no state before that group")
                )
            return FloorState(), 0
        base = self.checkpoints[index]
        return base.state.snapshot(), bisect.bisect_right(self._seqs, base.seq)

    def _refold(self, start: int) -> None:
        """Fold again from the newest checkpoint before ``start`` (its later ones are
        dropped), laying down fresh checkpoints on the way."""
        self.checkpoints = [c for c in self.checkpoints if c.seq < start]
        self.state, begin = self._start_before(start)
        live = self.history.live_groups()
        self._since = 0
        entries, last = self.entries, len(self.entries) - 1
        for index in range(begin, len(entries)):
            entry = entries[index]
            if entry.group in live and not entry.is_marker:
                self._apply(entry, self.state)
            self._since += 1
            if self._since >= CHECKPOINT_EVERY and (
                index == last or entries[index + 1].group != entry.group
            ):
                self._checkpoint(entry.seq)

    def _checkpoint(self, seq: int) -> None:
        self.checkpoints.append(Checkpoint(seq, self.state.snapshot()))
        self._since = 0
        self._thin()

    def _thin(self) -> None:
        """Keep at most ``MAX_CHECKPOINTS``: drop the older one whose neighbours are
        closest together for how far back it lies (the base always stays)."""
        points = self.checkpoints
        while len(points) > MAX_CHECKPOINTS:
            tip = points[-1].seq
            first = 1
            last = len(points) - DENSE_CHECKPOINTS
            if first >= last:
                return
            drop = min(
                range(first, last),
                key=lambda i: (points[i + 1].seq - points[i - 1].seq) / (tip - points[i].seq + 1),
            )
            del points[drop]

    def _remember(self, entry: JournalEntry) -> None:
        if entry.is_marker:
            start = self._group_start(entry, ())
            self.checkpoints = [c for c in self.checkpoints if c.seq < start]
        else:
            self._first_seq.setdefault(entry.group, entry.seq)
        self.entries.append(entry)
        self._seqs.append(entry.seq)


def _apply_live(entries: Iterable[JournalEntry], live: set[int], state: FloorState) -> None:
    for entry in entries:
        if entry.group in live and not entry.is_marker:
            decode_event(entry.kind, entry.data).apply(state)


def fold(entries: Iterable[JournalEntry], live: set[int]) -> FloorState:
    """Apply the events of the ``live`` groups, in journal order, to an empty state."""
    state = FloorState()
    _apply_live(entries, live, state)
    return state
