"""App: the field's totals and the prize pool read from the entries' tally (README, "How
it is built": "the field's totals (`field_totals`: players left, entries, chips in
play, average stack) and the prize pool and paid places (`prize_view`) are read
without looking at any entry — the live status feed, the room's figures and the web
companion's field and payouts documents cost the same at 50 entrants as at 10,000").

So they are built with every way of walking an event's entries refused, and they
give what ``app.views.field`` says entry by entry: "Chips in play are every chip the
seated and busted entries bought", alternates "counted apart", entrants waiting for
the draw "count as seated ones do", "a closed flight has nothing left in play"."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime

import pytest
from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import FakeClock, entries_of, entry_of

from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import (
    AddOn,
    CloseFlight,
    Rebuy,
    ReEnter,
    RegisterEntry,
    newcomers,
)
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views.chip_counts import counted_leaders
from floortool.app.views.field import FieldTotals, field_totals, rounded_average
from floortool.app.views.live_status import live_status
from floortool.app.views.payouts import prize_view
from floortool.domain.field.entries import ACTIVE, BUSTED, WAITING, EntryBook, event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.tournament.event import settings_for
from floortool.web.documents import field_document

NOW = datetime(2026, 12, 4, 20, tzinfo=UTC)


def by_the_rule(state: FloorState, event_id: int) -> FieldTotals:
    """The totals worked out entry by entry from ``app.views.field``'s rules."""
    info = state.events[event_id]
    everyone = list(event_entries(state, event_id).values())

    def paid(status: str, level: int | None) -> bool:  # alternates pay with the seat
        return status != WAITING or (level is None and not info.settings.tables)

    field = [e for e in everyone if paid(e.status, e.level)]
    alternates = [e for e in everyone if e not in field]
    closed = event_id in state.closed_flights
    left = 0 if closed else sum(1 for e in field if e.status in (ACTIVE, WAITING))
    chips = 0 if closed else sum(e.chips for e in field)
    return FieldTotals(
        event_id=event_id,
        total_entries=len(field),
        unique_players=len({e.player_id for e in field}),
        reentries=sum(1 for e in field if e.entry_number > 1),
        players_left=left,
        seated=sum(1 for e in everyone if e.status == ACTIVE),
        waiting=len(alternates),
        waiting_buy_ins=sum(e.buy_in + e.fee for e in alternates),
        busted=sum(1 for e in everyone if e.status == BUSTED),
        rebuys=sum(len(e.rebuys) for e in everyone),
        addons=sum(len(e.addons) for e in everyone),
        chips_in_play=chips,
        average_stack=rounded_average(chips, left),
        closed=closed,
    )


@contextmanager
def no_walking(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every way of walking an event's entries raises meanwhile."""

    def refused(*_: object) -> None:
        raise AssertionError("walked every entry")

    with monkeypatch.context() as patch:
        for name in ("values", "items", "keys", "__iter__"):
            patch.setattr(EntryBook, name, refused)
        yield


def _night(db_url: str, clock: FakeClock) -> tuple[Floor, int, int]:
    """A Day 1 flight closed into its Day 2, with alternates, re-entries, rebuys,
    add-ons and busts in the Day 2, and a PKO bounty."""
    floor = Floor.open(db_url, operator="td", clock=clock)
    money = {"buy_in": 10_000, "fee": 1_000, "bounty": 4_000, "max_reentries": 2}
    buys = {"max_rebuys": 2, "rebuy_price": 5_000, "max_addons": 1, "addon_price": 3_000}
    made = settings_for(name="Day 2", tables=1, seats=4, **money, **buys)
    day2 = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    day1 = floor.execute(
        CreateEvent(
            settings_for(name="Day 1", flight_of=day2, tables=1, **money),
            structure=CLI_STRUCTURE,
        )
    ).group
    floor.execute(RegisterEntry(day1, newcomers(("Ann", "Ben", "Cat"))))
    floor.execute(BustPlayers(day1, entries_of(floor, day1, "Cat")))
    stacks = ((entry_of(floor, day1, "Ann"), 25_000), (entry_of(floor, day1, "Ben"), 5_000))
    floor.execute(CloseFlight(day1, stacks))
    floor.execute(StartClock(day2))
    floor.execute(RegisterEntry(day2, newcomers(("Dan", "Eve", "Fay", "Gus", "Hal"))))
    floor.execute(Rebuy(day2, entry_of(floor, day2, "Dan")))
    floor.execute(AddOn(day2, entry_of(floor, day2, "Eve")))
    floor.execute(
        BustPlayers(day2, entries_of(floor, day2, "Dan"), by=entry_of(floor, day2, "Eve"))
    )
    floor.execute(ReEnter(day2, _player(floor, "Dan")))
    return floor, day1, day2


def _player(floor: Floor, name: str) -> int:
    return next(p.id for p in floor.state.players.values() if p.name == name)


def test_the_totals_are_the_entries_worked_out_one_by_one(db_url: str, clock: FakeClock) -> None:
    floor, day1, day2 = _night(db_url, clock)
    try:
        for event_id in (day1, day2):
            assert field_totals(floor.state, event_id) == by_the_rule(floor.state, event_id)
        totals = field_totals(floor.state, day2)
        # 4 seats: Ann and Ben from Day 1 and two of the five newcomers; Dan's re-entry
        # took the seat his bust freed, and three newcomers wait
        assert (totals.seated, totals.waiting, totals.closed) == (4, 3, False)
        assert field_totals(floor.state, day1).closed
    finally:
        floor.close()


def test_before_the_draw_everyone_registered_counts(db_url: str, clock: FakeClock) -> None:
    floor = Floor.open(db_url, operator="td", clock=clock)
    try:
        made = settings_for(name="Draw", tables=0, buy_in=10_000, fee=1_000)
        event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
        floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Ben", "Cat"))))
        totals = field_totals(floor.state, event_id)
        assert totals == by_the_rule(floor.state, event_id)
        assert (totals.players_left, totals.total_entries, totals.waiting) == (3, 3, 0)
    finally:
        floor.close()


def test_the_status_and_the_documents_walk_no_entry(
    db_url: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    floor, _, day2 = _night(db_url, clock)
    try:
        expected = by_the_rule(floor.state, day2)
        # the status also shows the chip leaders, a read model that looks at every
        # entry once per revision (``app.views.chip_counts``): read before, it is kept
        floor.reads.read(counted_leaders, day2)
        with no_walking(monkeypatch):
            status = live_status(floor.state, floor.reads, day2, NOW, floor.revision).to_json()
            totals = field_document(floor.state, day2)["field"]
            pool = prize_view(floor.state, day2).pool
        assert totals == expected.to_json()
        assert (status["players_left"], status["entries"]) == (
            expected.players_left,
            expected.total_entries,
        )
        assert status["prize_pool_cents"] == pool.total_cents > 0
    finally:
        floor.close()
