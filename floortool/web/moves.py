"""Web layer: a seat change as its player reads it on their own page.

The journal keeps the director's sentence for each move ("Alice Archer: Table 1
seat 4 → Table 2 seat 7, moved by the floor"), which names the player and
says the destination in the floor's shorthand. A phone is served none of it:
the move is rebuilt from its structured fields — from where, to where, what
made it (``RecentMove.kind``) and the rule cited — so no name reaches a page
and the player reads "You moved to Table 2 · Seat 7 — the floor moved you
(TDA 2024 Rule 1)", the destination once.
"""

from __future__ import annotations

from floortool.app.views.floor_map import RecentMove
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.seating.engine.next_step import BALANCE, BREAK, FINAL
from floortool.domain.seating.events import MANUAL
from floortool.web.documents import Document


def why_moved(move: RecentMove) -> Phrase | str:
    """What made the move, in plain words (``""`` for a record that does not say)."""
    if move.kind == BALANCE:
        return translate("web.moves", "the tables were balanced")
    if move.kind == BREAK:
        return translate("web.moves", "Table {table} was broken up").fill(table=move.from_table)
    if move.kind == FINAL:
        return translate("web.moves", "the final table was drawn")
    if move.kind == MANUAL:
        return translate("web.moves", "the floor moved you")
    return ""


def move_text(move: RecentMove) -> Phrase:
    """``You moved to Table 3 · Seat 7 — the tables were balanced (TDA 2024 Rule 11-A)``."""
    to = translate("web.moves", "You moved to Table {table} · Seat {seat}").fill(
        table=move.to_table, seat=move.to_seat
    )
    why = why_moved(move)
    if why:
        to = translate("web.moves", "{move} — {why}").fill(move=to, why=why)
    if move.rule:
        to = translate("web.moves", "{move} ({rule})").fill(move=to, rule=move.rule)
    return to


def move_document(move: RecentMove) -> Document:
    """One move as an entry's page serves it: when, from, to, why, the rule, the line."""
    return {
        "at": move.at.isoformat(),
        "from": {"table": move.from_table, "seat": move.from_seat},
        "to": {"table": move.to_table, "seat": move.to_seat},
        "reason": why_moved(move),
        "rule": move.rule,
        "text": move_text(move),
    }
