"""Domain: late registration — when it closes, and the chips each policy deducts."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.domain.pure_floor import CLI_STRUCTURE

from floortool.domain.registration.late_entry import (
    DeductionExceedsStack,
    LateRegistrationClosed,
    check_late_registration,
    deduction_for,
    entry_deduction,
    window_open,
)
from floortool.domain.structure.levels import Break, Level, Structure
from floortool.domain.structure.moment import Moment, level_at, levels_started
from floortool.domain.tournament.event import EventSettings

BLINDS = EventSettings(
    name="League", late_reg="blinds-deducted", late_reg_close_level=2, starting_stack=10_000
)
NOT_STARTED = Moment()


def at_row(index: int, *, finished: bool = False) -> Moment:
    return Moment(started=True, finished=finished, index=index)


# ------------------------------------------------------------------ the done-when arithmetic
@pytest.mark.parametrize(
    ("moment", "deduction"),
    [
        (NOT_STARTED, 0),  # before the clock starts nothing is deducted
        (Moment(started=False, index=1), 0),  # even if the director moved the clock
        (at_row(0), 75),  # level 1: 25 + 50
        (at_row(1), 225),  # level 2: 75 + 50 + 100
    ],
)
def test_blinds_deducted_is_house_a4(moment: Moment, deduction: int) -> None:
    assert entry_deduction(BLINDS, CLI_STRUCTURE, moment) == deduction
    assert BLINDS.starting_stack - deduction in (10_000, 9_925, 9_775)


@pytest.mark.parametrize("moment", [at_row(2), at_row(3), at_row(3, finished=True)])
def test_late_registration_closes_at_the_end_of_the_level(moment: Moment) -> None:
    with pytest.raises(LateRegistrationClosed) as info:
        entry_deduction(BLINDS, CLI_STRUCTURE, moment)
    assert info.value.message == "Late registration closed at the end of level 2."
    assert info.value.code == "late_registration_closed"


def test_during_a_break_the_levels_already_started_count() -> None:
    open_after = replace(BLINDS, late_reg_close_level=None)
    assert entry_deduction(open_after, CLI_STRUCTURE, at_row(2)) == 225
    assert level_at(CLI_STRUCTURE, at_row(2)) == 2
    assert entry_deduction(open_after, CLI_STRUCTURE, at_row(3)) == 525


@pytest.mark.parametrize("row", [0, 1, 2, 3])
def test_full_stack_never_deducts(row: int) -> None:
    settings = EventSettings(name="TDA", late_reg="full-stack")
    assert entry_deduction(settings, CLI_STRUCTURE, at_row(row)) == 0


def test_custom_policies() -> None:
    per_level = replace(BLINDS, late_reg="per-level", late_reg_per_level=300)
    antes = replace(BLINDS, late_reg="blinds-and-antes", late_reg_close_level=None)
    assert deduction_for(per_level, CLI_STRUCTURE, at_row(1)) == 600
    assert deduction_for(per_level, CLI_STRUCTURE, at_row(2)) == 600  # a break is not a level
    assert deduction_for(antes, CLI_STRUCTURE, at_row(1)) == 225  # no antes yet
    assert deduction_for(antes, CLI_STRUCTURE, at_row(3)) == 225 + 100 + 200 + 200


@pytest.mark.parametrize(("stack", "refused"), [(225, True), (226, False), (100, True)])
def test_a_deduction_never_leaves_zero_chips(stack: int, refused: bool) -> None:
    settings = replace(BLINDS, starting_stack=stack)
    if not refused:
        assert entry_deduction(settings, CLI_STRUCTURE, at_row(1)) == 225
        return
    with pytest.raises(DeductionExceedsStack) as info:
        entry_deduction(settings, CLI_STRUCTURE, at_row(1))
    assert info.value.code == "deduction_exceeds_stack"
    assert "225" in info.value.message


def test_close_level_beyond_the_structure_or_none_never_closes() -> None:
    for close in (None, 9):
        settings = replace(BLINDS, late_reg_close_level=close)
        check_late_registration(settings, CLI_STRUCTURE, at_row(3, finished=True))


def test_windows_for_rebuys_and_add_ons() -> None:
    assert window_open(CLI_STRUCTURE, at_row(1), 2)
    assert not window_open(CLI_STRUCTURE, at_row(2), 2)  # rebuys end with level 2
    assert window_open(CLI_STRUCTURE, at_row(2), 2, break_after=True)  # add-ons: the break too
    assert not window_open(CLI_STRUCTURE, at_row(3), 2, break_after=True)
    assert window_open(CLI_STRUCTURE, NOT_STARTED, 1)


# ------------------------------------------------------------------ properties
levels = st.builds(
    lambda sb, factor, ante: Level(small_blind=sb, big_blind=sb * factor, ante=ante, minutes=20),
    st.integers(1, 5_000),
    st.integers(1, 3),
    st.integers(0, 1_000),
)
rows = st.lists(st.one_of(levels, st.just(Break(minutes=10))), min_size=1, max_size=12)


@given(rows=rows, data=st.data())
def test_deductions_are_the_sum_over_levels_started(
    rows: list[Level | Break], data: st.DataObject
) -> None:
    structure = Structure(name="any", rows=tuple(rows))
    index = data.draw(st.integers(0, len(rows) - 1))
    settings = EventSettings(name="x", late_reg="blinds-deducted", starting_stack=10**9)
    started = [r for r in rows[: index + 1] if isinstance(r, Level)]
    moment = at_row(index)
    assert levels_started(structure, moment) == tuple(started)
    blinds = deduction_for(settings, structure, moment)
    assert blinds == sum(r.small_blind + r.big_blind for r in started)
    antes = deduction_for(replace(settings, late_reg="blinds-and-antes"), structure, moment)
    assert antes == blinds + sum(r.ante for r in started)
    per = deduction_for(
        replace(settings, late_reg="per-level", late_reg_per_level=125), structure, moment
    )
    assert per == 125 * len(started)
    if index > 0:  # never goes down as the clock moves on
        assert deduction_for(settings, structure, at_row(index - 1)) <= blinds


@given(stack=st.integers(1, 20_000), row=st.integers(0, 3))
def test_an_accepted_entrant_always_keeps_chips(stack: int, row: int) -> None:
    settings = replace(BLINDS, starting_stack=stack, late_reg_close_level=None)
    try:
        deduction = entry_deduction(settings, CLI_STRUCTURE, at_row(row))
    except DeductionExceedsStack:
        assert deduction_for(settings, CLI_STRUCTURE, at_row(row)) >= stack
    else:
        assert stack - deduction > 0
