"""App: sign-ups from phones and lists wait at the desk until confirmed (issue 27, item 3).

The issue: "the entry waits in a *pending* list at the desk until the director takes
the money and confirms it with one key (nothing enters the field or the pool before
that)" and "Sold out: pending players become numbered alternates".
"""

from __future__ import annotations

import pytest
from tests.support import FakeClock

from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.commands.players import AddPlayer
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.sign_ups import (
    ConfirmSignUp,
    ImportSignUps,
    ReceiveSignUp,
    RejectSignUp,
)
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary
from floortool.app.views.payouts import prize_view
from floortool.app.views.sign_ups import pending_rows, sign_up_status
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.registration.sign_ups import require_pending
from floortool.domain.tournament.event import settings_for

HUNDRED = 100_00


def _floor(db_url: str, clock: FakeClock, **settings: object) -> tuple[Floor, int]:
    floor = Floor.open(db_url, operator="td", clock=clock)
    made = settings_for(name="Friday", buy_in=HUNDRED, sign_up="open", **settings)
    return floor, floor.execute(CreateEvent(made)).group


def test_nothing_enters_the_field_or_pool_before_confirmation(
    db_url: str, clock: FakeClock
) -> None:
    """ "nothing enters the field or the pool before that": a pending sign-up counts in
    neither; confirming it registers one entry and its buy-in; undo puts it back."""
    floor, event_id = _floor(db_url, clock, tables=2, seats=9)
    floor.execute(ReceiveSignUp(event_id, "Ann Archer", "M-7"))
    assert [row.name for row in pending_rows(floor.state, event_id)] == ["Ann Archer"]
    assert field_summary(floor.state, event_id).total_entries == 0
    assert prize_view(floor.state, event_id).pool.total_cents == 0

    number = require_pending(floor.state, event_id, " ann  ARCHER").id  # as the CLI reads it
    floor.execute(ConfirmSignUp(event_id, number))
    assert pending_rows(floor.state, event_id) == []
    assert field_summary(floor.state, event_id).total_entries == 1
    assert prize_view(floor.state, event_id).pool.total_cents == HUNDRED
    status = sign_up_status(floor.state, event_id, 1)
    assert status is not None and status.status == "confirmed" and status.seat is not None
    player = next(iter(floor.state.players.values()))
    assert (player.name, player.membership) == ("Ann Archer", "M-7")

    floor.undo(event_scope(event_id))
    assert [row.name for row in pending_rows(floor.state, event_id)] == ["Ann Archer"]
    assert field_summary(floor.state, event_id).total_entries == 0
    assert not floor.state.players
    floor.undo(event_scope(event_id))
    assert pending_rows(floor.state, event_id) == []
    floor.close()


def test_a_rejected_sign_up_leaves_the_list(db_url: str, clock: FakeClock) -> None:
    floor, event_id = _floor(db_url, clock)
    floor.execute(ReceiveSignUp(event_id, "Joke Name"))
    floor.execute(RejectSignUp(event_id, 1))
    assert pending_rows(floor.state, event_id) == []
    status = sign_up_status(floor.state, event_id, 1)
    assert status is not None and status.status == "rejected"
    floor.close()


def test_sold_out_pending_players_are_numbered_alternates(db_url: str, clock: FakeClock) -> None:
    """ "Sold out: pending players become numbered alternates": with one table of two
    seats and one seat taken, the first pending player has a seat waiting and the next
    two are alternates 1 and 2; an alternate already waiting is ahead of them."""
    floor, event_id = _floor(db_url, clock, tables=1, seats=2)
    floor.execute(RegisterEntry(event_id, newcomers(("Seated",))))
    for name in ("First", "Second", "Third"):
        floor.execute(ReceiveSignUp(event_id, name))
    rows = pending_rows(floor.state, event_id)
    assert [(r.name, r.alternate) for r in rows] == [("First", None), ("Second", 1), ("Third", 2)]
    floor.execute(RegisterEntry(event_id, newcomers(("Walked", "In"))))  # one seat, one waits
    rows = pending_rows(floor.state, event_id)
    assert [(r.name, r.alternate) for r in rows] == [("First", 2), ("Second", 3), ("Third", 4)]
    floor.execute(ConfirmSignUp(event_id, 1))
    status = sign_up_status(floor.state, event_id, 1)
    assert status is not None and (status.status, status.alternate) == ("confirmed", 2)
    floor.close()


def test_phone_sign_up_guards(db_url: str, clock: FakeClock) -> None:
    """Closed sign-up, a full list and a name already pending are refused."""
    floor, event_id = _floor(db_url, clock, sign_up_cap=2)
    floor.execute(ReceiveSignUp(event_id, "One"))
    with pytest.raises(FloorError) as twice:
        floor.execute(ReceiveSignUp(event_id, " one "))
    assert twice.value.code == "already_pending"
    floor.execute(ReceiveSignUp(event_id, "Two"))
    with pytest.raises(FloorError) as full:
        floor.execute(ReceiveSignUp(event_id, "Three"))
    assert full.value.code == "sign_up_full"
    floor.execute(UpdateEvent(event_id, {"sign_up": "closed"}))
    floor.execute(RejectSignUp(event_id, 2))
    with pytest.raises(FloorError) as closed:
        floor.execute(ReceiveSignUp(event_id, "Four"))
    assert closed.value.code == "sign_up_closed"
    floor.close()


def test_a_sign_up_name_is_checked_like_every_player_name(db_url: str, clock: FakeClock) -> None:
    floor, event_id = _floor(db_url, clock)
    for bad, why in (
        ("Bad\x07name", "control character"),
        ("#12", "cannot start with '#'"),
        ("x" * 121, "longer than 120"),
        ("  ", "needs a name"),
    ):
        with pytest.raises(FloorError) as refused:
            floor.execute(ReceiveSignUp(event_id, bad))
        assert why in refused.value.message
    assert pending_rows(floor.state, event_id) == []
    floor.close()


def test_a_list_is_imported_whole_or_not_at_all(db_url: str, clock: FakeClock) -> None:
    """A strict reader: any bad row refuses the file, naming each bad line."""
    floor, event_id = _floor(db_url, clock)
    floor.execute(ReceiveSignUp(event_id, "Ann"))
    bad = "Name,Membership\nBo,M1\nann,\n,M3\nCy,M4\nBo,\n"
    with pytest.raises(FloorError) as refused:
        floor.execute(ImportSignUps(event_id, bad))
    message = refused.value.message
    assert "line 3: ann is on the sign-up list already" in message
    assert "line 4: The player needs a name" in message
    assert "line 6: Bo is named on line 2 already" in message
    assert [r["line"] for r in refused.value.details["rejected"]] == [3, 4, 6]
    assert len(pending_rows(floor.state, event_id)) == 1

    floor.execute(ImportSignUps(event_id, "name,membership,phone\nBo,M1,555\nCy,,\n"))
    rows = pending_rows(floor.state, event_id)
    assert [(r.name, r.membership, r.source) for r in rows] == [
        ("Ann", "", "phone"),
        ("Bo", "M1", "list"),
        ("Cy", "", "list"),
    ]
    floor.close()


def test_a_sign_up_of_a_name_two_players_share_is_refused_saying_what_to_do(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = _floor(db_url, clock)
    floor.execute(AddPlayer("Ann Lee", membership="M-1"))
    floor.execute(AddPlayer("Ann Lee", membership="M-2"))
    floor.execute(ReceiveSignUp(event_id, "Ann Lee"))
    with pytest.raises(FloorError) as refused:
        floor.execute(ConfirmSignUp(event_id, 1))
    assert refused.value.code == "ambiguous_player"
    assert refused.value.message == (
        "2 players are called Ann Lee, so this sign-up cannot say which: remove it from "
        "the list and register the player at the desk by number."
    )
    floor.execute(ReceiveSignUp(event_id, "Bo", "M-2"))  # a number says who
    floor.execute(ConfirmSignUp(event_id, 2))
    entry = next(iter(floor.state.entries[event_id].values()))
    assert floor.state.players[entry.player_id].membership == "M-2"
    floor.close()


def test_a_sign_up_no_longer_pending_is_neither_confirmed_nor_removed(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = _floor(db_url, clock)
    floor.execute(ReceiveSignUp(event_id, "Once"))
    floor.execute(RejectSignUp(event_id, 1))
    for command in (
        ConfirmSignUp(event_id, 1),
        RejectSignUp(event_id, 1),
        RejectSignUp(event_id, 9),
    ):
        with pytest.raises(FloorError, match="is not waiting on the list"):
            floor.execute(command)
    with pytest.raises(FloorError, match="Nobody called Once is waiting"):
        require_pending(floor.state, event_id, "Once")
    floor.close()
