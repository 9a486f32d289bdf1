"""App: hand reports and hand-for-hand play through the Floor, on every backend.

Three tables of 9 are filled by registration. A hand report moves the
table's button and is undoable. Hand-for-hand play holds the clock from the
announcement; each hand finished at every table takes two minutes off it
(TDA 2024 RP-8-C) however long the hand took, and the next hand is dealt;
stopping lets the clock run again. Halts are recorded in the groups that
begin or end them and shown with their time.
"""

from __future__ import annotations

from tests.app.test_seating_commands import bust, full_room, refused
from tests.support import FakeClock, buttons

from floortool.app.commands.clock import StartClock
from floortool.app.commands.hands import (
    DealNextHand,
    FinishHand,
    StartHandForHand,
    StopHandForHand,
)
from floortool.app.commands.seating import ApplyBalance, RedrawFinalTable, SetButton
from floortool.app.floor import Floor
from floortool.app.views.clock import clock_view
from floortool.app.views.hands import hand_for_hand_view, hand_report_view
from floortool.app.views.seating import seating_view
from floortool.domain.fold.replay import replay
from floortool.domain.kernel.journal import event_scope
from floortool.domain.seating.hand_for_hand import hand_for_hand_hand


def remaining(floor: Floor, event_id: int, clock: FakeClock) -> float:
    view = clock_view(floor.state, event_id, clock())
    assert view is not None
    return view.remaining


def kinds(floor: Floor, group: int) -> list[str]:
    return [e.kind for e in floor.journal() if e.group == group]


def test_hand_report_moves_the_button_and_undoes(db_url: str, clock: FakeClock) -> None:
    floor, event_id = full_room(db_url, clock)
    floor.execute(SetButton(event_id, 2, 9))
    done = floor.execute(FinishHand(event_id, 2))
    assert done.label == "Hand finished at table 2: button to seat 1"
    assert kinds(floor, done.group) == ["hand_finished"]  # the blinds it posted: 1 and 2
    report = hand_report_view(floor.state, done.entries)
    assert (report.button, report.small_blind, report.big_blind) == (1, 2, 3)
    assert report.hand_for_hand_hand is None and report.dealt is None

    floor.undo(event_scope(event_id))
    assert buttons(floor.state, event_id)[2] == 9
    assert floor.state == replay(floor.journal())
    refused(floor, FinishHand(event_id, 8), "unknown_table")


def test_hand_for_hand_holds_the_clock_and_charges_each_hand(db_url: str, clock: FakeClock) -> None:
    floor, event_id = full_room(db_url, clock)
    floor.execute(StartClock(event_id))
    clock.advance(300)
    start = floor.execute(StartHandForHand(event_id, 120))
    assert start.label == "Start hand-for-hand (2 min off the clock per hand, TDA 2024 RP-8)"
    assert kinds(floor, start.group) == ["hand_for_hand_started", "clock_paused"]
    status = hand_for_hand_view(floor.state, event_id, clock())
    assert status.on and status.hand == 1 and status.waiting == (1, 2, 3)
    assert status.clock is not None and status.clock.state == "paused"
    assert status.clock.hold_reason == "hand-for-hand"
    assert remaining(floor, event_id, clock) == 900

    clock.advance(250)  # a long hand: the held clock does not move
    floor.execute(FinishHand(event_id, 1))
    floor.execute(FinishHand(event_id, 3))
    assert remaining(floor, event_id, clock) == 900
    assert hand_for_hand_view(floor.state, event_id, clock()).waiting == (2,)
    refused(floor, StopHandForHand(event_id), "hand_in_progress")
    refused(floor, FinishHand(event_id, 3), "hand_reported")

    last = floor.execute(FinishHand(event_id, 2))
    assert last.label == (
        "Hand finished at table 2 (hand-for-hand hand 1): button unknown; "
        "every table has finished, hand-for-hand hand 2 deals, 2 min off the clock"
    )
    assert kinds(floor, last.group) == [
        "hand_finished",
        "hand_time_charged",
        "hand_for_hand_dealt",
    ]
    assert remaining(floor, event_id, clock) == 780
    assert hand_for_hand_hand(floor.state, event_id) == 2
    report = hand_report_view(floor.state, last.entries)
    assert (report.dealt, report.seconds_charged, report.waiting) == (2, 120, (1, 2, 3))

    floor.undo(event_scope(event_id))  # the last report, the charge and the deal go together
    assert hand_for_hand_hand(floor.state, event_id) == 1
    assert remaining(floor, event_id, clock) == 900
    assert hand_for_hand_view(floor.state, event_id, clock()).waiting == (2,)
    floor.redo(event_scope(event_id))
    assert remaining(floor, event_id, clock) == 780

    dealt = floor.execute(DealNextHand(event_id))
    assert dealt.label == (
        "Hand-for-hand hand 3 deals, 2 min off the clock (tables 1, 2, 3 had not reported)"
    )
    assert remaining(floor, event_id, clock) == 660

    stop = floor.execute(StopHandForHand(event_id))
    assert kinds(floor, stop.group) == ["hand_for_hand_stopped", "clock_resumed"]
    clock.advance(60)
    assert remaining(floor, event_id, clock) == 600
    assert hand_for_hand_view(floor.state, event_id, clock()).on is False
    assert floor.state == replay(floor.journal())


def test_halts_are_recorded_by_the_groups_that_begin_and_end_them(
    db_url: str, clock: FakeClock
) -> None:
    """TDA 2024 Rule 11-D: "Play will halt on tables 3 or more players short by elimination
    than the table with the most players once the blinds are impacted." Table 1 (button
    8, small blind 9, big blind 1) loses seats 2, 3 and 4: three short, but the next
    hand's blinds (9 and 1, then 1 and 5) have their players, so it plays on; its big
    blind (seat 5) busts in the next hand: a dead small blind, so it halts."""
    floor, event_id = full_room(db_url, clock)
    floor.execute(SetButton(event_id, 1, 8))
    floor.execute(SetButton(event_id, 2, 1))
    floor.execute(SetButton(event_id, 3, 4))
    bust(floor, event_id, 1, 2, 3, 4)  # table 1: 6 players, 3 short
    assert seating_view(floor.state, event_id).halted == ()
    floor.execute(FinishHand(event_id, 1))  # button 8, blinds 9 and 1 posted
    clock.advance(30)
    bust(floor, event_id, 1, 5)  # the big blind busts: the bust's own group halts it
    latest = floor.journal()[-1]
    assert (latest.kind, latest.data["table"]) == ("table_halted", 1)
    assert latest.data["rule"] == "TDA 2024 Rule 11-D"
    assert seating_view(floor.state, event_id).halted == (1,)
    table_1 = seating_view(floor.state, event_id).table(1)
    assert table_1 is not None and table_1.halted_since == clock().isoformat()
    clock.advance(30)
    report = hand_report_view(floor.state, floor.execute(FinishHand(event_id, 1)).entries)
    assert report.halted == ()  # already recorded

    balanced = floor.execute(ApplyBalance(event_id))
    assert kinds(floor, balanced.group)[-1] == "table_resumed"
    shown = seating_view(floor.state, event_id)
    assert shown.halted == () and all(t.halted_since is None for t in shown.tables)
    assert floor.state == replay(floor.journal())


def test_hand_for_hand_ends_by_itself_when_the_final_table_is_redrawn(
    db_url: str, clock: FakeClock
) -> None:
    """TDA 2024 RP-8 (rulebooks.md): "payout eligibility starts with the 'finish this
    hand, then hold' announcement ... at most 3 minutes per hand off the clock ... levels
    keep advancing at that rate": hand-for-hand keeps two or more tables on the same
    hand. No rule text names its end; with one table every hand is the same hand for
    everyone (the floor refuses to start it at one table for that reason), so the
    final table's redraw ends it in its own group and the clock runs again."""
    floor, event_id = full_room(db_url, clock)
    floor.execute(StartClock(event_id))
    for table in (1, 2, 3):
        bust(floor, event_id, table, 1, 2, 3, 4, 5, 6)  # 9 left, 3 at each table
    clock.advance(60)
    floor.execute(StartHandForHand(event_id, 120))
    held = remaining(floor, event_id, clock)
    assert hand_for_hand_view(floor.state, event_id, clock()).on

    final = floor.execute(RedrawFinalTable(event_id))
    assert final.label.endswith("; hand-for-hand ends: one table is left")
    assert kinds(floor, final.group)[-2:] == ["hand_for_hand_stopped", "clock_resumed"]
    status = hand_for_hand_view(floor.state, event_id, clock())
    assert status.on is False
    view = clock_view(floor.state, event_id, clock())
    assert view is not None and view.state == "running" and view.hold_reason == ""
    clock.advance(30)
    assert remaining(floor, event_id, clock) == held - 30  # the clock runs again

    floor.undo(event_scope(event_id))  # the redraw and the end go back together
    assert hand_for_hand_view(floor.state, event_id, clock()).on
    assert floor.state == replay(floor.journal())
