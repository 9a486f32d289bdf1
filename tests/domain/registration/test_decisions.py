"""Domain: registration, re-entry, rebuys, add-ons, busting and the alternates."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from tests.domain.pure_floor import PureFloor, refused

from floortool.domain.field.entries import ACTIVE, BUSTED, WAITING, Purchase, playing_entry
from floortool.domain.registration.decisions import (
    decide_addon,
    decide_rebuy,
    decide_seat_alternates,
    where,
)
from floortool.domain.registration.late_entry import LateRegistrationClosed
from floortool.domain.results.bust_out import BustOut, decide_busts
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import EventUpdated


def floor_with(**settings: Any) -> PureFloor:
    floor = PureFloor()
    floor.event(**{"buy_in": 5_000, "fee": 500, "tables": 2, "seats": 3, **settings})
    return floor


def test_an_entry_records_money_stack_level_and_a_seat() -> None:
    floor = floor_with()
    entry = floor.enter("Alice")
    assert (entry.entry_number, entry.buy_in, entry.fee) == (1, 5_000, 500)
    assert (entry.stack, entry.deduction, entry.level, entry.status) == (10_000, 0, None, ACTIVE)
    assert seating_of(floor.state, 1).seat_of(entry.id) is not None
    assert str(where(floor.state, entry, floor.now)).startswith("table ")


def test_late_entrants_pay_the_policy_and_the_level_is_recorded() -> None:
    floor = floor_with(rulebook="roberts-v6-league")  # blinds-deducted, closes after level 2
    floor.start_clock()
    floor.wait(25 * 60)  # five minutes into level 2
    entry = floor.enter("Bob")
    assert (entry.stack, entry.deduction, entry.level) == (9_775, 225, 2)
    floor.wait(20 * 60)  # into the break after level 2
    refused("late_registration_closed", lambda: floor.enter("Carol"))


def test_a_second_registration_is_refused() -> None:
    floor = floor_with()
    floor.enter("Alice")
    error = refused("already_registered", lambda: floor.enter("alice"))
    assert "Alice is already registered in Friday (table" in error.message
    floor.bust("Alice")
    refused("reentry_required", lambda: floor.enter("Alice"))


def test_re_entry_rules() -> None:
    floor = floor_with(max_reentries=1)
    refused("not_registered", lambda: floor.enter("Alice", reentry=True))
    first = floor.enter("Alice")
    error = refused("reentry_not_allowed", lambda: floor.enter("Alice", reentry=True))
    assert "Rule 8" in error.message
    floor.bust("Alice")
    second = floor.enter("Alice", reentry=True)
    assert (second.entry_number, second.id, second.status) == (2, first.id + 1, ACTIVE)
    floor.bust("Alice")
    error = refused("reentry_not_allowed", lambda: floor.enter("Alice", reentry=True))
    assert "has used the 1 re-entry Friday allows" in error.message


def test_the_league_says_its_books_are_silent_on_re_entry_and_applies_rule_8() -> None:
    """TDA 2024 Rule 8: a player re-enters only after busting. Robert's Rules (league
    edition) and the house amendments say nothing of re-entries, so the league's refusal
    says so and names the TDA rule it applies (issue 17, rules item 5)."""
    floor = floor_with(max_reentries=1, rulebook="roberts-v6-league")
    floor.enter("Alice")
    error = refused("reentry_not_allowed", lambda: floor.enter("Alice", reentry=True))
    assert error.message.endswith(
        "re-enters only after busting (Robert's Rules are silent; TDA 2024 Rule 8 applied)."
    )


def test_a_freezeout_has_no_re_entries_and_re_entries_close_with_late_registration() -> None:
    floor = floor_with()
    floor.enter("Alice")
    floor.bust("Alice")
    refused("reentry_not_allowed", lambda: floor.enter("Alice", reentry=True))
    floor = floor_with(max_reentries=None, late_reg_close_level=1)
    floor.enter("Alice")
    floor.bust("Alice")
    floor.start_clock()
    floor.go_to_row(1)
    with pytest.raises(LateRegistrationClosed):
        floor.enter("Alice", reentry=True)


def test_re_entries_pay_the_deduction_too() -> None:
    floor = floor_with(late_reg="blinds-deducted", max_reentries=None)
    floor.enter("Alice")
    floor.bust("Alice")
    floor.start_clock()
    assert floor.enter("Alice", reentry=True).stack == 9_925


def rebuy(floor: PureFloor, name: str, stack: int | None = None) -> None:
    floor.apply([decide_rebuy(floor.state, 1, floor.player(name), now=floor.now, stack=stack)])


def addon(floor: PureFloor, name: str) -> None:
    floor.apply([decide_addon(floor.state, 1, floor.player(name), now=floor.now)])


def test_rebuys_are_off_unless_the_event_offers_them() -> None:
    floor = floor_with()
    floor.enter("Alice")
    error = refused("rebuy_not_allowed", lambda: rebuy(floor, "Alice"))
    assert error.message == "Friday has no rebuys."
    refused("addon_not_allowed", lambda: addon(floor, "Alice"))


def test_rebuys_keep_the_seat_count_at_once_and_respect_the_limits() -> None:
    floor = floor_with(max_rebuys=2, rebuy_last_level=1, rebuy_price=2_000)
    entry = floor.enter("Alice")
    seat = seating_of(floor.state, 1).seat_of(entry.id)
    rebuy(floor, "Alice", stack=0)
    rebuy(floor, "alice", stack=10_000)  # at the starting stack is still allowed
    entry = floor.state.entries[1][entry.id]
    assert entry.rebuys == (Purchase(10_000, 2_000, 500, None),) * 2
    assert entry.chips == 30_000  # chips behind count at once (TDA 27)
    assert seating_of(floor.state, 1).seat_of(entry.id) == seat
    error = refused("rebuy_not_allowed", lambda: rebuy(floor, "Alice"))
    assert "2 times" in error.message


def test_rebuy_stack_ceiling_and_last_level() -> None:
    floor = floor_with(max_rebuys=None, rebuy_last_level=1, rebuy_max_stack=5_000)
    floor.enter("Alice")
    error = refused("rebuy_not_allowed", lambda: rebuy(floor, "Alice", stack=5_001))
    assert "5,001 chips" in error.message
    refused("invalid_input", lambda: rebuy(floor, "Alice", stack=-1))
    floor.start_clock()
    rebuy(floor, "Alice", stack=5_000)
    floor.go_to_row(1)
    error = refused("rebuy_not_allowed", lambda: rebuy(floor, "Alice"))
    assert error.message == "Rebuys ended at the end of level 1."


def test_add_ons_run_through_the_break_after_their_last_level() -> None:
    floor = floor_with(max_addons=1, addon_last_level=2, addon_chips=5_000, addon_price=1_000)
    floor.enter("Alice")
    floor.enter("Bob")
    floor.start_clock()
    floor.go_to_row(2)  # the break after level 2
    addon(floor, "Alice")
    assert floor.state.entries[1][1].addons == (Purchase(5_000, 1_000, 500, 2),)
    refused("addon_not_allowed", lambda: addon(floor, "Alice"))  # one per entry
    floor.go_to_row(3)
    error = refused("addon_not_allowed", lambda: addon(floor, "Bob"))
    assert "level 2 and the break after it" in error.message


def test_only_a_seated_entry_rebuys_or_busts() -> None:
    floor = floor_with(max_rebuys=None, tables=1, seats=2)
    floor.enter("Alice")
    floor.enter("Bob")
    carol = floor.enter("Carol")
    assert carol.status == WAITING
    refused("not_playing", lambda: rebuy(floor, "Carol"))
    refused("not_registered", lambda: rebuy(floor, "Zed"))
    floor.bust("Alice")
    refused("not_playing", lambda: floor.bust("Alice"))


def test_alternates_wait_in_order_and_take_freed_seats() -> None:
    floor = floor_with(tables=1, seats=2)
    alice = floor.enter("Alice")
    floor.enter("Bob")
    carol, dave = floor.enter("Carol"), floor.enter("Dave")
    assert [str(where(floor.state, e, floor.now)) for e in (carol, dave)] == [
        "alternate 1",
        "alternate 2",
    ]
    alice_seat = seating_of(floor.state, 1).seat_of(alice.id)
    assert floor.bust("Alice") == [carol.id]
    assert seating_of(floor.state, 1).seat_of(carol.id) == alice_seat
    assert floor.state.entries[1][alice.id].status == BUSTED
    assert seating_of(floor.state, 1).waiting == [dave.id]


def test_a_newcomer_queues_behind_waiting_alternates_and_seat_alternates() -> None:
    floor = floor_with(tables=1, seats=2)
    for name in ("Alice", "Bob", "Carol"):
        floor.enter(name)
    error = refused(
        "event_full", lambda: decide_seat_alternates(floor.draft(), 1, now=floor.now, rng=floor.rng)
    )
    assert "Add a table first" in error.message
    info = floor.state.events[1]
    floor.apply([EventUpdated(event_id=1, changes={"tables": 2})])
    assert floor.state.events[1] == replace(info, settings=replace(info.settings, tables=2))
    dave = floor.enter("Dave")  # a seat is free, but Carol came first
    assert seating_of(floor.state, 1).waiting == [3, dave.id]
    draft = floor.draft()
    assert decide_seat_alternates(draft, 1, now=floor.now, rng=floor.rng) == [3, dave.id]
    floor.commit(draft)
    seating = seating_of(floor.state, 1)
    assert seating.seat_of(3) is not None and seating.seat_of(dave.id) is not None
    assert seating.seat_of(3)[0] == seating.seat_of(dave.id)[0] == 2  # the empty table
    refused(
        "no_alternates",
        lambda: decide_seat_alternates(floor.draft(), 1, now=floor.now, rng=floor.rng),
    )


def test_drafts_leave_the_real_state_untouched() -> None:
    floor = floor_with()
    floor.enter("Alice")
    before = floor.state.entries[1].copy(), seating_of(floor.state, 1).where.copy()
    draft = floor.draft()
    alice = playing_entry(floor.state, 1, floor.player("Alice")).id
    decide_busts(draft, 1, [BustOut(alice)], hand="h", now=floor.now, rng=floor.rng)
    assert (floor.state.entries[1], seating_of(floor.state, 1).where) == before
