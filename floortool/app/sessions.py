"""App layer: whether the last window session ended unexpectedly.

A window session writes a marker file when it starts (``begin``) and removes
it when it ends cleanly (``Session.end``); the marker stays locked while the
session runs, and the operating system lets go of the lock however the
process ends. At the next start, a marker nobody holds is a session that
ended without closing: a native crash, a kill, a power cut. ``begin`` returns
those (and removes their markers), so the window can say so once. A marker
still locked belongs to a window running now (a second window on the same
machine) and is left alone.

Nothing the director was told was done is lost in such an ending: every
action is committed to the journal before the window reports it.
"""

from __future__ import annotations

import json
import os
import secrets
import sys
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import IO

from floortool import __version__
from floortool.domain.kernel.phrases import Phrase, translate

SUFFIX = ".session"


@dataclass(frozen=True)
class LostSession:
    """A session that ended without closing: when it started, its process, its version."""

    started: datetime | None
    pid: int | None
    version: str

    def started_text(self) -> Phrase:
        """``05 Dec 2026 at 21:40`` (English in the logs; said in the window's language)."""
        if self.started is None:
            return translate("app.sessions", "at an unknown time")
        return translate("app.sessions", "{date} at {time}").fill(
            date=self.started.strftime("%d %b %Y"), time=self.started.strftime("%H:%M")
        )


class Session:
    """The running session's marker, held locked until ``end``."""

    def __init__(self, path: Path, file: IO[str]) -> None:
        self.path = path
        self._file = file

    def end(self) -> None:
        """The session closed cleanly: its marker goes."""
        self._file.close()
        self.path.unlink(missing_ok=True)


def begin(folder: Path, *, now: datetime) -> tuple[Session, list[LostSession]]:
    """Start a session (its marker in ``folder``); the sessions that ended unexpectedly."""
    folder.mkdir(parents=True, exist_ok=True)
    lost = [found for path in sorted(folder.glob(f"*{SUFFIX}")) if (found := _lost(path))]
    path = folder / f"window-{now:%Y%m%d%H%M%S}-{os.getpid()}-{secrets.token_hex(4)}{SUFFIX}"
    file = path.open("w", encoding="utf-8")
    _lock(file)
    marker = {"started": now.isoformat(), "pid": os.getpid(), "version": __version__}
    file.write(json.dumps(marker))
    file.flush()
    return Session(path, file), lost


def _lost(path: Path) -> LostSession | None:
    """The session of marker ``path`` if it ended unexpectedly (its marker removed)."""
    try:
        file = path.open("r+", encoding="utf-8")
    except OSError:
        return None
    with file:
        try:
            _lock(file)
        except OSError:
            return None  # held: a session running now
        text = file.read()
    path.unlink(missing_ok=True)
    return _read(text)


def _read(text: str) -> LostSession:
    try:
        marker = json.loads(text)
        started = datetime.fromisoformat(str(marker["started"]))
        pid = int(marker["pid"])
        version = str(marker["version"])
    except (ValueError, KeyError, TypeError):  # cut short as the process died
        return LostSession(started=None, pid=None, version="")
    return LostSession(started=started, pid=pid, version=version)


def _lock(file: IO[str]) -> None:
    """Lock ``file`` for this process, or raise ``OSError`` if another holds it."""
    if sys.platform == "win32":
        import msvcrt

        file.seek(0)
        msvcrt.locking(file.fileno(), msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
