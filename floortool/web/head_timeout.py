"""Web layer: a connection that does not send its request head in time is closed.

uvicorn closes a connection that stays idle between requests, but one that sends
a request head a byte at a time (slowloris) is held as long as it keeps sending.
``HeadTimeoutProtocol`` is uvicorn's h11 protocol with a timer that runs while the
connection owes a request head (from when it is opened, and again after each
answer on a kept-alive connection): when it fires before the head is in, the
connection is closed without an answer and without a log line.
"""

from __future__ import annotations

import asyncio
from typing import Any

import h11
from uvicorn.config import Config
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.server import ServerState


class HeadTimeoutProtocol(H11Protocol):
    """uvicorn's h11 protocol that closes a connection whose head is ``head_seconds`` late."""

    def __init__(
        self,
        config: Config,
        server_state: ServerState,
        app_state: dict[str, Any],
        *,
        head_seconds: float,
    ) -> None:
        super().__init__(config, server_state, app_state)
        self.head_seconds = head_seconds
        self._head_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._wait_for_head()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:  # the head is in
            self._stop_waiting()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing() and self.conn.their_state is h11.IDLE:
            self._wait_for_head()  # kept alive: the next request's head is owed

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_waiting()
        super().connection_lost(exc)

    def _wait_for_head(self) -> None:
        self._stop_waiting()
        self._head_timer = self.loop.call_later(self.head_seconds, self._head_late)

    def _stop_waiting(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_late(self) -> None:
        self._head_timer = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.close()
