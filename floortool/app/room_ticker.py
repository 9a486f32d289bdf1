"""App layer: the room's scrolling line, kept beside the database like the announcement.

Not a floor action (nothing in the game changes, nothing to undo): it is
``ticker.json`` in the data directory, written aside and renamed like the
announcement's file (``room_announcement.write_aside``) and watched the same way
(``FileWatch``), shared by the window, ``floortool serve`` and the command line.
Every ``ticker`` region of the layouts on show scrolls it in place of its own
text until it is cleared. A file that does not read is taken as no line (and
logged), never shown.
"""

from __future__ import annotations

import logging
from pathlib import Path

from floortool.app.paths import data_dir
from floortool.app.room_announcement import FileWatch, write_aside
from floortool.domain.display.ticker import check_ticker, read_ticker, ticker_to_json
from floortool.domain.kernel.errors import InvalidInput

logger = logging.getLogger(__name__)
FILE_NAME = "ticker.json"


def ticker_file() -> Path:
    return data_dir() / FILE_NAME


def set_ticker(text: str) -> str:
    """Scroll ``text`` across every ticker region; the line as kept."""
    line = check_ticker(text)
    write_aside(ticker_file(), ticker_to_json(line))
    return line


def clear_ticker() -> bool:
    """Give every ticker region its own text back; whether there was a line."""
    try:
        ticker_file().unlink()
    except FileNotFoundError:
        return False
    return True


def current_ticker() -> str:
    """The room's scrolling line ("" : none)."""
    try:
        text = ticker_file().read_text(encoding="utf-8")
    except OSError:
        return ""
    try:
        return read_ticker(text)
    except InvalidInput as exc:
        logger.warning("scrolling line not shown: %s", exc.message)
        return ""


def ticker_watch() -> FileWatch:
    """Whether the scrolling line's file changed since the last look (one ``stat``)."""
    return FileWatch(ticker_file)
