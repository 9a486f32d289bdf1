"""Where the suite's temporary files go: a RAM disk when the machine has one with room.

Every commit of the floor's SQLite files waits for ``fsync`` (``synchronous=FULL``),
a few milliseconds each on a disk and thousands of them in the suite; in memory it
returns at once. The code under test is the same, and what the crash tests check
holds on either: a killed process loses nothing it has handed to the system.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

RAM_DISK = Path("/dev/shm")
RAM_DISK_ROOM = 4 << 30  # bytes free it needs: the bundle test builds the app there


def ram_temp(folder: Path = RAM_DISK, room: int = RAM_DISK_ROOM) -> Path | None:
    """Put temporary files (``tmp_path``, ``tempfile``, child processes) on a RAM
    disk when one is writable with ``room`` bytes free and ``TMPDIR`` names no other
    folder (pytest-xdist's workers inherit it from the first process); the folder
    used, or None."""
    chosen = os.environ.get("TMPDIR", str(folder)) != str(folder)
    if chosen or not (folder.is_dir() and os.access(folder, os.W_OK)):
        return None
    stats = os.statvfs(folder)
    if stats.f_bavail * stats.f_frsize < room:
        return None
    os.environ["TMPDIR"] = str(folder)
    tempfile.tempdir = str(folder)  # already read by pytest's capture before this runs
    return folder
