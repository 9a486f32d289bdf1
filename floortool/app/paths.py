"""App layer: where the app keeps its data, logs and settings.

Platform directories come from platformdirs, its Windows, macOS or Unix
rules chosen by ``sys.platform`` when a folder is asked for (so each can be
tested on any machine); nothing is created at import time. ``FLOORTOOL_DB``
overrides the database URL; ``FLOORTOOL_HOME`` moves every directory under
one folder (tests and portable installs use it).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from platformdirs.api import PlatformDirsABC
from platformdirs.macos import MacOS
from platformdirs.unix import Unix
from platformdirs.windows import Windows

APP_NAME = "floortool"
DB_ENV = "FLOORTOOL_DB"
HOME_ENV = "FLOORTOOL_HOME"


def _platform_dirs() -> PlatformDirsABC:
    """This platform's folders for floortool (no author folder on Windows)."""
    kind = {"win32": Windows, "darwin": MacOS}.get(sys.platform, Unix)
    return kind(APP_NAME, appauthor=False)


def _dir(kind: str) -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / kind
    if kind == "data":
        return _platform_dirs().user_data_path
    if kind == "logs":
        return _platform_dirs().user_log_path
    return _platform_dirs().user_config_path


def data_dir() -> Path:
    """Where the embedded database (and its migration backups) live."""
    return _dir("data")


def log_dir() -> Path:
    return _dir("logs")


def sessions_dir() -> Path:
    """Where a running window keeps its session marker (``app.sessions``), beside the log."""
    return log_dir() / "sessions"


def config_dir() -> Path:
    """Where window geometry and other per-user preferences live."""
    return _dir("config")


def default_db_url() -> str:
    """``FLOORTOOL_DB`` if set, else the embedded SQLite file in the data directory."""
    url = os.environ.get(DB_ENV)
    if url:
        return url
    return f"sqlite:///{data_dir() / 'floortool.db'}"
