"""App layer: the announcement over every room screen, kept beside the database.

It is not a floor action (it changes nothing in the game, and nothing to undo),
so it is not journalled: it is one small file, ``announcement.json`` in the data
directory, that the window, ``floortool serve`` and the command line share. Posting
replaces the file whole (written aside, then renamed), clearing removes it. A
front end looks at the file's stamp (``AnnouncementWatch``, one ``stat``; ``app.room_files``) on its
clock tick and reads it again only when it changed: the window redraws its room
display, a web server tells every live page (which reads ``/api/announcement``).
A file that does not read is taken as no announcement (and logged), never shown.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

from floortool.app.room_files import (
    RoomFileWatch,
    drop_room_file,
    read_room_file,
    room_file,
    write_room_file,
)
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
    return room_file(FILE_NAME)


def post_announcement(text: str, seconds: int | None = None) -> Announcement:
    """Show ``text`` on every screen, for ``seconds`` (None: until cleared)."""
    posted = announcement(text, seconds, time.time())
    write_room_file(FILE_NAME, announcement_to_json(posted))
    return posted


def clear_announcement() -> bool:
    """Take the announcement off every screen; whether there was one."""
    return drop_room_file(FILE_NAME)


def current_announcement(now: float | None = None) -> Announcement | None:
    """The announcement showing ``now`` (None: none, or its time is over)."""
    text = read_room_file(FILE_NAME)
    if text is None:
        return None
    try:
        saved = read_announcement(text)
    except InvalidInput as exc:
        logger.warning("announcement file not shown: %s", exc.message)
        return None
    return saved if saved.shows(time.time() if now is None else now) else None


class AnnouncementWatch(RoomFileWatch):
    """Whether the announcement file changed since the last look (one ``stat``)."""

    def __init__(self) -> None:
        super().__init__(FILE_NAME)
