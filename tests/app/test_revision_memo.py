"""App: read models kept per revision of the floor (``app.memo``) — worked out once
however many readers ask, and again after any new journal entry: a command here,
an undo, another station's action read by the poll."""

from __future__ import annotations

import random

import pytest
from tests.app.test_notices import _room
from tests.support import FakeClock, entry_of

from floortool.app.commands.clock import StartClock
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views.payouts import PrizeView, prize_view
from floortool.app.views.results import ResultsView, results_view
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError


class Counted:
    """``results_view``, counting how often it is worked out."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, state: FloorState, event_id: int) -> ResultsView:
        self.calls += 1
        return results_view(state, event_id)


def test_a_read_model_is_worked_out_once_per_revision_and_again_after_any_entry(
    db_url: str, clock: FakeClock
) -> None:
    floor = Floor.open(db_url, operator="td", clock=clock, rng=random.Random(3))
    event_id = _room(floor)
    view = Counted()

    first = floor.reads.read(view, event_id)
    assert floor.reads.read(view, event_id) is first and view.calls == 1

    floor.execute(BustPlayers(event_id, (entry_of(floor, event_id, "Bob"),)))
    busted = floor.reads.read(view, event_id)
    assert view.calls == 2 and busted.remaining == first.remaining - 1
    floor.undo(floor.undo_scope(event_id))
    assert floor.reads.read(view, event_id).remaining == first.remaining and view.calls == 3

    other = Floor.open(db_url, operator="desk", clock=clock)
    other.execute(StartClock(event_id))
    other.close()
    assert floor.reads.read(view, event_id) is not None and view.calls == 3  # not read yet
    assert floor.refresh()
    floor.reads.read(view, event_id)
    assert view.calls == 4  # the poll read another station's entry: worked out anew
    floor.close()


def test_a_refusal_is_not_kept(db_url: str, clock: FakeClock) -> None:
    floor = Floor.open(db_url, operator="td", clock=clock, rng=random.Random(3))
    view = Counted()
    for _ in range(2):
        with pytest.raises(FloorError):
            floor.reads.read(view, 99)
    assert view.calls == 2
    floor.close()


def test_a_read_model_built_on_another_shares_the_one_kept(db_url: str, clock: FakeClock) -> None:
    """The results are built on the prize view (each place's prize): read with
    ``read_on``, they take the prize view the memo keeps for the revision, so the
    room's figures and the results work the prize out once between them."""
    floor = Floor.open(db_url, operator="td", clock=clock, rng=random.Random(3))
    event_id = _room(floor)
    prizes: list[PrizeView] = []

    def counted_prize(state: FloorState, event_id: int) -> PrizeView:
        prizes.append(prize_view(state, event_id))
        return prizes[-1]

    prize = floor.reads.read(counted_prize, event_id)
    results = floor.reads.read_on(results_view, event_id, counted_prize)

    assert prizes == [prize]
    assert floor.reads.read_on(results_view, event_id, counted_prize) is results
    assert results == results_view(floor.state, event_id)  # the same as built alone
    floor.execute(BustPlayers(event_id, (entry_of(floor, event_id, "Bob"),)))
    floor.reads.read_on(results_view, event_id, counted_prize)
    assert len(prizes) == 2  # a new revision: the basis too is worked out again
    floor.close()
