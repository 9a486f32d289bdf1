"""App/CLI: alternates and money (issue 17, fault item 8).

TDA 2024 Rule 8-A: "Alternates, players registering late, and re-entries will be
sold full stacks. They will randomly draw a seat and table by the same process and
from the same seat pool then in place for new players". The stack is sold with the
seat, so an alternate's buy-in is taken when the alternate is seated: until then it
is due (recorded on the entry, shown as "taken when seated") and in neither the
field nor the prize pool; the desk, the field and the pool say the same.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from tests.support import FakeClock, entries_of

from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.resources import load_template
from floortool.app.views.field import field_summary
from floortool.app.views.payouts import prize_view
from floortool.cli.main import run
from floortool.domain.kernel.journal import event_scope
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import settings_for

HUNDRED = 100_00  # cents


def test_alternates_buy_ins_are_taken_when_seated(db_url: str, clock: FakeClock) -> None:
    """Four paid 100 with two seats: a pool of 200 and 200 due from the two alternates;
    once a bust seats the first alternate, the pool is 300 and 100 is still due."""
    floor = Floor.open(db_url, operator="td", clock=clock)
    made = settings_for(name="Friday", buy_in=HUNDRED, tables=1, seats=2)
    event_id = floor.execute(CreateEvent(made)).group
    floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Bob", "Cy", "Di"))))

    field = field_summary(floor.state, event_id)
    prize = prize_view(floor.state, event_id)
    assert (field.total_entries, field.waiting, field.waiting_buy_ins) == (2, 2, 2 * HUNDRED)
    assert (prize.pool.total_cents, prize.field_size) == (2 * HUNDRED, 2)
    assert (prize.waiting, prize.waiting_buy_ins) == (2, 2 * HUNDRED)
    rows = {row.player: row for row in field.entries}
    assert [rows[n].buy_in_taken for n in ("Ann", "Bob", "Cy", "Di")] == [
        True,
        True,
        False,
        False,
    ]
    assert str(rows["Cy"].money_note) == "buy-in 100.00 taken when seated"
    assert rows["Ann"].money_note is None
    # Every buy-in recorded is either in the pool or due from an alternate.
    recorded = sum(row.buy_in + row.fee for row in field.entries)
    assert recorded == prize.pool.total_cents + prize.waiting_buy_ins

    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Ann")))  # Cy sits down
    field = field_summary(floor.state, event_id)
    prize = prize_view(floor.state, event_id)
    assert {row.player for row in field.entries if row.buy_in_taken} == {"Ann", "Bob", "Cy"}
    assert (prize.pool.total_cents, prize.field_size) == (3 * HUNDRED, 3)
    assert (field.waiting_buy_ins, prize.waiting_buy_ins) == (HUNDRED, HUNDRED)
    floor.close()


def test_alternates_money_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--db", f"sqlite:///{tmp_path}/floor.db"]
    create = ["event", "create", "--name", "Friday", "--buy-in", "100", "--tables", "1"]
    assert run([*db, *create, "--seats", "2"]) == 0
    capsys.readouterr()
    assert run([*db, "player", "register", "Ann", "Bob", "Cy", "Di"]) == 0
    desk = capsys.readouterr().out.splitlines()
    assert desk[2].startswith("Cy: alternate 1") and "buy-in 100.00 taken when seated" in desk[2]
    assert "taken when seated" not in desk[0]
    assert run([*db, "--json", "payouts", "show"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["prize_pool"]["total_cents"] == 2 * HUNDRED
    assert (shown["alternates_waiting"], shown["alternates_buy_ins_cents"]) == (2, 2 * HUNDRED)
    assert run([*db, "--json", "player", "list"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert listed["field"]["waiting_buy_ins_cents"] == 2 * HUNDRED
    assert [e["buy_in_taken"] for e in listed["entries"]] == [True, True, False, False]
    assert run([*db, "payouts", "show"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        "2 alternates waiting: their buy-ins (200.00) join the prize pool as they are seated."
    )


def test_entrants_waiting_for_the_draw_have_paid_in(db_url: str, clock: FakeClock) -> None:
    """TDA 2024 Rule 7: "Tournament and satellite seats will be randomly assigned." An
    event with no table count seats its early arrivals at the draw before the start,
    not as they come: they are no alternates (Rule 8-A's "sold full stacks" with the
    seat is for players arriving when the seat pool is taken), they have paid and have
    their stacks. So twelve who paid 100 make a pool of 1,200, a field of 12 and 12
    players left before the draw, and nothing is due from an alternate."""
    floor = Floor.open(db_url, operator="td", clock=clock)
    made = settings_for(name="Friday", buy_in=HUNDRED, seats=9, starting_stack=10_000)
    event_id = floor.execute(CreateEvent(made)).group
    names = [f"Player {n}" for n in range(1, 13)]
    for name in names:
        floor.execute(RegisterEntry(event_id, newcomers((name,))))

    field = field_summary(floor.state, event_id)
    prize = prize_view(floor.state, event_id)
    assert field.seated == 0  # nobody sits before the draw
    assert (field.total_entries, field.players_left, field.waiting) == (12, 12, 0)
    assert (field.chips_in_play, field.average_stack) == (120_000, 10_000)
    assert (prize.pool.total_cents, prize.field_size, prize.waiting) == (12 * HUNDRED, 12, 0)
    rows = field.entries
    assert all(row.buy_in_taken and row.money_note is None for row in rows)
    assert {row.seat_text for row in rows} == {"draw"}
    floor.close()


def test_starting_the_clock_draws_those_waiting_for_the_draw(db_url: str, clock: FakeClock) -> None:
    """TDA 2024 Rule 7: "Tournament and satellite seats will be randomly assigned." A
    director who starts the clock with twelve still waiting for the draw gets the draw
    in the same action: twelve at two tables of six (even), the clock running, and one
    undo takes back both (everyone waits again, the clock has not started)."""
    floor = Floor.open(db_url, operator="td", clock=clock)
    made = settings_for(name="Friday", buy_in=HUNDRED, seats=9)
    event_id = floor.execute(CreateEvent(made, structure=load_template("turbo"))).group
    floor.execute(RegisterEntry(event_id, newcomers(tuple(f"Player {n}" for n in range(1, 13)))))
    assert len(seating_of(floor.state, event_id).waiting) == 12

    done = floor.execute(StartClock(event_id))
    seating = seating_of(floor.state, event_id)
    assert done.label == "Draw seats (12 players) and start the clock (Friday)"
    assert not seating.waiting
    assert sorted(Counter(table for table, _ in seating.where.values()).values()) == [6, 6]
    assert floor.state.clocks[event_id].started

    floor.undo(event_scope(event_id))
    assert len(seating_of(floor.state, event_id).waiting) == 12
    assert not floor.state.clocks[event_id].started
    floor.close()
