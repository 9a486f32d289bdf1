"""App layer: logging to a rotating file in the user log directory.

The file also takes Python's fault handler (``faulthandler``): a native crash
(a segmentation fault in Qt, an abort) writes the stack of every thread into
``floortool.log`` as the process dies, and after each rotation the handler
follows the log to its new file.
"""

from __future__ import annotations

import faulthandler
import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path

from floortool.app.paths import log_dir

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
LOG_NAME = "floortool.log"


class LogFile(RotatingFileHandler):
    """``floortool.log`` (1 MB x 5 files), where the fault handler writes too."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, maxBytes=1_000_000, backupCount=5, encoding="utf-8")
        self.setFormatter(logging.Formatter(LOG_FORMAT))
        self._trace_faults()

    def doRollover(self) -> None:
        super().doRollover()
        self._trace_faults()

    def _trace_faults(self) -> None:
        if self.stream is not None:
            faulthandler.enable(file=self.stream, all_threads=True)


def log_path() -> Path:
    """Where ``configure_logging`` writes."""
    return log_dir() / LOG_NAME


def configure_logging(*, level: int = logging.INFO) -> Path:
    """Send floortool's log records, and a native crash's trace, to ``floortool.log``;
    returns its path."""
    path = log_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    root = logging.getLogger("floortool")
    if not any(isinstance(h, RotatingFileHandler) for h in root.handlers):
        root.addHandler(LogFile(path))
    root.setLevel(level)
    return path
