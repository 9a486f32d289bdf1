"""The suite's PostgreSQL database between tests (``conftest.db_url``): emptied to the
newest schema with no rows, or dropped to a bare schema (``bare_db_url``)."""

from __future__ import annotations

import sqlalchemy as sa


def reset_postgres(url: str) -> None:
    """Drop everything in the database: a bare schema, as a new server has."""
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("DROP SCHEMA public CASCADE"))
        conn.execute(sa.text("CREATE SCHEMA public"))
    engine.dispose()


class EmptyAtHead:
    """A PostgreSQL database emptied as a fresh one is after a floor first opened it:
    the newest schema, every table empty, the journal's ids from 1 again. The schema
    is made once (a bare schema, then a floor's first open migrates it, the Alembic
    run that costs most of a test's set-up), and each test after that finds its rows
    gone (``TRUNCATE ... RESTART IDENTITY``), unless the test before it left the
    schema otherwise (a table of its own, another revision): then it is made again."""

    def __init__(self) -> None:
        self._made: tuple[frozenset[str], tuple[str, ...]] | None = None  # tables, revision

    def __call__(self, url: str) -> None:
        engine = sa.create_engine(url)
        try:
            with engine.begin() as conn:
                if self._made is not None and self._schema(conn) == self._made:
                    emptied = sorted(self._made[0] - {"alembic_version"})
                    tables = ", ".join(f'"{t}"' for t in emptied)
                    conn.execute(sa.text(f"TRUNCATE {tables} RESTART IDENTITY CASCADE"))
                    return
            from floortool.app.floor import Floor  # the suite's own imports stay as they are

            reset_postgres(url)
            Floor.open(url, operator="tests").close()
            with engine.connect() as conn:
                self._made = self._schema(conn)
        finally:
            engine.dispose()

    def tidy(self, url: str) -> None:
        """After a test: a schema the test changed (a table of its own, another
        revision) goes back to bare, so nothing after it (the bundle's own look at
        the server) meets it; rows are left for the next test to empty."""
        engine = sa.create_engine(url)
        try:
            with engine.connect() as conn:
                changed = self._schema(conn) != self._made
        finally:
            engine.dispose()
        if changed:
            reset_postgres(url)
            self._made = None

    @staticmethod
    def _schema(conn: sa.Connection) -> tuple[frozenset[str], tuple[str, ...]]:
        tables = frozenset(sa.inspect(conn).get_table_names())
        revision: tuple[str, ...] = ()
        if "alembic_version" in tables:
            versions = conn.execute(sa.text("SELECT version_num FROM alembic_version"))
            revision = tuple(sorted(versions.scalars()))
        return tables, revision
