"""App layer: a request, from the command line, to open the window."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class WindowRequest:
    """Open the main window on ``db_url``, showing ``event_id`` (or the welcome screen).

    ``quit_after`` (seconds) makes it a trial run that closes by itself
    (``ui.trial_run``): how a build is checked without a person.
    """

    db_url: str
    operator: str
    event_id: int | None = None
    quit_after: float | None = None
