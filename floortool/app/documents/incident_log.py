"""App layer: the incident log to print — the event's rulings
(``app.rulings.ruling_log``), every one or those a search finds, oldest first
as a log book reads.

Each record's own data (``to_data``) becomes the lines the report prints:
when (local time), the table and hand, who ruled and who was involved. A
ruling given under another rulebook than the event's says so. Refused when
there is no ruling to print.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from floortool.app.documents.head import time_text
from floortool.app.rulings import event_rulebook, ruling_log
from floortool.domain.errors import FloorError
from floortool.domain.state import FloorState
from floortool.domain.tournament.event import RULEBOOKS
from floortool.reports.rulings_log import Citation, LoggedRuling, RulingsLog

SEP = "  \u00b7  "
FTR_LAYERS = {"ftr": "FTR decks", "ftra": "FTR decks with FTR action"}


def rulebook_name(rulebook: str, ftr_mode: str) -> str:
    """``Poker TDA Rules 2024``, with the FTR layer when there is one."""
    layer = FTR_LAYERS.get(ftr_mode)
    name = RULEBOOKS.get(rulebook, rulebook)
    return f"{name} with {layer}" if layer else name


def _when(data: dict[str, Any]) -> str:
    parts = [time_text(datetime.fromisoformat(data["at"]))]
    if data["table"] is not None:
        parts.append(f"Table {data['table']}")
    if data["hand"] is not None:
        parts.append(f"Hand {data['hand']}")
    return SEP.join(parts)


def _people(data: dict[str, Any], event_book: tuple[str, str]) -> str:
    parts = [f"Director {data['director']}"]
    if data["players"]:
        parts.append("Players: " + ", ".join(data["players"]))
    if (data["rulebook"], data["ftr_mode"]) != event_book:
        parts.append("Under " + rulebook_name(data["rulebook"], data["ftr_mode"]))
    return SEP.join(parts)


def _logged(data: dict[str, Any], event_book: tuple[str, str]) -> LoggedRuling:
    return LoggedRuling(
        number=data["id"],
        when=_when(data),
        title=data["title"],
        people=_people(data, event_book),
        ruling=data["ruling"],
        steps=tuple(data["steps"]),
        citations=tuple(Citation(c["book"], c["ref"], c["title"]) for c in data["citations"]),
        discretion=data["discretion"],
        pick="" if data["pick"] is None else str(data["pick"]["text"]),
        notes=data["notes"],
    )


def incident_log(state: FloorState, event_id: int, search: str = "") -> RulingsLog:
    records = ruling_log(state, event_id, search)
    if not records:
        if search.strip():
            message = f"No ruling in the incident log matches “{search.strip()}”."
        else:
            message = "No ruling has been recorded in this event yet."
        raise FloorError(message, code="nothing_to_print")
    event_book = event_rulebook(state, event_id)
    count = "1 ruling" if len(records) == 1 else f"{len(records):,} rulings"
    found = f" matching “{search.strip()}”" if search.strip() else ""
    intro = f"{count}{found}, oldest first. Event rulebook: {rulebook_name(*event_book)}."
    oldest_first = [_logged(r.to_data(), event_book) for r in reversed(records)]
    return RulingsLog(intro=intro, rulings=tuple(oldest_first))
