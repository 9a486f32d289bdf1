"""Domain: bag and tag — every survivor bagged at once, from the last count or typed,
bag numbers in table and seat order around the typed ones, refusals with their reason."""

from __future__ import annotations

from tests.domain.pure_floor import PureFloor, refused

from floortool.domain.field.counts import decide_counts
from floortool.domain.registration.bags import bags_of, decide_bags, survivors
from floortool.domain.seating.seats import seating_of

NAMES = ("Ann", "Bo", "Cy", "Di")


def floor_of_four() -> tuple[PureFloor, dict[str, int]]:
    floor = PureFloor()
    floor.event(tables=2, seats=9)
    entries = {name: floor.enter(name).id for name in NAMES}
    return floor, entries


def test_bag_numbers_run_in_seat_order_around_the_typed_ones() -> None:
    """ "the bag numbers run 1, 2, 3 ... in table and seat order, skipping any typed by
    hand"."""
    floor, entries = floor_of_four()
    where = seating_of(floor.state, 1).where
    in_seat_order = sorted(entries.values(), key=lambda e: where[e])
    typed_for = in_seat_order[0]
    chips = {e: 1_000 * (n + 1) for n, e in enumerate(entries.values())}
    event = decide_bags(floor.state, 1, chips, {typed_for: "2"}, at="t", by="td")
    floor.apply([event])
    bags = {bag.entry: bag.bag for bag in bags_of(floor.state, 1) or []}
    # The typed "2" is skipped: the other three, in seat order, take 1, 3 and 4.
    assert [bags[e] for e in in_seat_order] == ["2", "1", "3", "4"]
    assert {bag.entry: bag.chips for bag in bags_of(floor.state, 1) or []} == chips


def test_the_last_counts_are_bagged_and_a_survivor_without_one_is_named() -> None:
    """ "a survivor with no count and none typed is refused, the refusal naming who is
    missing"."""
    floor, entries = floor_of_four()
    counted = [(entries[name], 9_000) for name in ("Ann", "Bo", "Cy")]
    floor.apply([decide_counts(floor.state, 1, counted, at="t", by="td")])
    error = refused("counts_missing", lambda: decide_bags(floor.state, 1, {}, {}, at="t", by=""))
    assert "Di" in error.message and "Ann" not in error.message
    floor.apply([decide_bags(floor.state, 1, {entries["Di"]: 4_000}, {}, at="t", by="")])
    bagged = {bag.entry: bag.chips for bag in bags_of(floor.state, 1) or []}
    assert bagged == {**dict(counted), entries["Di"]: 4_000}


def test_a_count_after_the_bags_unbags_the_field_and_a_bag_is_typed_once() -> None:
    """ "a count after the bag makes it stale" and "two survivors never share one"."""
    floor, entries = floor_of_four()
    chips = dict.fromkeys(entries.values(), 5_000)
    ann, bo = entries["Ann"], entries["Bo"]
    refused(
        "bag_taken", lambda: decide_bags(floor.state, 1, chips, {ann: "7", bo: "7"}, at="t", by="")
    )
    floor.apply([decide_bags(floor.state, 1, chips, {}, at="t", by="")])
    assert bags_of(floor.state, 1) is not None
    floor.apply([decide_counts(floor.state, 1, [(ann, 6_000)], at="t", by="")])
    assert bags_of(floor.state, 1) is None


def test_nothing_to_bag_and_more_chips_than_in_play_are_refused() -> None:
    """ "The counts are checked as any count is (... never more chips counted than in
    play)"."""
    floor = PureFloor()
    floor.event(tables=1, seats=9)
    refused("nobody_to_bag", lambda: decide_bags(floor.state, 1, {}, {}, at="t", by=""))
    ann = floor.enter("Ann").id
    assert [e.id for e in survivors(floor.state, 1)] == [ann]
    too_many = {ann: 10**9}
    refused("more_than_in_play", lambda: decide_bags(floor.state, 1, too_many, {}, at="t", by=""))


def test_bagging_again_keeps_the_bag_numbers() -> None:
    """ "Bagged again (a count corrected), a survivor keeps their bag number"."""
    floor, entries = floor_of_four()
    chips = dict.fromkeys(entries.values(), 5_000)
    ann, bo = entries["Ann"], entries["Bo"]
    floor.apply([decide_bags(floor.state, 1, chips, {ann: "A1"}, at="t", by="")])
    before = {bag.entry: bag.bag for bag in bags_of(floor.state, 1) or []}
    floor.apply([decide_bags(floor.state, 1, {bo: 6_000}, {}, at="t", by="")])
    after = {bag.entry: (bag.bag, bag.chips) for bag in bags_of(floor.state, 1) or []}
    assert {e: bag for e, (bag, _) in after.items()} == before
    assert after[bo][1] == 6_000 and after[ann] == ("A1", 5_000)
