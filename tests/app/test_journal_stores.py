"""Store: the floor's own SQLite path (``store.sqlite_store``, the standard library's
``sqlite3``) and the SQLAlchemy path (``store.sql_store``) write the same rows and
read the same entries, digests, settings and checkpoints, on a journal holding
every event kind; and a floor, and the command line's documents, are the same
whichever of the two opened the database (issue 25 item 10)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floortool.app.floor import Floor
from floortool.cli.main import run
from floortool.domain.fold.kinds import load_every_kind
from floortool.domain.kernel.journal import REDONE, UNDONE, registered_events
from floortool.domain.kernel.phrase_data import phrase_data
from floortool.domain.kernel.phrases import Money, Number, Phrase
from floortool.store.checkpoint_body import StoredCheckpoint, pack
from floortool.store.journal_store import JournalStore
from floortool.store.migrate import open_database
from floortool.store.opening import open_store
from floortool.store.sql_store import SqlStore
from floortool.store.sqlite_store import SqliteStore

AT = datetime(2026, 12, 4, 19, 30, 5, 123456, tzinfo=UTC)

#: What a payload's values may be: JSON, with the texts a director types (accents,
#: quotes, control characters, astral characters) and numbers at their edges.
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63 - 1)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(st.characters(exclude_categories=("Cs",)), max_size=12),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=8,
)


def _kinds() -> list[tuple[str, tuple[str, ...]]]:
    """Every event kind, with its payload's field names."""
    load_every_kind()
    return sorted(
        (kind, tuple(cls.__dataclass_fields__)) for kind, cls in registered_events().items()
    )


def _journal(draw: st.DrawFn) -> list[tuple[str, list[tuple[str, dict[str, Any]]]]]:
    """A group per event kind (scope and records), then an undo and a redo."""
    groups = []
    for kind, fields in _kinds():
        payload = {name: draw(JSON_VALUES) for name in fields}
        groups.append((f"event:{len(groups) % 3 + 1}", [(kind, payload)]))
    return groups


@st.composite
def journals(draw: st.DrawFn) -> list[tuple[str, list[tuple[str, dict[str, Any]]]]]:
    return _journal(draw)


def _stores(tmp_path: Path) -> Iterator[tuple[str, Path, JournalStore]]:
    for name in ("sqlite3", "sqlalchemy"):
        path = tmp_path / f"{name}.db"
        path.unlink(missing_ok=True)
        engine = open_database(f"sqlite:///{path}")
        if name == "sqlite3":
            engine.dispose()
            yield name, path, SqliteStore(f"sqlite:///{path}", path)
        else:
            yield name, path, SqlStore(engine)


def _write(store: JournalStore, groups: list[tuple[str, list[tuple[str, dict[str, Any]]]]]) -> Any:
    appended = []
    with store.write() as tx:
        for number, (scope, records) in enumerate(groups, start=1):
            at = AT + timedelta(seconds=number, microseconds=number)
            appended += tx.append(
                group=number,
                scope=scope,
                records=records,
                at=at,
                operator="Zoë",
                label=f"#{number} «x»",
                label_words=None if number % 2 else _words(number),  # odd: an older row
            )
        last = len(groups)
        for marker in (UNDONE, REDONE):
            appended += tx.append(
                group=last,
                scope=groups[-1][0],
                records=[(marker, {"group": last})],
                at=AT,
                operator="td",
                label="marker",
            )
        tx.set_setting("current_event", "2")
        tx.set_setting("current_event", "3")  # the second write replaces the first
        tx.save_checkpoint(
            StoredCheckpoint(seq=5, rows=5, digest="d" * 64, version="v", body=pack({"a": [1]})),
            at=AT,
        )
        tx.commit()
    return appended


def _words(number: int) -> dict[str, Any]:
    """A label kept as data: a phrase with a nested phrase, a number and money in it."""
    inner = Phrase("tests", "«{name}»").fill(name="Zoë")
    return phrase_data(
        Phrase("tests", "#{number} {inner} {chips} {cents}").fill(
            number=number, inner=inner, chips=Number(number * 1000), cents=Money(number)
        )
    )


def _rows(path: Path) -> list[Any]:
    with closing(sqlite3.connect(path)) as db:
        return [
            db.execute("SELECT * FROM journal ORDER BY seq").fetchall(),
            db.execute("SELECT * FROM setting").fetchall(),
            db.execute("SELECT * FROM fold_checkpoint").fetchall(),
        ]


@settings(max_examples=5, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(groups=journals())
def test_both_stores_write_the_same_rows_and_read_the_same_entries(
    groups: list[tuple[str, list[tuple[str, dict[str, Any]]]]], tmp_path: Path
) -> None:
    written, stored, read, digests, checkpoints = {}, {}, {}, {}, {}
    stores = list(_stores(tmp_path))
    for name, path, store in stores:
        written[name] = _write(store, groups)
        stored[name] = _rows(path)
    assert stored["sqlite3"] == stored["sqlalchemy"]  # byte for byte the same rows
    assert written["sqlite3"] == written["sqlalchemy"]
    for name, _path, store in stores:
        with store.read() as tx:
            read[name] = tx.load_entries()
            assert tx.load_entries(parse=False) == read[name]
            assert tx.load_entries(after_seq=3, upto_seq=7) == read[name][3:7]
            assert tx.tip() == (len(read[name]), len(groups))
            assert tx.get_setting("current_event") == "3" and tx.get_setting("none") is None
            digests[name] = [tx.journal_digest(n) for n in (0, 1, len(read[name]))]
            checkpoints[name] = tx.load_checkpoint()
        store.dispose()
    assert read["sqlite3"] == read["sqlalchemy"] == written["sqlite3"]
    assert str(read["sqlite3"][1].label_phrase) == "#2 «Zoë» 2,000 0.02"  # its words, read back
    assert read["sqlite3"][0].label_words is None  # an older row: its English label
    assert {e.kind for e in read["sqlite3"]} == {k for k, _ in _kinds()} | {UNDONE, REDONE}
    assert digests["sqlite3"] == digests["sqlalchemy"]
    assert checkpoints["sqlite3"] == checkpoints["sqlalchemy"] is not None


def test_a_write_not_committed_leaves_nothing(tmp_path: Path) -> None:
    for _name, path, store in _stores(tmp_path):
        with pytest.raises(RuntimeError), store.write() as tx:
            tx.append(group=1, scope="global", records=[("x", {})], at=AT, operator="a", label="l")
            raise RuntimeError("the command failed")
        with store.write() as tx:
            tx.append(group=1, scope="global", records=[("x", {})], at=AT, operator="a", label="l")
        store.dispose()
        assert _rows(path)[0] == []


def test_a_naive_time_is_refused_by_both(tmp_path: Path) -> None:
    for _name, _path, store in _stores(tmp_path):
        with pytest.raises(Exception, match="naive"), store.write() as tx:
            tx.append(
                group=1,
                scope="s",
                records=[("x", {})],
                at=datetime(2026, 1, 1),
                operator="a",
                label="l",
            )
        store.dispose()


def test_the_embedded_file_opens_on_the_standard_library_and_a_server_on_sqlalchemy(
    tmp_path: Path,
) -> None:
    url = f"sqlite:///{tmp_path / 'floor.db'}"
    created = open_store(url)  # a new file: created by Alembic, then served by sqlite3
    assert isinstance(created, SqliteStore)
    created.dispose()
    reopened = open_store(url)
    other = open_store(f"{url}?timeout=5")  # a form only SQLAlchemy reads
    assert isinstance(reopened, SqliteStore) and isinstance(other, SqlStore)
    reopened.dispose()
    other.dispose()


READS = [
    ["event", "list"],
    ["clock", "status"],
    ["journal"],
    ["seating", "show"],
    ["seating", "balance"],
    ["payouts", "show"],
    ["player", "list"],
]


def test_a_floor_and_the_command_lines_documents_are_the_same_over_either_store(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A demo night played at the command line (registrations, busts, an undo and a
    redo), then read back: the stdlib path (plain URL) and the SQLAlchemy path (the
    same file, a URL only SQLAlchemy reads) give the same state, journal and documents."""
    path = tmp_path / "floor.db"
    plain, other = f"sqlite:///{path}", f"sqlite:///{path}?timeout=30"
    for argv in (
        ["demo", "--no-gui", "--players", "40"],
        ["player", "bust", "#3"],
        ["player", "bust", "#7"],
        ["undo"],
        ["redo"],
        ["clock", "start"],
        ["clock", "pause"],
    ):
        assert run(["--db", plain, "--json", *argv]) == 0, argv
    capsys.readouterr()
    floors = [Floor.open(plain, operator="a"), Floor(open_database(plain), operator="a")]
    assert isinstance(floors[0].store, SqliteStore) and isinstance(floors[1].store, SqlStore)
    assert floors[0].state == floors[1].state
    assert floors[0].journal() == floors[1].journal()
    for floor in floors:
        floor.close()
    for argv in READS:
        documents = []
        for url in (plain, other):
            status = run(["--db", url, "--json", *argv])
            documents.append((status, json.loads(capsys.readouterr().out)))
        assert documents[0] == documents[1], argv
