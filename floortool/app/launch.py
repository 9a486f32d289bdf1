"""App layer: a request, from the command line, to open the window (or to draw the
room display offscreen into a picture: ``display render``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class WindowRequest:
    """Open the main window on ``db_url``, showing ``event_id`` (or the welcome screen).

    ``quit_after`` (seconds) makes it a trial run that closes by itself
    (``ui.trial_run``): how a build is checked without a person. ``language``
    (``--lang``) is the window's language for this run.
    """

    db_url: str
    operator: str
    event_id: int | None = None
    quit_after: float | None = None
    render: RenderRequest | None = None  # draw the room display offscreen instead
    language: str | None = None  # ``--lang``: else the one chosen in the window


@dataclass(frozen=True)
class RenderRequest:
    """Draw the room display with ``layout`` at ``width`` x ``height`` into ``out`` (PNG)."""

    layout: str
    width: int
    height: int
    out: str
