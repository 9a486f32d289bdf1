"""Domain: chip counts (``domain.field.counts``): what a count records, what it refuses,
what a bust-out and a chip race do to it, and the chips in play it is checked against."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.domain.pure_floor import PureFloor, refused

from floortool.domain.field.counts import (
    chip_log_points,
    chips_in_play,
    decide_counts,
    decide_race_settlement,
)
from floortool.domain.fold.kinds import decode_event
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import DomainEvent
from floortool.domain.registration.decisions import decide_rebuy
from floortool.domain.results.bust_out import BustOut, decide_busts

STACK = 10_000


def floor_of(names: int, **settings: object) -> PureFloor:
    floor = PureFloor()
    options = {"tables": 2, "seats": 9, "starting_stack": STACK, **settings}
    floor.event(**options)
    for number in range(names):
        floor.enter(f"Player {number}")
    return floor


def entry_id(floor: PureFloor, name: str) -> int:
    return floor.state.entries[1].of_player(floor.player(name).id)[-1].id


def count(floor: PureFloor, *pairs: tuple[str, int]) -> None:
    counts = [(entry_id(floor, name), chips) for name, chips in pairs]
    floor.apply([decide_counts(floor.state, 1, counts, at=floor.now.isoformat(), by="Dana")])


def test_a_count_records_the_stack_who_counted_it_and_when() -> None:
    """ "a count for one player ... journalled with who counted and when"."""
    floor = floor_of(3)
    count(floor, ("Player 0", 12_500))
    entry = floor.state.entries[1][entry_id(floor, "Player 0")]
    assert entry.count is not None
    assert (entry.count.chips, entry.count.by, entry.count.at) == (
        12_500,
        "Dana",
        floor.now.isoformat(),
    )
    now = chips_in_play(floor.state, 1)
    assert (now.in_play, now.counted, now.counted_players) == (3 * STACK, 12_500, 1)
    assert (now.uncounted, now.uncounted_players) == (3 * STACK - 12_500, 2)


def test_the_chips_in_play_are_entries_times_stack_plus_rebuys() -> None:
    """ "entries x stack + rebuys + add-ons - removed chips"."""
    floor = floor_of(4, max_rebuys=2, rebuy_last_level=3, rebuy_chips=5_000)
    floor.apply([decide_rebuy(floor.state, 1, floor.player("Player 1"), now=floor.now)])
    assert chips_in_play(floor.state, 1).in_play == 4 * STACK + 5_000


def test_impossible_counts_are_refused_with_the_reason() -> None:
    """ "an impossible total (more chips than in play, a stack below zero) is refused
    with the reason"; a busted or unknown player has no stack to count."""
    floor = floor_of(3)
    error = refused("more_than_in_play", lambda: count(floor, ("Player 0", 3 * STACK + 1)))
    assert f"{3 * STACK:,} are in play" in error.message
    refused("below_one_chip", lambda: count(floor, ("Player 1", -5)))
    floor.bust("Player 2")
    refused("not_seated", lambda: count(floor, ("Player 2", 100)))
    refused(
        "not_seated",
        lambda: decide_counts(floor.state, 1, [(99, 100)], at="", by=""),
    )
    refused("counted_twice", lambda: count(floor, ("Player 0", 10), ("Player 0", 20)))
    assert chips_in_play(floor.state, 1).counted == 0


def test_a_recount_replaces_the_last_count_in_the_total() -> None:
    """A recount of a counted stack replaces it: the total may reach, never pass, the chips
    in play."""
    floor = floor_of(2)
    count(floor, ("Player 0", 2 * STACK - 1))
    count(floor, ("Player 0", 15_000), ("Player 1", 5_000))
    assert chips_in_play(floor.state, 1).counted == 2 * STACK


def test_a_bust_out_makes_the_stack_known_as_zero() -> None:
    """ "a bust-out sets the stack to 0 (and its stack known)": it leaves the counted
    total, and the players left shrink with it."""
    floor = floor_of(3)
    count(floor, ("Player 0", 14_000), ("Player 1", 6_000))
    floor.bust("Player 1")
    now = chips_in_play(floor.state, 1)
    assert (now.counted, now.counted_players, now.players_left) == (14_000, 1, 2)
    assert now.uncounted == 3 * STACK - 14_000


def test_a_chip_race_moves_the_chips_in_play_and_the_counted_stacks() -> None:
    """A colour-up race takes odd chips out of play (or makes them): the chips in play
    move by the table's change and each counted stack by its own."""
    floor = floor_of(3)
    first, second = entry_id(floor, "Player 0"), entry_id(floor, "Player 1")
    count(floor, ("Player 0", 9_975))
    event = decide_race_settlement(floor.state, 1, [(first, 25), (second, -75)], at="")
    floor.apply([event])
    assert chips_in_play(floor.state, 1).in_play == 3 * STACK - 50
    assert floor.state.entries[1][first].count.chips == 10_000  # type: ignore[union-attr]


def test_each_count_adds_a_point_with_the_leader() -> None:
    """The chart's points: the chip leader at each count, a busted leader passed over."""
    floor = floor_of(3)
    count(floor, ("Player 0", 20_000))
    count(floor, ("Player 1", 8_000))
    floor.bust("Player 0")
    count(floor, ("Player 2", 9_000))
    leaders = [p.leader_chips for p in chip_log_points(floor.state, 1)]
    assert leaders == [20_000, 20_000, 9_000]


# ------------------------------------------------------------------ the property
OPS = st.lists(
    st.tuples(
        st.sampled_from(["count", "bust", "rebuy", "race", "undo"]),
        st.integers(0, 5),
        st.integers(-1_000, 40_000),
    ),
    max_size=25,
)


def _refold(groups: list[list[DomainEvent]], base: FloorState) -> FloorState:
    state = base.snapshot()
    for group in groups:
        for event in group:
            decode_event(event.kind, event.to_data()).apply(state)
    return state


@settings(max_examples=60, deadline=None)
@given(OPS)
def test_counted_chips_never_exceed_the_chips_in_play(ops: list[tuple[str, int, int]]) -> None:
    """ "the counted chips never exceed the chips in play after any sequence of counts,
    busts, rebuys, colour-ups and undos" (an undo folds the live groups again)."""
    floor = floor_of(6, max_rebuys=None, rebuy_last_level=3, rebuy_chips=5_000)
    base = floor.state.snapshot()
    groups: list[list[DomainEvent]] = []
    for op, who, chips in ops:
        name = f"Player {who}"
        events: list[DomainEvent] = []
        try:
            if op == "count":
                events = [
                    decide_counts(floor.state, 1, [(entry_id(floor, name), chips)], at="", by="")
                ]
            elif op == "bust":
                draft = floor.draft()
                bust = BustOut(entry_id(floor, name))
                decide_busts(draft, 1, [bust], hand="", now=floor.now, rng=floor.rng)
                events = list(draft.events)
            elif op == "rebuy":
                events = [decide_rebuy(floor.state, 1, floor.player(name), now=floor.now)]
            elif op == "race":
                changes = [(entry_id(floor, name), chips % 200 - 100), (None, -(chips % 75))]
                events = [decide_race_settlement(floor.state, 1, changes, at="")]
            elif groups:
                groups.pop()
                floor.state = _refold(groups, base)
                _check(floor.state)
                continue
        except FloorError:
            continue
        floor.apply(events)
        groups.append(events)
        _check(floor.state)


def _check(state: FloorState) -> None:
    now = chips_in_play(state, 1)
    assert now.counted <= now.in_play
    book = state.entries[1]
    assert now.counted == sum(
        e.count.chips for e in book.values() if e.status == "active" and e.count is not None
    )
