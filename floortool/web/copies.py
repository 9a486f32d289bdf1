"""Web layer: one served copy of each document per journal revision, with its ETag.

A document is worked out and serialised to bytes once, on the floor's thread, and
that one copy is served to every page that asks for it at the same revision. Its
ETag is a hash of its bytes (a strong validator: the same tag is the same bytes),
so a page that already holds it — its ``If-None-Match`` names the tag — gets
``304 Not Modified`` and no body, even when the revision moved on without
changing it. Every document is sent with ``Cache-Control: no-cache``: a browser
keeps it, but asks again (with the tag) before it shows it.

A copy is good while the floor's revision has not moved and, for a document that
also moves with the time (the clock) or that follows the floor's current event
(a setting, not a journal action), for at most ``fresh`` seconds. A document
may hold sentences (``Phrase``), said in the language the page asked for
(``web.language``): its copies are kept per language (the key names it). While a copy
is being made, every request for it waits for that one instead of making its own.
``Copies`` lives on the asyncio loop; the floor's revision it checks against is
the one its thread last saw, and the time is the floor's clock (the one the
documents are worked out at).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass

from starlette.requests import Request
from starlette.responses import Response

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Phrase
from floortool.web.documents import Document

#: Documents are kept by the browser but checked with the server before each use.
DOCUMENT_CACHE = "no-cache"
#: The most copies kept (the seat finder's and the entries' grow with what is asked).
MOST_COPIES = 4096


@dataclass(frozen=True, slots=True)
class Copy:
    """A document's bytes as served, their tag, and the revision they were made at."""

    body: bytes
    etag: str
    revision: int
    made: float  # the floor's clock when it was made, in seconds since the epoch


def json_bytes(document: Document, words: Catalogue = ENGLISH) -> bytes:
    """``document`` as compact JSON (UTF-8), each sentence in it (a ``Phrase``) said in
    ``words``' language."""

    def said(value: object) -> str:
        if isinstance(value, Phrase):
            return words.say(value)
        raise TypeError(f"{type(value).__name__} is not JSON")

    return json.dumps(document, ensure_ascii=False, separators=(",", ":"), default=said).encode()


def copy_of(document: Document, revision: int, made: float, words: Catalogue = ENGLISH) -> Copy:
    """``document`` serialised once (``json_bytes``: its sentences said in ``words``'
    language), tagged by a hash of its bytes."""
    body = json_bytes(document, words)
    etag = f'"{hashlib.blake2b(body, digest_size=12).hexdigest()}"'
    return Copy(body, etag, revision, made)


def holds(request: Request, etag: str) -> bool:
    """Whether the request's ``If-None-Match`` names ``etag`` (or is ``*``)."""
    asked = request.headers.get("if-none-match")
    if not asked:
        return False
    tags = {tag.strip().removeprefix("W/") for tag in asked.split(",")}
    return etag in tags or "*" in tags


def served(request: Request, copy: Copy) -> Response:
    """``copy`` as the answer: 304 with no body if the page holds it already."""
    headers = {"ETag": copy.etag, "Cache-Control": DOCUMENT_CACHE}
    if holds(request, copy.etag):
        return Response(status_code=304, headers=headers)
    return Response(copy.body, media_type="application/json", headers=headers)


def _retrieved(future: asyncio.Future[Copy]) -> None:
    if not future.cancelled():
        future.exception()


class Copies:
    """The copies served, by what was asked (used on the loop only)."""

    def __init__(
        self, revision: Callable[[], int], now: Callable[[], float], *, most: int = MOST_COPIES
    ) -> None:
        self._revision = revision
        self._now = now
        self._most = most
        self._kept: OrderedDict[Hashable, Copy] = OrderedDict()
        self._making: dict[tuple[Hashable, int], asyncio.Future[Copy]] = {}
        self.made = 0  # copies worked out (the others were served as kept)

    async def get(
        self, key: Hashable, make: Callable[[], Awaitable[Copy]], fresh: float | None = None
    ) -> Copy:
        """The copy of ``key``: the one kept if still good, else the one ``make`` gives
        (a refusal it raises reaches every request that waited for it, and is not kept)."""
        revision = self._revision()
        kept = self._kept.get(key)
        if (
            kept is not None
            and kept.revision == revision
            and (fresh is None or 0 <= self._now() - kept.made <= fresh)
        ):
            self._kept.move_to_end(key)
            return kept
        making = self._making.get((key, revision))
        if making is None:
            making = asyncio.ensure_future(self._make(key, revision, make))
            making.add_done_callback(_retrieved)  # told to every waiter, or to none
            self._making[(key, revision)] = making
        return await asyncio.shield(making)

    async def _make(
        self, key: Hashable, revision: int, make: Callable[[], Awaitable[Copy]]
    ) -> Copy:
        try:
            copy = await make()
        finally:
            del self._making[(key, revision)]
        self.made += 1
        self.keep(key, copy)
        return copy

    def keep(self, key: Hashable, copy: Copy) -> None:
        """Serve ``copy`` for ``key`` from now on (the least asked for go past ``most``)."""
        self._kept[key] = copy
        self._kept.move_to_end(key)
        while len(self._kept) > self._most:
            self._kept.popitem(last=False)
