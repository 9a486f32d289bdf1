"""App: the member record (issue 27, item 1) through the Floor — dues, bars, notes,
first seen and events played; the league rule "points need paid-up dues"; and a
merge of two records of one person with results, points and history following,
journalled and undone exactly."""

from __future__ import annotations

import pytest
from tests.support import FakeClock, entries_of, entry_of, player_of

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.league import (
    AddSeason,
    AdjustPoints,
    CreateLeague,
    ImportLeagueResults,
    RecordLeaguePoints,
)
from floortool.app.commands.players import AddPlayer, MergePlayers, UpdatePlayer
from floortool.app.commands.registration import RegisterEntry
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views.league import history_view, standings_view
from floortool.app.views.players import member_record
from floortool.domain.fold.replay import replay
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import GLOBAL_SCOPE
from floortool.domain.tournament.event import settings_for

#: The fake clock's day is 2026-11-29: these dues have run out, those have not.
EXPIRED, PAID = "2026-10-31", "2027-10-31"


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Floor:
    return Floor.open(db_url, operator="td", clock=clock)


def night(floor: Floor, name: str, players: tuple[int, ...]) -> int:
    """A league night of ``players`` (ids) in the newest season, played to the end in
    the order given (the first wins) and recorded; the event's id."""
    event_id = floor.execute(
        CreateEvent(settings_for(name=name, rulebook="roberts-v6-league", buy_in=2000, tables=1))
    ).group
    floor.execute(RegisterEntry(event_id, players))
    names = [floor.state.players[p].name for p in players]
    for loser in reversed(names[1:]):
        floor.execute(
            BustPlayers(
                event_id, entries_of(floor, event_id, loser), by=entry_of(floor, event_id, names[0])
            )
        )
    floor.execute(RecordLeaguePoints(None, event_id))
    return event_id


def test_a_member_record_holds_dues_bar_notes_and_what_the_journal_says(floor: Floor) -> None:
    done = floor.execute(
        AddPlayer("Ann Lee", membership="M-104", dues_until=EXPIRED, notes="prefers seat 1")
    )
    assert done.label == "Add player Ann Lee"
    ann = player_of(floor, "Ann Lee")
    record = member_record(floor.state, ann, floor.clock())
    assert (record.first_seen, record.events_played, record.expired) == ("", 0, True)

    assert floor.execute(UpdatePlayer(ann, {"barred": "abuse of staff"})).label == (
        "Bar Ann Lee (abuse of staff)"
    )
    assert floor.execute(UpdatePlayer(ann, {"barred": ""})).label == "Lift the bar on Ann Lee"
    done = floor.execute(UpdatePlayer(ann, {"dues_until": PAID}))
    assert done.label == "Change dues date of Ann Lee"
    assert not member_record(floor.state, ann, floor.clock()).expired
    for bad in ({"dues_until": "31/12/2026"}, {"notes": "x" * 1001}, {"barred": "a\x07"}):
        with pytest.raises(FloorError) as refused:
            floor.execute(UpdatePlayer(ann, bad))
        assert refused.value.code == "invalid_input", bad

    floor.execute(AddPlayer("Bo Chan", membership="M-105", dues_until=PAID))
    floor.execute(CreateLeague("Tuesday League"))
    floor.execute(AddSeason(None, "2026", {}))
    night(floor, "Week 1", (ann, player_of(floor, "Bo Chan")))
    record = member_record(floor.state, ann, floor.clock())
    assert (record.first_seen, record.events_played) == ("2026-11-29", 1)


def test_points_need_paid_up_dues_withholds_and_says_so(floor: Floor) -> None:
    """The rule: "points need paid-up dues: none for a player whose dues ran out
    before the event, or who has none recorded". Three players under the linear
    formula (n - r + 1) with 1 attendance point: Ann (paid) wins, 3 + 1 = 4; Bo
    (dues ran out) would have 2 + 1 = 3 and gets 0, 3 withheld; Cy (none recorded)
    would have 1 + 1 = 2 and gets 0, 2 withheld."""
    floor.execute(AddPlayer("Ann", membership="M-1", dues_until=PAID))
    floor.execute(AddPlayer("Bo", membership="M-2", dues_until=EXPIRED))
    floor.execute(AddPlayer("Cy"))
    floor.execute(CreateLeague("Tuesday League"))
    floor.execute(AddSeason(None, "2026", {"dues": "paid-up", "attendance": 1}))
    night(floor, "Week 1", (1, 2, 3))

    rows = {r.player_id: r for r in standings_view(floor.state, None, None).rows}
    assert [(rows[p].total, rows[p].withheld) for p in (1, 2, 3)] == [(4, 0), (0, 3), (0, 2)]
    bo = history_view(floor.state, None, None, 2).rows[0].score
    assert bo.note == (f"dues paid until {EXPIRED}: 3 points withheld (points need paid-up dues)")
    cy = history_view(floor.state, None, None, 3).rows[0].score
    assert cy.note.startswith("no dues recorded: 2 points withheld")


def test_a_merge_carries_results_points_and_history_and_undo_restores_both(
    floor: Floor,
) -> None:
    """Ann Lee played week 1 as herself and week 2 under a second record ("Annie Lee",
    typed at another desk, with the later dues and a bar note of its own): merged,
    her season is both nights, her dues are the later date, and undoing the merge
    gives back both records, their entries and their points exactly."""
    floor.execute(AddPlayer("Ann Lee", membership="M-104", dues_until=EXPIRED, notes="seat 1"))
    floor.execute(AddPlayer("Annie Lee", dues_until=PAID, notes="cash only", contact="555"))
    floor.execute(AddPlayer("Bo Chan", membership="M-105"))
    floor.execute(CreateLeague("Tuesday League"))
    floor.execute(AddSeason(None, "2026", {}))
    first = night(floor, "Week 1", (1, 3))
    second = night(floor, "Week 2", (2, 3))
    floor.execute(AdjustPoints(None, None, 2, 5.0, "brought a new member"))
    before = replay(floor.journal())
    assert [r.total for r in standings_view(floor.state, None, None).rows] == [5 + 2, 2, 1 + 1]

    done = floor.execute(MergePlayers(1, 2))

    assert done.label == "Merge #2 Annie Lee into #1 Ann Lee (M-104)"
    ann = floor.state.players[1]
    assert 2 not in floor.state.players
    assert (ann.dues_until, ann.contact, ann.notes) == (PAID, "555", "seat 1 / cash only")
    assert [e.player_id for e in floor.state.entries[second].values()] == [1, 3]
    assert member_record(floor.state, 1, floor.clock()).events_played == 2
    rows = standings_view(floor.state, None, None).rows
    assert [(r.player_id, r.total, r.events, r.wins) for r in rows] == [
        (1, 2 + 2 + 5, 2, 2),
        (3, 2, 2, 0),
    ]
    assert [h.event.name for h in history_view(floor.state, None, None, 1).rows] == [
        "Week 1",
        "Week 2",
    ]
    assert floor.state == replay(floor.journal())

    floor.undo(GLOBAL_SCOPE)
    assert floor.state == before
    assert (
        floor.state.players[2].name == "Annie Lee" and floor.state.players[1].dues_until == EXPIRED
    )
    assert first in floor.state.entries


def test_a_merge_of_two_records_in_one_league_event_is_refused(floor: Floor) -> None:
    floor.execute(AddPlayer("Ann Lee", membership="M-104"))
    floor.execute(AddPlayer("Annie Lee"))
    floor.execute(CreateLeague("Tuesday League"))
    floor.execute(AddSeason(None, "2026", {}))
    rows = (
        "season,event,date,player,place",
        "2026,Old,2026-01-06,Ann Lee,1",
        "2026,Old,2026-01-06,Annie Lee,2",
    )
    floor.execute(ImportLeagueResults(None, "\n".join(rows) + "\n"))
    journal = floor.journal()
    with pytest.raises(FloorError) as refused:
        floor.execute(MergePlayers(1, 2))
    assert refused.value.code == "merge_conflict" and "league event Old" in refused.value.message
    assert floor.journal() == journal
