"""Domain: chip sets, denominations in play, starting stacks, capacity, colour-up plans."""

from __future__ import annotations

import pytest

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.structure.chip_plan import (
    ColorUpNeed,
    breakdown_from,
    capacity,
    plan_color_up,
    plan_starting_stack,
)
from floortool.domain.structure.chips import (
    STANDARD_CHIP_SET,
    Chip,
    ChipSet,
    denominations_in_play,
    exchange_target,
    validate_chip_set,
)
from floortool.domain.structure.levels import Break, Level, Structure

# A small case: 500 greens, 400 blacks, 150 purples, 600 yellows.
CASE = ChipSet(
    name="Club case",
    chips=(
        Chip(denomination=25, color="green", quantity=500),
        Chip(denomination=100, color="black", quantity=400),
        Chip(denomination=500, color="purple", quantity=150),
        Chip(denomination=1000, color="yellow", quantity=600),
    ),
)

# 25s leave after level 2, 100s after level 4.
TWO_COLOUR_UPS = Structure(
    name="Two colour-ups",
    rows=(
        Level(small_blind=25, big_blind=50, minutes=20),
        Level(small_blind=50, big_blind=100, minutes=20),
        Break(minutes=10, color_up=(25,)),
        Level(small_blind=100, big_blind=200, minutes=20),
        Level(small_blind=200, big_blind=400, minutes=20),
        Break(minutes=10, color_up=(100,)),
        Level(small_blind=500, big_blind=1000, minutes=20),
    ),
)


# ---------------------------------------------------------------- chip sets


def test_chip_set_lists_denominations_smallest_first() -> None:
    chips = ChipSet((Chip(denomination=100), Chip(denomination=25, color="green")))
    assert chips.denominations == (25, 100)
    assert 25 in chips and 5 not in chips
    assert chips.chip(25).color == "green"


@pytest.mark.parametrize(
    ("chips", "message"),
    [
        (ChipSet(()), "The chip set has no chips."),
        (ChipSet((Chip(denomination=0),)), "A chip is worth 0"),
        (
            ChipSet((Chip(denomination=25), Chip(denomination=25))),
            "The chip set lists the 25 chip twice.",
        ),
        (
            ChipSet((Chip(denomination=25, quantity=-1),)),
            "The number of 25 chips cannot be negative.",
        ),
    ],
)
def test_bad_chip_sets_are_refused(chips: ChipSet, message: str) -> None:
    with pytest.raises(InvalidInput) as info:
        validate_chip_set(chips)
    assert info.value.message.startswith(message)


def test_exchange_target_skips_chips_leaving_at_the_same_break() -> None:
    in_play = (25, 100, 500, 1000)
    assert exchange_target(25, in_play) == 100
    assert exchange_target(25, in_play, (25, 100)) == 500
    assert exchange_target(1000, in_play) is None


def test_denominations_in_play_per_row() -> None:
    assert denominations_in_play(TWO_COLOUR_UPS, CASE) == (
        (25, 100, 500, 1000),
        (25, 100, 500, 1000),
        (100, 500, 1000),  # a break shows the chips after its colour-up
        (100, 500, 1000),
        (100, 500, 1000),
        (500, 1000),
        (500, 1000),
    )


# ---------------------------------------------------------------- starting stacks


@pytest.mark.parametrize(
    ("stack", "expected"),
    [
        # 8 x 25 make two 100s; with them 8 x 100 make two 500s; 2 x 500 with those make two
        # 1000s; the 1000s (the largest chip the stack holds four of) take the rest.
        (10_000, {25: 8, 100: 8, 500: 2, 1000: 8}),
        (5_000, {25: 8, 100: 8, 500: 2, 1000: 3}),
        # 20,000 holds four 5,000s: the 1000s now only make change (two 5,000s' worth).
        (20_000, {25: 8, 100: 8, 500: 2, 1000: 8, 5000: 2}),
        (1_500, {25: 8, 100: 13}),  # 500 x 4 > 1,500: the 100 is the largest chip
        (300, {25: 12}),
    ],
)
def test_default_starting_stack_breakdown(stack: int, expected: dict[int, int]) -> None:
    breakdown = plan_starting_stack(STANDARD_CHIP_SET, stack)
    assert dict(breakdown.counts) == expected
    assert breakdown.value == stack


def test_starting_stack_from_chips_that_do_not_divide_each_other() -> None:
    chips = ChipSet((Chip(denomination=100, quantity=9), Chip(denomination=250, quantity=9)))
    breakdown = plan_starting_stack(chips, 1_050)
    assert breakdown.value == 1_050
    assert dict(breakdown.counts) == {100: 3, 250: 3}


def test_starting_stack_the_chips_cannot_make_is_refused() -> None:
    with pytest.raises(InvalidInput, match="A starting stack of 10,010 can't be made"):
        plan_starting_stack(STANDARD_CHIP_SET, 10_010)


def test_breakdown_describes_itself() -> None:
    assert breakdown_from({1000: 8, 25: 8, 100: 0}).describe() == "8 x 25, 8 x 1,000"


# ---------------------------------------------------------------- capacity


def test_capacity_without_colour_ups_is_decided_by_the_scarcest_chip() -> None:
    # Per player 8 x 25, 8 x 100, 2 x 500, 8 x 1000:
    # 500 // 8 = 62, 400 // 8 = 50, 150 // 2 = 75, 600 // 8 = 75 -> 50, the blacks run out.
    result = capacity(CASE, starting_stack=10_000)
    assert result.players == 50
    assert result.limiting_denomination == 100
    assert [(row.denomination, row.per_player, row.players) for row in result.per_denomination] == [
        (25, 8, 62),
        (100, 8, 50),
        (500, 2, 75),
        (1000, 8, 75),
    ]


def test_capacity_reserves_the_chips_colour_ups_bring_in() -> None:
    # 25s leave: 8 x 25 = 200 -> 2 more 100s a player, 10 at the peak: 400 // 10 = 40.
    # 100s leave: 10 x 100 = 1,000 -> 2 more 500s a player, 4 at the peak: 150 // 4 = 37.
    result = capacity(CASE, starting_stack=10_000, structure=TWO_COLOUR_UPS)
    assert result.players == 37
    assert result.limiting_denomination == 500


def test_capacity_with_a_given_breakdown() -> None:
    stack = breakdown_from({100: 10, 500: 2, 1000: 8})
    result = capacity(CASE, starting_stack=10_000, breakdown=stack)
    assert (result.players, result.limiting_denomination) == (40, 100)
    with pytest.raises(InvalidInput, match="add up to 10,000, not the starting stack of 5,000"):
        capacity(CASE, starting_stack=5_000, breakdown=stack)


def test_capacity_checks_the_structure_against_the_chips() -> None:
    bad = Structure(name="b", rows=(Level(small_blind=10, big_blind=20, minutes=20),))
    with pytest.raises(InvalidInput, match="the small blind of 10 can't be paid"):
        capacity(CASE, starting_stack=10_000, structure=bad)


# ---------------------------------------------------------------- colour-up plans


def test_colour_up_plan_per_break_for_three_full_tables() -> None:
    plans = plan_color_up(TWO_COLOUR_UPS, CASE, tables=3, seats=9, starting_stack=10_000)
    first, second = plans
    # 9 players x 8 greens leave each table; each needs 9 x ceil(200 / 100) = 18 blacks;
    # 27 players already hold 8 blacks each: 400 - 216 = 184 left in the case.
    assert (first.row, first.after_level) == (2, 2)
    assert first.leaving == ((25, 72),)
    assert first.needs == (
        ColorUpNeed(denomination=100, per_table=18, total=54, in_case=184, short_by=0),
    )
    assert str(first.message) == (
        "The break after level 2: up to 72 x 25 (green) come off each table; each table needs "
        "up to 18 x 100 (black) (54 in all, 184 in the case)."
    )
    # Each player now holds 10 blacks (1,000): 9 x 2 purples a table; 150 - 27 x 2 = 96 left.
    assert (second.row, second.after_level) == (5, 4)
    assert second.leaving == ((100, 90),)
    assert second.needs == (
        ColorUpNeed(denomination=500, per_table=18, total=54, in_case=96, short_by=0),
    )


def test_colour_up_plan_says_when_the_case_is_short() -> None:
    first, second = plan_color_up(TWO_COLOUR_UPS, CASE, tables=5, starting_stack=10_000)
    # 45 players: 400 - 360 = 40 blacks left, 90 needed; 150 - 90 = 60 purples left, 90 needed.
    assert first.needs[0].short_by == 50
    assert second.needs[0].short_by == 30
    assert str(first.message).endswith("(90 in all, 40 in the case); the case is 50 chips short.")


def test_two_denominations_leaving_together_go_to_the_next_chip_in_play() -> None:
    structure = Structure(
        name="s",
        rows=(
            Level(small_blind=25, big_blind=50, minutes=20),
            Break(minutes=10, color_up=(25, 100)),
            Level(small_blind=500, big_blind=1000, minutes=20),
        ),
    )
    (plan,) = plan_color_up(structure, STANDARD_CHIP_SET, tables=1, starting_stack=10_000)
    # 8 x 25 + 8 x 100 = 1,000 a player -> 2 x 500 each, 18 a table.
    assert plan.leaving == ((25, 72), (100, 72))
    assert plan.needs[0].denomination == 500
    assert plan.needs[0].per_table == 18


def test_structure_without_colour_ups_has_an_empty_plan() -> None:
    structure = Structure(name="s", rows=(Level(small_blind=25, big_blind=50, minutes=20),))
    assert plan_color_up(structure, CASE, tables=2, starting_stack=10_000) == ()


@pytest.mark.parametrize(("tables", "seats"), [(0, 9), (2, 1), (2, 13)])
def test_colour_up_plan_refuses_impossible_tables(tables: int, seats: int) -> None:
    with pytest.raises(InvalidInput):
        plan_color_up(TWO_COLOUR_UPS, CASE, tables=tables, seats=seats, starting_stack=10_000)
