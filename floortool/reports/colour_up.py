"""Reports layer: the colour-up plan — per break that colours up, the chips that
leave and how many of the next chip each table needs, from the chip case.

Takes the domain's plan (``chip_plan.plan_color_up``) and the chip set (for
the colours). First the starting stack's chips and what the plan assumes
(full tables of the event's size), then one section per colour-up.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.structure.chip_plan import ColorUpPlan, StackBreakdown
from floortool.domain.structure.chips import ChipSet
from floortool.reports.page_frame import DocumentHead, Pdf, Progress
from floortool.reports.tabular import RIGHT, Column, Section, render_sections

NEED_COLUMNS = (
    Column("Chip", 2.2),
    Column("Each table", 1.2, RIGHT),
    Column("In all", 1.2, RIGHT),
    Column("In the case", 1.2, RIGHT),
    Column("Short", 1.0, RIGHT),
)


STACK_COLUMNS = (
    Column("Chip", 2.2),
    Column("Each player", 1.2, RIGHT),
    Column("In the case", 1.2, RIGHT),
)


@dataclass(frozen=True)
class ColourUpSheet:
    plans: tuple[ColorUpPlan, ...]
    chip_set: ChipSet
    starting_stack: int
    breakdown: StackBreakdown  # the chips of one starting stack
    assumption: str  # the tables the plan is for: "For 3 tables of 9 seats, full."


def chip_name(chip_set: ChipSet, denomination: int) -> str:
    """``25 (green)``, or ``25`` for a chip without a colour."""
    color = chip_set.chip(denomination).color if denomination in chip_set else ""
    return f"{denomination:,} ({color})" if color else f"{denomination:,}"


def _section(plan: ColorUpPlan, chip_set: ChipSet) -> Section:
    when = (
        "Break before level 1"
        if plan.after_level is None
        else f"Break after level {plan.after_level}"
    )
    leaving = ", ".join(f"{chip_name(chip_set, d)}: up to {n:,}" for d, n in plan.leaving)
    rows = tuple(
        (
            chip_name(chip_set, need.denomination),
            f"{need.per_table:,}",
            f"{need.total:,}",
            f"{need.in_case:,}",
            f"{need.short_by:,}" if need.short_by else "",
        )
        for need in plan.needs
    )
    return Section(
        title=when,
        intro=f"Coming off each table: {leaving}. Each table needs, at most:",
        columns=NEED_COLUMNS,
        rows=rows,
        strong=frozenset(i for i, need in enumerate(plan.needs) if need.short_by),
    )


def colour_up_sections(sheet: ColourUpSheet) -> list[Section]:
    """The starting stack's chips, then one section per break that colours up."""
    chip_set = sheet.chip_set
    stack = Section(
        title=f"Starting stack {sheet.starting_stack:,}",
        intro=sheet.assumption,
        columns=STACK_COLUMNS,
        rows=tuple(
            (chip_name(chip_set, d), f"{n:,}", f"{chip_set.quantity(d):,}")
            for d, n in sheet.breakdown.counts
        ),
    )
    breaks = [_section(plan, chip_set) for plan in sheet.plans]
    if not breaks:
        breaks.append(
            Section(
                title="Colour-ups",
                columns=NEED_COLUMNS,
                rows=(),
                empty="No break in this structure colours up chips.",
            )
        )
    return [stack, *breaks]


def render_colour_up_plan(
    head: DocumentHead, sheet: ColourUpSheet, *, progress: Progress | None = None
) -> Pdf:
    return render_sections(head, colour_up_sections(sheet), progress=progress)
