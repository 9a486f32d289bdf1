"""App: league commands through the Floor (SQLite, and PostgreSQL in CI): leagues,
seasons and versioned rules, a real tournament played to the end and scored for its
season (re-entries, sign-outs under A-16), undo in the league's own scope, refusals
that change nothing, and a CSV import that is all or nothing."""

from __future__ import annotations

import pytest
from tests.support import FakeClock, entries_of, entry_of, player_of

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.league import (
    AddSeason,
    AddVenue,
    AdjustPoints,
    AssignEvent,
    CloseSeason,
    CreateLeague,
    ImportLeagueResults,
    RecordLeaguePoints,
    SetSeasonRules,
)
from floortool.app.commands.registration import ReEnter, RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers, SignOut
from floortool.app.floor import Floor
from floortool.app.league_results import tournament_result
from floortool.app.views.league import (
    export_results,
    history_view,
    lab_on_event,
    standings_view,
)
from floortool.domain.fold.replay import replay
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.league.seasons import league_scope
from floortool.domain.results.tournament_end import tournament_winner
from floortool.domain.tournament.event import settings_for

CSV = """season,event,date,player,place
2025,Week 1,2025-01-07,Ann,1
2025,Week 1,2025-01-07,Bob,2
2025,Week 1,2025-01-07,Cy,3
"""


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Floor:
    return Floor.open(db_url, operator="td", clock=clock)


def league_with_season(floor: Floor, **rules: object) -> None:
    floor.execute(CreateLeague("Tuesday League"))
    floor.execute(AddSeason(None, "2026", rules))


def play_tournament(floor: Floor, *, reentries: int = 0) -> int:
    """Ann, Bob, Cy and Di play; Di busts, Cy busts, Bob busts: Ann wins."""
    event_id = floor.execute(
        CreateEvent(
            settings_for(
                name="Week 1",
                rulebook="roberts-v6-league",
                buy_in=2000,
                tables=1,
                max_reentries=reentries,
            )
        )
    ).group
    floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Bob", "Cy", "Di"))))
    for name in ("Di", "Cy", "Bob"):
        floor.execute(
            BustPlayers(
                event_id, entries_of(floor, event_id, name), by=entry_of(floor, event_id, "Ann")
            )
        )
    return event_id


def test_league_actions_are_undone_in_the_league_scope(floor: Floor) -> None:
    league_with_season(floor, formula="10*sqrt(n)/sqrt(r)")
    floor.execute(AddVenue(None, "The Anchor", "1 Quay St"))
    done = floor.execute(SetSeasonRules(None, "2026", {"best_of": 10}))
    assert done.label == "Set best of of season 2026 (rules version 2)"
    scope = league_scope(1)
    assert floor.undo_label(scope) == done.label
    floor.undo(scope)
    assert floor.state.league.seasons[1].version == 1
    floor.redo(scope)
    assert floor.state.league.seasons[1].rules.best_of == 10
    assert replay(floor.journal()) == floor.state


def test_refusals_change_nothing(floor: Floor) -> None:
    league_with_season(floor)
    before = floor.journal()
    for command, code in [
        (CreateLeague("tuesday  league"), "duplicate_name"),
        (AddSeason(None, "2026"), "duplicate_name"),
        (AddSeason("Nope", "2027"), "unknown_league"),
        (SetSeasonRules(None, None, {"formula": "10*x"}), "formula_error"),
        (AdjustPoints(None, None, 999, 5, "late"), "unknown_player"),
        (AssignEvent(None, None, 99), "unknown_event"),
    ]:
        with pytest.raises(FloorError) as info:
            floor.execute(command)
        assert info.value.code == code
    assert floor.journal() == before


def test_a_finished_tournament_is_scored_for_its_season(floor: Floor) -> None:
    league_with_season(floor, formula="n - r + 1 + hits", attendance=1)
    event_id = play_tournament(floor)
    done = floor.execute(RecordLeaguePoints(None, event_id))
    assert done.label == "Record league points of Week 1 (season 2026)"
    assert len({e.group for e in done.entries}) == 1  # put in the season and scored: one action
    view = standings_view(floor.state, None, None)
    assert [(view.name(r.player_id), r.total, r.wins) for r in view.rows] == [
        ("Ann", 4 + 3 + 1, 1),  # 1st of 4, three hits, attendance
        ("Bob", 3 + 1, 0),
        ("Cy", 2 + 1, 0),
        ("Di", 1 + 1, 0),
    ]
    assert view.to_json()["standings"][0]["player"] == "Ann"
    # Rules changed later: the event keeps the version it was scored with.
    floor.execute(SetSeasonRules(None, None, {"formula": "100"}))
    floor.execute(RecordLeaguePoints(None, event_id))  # recorded again: still version 1
    assert [r.total for r in standings_view(floor.state, None, None).rows] == [8, 4, 3, 2]
    history = history_view(floor.state, None, None, player_of(floor, "Bob")).to_json()
    assert history["events"][0]["version"] == 1
    lab = lab_on_event(floor.state, "100 - r", floor.state.league.events[1])
    assert [row.points for row in lab.rows] == [99, 98, 97, 96]
    assert "Week 1" in export_results(floor.state, None, None)


def test_an_unfinished_tournament_is_refused(floor: Floor) -> None:
    league_with_season(floor)
    event_id = floor.execute(CreateEvent(settings_for(name="Friday", tables=1))).group
    floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Bob", "Cy"))))
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy")))
    with pytest.raises(FloorError) as info:
        floor.execute(RecordLeaguePoints(None, event_id))
    assert info.value.code == "not_finished"
    assert "2 entries have no place yet" in info.value.message


def test_house_a16_and_first_entry_only(floor: Floor) -> None:
    league_with_season(floor, formula="n - r + 1", unsigned="forfeit", entries="first")
    event_id = floor.execute(
        CreateEvent(
            settings_for(name="Week 2", rulebook="roberts-v6-league", tables=1, max_reentries=1)
        )
    ).group
    floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Bob", "Cy"))))
    floor.execute(
        BustPlayers(event_id, entries_of(floor, event_id, "Ann"))
    )  # Ann's first entry: 3rd of 3 so far
    floor.execute(SignOut(event_id, entry_of(floor, event_id, "Ann")))
    floor.execute(ReEnter(event_id, player_of(floor, "Ann")))
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy")))  # no sign-out
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Bob")))
    result = tournament_result(floor.state, event_id)
    assert (result.entries, result.players) == (4, 3)
    floor.execute(AssignEvent(None, None, event_id, day="2026-03-10"))
    floor.execute(RecordLeaguePoints(None, event_id))
    scores = {s.player_id: s for s in floor.state.league.events[1].scores}
    ann, bob, cy = (floor.state.players[i] for i in (1, 2, 3))
    assert scores[ann.id].points == 1  # first entry (4th of 4), though her second won
    assert "first of 2 entries counts (entry 1)" in scores[ann.id].note
    assert scores[cy.id].points == 0 and "did not sign out" in scores[cy.id].note
    assert scores[bob.id].points == 0  # Bob did not sign out either
    assert floor.state.league.events[1].date == "2026-03-10"


def test_adjustments_and_closed_seasons(floor: Floor) -> None:
    league_with_season(floor)
    floor.execute(ImportLeagueResults(None, CSV, source="old.csv"))
    done = floor.execute(
        AdjustPoints(None, None, player_of(floor, "Bob"), -2.5, "late to the table")
    )
    assert done.label == "Penalty -2.5 for Bob (late to the table)"
    rows = standings_view(floor.state, None, "2025").rows
    assert [r.total for r in rows] == [3.0, 1.0, -0.5]  # Ann, Cy, then Bob
    floor.execute(CloseSeason(None, "2025"))
    with pytest.raises(FloorError) as info:
        floor.execute(AdjustPoints(None, "2025", player_of(floor, "Bob"), 5, "bonus"))
    assert info.value.code == "season_closed"
    floor.execute(CloseSeason(None, "2025", closed=False))
    floor.execute(AdjustPoints(None, "2025", player_of(floor, "Bob"), 5, "bonus"))


def test_import_is_one_action_or_none(floor: Floor) -> None:
    floor.execute(CreateLeague("Tuesday League"))
    before = floor.journal()
    with pytest.raises(FloorError) as info:
        floor.execute(ImportLeagueResults(None, CSV + "2025,Week 1,2025-01-07,Di,9\n"))
    assert info.value.details["rejected"] == [
        {"line": 2, "reason": "event Week 1 (lines 2-5): Place 9 is outside 1 to 4", "text": ""}
    ]
    assert floor.journal() == before and floor.state.players == {}
    done = floor.execute(ImportLeagueResults(None, CSV, source="old.csv"))
    assert done.label == "Import 1 event into Tuesday League from old.csv"
    assert len(floor.state.players) == 3
    floor.undo(league_scope(1))  # players added by the import go with it
    assert floor.state.players == {} and floor.state.league.events == {}


def test_a_tournaments_league_actions_are_in_its_own_undo_order(floor: Floor) -> None:
    """Putting a tournament in a season and recording its points are actions on that
    tournament: its undo takes them back, newest first, before the last bust, and
    the league never refers to a tournament taken back."""
    league_with_season(floor)
    event_id = play_tournament(floor)
    scope = event_scope(event_id)
    floor.execute(AssignEvent(None, None, event_id, venue=None))
    recorded = floor.execute(RecordLeaguePoints(None, event_id))
    assert recorded.entries[0].scope == scope
    assert floor.undo_label(scope) == "Record league points of Week 1 (season 2026)"
    assert floor.undo_label(league_scope(1)) == "Add season 2026 to Tuesday League"

    floor.undo(scope)  # the points, not the bust
    assert not floor.state.league.events_of(1)[0].played
    assert tournament_winner(floor.state, event_id) is not None
    assert floor.undo_label(scope) == "Put Week 1 in season 2026"
    floor.undo(scope)
    assert floor.state.league.events_of(1) == []
    bust = floor.undo_label(scope)
    assert bust is not None and bust.startswith("Bust")
    floor.redo(scope)
    floor.redo(scope)
    assert floor.state.league.events_of(1)[0].played
    assert replay(floor.journal()) == floor.state


def test_weekly_tournaments_with_one_name_get_the_day(floor: Floor, clock: FakeClock) -> None:
    league_with_season(floor)
    first = floor.execute(CreateEvent(settings_for(name="Tuesday League"))).group
    clock.advance(7 * 24 * 3600)
    second = floor.execute(CreateEvent(settings_for(name="Tuesday League"))).group
    floor.execute(AssignEvent(None, None, first))
    floor.execute(AssignEvent(None, None, second))
    assert [e.name for e in floor.state.league.events_of(1)] == [
        "Tuesday League",
        "Tuesday League (2026-12-06)",
    ]
    with pytest.raises(FloorError) as info:
        floor.execute(AssignEvent(None, None, first))
    assert info.value.code == "already_assigned"
