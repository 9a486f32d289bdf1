"""App layer: a request to print a document, as a page's print button or the command
line makes it (``PrintRequest``).

Kept apart from the catalogue (``documents.catalogue``), which gathers and
renders: asking for a document loads no renderer and no ReportLab.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.reports.card_layouts import DEFAULT_LAYOUT


@dataclass(frozen=True)
class PrintRequest:
    """What to print, with its options (those the document does not take are ignored)."""

    document: str
    table: int | None = None
    layout: str = DEFAULT_LAYOUT
    new_only: bool = False
    reprint: bool = False
    every_move: bool = False
    league: str | None = None  # the league and season (name or #id); None: as chosen for
    season: str | None = None  # the event (``standings_sheet``)
    search: str = ""  # only the incident-log records these words find
