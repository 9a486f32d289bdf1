"""Web: a seat change as its player reads it, rebuilt from the move's fields."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from floortool.app.languages import catalogue
from floortool.app.views.floor_map import RecentMove
from floortool.web.copies import copy_of
from floortool.web.moves import move_document, move_text


def _move(kind: str, rule: str = "TDA 2024 Rule 11-A") -> RecentMove:
    return RecentMove(
        at=datetime(2026, 12, 4, 21, 4, tzinfo=UTC),
        entry=7,
        player="Tess Takahashi",
        from_table=6,
        from_seat=4,
        to_table=3,
        to_seat=7,
        reason="Tess Takahashi: Table 6 seat 4 → Table 3 seat 7, moved by the floor",
        rule=rule,
        kind=kind,
    )


@pytest.mark.parametrize(
    ("kind", "why"),
    [
        ("balance", "the tables were balanced"),
        ("break", "Table 6 was broken up"),
        ("final", "the final table was drawn"),
        ("manual", "the floor moved you"),
    ],
)
def test_the_line_names_the_destination_once_then_why_and_the_rule(kind: str, why: str) -> None:
    line = str(move_text(_move(kind)))
    assert line == f"You moved to Table 3 · Seat 7 — {why} (TDA 2024 Rule 11-A)"
    assert line.count("Table 3") == 1 and "seat 7" not in line


def test_a_record_older_than_the_kind_of_move_says_where_and_the_rule_only() -> None:
    assert str(move_text(_move(""))) == "You moved to Table 3 · Seat 7 (TDA 2024 Rule 11-A)"
    assert str(move_text(_move("", rule=""))) == "You moved to Table 3 · Seat 7"


def test_the_served_move_holds_none_of_the_directors_sentence() -> None:
    served = json.loads(copy_of(move_document(_move("manual")), 0, 0.0).body)
    assert served == {
        "at": "2026-12-04T21:04:00+00:00",
        "from": {"table": 6, "seat": 4},
        "to": {"table": 3, "seat": 7},
        "reason": "the floor moved you",
        "rule": "TDA 2024 Rule 11-A",
        "text": "You moved to Table 3 · Seat 7 — the floor moved you (TDA 2024 Rule 11-A)",
    }
    assert "Tess" not in str(served) and "Takahashi" not in str(served)


def test_the_line_is_said_in_the_page_s_language() -> None:
    """A German page reads its move in German (``web.moves``'s phrases, said as the
    document is served); the rule cited stays as the rulebook names it."""
    served = json.loads(copy_of(move_document(_move("break")), 0, 0.0, catalogue("de")).body)
    assert served["text"] == (
        "Sie sitzen jetzt an Tisch 3 · Platz 7 — Tisch 6 wurde aufgelöst (TDA 2024 Rule 11-A)"
    )
    assert served["reason"] == "Tisch 6 wurde aufgelöst"
