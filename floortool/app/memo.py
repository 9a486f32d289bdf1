"""App layer: read models worked out once per revision of the floor.

A front end that shows the same read model in several places after one change
(the Results page and the bust-out desk both show an event's results) asks
``RevisionMemo.read`` instead of working it out again: the first reader at a
revision works it out, the others get that one. Any new journal entry — a
command here, an undo or redo, another station's action read by the poll —
moves the floor's revision on, and with it every value kept is dropped.
Read models are frozen, so sharing one is safe. A read model built on another
(the results on the prize view, for each place's prize) is read with
``read_on``, so it is built on the one kept, not on one worked out again.
A read model that can keep what did not change from its value at an earlier
revision (the results' rows, after a bust that touched a few) is read with
``follow``: it is handed the value it gave last time, whatever the revision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar, cast

from floortool.domain.fold.state import FloorState

T = TypeVar("T")
U = TypeVar("U")


class Revisioned(Protocol):
    """What the memo reads: the state, and the journal sequence it is folded up to."""

    @property
    def state(self) -> FloorState: ...

    @property
    def revision(self) -> int: ...


class RevisionMemo:
    """Keeps each ``view(state, event_id)`` worked out at the floor's revision."""

    def __init__(self, floor: Revisioned) -> None:
        self._floor = floor
        self._revision: int | None = None
        self._kept: dict[tuple[Callable[..., object], int], object] = {}
        self._last: dict[tuple[Callable[..., object], int], object] = {}  # for ``follow``

    def read(self, view: Callable[[FloorState, int], T], event_id: int) -> T:
        """``view(state, event_id)``, worked out once per revision (a refusal is not kept)."""
        return self._keep(view, event_id, lambda: view(self._floor.state, event_id))

    def read_on(
        self,
        view: Callable[[FloorState, int, U], T],
        event_id: int,
        basis: Callable[[FloorState, int], U],
    ) -> T:
        """``view(state, event_id, basis(state, event_id))``, each worked out once per
        revision: ``view`` is built on the ``basis`` every other reader of it shares."""
        return self._keep(
            view, event_id, lambda: view(self._floor.state, event_id, self.read(basis, event_id))
        )

    def follow(
        self,
        view: Callable[[FloorState, int, U, T | None], T],
        event_id: int,
        basis: Callable[[FloorState, int], U],
    ) -> T:
        """``read_on``'s value, worked out as ``view(state, event_id, basis, previous)``
        where ``previous`` is what ``view`` gave for ``event_id`` at the last revision it
        was followed (None the first time), so it can keep what did not change."""

        def work() -> T:
            previous = cast(T | None, self._last.get((view, event_id)))
            value = view(self._floor.state, event_id, self.read(basis, event_id), previous)
            self._last[(view, event_id)] = value
            return value

        return self._keep(view, event_id, work)

    def _keep(self, view: Callable[..., T], event_id: int, work: Callable[[], T]) -> T:
        revision = self._floor.revision
        if revision != self._revision:
            self._kept.clear()
            self._revision = revision
        key = (view, event_id)
        if key not in self._kept:
            self._kept[key] = work()
        return cast(T, self._kept[key])
