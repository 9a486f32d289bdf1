"""Domain: importing players from CSV, with every rejected row reported by line."""

from __future__ import annotations

import pytest

from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.players.imports import NothingImported, decide_import, plan_import
from floortool.domain.players.records import Player, duplicate_groups

EXISTING = {1: Player(1, "Alice Smith", membership="M-100")}

CSV = (
    """\ufeffName,Membership,Nickname,Contact,Notes
Bob Stone,M-200,Rock,555-1234,likes tea
,M-300,,,
Carol King,M-200,,,
alice   smith,,,,
Dan "D" Low,,,,
"Eve
Adams",M-400,,,
Bob Stone,,,,
Zed,M-999,,,,,,,extra
Frank,,,,

Gail,m 100,,,
Hank Hill,,,,
"""
    "Ivan " + "x" * 130 + ",,,,\n"
)


def test_plan_reports_each_rejected_row_by_line_and_reason() -> None:
    plan = plan_import(EXISTING, CSV)
    assert [row["name"] for row in plan.accepted] == [
        "Bob Stone",
        'Dan "D" Low',
        "Eve Adams",
        "Frank",
        "Hank Hill",
    ]
    assert plan.accepted[0] == {
        "name": "Bob Stone",
        "nickname": "Rock",
        "membership": "M-200",
        "contact": "555-1234",
    }
    reasons = {r.line: r.reason for r in plan.rejected}
    assert reasons == {
        3: "The player needs a name",
        4: "duplicate of line 2",  # same membership number as Bob, two lines up
        5: "already in the database as #1 Alice Smith (M-100); "
        "a namesake needs a membership number",
        9: "duplicate of line 2",
        10: "more values than the header has columns",
        13: "membership number m 100 already belongs to #1 Alice Smith (M-100)",
        15: "The player's name is longer than 120 characters",
    }
    assert next(r for r in plan.rejected if r.line == 10).text.startswith("Zed,M-999")


def test_decide_import_numbers_players_after_the_last_and_keeps_the_report() -> None:
    event = decide_import(EXISTING, CSV, source="members.csv")
    assert [p["id"] for p in event.players] == [2, 3, 4, 5, 6]
    assert event.source == "members.csv"
    assert {r["line"] for r in event.rejected} == {3, 4, 5, 9, 10, 13, 15}
    state = FloorState(players=dict(EXISTING))
    event.apply(state)
    assert len(state.players) == 6


def test_nothing_importable_is_refused_with_the_report() -> None:
    with pytest.raises(NothingImported) as info:
        decide_import(EXISTING, "name\nAlice Smith\n,\n", source="x.csv")
    assert info.value.code == "nothing_imported"
    assert [r["line"] for r in info.value.details["rejected"]] == [2]
    with pytest.raises(NothingImported):
        decide_import({}, "name\n", source="")


@pytest.mark.parametrize("text", ["", "nickname,contact\nBob,1\n"])
def test_a_file_without_a_name_column_is_refused(text: str) -> None:
    with pytest.raises(InvalidInput) as info:
        plan_import({}, text)
    assert info.value.details["field"] == "file"


def test_membership_numbers_not_names_decide_who_is_the_same_person() -> None:
    """Issue 23, item 5: a second Ann Lee is imported when her membership number is new.

    Ann Lee #1 came in at the desk (no number), Bo Chen #2 is M-7. A row with Ann Lee's
    name and a number nobody has is a namesake (imported); two rows of Ann Lee with two
    new numbers are two more; a row carrying Bo's number is Bo (rejected); a row with
    Ann Lee's name and no number has only the name to go by (rejected, saying what would
    tell them apart)."""
    existing = {1: Player(1, "Ann Lee"), 2: Player(2, "Bo Chen", membership="M-7")}
    csv = "name,membership\nAnn Lee,M-2\nAnn Lee,M-3\nRobert Chen,m 7\nann lee,\nBo Chen,M-8\n"
    plan = plan_import(existing, csv)
    assert [(row["name"], row["membership"]) for row in plan.accepted] == [
        ("Ann Lee", "M-2"),
        ("Ann Lee", "M-3"),
        ("Bo Chen", "M-8"),
    ]
    assert {r.line: r.reason for r in plan.rejected} == {
        4: "membership number m 7 already belongs to #2 Bo Chen (M-7)",
        5: "already in the database as #1 Ann Lee; a namesake needs a membership number",
    }


def test_namesakes_imported_are_still_listed_as_possible_duplicates() -> None:
    """The import keeps both Ann Lees; the duplicates list still shows the pair (same
    name, not two different numbers), to merge if they turn out to be one person."""
    state = FloorState()
    state.players[1] = Player(1, "Ann Lee")
    decide_import(state.players, "name,membership\nAnn Lee,M-2\n", source="x").apply(state)
    assert [p.membership for p in state.players.values()] == ["", "M-2"]
    assert [[p.id for p in group] for group in duplicate_groups(state.players.values())] == [[1, 2]]
