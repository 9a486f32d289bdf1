"""Web layer: accepting connections within the server's limits, and refusing the rest.

asyncio's own accept loop, out of open files (EMFILE), logs a traceback for each
try and retries over and over, while the clients in the listening queue wait
without an answer. ``Acceptor`` accepts one connection at a time instead and:

- past ``limit`` open connections, answers the new one ``503`` with
  ``Retry-After`` at once and closes it (``refuse``);
- out of open files, frees a spare file it keeps for this, accepts the waiting
  connection on it, refuses it the same way and takes the spare back, so no
  client waits in the queue; with nothing waiting it pauses briefly;
- logs each such run once when it starts and once, with the count, when it ends
  (or every ``SUMMARY_SECONDS`` while it lasts): a flood never floods the log.

The refusal's ``message`` is said in the server's language (``serve --lang``, as a
request that names none is answered, ``web.language``); the log stays English.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import logging
import os
import socket
import time
from collections.abc import Callable, Collection

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import translate
from floortool.web.errors import error_document

logger = logging.getLogger(__name__)

#: The accept errors that mean "out of a resource", not "this one connection failed".
SHORTAGE_ERRNOS = frozenset({errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM})
#: How long to wait before trying again after a failed accept with nobody to refuse.
PAUSE_SECONDS = 0.05
#: How often a run of refusals that goes on is summed up in the log.
SUMMARY_SECONDS = 60.0
BUSY_MESSAGE = translate(
    "web.acceptor", "The floor's server is full right now; the page tries again by itself."
)


def busy_answer(retry_after: int, words: Catalogue = ENGLISH) -> bytes:
    """The whole HTTP answer of a refused connection, its message said in ``words``'
    language."""
    body = json.dumps(error_document("busy", words.say(BUSY_MESSAGE))).encode()
    head = (
        "HTTP/1.1 503 Service Unavailable\r\n"
        "content-type: application/json\r\n"
        f"content-length: {len(body)}\r\n"
        f"retry-after: {retry_after}\r\n"
        "x-content-type-options: nosniff\r\n"
        "connection: close\r\n\r\n"
    )
    return head.encode() + body


def refuse(conn: socket.socket, answer: bytes) -> None:
    """Answer ``conn`` with ``answer`` and close it, without waiting for anything."""
    with contextlib.suppress(OSError):
        conn.setblocking(False)
        with contextlib.suppress(BlockingIOError):
            conn.recv(65536)  # what it sent already: closing over unread data would reset
        conn.send(answer)
        conn.shutdown(socket.SHUT_WR)
    conn.close()


class Run:
    """A run of refusals for one reason: logged when it starts, summed up when it ends."""

    def __init__(self, reason: str, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.reason = reason
        self.clock = clock
        self.refused = 0
        self._since: float | None = None  # when the run started; None: no run
        self._told = 0.0

    def refusal(self, count: int = 1) -> None:
        """``count`` more connections refused (0: none was waiting) for this reason."""
        now = self.clock()
        if self._since is None:
            logger.warning("Refusing new connections (503): %s.", self.reason)
            self._since = self._told = now
        self.refused += count
        if now - self._told >= SUMMARY_SECONDS:
            self._sum_up(now, "so far")
            self._told = now

    def over(self) -> None:
        if self._since is not None:
            self._sum_up(self.clock(), "and no more")
            self.refused = 0
            self._since = None

    def _sum_up(self, now: float, how: str) -> None:
        since = now if self._since is None else self._since
        logger.warning(
            "%d connections refused in %.0f s, %s: %s.",
            self.refused,
            now - since,
            how,
            self.reason,
        )


class Acceptor:
    """Accepts on ``sock`` while fewer than ``limit`` of ``connections`` are open, each
    connection given to a protocol of ``factory``; refuses the others."""

    def __init__(
        self,
        sock: socket.socket,
        factory: Callable[[], asyncio.Protocol],
        connections: Collection[object],
        *,
        limit: int,
        retry_after: int,
        words: Catalogue = ENGLISH,
    ) -> None:
        self.sock = sock
        self.factory = factory
        self.connections = connections
        self.limit = limit
        self.answer = busy_answer(retry_after, words)
        self.full = Run(f"{limit} connections are open, the most this server takes")
        self.out_of_files = Run("the server is out of open files")
        self._spare: int | None = None

    async def run(self) -> None:
        """Accept until cancelled."""
        loop = asyncio.get_running_loop()
        self.sock.setblocking(False)
        self._spare = _spare_file()
        try:
            while True:
                await self._next(loop)
        finally:
            if self._spare is not None:
                os.close(self._spare)

    async def _next(self, loop: asyncio.AbstractEventLoop) -> None:
        try:
            conn, _address = await loop.sock_accept(self.sock)
        except OSError as exc:
            # Out of files: refuse the connection waiting; any other error is that one
            # connection's (reset before it was taken). Either way, never a spin.
            shortage = exc.errno in SHORTAGE_ERRNOS
            shed = shortage and self._shed()
            if shortage:
                self.out_of_files.refusal(1 if shed else 0)
            if not shed:
                await asyncio.sleep(PAUSE_SECONDS)
            return
        self.out_of_files.over()
        if len(self.connections) >= self.limit:
            self.full.refusal()
            refuse(conn, self.answer)
            return
        self.full.over()
        try:
            await loop.connect_accepted_socket(self.factory, conn)
        except OSError:
            conn.close()

    def _shed(self) -> bool:
        """Out of files: refuse the connection waiting on the spare file; whether one was."""
        if self._spare is None:
            self._spare = _spare_file()
            return False
        os.close(self._spare)
        self._spare = None
        try:
            conn, _address = self.sock.accept()
        except OSError:  # nobody waiting
            return False
        else:
            refuse(conn, self.answer)
            return True
        finally:
            self._spare = _spare_file()


def _spare_file() -> int | None:
    try:
        return os.open(os.devnull, os.O_RDONLY)
    except OSError:
        return None
