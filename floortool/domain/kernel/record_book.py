"""Domain layer (kernel): records by id with indexes of their ids kept beside them.

The player database and each event's entries grow with the field, and commands
ask them "who is called this?" or "which entries are this player's?" and "what
is the next id?". A ``RecordBook`` answers from indexes kept up to date as
records are set and deleted, never by looking at every record. Each index maps
a key to the ids that have it, ascending (``add_id`` / ``drop_id``), so a
lookup answers exactly what a scan in id order would. A subclass says which
indexes it keeps (``_clear_indexes``, ``_index``, ``_unindex``,
``_copy_indexes``).

``draft`` is the scratch copy a ``Draft`` works on: its maps read through to
this book (``domain.kernel.overlay``), so it copies nothing, and it must be dropped
before this book changes. ``copy`` is an independent copy (the fold's
checkpoints); the records are frozen, so both share them.
"""

from __future__ import annotations

from collections.abc import (
    Callable,
    Hashable,
    ItemsView,
    Iterable,
    Iterator,
    Mapping,
    MutableMapping,
    ValuesView,
)
from typing import Any, Protocol, Self, TypeVar, overload

from floortool.domain.kernel.overlay import Overlay, plain

Ids = tuple[int, ...]
K = TypeVar("K", bound=Hashable)
T = TypeVar("T")


class Record(Protocol):
    @property
    def id(self) -> int: ...


R = TypeVar("R", bound=Record)


def add_id(index: MutableMapping[K, Ids], key: K, record_id: int) -> None:
    """File ``record_id`` under ``key`` (ids ascending; appending is the common case)."""
    ids = index.get(key, ())
    index[key] = (
        (*ids, record_id) if not ids or ids[-1] < record_id else tuple(sorted({*ids, record_id}))
    )


def drop_id(index: MutableMapping[K, Ids], key: K, record_id: int) -> None:
    """Take ``record_id`` out from under ``key`` (the key goes with its last id)."""
    ids = tuple(i for i in index.get(key, ()) if i != record_id)
    if ids:
        index[key] = ids
    else:
        index.pop(key, None)


class RecordBook(MutableMapping[int, R]):
    """Records by id, with the subclass's indexes and the highest id kept."""

    __slots__ = ("_by_id", "_top")

    def __init__(self, records: Iterable[R] = ()) -> None:
        self._by_id: MutableMapping[int, R] = {}
        self._top = 0
        self._clear_indexes()
        for record in records:
            self[record.id] = record

    @classmethod
    def of(cls, records: Iterable[R]) -> Self:
        """A book of ``records`` (by their ids), built in one pass."""
        book = cls()
        by_id = book._by_id = {r.id: r for r in records}
        for record_id in sorted(by_id):
            book._index(record_id, by_id[record_id])
        book._top = max(by_id, default=0)
        return book

    # ------------------------------------------------------------ what a subclass keeps
    def _clear_indexes(self) -> None:
        raise NotImplementedError

    def _index(self, record_id: int, record: R) -> None:
        raise NotImplementedError

    def _unindex(self, record_id: int, record: R) -> None:
        raise NotImplementedError

    def _copy_indexes(self, other: Self, wrap: Callable[[Any], Any]) -> None:
        """Give ``other`` this book's indexes, each passed through ``wrap``."""
        raise NotImplementedError

    # ------------------------------------------------------------ mapping
    def __getitem__(self, record_id: int) -> R:
        return self._by_id[record_id]

    @overload
    def get(self, record_id: int, /) -> R | None: ...
    @overload
    def get(self, record_id: int, default: R | T, /) -> R | T: ...
    def get(self, record_id: int, default: object = None, /) -> object:
        return self._by_id.get(record_id, default)

    def __contains__(self, record_id: object) -> bool:
        return record_id in self._by_id

    def __iter__(self) -> Iterator[int]:
        return iter(self._by_id)

    def items(self) -> ItemsView[int, R]:
        return self._by_id.items()

    def values(self) -> ValuesView[R]:
        return self._by_id.values()

    def __len__(self) -> int:
        return len(self._by_id)

    def __setitem__(self, record_id: int, record: R) -> None:
        old = self._by_id.get(record_id)
        if old is not None:
            self._unindex(record_id, old)
        self._by_id[record_id] = record
        self._index(record_id, record)
        self._top = max(self._top, record_id)

    def __delitem__(self, record_id: int) -> None:
        old = self._by_id[record_id]
        del self._by_id[record_id]
        self._unindex(record_id, old)
        if record_id == self._top:
            self._top = max(self._by_id, default=0)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, RecordBook):
            return plain(self._by_id) == plain(other._by_id)
        if isinstance(other, Mapping):
            return plain(self._by_id) == dict(other.items())
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self._by_id.values())!r})"

    def __reduce__(self) -> tuple[type[Self], tuple[list[R]]]:
        return type(self), (list(self._by_id.values()),)

    def next_id(self) -> int:
        """The id the next new record gets (one more than the highest)."""
        return self._top + 1

    # ------------------------------------------------------------ copies
    def draft(self) -> Self:
        """A scratch copy reading through to this book (which must not change while it
        is used): it costs nothing to make, whatever the size of the book."""
        return self._copied(Overlay)

    def copy(self) -> Self:
        """An independent copy (the records themselves are frozen, so shared)."""
        return self._copied(plain)

    def _copied(self, wrap: Callable[[Any], Any]) -> Self:
        other = type(self).__new__(type(self))
        other._by_id = wrap(self._by_id)
        other._top = self._top
        self._copy_indexes(other, wrap)
        return other
