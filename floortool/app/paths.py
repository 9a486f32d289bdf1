"""App layer: where the app keeps its data, logs and settings.

Platform directories come from platformdirs (nothing is created at import
time). ``FLOORTOOL_DB`` overrides the database URL; ``FLOORTOOL_HOME`` moves
every directory under one folder (tests and portable installs use it).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "floortool"
DB_ENV = "FLOORTOOL_DB"
HOME_ENV = "FLOORTOOL_HOME"


def _dir(kind: str) -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / kind
    if kind == "data":
        return platformdirs.user_data_path(APP_NAME, appauthor=False)
    if kind == "logs":
        return platformdirs.user_log_path(APP_NAME, appauthor=False)
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


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
