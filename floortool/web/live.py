"""Web layer: live updates as server-sent events (``GET /api/live``).

``LiveHub`` keeps one bounded queue per connected client, on the asyncio loop.
``broadcast`` puts a message in every queue without waiting: a client whose
queue is full (it stopped reading) is dropped, and never holds up the others; it
reconnects and starts again from the hello. ``stream`` is what one client
receives: the hello first (the revision and the clock, so a page needs no other
request to start), then each message, with a ``heartbeat`` event after every ``HEARTBEAT_SECONDS``
without one, so proxies and phones keep the connection open and a page knows
the stream is still alive: an event, not a comment line, because a browser's
``EventSource`` never shows a page the comments. The hello says how often the
heartbeat comes (``heartbeat_seconds``); a page that hears nothing for two of
them takes the stream for dead (a Wi-Fi that drops without closing), says
"Not live" and opens a new one.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

HEARTBEAT_SECONDS = 15.0
QUEUE_SIZE = 64
#: How long a browser waits before it reconnects (the SSE ``retry`` field), in ms.
RETRY_MS = 2000
HEARTBEAT = "event: heartbeat\ndata: {}\n\n"


def sse_message(kind: str, data: dict[str, Any], *, event_id: int | None = None) -> str:
    """One server-sent event: its ``id`` (the journal revision), name and JSON data."""
    head = f"id: {event_id}\n" if event_id is not None else ""
    return f"{head}event: {kind}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


@dataclass(eq=False)
class Client:
    """One connected page: the messages waiting for it; None in it ends its stream."""

    queue: asyncio.Queue[str | None] = field(default_factory=lambda: asyncio.Queue(QUEUE_SIZE))


class LiveHub:
    """Every connected client, and the messages for them (used on the loop only)."""

    def __init__(self, *, heartbeat_seconds: float = HEARTBEAT_SECONDS) -> None:
        self.heartbeat_seconds = heartbeat_seconds
        self._clients: set[Client] = set()
        self.dropped = 0  # clients dropped for not keeping up

    @property
    def count(self) -> int:
        return len(self._clients)

    def join(self) -> Client:
        client = Client()
        self._clients.add(client)
        return client

    def leave(self, client: Client) -> None:
        self._clients.discard(client)

    def broadcast(self, messages: list[str]) -> None:
        """Queue ``messages`` for every client; drop each client that has no room."""
        for client in list(self._clients):
            for message in messages:
                try:
                    client.queue.put_nowait(message)
                except asyncio.QueueFull:
                    self.dropped += 1
                    self._end(client)
                    break

    def close(self) -> None:
        """End every stream (the server is stopping)."""
        for client in list(self._clients):
            self._end(client)

    def _end(self, client: Client) -> None:
        self._clients.discard(client)
        while not client.queue.empty():
            client.queue.get_nowait()
        client.queue.put_nowait(None)

    async def stream(self, client: Client, hello: str) -> AsyncIterator[str]:
        """What ``client`` receives, starting with ``hello``; ends when it is dropped."""
        try:
            yield f"retry: {RETRY_MS}\n" + hello
            while True:
                try:
                    message = await asyncio.wait_for(
                        client.queue.get(), timeout=self.heartbeat_seconds
                    )
                except TimeoutError:
                    yield HEARTBEAT
                    continue
                if message is None:
                    return
                yield message
        finally:
            self.leave(client)
