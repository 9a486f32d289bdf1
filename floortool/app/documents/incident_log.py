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

from floortool.app.documents.head import time_text
from floortool.app.rulings import event_rulebook, ruling_log
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import Phrase, counted, translate
from floortool.domain.rulings.incidents import RulingRecord, ruling_number
from floortool.domain.rulings.situation_words import situation_phrase
from floortool.domain.tournament.event import RULEBOOKS
from floortool.reports.rulings_log import Citation, LoggedRuling, RulingsLog

FTR_LAYERS = {
    "ftr": translate("app.documents.incident_log", "FTR decks"),
    "ftra": translate("app.documents.incident_log", "FTR decks with FTR action"),
}


def rulebook_name(rulebook: str, ftr_mode: str) -> str | Phrase:
    """``Poker TDA Rules 2024``, with the FTR layer when there is one."""
    layer = FTR_LAYERS.get(ftr_mode)
    name = RULEBOOKS.get(rulebook, rulebook)
    if layer is None:
        return name
    return translate("app.documents.incident_log", "{rulebook} with {layer}").fill(
        rulebook=name, layer=layer
    )


def _joined(parts: list[str | Phrase]) -> str | Phrase:
    """The parts one after another, a middle dot between each two."""
    joined = parts[0]
    for part in parts[1:]:
        joined = translate("app.documents.incident_log", "{first}  ·  {then}").fill(
            first=joined, then=part
        )
    return joined


def _when(record: RulingRecord) -> str | Phrase:
    parts: list[str | Phrase] = [time_text(datetime.fromisoformat(record.at))]
    if record.table is not None:
        parts.append(
            translate("app.documents.incident_log", "Table {table}").fill(table=record.table)
        )
    if record.hand is not None:
        parts.append(translate("app.documents.incident_log", "Hand {hand}").fill(hand=record.hand))
    return _joined(parts)


def _people(record: RulingRecord, event_book: tuple[str, str]) -> str | Phrase:
    parts: list[str | Phrase] = [
        translate("app.documents.incident_log", "Director {name}").fill(name=record.director)
    ]
    if record.players:
        players = translate("app.documents.incident_log", "Players: {names}")
        parts.append(players.fill(names=", ".join(record.players)))
    if (record.rulebook, record.ftr_mode) != event_book:
        under = translate("app.documents.incident_log", "Under {rulebook}")
        parts.append(under.fill(rulebook=rulebook_name(record.rulebook, record.ftr_mode)))
    return _joined(parts)


def _logged(record: RulingRecord, number: int, event_book: tuple[str, str]) -> LoggedRuling:
    return LoggedRuling(
        number=number,
        when=_when(record),
        title=situation_phrase(record.situation, record.title),
        people=_people(record, event_book),
        ruling=situation_phrase(record.situation, record.ruling),
        steps=tuple(situation_phrase(record.situation, step) for step in record.steps),
        citations=tuple(
            Citation(c["book"], c["ref"], c["title"], bool(c.get("borrowed")))
            for c in record.citations
        ),
        discretion=record.discretion,
        pick="" if record.pick is None else str(record.pick["text"]),
        notes=record.notes,
    )


def incident_log(state: FloorState, event_id: int, search: str = "") -> RulingsLog:
    records = ruling_log(state, event_id, search)
    if not records:
        if search.strip():
            message = translate(
                "app.documents.incident_log", "No ruling in the incident log matches “{search}”."
            ).fill(search=search.strip())
        else:
            message = translate(
                "app.documents.incident_log", "No ruling has been recorded in this event yet."
            )
        raise FloorError(message, code="nothing_to_print")
    event_book = event_rulebook(state, event_id)
    count = counted(
        len(records),
        translate("app.documents.incident_log", "{count} ruling"),
        translate("app.documents.incident_log", "{count} rulings"),
    )
    intro = (
        translate(
            "app.documents.incident_log",
            "{count} matching “{search}”, oldest first. Event rulebook: {rulebook}.",
        ).fill(search=search.strip())
        if search.strip()
        else translate(
            "app.documents.incident_log", "{count}, oldest first. Event rulebook: {rulebook}."
        )
    ).fill(count=count, rulebook=rulebook_name(*event_book))
    oldest_first = [_logged(r, ruling_number(state, r), event_book) for r in reversed(records)]
    return RulingsLog(intro=intro, rulings=tuple(oldest_first))
