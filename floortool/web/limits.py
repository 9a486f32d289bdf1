"""Web layer: how much the server takes at once, worked out from its open-file limit.

Every connection is an open file. ``raise_open_file_limit`` lifts the process's
soft limit to its hard one (on systems with ``resource``; Windows has no such
limit), and ``limits_for`` splits what there is: ``RESERVED_FILES`` stay free for
the database, the logs and the files a request reads; the rest is ``connections``
(past it a new connection is answered 503 at once), of which all but a room for
ordinary requests may be live streams (past that ``/api/live`` answers 503). One
address other than this machine holds at most ``streams_per_address`` streams, so
one guest cannot take them all. A connection that has not sent its whole request
head within ``head_seconds`` is closed (a slow client holds no file for long).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

#: Open files kept free of connections: the database and its journal, logs, the
#: static files being read, the modules a rare request imports.
RESERVED_FILES = 64
#: The most connections served at once, whatever the limit (memory).
MAX_CONNECTIONS = 10_000
#: Connections kept for ordinary requests: this share of them, at least ``MIN_ROOM``.
ROOM_SHARE = 8
MIN_ROOM = 32
#: Live streams one address (not this machine) may hold: a guest's tabs, not thousands.
STREAMS_PER_ADDRESS = 16
#: How long a connection may take to send its request head.
HEAD_SECONDS = 5.0
#: Sign-ups one address may send in ``SIGN_UP_WINDOW_SECONDS`` (``web.sign_up``): a
#: phone or two of friends, not a script filling the pending list.
SIGN_UPS_PER_ADDRESS = 5
SIGN_UP_WINDOW_SECONDS = 600.0
#: What a refusal asks the client to wait (``Retry-After``), in seconds.
RETRY_AFTER_SECONDS = 10
#: The limit taken where the system has none to read (Windows).
UNKNOWN_LIMIT = MAX_CONNECTIONS + RESERVED_FILES
#: What macOS takes when the hard limit is "unlimited" (``kern.maxfilesperproc``'s
#: usual value); a soft limit above it is refused.
MACOS_MOST = 10_240
_MACOS = sys.platform == "darwin"


@dataclass(frozen=True)
class OpenFiles:
    """The process's open-file limit: ``soft`` (in force), ``was`` before it was raised;
    None where the system has no such limit."""

    soft: int | None
    was: int | None

    @property
    def raised(self) -> bool:
        return self.soft is not None and self.was is not None and self.soft > self.was


def raise_open_file_limit() -> OpenFiles:
    """Lift the soft open-file limit to the hard one (as far as the system allows)."""
    try:
        import resource
    except ImportError:  # Windows
        return OpenFiles(None, None)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    unlimited = hard == resource.RLIM_INFINITY
    targets = ([] if unlimited else [hard]) + ([MACOS_MOST] if unlimited or _MACOS else [])
    for target in targets:
        if soft == resource.RLIM_INFINITY or target <= soft:
            break
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        except (ValueError, OSError):  # above what the system allows: the next, smaller
            continue
        return OpenFiles(target, soft)
    return OpenFiles(soft, soft)


@dataclass(frozen=True)
class Limits:
    """What the server takes at once (see the module's docstring)."""

    connections: int
    streams: int
    streams_per_address: int = STREAMS_PER_ADDRESS
    head_seconds: float = HEAD_SECONDS
    retry_after: int = RETRY_AFTER_SECONDS


def limits_for(open_files: int | None) -> Limits:
    """The limits under ``open_files`` open files (None: no limit known)."""
    files = UNKNOWN_LIMIT if open_files is None or open_files < 0 else open_files
    connections = max(1, min(MAX_CONNECTIONS, files - RESERVED_FILES))
    room = max(MIN_ROOM, connections // ROOM_SHARE)
    return Limits(connections=connections, streams=max(1, connections - room))
