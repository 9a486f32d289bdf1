"""Domain: blind structures, their row/level arithmetic and their validation."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.structure.chips import STANDARD_CHIP_SET, Chip, ChipSet, is_payable
from floortool.domain.structure.levels import Break, Level, Row, Structure, validate_structure


def lvl(
    sb: int, bb: int, ante: int = 0, *, bba: bool = False, minutes: int = 20, game: str = ""
) -> Level:
    return Level(
        small_blind=sb, big_blind=bb, ante=ante, big_blind_ante=bba, minutes=minutes, game=game
    )


def brk(minutes: int = 10, *color_up: int) -> Break:
    return Break(minutes=minutes, color_up=color_up)


def make_structure(*rows: Row, name: str = "Test") -> Structure:
    return Structure(name=name, rows=rows)


# The cli.md example.
LEAGUE = make_structure(
    lvl(25, 50),
    lvl(50, 100),
    brk(10, 25),
    lvl(100, 200, 200, bba=True),
    name="League 20-minute",
)


def refusal(structure: Structure, chip_set: ChipSet | None = None) -> InvalidInput:
    with pytest.raises(InvalidInput) as info:
        validate_structure(structure, chip_set)
    return info.value


# ---------------------------------------------------------------- rows and levels


def test_level_numbers_skip_breaks() -> None:
    assert LEAGUE.level_numbers == (1, 2, None, 3)
    assert LEAGUE.level_count == 3
    assert LEAGUE.levels[2].big_blind == 200


def test_row_and_level_numbers_convert_both_ways() -> None:
    assert LEAGUE.row_of_level(3) == 3
    assert LEAGUE.level_of_row(3) == 3
    assert LEAGUE.level_of_row(2) is None
    assert LEAGUE.level(2) == lvl(50, 100)


def test_unknown_level_is_refused_with_the_count() -> None:
    with pytest.raises(InvalidInput, match="There is no level 4: this structure has 3 levels"):
        LEAGUE.row_of_level(4)
    with pytest.raises(InvalidInput, match="There is no row 9"):
        LEAGUE.level_of_row(9)


def test_durations_and_start_offsets_in_seconds() -> None:
    assert LEAGUE.durations == (1200, 1200, 600, 1200)
    assert LEAGUE.start_offsets == (0, 1200, 2400, 3000)
    assert LEAGUE.total_seconds == 4200


def test_next_break_and_colour_ups_per_row() -> None:
    assert LEAGUE.next_break_row(0) == 2
    assert LEAGUE.next_break_row(2) is None
    assert LEAGUE.color_ups == ((), (), (25,), ())


def test_rows_are_described_for_the_director() -> None:
    first_is_break = make_structure(brk(5), lvl(25, 50))
    assert LEAGUE.describe_row(1) == "Level 2"
    assert LEAGUE.describe_row(2) == "The break after level 2"
    assert first_is_break.describe_row(0) == "The break before level 1"
    assert LEAGUE.levels[2].describe() == "100/200, big-blind ante 200"
    assert lvl(1000, 2000, 300).describe() == "1,000/2,000, ante 300"
    assert lvl(100, 200, game="PLO").describe() == "PLO 100/200"


# ---------------------------------------------------------------- validation


def test_valid_structures_pass() -> None:
    validate_structure(LEAGUE)
    validate_structure(LEAGUE, STANDARD_CHIP_SET)


@pytest.mark.parametrize(
    ("structure", "message", "field"),
    [
        (make_structure(), "The structure needs at least one level.", "levels"),
        (make_structure(brk(10)), "The structure needs at least one level.", "levels"),
        (
            make_structure(lvl(0, 50)),
            "Level 1: the small blind must be more than zero.",
            "small_blind",
        ),
        (
            make_structure(lvl(25, 50), lvl(-5, 0)),
            "Level 2: the small blind must be more than zero.",
            "small_blind",
        ),
        (
            make_structure(lvl(25, 50), lvl(50, 40)),
            "Level 2: the big blind (40) is smaller than the small blind (50).",
            "big_blind",
        ),
        (
            make_structure(lvl(100, 200), brk(10), lvl(100, 150)),
            "Level 2: the big blind goes down from 200 (level 1) to 150; blinds never go down.",
            "big_blind",
        ),
        (
            make_structure(lvl(100, 200), lvl(75, 200)),
            "Level 2: the small blind goes down from 100 (level 1) to 75; blinds never go down.",
            "small_blind",
        ),
        (make_structure(lvl(25, 50, -1)), "Level 1: the ante cannot be negative.", "ante"),
        (
            make_structure(lvl(25, 50, 0, bba=True)),
            "Level 1: it is marked big-blind ante but the ante is 0",
            "ante",
        ),
        (
            make_structure(
                lvl(100, 200, 200, bba=True),
                lvl(150, 300, 200, bba=True),
                lvl(200, 400, 100, bba=True),
            ),
            "Level 3: the ante goes down from 200 (level 2) to 100; antes are never reduced",
            "ante",
        ),
        (
            make_structure(lvl(25, 50, minutes=0)),
            "Level 1: it must last at least one minute.",
            "minutes",
        ),
        (
            make_structure(lvl(25, 50), brk(0)),
            "The break after level 1: it must last at least one minute.",
            "minutes",
        ),
        (
            make_structure(lvl(25, 50, minutes=1441)),
            "Level 1: it lasts 1,441 minutes; the longest allowed is 1,440 (24 hours).",
            "minutes",
        ),
        (
            make_structure(lvl(25, 50), brk(10, 25, 25), lvl(50, 100)),
            "The break after level 1: it colours up the 25 chips twice.",
            "color_up",
        ),
        (
            make_structure(lvl(25, 50), brk(10, 0), lvl(50, 100)),
            "The break after level 1: it colours up 0, which is not a chip value.",
            "color_up",
        ),
        (
            make_structure(lvl(25, 50, game=" NLHE")),
            "Level 1: the game name ' NLHE' starts or ends with a space.",
            "game",
        ),
        (
            make_structure(lvl(25, 50, game="NL\nHE")),
            "Level 1: the game name contains a line break or control character.",
            "game",
        ),
        (
            make_structure(lvl(25, 50), name="x" * 121),
            "The structure name is longer than 120 characters.",
            "name",
        ),
    ],
)
def test_validation_names_the_row_and_the_rule(
    structure: Structure, message: str, field: str
) -> None:
    error = refusal(structure)
    assert error.message.startswith(message)
    assert error.details["field"] == field
    assert error.code == "invalid_input"


def test_refusal_details_carry_row_and_level() -> None:
    error = refusal(make_structure(lvl(25, 50), brk(10), lvl(50, 40)))
    assert error.details["row"] == 2
    assert error.details["level"] == 2


def test_each_game_of_a_mixed_structure_rises_on_its_own() -> None:
    mixed = make_structure(
        lvl(100, 200, game="NLHE"),
        lvl(50, 100, game="PLO"),
        lvl(150, 300, game="NLHE"),
        lvl(75, 150, game="PLO"),
    )
    validate_structure(mixed)
    error = refusal(make_structure(*mixed.rows, lvl(50, 100, game="PLO")))
    assert error.message.startswith("Level 5: the small blind goes down from 75 (level 4)")


def test_ante_reduction_cites_rp_11() -> None:
    error = refusal(make_structure(lvl(100, 200, 25), lvl(150, 300, 20)))
    assert error.message == (
        "Level 2: the ante goes down from 25 (level 1) to 20; antes are never reduced "
        "(TDA 2024 RP-11)."
    )


def test_changing_ante_kind_or_dropping_antes_is_allowed() -> None:
    validate_structure(
        make_structure(lvl(100, 200, 25), lvl(150, 300, 300, bba=True), lvl(200, 400, 0))
    )


# ---------------------------------------------------------------- against a chip set


def test_amount_the_chips_cannot_pay_is_refused() -> None:
    error = refusal(make_structure(lvl(25, 50), lvl(50, 100, 30)), STANDARD_CHIP_SET)
    assert error.message == (
        "Level 2: the ante of 30 can't be paid with the chips in play "
        "(25, 100, 500, 1,000, 5,000, 25,000)."
    )
    assert error.details["field"] == "ante"


def test_colour_up_of_a_chip_a_later_level_needs_is_refused_at_the_break() -> None:
    structure = make_structure(lvl(25, 50), lvl(50, 100), brk(10, 25), lvl(75, 150))
    error = refusal(structure, STANDARD_CHIP_SET)
    assert error.message == (
        "The break after level 2: it colours up the 25 chips, but level 3 (75/150) "
        "still needs them for its small blind of 75."
    )
    assert error.details["field"] == "color_up"
    assert error.details["row"] == 2


def test_colour_up_of_a_chip_not_in_the_set_is_refused() -> None:
    error = refusal(make_structure(lvl(25, 50), brk(10, 10), lvl(50, 100)), STANDARD_CHIP_SET)
    assert error.message == (
        "The break after level 1: it colours up 10 chips, but the chip set has none "
        "(it has 25, 100, 500, 1,000, 5,000, 25,000)."
    )


def test_colour_up_of_chips_already_gone_is_refused() -> None:
    structure = make_structure(
        lvl(100, 200), brk(10, 25), lvl(200, 400), brk(10, 25), lvl(300, 600)
    )
    error = refusal(structure, STANDARD_CHIP_SET)
    assert error.message == (
        "The break after level 2: it colours up the 25 chips, but they already left at "
        "the break after level 1."
    )


def test_colour_up_of_the_largest_chip_is_refused() -> None:
    error = refusal(make_structure(lvl(25, 50), brk(10, 25000), lvl(50, 100)), STANDARD_CHIP_SET)
    assert "no larger chip stays in play to exchange them for" in error.message


def test_colour_up_into_an_uneven_chip_is_refused() -> None:
    chips = ChipSet((Chip(denomination=100), Chip(denomination=250), Chip(denomination=1000)))
    error = refusal(make_structure(lvl(500, 1000), brk(10, 100), lvl(500, 1000)), chips)
    assert error.message == (
        "The break after level 1: it colours up the 100 chips, but they can't be exchanged "
        "evenly for 250 chips."
    )


def test_several_chips_can_leave_at_one_break() -> None:
    structure = make_structure(lvl(25, 50), brk(10, 25, 100), lvl(500, 1000))
    validate_structure(structure, STANDARD_CHIP_SET)


def test_a_bad_chip_set_is_refused() -> None:
    chips = ChipSet((Chip(denomination=25), Chip(denomination=25)))
    error = refusal(LEAGUE, chips)
    assert error.message == "The chip set lists the 25 chip twice."


# ---------------------------------------------------------------- payability


@pytest.mark.parametrize(
    ("amount", "payable"),
    [
        (0, True),
        (100, True),
        (250, True),
        (350, True),
        (450, True),
        (50, False),
        (150, False),
        (-100, False),
    ],
)
def test_is_payable_with_chips_that_do_not_divide_each_other(amount: int, payable: bool) -> None:
    assert is_payable(amount, (100, 250)) is payable


@given(
    denominations=st.lists(st.integers(1, 40), min_size=1, max_size=4, unique=True),
    amount=st.integers(0, 400),
)
def test_is_payable_agrees_with_brute_force(denominations: list[int], amount: int) -> None:
    reachable = {0}
    for value in range(1, amount + 1):
        if any(value - d in reachable for d in denominations):
            reachable.add(value)
    assert is_payable(amount, denominations) is (amount in reachable)
