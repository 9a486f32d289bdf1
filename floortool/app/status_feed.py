"""App layer: the live status feed — the event's status POSTed as JSON to the address
the director sets (the event setting ``status_url``), on every change and every
``EVERY_SECONDS``, without ever holding up the floor.

Two parts, on two threads:

- ``FeedSender`` (one per address) sends on its own thread. Its queue holds one
  status: a newer one replaces the one waiting (the latest status wins; a stale one
  is dropped and counted), so ``offer`` never waits and the queue never grows. A
  failed POST (no answer within ``TIMEOUT_SECONDS``, a refused connection, an answer
  other than 2xx; a redirect is not followed) is tried again after a back-off that
  doubles from ``FIRST_RETRY_SECONDS`` to ``LONGEST_RETRY_SECONDS`` — with the newest
  status by then. ``health`` says since when the feed has been down and why, until
  a POST goes through again.
- ``StatusFeed`` lives on the floor's thread (the window's; ``serve``'s floor
  thread): it hears the floor's change notices, and at each ``tick`` (the window
  ticks it every second, ``serve`` after every job and journal poll) builds the
  status (``app.views.live_status``) when something changed or the last one is
  ``EVERY_SECONDS`` old, and offers it. It follows one event (the window's open
  event; for ``serve`` the floor's current event) and that event's address as it
  changes: a new address gets a new sender, ``none`` stops the feed.

Which process sends: the window, and ``floortool serve`` run on its own (a floor
run headless all night). The server the window starts to share the floor is told
not to (``serve --no-status-feed``), so a window sharing its floor sends once.
"""

from __future__ import annotations

import json
import logging
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from floortool import __version__
from floortool.app.notices import Notice
from floortool.app.views.live_status import live_status
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import Phrase, translate

if TYPE_CHECKING:
    from floortool.app.floor import Floor

logger = logging.getLogger(__name__)

#: A status is sent at least this often, changed or not (the clock runs down).
EVERY_SECONDS = 30.0
TIMEOUT_SECONDS = 5.0
FIRST_RETRY_SECONDS = 1.0
LONGEST_RETRY_SECONDS = 60.0
#: The most of a receiver's answer read (and ignored).
MAX_ANSWER = 64 * 1024

Post = Callable[[str, bytes, float], None]
"""Send ``body`` to ``url`` within ``timeout`` seconds; raise on any failure."""


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """A redirect is an answer of its own (a failure), never followed: a POST turned
    into a GET elsewhere would lose the status without anyone knowing."""

    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


_OPENER = urllib.request.build_opener(_NoRedirect)


def post_json(url: str, body: bytes, timeout: float) -> None:
    """POST ``body`` (JSON) to ``url``; raise unless the answer is 2xx."""
    request = urllib.request.Request(
        url,
        data=body,
        method="POST",
        headers={"Content-Type": "application/json", "User-Agent": f"floortool/{__version__}"},
    )
    with _OPENER.open(request, timeout=timeout) as answer:
        answer.read(MAX_ANSWER)
        if not 200 <= answer.status < 300:
            raise OSError(f"the receiver answered {answer.status}")


def failure_text(exc: BaseException) -> str | Phrase:
    """Why a POST failed, in a few words: ``the receiver answered 500``, ``no answer in
    time``, or the system's own words (``connection refused``, left as it says them)."""
    if isinstance(exc, urllib.error.HTTPError):
        return translate("app.status_feed", "the receiver answered {code}").fill(code=exc.code)
    reason = exc.reason if isinstance(exc, urllib.error.URLError) else exc
    if isinstance(reason, TimeoutError):
        return translate("app.status_feed", "no answer in time")
    if isinstance(reason, OSError) and reason.strerror:
        return reason.strerror.lower()
    return str(reason) or type(reason).__name__


@dataclass(frozen=True)
class FeedHealth:
    """How one address's feed is doing: down since when (None: up), why, and counts."""

    url: str
    down_since: datetime | None = None
    reason: str | Phrase = ""
    sent: int = 0
    dropped: int = 0  # statuses replaced by a newer one before they went out

    @property
    def down(self) -> bool:
        return self.down_since is not None

    def text(self) -> str:
        """``Live feed down since 21:04`` while down, else ""."""
        return "" if self.down_since is None else str(self.said())

    def said(self) -> Phrase:
        """``text`` while down, to be said in the reader's language."""
        since = self.down_since.astimezone() if self.down_since else None
        return translate("app.status_feed", "Live feed down since {time}").fill(
            time=f"{since:%H:%M}" if since else ""
        )

    def details(self) -> str:
        """The address, and why it is down (for a tooltip or a log line)."""
        return str(self.details_said())

    def details_said(self) -> Phrase:
        """``details`` to be said in the reader's language."""
        if self.down_since is None:
            return translate("app.status_feed", "Live status feed to {url}: sending.").fill(
                url=self.url
            )
        return translate(
            "app.status_feed",
            "Live status feed to {url}: down since {time} ({reason}); retrying. "
            "The floor is not held up.",
        ).fill(url=self.url, time=f"{self.down_since.astimezone():%H:%M:%S}", reason=self.reason)


class FeedSender:
    """Sends the statuses offered to ``url`` on its own thread, the newest first."""

    def __init__(
        self,
        url: str,
        *,
        wall: Callable[[], datetime],
        post: Post = post_json,
        timeout: float = TIMEOUT_SECONDS,
        first_retry: float = FIRST_RETRY_SECONDS,
        longest_retry: float = LONGEST_RETRY_SECONDS,
    ) -> None:
        self.url = url
        self._wall = wall
        self._post = post
        self._timeout = timeout
        self._first_retry = first_retry
        self._longest_retry = longest_retry
        self._lock = threading.Condition()
        self._waiting: bytes | None = None  # the queue: one status at most
        self._closed = False
        self._failures = 0
        self._health = FeedHealth(url)
        self._thread = threading.Thread(target=self._run, name="floortool-feed", daemon=True)
        self._thread.start()

    def offer(self, body: bytes) -> None:
        """Queue ``body`` to be sent, in place of any status still waiting; never waits."""
        with self._lock:
            if self._waiting is not None:
                self._note(dropped=self._health.dropped + 1)
            self._waiting = body
            self._lock.notify()

    def health(self) -> FeedHealth:
        with self._lock:
            return self._health

    def close(self, wait: float = 0.0) -> None:
        """Stop sending (a POST under way finishes or times out on its own); wait at most
        ``wait`` seconds for the thread to end."""
        with self._lock:
            self._closed = True
            self._lock.notify()
        if wait:
            self._thread.join(wait)

    # ------------------------------------------------------------ on the feed's thread
    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._waiting is not None or self._closed)
                if self._closed:
                    return
                body, self._waiting = self._waiting, None
            assert body is not None
            try:
                self._post(self.url, body, self._timeout)
            except Exception as exc:  # every failure is the receiver's: retry later
                if not self._failed(body, exc):
                    return
            else:
                with self._lock:
                    if self._health.down:
                        logger.info("live status feed to %s is back", self.url)
                    self._failures = 0
                    self._note(down_since=None, reason="", sent=self._health.sent + 1)

    def _failed(self, body: bytes, exc: Exception) -> bool:
        """Note the failure, put ``body`` back unless a newer status came, and wait out
        the back-off; False once closed."""
        reason = failure_text(exc)
        with self._lock:
            if not self._health.down:
                logger.warning("live status feed to %s is down: %s", self.url, reason)
                self._note(down_since=self._wall())
            self._note(reason=reason)
            if self._waiting is None:
                self._waiting = body
            else:
                self._note(dropped=self._health.dropped + 1)
            delay = min(self._longest_retry, self._first_retry * 2**self._failures)
            self._failures += 1
            self._lock.wait_for(lambda: self._closed, timeout=delay)
            return not self._closed

    def _note(self, **changes: Any) -> None:
        self._health = replace(self._health, **changes)


class StatusFeed:
    """On the floor's thread: sends the followed event's status to its address."""

    def __init__(
        self,
        floor: Floor,
        event_of: Callable[[], int | None],
        *,
        every: float = EVERY_SECONDS,
        sender: Callable[[str], FeedSender] | None = None,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self._floor = floor
        self._event_of = event_of
        self._every = every
        self._make_sender = sender or (lambda url: FeedSender(url, wall=floor.clock))
        self._monotonic = monotonic
        self._sender: FeedSender | None = None
        self._event: int | None = None
        self._changed = True
        self._due = 0.0
        self._unsubscribe = floor.notices.subscribe(self._heard)

    def _heard(self, notice: Notice) -> None:
        if notice.event_id is None or notice.event_id == self._event:
            self._changed = True

    def tick(self) -> FeedHealth | None:
        """Offer a new status if one is due; the feed's health (None: no feed)."""
        self._follow()
        sender = self._sender
        if sender is None or self._event is None:
            return None
        if self._changed or self._monotonic() >= self._due:
            self._changed = False
            self._due = self._monotonic() + self._every
            floor = self._floor
            try:
                status = live_status(
                    floor.state, floor.reads, self._event, floor.clock(), floor.revision
                )
            except FloorError as exc:  # the event is gone: nothing to say about it
                logger.info("no live status for event %s: %s", self._event, exc)
            else:
                sender.offer(json.dumps(status.to_json(), ensure_ascii=False).encode())
        return sender.health()

    def _follow(self) -> None:
        """Follow the event and its address as they are now."""
        event_id = self._event_of()
        info = self._floor.state.events.get(event_id) if event_id is not None else None
        url = info.settings.status_url if info is not None else None
        if event_id != self._event:
            self._event, self._changed = event_id, True
        if self._sender is not None and self._sender.url != url:
            self._sender.close()
            self._sender = None
        if self._sender is None and url:
            self._sender, self._changed = self._make_sender(url), True

    def close(self) -> None:
        self._unsubscribe()
        if self._sender is not None:
            self._sender.close()
            self._sender = None
