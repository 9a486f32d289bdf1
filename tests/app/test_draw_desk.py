"""App: what the window's seat draw and Seat rules dialog read (``views.draw_desk``):
whether a draw is possible and a redraw, and the pairs, locked players and players
to choose from, by id."""

from __future__ import annotations

from tests.app.test_seat_rules_commands import open_floor
from tests.support import FakeClock

from floortool.app.commands.clock import StartClock
from floortool.app.commands.players import AddPlayer
from floortool.app.commands.registration import NewPlayer, RegisterEntry, newcomers
from floortool.app.commands.seat_rules import KeepApart, LockSeat
from floortool.app.commands.seating import RedrawFinalTable
from floortool.app.views.draw_desk import DrawOffer, draw_offer, seat_rule_rows
from floortool.domain.seating.seats import seating_of

#: TDA 2024 Rule 7: "Tournament and satellite seats will be randomly assigned."
RULE_7 = "TDA 2024 Rule 7"


def test_the_offer_counts_the_seated_the_waiting_and_the_locked(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = open_floor(db_url, clock, tables=1, seats=4)
    assert draw_offer(floor.state, event_id, clock()) == DrawOffer(0, 0, 0, False, False, RULE_7)
    assert not draw_offer(floor.state, event_id, clock()).possible

    floor.execute(RegisterEntry(event_id, newcomers(("A", "B", "C", "D", "E", "F"))))
    locked = min(seating_of(floor.state, event_id).where)
    floor.execute(LockSeat(event_id, locked))
    offer = draw_offer(floor.state, event_id, clock())

    assert offer == DrawOffer(
        seated=3, waiting=2, locked=1, started=False, final_table=False, rule=RULE_7
    )
    assert offer.possible and offer.redraw

    floor.execute(StartClock(event_id))
    assert draw_offer(floor.state, event_id, clock()).started
    floor.close()


def test_no_draw_once_the_final_table_is_drawn(db_url: str, clock: FakeClock) -> None:
    floor, event_id = open_floor(db_url, clock, tables=2, seats=9)
    floor.execute(RegisterEntry(event_id, newcomers(tuple(f"P{n}" for n in range(9)))))
    floor.execute(RedrawFinalTable(event_id))

    offer = draw_offer(floor.state, event_id, clock())

    assert offer.final_table and not offer.possible
    floor.close()


def test_the_rows_name_players_by_id_and_tell_namesakes_apart(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = open_floor(db_url, clock, tables=2, seats=9)
    for membership in ("M-1", "M-2"):
        floor.execute(AddPlayer("Ann Lee", membership=membership))
    first, second = sorted(p.id for p in floor.state.players.values())
    floor.execute(KeepApart(event_id, first, second))
    floor.execute(RegisterEntry(event_id, (first, second, NewPlayer("Bo"))))
    seated = seating_of(floor.state, event_id)
    bo_entry = next(e for e, p in seated.players.items() if p not in (first, second))
    floor.execute(LockSeat(event_id, bo_entry))

    rows = seat_rule_rows(floor.state, event_id)

    assert [(pair.first, pair.second, pair.names) for pair in rows.apart] == [
        (first, second, "Ann Lee and Ann Lee")
    ]
    assert not rows.apart[0].same_table  # late seats kept them apart: table 2 had room
    table, seat = seated.where[bo_entry]
    assert [(lock.entry, lock.name, lock.table, lock.seat) for lock in rows.locked] == [
        (bo_entry, "Bo", table, seat)
    ]
    labels = {choice.player_id: str(choice.label) for choice in rows.players}
    assert labels[first].endswith(f"(player {first}, membership M-1)")
    assert labels[second].endswith(f"(player {second}, membership M-2)")
    assert labels[first].startswith("Ann Lee \u2014 table ")
    assert "(player" not in next(v for k, v in labels.items() if k not in (first, second))
    floor.close()
