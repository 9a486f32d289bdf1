"""App layer: logging to a rotating file in the user log directory."""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path

from floortool.app.paths import log_dir

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def configure_logging(*, level: int = logging.INFO) -> Path:
    """Send floortool's log records to ``floortool.log`` (1 MB x 5 files); returns its path."""
    directory = log_dir()
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / "floortool.log"
    root = logging.getLogger("floortool")
    if not any(isinstance(h, RotatingFileHandler) for h in root.handlers):
        handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=5, encoding="utf-8")
        handler.setFormatter(logging.Formatter(LOG_FORMAT))
        root.addHandler(handler)
    root.setLevel(level)
    return path
