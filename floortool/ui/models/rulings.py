"""UI layer: how rulings read on screen.

``IncidentLogModel`` is the event's incident log as a table (time, table,
situation, the ruling's first sentence, the rules cited), newest first as
``app.rulings.ruling_log`` gives it. The short texts the Floor page and the
ruling wizard share are here too: a rulebook's short name with the FTR layer,
a ruling cut to its first sentence, a citation line, the local time of a
record, and the rich-text fragments (numbered steps, citations as links a
click opens) the ruling views are built from. A citation link is
``rule:<book>|<ref>``; ``citation_from_link`` reads it back.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, ClassVar

from PySide6.QtCore import Qt

from floortool.app.rulings import record_in
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.rulings.games import STUD
from floortool.domain.rulings.incidents import RulingRecord
from floortool.domain.rulings.rulebook_records import BORROWED, RecordView
from floortool.ui.models.payouts import TextRowsModel
from floortool.ui.models.table import AnyIndex
from floortool.ui.remedy_words import button_for
from floortool.ui.translation import QT_TRANSLATE_NOOP, translate, window_words

#: The rulebooks by the names a director says.
RULEBOOK_SHORT: Mapping[str, str] = RecordView(lambda record: record.short_name)
FTR_TEXT: dict[str, str] = {
    "none": "",
    "ftr": QT_TRANSLATE_NOOP("rulings", "FTR decks"),
    "ftra": QT_TRANSLATE_NOOP("rulings", "FTR decks with FTR action"),
}
LINK_PREFIX = "rule:"
SHORT_LIMIT = 90
SHORT_SENTENCE = 25  # a first sentence shorter than this is followed by the next
SEP = "  \u00b7  "


def rulebook_text(rulebook: str, ftr_mode: str = "none", game: str | None = None) -> str:
    """``TDA 2024``, ``Robert's v6 + league amendments · FTR decks`` or ``TDA 2024 · Stud``."""
    parts = [
        RULEBOOK_SHORT.get(rulebook, rulebook),
        FTR_TEXT.get(ftr_mode, ftr_mode),
        translate("rulings", "Stud") if game == STUD else "",
    ]
    return SEP.join(p for p in parts if p)


def short_ruling(text: str, limit: int = SHORT_LIMIT) -> str:
    """The ruling's first sentence (two if the first is a mere "Misdeal."), cut to
    ``limit`` characters with an ellipsis."""
    rest = " ".join(text.split())
    short = ""
    while rest and len(short) < SHORT_SENTENCE:
        cut = rest.find(". ")
        sentence, rest = (rest, "") if cut < 0 else (rest[: cut + 1], rest[cut + 2 :])
        short = f"{short} {sentence}".strip()
    if len(short) > limit:
        short = short[: limit - 1].rstrip(" ,;:") + "\u2026"
    return short


def citation_text(citation: Mapping[str, Any]) -> str:
    """``TDA 2024 39-A``; ``TDA 2024 46-B (borrowed)`` where the event's rulebook is silent
    and the ruling borrows another book's rule."""
    text = f"{citation['book']} {citation['ref']}"
    return f"{text} ({BORROWED})" if citation.get("borrowed") else text


def citations_line(citations: Sequence[Mapping[str, Any]]) -> str:
    """``TDA 2024 39-A, TDA 2024 RP-14``."""
    return ", ".join(citation_text(c) for c in citations)


def record_time(at: str) -> str:
    """A record's moment (ISO-8601 UTC) as the local ``HH:MM``."""
    return datetime.fromisoformat(at).astimezone().strftime("%H:%M")


def steps_html(steps: Sequence[str]) -> str:
    """The dealer's steps as a numbered list."""
    items = "".join(f"<li style='margin-bottom:4px'>{html.escape(s)}</li>" for s in steps)
    return f"<ol style='margin-left:-20px'>{items}</ol>"


def steps_with_tool(data: Mapping[str, Any]) -> list[str]:
    """A ruling's steps, then where in the window they are carried out (its ``tool``)."""
    steps = list(data["steps"])
    if data.get("tool"):
        steps.append(button_for(Remedy(Fix(data["tool"]))))
    return steps


def citation_link(citation: Mapping[str, Any]) -> str:
    """``rule:TDA 2024|39-A``: what a click on the citation hands back."""
    return f"{LINK_PREFIX}{citation['book']}|{citation['ref']}"


def citation_from_link(link: str) -> tuple[str, str] | None:
    """The ``(book, ref)`` of a citation link (None for any other link)."""
    if not link.startswith(LINK_PREFIX):
        return None
    book, sep, ref = link[len(LINK_PREFIX) :].partition("|")
    return (book, ref) if sep and book and ref else None


def citations_html(citations: Sequence[Mapping[str, Any]]) -> str:
    """Each citation as a link with its title: ``TDA 2024 39-A`` (Irregular flops…)."""
    parts = []
    for citation in citations:
        link = html.escape(citation_link(citation), quote=True)
        title = citation.get("title", "")
        named = "" if not title or title == citation["ref"] else f" ({html.escape(title)})"
        parts.append(f"<a href='{link}'>{html.escape(citation_text(citation))}</a>{named}")
    return "<br>".join(parts)


class IncidentLogModel(TextRowsModel[RulingRecord]):
    """The incident log: one row per ruling recorded, in the order given (newest first)."""

    COL_TIME, COL_TABLE, COL_SITUATION, COL_RULING, COL_RULES = range(5)
    HEADERS: ClassVar[tuple[str, ...]] = (
        QT_TRANSLATE_NOOP("headers", "Time"),
        QT_TRANSLATE_NOOP("headers", "Table"),
        QT_TRANSLATE_NOOP("headers", "Situation"),
        QT_TRANSLATE_NOOP("headers", "Ruling"),
        QT_TRANSLATE_NOOP("headers", "Rules"),
    )
    TOOLTIPS: ClassVar[tuple[str, ...]] = (
        QT_TRANSLATE_NOOP("headers", "When the ruling was recorded (local time)"),
        QT_TRANSLATE_NOOP("headers", "The table it was given at"),
        QT_TRANSLATE_NOOP("headers", "What happened"),
        QT_TRANSLATE_NOOP(
            "headers", "The ruling's first sentence (the whole record opens with a double-click)"
        ),
        QT_TRANSLATE_NOOP("headers", "The rules the ruling rests on"),
    )
    NUMBER_COLUMNS: ClassVar[frozenset[int]] = frozenset({COL_TABLE})

    def cells(self, row: RulingRecord) -> tuple[str, ...]:
        said = record_in(row, window_words())
        return (
            record_time(row.at),
            "" if row.table is None else str(row.table),
            said.title,
            short_ruling(said.ruling),
            citations_line(row.citations),
        )

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and index.isValid()
            and 0 <= index.row() < len(self.rows)
        ):
            return record_in(self.rows[index.row()], window_words()).ruling
        return super().data(index, role)

    def record_at(self, row: int) -> RulingRecord | None:
        return self.rows[row] if 0 <= row < len(self.rows) else None
