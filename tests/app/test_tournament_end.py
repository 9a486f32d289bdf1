"""App: the end of the night — the last bust leaves one player, and everything stops.

League rule 3: "On-time players start with equal chips; blinds rise on
schedule; play to a single winner." League rule 19 (TDA alike): "Play
continues until one player has all the chips." So the bust that leaves one
player ends the tournament: the clock stops (journalled in the bust's own
group, so a restart and every station agree), the event is marked finished
with its winner, the clock cannot be started again, and the one undo that
takes the bust back reopens all of it.
"""

from __future__ import annotations

import pytest
from tests.support import FakeClock, entries_of

from floortool.app.commands.clock import PauseClock, ResumeClock, StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.hands import StartHandForHand, StopHandForHand
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.languages import catalogue
from floortool.app.views.clock import clock_view
from floortool.app.views.events import list_events
from floortool.app.views.final_standings import final_standings
from floortool.app.views.results import results_view
from floortool.cli.main import main
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.tournament.event import settings_for

NAMES = ("Ann", "Bob", "Cy")


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Floor:
    return Floor.open(db_url, operator="td", clock=clock)


def league_night(floor: Floor) -> int:
    """A league event of three players, clock running."""
    settings = settings_for(name="Friday", rulebook="roberts-v6-league", tables=1)
    event_id = floor.execute(CreateEvent(settings)).group
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    floor.execute(StartClock(event_id))
    return event_id


def clock_state(floor: Floor, event_id: int) -> tuple[str, float]:
    view = clock_view(floor.state, event_id, floor.clock())
    assert view is not None
    return view.state, view.remaining


def finished(floor: Floor, event_id: int) -> bool:
    return next(e for e in list_events(floor.state) if e.info.id == event_id).finished


def test_the_last_bust_stops_the_clock_and_finishes_the_event(
    floor: Floor, clock: FakeClock, db_url: str
) -> None:
    event_id = league_night(floor)
    clock.advance(60)
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy")))
    assert clock_state(floor, event_id)[0] == "running"  # two left: play on
    assert not finished(floor, event_id)
    clock.advance(60)
    done = floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Bob")))
    assert done.label.endswith("; Ann wins")
    kinds = [entry.kind for entry in done.entries]
    assert kinds[0] == "entry_busted" and kinds[-1] == "clock_paused"  # one group
    state, left = clock_state(floor, event_id)
    clock.advance(600)
    assert clock_state(floor, event_id) == (state, left) == ("finished", pytest.approx(1080))
    summary = next(e for e in list_events(floor.state) if e.info.id == event_id)
    assert (summary.finished, str(summary.status_text)) == (True, "Finished · won by Ann")
    places = {r.player: r.places for r in results_view(floor.state, event_id).results}
    assert places == {"Ann": (1,), "Bob": (2,), "Cy": (3,)}
    # A restart reads the same stopped clock from the journal.
    reopened = Floor.open(db_url, operator="td", clock=clock)
    assert clock_state(reopened, event_id) == ("finished", pytest.approx(1080))


def test_the_clock_cannot_run_again_until_the_last_bust_is_undone(floor: Floor) -> None:
    event_id = league_night(floor)
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy", "Bob"), (900, 100)))
    for command in (ResumeClock(event_id), StartClock(event_id)):
        with pytest.raises(FloorError, match="The tournament is over: Ann won") as refused:
            floor.execute(command)
        assert refused.value.code == "tournament_over"
    assert clock_state(floor, event_id)[0] == "finished"


def test_one_undo_takes_back_the_bust_the_clock_stop_and_the_finish(
    floor: Floor, clock: FakeClock
) -> None:
    event_id = league_night(floor)
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy")))
    clock.advance(120)
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Bob")))
    clock.advance(300)
    floor.undo(event_scope(event_id))
    # The clock never stopped: it shows the time played since the start.
    assert clock_state(floor, event_id) == ("running", pytest.approx(1200 - 420))
    assert not finished(floor, event_id)
    assert results_view(floor.state, event_id).remaining == 2
    floor.execute(PauseClock(event_id))  # the clock answers as a running one does


def test_a_clock_paused_at_the_last_bust_stays_paused_and_reads_finished(floor: Floor) -> None:
    event_id = league_night(floor)
    floor.execute(PauseClock(event_id))
    done = floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy", "Bob"), (9, 1)))
    assert [entry.kind for entry in done.entries].count("clock_paused") == 0
    assert clock_state(floor, event_id)[0] == "finished"


def test_event_list_marks_the_finished_event_and_keeps_its_json(
    floor: Floor, db_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    event_id = league_night(floor)
    assert main(["--db", db_url, "--json", "event", "list"]) == 0
    before = capsys.readouterr().out
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy", "Bob"), (9, 1)))
    assert main(["--db", db_url, "event", "list"]) == 0
    assert "Friday  (roberts-v6-league)  Finished · won by Ann" in capsys.readouterr().out
    assert main(["--db", db_url, "--json", "event", "list"]) == 0
    assert capsys.readouterr().out == before  # cli.md's JSON has no field for it
    assert main(["--db", db_url, "--json", "clock", "status"]) == 0
    assert '"state": "finished"' in capsys.readouterr().out


def test_stopping_hand_for_hand_after_the_last_bust_leaves_the_clock_stopped(
    floor: Floor, clock: FakeClock
) -> None:
    """TDA 2024 RP-8 holds the clock during hand-for-hand play; once the last bust has
    left one player, stopping hand-for-hand must not set it running again. Hand-for-hand
    needs two tables dealing: four players on two tables of two, three out on one hand."""
    settings = settings_for(name="Friday", rulebook="roberts-v6-league", tables=2, seats=2)
    event_id = floor.execute(CreateEvent(settings)).group
    floor.execute(RegisterEntry(event_id, newcomers((*NAMES, "Dee"))))
    floor.execute(StartClock(event_id))
    floor.execute(StartHandForHand(event_id, seconds_per_hand=120))
    out = entries_of(floor, event_id, "Cy", "Bob", "Dee")
    floor.execute(BustPlayers(event_id, out, (9, 5, 1)))
    done = floor.execute(StopHandForHand(event_id))
    assert "clock_resumed" not in [entry.kind for entry in done.entries]
    clock.advance(300)
    view = clock_view(floor.state, event_id, floor.clock())
    assert view is not None and view.state == "finished"
    floor.undo(event_scope(event_id))  # without the bust the clock is held again
    floor.undo(event_scope(event_id))
    assert clock_state(floor, event_id)[0] == "paused"


def test_no_bust_once_the_night_is_over_nor_one_that_leaves_nobody(floor: Floor) -> None:
    """League rule 19: "Play continues until one player has all the chips": somebody
    always holds them, so a bust can neither follow the last one nor take everyone."""
    event_id = league_night(floor)
    with pytest.raises(FloorError, match="Someone wins the chips of this hand"):
        floor.execute(BustPlayers(event_id, entries_of(floor, event_id, *NAMES), (3, 2, 1)))
    assert results_view(floor.state, event_id).remaining == 3  # nothing changed
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy", "Bob"), (9, 1)))
    with pytest.raises(FloorError, match="To record another bust, undo the last bust first"):
        floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Ann")))


def test_final_standings_list_the_places_from_the_winner_once_the_night_is_over(
    floor: Floor,
) -> None:
    """How the night ended, for the room: nothing while it is played; then 1st, 2nd,
    3rd with their prizes (the places that pay, and at least the top three)."""
    event_id = league_night(floor)
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy")))
    assert final_standings(floor.state, event_id) is None
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Bob")))
    standings = final_standings(floor.state, event_id)
    assert standings is not None
    pays = {r.player: r.prize_cents for r in results_view(floor.state, event_id).results}
    assert [(p.place_text, p.player, p.prize_cents) for p in standings.places] == [
        ("1st", "Ann", pays["Ann"]),
        ("2nd", "Bob", pays["Bob"]),
        ("3rd", "Cy", pays["Cy"]),
    ]
    assert (standings.event_name, standings.field, standings.winner.player) == ("Friday", 3, "Ann")


def test_the_winner_is_named_by_the_clock_and_given_the_level_the_night_ended_in(
    floor: Floor, clock: FakeClock
) -> None:
    """League rule 19: "Play continues until one player has all the chips": the bust
    that leaves Ann alone ends the night in level 2, so the clock names her and her
    results row gives level 2 (she never busted); taking the bust back forgets both."""
    event_id = league_night(floor)
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy")))
    clock.advance(20 * 60 + 30)  # into level 2
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Bob")))
    view = clock_view(floor.state, event_id, floor.clock())
    assert view is not None and (view.winner, view.row.level) == ("Ann", 2)
    levels = {r.player: r.level for r in results_view(floor.state, event_id).results}
    assert levels == {"Ann": 2, "Bob": 2, "Cy": 1}

    floor.undo(event_scope(event_id))
    view = clock_view(floor.state, event_id, floor.clock())
    assert view is not None and view.winner == ""
    assert (
        results_view(floor.state, event_id).row(entries_of(floor, event_id, "Ann")[0]).level is None
    )


def test_a_satellite_ends_when_the_players_left_equal_the_seats(floor: Floor) -> None:
    """Pensacola Greyhound Track, 3-player satellite rules, rule 6: "Once one player
    is eliminated the remaining two players will each receive a $180 entry into the
    main event." Three players at 60.00 for seats of 90.00: two seats, so the first
    bust ends it, stops the clock, and the event is finished, won by the other two."""
    settings = settings_for(name="Sat", tables=1, buy_in=6_000, satellite_seat=9_000)
    event_id = floor.execute(CreateEvent(settings)).group
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    floor.execute(StartClock(event_id))
    done = floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy")))
    assert [entry.kind for entry in done.entries][-1] == "clock_paused"
    assert done.label.endswith("; seats to Ann and Bob")
    assert clock_state(floor, event_id)[0] == "finished"
    summary = next(e for e in list_events(floor.state) if e.info.id == event_id)
    assert str(summary.status_text) == "Finished · won by Ann and Bob"
    with pytest.raises(FloorError, match="The satellite is over: 2 players won a seat"):
        floor.execute(ResumeClock(event_id))


def test_the_refusal_once_the_night_is_over_names_the_action_in_german(floor: Floor) -> None:
    """League rule 19: "Play continues until one player has all the chips"; once one
    has, starting the clock or recording a bust is refused, the action named in the
    reader's language (issue 30: "Every string a person reads [...] goes through one
    translation mechanism"), the English message kept for scripts."""
    event_id = league_night(floor)
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy", "Bob"), (9, 1)))
    german = catalogue("de").say
    with pytest.raises(FloorError) as bust:
        floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Ann")))
    assert bust.value.message == (
        "The tournament is over: Ann won. To record another bust, undo the last bust first."
    )
    assert bust.value.said(german) == (
        "Das Turnier ist vorbei: Ann hat gewonnen. Um ein weiteres Ausscheiden zu erfassen, "
        "machen Sie zuerst das letzte Ausscheiden rückgängig."
    )
    with pytest.raises(FloorError) as start:
        floor.execute(StartClock(event_id))
    assert "Um die Uhr zu starten, machen Sie" in start.value.said(german)
