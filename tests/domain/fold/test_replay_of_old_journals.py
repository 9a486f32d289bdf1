"""A journal written before the domain moved into subject packages still folds.

Events are found by their stored ``kind``, never by the module that defines
them, so moving a class between modules must not change what a stored journal
means. The fixture is a real journal: an evening (registration, draw, clock,
busts, undo/redo, a table break and its moves) played with the command line of
the release before the move, exported row by row.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

from floortool.domain.fold.kind_index import KIND_MODULES
from floortool.domain.fold.kinds import decode_event
from floortool.domain.fold.replay import replay
from floortool.domain.kernel.journal import REDONE, UNDONE, JournalEntry

FIXTURE = Path(__file__).parent / "data" / "journal_before_subject_packages.json"


def _entries() -> list[JournalEntry]:
    rows = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return [
        JournalEntry(
            seq=row["seq"],
            group=row["group"],
            scope=row["scope"],
            kind=row["kind"],
            data=row["data"],
            at=datetime.fromisoformat(row["at"]),
            operator=row["operator"],
            label=row["label"],
        )
        for row in rows
    ]


def test_the_old_journal_folds_to_the_floor_it_recorded() -> None:
    state = replay(_entries())
    event = state.events[1]
    assert event.name == "Old Journal Night"
    entries = state.entries[1]
    names = {player.id: player.name for player in state.players.values()}
    seats = state.seating[1]
    where = {names[entries[e].player_id]: spot for e, spot in seats.where.items()}
    assert where == {
        "Ann Lee": (1, 8), "Flo Gil": (1, 5), "Gus Ho": (1, 2), "Hal Ito": (2, 8),
        "Ivy Jax": (1, 1), "Jo Kim": (1, 9), "Kit Lu": (2, 3), "Li Mo": (2, 9),
        "Max Ng": (2, 2), "Ned Oz": (2, 6), "Olu Pak": (2, 1), "Pia Qi": (1, 4),
        "Quin Ro": (1, 3), "Ria Su": (1, 6), "Sam Tu": (2, 5),
    }  # fmt: skip
    assert list(seats.closed) == [3] and sorted(seats.tables) == [1, 2]
    busted = [
        names[entries[b.elimination.entry_id].player_id] for b in state.results[1].eliminations
    ]
    assert busted == ["Bo Chen", "Cy Diaz", "Di Eng", "Ed Fox"]  # Ed Fox: undone, then redone
    assert state.clocks[1].started and state.clocks[1].index == 1


def test_the_fixture_covers_the_kinds_a_night_records() -> None:
    kinds = {entry.kind for entry in _entries()}
    assert {"entry_registered", "entry_seated", "entry_busted", "table_broken", "entry_moved",
            "seats_drawn", "clock_started", "button_set", "undone", "redone"} <= kinds  # fmt: skip


def test_every_kind_the_stored_journal_holds_is_indexed_and_decodes() -> None:
    """The kinds are stable names: each one the old journal holds is still in the fold's
    index (so a fresh process imports its module when it first reads it) and decodes
    to the class that claims it."""
    entries = [e for e in _entries() if e.kind not in (UNDONE, REDONE)]
    stored = {entry.kind for entry in entries}

    assert len(stored) >= 10
    assert stored <= set(KIND_MODULES)
    assert all(decode_event(e.kind, e.data).kind == e.kind for e in entries)
