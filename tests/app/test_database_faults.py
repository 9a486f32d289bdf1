"""App/CLI: a database that cannot be reached, a full disk, and databases damaged or
changed by hand are refused with a code and one line that holds no data (issue 17,
fault items 3, 6 and 7); nothing committed before is lost and the file is left as
it was.
"""

from __future__ import annotations

import errno
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from tests.app.test_database_refusals import (
    _crash_mid_transaction,
    _snapshot,
    _write_floortool_db,
)

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.cli.main import run
from floortool.domain.kernel.errors import FloorError
from floortool.domain.tournament.event import settings_for
from floortool.store import faults, journal_repo, sqlite_file, sqlite_store
from floortool.store.migrate import open_database

#: Nothing listens here: connecting is refused at once.
CLOSED_PORT = "postgresql+psycopg://floortool:s3cret@127.0.0.1:1/floortool"


def _refusal(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    """Run ``argv`` with ``--json``: exit 1, exactly one JSON document, its error."""
    assert run(["--json", *argv]) == 1
    document = json.loads(capsys.readouterr().out)
    assert set(document) == {"error"}
    error: dict[str, Any] = document["error"]
    assert "\n" not in error["message"]
    return error


# ------------------------------------------------------------------ unreachable server
@pytest.mark.parametrize(
    "argv",
    [["event", "list"], ["player", "register", "Ann Secret"], ["undo", "--any"], ["journal"]],
)
def test_unreachable_server_is_refused_without_data(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """A stopped server: code ``database_unavailable``, one line, no name, no password."""
    error = _refusal(["--db", CLOSED_PORT, *argv], capsys)
    assert error["code"] == "database_unavailable"
    assert "127.0.0.1:1" in error["message"]
    assert "s3cret" not in error["message"] and "Ann Secret" not in error["message"]
    assert run(["--db", CLOSED_PORT, *argv]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("floortool: ")
    assert "Traceback" not in err and "s3cret" not in err


def test_server_lost_mid_write_loses_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The connection closes while a registration is written: the refusal holds neither
    the SQL nor its parameters (the player's name), and the journal is as before."""
    # Over a SQLAlchemy engine, the path a server's database takes.
    floor = Floor(open_database(f"sqlite:///{tmp_path}/floor.db"), operator="td")
    event_id = floor.execute(CreateEvent(settings_for(name="Friday"))).group
    floor.url = CLOSED_PORT  # as if this floor were on that server
    journal, state = floor.journal(), floor.state

    def closed(**_: object) -> None:
        raise sa.exc.OperationalError(
            "INSERT INTO journal (payload, label) VALUES (%(payload)s, %(label)s)",
            {"label": "Register Ann Secret"},
            Exception("server closed the connection unexpectedly"),
        )

    monkeypatch.setattr(journal_repo, "append", closed)
    with pytest.raises(FloorError) as info:
        floor.execute(RegisterEntry(event_id, newcomers(("Ann Secret",))))
    assert info.value.code == "database_unavailable"
    for secret in ("Ann Secret", "INSERT", "s3cret", "payload"):
        assert secret not in info.value.message
    monkeypatch.undo()
    assert floor.journal() == journal and floor.state == state
    floor.execute(RegisterEntry(event_id, newcomers(("Ann Secret",))))  # back: it goes through
    floor.close()


# ------------------------------------------------------------------ a full disk
def _limit_pages(engine: sa.Engine, pages: int) -> None:
    """Make SQLite itself report the disk full past ``pages`` pages (every new connection)."""

    def limit(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.execute(f"PRAGMA max_page_count={pages}")

    sa.event.listen(engine, "connect", limit)
    engine.dispose()


@pytest.mark.parametrize("library", ["sqlite3", "sqlalchemy"])
def test_full_disk_on_write_says_full_and_nothing_lost(
    library: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On the floor's own SQLite path (the standard library's ``sqlite3``) and over a
    SQLAlchemy engine alike."""
    path = tmp_path / "floor.db"
    url = f"sqlite:///{path}"
    floor = (
        Floor.open(url, operator="td")
        if library == "sqlite3"
        else Floor(open_database(url), operator="td")
    )
    event_id = floor.execute(CreateEvent(settings_for(name="Friday"))).group
    with sqlite3.connect(path) as conn:
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.close()
    if library == "sqlite3":
        limit = f"PRAGMA max_page_count={pages}"
        monkeypatch.setattr(sqlite_store, "CONNECT_PRAGMAS", (*sqlite_store.CONNECT_PRAGMAS, limit))
        floor.store.dispose()  # connect again, with the limit
    else:
        _limit_pages(floor.engine, pages)
    with pytest.raises(FloorError) as info:  # registrations until the "disk" is full
        for number in range(500):
            journal = floor.journal()
            floor.execute(RegisterEntry(event_id, newcomers((f"Guest {number}",))))
    assert info.value.code == "disk_full"
    assert floor.journal() == journal
    assert "full" in info.value.message and "nothing recorded before was lost" in (
        info.value.message
    )
    assert "damaged" not in info.value.message and "backup" not in info.value.message
    floor.close()
    monkeypatch.undo()
    reopened = Floor.open(f"sqlite:///{path}", operator="td")  # space freed: all there
    assert reopened.journal() == journal
    reopened.execute(RegisterEntry(event_id, newcomers((f"Guest {number}",))))
    reopened.close()


def test_full_disk_when_opening_is_not_called_damaged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SQLite's ``SQLITE_FULL`` while the file is inspected used to read "damaged …
    restore it from a backup"."""
    path = tmp_path / "floor.db"
    _write_floortool_db(path)

    def full(_connection: object) -> None:
        error = sqlite3.OperationalError("database or disk is full")
        error.sqlite_errorcode = sqlite3.SQLITE_FULL  # type: ignore[attr-defined]
        raise error

    monkeypatch.setattr(sqlite_file, "read_inspection", full)
    with pytest.raises(FloorError) as info:
        Floor.open(f"sqlite:///{path}", operator="td")
    assert info.value.code == "disk_full"
    assert "backup" not in info.value.message


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL needs a POSIX system")
def test_full_disk_while_recovering_a_crashed_writer_is_not_called_damaged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hot journal is recovered on a copy; the copy not fitting on the disk (ENOSPC)
    is a full disk, and the database is left as it was."""
    path = tmp_path / "floor.db"
    _write_floortool_db(path)
    _crash_mid_transaction(path, "setting")
    before = _snapshot(path)

    def no_space(*_: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(sqlite_file.shutil, "copyfile", no_space)
    with pytest.raises(FloorError) as info:
        Floor.open(f"sqlite:///{path}", operator="td")
    assert info.value.code == "disk_full"
    assert _snapshot(path) == before


@pytest.mark.parametrize(("free", "code"), [(0, "disk_full"), (10 << 30, None)])
def test_io_error_is_a_full_disk_only_when_the_disk_is_full(
    free: int, code: str | None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ENOSPC reaches SQLite's caller as "disk I/O error" (``SQLITE_IOERR_WRITE``)."""
    error = sqlite3.OperationalError("disk I/O error")
    error.sqlite_errorcode = sqlite3.SQLITE_IOERR | (3 << 8)  # type: ignore[attr-defined]
    usage = type("Usage", (), {"free": free})
    monkeypatch.setattr(faults.shutil, "disk_usage", lambda _path: usage)
    fault = faults.database_fault(
        sa.exc.OperationalError("INSERT", {}, error), f"sqlite:///{tmp_path}/floor.db"
    )
    assert (fault.code if fault else None) == code


# ------------------------------------------------------------------ damaged databases
def _drop_journal(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("DROP TABLE journal")
    conn.close()


def _drop_label_column(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("ALTER TABLE journal DROP COLUMN label")
    conn.close()


def _payload_not_json(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE journal SET payload = '{not json' WHERE seq = 1")
    conn.close()


def _payload_not_the_event(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("""UPDATE journal SET payload = '{"event_id": "x"}' WHERE seq = 1""")
    conn.close()


def _row_deleted(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM journal WHERE seq = 2")
    conn.close()


def _other_alembic_app(path: Path) -> None:
    """Another application that keeps its schema with Alembic too."""
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)")
        conn.execute("INSERT INTO alembic_version VALUES ('a1b2c3d4e5f6')")
        conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, customer TEXT)")
    conn.close()


def _make_folder(path: Path) -> None:
    path.mkdir()
    (path / "notes.txt").write_text("not a database", encoding="utf-8")


DAMAGED: list[tuple[str, Callable[[Path], None], str, str]] = [
    ("journal dropped", _drop_journal, "corrupt_database", "journal table"),
    ("journal column dropped", _drop_label_column, "corrupt_database", "changed by hand"),
    ("payload not JSON", _payload_not_json, "corrupt_database", "changed by hand"),
    ("payload not the event", _payload_not_the_event, "corrupt_database", "changed by hand"),
    ("journal row deleted", _row_deleted, "corrupt_database", "lacks entries 2 to 2"),
    ("another Alembic app", _other_alembic_app, "not_a_floortool_database", "another application"),
    ("a folder", _make_folder, "not_a_floortool_database", "folder"),
]


@pytest.mark.parametrize(
    ("make", "code", "says"), [d[1:] for d in DAMAGED], ids=[d[0] for d in DAMAGED]
)
def test_damaged_database_is_refused_and_left_untouched(
    make: Callable[[Path], None],
    code: str,
    says: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "floor.db"
    if make is not _other_alembic_app and make is not _make_folder:
        _write_floortool_db(path)
    make(path)
    before = _snapshot(path) if path.is_file() else sorted(p.name for p in path.iterdir())
    error = _refusal(["--db", f"sqlite:///{path}", "event", "list"], capsys)
    assert error["code"] == code
    assert says in error["message"] and "untouched" in error["message"]
    assert "newer floortool" not in error["message"]
    after = _snapshot(path) if path.is_file() else sorted(p.name for p in path.iterdir())
    assert after == before


def test_read_only_database_is_refused_and_left_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file floortool may not write (simulated: the tests may run as root, who may)."""
    path = tmp_path / "floor.db"
    _write_floortool_db(path)
    before = _snapshot(path)
    monkeypatch.setattr(sqlite_file.os, "access", lambda p, mode: Path(p) != path)
    error = _refusal(["--db", f"sqlite:///{path}", "event", "list"], capsys)
    assert error["code"] == "database_read_only"
    assert str(path) in error["message"] and "untouched" in error["message"]
    assert _snapshot(path) == before


def test_read_only_on_write_is_refused(tmp_path: Path) -> None:
    """SQLite's own ``SQLITE_READONLY`` on a write (a file made read-only while open)."""
    error = sqlite3.OperationalError("attempt to write a readonly database")
    error.sqlite_errorcode = sqlite3.SQLITE_READONLY  # type: ignore[attr-defined]
    fault = faults.database_fault(
        sa.exc.OperationalError("INSERT", {"label": "Ann"}, error), f"sqlite:///{tmp_path}/f.db"
    )
    assert fault is not None and fault.code == "database_read_only"
    assert "Ann" not in fault.message


def test_postgres_connection_killed_mid_write_loses_nothing(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a real PostgreSQL server (``FLOORTOOL_TEST_PG``): the floor's connection is
    terminated by the server inside the write transaction, between the writer lock and
    the insert. The command is refused as ``database_unavailable`` with no data in the
    message, nothing of it is written, and the next command goes through."""
    if not db_url.startswith("postgresql"):
        pytest.skip("needs a PostgreSQL server (FLOORTOOL_TEST_PG)")
    floor = Floor.open(db_url, operator="td")
    event_id = floor.execute(CreateEvent(settings_for(name="Friday"))).group
    journal = floor.journal()
    killer = sa.create_engine(db_url)
    real_append = journal_repo.append

    def killed_then_append(**kwargs: Any) -> Any:
        pid = kwargs["session"].connection().exec_driver_sql("SELECT pg_backend_pid()").scalar()
        with killer.begin() as conn:
            conn.execute(sa.text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
        return real_append(**kwargs)

    monkeypatch.setattr(journal_repo, "append", killed_then_append)
    try:
        with pytest.raises(FloorError) as info:
            floor.execute(RegisterEntry(event_id, newcomers(("Ann Secret",))))
        assert info.value.code == "database_unavailable"
        assert "Ann Secret" not in info.value.message and "INSERT" not in info.value.message
        monkeypatch.undo()
        floor.refresh()
        assert floor.journal() == journal
        floor.execute(RegisterEntry(event_id, newcomers(("Ann Secret",))))
        assert len(Floor(floor.engine, operator="check").journal()) > len(journal)
    finally:
        killer.dispose()
        floor.close()


# ------------------------------------------------------------------ a server that says no
SERVER_SAYS = {
    "database_login_refused": 'FATAL:  password authentication failed for user "td"',
    "database_missing": 'FATAL:  database "floor" does not exist',
    "database_unavailable": "Connection refused\n\tIs the server running on that host?",
}


@pytest.mark.parametrize("code", SERVER_SAYS)
def test_a_server_refusing_the_login_or_lacking_the_database_says_which(code: str) -> None:
    """Issue 23, item 13: a wrong password and a missing database were both "cannot be
    reached ... try again once it is back"; each now says what to correct."""
    error = Exception(
        f'connection failed: connection to server at "db", port 5432 failed: {SERVER_SAYS[code]}'
    )
    fault = faults.database_fault(
        sa.exc.OperationalError("connect", {}, error), "postgresql+psycopg://td:s3cret@db/floor"
    )
    assert fault is not None and fault.code == code
    assert "s3cret" not in fault.message
    assert ("Try again once it is back" in fault.message) == (code == "database_unavailable")


@pytest.mark.skipif(not os.environ.get("FLOORTOOL_TEST_PG"), reason="FLOORTOOL_TEST_PG not set")
@pytest.mark.parametrize("code", ["database_login_refused", "database_missing"])
def test_postgres_wrong_password_or_missing_database_says_which(
    code: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """On a real PostgreSQL server (``FLOORTOOL_TEST_PG``)."""
    url = sa.engine.make_url(os.environ["FLOORTOOL_TEST_PG"])
    if code == "database_login_refused":
        url = url.set(password="not-the-password")
    else:
        url = url.set(database="floortool_no_such_database")
    error = _refusal(["--db", url.render_as_string(hide_password=False), "event", "list"], capsys)
    assert error["code"] == code
    assert "not-the-password" not in error["message"]


def test_a_log_removed_while_another_floor_holds_it_says_nothing_is_lost(tmp_path: Path) -> None:
    """Issue 23, item 13: the ``-wal`` file deleted while a window holds the database.
    Another command is refused as ``database_log_removed`` (it said: a traceback, then
    "restore a backup"), and nothing is lost: the holder writes its log back on close."""
    path = tmp_path / "floor.db"
    held = Floor.open(f"sqlite:///{path}", operator="window")
    event_id = held.execute(CreateEvent(settings_for(name="Friday"))).group
    held.execute(RegisterEntry(event_id, newcomers(("Ann Lee",))))
    Path(f"{path}-wal").unlink()
    other = subprocess.run(
        [sys.executable, "-m", "floortool", "--db", f"sqlite:///{path}", "--json", "event", "list"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert other.returncode == 1, other.stderr
    error = json.loads(other.stdout)["error"]
    assert error["code"] == "database_log_removed"
    assert "Nothing is lost" in error["message"] and "do not restore" in error["message"]
    held.close()
    reopened = Floor.open(f"sqlite:///{path}", operator="check")
    assert any(e.kind == "entry_registered" for e in reopened.journal())
    reopened.close()
