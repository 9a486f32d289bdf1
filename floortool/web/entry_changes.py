"""Web layer: which entries' pages a notice changed, named by tags that reveal nothing.

A bust changes one entry's page, yet every open entry page and seat finder heard
a notice of the subjects they depend on and read their document again (mostly
to be told 304). A notice of an event now says which entry pages it changed
(``"entries": {"changed": [tag, ...], "names": bool}``), so that a page reads
again only when its own entry is listed, and a seat finder only when one of its
matches is, or when the event's list of entries and their served names changed
(``names``: a new entry, or a name, may now match what it asks).

An entry is named by its **tag**: the first six hex digits of a hash of its
page's public key (``app.entry_keys``). The key cannot be worked out from the
tag, and the tags cannot be walked to open pages, so a guest learns no more
than how many pages changed; two entries sharing a tag only cost a read.

What changed is found, not foretold: ``EntryChanges`` keeps, per event, a hash
of each entry page's document and the finder's list of names (``Prints``) as of
the last notice, and compares them with what they are after the next one. Until
an event has been looked at (its first entry page or finder read) a notice lists
nothing for it, and pages read again as before.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: Bytes of the hash an entry's tag keeps (six hex digits).
TAG_BYTES = 3


def entry_tag(key: str) -> str:
    """The tag of the entry whose page's public key is ``key``."""
    return hashlib.blake2b(key.encode(), digest_size=TAG_BYTES).hexdigest()


@dataclass(frozen=True, slots=True)
class Prints:
    """An event's entry pages in short: a hash of each page's document by the entry's
    tag, and the seat finder's names (what it matches, by entry)."""

    pages: dict[str, bytes]
    names: tuple[tuple[str, int], ...]


def prints_of(
    pages: dict[str, dict[str, Any]], finder: tuple[tuple[str, dict[str, Any]], ...]
) -> Prints:
    """The prints of the entry pages (``pages``, by key) and of the seat finder's index."""
    hashed = {
        entry_tag(key): hashlib.blake2b(
            json.dumps(page, ensure_ascii=False, separators=(",", ":"), default=str).encode(),
            digest_size=16,
        ).digest()
        for key, page in pages.items()
    }
    return Prints(hashed, tuple((folded, shown["entry"]) for folded, shown in finder))


@dataclass(frozen=True, slots=True)
class Changed:
    """The entry pages a notice changed (by tag), and whether the finder's names did."""

    tags: tuple[str, ...]
    names: bool

    def to_json(self) -> dict[str, Any]:
        return {"changed": list(self.tags), "names": self.names}


#: No entry page changed.
UNCHANGED = Changed((), names=False)


class EntryChanges:
    """The prints of each event as of its last notice (used on the floor's thread)."""

    def __init__(self) -> None:
        self._prints: dict[int, Prints] = {}

    def watch(self, event_id: int, make: Callable[[], Prints]) -> None:
        """Keep the event's prints from now on (``make`` them if none are kept)."""
        if event_id not in self._prints:
            self._prints[event_id] = make()

    def changed(self, event_id: int, make: Callable[[], Prints]) -> Changed | None:
        """What changed since the event's prints kept (which ``make`` now replaces);
        None when none were kept (nobody looked: nothing can be said)."""
        before = self._prints.pop(event_id, None)
        if before is None:
            return None
        after = self._prints[event_id] = make()  # kept only once made
        tags = {tag for tag, page in after.pages.items() if before.pages.get(tag) != page}
        tags |= before.pages.keys() - after.pages.keys()
        return Changed(tuple(sorted(tags)), before.names != after.names)

    def forget(self) -> None:
        """Keep no prints (a change whose event is not known: say nothing until watched)."""
        self._prints.clear()
