"""Domain layer: fold journal entries into the floor state.

``replay`` is the single place state is built: the live groups (after undo and
redo markers) are applied in journal order. ``Folder`` keeps a state and
history current as new entries arrive: new groups are folded incrementally,
and an undo or redo refolds only from the newest checkpoint (a copy of the
state taken every ``CHECKPOINT_EVERY`` entries) that precedes the group it
touches, so undo stays fast however long the tournament has run.
"""

from __future__ import annotations

import bisect
import copy
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

# Importing the modules that define events registers their kinds.
from floortool.domain.clock import events as _clock_events  # noqa: F401
from floortool.domain.field import entries as _entries  # noqa: F401
from floortool.domain.journal import History, JournalEntry, decode_event
from floortool.domain.league import events as _league_events  # noqa: F401
from floortool.domain.players import imports as _player_import  # noqa: F401
from floortool.domain.players import records as _players  # noqa: F401
from floortool.domain.prize import events as _prize_events  # noqa: F401
from floortool.domain.registration import printed_cards as _printed_cards  # noqa: F401
from floortool.domain.results import corrections as _result_events  # noqa: F401
from floortool.domain.rulings import incidents as _incidents  # noqa: F401
from floortool.domain.seating import events as _seating_events  # noqa: F401
from floortool.domain.seating import halts as _halt_events  # noqa: F401
from floortool.domain.seating import hands as _hand_events  # noqa: F401
from floortool.domain.seating import initial_draw as _initial_draw  # noqa: F401
from floortool.domain.seating import seat_rules as _seat_rules  # noqa: F401
from floortool.domain.state import FloorState
from floortool.domain.structure import events as _structure_events  # noqa: F401
from floortool.domain.tournament import event as _tournament  # noqa: F401
from floortool.domain.tournament import flights as _flights  # noqa: F401

CHECKPOINT_EVERY = 500


def replay(entries: Iterable[JournalEntry]) -> FloorState:
    """The state the journal describes."""
    folder = Folder()
    folder.feed(list(entries))
    return folder.state


@dataclass(frozen=True)
class Checkpoint:
    """The state after folding every entry up to and including ``seq``."""

    seq: int
    state: FloorState


@dataclass
class Folder:
    """An incrementally folded journal: state, undo history, entries and checkpoints."""

    state: FloorState = field(default_factory=FloorState)
    history: History = field(default_factory=History)
    entries: list[JournalEntry] = field(default_factory=list)
    checkpoints: list[Checkpoint] = field(default_factory=list)
    _seqs: list[int] = field(default_factory=list)
    _first_seq: dict[int, int] = field(default_factory=dict)

    @property
    def last_seq(self) -> int:
        return self._seqs[-1] if self._seqs else 0

    def feed(self, new: Sequence[JournalEntry], *, prepared: FloorState | None = None) -> None:
        """Take entries newer than ``last_seq`` and fold them.

        A group is appended whole and live, so its events apply on top; a marker
        refolds from a checkpoint (or takes ``prepared``, the state ``preview``
        already computed for that single marker).
        """
        if len(new) > 1 and any(entry.is_marker for entry in new):
            self.history.read(new)
            for entry in new:
                self._remember(entry)
            self._refold()
            return
        for entry in new:
            if entry.is_marker:
                self.state = prepared if prepared is not None else self.preview(entry)
                prepared = None
            else:
                decode_event(entry.kind, entry.data).apply(self.state)
            self.history.read([entry])
            self._remember(entry)
            if len(self._seqs) % CHECKPOINT_EVERY == 0:
                self.checkpoints.append(Checkpoint(self.last_seq, copy.deepcopy(self.state)))

    def preview(self, marker: JournalEntry) -> FloorState:
        """The state an undo/redo ``marker`` would leave; raises ``ReplayConflict`` if none."""
        history = copy.deepcopy(self.history)
        history.read([marker])
        start = self._first_seq[marker.group]
        usable = [c for c in self.checkpoints if c.seq < start]
        base = usable[-1] if usable else None
        state = copy.deepcopy(base.state) if base else FloorState()
        begin = bisect.bisect_right(self._seqs, base.seq) if base else 0
        _apply_live(self.entries[begin:], history.live_groups(), state)
        return state

    def _refold(self) -> None:
        """Fold the whole journal again, laying down fresh checkpoints."""
        live = self.history.live_groups()
        self.state = FloorState()
        self.checkpoints = []
        for count, entry in enumerate(self.entries, start=1):
            if entry.group in live and not entry.is_marker:
                decode_event(entry.kind, entry.data).apply(self.state)
            if count % CHECKPOINT_EVERY == 0:
                self.checkpoints.append(Checkpoint(entry.seq, copy.deepcopy(self.state)))

    def _remember(self, entry: JournalEntry) -> None:
        if entry.is_marker:
            start = self._first_seq[entry.group]
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
