"""App/store: opening a database that is not ours, is damaged, or is newer than this
floortool is refused with a clear code, and the file is left exactly as it was (no
``-wal``/``-shm`` side files either). An older database is backed up before it is
migrated, and a crashed writer's hot journal is recovered rather than refused.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from alembic import command

from floortool.app.commands.events import CreateEvent
from floortool.app.floor import Floor
from floortool.cli.main import run
from floortool.domain.kernel.errors import FloorError
from floortool.domain.tournament.event import settings_for
from floortool.store.alembic_scripts import alembic_config, known_revisions

SIDE_FILES = ("-wal", "-shm", "-journal")


def _snapshot(path: Path) -> dict[str, bytes]:
    """The database file's bytes and every side file next to it."""
    files = {path.name: path.read_bytes()}
    for side in SIDE_FILES:
        other = Path(f"{path}{side}")
        if other.exists():
            files[other.name] = other.read_bytes()
    return files


def _write_floortool_db(path: Path, events: int = 1) -> None:
    floor = Floor.open(f"sqlite:///{path}", operator="alice")
    for number in range(events):
        floor.execute(CreateEvent(settings_for(name=f"Event {number} " + "x" * 80)))
    floor.close()
    assert not any(Path(f"{path}{side}").exists() for side in SIDE_FILES)


def _text_file(path: Path) -> None:
    path.write_text("Seat draw for Tuesday\nAlice 1-1\nBob 1-2\n", encoding="utf-8")


def _corrupt_db(path: Path) -> None:
    _write_floortool_db(path, events=3)
    with sqlite3.connect(path) as conn:  # grow the file to some 50 pages
        rows = [(f"key {i}", "x" * 600) for i in range(300)]
        conn.executemany("INSERT INTO setting (key, value) VALUES (?, ?)", rows)
    conn.close()
    data = bytearray(path.read_bytes())
    middle = len(data) // 2
    data[middle : middle + 8192] = bytes((i * 7 + 13) % 256 for i in range(8192))
    path.write_bytes(bytes(data))


def _foreign_db(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT)")
        conn.execute("INSERT INTO players (name) VALUES ('Alice'), ('Bob')")
    conn.close()


def _newer_db(path: Path) -> None:
    _write_floortool_db(path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    conn.close()


REFUSED: list[tuple[str, Callable[[Path], None], str]] = [
    ("text", _text_file, "not_a_floortool_database"),
    ("corrupt", _corrupt_db, "corrupt_database"),
    ("foreign", _foreign_db, "not_a_floortool_database"),
    ("newer", _newer_db, "database_too_new"),
]


@pytest.fixture(params=REFUSED, ids=[name for name, _, _ in REFUSED])
def refused_db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[Path, str]]:
    _, make, code = request.param
    path = tmp_path / "floor.db"
    make(path)
    yield path, code


def test_database_refusal_codes_and_file_untouched(refused_db: tuple[Path, str]) -> None:
    path, code = refused_db
    before = _snapshot(path)
    mtime = path.stat().st_mtime_ns
    with pytest.raises(FloorError) as info:
        Floor.open(f"sqlite:///{path}", operator="alice")
    assert info.value.code == code
    assert str(path) in info.value.message
    assert "untouched" in info.value.message
    assert _snapshot(path) == before
    assert path.stat().st_mtime_ns == mtime
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


def test_database_refusal_through_cli_json(
    refused_db: tuple[Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    path, code = refused_db
    before = _snapshot(path)
    status = run(["--db", f"sqlite:///{path}", "--json", "event", "list"])
    out = capsys.readouterr().out
    assert status == 1
    document = json.loads(out)
    assert set(document) == {"error"}
    assert document["error"]["code"] == code
    assert isinstance(document["error"]["message"], str) and document["error"]["message"]
    assert _snapshot(path) == before


def test_database_refusal_through_cli_text(
    refused_db: tuple[Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    path, _ = refused_db
    assert run(["--db", f"sqlite:///{path}", "event", "list"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("floortool: ") and "untouched" in captured.err


@contextmanager
def _changed_by_hand(db_url: str, *statements: str) -> Iterator[sa.Engine]:
    """An engine on ``db_url`` once ``statements`` have run on it (in one transaction),
    disposed of afterwards."""
    engine = sa.create_engine(db_url)
    with engine.begin() as conn:
        for statement in statements:
            conn.execute(sa.text(statement))
    try:
        yield engine
    finally:
        engine.dispose()


def _refusal(db_url: str) -> FloorError:
    """What opening ``db_url`` is refused with."""
    with pytest.raises(FloorError) as info:
        Floor.open(db_url, operator="alice")
    return info.value


def test_database_refusal_of_foreign_tables_on_any_backend(db_url: str) -> None:
    with _changed_by_hand(
        db_url,
        "CREATE TABLE players (id INTEGER PRIMARY KEY, name VARCHAR(40))",
        "INSERT INTO players (id, name) VALUES (1, 'Alice')",
    ) as engine:
        assert _refusal(db_url).code == "not_a_floortool_database"
        with engine.connect() as conn:
            assert set(sa.inspect(conn).get_table_names()) == {"players"}
            assert conn.execute(sa.text("SELECT name FROM players")).scalars().all() == ["Alice"]


def test_database_refusal_of_newer_revision_on_any_backend(db_url: str) -> None:
    Floor.open(db_url, operator="alice").close()
    with _changed_by_hand(
        db_url, "UPDATE alembic_version SET version_num = '9999_future'"
    ) as engine:
        error = _refusal(db_url)
        assert error.code == "database_too_new"
        assert "9999_future" in error.message
        with engine.connect() as conn:
            version = conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalar()
        assert version == "9999_future"


@pytest.mark.parametrize(
    ("change", "names"),
    [
        ("ALTER TABLE journal DROP COLUMN label", "journal"),
        ("DROP TABLE device", "device"),
        ("ALTER TABLE fold_checkpoint RENAME COLUMN body TO kept", "fold_checkpoint"),
    ],
    ids=["journal column dropped", "device table dropped", "checkpoint column renamed"],
)
def test_database_with_a_table_changed_by_hand_is_refused_on_any_backend(
    db_url: str, change: str, names: str
) -> None:
    """A current floortool database whose table was dropped or changed by hand is refused
    as damaged, naming the table, on SQLite (its file read directly) and on PostgreSQL
    (its catalog); nothing is written."""
    Floor.open(db_url, operator="alice").close()
    with _changed_by_hand(db_url, change) as engine:
        error = _refusal(db_url)
        assert error.code == "corrupt_database"
        assert f"whose {names} table was removed or changed by hand" in error.message
        with engine.connect() as conn:
            assert conn.execute(sa.text("SELECT count(*) FROM journal")).scalar() == 0


def test_database_of_one_table_without_columns_is_not_ours_on_any_backend(db_url: str) -> None:
    """A database holding only a table with no columns at all (PostgreSQL allows one)
    is another application's, not an empty one to make a floortool database of."""
    table = "CREATE TABLE notes ()" if db_url.startswith("postgresql") else "CREATE TABLE notes (x)"
    with _changed_by_hand(db_url, table) as engine:
        assert _refusal(db_url).code == "not_a_floortool_database"
        with engine.connect() as conn:
            assert set(sa.inspect(conn).get_table_names()) == {"notes"}


def test_database_empty_file_becomes_a_floortool_database(tmp_path: Path) -> None:
    path = tmp_path / "floor.db"
    path.touch()
    floor = Floor.open(f"sqlite:///{path}", operator="alice")
    floor.close()
    assert path.read_bytes().startswith(b"SQLite format 3\x00")
    assert not list(tmp_path.glob("*.bak"))


def _downgrade_to_base(path: Path) -> None:
    """Turn a current database into one at the base revision, as Alembic would leave it."""
    engine = sa.create_engine(f"sqlite:///{path}")
    config = alembic_config()
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.downgrade(config, "base")
    engine.dispose()
    with sqlite3.connect(path) as conn:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert tables == {"alembic_version"}
        assert conn.execute("SELECT count(*) FROM alembic_version").fetchone() == (0,)
    conn.close()


def _dump(path: Path) -> list[str]:
    with sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True) as conn:
        lines = list(conn.iterdump())
    conn.close()
    return lines


def test_database_migration_backs_up_the_old_file_first(tmp_path: Path, clock: Any) -> None:
    path = tmp_path / "floor.db"
    _write_floortool_db(path)
    _downgrade_to_base(path)
    old = _dump(path)
    reference = tmp_path / "reference.db"
    reference.write_bytes(path.read_bytes())

    floor = Floor.open(f"sqlite:///{path}", operator="alice", clock=clock)
    floor.close()

    backups = sorted(tmp_path.glob("floor.db*.bak"))
    assert [b.name for b in backups] == ["floor.db.before-migration-base-20261129T190000Z.bak"]
    assert _dump(backups[0]) == old == _dump(reference)
    # The original is now at the newest revision and works.
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == (
            known_revisions()[1],
        )
    conn.close()


def test_database_at_current_revision_is_not_backed_up(tmp_path: Path) -> None:
    path = tmp_path / "floor.db"
    _write_floortool_db(path)
    Floor.open(f"sqlite:///{path}", operator="alice").close()
    assert not list(tmp_path.glob("*.bak"))


_CRASHING_WRITER = """
import os, signal, sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("PRAGMA journal_mode=DELETE")
conn.execute("PRAGMA cache_size=1")  # spill pages to the file before the commit
conn.execute("BEGIN IMMEDIATE")
for i in range(2000):
    conn.execute(f"INSERT INTO {sys.argv[2]} VALUES (?, ?)", (f"k{i}", "x" * 500))
os.kill(os.getpid(), signal.SIGKILL)
"""


def _crash_mid_transaction(path: Path, table: str) -> None:
    """Leave a hot rollback journal: a writer killed after spilling pages to the file."""
    result = subprocess.run(
        [sys.executable, "-c", _CRASHING_WRITER, str(path), table], capture_output=True
    )
    assert result.returncode == -9, result.stderr
    assert Path(f"{path}-journal").stat().st_size > 0


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL needs a POSIX system")
def test_database_hot_journal_of_crashed_writer_is_recovered(tmp_path: Path) -> None:
    path = tmp_path / "floor.db"
    _write_floortool_db(path)
    before = Floor.open(f"sqlite:///{path}", operator="alice")
    state = before.state
    before.close()
    _crash_mid_transaction(path, "setting")

    floor = Floor.open(f"sqlite:///{path}", operator="bob")
    try:
        assert floor.state == state
        floor.execute(CreateEvent(settings_for(name="After the crash")))
    finally:
        floor.close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT count(*) FROM setting").fetchone() == (1,)
    conn.close()


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL needs a POSIX system")
def test_database_foreign_file_with_hot_journal_is_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "floor.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (key TEXT, body TEXT)")
    conn.close()
    _crash_mid_transaction(path, "notes")
    before = _snapshot(path)
    with pytest.raises(FloorError) as info:
        Floor.open(f"sqlite:///{path}", operator="alice")
    assert info.value.code == "not_a_floortool_database"
    assert _snapshot(path) == before
