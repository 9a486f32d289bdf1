"""Web layer: the one thread that owns the ``Floor``.

``app.floor.Floor`` is not thread-safe, so the server never touches it from the
asyncio loop. ``FloorThread`` runs every read (and, later, every command) as a
job on its own thread, polls the journal (``Floor.refresh``) whenever no job
came for ``poll_seconds`` so another station's actions arrive, and hands what
the floor noticed to the loop: each ``Notice`` with the journal revision it
brought the floor to, through ``loop.call_soon_threadsafe``. ``revision`` is the
journal revision the thread last saw, noted after each job and each poll before
anyone hears of them, so the loop can tell whether a copy it keeps is still current.
``after`` (the live status feed's tick) runs on the thread after each job and poll.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

from floortool.app.floor import Floor
from floortool.app.notices import Notice

logger = logging.getLogger(__name__)

T = TypeVar("T")
#: Longest wait between two looks at the journal.
POLL_SECONDS = 0.2

#: What the thread hands the loop: the notices of one job or poll, read on the floor's
#: thread by ``digest`` (e.g. with the clock document a notice asks for).
Digest = Callable[[Floor, list[Notice]], Any]
Deliver = Callable[[Any], None]

_STOP = object()


class FloorThread:
    """Runs jobs on the floor one at a time, on one thread, between journal polls."""

    def __init__(
        self,
        floor: Floor,
        *,
        digest: Digest,
        deliver: Deliver,
        poll_seconds: float = POLL_SECONDS,
        after: Callable[[], object] | None = None,
    ) -> None:
        self._floor = floor
        self._after = after
        self._digest = digest
        self._deliver = deliver
        self._poll_seconds = poll_seconds
        self._jobs: queue.Queue[Any] = queue.Queue()
        self._heard: list[Notice] = []
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread = threading.Thread(target=self._run, name="floortool-floor", daemon=True)
        self.revision = floor.revision

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        """Start the thread; what the floor notices is delivered on ``loop``."""
        self._loop = loop
        self._thread.start()

    def stop(self) -> None:
        """Finish the job under way, then end the thread (queued jobs are refused)."""
        if self._thread.is_alive():
            self._jobs.put(_STOP)
            self._thread.join()

    async def call(self, job: Callable[[Floor], T]) -> T:
        """``job(floor)`` run on the floor's thread; its result or its exception."""
        if not self._thread.is_alive():
            raise RuntimeError("the floor's thread is not running")
        future: Future[T] = Future()
        self._jobs.put((job, future))
        return await asyncio.wrap_future(future)

    # ------------------------------------------------------------ on the floor's thread
    def _run(self) -> None:
        unsubscribe = self._floor.notices.subscribe(self._heard.append)
        try:
            self._serve()
        finally:
            unsubscribe()
            self._refuse_waiting()

    def _serve(self) -> None:
        next_poll = time.monotonic()
        while True:
            try:
                item = self._jobs.get(timeout=max(0.0, next_poll - time.monotonic()))
            except queue.Empty:
                item = None
            if item is _STOP:
                return
            if item is None:
                self._poll()
                next_poll = time.monotonic() + self._poll_seconds
            else:
                job, future = item
                if future.set_running_or_notify_cancel():
                    self._answer(job, future)
            self._hand_over()
            if time.monotonic() >= next_poll:  # a stream of jobs never starves the poll
                self._poll()
                self._hand_over()
                next_poll = time.monotonic() + self._poll_seconds
            self._run_after()

    def _answer(self, job: Callable[[Floor], Any], future: Future[Any]) -> None:
        try:
            result = job(self._floor)
        except BaseException as exc:  # handed to the caller, not lost here
            self.revision = self._floor.revision
            future.set_exception(exc)
        else:
            self.revision = self._floor.revision
            future.set_result(result)

    def _poll(self) -> None:
        try:
            self._floor.refresh()
        except Exception:  # a busy or unreachable database: the next poll tries again
            logger.warning("journal poll failed", exc_info=True)
        self.revision = self._floor.revision

    def _hand_over(self) -> None:
        if not self._heard or self._loop is None:
            return
        heard = list(self._heard)
        self._heard.clear()
        try:
            digested = self._digest(self._floor, heard)
        except Exception:
            logger.exception("notices not digested")
            return
        self.send(digested)

    def send(self, digested: Any) -> None:
        """Hand ``digested`` to the loop's ``deliver`` (from the floor's thread)."""
        if self._loop is None:
            return
        try:
            self._loop.call_soon_threadsafe(self._deliver, digested)
        except RuntimeError:  # the loop has closed: nobody is listening any more
            logger.info("notices dropped: the server's loop is closed")

    def _run_after(self) -> None:
        if self._after is None:
            return
        try:
            self._after()
        except Exception:  # the feed's fault, never the floor's: the next round tries again
            logger.exception("after-job work failed")

    def _refuse_waiting(self) -> None:
        while True:
            try:
                item = self._jobs.get_nowait()
            except queue.Empty:
                return
            if item is not _STOP:
                item[1].set_exception(RuntimeError("the server is stopping"))
