"""Reports layer: the colour-up plan — per break that colours up, the chips that
leave and how many of the next chip each table needs, from the chip case.

Takes the domain's plan (``chip_plan.plan_color_up``) and the chip set (for
the colours). First the starting stack's chips and what the plan assumes
(full tables of the event's size), then one section per colour-up.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.structure.chip_colours import colour_name
from floortool.domain.structure.chip_plan import ColorUpPlan, StackBreakdown
from floortool.domain.structure.chips import ChipSet
from floortool.reports.page_frame import DocumentHead, Pdf, Progress
from floortool.reports.tabular import RIGHT, Column, Section, render_sections
from floortool.reports.wording import Text, said

CHIP = translate("reports.colour_up", "Chip")
IN_CASE = translate("reports.colour_up", "In the case")
NEED_COLUMNS = (
    Column(CHIP, 2.2),
    Column(translate("reports.colour_up", "Each table"), 1.2, RIGHT),
    Column(translate("reports.colour_up", "In all"), 1.2, RIGHT),
    Column(IN_CASE, 1.2, RIGHT),
    Column(translate("reports.colour_up", "Short"), 1.0, RIGHT),
)


STACK_COLUMNS = (
    Column(CHIP, 2.2),
    Column(translate("reports.colour_up", "Each player"), 1.2, RIGHT),
    Column(IN_CASE, 1.2, RIGHT),
)


@dataclass(frozen=True)
class ColourUpSheet:
    plans: tuple[ColorUpPlan, ...]
    chip_set: ChipSet
    starting_stack: int
    breakdown: StackBreakdown  # the chips of one starting stack
    assumption: str | Phrase  # the tables the plan is for: "For 3 tables of 9 seats, full."


def chip_label(chip_set: ChipSet, denomination: int) -> Text:
    """``25 (green)``, or ``25`` for a chip without a colour (the colour as the chip set
    names it)."""
    color = chip_set.chip(denomination).color if denomination in chip_set else ""
    if not color:
        return Number(denomination)
    return translate("reports.colour_up", "{chip} ({colour})").fill(
        chip=Number(denomination), colour=colour_name(color)
    )


def chip_name(chip_set: ChipSet, denomination: int, words: Catalogue = ENGLISH) -> str:
    """``chip_label`` said in ``words``' language."""
    return said(words, chip_label(chip_set, denomination))


def _section(plan: ColorUpPlan, chip_set: ChipSet, words: Catalogue) -> Section:
    when = (
        translate("reports.colour_up", "Break before level 1")
        if plan.after_level is None
        else translate("reports.colour_up", "Break after level {level}").fill(
            level=plan.after_level
        )
    )
    up_to = translate("reports.colour_up", "{chip}: up to {count}")
    leaving = ", ".join(
        words.say(up_to.fill(chip=chip_name(chip_set, d, words), count=Number(n)))
        for d, n in plan.leaving
    )
    rows = tuple(
        (
            chip_name(chip_set, need.denomination, words),
            Number(need.per_table),
            Number(need.total),
            Number(need.in_case),
            Number(need.short_by) if need.short_by else "",
        )
        for need in plan.needs
    )
    coming_off = translate(
        "reports.colour_up", "Coming off each table: {leaving}. Each table needs, at most:"
    )
    return Section(
        title=when,
        intro=coming_off.fill(leaving=leaving),
        columns=NEED_COLUMNS,
        rows=rows,
        strong=frozenset(i for i, need in enumerate(plan.needs) if need.short_by),
    )


def colour_up_sections(sheet: ColourUpSheet, words: Catalogue = ENGLISH) -> list[Section]:
    """The starting stack's chips, then one section per break that colours up."""
    chip_set = sheet.chip_set
    stack = Section(
        title=translate("reports.colour_up", "Starting stack {stack}").fill(
            stack=Number(sheet.starting_stack)
        ),
        intro=sheet.assumption,
        columns=STACK_COLUMNS,
        rows=tuple(
            (chip_name(chip_set, d, words), Number(n), Number(chip_set.quantity(d)))
            for d, n in sheet.breakdown.counts
        ),
    )
    breaks = [_section(plan, chip_set, words) for plan in sheet.plans]
    if not breaks:
        breaks.append(
            Section(
                title=translate("reports.colour_up", "Colour-ups"),
                columns=NEED_COLUMNS,
                rows=(),
                empty=translate(
                    "reports.colour_up", "No break in this structure colours up chips."
                ),
            )
        )
    return [stack, *breaks]


def render_colour_up_plan(
    head: DocumentHead,
    sheet: ColourUpSheet,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    sections = colour_up_sections(sheet, words)
    return render_sections(head, sections, progress=progress, words=words)
