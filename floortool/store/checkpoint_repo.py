"""Store layer: the stored checkpoint of the fold, and the digest of the journal rows
it summarises.

One row (``fold_checkpoint``) holds the folded state and undo history after
journal entry ``seq``, as compressed JSON (``pack`` / ``unpack``: plain data,
never pickled objects, and at most ``MAX_BODY`` bytes once unpacked), with
what it was made from: how many journal rows there were up to ``seq``, their
digest (``journal_digest``) and the floortool that folded them. A floor reads
it only when all of that still matches (``app.floor``); otherwise it folds the
journal and stores a fresh one. Keyword-only functions over a caller's
session; none of them commits.
"""

from __future__ import annotations

import hashlib
import json
import zlib
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlmodel import Session

from floortool.store.rows import CheckpointRow, JournalRow

_CHECKPOINT = CheckpointRow.__table__  # type: ignore[attr-defined]
_JOURNAL = JournalRow.__table__  # type: ignore[attr-defined]
SLOT = 1  # the one row
#: The most a checkpoint may unpack to: anything bigger is not one this floor wrote.
MAX_BODY = 256 * 1024 * 1024
_DIGEST_ROWS = 20_000  # rows hashed per batch


class BadCheckpoint(ValueError):
    """The stored body is not compressed JSON this floor could have written."""


@dataclass(frozen=True)
class StoredCheckpoint:
    """The stored row: what it summarises (``seq``, ``rows``, ``digest``, ``version``)
    and its ``body`` (``unpack`` it)."""

    seq: int
    rows: int
    digest: str
    version: str
    body: bytes


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


def stored_seq(*, session: Session) -> int | None:
    """The entry the stored checkpoint was taken after, without reading its body."""
    found = (
        session.connection()
        .execute(sa.select(_CHECKPOINT.c.seq).where(_CHECKPOINT.c.id == SLOT))
        .scalar_one_or_none()
    )
    return None if found is None else int(found)


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
    """How many journal rows there are up to ``upto_seq``, and a digest of them: their
    seqs, groups, scopes, kinds and labels, and their payloads as stored (all that
    the fold and the undo history read), in seq order, a range of ``_DIGEST_ROWS``
    seqs at a time. SQLite joins each range's values itself, a column at a time (a
    scan of the table in its rowid order, which is the seq order), so a long journal
    is read as a few long strings rather than row by row."""
    c = _JOURNAL.c
    connection = session.connection()
    sqlite = connection.dialect.name == "sqlite"
    sep, end = sa.literal("\x1f", sa.Text), "\x1e"
    digest = hashlib.blake2b(digest_size=32)
    count = 0
    for start in range(0, upto_seq, _DIGEST_ROWS):
        where = (c.seq > start, c.seq <= min(upto_seq, start + _DIGEST_ROWS))
        if sqlite:
            rows, first, last, groups, texts, payloads = connection.execute(
                sa.select(
                    sa.func.count(),
                    sa.func.min(c.seq),
                    sa.func.max(c.seq),
                    sa.func.group_concat(c.group_no, ","),
                    sa.func.group_concat(c.scope + sep + c.kind + sep + c.label, end),
                    sa.func.group_concat(c.payload, end),
                ).where(*where)
            ).one()
            seqs = f"{first}-{last}"
            if rows and rows != last - first + 1:  # not consecutive: every one of them
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
            seqs = f"{found[0][0]}-{found[-1][0]}" if found else "None-None"
            if rows and rows != found[-1][0] - found[0][0] + 1:
                seqs = ",".join(str(r[0]) for r in found)
            groups = ",".join(str(r[1]) for r in found)
            texts = end.join(f"{r[2]}\x1f{r[3]}\x1f{r[4]}" for r in found)
            payloads = end.join(r[5] for r in found)
        count += rows
        for text in (seqs, groups or "", texts or "", payloads or ""):
            digest.update(text.encode("utf-8", "surrogatepass"))
            digest.update(b"\x1d")
    return count, digest.hexdigest()


def pack(data: Any) -> bytes:
    """``data`` (JSON-ready) as the compressed body."""
    return zlib.compress(json.dumps(data, separators=(",", ":")).encode(), 1)


def unpack(body: bytes) -> Any:
    """The JSON data of a body; ``BadCheckpoint`` for anything else (a body that would
    unpack to more than ``MAX_BODY`` bytes included)."""
    try:
        inflater = zlib.decompressobj()
        text = inflater.decompress(body, MAX_BODY)
        if inflater.unconsumed_tail or not inflater.eof:
            raise BadCheckpoint("the checkpoint is damaged or too big")
        return json.loads(text)
    except (zlib.error, ValueError, RecursionError) as exc:
        raise BadCheckpoint(f"the checkpoint cannot be read: {exc}") from exc
