"""App layer: the small files beside the database that every room screen follows.

What the room's screens show over or beside the game (the announcement, the
scrolling line) is not a floor action: it is one small file in the data
directory, shared by the window, ``floortool serve`` and the command line on
this computer. ``write_room_file`` replaces a file whole (written aside, then
renamed), ``drop_room_file`` removes it; ``RoomFileWatch`` says whether a file
changed since the last look (one ``stat``), so a front end reads it again only
then.
"""

from __future__ import annotations

import os
from pathlib import Path

from floortool.app.paths import data_dir


def room_file(name: str) -> Path:
    return data_dir() / name


def write_room_file(name: str, text: str) -> None:
    path = room_file(name)
    path.parent.mkdir(parents=True, exist_ok=True)
    aside = path.with_suffix(".tmp")
    aside.write_text(text, encoding="utf-8")
    os.replace(aside, path)


def drop_room_file(name: str) -> bool:
    """Remove the file ``name``; whether there was one."""
    try:
        room_file(name).unlink()
    except FileNotFoundError:
        return False
    return True


def read_room_file(name: str) -> str | None:
    try:
        return room_file(name).read_text(encoding="utf-8")
    except OSError:
        return None


class RoomFileWatch:
    """Whether the file ``name`` changed since the last look (one ``stat``)."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._stamp: tuple[int, int] | None = self._look()

    def _look(self) -> tuple[int, int] | None:
        try:
            stat = room_file(self._name).stat()
        except OSError:
            return None
        return stat.st_mtime_ns, stat.st_size

    def changed(self) -> bool:
        stamp = self._look()
        if stamp == self._stamp:
            return False
        self._stamp = stamp
        return True
