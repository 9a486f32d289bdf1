"""App: the stored checkpoint of the fold. A floor that closes stores one once the
journal has grown past it; the next floor opens on top of it and folds only what
came after, with exactly the state, audit trail and undo history a full fold
gives. A checkpoint that does not match the journal it summarises (rows changed,
removed or added before its seq; another floortool's; a damaged, forged or
oversized body) is never used: the journal is folded instead, and a fresh
checkpoint stored."""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterator
from typing import Any

import pytest
import sqlalchemy as sa

from floortool.app import floor as floor_module
from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.domain.fold import replay as replay_module
from floortool.domain.fold.replay import replay
from floortool.domain.fold.state_data import state_to_data
from floortool.domain.kernel.journal import event_scope
from floortool.domain.tournament.event import settings_for
from floortool.store import checkpoint_body, checkpoint_repo, journal_repo
from floortool.store.engine import read_session


@pytest.fixture(autouse=True)
def small_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    """Checkpoints every few entries, and one stored as soon as there is a newer one."""
    monkeypatch.setattr(replay_module, "CHECKPOINT_EVERY", 4)
    monkeypatch.setattr(floor_module, "STORE_AFTER", 1)


@pytest.fixture
def floor(db_url: str) -> Iterator[Floor]:
    opened = Floor.open(db_url, operator="alice")
    yield opened
    opened.close()


def _play(floor: Floor, names: int = 12) -> int:
    event_id = floor.execute(CreateEvent(settings_for(name="Friday", tables=2, seats=9))).group
    for n in range(names):
        floor.execute(RegisterEntry(event_id, newcomers((f"Player {n}",))))
    for entry_id in (3, 5):
        floor.execute(BustPlayers(event_id, (entry_id,)))
    floor.execute(UpdateEvent(event_id, {"name": "Friday Deepstack"}))
    return event_id


def _stored(url: str) -> checkpoint_body.StoredCheckpoint | None:
    engine = sa.create_engine(url)
    try:
        with read_session(engine) as session:
            return checkpoint_repo.load(session=session)
    finally:
        engine.dispose()


def _run_sql(url: str, statement: str, **values: Any) -> None:
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text(statement), values)
    engine.dispose()


def _reopened(url: str) -> Floor:
    return Floor.open(url, operator="alice")


def _same_as_a_full_fold(opened: Floor) -> None:
    journal = opened.journal()
    assert opened.state == replay(journal)
    assert [e.seq for e in journal] == list(range(1, len(journal) + 1))


def test_a_closed_floor_stores_a_checkpoint_and_the_next_opens_on_it(
    floor: Floor, db_url: str
) -> None:
    event_id = _play(floor)
    state = floor.state
    floor.close()
    stored = _stored(db_url)
    assert stored is not None and 0 < stored.seq < floor.revision
    again = _reopened(db_url)
    try:
        assert not again._folder.complete  # opened on the checkpoint
        assert again._folder.base is not None and again._folder.base.seq == stored.seq
        assert again.state == state
        assert again.undo_label(event_scope(event_id)) == "Change name of Friday"
        _same_as_a_full_fold(again)  # the audit trail is read in full when asked for
    finally:
        again.close()


def test_undo_and_redo_after_opening_on_a_checkpoint(floor: Floor, db_url: str) -> None:
    event_id = _play(floor)
    scope = event_scope(event_id)
    floor.close()
    again = _reopened(db_url)
    try:
        assert not again._folder.complete
        before = again.state
        again.undo(scope)  # the latest action: folded from the checkpoint, not from the start
        assert again.state.events[event_id].name == "Friday"
        again.redo(scope)
        assert again.state == before
        # Far back, before the checkpoint: the whole journal is folded to do it.
        for _ in range(6):
            again.undo(scope)
        _same_as_a_full_fold(again)
        fresh = _reopened(db_url)
        try:
            assert fresh.state == again.state
        finally:
            fresh.close()
    finally:
        again.close()


def test_a_floor_on_a_checkpoint_catches_up_with_another_that_undid_older_groups(
    floor: Floor, db_url: str
) -> None:
    event_id = _play(floor, names=8)
    scope = event_scope(event_id)
    floor.close()
    reader, writer = _reopened(db_url), _reopened(db_url)
    try:
        for _ in range(5):
            writer.undo(scope)
        assert reader.refresh()
        assert reader.state == writer.state == replay(writer.journal())
    finally:
        reader.close()
        writer.close()


STILL_GOOD = "UPDATE journal SET label = label WHERE seq = 2"  # changes nothing


@pytest.mark.parametrize(
    "spoil",
    [
        (
            "UPDATE journal SET payload = replace(payload, 'Player', 'Plyr') WHERE seq ="
            " (SELECT min(seq) FROM journal WHERE kind = 'players_added')"
        ),
        "UPDATE journal SET label = 'forged' WHERE seq = 2",
        "UPDATE journal SET scope = 'event:999' WHERE seq = 3",
        "UPDATE fold_checkpoint SET version = 'another floortool'",
        "UPDATE fold_checkpoint SET rows = rows + 1",
        "UPDATE fold_checkpoint SET digest = 'x'",
        "UPDATE fold_checkpoint SET seq = seq + 1000",  # the journal was cut back since
        "UPDATE fold_checkpoint SET body = X'00010203'",
        STILL_GOOD,
    ],
)
def test_a_checkpoint_that_does_not_match_is_never_used(sqlite_url: str, spoil: str) -> None:
    first = Floor.open(sqlite_url, operator="alice")
    _play(first)
    first.close()
    assert _stored(sqlite_url) is not None
    _run_sql(sqlite_url, spoil)
    journal = _stored_journal(sqlite_url)
    again = Floor.open(sqlite_url, operator="bob")
    try:
        still_good = spoil == STILL_GOOD
        assert again._folder.complete is not still_good
        assert again.state == replay(journal)
        assert again.journal() == journal
    finally:
        again.close()
    assert _stored(sqlite_url) is not None  # a fresh one, good for this journal
    check = Floor.open(sqlite_url, operator="carol")
    try:
        assert not check._folder.complete
        assert check.state == replay(journal)
    finally:
        check.close()


def _stored_journal(url: str) -> list[Any]:
    engine = sa.create_engine(url)
    try:
        with read_session(engine) as session:
            return journal_repo.load_entries(session=session)
    finally:
        engine.dispose()


def _rewrite_body(url: str, change: Any) -> None:
    """Unpack the stored body, let ``change`` alter the data, pack it back (its digest
    and version still say it matches the journal)."""
    stored = _stored(url)
    assert stored is not None
    data = checkpoint_body.unpack(stored.body)
    body = change(data)
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("UPDATE fold_checkpoint SET body = :body"), {"body": body})
    engine.dispose()


@pytest.mark.parametrize(
    "change",
    [
        lambda data: checkpoint_body.pack({**data, "seq": data["seq"] - 1}),
        lambda data: checkpoint_body.pack({**data, "state": data["state"][:-1]}),
        lambda data: checkpoint_body.pack({**data, "state": [["not", "a", "state"]] * 17}),
        lambda data: checkpoint_body.pack({**data, "history": {"scopes": 1}}),
        lambda data: checkpoint_body.pack([data]),
        lambda data: zlib.compress(b"{" * 100_000),  # deeply nested: refused, not a crash
        lambda data: zlib.compress(b"[" + b"0," * 10 + b"0"),  # cut short
        lambda data: b"\x78\x9c" + b"\x00" * 40,  # not zlib at all
    ],
)
def test_a_damaged_or_forged_body_is_never_used(sqlite_url: str, change: Any) -> None:
    first = Floor.open(sqlite_url, operator="alice")
    _play(first)
    state = first.state
    first.close()
    _rewrite_body(sqlite_url, change)
    again = Floor.open(sqlite_url, operator="bob")
    try:
        assert again._folder.complete  # folded from the journal
        assert again.state == state
    finally:
        again.close()


def test_a_body_that_unpacks_past_the_limit_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checkpoint_body, "MAX_BODY", 1000)
    body = checkpoint_body.pack({"pad": "x" * 5000})
    with pytest.raises(checkpoint_body.BadCheckpoint):
        checkpoint_body.unpack(body)
    assert checkpoint_body.unpack(checkpoint_body.pack({"pad": "x"})) == {"pad": "x"}


def test_the_body_is_plain_data(floor: Floor, db_url: str) -> None:
    _play(floor)
    floor.close()
    stored = _stored(db_url)
    assert stored is not None
    data = json.loads(zlib.decompress(stored.body))
    assert set(data) == {"seq", "state", "history"}
    assert data["seq"] == stored.seq


def test_small_journals_store_nothing(db_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(floor_module, "STORE_AFTER", 2_000)
    opened = Floor.open(db_url, operator="alice")
    _play(opened)
    opened.close()
    assert _stored(db_url) is None


def test_a_stored_checkpoint_is_replaced_only_once_the_journal_has_grown(
    floor: Floor, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = _play(floor)
    floor.close()
    first = _stored(db_url)
    assert first is not None
    monkeypatch.setattr(floor_module, "STORE_AFTER", 40)
    again = _reopened(db_url)
    again.execute(UpdateEvent(event_id, {"name": "Saturday"}))
    again.close()
    assert _stored(db_url) == first  # a few entries more: kept
    again = _reopened(db_url)
    for n in range(20):
        again.execute(RegisterEntry(event_id, newcomers((f"Late {n}",))))
    again.close()
    newer = _stored(db_url)
    assert newer is not None and newer.seq > first.seq


def test_the_stored_state_is_the_fold_of_the_rows_it_names(floor: Floor, db_url: str) -> None:
    _play(floor)
    floor.close()
    stored = _stored(db_url)
    assert stored is not None
    journal = [e for e in _stored_journal(db_url) if e.seq <= stored.seq]
    data = checkpoint_body.unpack(stored.body)
    assert data["state"] == json.loads(json.dumps(state_to_data(replay(journal))))


def test_redo_after_opening_when_the_last_group_was_undone(floor: Floor, db_url: str) -> None:
    """The stored checkpoint comes before what redo would bring back."""
    event_id = _play(floor)
    floor.undo(event_scope(event_id))
    floor.close()
    again = _reopened(db_url)
    try:
        assert not again._folder.complete
        again.redo(event_scope(event_id))
        assert again.state.events[event_id].name == "Friday Deepstack"
        assert again.state == replay(again.journal())
    finally:
        again.close()
