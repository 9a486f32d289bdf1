"""App: the final table's redraw as the floor shows it (issue 15, item 5) — the seats
and the high-card draw for the button, with every card, until play starts there.

27 players at 3 tables of 9; tables 2 and 3 bust out, the nine left redraw.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from tests.app.test_seating_commands import bust, full_room, name_at
from tests.support import FakeClock, buttons

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.hands import FinishHand
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.seating import BreakTable, MoveEntry, RedrawFinalTable
from floortool.app.floor import Floor
from floortool.app.views.final_table import FINAL_DRAW_TIME, final_table_draw
from floortool.domain.kernel.journal import event_scope
from floortool.domain.seating.engine.button_draw import RANKS, SUITS
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import settings_for


def redrawn(db_url: str, clock: FakeClock) -> tuple[Floor, int]:
    floor, event_id = full_room(db_url, clock)
    for table in (2, 3):
        bust(floor, event_id, table, *range(1, 10))
    floor.execute(RedrawFinalTable(event_id))
    return floor, event_id


def high(card: str) -> tuple[int, int]:
    return RANKS.index(card[0]), SUITS.index(card[1])


def test_the_redraw_shows_every_seat_and_the_button_draw(db_url: str, clock: FakeClock) -> None:
    """TDA 2024 is silent on the final table's button; Robert's Rules §2 Seating 5 is
    applied: "active players will draw a card for the button position. The button
    will be awarded to the highest card by suit. (spades, hearts, diamonds, clubs)"
    — so every seat shows its card and the highest (rank, then suit) has the button."""
    floor, event_id = redrawn(db_url, clock)
    draw = final_table_draw(floor.journal(), floor.state, event_id, floor.clock())
    assert draw is not None
    final = seating_of(floor.state, event_id).final_table
    assert draw.table == final
    assert [s.seat for s in draw.seats] == list(range(1, 10))
    assert [s.player for s in draw.seats] == [
        name_at(floor, event_id, final, n) for n in range(1, 10)
    ]
    cards = [s.card for s in draw.seats]
    assert all(cards) and len(set(cards)) == 9
    best = max(draw.seats, key=lambda s: high(s.card or ""))
    assert (draw.button, draw.winning_card) == (best.seat, best.card)
    assert buttons(floor.state, event_id)[final] == draw.button


def test_the_redraw_goes_when_play_starts_or_after_a_while(db_url: str, clock: FakeClock) -> None:
    floor, event_id = redrawn(db_url, clock)
    later = floor.clock() + FINAL_DRAW_TIME + timedelta(seconds=1)
    assert final_table_draw(floor.journal(), floor.state, event_id, later) is None

    final = seating_of(floor.state, event_id).final_table
    assert final is not None
    floor.execute(FinishHand(event_id, final))
    assert final_table_draw(floor.journal(), floor.state, event_id, floor.clock()) is None
    floor.undo(event_scope(event_id))  # the hand report taken back: the draw shows again
    assert final_table_draw(floor.journal(), floor.state, event_id, floor.clock()) is not None
    floor.undo(event_scope(event_id))  # the redraw itself taken back
    assert final_table_draw(floor.journal(), floor.state, event_id, floor.clock()) is None


def test_the_league_redraw_and_break_cite_its_own_rules(tmp_path: Path) -> None:
    """House A-6 (the league's rule): "at the final table the button is always decided by
    high card"; Robert's Rules §2 Seating 10 breaks tables. Under the league rulebook the
    final-table redraw and its button draw cite A-6, and breaking a table cites §2
    Seating 10 (where Robert's is silent on the seats, the TDA's 10-A is applied and
    said so), not the TDA's rules the engine uses by default; a player moved by hand is
    the director's call, Robert's §2 Decision 1 ("Management may rule in the spirit of
    fairness"), not TDA Rule 1."""
    floor = Floor.open(f"sqlite:///{tmp_path / 'league.db'}", operator="td", clock=FakeClock())
    made = settings_for(name="Friday", rulebook="roberts-v6-league", tables=3, seats=9)
    event_id = floor.execute(CreateEvent(made)).group
    floor.execute(RegisterEntry(event_id, newcomers(tuple(f"P{n}" for n in range(1, 9)))))
    tables = seating_of(floor.state, event_id).tables
    mover = tables[1].occupied[min(tables[1].occupied)]
    free = next(n for n in range(1, 10) if n not in tables[1].occupied)
    moved = floor.execute(MoveEntry(event_id, mover, 1, free)).group
    (record,) = [e.data for e in floor.journal() if e.group == moved and e.kind == "entry_moved"]
    assert record["rule"] == "RRoP v6 §2 Decision 1"  # the director's call, by the league
    broken = floor.execute(BreakTable(event_id, 3))
    assert "moves (RRoP v6 §2 Seating 10, " in broken.label, broken.label
    assert "Rule 10-B" not in broken.label  # the TDA's break rule, the engine's default
    final = floor.execute(RedrawFinalTable(event_id))
    assert final.label.endswith("; House A-6)"), final.label
    draw = final_table_draw(floor.journal(), floor.state, event_id, floor.clock())
    assert draw is not None and str(draw.button_rule).endswith("House A-6")
