"""App layer: the announcement over every room screen, kept beside the database.

It is not a floor action (it changes nothing in the game, and nothing to undo),
so it is not journalled: it is one small file, ``announcement.json`` in the data
directory, that the window, ``floortool serve`` and the command line share. Posting
replaces the file whole (written aside, then renamed), clearing removes it. A
front end looks at the file's stamp (``FileWatch``, one ``stat``) on its
clock tick and reads it again only when it changed: the window redraws its room
display, a web server tells every live page (which reads ``/api/announcement``).
A file that does not read is taken as no announcement (and logged), never shown.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from pathlib import Path

from floortool.app.paths import data_dir
from floortool.domain.display.announcement import (
    Announcement,
    announcement,
    announcement_to_json,
    read_announcement,
)
from floortool.domain.kernel.errors import InvalidInput

logger = logging.getLogger(__name__)
FILE_NAME = "announcement.json"


def announcement_file() -> Path:
    return data_dir() / FILE_NAME


def post_announcement(text: str, seconds: int | None = None) -> Announcement:
    """Show ``text`` on every screen, for ``seconds`` (None: until cleared)."""
    posted = announcement(text, seconds, time.time())
    write_aside(announcement_file(), announcement_to_json(posted))
    return posted


def clear_announcement() -> bool:
    """Take the announcement off every screen; whether there was one."""
    try:
        announcement_file().unlink()
    except FileNotFoundError:
        return False
    return True


def current_announcement(now: float | None = None) -> Announcement | None:
    """The announcement showing ``now`` (None: none, or its time is over)."""
    try:
        text = announcement_file().read_text(encoding="utf-8")
    except OSError:
        return None
    try:
        saved = read_announcement(text)
    except InvalidInput as exc:
        logger.warning("announcement file not shown: %s", exc.message)
        return None
    return saved if saved.shows(time.time() if now is None else now) else None


def write_aside(path: Path, text: str) -> None:
    """Replace the file at ``path`` whole by ``text`` (written aside, then renamed)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    aside = path.with_suffix(".tmp")
    aside.write_text(text, encoding="utf-8")
    os.replace(aside, path)


class FileWatch:
    """Whether the file at ``path()`` (the announcement's unless told) changed since the
    last look (one ``stat``)."""

    def __init__(self, path: Callable[[], Path] = announcement_file) -> None:
        self._path = path
        self._stamp: tuple[int, int] | None = self._look()

    def _look(self) -> tuple[int, int] | None:
        try:
            stat = self._path().stat()
        except OSError:
            return None
        return stat.st_mtime_ns, stat.st_size

    def changed(self) -> bool:
        stamp = self._look()
        if stamp == self._stamp:
            return False
        self._stamp = stamp
        return True
