"""Domain: hands finished at a table (the dead button moves on) and hand-for-hand play.

The big blind moves on one player a hand and the small blind and the button
follow it, onto empty seats too (TDA 2024 Rule 32, Robert's §4 Blinds 2(b));
heads-up the button posts the small blind (TDA 2024 Rule 34-B). In
hand-for-hand play (RP-8) the hands are numbered from the one in progress at
the announcement; the next hand deals when every table that
deals (open, 2+ players, not halted under Rule 11-D) has finished; the clock
is held throughout and each hand takes its time off it, running into the next
level. Halts are recorded when they begin and end.
"""

from __future__ import annotations

from datetime import timedelta
from typing import TypeVar

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.domain.pure_floor import T0, PureFloor, refused
from tests.support import buttons

from floortool.domain.clock.events import ClockPaused, ClockResumed
from floortool.domain.clock.state import FINISHED, HAND_FOR_HAND, PAUSED, ClockState, read_clock
from floortool.domain.kernel.journal import DomainEvent
from floortool.domain.seating.engine.model import Room
from floortool.domain.seating.events import ButtonRedrawDue, ButtonSet
from floortool.domain.seating.halts import TableHalted, TableResumed, halt_changes, recorded_halts
from floortool.domain.seating.hand_for_hand import (
    decide_hand_finished,
    decide_next,
    decide_start,
    decide_stop,
    hand_for_hand_hand,
    tables_to_report,
    waiting_tables,
)
from floortool.domain.seating.hands import (
    HandFinished,
    HandForHandDealt,
    HandTimeCharged,
    charge_hand,
)
from floortool.domain.seating.seats import seating_of

E = TypeVar("E", bound=DomainEvent)


def name_at(floor: PureFloor, table: int, seat: int) -> str:
    entry_id = seating_of(floor.state, 1).tables[table].occupied[seat]
    return floor.state.players[floor.state.entries[1][entry_id].player_id].name


def layout(seats: dict[int, list[int]], *, rulebook: str = "tda-2024") -> PureFloor:
    """An event whose tables of 9 hold players in exactly ``seats`` (table → seats)."""
    floor = PureFloor()
    floor.event(tables=len(seats), seats=9, rulebook=rulebook)
    for n in range(9 * len(seats)):
        floor.enter(f"P{n}")
    for number, keep in seats.items():
        for seat in range(1, 10):
            if seat not in keep:
                floor.bust(name_at(floor, number, seat))
    return floor


def button(floor: PureFloor, table: int, seat: int) -> None:
    floor.apply([ButtonSet(event_id=1, table=table, seat=seat)])


def report(floor: PureFloor, table: int) -> list[DomainEvent]:
    events = decide_hand_finished(floor.state, 1, table, floor.now)
    floor.apply(events)
    return events


def of_type(events: list[DomainEvent], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]


# ---------------------------------------------------------------- the button
def hand_at(floor: PureFloor, table: int) -> tuple[int, int, int] | None:
    """(button, small blind, big blind) of the table's next hand."""
    hand = seating_of(floor.state, 1).tables[table].next_hand()
    return None if hand is None else (hand.button, hand.small_blind, hand.big_blind)


def test_the_big_blind_busts_dead_small_blind_then_dead_button() -> None:
    """TDA 2024 Rule 32: "Tournaments use a dead button." Robert's §4 Blinds 2(b): "The
    big blind is posted by the player due for it, and the small blind and button are
    positioned accordingly, even if this means the small blind or the button is placed
    in front of an empty seat."

    Issue 17's example: button 3, small blind 4, big blind 5; the big blind busts. The
    player due for the big blind is 6; the small blind goes on 5 (empty: dead) and the
    button on 4. The hand after: big blind 7, small blind 6, button on 5 (empty: dead).
    """
    floor = layout({1: [1, 2, 3, 4, 5, 6, 7, 8, 9]})
    button(floor, 1, 3)
    assert hand_at(floor, 1) == (3, 4, 5)
    floor.bust(name_at(floor, 1, 5))  # busts in that hand: recorded before its report
    finished = report(floor, 1)[0]
    assert finished == HandFinished(event_id=1, table=1, small_blind=4, big_blind=5)
    hand = seating_of(floor.state, 1).tables[1].next_hand()
    assert hand is not None and (hand.button, hand.small_blind, hand.big_blind) == (4, 5, 6)
    assert hand.dead_small_blind and not hand.dead_button
    report(floor, 1)
    hand = seating_of(floor.state, 1).tables[1].next_hand()
    assert hand is not None and (hand.button, hand.small_blind, hand.big_blind) == (5, 6, 7)
    assert hand.dead_button and not hand.dead_small_blind
    assert buttons(floor.state, 1)[1] == 5


def test_the_small_blind_busts_the_button_is_dead_next_hand() -> None:
    """Rule 32 / §4 Blinds 2(b): button 3, small blind 4, big blind 5, the small blind
    busts: big blind 6 (due), small blind 5 (who posted the big blind), the button on
    the empty seat 4 — seat 3 does not get the button twice."""
    floor = layout({1: [1, 2, 3, 4, 5, 6, 7, 8, 9]})
    button(floor, 1, 3)
    floor.bust(name_at(floor, 1, 4))
    report(floor, 1)
    hand = seating_of(floor.state, 1).tables[1].next_hand()
    assert hand is not None and (hand.button, hand.small_blind, hand.big_blind) == (4, 5, 6)
    assert hand.dead_button and not hand.dead_small_blind


def test_a_player_due_for_the_big_blind_busts_the_next_posts_it() -> None:
    """§4 Blinds 2(b): the big blind is posted by the player due for it. Button 3, small
    blind 4, big blind 5; seat 6, due next, busts: big blind 7, small blind 5, button 4,
    nothing dead."""
    floor = layout({1: [1, 2, 3, 4, 5, 6, 7, 8, 9]})
    button(floor, 1, 3)
    floor.bust(name_at(floor, 1, 6))
    report(floor, 1)
    hand = seating_of(floor.state, 1).tables[1].next_hand()
    assert hand is not None and (hand.button, hand.small_blind, hand.big_blind) == (4, 5, 7)
    assert not hand.dead_button and not hand.dead_small_blind


def test_a_button_on_an_empty_seat_and_wrapping_round() -> None:
    """A button the floor puts on an empty seat is a dead button: the next player posts
    the small blind, the one after the big blind; the blinds wrap past seat 9."""
    floor = layout({1: [1, 3, 4, 7]})
    button(floor, 1, 5)
    assert hand_at(floor, 1) == (5, 7, 1)
    report(floor, 1)
    assert hand_at(floor, 1) == (7, 1, 3)
    assert buttons(floor.state, 1)[1] == 7


def test_heads_up_the_button_is_the_small_blind() -> None:
    """TDA 2024 Rule 34-B: "Heads-up, the small blind is the button ... Starting heads-up
    play, the button may need to be adjusted to ensure no player has the big blind twice
    in a row." Three-handed, button 2, small blind 6, big blind 8; seat 2 busts: the big
    blind goes on to 6 (never 8 twice) and 8 has the button and posts the small blind."""
    floor = layout({1: [2, 6, 8]})
    button(floor, 1, 2)
    assert hand_at(floor, 1) == (2, 6, 8)
    floor.bust(name_at(floor, 1, 2))
    report(floor, 1)
    assert hand_at(floor, 1) == (8, 8, 6)
    report(floor, 1)
    assert hand_at(floor, 1) == (6, 6, 8)
    table = seating_of(floor.state, 1).tables[1].copy()
    table.button = 6  # had the button been entered at seat 6
    assert table.blinds() == (6, 8)


def test_unknown_button_records_the_hand_only_and_lone_player_is_refused() -> None:
    floor = layout({1: [1, 5], 2: [3]})
    assert report(floor, 1) == [HandFinished(event_id=1, table=1)]
    assert 1 not in buttons(floor.state, 1)
    refused("no_hand", lambda: decide_hand_finished(floor.state, 1, 2, floor.now))
    refused("unknown_table", lambda: decide_hand_finished(floor.state, 1, 7, floor.now))


def test_no_button_move_while_the_table_must_draw_for_it() -> None:
    floor = layout({1: [1, 4, 8]})
    button(floor, 1, 4)
    floor.apply([ButtonRedrawDue(event_id=1, table=1, reason="new players", rule="A-6")])
    assert report(floor, 1) == [HandFinished(event_id=1, table=1)]
    assert 1 not in buttons(floor.state, 1)  # still to be drawn for


@given(
    occupied=st.sets(st.integers(1, 10), min_size=3, max_size=10),
    start=st.integers(1, 10),
)
def test_a_round_gives_every_player_each_position_once(occupied: set[int], start: int) -> None:
    """Robert's §4 Blinds 2: "Each round every player must get an opportunity for the
    button, and meet the total amount of the blind obligations." With nobody busting,
    a round of as many hands as players gives each one the button, the small blind and
    the big blind exactly once (the button starts on a player)."""
    room = Room()
    room.open_table(1, 10, button=sorted(occupied)[start % len(occupied)])
    room.seat_table(1, ((seat, seat) for seat in occupied))
    seen: dict[str, list[int]] = {"button": [], "small": [], "big": []}
    for _ in occupied:
        hand = room.tables[1].next_hand()
        assert hand is not None
        seen["button"].append(hand.button)
        seen["small"].append(hand.small_blind)
        seen["big"].append(hand.big_blind)
        room.hand_finished(1, hand.small_blind, hand.big_blind)
    for positions in seen.values():
        assert sorted(positions) == sorted(occupied)


# ---------------------------------------------------------------- hand for hand
def test_hands_are_numbered_and_the_next_deals_when_every_table_has_finished() -> None:
    floor = layout({1: [1, 2, 3, 4, 5, 6], 2: [1, 2, 3, 4, 5, 6, 7], 3: [2, 4, 6, 8, 9]})
    assert hand_for_hand_hand(floor.state, 1) is None
    floor.apply(decide_start(floor.state, 1, floor.now, 120))
    assert hand_for_hand_hand(floor.state, 1) == 1
    assert tables_to_report(floor.state, 1) == [1, 2, 3]

    assert of_type(report(floor, 2), HandFinished) == [HandFinished(1, 2, hand=1)]
    refused("hand_reported", lambda: decide_hand_finished(floor.state, 1, 2, floor.now))
    assert waiting_tables(floor.state, 1) == [1, 3]
    report(floor, 3)
    assert hand_for_hand_hand(floor.state, 1) == 1
    refused("hand_in_progress", lambda: decide_stop(floor.state, 1, floor.now))

    floor.wait(95)
    last = report(floor, 1)
    assert of_type(last, HandForHandDealt) == [HandForHandDealt(1, 2, floor.now.isoformat())]
    assert hand_for_hand_hand(floor.state, 1) == 2
    assert waiting_tables(floor.state, 1) == [1, 2, 3]

    floor.apply(decide_next(floor.state, 1, floor.now))  # the floor deals on without reports
    assert hand_for_hand_hand(floor.state, 1) == 3
    floor.apply(decide_stop(floor.state, 1, floor.now))  # nobody has finished hand 3 yet
    assert hand_for_hand_hand(floor.state, 1) is None
    assert of_type(report(floor, 1), HandFinished) == [HandFinished(1, 1, hand=None)]
    refused("hand_for_hand_off", lambda: decide_stop(floor.state, 1, floor.now))
    refused("hand_for_hand_off", lambda: decide_next(floor.state, 1, floor.now))


def test_start_twice_and_too_much_time_per_hand_are_refused() -> None:
    floor = layout({1: [1, 2], 2: [1, 2]})
    refused("invalid_input", lambda: decide_start(floor.state, 1, floor.now, 181))
    floor.apply(decide_start(floor.state, 1, floor.now, 180))
    refused("hand_for_hand_on", lambda: decide_start(floor.state, 1, floor.now, 120))


def test_hand_for_hand_is_refused_when_only_one_table_deals() -> None:
    """TDA 2024 RP-8 (Hand for Hand Procedures), A: "players busting on that hand who
    cross into the money share the place(s) paid on that hand" — hand-for-hand play
    keeps several tables on one hand. With one table dealing (table 2 is a lone
    player, who deals no hand) every hand is already the same hand: refused, with
    the reason, and nothing starts."""
    floor = layout({1: [1, 2, 3], 2: [4]})
    error = refused("one_table", lambda: decide_start(floor.state, 1, floor.now, 120))
    assert error.message == (
        "Hand-for-hand play is for two or more tables dealing: only table 1 deals, so "
        "every hand is already the same hand for everyone (TDA 2024 RP-8)."
    )
    assert tables_to_report(floor.state, 1) == [1]


def test_halted_and_lone_tables_do_not_hold_up_the_next_hand() -> None:
    seats = {1: list(range(1, 10)), 2: list(range(1, 10)), 3: [1, 3, 5, 7, 9], 4: [4]}
    floor = layout(seats)
    floor.apply(decide_start(floor.state, 1, floor.now, 120))
    assert tables_to_report(floor.state, 1) == [1, 2]  # 3 is 4 short: halted (Rule 11-D)
    report(floor, 1)
    assert of_type(report(floor, 2), HandForHandDealt)

    league = layout(seats, rulebook="roberts-v6-league")  # house rule A-24: never halts
    league.apply(decide_start(league.state, 1, league.now, 120))
    assert tables_to_report(league.state, 1) == [1, 2, 3]
    report(league, 1)
    assert not of_type(report(league, 2), HandForHandDealt)
    assert of_type(report(league, 3), HandForHandDealt)


# ---------------------------------------------------------------- the clock
def remaining(floor: PureFloor) -> float:
    durations = floor.state.structures[1].durations
    return read_clock(floor.state.clocks[1], durations, floor.now).remaining


def test_clock_is_held_and_each_hand_takes_its_time_off() -> None:
    floor = layout({1: [1, 2, 3], 2: [4, 5, 6]})
    floor.start_clock()
    floor.wait(300)  # level 1: 15 minutes left
    started = decide_start(floor.state, 1, floor.now, 120)
    assert of_type(started, ClockPaused) == [ClockPaused(1, floor.now.isoformat(), HAND_FOR_HAND)]
    floor.apply(started)
    floor.wait(400)  # a slow hand: the held clock does not move
    report(floor, 1)
    assert remaining(floor) == 900
    done = report(floor, 2)
    assert of_type(done, HandTimeCharged) == [HandTimeCharged(1, floor.now.isoformat(), 120)]
    assert remaining(floor) == 780
    assert floor.state.clocks[1].hold_reason == HAND_FOR_HAND

    stopped = decide_stop(floor.state, 1, floor.now)
    assert of_type(stopped, ClockResumed) == [ClockResumed(1, floor.now.isoformat())]
    floor.apply(stopped)
    floor.wait(60)
    assert remaining(floor) == 720


def test_no_time_is_charged_when_the_clock_is_not_held_for_hand_for_hand() -> None:
    floor = layout({1: [1, 2, 3], 2: [1, 2, 3]})
    floor.apply(decide_start(floor.state, 1, floor.now, 120))  # clock not started: no hold
    report(floor, 1)
    assert not of_type(report(floor, 2), HandTimeCharged)
    assert not of_type(decide_stop(floor.state, 1, floor.now), ClockResumed)


def test_a_charged_hand_runs_into_the_next_level() -> None:
    durations = (1200, 1200, 600, 1200)
    held = ClockState(started=True, index=0, offset=1140.0, hold_reason=HAND_FOR_HAND)
    after = charge_hand(held, durations, T0, 120)
    assert (after.index, after.offset, after.anchor) == (1, 60.0, None)
    assert after.hold_reason == HAND_FOR_HAND
    reading = read_clock(after, durations, T0 + timedelta(hours=1))
    assert (reading.state, reading.index, reading.remaining) == (PAUSED, 1, 1140)
    assert read_clock(charge_hand(after, durations, T0, 99999), durations, T0).state == FINISHED


# ---------------------------------------------------------------- halts
def test_halts_are_recorded_when_they_begin_and_end() -> None:
    floor = layout({1: list(range(1, 10)), 2: list(range(1, 10)), 3: [1, 2, 3, 4, 5, 6, 7]})
    assert halt_changes(floor.state, 1, floor.now) == []
    floor.bust(name_at(floor, 3, 7))  # table 3: 6 players, 3 short of the fullest
    events = report(floor, 3)
    (halted,) = of_type(events, TableHalted)
    assert (halted.table, halted.players, halted.fullest) == (3, 6, 9)
    assert halted.rule == "TDA 2024 Rule 11-D"
    assert recorded_halts(floor.state, 1)[3].since == floor.now.isoformat()
    assert halt_changes(floor.state, 1, floor.now) == []  # nothing new

    floor.wait(120)
    for table in (1, 2):
        floor.bust(name_at(floor, table, 1))
    events = halt_changes(floor.state, 1, floor.now)  # the fullest tables have 8 now
    assert events == [TableResumed(event_id=1, table=3, at=floor.now.isoformat())]
    floor.apply(events)
    assert recorded_halts(floor.state, 1) == {}


@pytest.mark.parametrize(
    ("rulebook", "said"),
    [
        ("tda-2024", "share places, TDA 2024 RP-8-A"),
        ("roberts-v6-league", "are placed together, House A-17"),
    ],
)
def test_stopping_mid_hand_cites_the_rulebooks_placing_rule(rulebook: str, said: str) -> None:
    """TDA 2024 RP-8-A: players out on the same hand-for-hand hand share the places paid
    on it. House A-17 (the league's): "If two or more Players are eliminated on the same
    hand, the Player who started the hand with the most chips will be awarded the higher
    finishing position" — the league does not share, so its refusal cites A-17."""
    floor = layout({1: [1, 2, 3], 2: [1, 2, 3]}, rulebook=rulebook)
    floor.apply(decide_start(floor.state, 1, floor.now, 120))
    report(floor, 1)
    error = refused("hand_in_progress", lambda: decide_stop(floor.state, 1, floor.now))
    assert f"players busting on it {said})" in error.message
