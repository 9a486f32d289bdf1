"""App: the results followed from one revision to the next (``RevisionMemo.follow``,
``results_view``'s ``previous``) are the results built afresh, whatever happened in
between — busts credited and not, a place set by hand, a player signing out, a
renamed player, an undo and a redo, the tournament's end and its undo — and the
rows nothing changed are the very rows shown before (what lets the window work
from the change at 10,000 entrants)."""

from __future__ import annotations

import random

import pytest
from tests.support import FakeClock, entries_of, entry_of, player_of

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.players import UpdatePlayer
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers, CorrectPlace, SignOut
from floortool.app.floor import Floor
from floortool.app.views.payouts import prize_view
from floortool.app.views.results import ResultsView, results_view
from floortool.domain.tournament.event import settings_for

NAMES = ("Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus")


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Floor:
    return Floor.open(db_url, operator="td", clock=clock, rng=random.Random(5))


def knockout(floor: Floor) -> int:
    """A knockout event (25.00 bounty) with seven players."""
    made = settings_for(name="Knockout", buy_in=10_000, fee=1_000, bounty=2_500, tables=1)
    event_id = floor.execute(CreateEvent(made)).group
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    return event_id


def followed(floor: Floor, event_id: int) -> ResultsView:
    """The view as the window reads it, checked against one built afresh."""
    view = floor.reads.follow(results_view, event_id, prize_view)
    fresh = results_view(floor.state, event_id)
    assert view == fresh
    assert view.to_json() == fresh.to_json()
    assert [made.entry_id for made in view.made_of] == [row.entry for row in view.results]
    return view


def test_followed_results_equal_results_built_afresh_through_busts_and_undo(
    floor: Floor,
) -> None:
    event_id = knockout(floor)
    ids = dict(zip(NAMES, entries_of(floor, event_id, *NAMES), strict=True))
    scope = floor.undo_scope(event_id)
    before = followed(floor, event_id)

    floor.execute(BustPlayers(event_id, (ids["Gus"],), by=ids["Ann"]))
    after = followed(floor, event_id)
    kept = {row.entry for row in after.results if any(row is old for old in before.results)}
    assert kept == {ids[name] for name in ("Bob", "Cy", "Di", "Eve", "Fay")}  # not Ann, Gus

    floor.execute(BustPlayers(event_id, (ids["Fay"],)))  # nobody credited
    followed(floor, event_id)
    floor.execute(
        BustPlayers(event_id, (ids["Eve"], ids["Di"]), stacks=(3_000, 1_000), by=ids["Bob"])
    )
    followed(floor, event_id)
    floor.execute(CorrectPlace(event_id, ids["Fay"], (5,), "seen late"))
    followed(floor, event_id)
    floor.execute(SignOut(event_id, ids["Gus"]))
    followed(floor, event_id)
    floor.execute(UpdatePlayer(player_of(floor, "Ann"), {"name": "Annie"}))
    renamed = followed(floor, event_id)
    assert renamed.row(ids["Gus"]).by == ("Annie",)  # the hitter's new name on a kept result

    floor.undo(scope)  # the sign-out
    followed(floor, event_id)
    floor.undo(scope)  # the place set by hand
    followed(floor, event_id)
    floor.redo(scope)
    followed(floor, event_id)

    floor.execute(BustPlayers(event_id, (ids["Cy"],), by=entry_of(floor, event_id, "Annie")))
    floor.execute(BustPlayers(event_id, (ids["Bob"],), by=ids["Ann"]))
    ended = followed(floor, event_id)
    assert ended.winner == "Annie" and ended.row(ids["Ann"]).place == 1
    floor.undo(scope)
    reopened = followed(floor, event_id)
    assert reopened.winner is None and reopened.row(ids["Ann"]).place is None


def test_a_view_of_another_event_lends_nothing(floor: Floor) -> None:
    first, second = knockout(floor), knockout(floor)
    other = results_view(floor.state, first)
    view = results_view(floor.state, second, previous=other)
    assert view == results_view(floor.state, second)
    assert not {id(row) for row in view.results} & {id(row) for row in other.results}
