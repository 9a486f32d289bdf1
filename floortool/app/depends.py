"""App layer: which subjects each read model depends on, declared once beside it.

A read model (or a document built on read models) is decorated with
``@depends_on(...)``: the subjects whose change can change what it shows, and
the read models it is built on (their subjects count too). Every front end
asks ``subjects_of`` instead of keeping its own list: the window refreshes a
page after a notice of one of the subjects of the read models the page shows,
and the web server tells each page which notices make it fetch a document
again. A read model nobody declared is a ``KeyError`` at start-up, never a
page that silently misses a change.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from floortool.domain.kernel.journal import Subject

F = TypeVar("F", bound=Callable[..., object])

_DECLARED: dict[Callable[..., object], frozenset[Subject]] = {}


def depends_on(*subjects: Subject, reads: Iterable[Callable[..., object]] = ()) -> Callable[[F], F]:
    """Declare that the decorated read model changes only with ``subjects`` and with
    what the read models it ``reads`` depend on (each declared before it)."""
    declared = frozenset(subjects) | subjects_of(*reads)

    def declare(view: F) -> F:
        _DECLARED[view] = declared
        return view

    return declare


def subjects_of(*views: Callable[..., object]) -> frozenset[Subject]:
    """Every subject the read models ``views`` depend on, as declared."""
    found: set[Subject] = set()
    for view in views:
        try:
            found |= _DECLARED[view]
        except KeyError:
            raise KeyError(f"{view.__qualname__} declares no subjects (@depends_on)") from None
    return frozenset(found)
