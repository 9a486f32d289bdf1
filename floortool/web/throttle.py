"""Web layer: how many failed tries a client gets before it must wait (and, counting
every try, how many sign-ups one address may send: ``web.sign_up``).

A pairing code is eight characters and a token 43, so guessing either is hopeless
unless tries are free. ``Throttle`` counts each client address's failures (a
wrong pairing code, an unknown or revoked token) over a sliding window: past
``limit`` in ``window`` seconds the client is refused with 429 and told when to
come back, whether its next try would be right or not. It lives in memory (a
restart forgets, which costs a guesser a restart of the director's laptop) and
keeps at most ``max_clients`` addresses, forgetting the stalest first.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict, deque
from collections.abc import Callable

from floortool.web.errors import ApiError

LIMIT = 10
WINDOW_SECONDS = 60.0
MAX_CLIENTS = 10_000


class Throttle:
    """Failures per client address over the last ``window`` seconds."""

    def __init__(
        self,
        *,
        limit: int = LIMIT,
        window: float = WINDOW_SECONDS,
        max_clients: int = MAX_CLIENTS,
        clock: Callable[[], float] = time.monotonic,
        counted: str = "failed tries",
    ) -> None:
        self.limit = limit
        self.counted = counted
        self.window = window
        self.max_clients = max_clients
        self._clock = clock
        self._failures: OrderedDict[str, deque[float]] = OrderedDict()

    def check(self, client: str) -> None:
        """Refuse ``client`` (429, with ``Retry-After``) while it has used up its tries."""
        failures = self._recent(client)
        if failures is None or len(failures) < self.limit:
            return
        wait = max(1, math.ceil(failures[0] + self.window - self._clock()))
        raise ApiError(
            429,
            "too_many_tries",
            f"Too many {self.counted} from this device: wait {wait} seconds, then try again.",
            headers={"Retry-After": str(wait)},
        )

    def failed(self, client: str) -> None:
        """Count one failed try of ``client``."""
        failures = self._recent(client)
        if failures is None:
            failures = deque()
            self._failures[client] = failures
            while len(self._failures) > self.max_clients:
                self._failures.popitem(last=False)
        self._failures.move_to_end(client)
        failures.append(self._clock())
        while len(failures) > self.limit:
            failures.popleft()

    def _recent(self, client: str) -> deque[float] | None:
        failures = self._failures.get(client)
        if failures is None:
            return None
        horizon = self._clock() - self.window
        while failures and failures[0] <= horizon:
            failures.popleft()
        return failures
