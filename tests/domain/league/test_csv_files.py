"""Domain: importing past league results from CSV (all or nothing, every rejected row
by line number and reason) and exporting results and standings (an export imports
again to the same standings; spreadsheet formulas are defused)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.csv_rows import safe_cell
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.league.csv_files import (
    ImportRejected,
    decide_league_import,
    parse_places,
    results_csv,
    standings_csv,
)
from floortool.domain.league.decisions import decide_close_season, decide_create_league
from floortool.domain.league.seasons import require_league
from floortool.domain.league.standings import season_standings
from floortool.domain.players.records import (
    clean_fields,
    decide_add_players,
)

NOW = datetime(2026, 3, 1, tzinfo=UTC)
GOOD = """\
Season,Event,Date,Venue,Player,Place,Entry,Prize,Hits,Buy-In,Signed_Out
2025,Week 1,2025-01-07,The Anchor,Ann,1,,100,2,20,
2025,Week 1,2025-01-07,The Anchor,Bob,2,,50,1,20,yes
2025,Week 1,2025-01-07,The Anchor,Cy,3-4,,,,20,no
2025,Week 1,2025-01-07,The Anchor,Di,3-4,,,,20,
2025,Week 2,2025-01-14,The Bell,Bob,1,,,,20,
2025,Week 2,2025-01-14,The Bell,Ann,2,1,,,20,

2025,Week 2,2025-01-14,The Bell,Ann,3,2,,,20,
"""


def fresh(*names: str) -> FloorState:
    state = FloorState()
    if names:
        decide_add_players(state.players, [clean_fields(n) for n in names]).apply(state)
    decide_create_league(state.league, "Tuesday", now=NOW).apply(state)
    return state


def imported(state: FloorState, text: str) -> FloorState:
    for event in decide_league_import(state, require_league(state.league, None), text, now=NOW):
        event.apply(state)
    return state


def rejected(state: FloorState, text: str) -> list[tuple[int, str]]:
    before = (dict(state.players), state.league.copy())
    with pytest.raises(ImportRejected) as info:
        decide_league_import(state, require_league(state.league, None), text, now=NOW)
    assert info.value.code == "import_rejected"
    assert info.value.message.startswith("Nothing was imported")
    assert (dict(state.players), state.league.copy()) == before  # nothing half-imported
    return [(r["line"], r["reason"]) for r in info.value.details["rejected"]]


def test_import_adds_seasons_venues_players_and_scores() -> None:
    state = imported(fresh("Ann"), GOOD)
    league = state.league
    assert sorted(p.name for p in state.players.values()) == ["Ann", "Bob", "Cy", "Di"]
    assert [s.name for s in league.seasons.values()] == ["2025"]
    assert [v.name for v in league.venues.values()] == ["The Anchor", "The Bell"]
    week1, week2 = league.events_of(1)
    assert week1.result is not None and week2.result is not None
    assert (week1.result.entries, week1.result.itm, week1.result.buy_in) == (4, 2, 2000)
    ann = week1.result.finishes[0]
    assert (ann.prize, ann.hits, ann.signed_out) == (10000, 2, True)
    assert not week1.result.finishes[2].signed_out
    assert (week2.result.entries, week2.result.players) == (3, 2)
    assert {s.player_id: s.points for s in week1.scores} == {1: 4.0, 2: 3.0, 3: 1.5, 4: 1.5}
    assert {s.player_id: s.points for s in week2.scores} == {2: 3.0, 1: 2.0}  # first entry


def test_a_partial_field_with_an_entries_column() -> None:
    text = (
        "season,event,date,player,place,entries\nS,E,2025-02-01,Ann,1,40\nS,E,2025-02-01,Bob,2,40\n"
    )
    state = imported(fresh(), text)
    event = state.league.events_of(1)[0]
    assert event.result is not None and event.result.entries == 40
    assert [s.points for s in event.scores] == [40.0, 39.0]


def test_every_bad_row_is_reported_and_nothing_is_imported() -> None:
    state = fresh("Ann", "ann")  # two players called Ann: ambiguous
    text = """\
season,event,date,player,place,hits
2025,Week 1,2025-01-07,Bob,1,
2025,Week 1,2025-01-07,Cy,2,
2025,Week 1,2025-01-08,Di,3,
2025,Week 1,2025-01-07,Ed,4,x
2025,Week 2,14/01/2025,Bob,1,
2025,Week 2,2025-01-14,ann,2,
2025,Week 3,2025-01-21,Bob,1,
2025,Week 3,2025-01-21,Cy,3,
2025,Week 4,2025-01-28,Bob,1,
2025,Week 4,2025-01-28,Bob,2,
,Week 5,2025-01-28,Bob,1,
2025,Week 6,2025-01-28,Bob,0,
2025,Week 6,2025-01-28,Cy,2,,extra
"""
    assert rejected(state, text) == [
        (4, "date 2025-01-08 differs from line 2's 2025-01-07"),
        (5, "hits 'x' is not a whole number"),
        (6, "'14/01/2025' is not a date (write it as YYYY-MM-DD)"),
        (7, "2 players are called ann: #1 Ann; #2 ann. Say which one by number, e.g. '#1'"),
        (8, "event Week 3 (lines 8-9): Place 3 is outside 1 to 2"),
        (11, "Bob's entry 1 is already on line 10"),
        (12, "no season"),
        (13, "'0' is not a place: places start at 1"),
        (14, "more values than the header has columns"),
    ]


def test_missing_columns_and_empty_files_are_refused_whole() -> None:
    state = fresh()
    with pytest.raises(InvalidInput, match=r"missing: date, place"):
        decide_league_import(
            state, require_league(state.league, None), "season,event,player\n", now=NOW
        )
    with pytest.raises(InvalidInput, match="empty"):
        decide_league_import(state, require_league(state.league, None), "", now=NOW)
    with pytest.raises(ImportRejected, match="no rows"):
        decide_league_import(
            state, require_league(state.league, None), "season,event,date,player,place\n", now=NOW
        )


def test_an_event_the_season_has_and_a_closed_season_are_rejected() -> None:
    state = imported(fresh(), GOOD)
    assert rejected(state, GOOD.replace("Week 2", "Week 9"))[0] == (
        2,
        "season 2025 already has an event called Week 1 (lines 2-5)",
    )
    decide_close_season(state.league.seasons[1], closed=True).apply(state)
    assert rejected(state, GOOD.replace("Week", "Day")) == [
        (2, "season 2025 is closed"),
        (6, "season 2025 is closed"),
    ]


def test_export_imports_again_to_the_same_standings() -> None:
    state = imported(fresh(), GOOD)
    names = {p.id: p.name for p in state.players.values()}
    text = results_csv(state.league, state.league.events_of(1), names)
    assert text.splitlines()[0].startswith("season,event,date,venue,player,entry,place")
    assert "2025,Week 1,2025-01-07,The Anchor,Cy,1,3-4,4,20.00,0.00,0,0,0,0.00,no,1.5" in text
    again = imported(fresh(), text)
    assert season_standings(again.league, 1) == season_standings(state.league, 1)
    standings = standings_csv(season_standings(state.league, 1, names=names), names)
    assert standings.splitlines()[:2] == [
        "rank,tied,player,total,points,attendance,adjustments,events,counted,wins,best,average",
        "1,yes,Ann,6,6,0,0,2,2,1,1,3",
    ]


def test_spreadsheet_formulas_are_defused_and_read_back() -> None:
    assert safe_cell("=HYPERLINK(1)") == "'=HYPERLINK(1)"
    assert safe_cell("Ann") == "Ann"
    state = fresh("=cmd")
    state = imported(state, "season,event,date,player,place\nS,E,2025-01-01,'=cmd,1\n")
    names = {p.id: p.name for p in state.players.values()}
    assert len(state.players) == 1  # '=cmd is the player =cmd
    assert "'=cmd" in results_csv(state.league, state.league.events_of(1), names)


def test_places() -> None:
    assert parse_places("7") == (7,)
    assert parse_places(" 9-10 ") == (9, 10)
    for bad in ("", "a", "3-1", "1-2-3", "-1"):
        with pytest.raises(InvalidInput):
            parse_places(bad)


def test_a_place_range_is_bounded_by_the_entries_and_digits_by_ascii() -> None:
    """A place ``1-2000000000`` is refused at once with the field's size, never built."""
    text = (
        "season,event,date,player,place,entries,hits\n"
        "S,E,2025-02-01,Ann,1-2000000000,40,\n"
        "S,E,2025-02-01,Bob,2,40,²\n"
    )
    assert rejected(fresh(), text) == [
        (2, "'1-2000000000' is not a place: there are only 40 places"),
        (3, "hits '²' is not a whole number"),
    ]


def test_points_given_in_the_file_are_kept_instead_of_the_formula() -> None:
    """The rule: "an event with points in any row keeps them, a blank cell counting
    0, instead of the season's formula". Week 1 gives Ann 25 and Bob 18 and leaves
    Cy blank: 25, 18, 0. Week 2 gives no points: the default formula n - r + 1 on
    two entries scores Cy 2 and Ann 1. Ann's total is 26, Bob's 18, Cy's 2."""
    text = (
        "season,event,date,player,place,points\n"
        "2026,Week 1,2026-01-06,Ann,1,25\n"
        "2026,Week 1,2026-01-06,Bob,2,18\n"
        "2026,Week 1,2026-01-06,Cy,3,\n"
        "2026,Week 2,2026-01-13,Cy,1,\n"
        "2026,Week 2,2026-01-13,Ann,2,\n"
    )
    state = imported(fresh(), text)
    names = {p.id: p.name for p in state.players.values()}
    rows = season_standings(state.league, 1)
    assert [(names[r.player_id], r.total) for r in rows] == [("Ann", 26), ("Bob", 18), ("Cy", 2)]
    week_one = state.league.events[1]
    assert {s.note for s in week_one.scores} == {"points as imported"}


def test_points_that_are_not_numbers_are_refused_by_line_and_nothing_is_imported() -> None:
    text = (
        "season,event,date,player,place,points\n"
        "2026,Week 1,2026-01-06,Ann,1,25\n"
        "2026,Week 1,2026-01-06,Bob,2,1e9\n"
        "2026,Week 1,2026-01-06,Cy,3,=1+1\n"
    )
    assert [line for line, _ in rejected(fresh(), text)] == [3, 4]
    assert "points '1e9' is not a number of points" in rejected(fresh(), text)[0][1]
