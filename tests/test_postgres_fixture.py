"""The suite's PostgreSQL database (``tests/postgres_schema.py``): each test must find
it as a fresh database is after a floor first opened it — the newest schema, no
rows, the journal's ids from 1 — and a schema a test changed must be made again,
never handed on. Runs when ``FLOORTOOL_TEST_PG`` names a server (``.ci/run``)."""

from __future__ import annotations

import os

import pytest
import sqlalchemy as sa
from tests.postgres_schema import EmptyAtHead

from floortool.app.commands.events import CreateEvent
from floortool.app.floor import Floor
from floortool.domain.tournament.event import settings_for

PG_ENV = "FLOORTOOL_TEST_PG"
pytestmark = pytest.mark.skipif(not os.environ.get(PG_ENV), reason=f"{PG_ENV} not set")


def _tables(url: str) -> set[str]:
    engine = sa.create_engine(url)
    try:
        with engine.connect() as conn:
            return set(sa.inspect(conn).get_table_names())
    finally:
        engine.dispose()


def _play(url: str) -> int:
    """Open a floor, create an event, close; the event's id (its journal group)."""
    floor = Floor.open(url, operator="td")
    try:
        return floor.execute(CreateEvent(settings_for(name="Night"))).group
    finally:
        floor.close()


def test_each_test_finds_the_newest_schema_with_no_rows_and_ids_from_one() -> None:
    url = os.environ[PG_ENV]
    empty = EmptyAtHead()
    empty(url)
    made = _tables(url)
    assert _play(url) == 1

    empty(url)  # the next test

    assert _tables(url) == made
    floor = Floor.open(url, operator="td")
    try:
        assert floor.state.events == {} and floor.journal() == []
    finally:
        floor.close()
    assert _play(url) == 1  # the journal's ids start again


def test_a_schema_a_test_changed_is_made_again() -> None:
    url = os.environ[PG_ENV]
    empty = EmptyAtHead()
    empty(url)
    made = _tables(url)
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("CREATE TABLE players (id INTEGER PRIMARY KEY)"))
        conn.execute(sa.text("UPDATE alembic_version SET version_num = '9999_future'"))
    engine.dispose()

    empty.tidy(url)  # after the test: nothing after it meets its schema
    assert _tables(url) == set()
    empty(url)  # the next test

    assert _tables(url) == made
    assert _play(url) == 1
