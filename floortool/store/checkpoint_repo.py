"""Store layer: the stored checkpoint of the fold through SQLAlchemy (PostgreSQL, and
SQLite when a floor is made over an engine), and the digest of the journal rows it
summarises.

One row (``fold_checkpoint``) holds the folded state and undo history after
journal entry ``seq`` with what it was made from (``checkpoint_body``: the body's
packing, the digest). A floor reads it only when all of that still matches
(``app.floor``); otherwise it folds the journal and stores a fresh one.
Keyword-only functions over a caller's session; none of them commits.
"""

from __future__ import annotations

from datetime import datetime

import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlmodel import Session

from floortool.store.checkpoint_body import (
    FIELD_SEPARATOR,
    ROW_SEPARATOR,
    SLOT,
    Digest,
    StoredCheckpoint,
    digest_ranges,
    seqs_text,
)
from floortool.store.rows import CheckpointRow, JournalRow

_CHECKPOINT = CheckpointRow.__table__  # type: ignore[attr-defined]
_JOURNAL = JournalRow.__table__  # type: ignore[attr-defined]


def load(*, session: Session) -> StoredCheckpoint | None:
    """The stored checkpoint, if there is one."""
    row = (
        session.connection()
        .execute(
            sa.select(
                _CHECKPOINT.c.seq,
                _CHECKPOINT.c.rows,
                _CHECKPOINT.c.digest,
                _CHECKPOINT.c.version,
                _CHECKPOINT.c.body,
            ).where(_CHECKPOINT.c.id == SLOT)
        )
        .one_or_none()
    )
    if row is None:
        return None
    seq, rows, digest, version, body = row
    return StoredCheckpoint(seq=seq, rows=rows, digest=digest, version=version, body=bytes(body))


def save(*, session: Session, checkpoint: StoredCheckpoint, at: datetime) -> None:
    """Store ``checkpoint`` in place of the one stored before."""
    connection = session.connection()
    connection.execute(sa.delete(_CHECKPOINT).where(_CHECKPOINT.c.id == SLOT))
    connection.execute(
        sa.insert(_CHECKPOINT),
        {
            "id": SLOT,
            "seq": checkpoint.seq,
            "rows": checkpoint.rows,
            "digest": checkpoint.digest,
            "version": checkpoint.version,
            "body": checkpoint.body,
            "saved_at": at,
        },
    )


def forget(connection: Connection | Session) -> None:
    """Remove the stored checkpoint (the next floor to open folds the whole journal)."""
    target = connection.connection() if isinstance(connection, Session) else connection
    target.execute(sa.delete(_CHECKPOINT))


def journal_digest(*, session: Session, upto_seq: int) -> tuple[int, str]:
    """How many journal rows there are up to ``upto_seq``, and their digest
    (``checkpoint_body.Digest``). SQLite joins each range's values itself, a column at
    a time (a scan of the table in its rowid order, which is the seq order), so a long
    journal is read as a few long strings rather than row by row."""
    c = _JOURNAL.c
    connection = session.connection()
    sqlite = connection.dialect.name == "sqlite"
    sep = sa.literal(FIELD_SEPARATOR, sa.Text)
    digest = Digest()
    for start, end in digest_ranges(upto_seq):
        where = (c.seq > start, c.seq <= end)
        if sqlite:
            rows, first, last, groups, texts, payloads = connection.execute(
                sa.select(
                    sa.func.count(),
                    sa.func.min(c.seq),
                    sa.func.max(c.seq),
                    sa.func.group_concat(c.group_no, ","),
                    sa.func.group_concat(c.scope + sep + c.kind + sep + c.label, ROW_SEPARATOR),
                    sa.func.group_concat(c.payload, ROW_SEPARATOR),
                ).where(*where)
            ).one()
            seqs = seqs_text(rows, first, last)
            if seqs is None:  # not consecutive: every one of them
                seqs = connection.execute(
                    sa.select(sa.func.group_concat(c.seq, ",")).where(*where)
                ).scalar_one()
        else:
            found = connection.execute(
                sa.select(c.seq, c.group_no, c.scope, c.kind, c.label, sa.cast(c.payload, sa.Text))
                .where(*where)
                .order_by(c.seq)
            ).all()
            rows = len(found)
            seqs = seqs_text(rows, found[0][0], found[-1][0]) if found else "None-None"
            if seqs is None:
                seqs = ",".join(str(r[0]) for r in found)
            groups = ",".join(str(r[1]) for r in found)
            texts = ROW_SEPARATOR.join(FIELD_SEPARATOR.join((r[2], r[3], r[4])) for r in found)
            payloads = ROW_SEPARATOR.join(r[5] for r in found)
        digest.add(rows, seqs, groups or "", texts or "", payloads or "")
    return digest.result()
