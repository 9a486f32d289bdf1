"""Web layer: live updates as server-sent events (``GET /api/live``).

``LiveHub`` keeps one bounded queue per connected client, on the asyncio loop.
``broadcast`` puts a message in every queue without waiting: a client whose
queue is full (it stopped reading) is dropped, and never holds up the others; it
reconnects and starts again from the hello. ``stream`` is what one client
receives: the hello first (the revision and the clock, so a page needs no other
request to start), then each message, with a ``heartbeat`` event after every
``HEARTBEAT_SECONDS`` without one, so proxies and phones keep the connection open
and a page knows the stream is still alive: an event, not a comment line, because
a browser's ``EventSource`` never shows a page the comments. The hello says how
often the heartbeat comes (``heartbeat_seconds``); a page that hears nothing for
two of them takes the stream for dead (a Wi-Fi that drops without closing), says
"Not live" and opens a new one. ``join`` refuses a client past the hub's
``limit`` of streams, or past ``per_address`` streams of one address other than
this machine's loopback (``StreamRefused``).
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
from collections import Counter
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

from floortool.domain.kernel.phrases import Number, Phrase, translate

HEARTBEAT_SECONDS = 15.0
QUEUE_SIZE = 64
#: How long a browser waits before it reconnects (the SSE ``retry`` field), in ms.
RETRY_MS = 2000
HEARTBEAT = "event: heartbeat\ndata: {}\n\n"
_HEARTBEAT_BYTES = HEARTBEAT.encode()


def sse_message(kind: str, data: dict[str, Any], *, event_id: int | None = None) -> str:
    """One server-sent event: its ``id`` (the journal revision), name and JSON data."""
    head = f"id: {event_id}\n" if event_id is not None else ""
    return f"{head}event: {kind}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


#: A message for every client: its text, or what gives the text for the documents a
#: client asked to be brought (``Client.bring``).
Message = str | Callable[[frozenset[str]], str]


@dataclass(eq=False)
class Client:
    """One connected page (from ``address``, "" when unknown or this machine): the
    documents it asked to be brought with the notices, the messages waiting for it;
    None in it ends its stream."""

    address: str = ""
    bring: frozenset[str] = frozenset()
    queue: asyncio.Queue[bytes | None] = field(default_factory=lambda: asyncio.Queue(QUEUE_SIZE))


class StreamRefused(Exception):
    """No stream for this client now: the hub is full (``everyone``), or its address
    holds as many as one address may."""

    def __init__(self, message: Phrase, *, everyone: bool) -> None:
        super().__init__(message)
        self.message = message
        self.everyone = everyone


def _limited_address(address: str | None) -> str:
    """The address a per-address count is kept for: "" for this machine (loopback) or
    an address unknown (a test client)."""
    try:
        return "" if ipaddress.ip_address(address or "").is_loopback else str(address)
    except ValueError:
        return ""


class LiveHub:
    """Every connected client, and the messages for them (used on the loop only)."""

    def __init__(
        self,
        *,
        heartbeat_seconds: float = HEARTBEAT_SECONDS,
        limit: int | None = None,
        per_address: int | None = None,
    ) -> None:
        self.heartbeat_seconds = heartbeat_seconds
        self.limit = limit
        self.per_address = per_address
        self._clients: set[Client] = set()
        self._by_address: Counter[str] = Counter()
        self.dropped = 0  # clients dropped for not keeping up

    @property
    def count(self) -> int:
        return len(self._clients)

    def join(self, address: str | None = None, bring: frozenset[str] = frozenset()) -> Client:
        """A new client from ``address`` (that asks for ``bring``), or ``StreamRefused``
        past a limit."""
        if self.limit is not None and len(self._clients) >= self.limit:
            message = translate(
                "web.live", "The floor's server holds {most} live pages, its most; try again soon."
            ).fill(most=Number(self.limit))
            raise StreamRefused(message, everyone=True)
        limited = _limited_address(address)
        most = self.per_address
        if limited and most is not None and self._by_address[limited] >= most:
            message = translate(
                "web.live", "This address holds {most} live pages already; close some."
            ).fill(most=Number(most))
            raise StreamRefused(message, everyone=False)
        client = Client(limited, bring)
        self._clients.add(client)
        if limited:
            self._by_address[limited] += 1
        return client

    def leave(self, client: Client) -> None:
        if client not in self._clients:
            return
        self._clients.discard(client)
        if client.address:
            self._by_address[client.address] -= 1
            if not self._by_address[client.address]:
                del self._by_address[client.address]

    def broadcast(self, messages: list[Message]) -> None:
        """Queue ``messages`` for every client, each encoded once: one bytes object for
        all the clients (or all those that ask for the same documents), which their
        streams send as it is; drop each client that has no room."""
        sent: dict[tuple[int, frozenset[str]], bytes] = {}
        for client in list(self._clients):
            for n, message in enumerate(messages):
                key = (n, frozenset() if isinstance(message, str) else client.bring)
                encoded = sent.get(key)
                if encoded is None:
                    text = message if isinstance(message, str) else message(client.bring)
                    encoded = sent[key] = text.encode()
                try:
                    client.queue.put_nowait(encoded)
                except asyncio.QueueFull:
                    self.dropped += 1
                    self._end(client)
                    break

    def close(self) -> None:
        """End every stream (the server is stopping)."""
        for client in list(self._clients):
            self._end(client)

    def _end(self, client: Client) -> None:
        self.leave(client)
        while not client.queue.empty():
            client.queue.get_nowait()
        client.queue.put_nowait(None)

    async def stream(self, client: Client, hello: str) -> AsyncIterator[bytes]:
        """What ``client`` receives, starting with ``hello``; ends when it is dropped."""
        try:
            yield (f"retry: {RETRY_MS}\n" + hello).encode()
            while True:
                try:  # a timer, not a task per wait (``wait_for``): cheaper for 1,000 streams
                    async with asyncio.timeout(self.heartbeat_seconds):
                        message = await client.queue.get()
                except TimeoutError:
                    yield _HEARTBEAT_BYTES
                    continue
                if message is None:
                    return
                yield message
        finally:
            self.leave(client)
