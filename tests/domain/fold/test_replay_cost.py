"""Domain: what a command, an undo and a redo cost does not grow with the journal or
the field — counted, not timed: how many events an undo folds again, how many
records a name lookup looks at, and that a draft of a big state copies none of its
big maps."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import pytest
from tests.domain.fold.test_replay import Journal, _created

from floortool.domain.field.entries import Entry, EntryBook
from floortool.domain.fold import kinds as kinds_module
from floortool.domain.fold import replay as replay_module
from floortool.domain.fold.replay import Folder, replay
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.draft import Draft
from floortool.domain.kernel.journal import REDONE, UNDONE, JournalEntry, event_scope
from floortool.domain.kernel.overlay import Overlay
from floortool.domain.players import records
from floortool.domain.players.records import Player, PlayerBook, find_player
from floortool.domain.tournament.event import EventUpdated

SCOPE = event_scope(1)


@pytest.fixture
def decoded(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The kinds of the events decoded (folded) from now on."""
    seen: list[str] = []
    decode = kinds_module.decode_event

    def counted(kind: str, data: Any) -> Any:
        seen.append(kind)
        return decode(kind, data)

    monkeypatch.setattr(replay_module, "decode_event", counted)
    yield seen


def _long_journal(groups: int) -> Journal:
    journal = Journal()
    journal.action(1, SCOPE, _created(1))
    for group in range(2, groups + 1):
        journal.action(group, SCOPE, EventUpdated(event_id=1, changes={"name": f"n{group}"}))
    return journal


def _marker(journal: Journal, kind: str, group: int) -> JournalEntry:
    (journal.undo if kind == UNDONE else journal.redo)(group, SCOPE)
    return journal.entries[-1]


def test_undo_and_redo_fold_again_at_most_a_checkpoint_s_worth(decoded: list[str]) -> None:
    journal = _long_journal(5_000)
    folder = Folder()
    folder.feed(journal.entries)
    decoded.clear()
    undo = _marker(journal, UNDONE, 5_000)
    folder.feed([undo])
    assert len(decoded) <= replay_module.CHECKPOINT_EVERY
    assert folder.state == replay(journal.entries)
    decoded.clear()
    folder.feed([_marker(journal, REDONE, 5_000)])  # straight after the undo: nothing folded
    assert decoded == []
    assert folder.state == replay(journal.entries)
    journal.action(5_001, SCOPE, EventUpdated(event_id=1, changes={"name": "later"}))
    folder.feed(journal.entries[-1:])
    decoded.clear()
    folder.feed([_marker(journal, UNDONE, 5_001)])
    folder.feed([_marker(journal, REDONE, 5_001)])
    assert len(decoded) <= 2 * replay_module.CHECKPOINT_EVERY
    assert folder.state == replay(journal.entries)


def test_a_long_journal_keeps_a_bounded_number_of_checkpoints() -> None:
    folder = Folder()
    folder.feed(_long_journal(40_000).entries)
    assert len(folder.checkpoints) <= replay_module.MAX_CHECKPOINTS
    seqs = [c.seq for c in folder.checkpoints]
    assert seqs == sorted(seqs) and seqs[-1] >= 40_000 - replay_module.CHECKPOINT_EVERY
    # The newest ones stay close together: the latest actions undo cheaply.
    newest = seqs[-replay_module.DENSE_CHECKPOINTS :]
    assert all(b - a <= replay_module.CHECKPOINT_EVERY for a, b in itertools.pairwise(newest))


def test_a_name_is_found_without_looking_at_every_player(monkeypatch: pytest.MonkeyPatch) -> None:
    book = PlayerBook(Player(id=n, name=f"Player {n:05d}") for n in range(1, 10_001))
    keys: list[str] = []
    key = records.name_key

    def counted(name: str) -> str:
        keys.append(name)
        return key(name)

    monkeypatch.setattr(records, "name_key", counted)
    assert find_player(book, "player 09999") == book[9_999]
    assert find_player(book.draft(), "PLAYER  00001") == book[1]
    assert len(keys) == 2  # the names typed, never the players'
    assert records.next_player_id(book) == 10_001


def test_a_draft_of_a_big_state_copies_none_of_its_big_maps() -> None:
    state = FloorState()
    state.players = PlayerBook(Player(id=n, name=f"P{n}") for n in range(1, 5_001))
    entries = [
        Entry(id=n, event_id=1, player_id=n, entry_number=1, starting_stack=1)
        for n in range(1, 5_001)
    ]
    state.entries[1] = EntryBook(entries)
    seating = state.seats(1)
    for table in range(1, 501):
        seating.open_table(table, 10)
        for seat in range(1, 11):
            entry = (table - 1) * 10 + seat
            seating.sit(entry, table, seat, entry)
    draft = Draft(state, 1)
    for big in (
        draft.state.players._by_id,
        draft.state.entries[1]._by_id,
        draft.state.seating[1].room.where,
        draft.state.seating[1].players,
    ):
        assert isinstance(big, Overlay)
        assert list(big.changed()) == []
    assert draft.state == state
    draft.state.seating[1].leave(7, busted=True)
    assert 7 in state.seating[1].where and 7 not in draft.state.seating[1].where
