"""Web layer: a connection that does not send its request head in time is closed.

uvicorn closes a connection that stays idle between requests, but one that sends
a request head a byte at a time (slowloris) is held as long as it keeps sending.
``HeadDeadline`` is a timer that runs while a connection owes a request head
(from when it is opened, and again after each answer on a kept-alive
connection): when it fires before the head is in, the connection is closed
without an answer and without a log line.

uvicorn's protocols with that timer are in ``PROTOCOLS`` by parser; ``PROTOCOL``,
the one a server uses, is the one over ``httptools`` (its parser in C: a request
costs the server less than half the CPU it costs with the pure-Python ``h11``)
when it can be imported, else the one over ``h11``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import h11
from uvicorn.config import Config
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.server import ServerState

try:
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
except ImportError:  # httptools is not installed: h11 serves alone
    HttpToolsProtocol = None  # type: ignore[assignment,misc]


class HeadDeadline:
    """Closes a connection whose request head is ``seconds`` late: ``owed`` says
    whether the connection still owes one."""

    def __init__(self, seconds: float, owed: Callable[[], bool]) -> None:
        self.seconds = seconds
        self.owed = owed
        self._timer: asyncio.TimerHandle | None = None

    def start(self, loop: asyncio.AbstractEventLoop, transport: asyncio.BaseTransport) -> None:
        """A head is owed from now on (again)."""
        self.stop()
        self._timer = loop.call_later(self.seconds, self._late, transport)

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _late(self, transport: asyncio.BaseTransport) -> None:
        self._timer = None
        if self.owed() and not transport.is_closing():
            transport.close()


class _Deadlined:
    """What each protocol below adds to uvicorn's: a ``HeadDeadline`` that runs from the
    connection's opening and stops with its end; ``head_owed`` says whether the
    connection owes a request head (the parser's business)."""

    loop: asyncio.AbstractEventLoop
    head_owed: Callable[[], bool]

    def __init__(
        self,
        config: Config,
        server_state: ServerState,
        app_state: dict[str, Any],
        *,
        head_seconds: float,
    ) -> None:
        super().__init__(config, server_state, app_state)  # type: ignore[call-arg]
        self.deadline = HeadDeadline(head_seconds, lambda: self.head_owed())

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)  # type: ignore[misc]
        self.deadline.start(self.loop, transport)

    def connection_lost(self, exc: Exception | None) -> None:
        self.deadline.stop()
        super().connection_lost(exc)  # type: ignore[misc]


class HeadTimeoutProtocol(_Deadlined, H11Protocol):
    """uvicorn's h11 protocol that closes a connection whose head is ``head_seconds`` late."""

    def head_owed(self) -> bool:
        return self.conn.their_state is h11.IDLE

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if not self.head_owed():  # the head is in
            self.deadline.stop()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing() and self.head_owed():
            self.deadline.start(self.loop, self.transport)  # kept alive: the next head is owed


#: A protocol class with the head deadline: ``(config, server_state, app_state, *,
#: head_seconds)``.
HeadTimeout = Callable[..., asyncio.Protocol]


def _httptools_protocol() -> HeadTimeout | None:
    """uvicorn's httptools protocol with the head deadline; None without httptools."""
    if HttpToolsProtocol is None:
        return None

    class HeadTimeoutHttpTools(_Deadlined, HttpToolsProtocol):
        """uvicorn's httptools protocol that closes a connection whose head is
        ``head_seconds`` late (the parser says when a head is complete)."""

        owes = True  # from the connection's opening

        def head_owed(self) -> bool:
            return self.owes

        def on_headers_complete(self) -> None:
            self.owes = False
            self.deadline.stop()
            super().on_headers_complete()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing() and not self.pipeline:
                self.owes = True  # kept alive: the next head is owed
                self.deadline.start(self.loop, self.transport)

    return HeadTimeoutHttpTools


#: uvicorn's protocols with the head deadline, by parser: each one this machine has.
PROTOCOLS: dict[str, HeadTimeout] = {"h11": HeadTimeoutProtocol}
if (_fast := _httptools_protocol()) is not None:
    PROTOCOLS["httptools"] = _fast
#: The protocol connections are served with: over httptools when it is there.
PROTOCOL: HeadTimeout = PROTOCOLS.get("httptools", HeadTimeoutProtocol)
