"""App: balancing that never waits — moves whose buttons are known are made while the
others wait, and a click on the player who is big blind next records the button and
makes the move in one group (one undo takes back both).

45 players at 5 tables of 9 (issue 15); two players bust at tables 1 and 2, so
tables 5 and 4 each give a player (TDA 2024 Rule 11-C: the highest-numbered of the
fullest tables).
"""

from __future__ import annotations

import random

import pytest
from tests.app.test_seating_commands import bust, name_at, refused
from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import FakeClock, buttons

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.seating import ApplyBalance, RecordBigBlindNext, SetButton
from floortool.app.floor import Floor
from floortool.app.languages import catalogue
from floortool.app.views.seating import balance_view
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import event_scope
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import settings_for


def friday_night(db_url: str, clock: FakeClock) -> tuple[Floor, int]:
    """45 players at 5 tables of 9, tables 1 and 2 down to 7; buttons of 1 and 2 known."""
    floor = Floor.open(db_url, operator="td", clock=clock, rng=random.Random(15))
    made = settings_for(name="Friday", tables=5, seats=9)
    event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    floor.execute(
        RegisterEntry(event_id, newcomers(tuple(f"Player {n:02d}" for n in range(1, 46))))
    )
    bust(floor, event_id, 1, 2, 3)
    bust(floor, event_id, 2, 2, 3)
    floor.execute(SetButton(event_id, 1, 9))  # SB 1, then seats 2 and 3 empty: worst 2
    floor.execute(SetButton(event_id, 2, 9))
    return floor, event_id


def test_waiting_moves_are_told_by_role_at_once(db_url: str, clock: FakeClock) -> None:
    """TDA 2024 Rule 11-A: "the player to be big blind next moves to the worst position".
    "Worst position is never the small blind": at table 1 (button 9, small blind 1) the
    empty seat 2 after the small blind makes the newcomer the big blind. Without the
    buttons of tables 5 and 4 both moves are still shown, by role."""
    floor, event_id = friday_night(db_url, clock)
    plan = balance_view(floor.state, event_id)
    assert plan.moves == () and plan.needs_button == (5, 4)
    assert [(w.source, w.target, w.seat, w.needs_button) for w in plan.waiting] == [
        (5, 1, 2, (5,)),
        (4, 2, 2, (4,)),
    ]
    assert str(plan.waiting[0].reason).startswith(
        "Table 5: the player who is big blind next → Table 1 seat 2, worst position"
    )


def test_known_moves_are_made_while_others_wait(db_url: str, clock: FakeClock) -> None:
    """Rule 11-A for table 4 (button 1: SB 2, BB 3) while table 5's button is unknown:
    table 4's move is made, table 5's waits."""
    floor, event_id = friday_night(db_url, clock)
    floor.execute(SetButton(event_id, 4, 1))
    mover = name_at(floor, event_id, 4, 3)
    plan = balance_view(floor.state, event_id)
    assert [(m.player, m.target.table) for m in plan.moves] == [(mover, 2)]
    assert [w.source for w in plan.waiting] == [5]
    floor.execute(ApplyBalance(event_id))
    assert seating_of(floor.state, event_id).tables[2].players == 8
    assert seating_of(floor.state, event_id).tables[1].players == 7
    left = balance_view(floor.state, event_id)
    assert left.moves == () and [w.source for w in left.waiting] == [5]
    refused(floor, ApplyBalance(event_id), "button_needed")


def test_the_big_blind_next_records_the_button_and_moves_in_one_group(
    db_url: str, clock: FakeClock
) -> None:
    """Seat 6 at table 5 is big blind next: 4 deals and 5 posts the small blind (Rule
    11-A's order), so the button is recorded at seat 4 and the player in seat 6 moves
    to table 1 seat 2, the worst position; one undo takes back the move and the button."""
    floor, event_id = friday_night(db_url, clock)
    mover = name_at(floor, event_id, 5, 6)
    done = floor.execute(RecordBigBlindNext(event_id, 5, 6))
    assert buttons(floor.state, event_id)[5] == 4
    assert name_at(floor, event_id, 1, 2) == mover
    assert {e.group for e in done.entries} == {done.group}
    assert done.label.endswith("table 5 seat 6 is big blind next")
    plan = balance_view(floor.state, event_id)
    assert plan.moves == () and [w.source for w in plan.waiting] == [4]
    floor.undo(event_scope(event_id))
    assert 5 not in buttons(floor.state, event_id)
    assert name_at(floor, event_id, 5, 6) == mover


def test_a_receiving_button_alone_is_recorded_and_moves_nothing(
    db_url: str, clock: FakeClock
) -> None:
    """With table 1's button unknown the worst position there is unknown (Rule 11-A):
    its big blind next records its button; table 5's move still waits for table 5's."""
    floor, event_id = friday_night(db_url, clock)
    floor.undo(event_scope(event_id))
    floor.undo(event_scope(event_id))  # the buttons of tables 2 and 1 again unknown
    assert balance_view(floor.state, event_id).waiting[0].needs_button == (5, 1)
    before = dict(seating_of(floor.state, event_id).tables[1].occupied)
    floor.execute(RecordBigBlindNext(event_id, 1, 4))
    assert buttons(floor.state, event_id) == {1: 9}
    assert seating_of(floor.state, event_id).tables[1].occupied == before


@pytest.mark.parametrize("seat", [2, 3])
def test_an_empty_seat_is_not_the_big_blind(db_url: str, clock: FakeClock, seat: int) -> None:
    floor, event_id = friday_night(db_url, clock)
    before = floor.journal()
    with pytest.raises(InvalidInput, match="click the player who is big blind next"):
        floor.execute(RecordBigBlindNext(event_id, 1, seat))
    assert floor.journal() == before


def test_the_plan_is_said_in_the_readers_language(db_url: str, clock: FakeClock) -> None:
    """The plan's sentence keeps its English ``message`` (``seating balance --json``) and
    is said in German where the window speaks German: the moves it holds back for a
    button, then, with every button known and the moves made, "balanced"."""
    floor, event_id = friday_night(db_url, clock)
    german = catalogue("de")
    plan = balance_view(floor.state, event_id)
    assert plan.message == str(plan.said) and plan.message.endswith(": enter it, or draw for it.")
    assert german.say(plan.said).endswith(": eintragen oder auslosen.")
    floor.execute(SetButton(event_id, 5, 9))
    floor.execute(SetButton(event_id, 4, 9))
    floor.execute(ApplyBalance(event_id))
    done = balance_view(floor.state, event_id)
    assert done.message == "The tables are balanced."
    assert german.say(done.said) == "Die Tische sind ausgeglichen."
