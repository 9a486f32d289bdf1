"""Store layer: the journal in any database SQLAlchemy reaches (PostgreSQL; SQLite too
when a floor is made over an engine), through ``journal_repo`` and
``checkpoint_repo`` on a SQLAlchemy session per transaction (``store.engine``:
the writer lock, SQLite's pragmas)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy.engine import Engine
from sqlmodel import Session

from floortool.domain.kernel.journal import JournalEntry
from floortool.store import checkpoint_repo, journal_repo
from floortool.store.checkpoint_body import StoredCheckpoint
from floortool.store.engine import read_session, write_session
from floortool.store.journal_store import JournalStore, JournalTransaction


class SqlTransaction(JournalTransaction):
    """One transaction: a SQLAlchemy session."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.dialect = session.get_bind().dialect.name

    def tip(self) -> tuple[int, int]:
        return journal_repo.tip(session=self.session)

    def load_entries(
        self, *, after_seq: int = 0, upto_seq: int | None = None, parse: bool = True
    ) -> list[JournalEntry]:
        return journal_repo.load_entries(
            session=self.session, after_seq=after_seq, upto_seq=upto_seq, parse=parse
        )

    def append(
        self,
        *,
        group: int,
        scope: str,
        records: Sequence[tuple[str, Mapping[str, Any]]],
        at: datetime,
        operator: str,
        label: str,
        label_words: Mapping[str, Any] | None = None,
    ) -> list[JournalEntry]:
        return journal_repo.append(
            session=self.session,
            group=group,
            scope=scope,
            records=records,
            at=at,
            operator=operator,
            label=label,
            label_words=label_words,
        )

    def get_setting(self, key: str) -> str | None:
        return journal_repo.get_setting(session=self.session, key=key)

    def set_setting(self, key: str, value: str) -> None:
        journal_repo.set_setting(session=self.session, key=key, value=value)

    def load_checkpoint(self) -> StoredCheckpoint | None:
        return checkpoint_repo.load(session=self.session)

    def save_checkpoint(self, checkpoint: StoredCheckpoint, *, at: datetime) -> None:
        checkpoint_repo.save(session=self.session, checkpoint=checkpoint, at=at)

    def journal_digest(self, upto_seq: int) -> tuple[int, str]:
        return checkpoint_repo.journal_digest(session=self.session, upto_seq=upto_seq)

    def commit(self) -> None:
        self.session.commit()


class SqlStore(JournalStore):
    """The journal behind a SQLAlchemy ``engine``."""

    def __init__(self, engine: Engine) -> None:
        self._engine = engine
        self.url = engine.url.render_as_string(hide_password=True)

    @contextlib.contextmanager
    def read(self) -> Iterator[JournalTransaction]:
        with read_session(self._engine) as session:
            yield SqlTransaction(session)

    @contextlib.contextmanager
    def write(self) -> Iterator[JournalTransaction]:
        with write_session(self._engine) as session:
            yield SqlTransaction(session)

    @property
    def engine(self) -> Engine:
        return self._engine

    def dispose(self) -> None:
        self._engine.dispose()
