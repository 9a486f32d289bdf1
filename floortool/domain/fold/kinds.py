"""Domain layer, fold: which module defines each kind of journal event, and the decoding
of a journal entry into its event.

An event class registers its ``kind`` as it is defined (``kernel.journal``); to
decode a kind, its module must have been imported. Importing every subject's
events before the first entry is read would cost each command's start about
40 ms of CPU (``floortool clock status``: 0.21 s → 0.25 s), so the fold imports
a kind's module when the journal first holds it, looked up in
``kind_index.KIND_MODULES``. That index is written by this module
(``python -m floortool.domain.fold.kinds``) from what the subject packages
register, never by hand, and ``tests/domain/fold/test_kinds.py`` fails while it
is not current. A kind the index lacks still decodes: the fold then imports
every module of every subject package — the packages of ``floortool.domain``
but the kernel and the fold, found, not listed — and looks again.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import floortool.domain
from floortool.domain.fold.kind_index import KIND_MODULES
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import (
    REDONE,
    UNDONE,
    BadRecord,
    DomainEvent,
    ReplayConflict,
    Subject,
    registered_event,
    registered_events,
)
from floortool.domain.kernel.phrases import translate

#: The domain's packages that are floors, not subjects.
_FLOORS = frozenset({"kernel", "fold"})
_searched = False  # every subject module imported (a kind the index lacks was read)


def subject_packages() -> list[str]:
    """Every subject package of the domain, by its full name."""
    return sorted(
        f"floortool.domain.{found.name}"
        for found in pkgutil.iter_modules(floortool.domain.__path__)
        if found.ispkg and found.name not in _FLOORS
    )


def import_every_subject_module() -> dict[str, str]:
    """Import every module of every subject package; the module that defines each kind
    of event, by kind."""
    global _searched
    for name in subject_packages():
        package = importlib.import_module(name)
        for found in pkgutil.walk_packages(package.__path__, f"{name}."):
            importlib.import_module(found.name)
    _searched = True
    return {
        kind: cls.__module__
        for kind, cls in sorted(registered_events().items())
        if cls.__module__.startswith("floortool.domain.")
    }


def load_every_kind() -> None:
    """Import every module that defines events (what needs all of them, e.g. reading a
    stored state, whose records may be any subject's)."""
    for module in sorted(set(KIND_MODULES.values())):
        importlib.import_module(module)


def event_class(kind: str) -> type[DomainEvent] | None:
    """The class of ``kind``, its module imported first if it was not yet; None for a
    marker or a kind no subject defines."""
    cls = registered_event(kind)
    if cls is None and kind not in (UNDONE, REDONE):
        module = KIND_MODULES.get(kind)
        if module is not None:
            importlib.import_module(module)
        elif not _searched:
            import_every_subject_module()
        cls = registered_event(kind)
    return cls


def subjects_of(kind: str) -> frozenset[Subject]:
    """What an event of ``kind`` changes (nothing for a marker or an unknown kind)."""
    cls = event_class(kind)
    return frozenset() if cls is None else cls.subjects


def decode_event(kind: str, data: Mapping[str, Any]) -> DomainEvent:
    """Rebuild a domain event from its journal kind and payload; ``BadRecord`` when
    the payload is not one the event takes (an event checks its own values as it
    is built, so what a command would refuse is refused here too)."""
    cls = event_class(kind)
    if cls is None:
        raise ReplayConflict(
            translate(
                "domain.fold.kinds", "the journal holds an unknown kind of record: {kind}"
            ).fill(kind=repr(kind))
        )
    try:
        return cls.from_data(data)
    except InvalidInput as exc:
        raise BadRecord(
            translate("domain.fold.kinds", "{kind}: {message}").fill(kind=kind, message=exc.message)
        ) from None


def index_text(modules: Mapping[str, str]) -> str:
    """The source of ``kind_index`` for ``modules`` (kind → module)."""
    rows = "".join(f'    "{kind}": "{module}",\n' for kind, module in sorted(modules.items()))
    return (
        '"""Domain layer, fold: the module that defines each kind of journal event, written by\n'
        "``python -m floortool.domain.fold.kinds`` from what the subject packages register\n"
        '(never edited by hand; ``tests/domain/fold/test_kinds.py`` checks it is current)."""\n'
        "\n"
        f"KIND_MODULES: dict[str, str] = {{\n{rows}}}\n"
    )


def main() -> None:
    """Write ``kind_index.py`` again from every kind the subject packages define."""
    path = Path(__file__).with_name("kind_index.py")
    modules = import_every_subject_module()
    path.write_text(index_text(modules), encoding="utf-8")
    sys.stdout.write(f"{path}: {len(modules)} kinds\n")


if __name__ == "__main__":
    main()
