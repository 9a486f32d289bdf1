"""App layer: a request, from the command line, to open the window."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class WindowRequest:
    """Open the main window on ``db_url``, showing ``event_id`` (or the welcome screen)."""

    db_url: str
    operator: str
    event_id: int | None = None
