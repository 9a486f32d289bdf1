"""Store layer: the stored checkpoint of the fold as data, whatever database holds it.

What the one ``fold_checkpoint`` row says (``StoredCheckpoint``); its body
packed as compressed JSON (``pack`` / ``unpack``: plain data, never pickled
objects, and at most ``MAX_BODY`` bytes once unpacked); and the digest of the
journal rows it summarises, made from the columns each database joins for a
range of ``DIGEST_ROWS`` seqs at a time (``digest_ranges``, ``Digest``). The
queries are the stores' own (``checkpoint_repo`` with SQLAlchemy,
``sqlite_store`` with the standard library); both give the same digest.
"""

from __future__ import annotations

import hashlib
import json
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

SLOT = 1  # the one row
#: The most a checkpoint may unpack to: anything bigger is not one this floor wrote.
MAX_BODY = 256 * 1024 * 1024
DIGEST_ROWS = 20_000  # rows hashed per range
#: Between a row's scope, kind and label; between rows (in a range's joined columns).
FIELD_SEPARATOR, ROW_SEPARATOR = "\x1f", "\x1e"


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


def digest_ranges(upto_seq: int) -> Iterator[tuple[int, int]]:
    """The seq ranges (after, up to) the digest reads, one at a time."""
    for start in range(0, upto_seq, DIGEST_ROWS):
        yield start, min(upto_seq, start + DIGEST_ROWS)


class Digest:
    """How many journal rows, and a digest of them, fed one range at a time: the
    range's seqs (``first-last`` when consecutive, else every one, comma-joined),
    groups (comma-joined), ``scope kind label`` of each row and its payload as stored
    (each joined by ``ROW_SEPARATOR``), in seq order."""

    def __init__(self) -> None:
        self.rows = 0
        self._hash = hashlib.blake2b(digest_size=32)

    def add(self, rows: int, seqs: str, groups: str, texts: str, payloads: str) -> None:
        self.rows += rows
        for text in (seqs, groups, texts, payloads):
            self._hash.update(text.encode("utf-8", "surrogatepass"))
            self._hash.update(b"\x1d")

    def result(self) -> tuple[int, str]:
        return self.rows, self._hash.hexdigest()


def seqs_text(rows: int, first: int | None, last: int | None) -> str | None:
    """A range's seqs as ``first-last`` when its ``rows`` are consecutive, else None
    (the caller lists every one)."""
    if rows and last is not None and first is not None and rows != last - first + 1:
        return None
    return f"{first}-{last}"


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
