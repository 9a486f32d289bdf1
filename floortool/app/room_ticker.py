"""App layer: the room's scrolling line, kept beside the database like the announcement.

Not a floor action (nothing in the game changes, nothing to undo): it is
``ticker.json`` in the data directory (``app.room_files``), shared by the
window, ``floortool serve`` and the command line. Every ``ticker`` region of the
layouts on show scrolls it in place of its own text until it is cleared. A
file that does not read is taken as no line (and logged), never shown.
"""

from __future__ import annotations

import logging

from floortool.app.room_files import RoomFileWatch, drop_room_file, read_room_file, write_room_file
from floortool.domain.display.ticker import check_ticker, read_ticker, ticker_to_json
from floortool.domain.kernel.errors import InvalidInput

logger = logging.getLogger(__name__)
FILE_NAME = "ticker.json"


def set_ticker(text: str) -> str:
    """Scroll ``text`` across every ticker region; the line as kept."""
    line = check_ticker(text)
    write_room_file(FILE_NAME, ticker_to_json(line))
    return line


def clear_ticker() -> bool:
    """Give every ticker region its own text back; whether there was a line."""
    return drop_room_file(FILE_NAME)


def current_ticker() -> str:
    """The room's scrolling line ("" : none)."""
    text = read_room_file(FILE_NAME)
    if text is None:
        return ""
    try:
        return read_ticker(text)
    except InvalidInput as exc:
        logger.warning("scrolling line not shown: %s", exc.message)
        return ""


class TickerWatch(RoomFileWatch):
    """Whether the scrolling line's file changed since the last look (one ``stat``)."""

    def __init__(self) -> None:
        super().__init__(FILE_NAME)
