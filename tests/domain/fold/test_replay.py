"""Domain: the journal's undo/redo history (per scope) and the fold from entries to state."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, ClassVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.clock.events import ClockPaused
from floortool.domain.fold import replay as replay_module
from floortool.domain.fold.history import History
from floortool.domain.fold.kinds import decode_event, load_every_kind
from floortool.domain.fold.replay import Folder, fold, replay
from floortool.domain.kernel.errors import NothingToRedo, NothingToUndo
from floortool.domain.kernel.journal import (
    GLOBAL_SCOPE,
    REDONE,
    UNDONE,
    DomainEvent,
    JournalEntry,
    ReplayConflict,
    Subject,
    event_scope,
    registered_events,
)
from floortool.domain.tournament.event import EventCreated, EventRemoved, EventUpdated

AT = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


class Journal:
    """Builds journal entries the way the store would number them."""

    def __init__(self) -> None:
        self.entries: list[JournalEntry] = []

    def _add(self, group: int, scope: str, kind: str, data: Mapping[str, Any]) -> JournalEntry:
        entry = JournalEntry(
            seq=len(self.entries) + 1,
            group=group,
            scope=scope,
            kind=kind,
            data=data,
            at=AT,
            operator="tester",
            label=f"group {group}",
        )
        self.entries.append(entry)
        return entry

    def action(self, group: int, scope: str, *events: DomainEvent) -> None:
        """Append one group; without events, a placeholder (for tests that never fold)."""
        for event in events or (EventRemoved(event_id=-group),):
            self._add(group, scope, event.kind, event.to_data())

    def undo(self, group: int, scope: str) -> None:
        self._add(group, scope, UNDONE, {"group": group})

    def redo(self, group: int, scope: str) -> None:
        self._add(group, scope, REDONE, {"group": group})


def _created(event_id: int, name: str = "Tuesday League") -> EventCreated:
    settings = {"name": name, "rulebook": "tda-2024", "late_reg": "full-stack"}
    return EventCreated(event_id=event_id, settings=settings, created_at=AT.isoformat())


def _history(journal: Journal) -> History:
    history = History()
    history.read(journal.entries)
    return history


A, B = event_scope(1), event_scope(2)


def test_event_scope_names_the_tournament() -> None:
    assert event_scope(7) == "event:7"
    assert event_scope(7) != GLOBAL_SCOPE


def test_history_undo_target_is_latest_action_of_the_scope() -> None:
    journal = Journal()
    journal.action(1, A)
    journal.action(2, A)
    journal.action(3, B)
    history = _history(journal)
    assert history.undo_target(A) == 2
    assert history.undo_target(B) == 3
    assert history.live_groups() == {1, 2, 3}
    assert history.label(2) == "group 2"


def test_history_undo_moves_group_to_redo_stack() -> None:
    journal = Journal()
    journal.action(1, A)
    journal.action(2, A)
    journal.undo(2, A)
    history = _history(journal)
    assert history.scopes[A].applied == [1]
    assert history.scopes[A].redoable == [2]
    assert history.undo_target(A) == 1
    assert history.redo_target(A) == 2
    assert history.live_groups() == {1}


def test_history_redo_brings_back_most_recent_undo_first() -> None:
    journal = Journal()
    journal.action(1, A)
    journal.action(2, A)
    journal.undo(2, A)
    journal.undo(1, A)
    history = _history(journal)
    assert history.redo_target(A) == 1
    journal.redo(1, A)
    history = _history(journal)
    assert history.redo_target(A) == 2
    assert history.undo_target(A) == 1
    journal.redo(2, A)
    history = _history(journal)
    assert history.scopes[A].applied == [1, 2]
    with pytest.raises(NothingToRedo):
        history.redo_target(A)


def test_history_new_action_clears_redo_of_its_scope_only() -> None:
    journal = Journal()
    journal.action(1, A)
    journal.action(2, B)
    journal.undo(1, A)
    journal.undo(2, B)
    journal.action(3, A)  # a new action in A: A's redo stack is gone, B's is not
    history = _history(journal)
    with pytest.raises(NothingToRedo):
        history.redo_target(A)
    assert history.redo_target(B) == 2
    assert history.undo_target(A) == 3
    assert history.live_groups() == {3}


def test_history_scopes_are_independent() -> None:
    journal = Journal()
    journal.action(1, A)
    journal.action(2, B)
    journal.action(3, A)
    journal.undo(3, A)
    journal.undo(1, A)
    history = _history(journal)
    assert history.undo_target(B) == 2
    with pytest.raises(NothingToUndo):
        history.undo_target(A)
    assert history.live_groups() == {2}


def test_history_multi_event_group_counts_once() -> None:
    journal = Journal()
    journal.action(1, A, _created(1), EventUpdated(event_id=1, changes={"tables": 3}))
    history = _history(journal)
    assert history.scopes[A].applied == [1]
    journal.undo(1, A)
    history = _history(journal)
    assert history.live_groups() == set()
    assert history.scopes[A].redoable == [1]


@pytest.mark.parametrize("scope", [A, GLOBAL_SCOPE, "event:99"])
def test_history_empty_scope_has_nothing_to_undo_or_redo(scope: str) -> None:
    history = History()
    with pytest.raises(NothingToUndo) as undo:
        history.undo_target(scope)
    assert undo.value.code == "nothing_to_undo"
    with pytest.raises(NothingToRedo) as redo:
        history.redo_target(scope)
    assert redo.value.code == "nothing_to_redo"


def test_history_read_incrementally_equals_read_at_once() -> None:
    journal = Journal()
    journal.action(1, A)
    journal.action(2, B)
    journal.undo(1, A)
    journal.redo(1, A)
    journal.undo(2, B)
    journal.action(3, A)
    whole = _history(journal)
    piecewise = History()
    for entry in journal.entries:
        piecewise.read([entry])
    assert piecewise.scopes == whole.scopes
    assert piecewise.live_groups() == whole.live_groups() == {1, 3}


def test_fold_applies_live_groups_in_journal_order() -> None:
    journal = Journal()
    journal.action(1, A, _created(1, "First"))
    journal.action(2, A, EventUpdated(event_id=1, changes={"name": "Second"}))
    journal.action(3, A, EventUpdated(event_id=1, changes={"name": "Third"}))
    assert replay(journal.entries).events[1].name == "Third"
    # The same events in another order give another state: order matters.
    assert fold(journal.entries, {1, 2}).events[1].name == "Second"
    assert fold(journal.entries, {1, 3}).events[1].name == "Third"
    assert fold(journal.entries, set()).events == {}


def test_fold_skips_undone_groups_and_markers() -> None:
    journal = Journal()
    journal.action(1, A, _created(1, "First"))
    journal.action(2, A, EventUpdated(event_id=1, changes={"name": "Renamed", "tables": 4}))
    journal.undo(2, A)
    state = replay(journal.entries)
    assert state.events[1].name == "First"
    assert state.events[1].settings.tables == 0
    journal.redo(2, A)
    state = replay(journal.entries)
    assert state.events[1].name == "Renamed"
    assert state.events[1].settings.tables == 4


def test_fold_undo_of_removal_restores_the_event() -> None:
    journal = Journal()
    journal.action(1, A, _created(1))
    journal.action(2, A, EventRemoved(event_id=1))
    assert replay(journal.entries).events == {}
    journal.undo(2, A)
    assert list(replay(journal.entries).events) == [1]


def test_fold_refuses_reference_to_missing_event() -> None:
    journal = Journal()
    journal.action(1, A, EventUpdated(event_id=1, changes={"name": "Ghost"}))
    with pytest.raises(ReplayConflict) as info:
        replay(journal.entries)
    assert info.value.code == "replay_conflict"


def test_fold_refuses_event_created_twice() -> None:
    journal = Journal()
    journal.action(1, A, _created(1))
    journal.action(2, B, _created(1))
    with pytest.raises(ReplayConflict):
        replay(journal.entries)


def test_decode_event_round_trips_and_refuses_unknown_kind() -> None:
    event = EventUpdated(event_id=4, changes={"seats": 8})
    assert decode_event(event.kind, event.to_data()) == event
    # Extra keys in a stored payload (written by a newer version) are ignored.
    assert decode_event(event.kind, {**event.to_data(), "extra": 1}) == event
    with pytest.raises(ReplayConflict):
        decode_event("no_such_kind", {})


def test_two_classes_cannot_claim_one_kind_nor_a_marker_s() -> None:
    """A class registers its kind as it is defined: a second class of a kind already
    taken, or of an undo marker's, is refused there and then."""
    with pytest.raises(ValueError, match=r"'event_created'.*EventCreated"):

        @dataclass(frozen=True)
        class Again(DomainEvent):
            kind: ClassVar[str] = EventCreated.kind

    with pytest.raises(ValueError, match="the undo and redo markers"):

        @dataclass(frozen=True)
        class Marker(DomainEvent):
            kind: ClassVar[str] = UNDONE

    assert registered_events()[EventCreated.kind] is EventCreated


# A random journal: actions, undos and redos over three scopes, always legal.
_steps = st.lists(
    st.tuples(st.sampled_from(["do", "undo", "redo"]), st.integers(min_value=1, max_value=3)),
    max_size=40,
)


def _random_journal(steps: list[tuple[str, int]]) -> Journal:
    """Events 1..3 live in scopes event:1..3; each 'do' renames (or creates) its event."""
    journal = Journal()
    history = History()
    group = 0
    for what, event_id in steps:
        scope = event_scope(event_id)
        before = len(journal.entries)
        if what == "do":
            group += 1
            created = any(
                e.kind == EventCreated.kind and e.data["event_id"] == event_id
                for e in journal.entries
            )
            if created and event_id in fold(journal.entries, history.live_groups()).events:
                journal.action(
                    group, scope, EventUpdated(event_id=event_id, changes={"name": f"n{group}"})
                )
            elif not created:
                journal.action(group, scope, _created(event_id, f"n{group}"))
            else:
                group -= 1
        elif what == "undo" and history.scopes.get(scope, None) and history.scopes[scope].applied:
            journal.undo(history.undo_target(scope), scope)
        elif what == "redo" and history.scopes.get(scope, None) and history.scopes[scope].redoable:
            journal.redo(history.redo_target(scope), scope)
        history.read(journal.entries[before:])
    return journal


@given(_steps, st.integers(min_value=1, max_value=5), st.integers(min_value=1, max_value=6))
def test_folder_incremental_feed_equals_replay(
    steps: list[tuple[str, int]], chunk: int, every: int
) -> None:
    """Fed one entry at a time (markers refold from a checkpoint) or in chunks (markers
    refold everything), with checkpoints every few entries, the folder agrees with a
    from-scratch fold after every chunk."""
    journal = _random_journal(steps)
    saved = replay_module.CHECKPOINT_EVERY
    replay_module.CHECKPOINT_EVERY = every
    try:
        folder = Folder()
        for start in range(0, len(journal.entries), chunk):
            folder.feed(journal.entries[start : start + chunk])
            upto = journal.entries[: start + chunk]
            history = History()
            history.read(upto)
            assert folder.state == fold(upto, history.live_groups())
            assert folder.history.live_groups() == history.live_groups()
            for checkpoint in folder.checkpoints:
                before = [e for e in upto if e.seq <= checkpoint.seq]
                assert checkpoint.state == fold(before, history.live_groups())
    finally:
        replay_module.CHECKPOINT_EVERY = saved
    assert folder.last_seq == len(journal.entries)
    assert folder.entries == journal.entries
    assert folder.state == replay(journal.entries)


@given(_steps, st.integers(min_value=1, max_value=6))
def test_folder_preview_equals_state_after_marker(steps: list[tuple[str, int]], every: int) -> None:
    journal = _random_journal(steps)
    saved = replay_module.CHECKPOINT_EVERY
    replay_module.CHECKPOINT_EVERY = every
    try:
        folder = Folder()
        for entry in journal.entries:
            if entry.is_marker:
                preview = folder.preview(entry)
                folder.feed([entry])
                assert preview == folder.state
            else:
                folder.feed([entry])
            assert folder.state == replay(journal.entries[: entry.seq])
    finally:
        replay_module.CHECKPOINT_EVERY = saved


def test_every_registered_event_kind_declares_the_subjects_it_changes() -> None:
    load_every_kind()
    undeclared = [
        kind
        for kind, cls in registered_events().items()
        if not isinstance(getattr(cls, "subjects", None), frozenset)
        or not cls.subjects
        or not all(isinstance(subject, Subject) for subject in cls.subjects)
    ]
    assert len(registered_events()) > 50  # every kind of the table registered
    assert undeclared == []


def test_history_knows_what_each_group_changed_and_so_what_its_undo_changes() -> None:
    journal = Journal()
    journal.action(1, A, _created(1))
    paused = ClockPaused(event_id=1, at=AT.isoformat())
    journal.action(2, A, EventUpdated(event_id=1, changes={"name": "Cup"}), paused)
    journal.undo(2, A)
    history = _history(journal)
    assert history.subjects(1) == {Subject.EVENT}
    assert history.subjects(2) == {Subject.EVENT, Subject.CLOCK}
    assert history.subjects(99) == frozenset()
