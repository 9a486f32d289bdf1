"""The order the suite's tests are handed out in: the ones marked ``slow`` first.

Under pytest-xdist each worker takes the next tests as it finishes others; a
minutes-long test that starts last leaves the other workers idle while it runs.
Started first, the long tests run beside the many short ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar


class Marked(Protocol):
    def get_closest_marker(self, name: str) -> object | None: ...


T = TypeVar("T", bound=Marked)


def slow_first(items: Sequence[T]) -> list[T]:
    """``items`` with those marked ``slow`` first; each part keeps its order."""
    return sorted(items, key=lambda item: item.get_closest_marker("slow") is None)
