"""Domain layer: a mapping that reads through to another one — the scratch copy of a
big map that costs nothing to make.

A ``Draft`` (``domain.kernel.draft``) works on a copy of the parts of the state its
events change, and some of those parts grow with the field: the player
database, an event's entries, who sits where. Copying them for every command
would make every command cost time in proportion to the field. An ``Overlay``
instead keeps only what changed since it was made (values set, keys deleted)
and reads everything else from the mapping it was made from; it behaves as a
``dict`` would after the same changes, iteration order included (a key set
for the first time, or set again after a delete, goes to the end). Its items
and values are read in one pass over the mapping underneath, as a ``dict``'s
are, so a scan of a big map through a draft costs about what the scan of the
map itself does.

The mapping underneath must not change while the overlay is in use, and
values are shared, so they must never be changed in place (the floor's
records are frozen dataclasses, tuples and numbers). The fold never changes
the state while a command decides, and a draft is dropped when the command
has decided.
"""

from __future__ import annotations

from collections.abc import ItemsView, Iterator, Mapping, MutableMapping, ValuesView
from typing import TypeVar, overload

K = TypeVar("K")
V = TypeVar("V")
D = TypeVar("D")

_MISSING = object()


class Overlay(MutableMapping[K, V]):
    """``base`` and the changes made since, read as one mapping."""

    __slots__ = ("_base", "_gone", "_moved", "_new", "_set")

    def __init__(self, base: Mapping[K, V]) -> None:
        self._base = base
        self._set: dict[K, V] = {}  # values set since (of keys in base or new)
        self._gone: set[K] = set()  # keys of base deleted (and not set again)
        self._moved: set[K] = set()  # keys of base deleted, then set again: now at the end
        self._new = 0  # keys in _set that base does not have

    def __getitem__(self, key: K) -> V:
        value = self._set.get(key, _MISSING)
        if value is not _MISSING:
            return value  # type: ignore[return-value]
        if key in self._gone:
            raise KeyError(key)
        return self._base[key]

    @overload
    def get(self, key: K, /) -> V | None: ...
    @overload
    def get(self, key: K, default: V | D, /) -> V | D: ...
    def get(self, key: K, default: object = None, /) -> object:
        value = self._set.get(key, _MISSING)
        if value is not _MISSING:
            return value
        if key in self._gone:
            return default
        return self._base.get(key, default)

    def __contains__(self, key: object) -> bool:
        if key in self._set:
            return True
        return key not in self._gone and key in self._base

    def __setitem__(self, key: K, value: V) -> None:
        if key not in self._set:
            if key in self._gone:
                self._gone.discard(key)
                self._moved.add(key)
            elif key not in self._base:
                self._new += 1
        self._set[key] = value

    def __delitem__(self, key: K) -> None:
        if key in self._set:
            del self._set[key]
            if key in self._base:
                self._gone.add(key)
                self._moved.discard(key)
            else:
                self._new -= 1
        elif key in self._base and key not in self._gone:
            self._gone.add(key)
        else:
            raise KeyError(key)

    def __iter__(self) -> Iterator[K]:
        gone, moved, changed = self._gone, self._moved, self._set
        if gone or moved:
            yield from (key for key in self._base if key not in gone and key not in moved)
        else:
            yield from self._base
        base = self._base
        yield from (key for key in changed if key in moved or key not in base)

    def __len__(self) -> int:
        return len(self._base) - len(self._gone) + self._new

    def items(self) -> ItemsView[K, V]:
        return _Items(self)

    def values(self) -> ValuesView[V]:
        return _Values(self)

    def _items(self) -> Iterator[tuple[K, V]]:
        """The items in ``__iter__``'s order, in one pass over the map underneath (no
        lookup per key: a scan of a big event's entries through a draft stays cheap)."""
        base, changed, gone, moved = self._base, self._set, self._gone, self._moved
        if gone or moved:
            for key, value in base.items():
                if key not in gone and key not in moved:
                    yield key, changed.get(key, value)
        elif changed:
            for key, value in base.items():
                yield key, changed.get(key, value)
        else:
            yield from base.items()
        yield from (
            (key, value) for key, value in changed.items() if key in moved or key not in base
        )

    def changed(self) -> Iterator[K]:
        """The keys set or deleted since the overlay was made, each once."""
        yield from self._set
        yield from self._gone

    def __repr__(self) -> str:
        return f"Overlay({dict(self.items())!r})"

    __hash__ = None  # type: ignore[assignment]


def plain(mapping: Mapping[K, V]) -> dict[K, V]:
    """A new ``dict`` of ``mapping`` (a fast copy when it is one already)."""
    return mapping.copy() if isinstance(mapping, dict) else dict(mapping.items())


class _Items(ItemsView[K, V]):
    _mapping: Overlay[K, V]

    def __iter__(self) -> Iterator[tuple[K, V]]:
        return self._mapping._items()


class _Values(ValuesView[V]):
    _mapping: Overlay[object, V]

    def __iter__(self) -> Iterator[V]:
        return (value for _, value in self._mapping._items())
