"""App layer: read models worked out once per revision of the floor.

A front end that shows the same read model in several places after one change
(the Results page and the bust-out desk both show an event's results) asks
``RevisionMemo.read`` instead of working it out again: the first reader at a
revision works it out, the others get that one. Any new journal entry — a
command here, an undo or redo, another station's action read by the poll —
moves the floor's revision on, and with it every value kept is dropped.
Read models are frozen, so sharing one is safe.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar, cast

from floortool.domain.state import FloorState

T = TypeVar("T")


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
        self._kept: dict[tuple[Callable[[FloorState, int], object], int], object] = {}

    def read(self, view: Callable[[FloorState, int], T], event_id: int) -> T:
        """``view(state, event_id)``, worked out once per revision (a refusal is not kept)."""
        revision = self._floor.revision
        if revision != self._revision:
            self._kept.clear()
            self._revision = revision
        key = (view, event_id)
        if key not in self._kept:
            self._kept[key] = view(self._floor.state, event_id)
        return cast(T, self._kept[key])
