"""App layer: the event's sheets — its structure, its payouts, the sign-in sheet and
the colour-up plan — gathered from the state as the reports take them.

The colour-up plan is worked out for the tables open now (else the tables the
event was set up with, else one), full, as the chip panel explains it.
"""

from __future__ import annotations

from floortool.app.documents.order import alphabetical_key
from floortool.app.views.field import field_summary
from floortool.app.views.payouts import prize_view
from floortool.domain.field.entries import ACTIVE, WAITING
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel import nouns
from floortool.domain.kernel.phrases import Money, Number, Phrase, counted, translate
from floortool.domain.prize.table_names import table_name
from floortool.domain.seating.seats import seating_of
from floortool.domain.structure.chip_plan import plan_color_up, plan_starting_stack
from floortool.domain.structure.chips import STANDARD_CHIP_SET, ChipSet
from floortool.domain.structure.levels import Break
from floortool.domain.structure.structure_names import structure_name
from floortool.domain.tournament.event import LATE_REG_POLICIES, require_event
from floortool.reports.colour_up import ColourUpSheet, chip_label
from floortool.reports.payouts_sheet import PayoutsSheet
from floortool.reports.sign_in import SignInLine, SignInSheet
from floortool.reports.structure_sheet import StructureLine, StructureSheet

#: Blank lines at the foot of a sign-in sheet, for players who are not listed.
SIGN_IN_BLANK_LINES = 10
NO_PAYOUTS = translate("app.documents.event_sheets", "Payouts are worked out from two entries on.")


def chip_set_of(state: FloorState, event_id: int) -> ChipSet:
    return state.chip_sets.get(event_id, STANDARD_CHIP_SET)


def structure_sheet(state: FloorState, event_id: int) -> StructureSheet:
    settings = require_event(state, event_id).settings
    structure = state.structures[event_id]
    chip_set = chip_set_of(state, event_id)
    lines = []
    for index, row in enumerate(structure.rows):
        starts = structure.start_offsets[index]
        if isinstance(row, Break):
            colour_up = tuple(chip_label(chip_set, d) for d in row.color_up)
            lines.append(StructureLine(None, row.minutes, starts, colour_up=colour_up))
        else:
            lines.append(
                StructureLine(
                    structure.level_numbers[index],
                    row.minutes,
                    starts,
                    small_blind=row.small_blind,
                    big_blind=row.big_blind,
                    ante=row.ante,
                    big_blind_ante=row.big_blind_ante,
                    game=row.game,
                )
            )
    close = settings.late_reg_close_level
    intro = (
        translate(
            "app.documents.event_sheets",
            "Starting stack {stack}. Late registration: {policy}, until the end of level {level}.",
        ).fill(level=close)
        if close
        else translate(
            "app.documents.event_sheets", "Starting stack {stack}. Late registration: {policy}."
        )
    ).fill(stack=Number(settings.starting_stack), policy=LATE_REG_POLICIES[settings.late_reg])
    return StructureSheet(name=structure_name(structure.name), intro=intro, lines=tuple(lines))


def payouts_sheet(state: FloorState, event_id: int) -> PayoutsSheet:
    view = prize_view(state, event_id)
    entries = nouns.entries(view.field_size)
    summary = translate("app.documents.event_sheets", "{entries}, payout table {table}.").fill(
        entries=entries, table=table_name(view.settings.table.name)
    )
    pool = view.pool
    overlay = translate(
        "app.documents.event_sheets",
        "Guarantee {guarantee}: the house adds an overlay of {overlay}.",
    ).fill(guarantee=Money(pool.guarantee_cents), overlay=Money(pool.overlay_cents))
    if view.payouts is None:
        paid: Phrase = NO_PAYOUTS
    else:
        paid = counted(
            view.payouts.places,
            translate("app.documents.event_sheets", "{count} place paid."),
            translate("app.documents.event_sheets", "{count} places paid."),
        )
    note = (
        translate("app.documents.event_sheets", "{overlay} {paid}").fill(overlay=overlay, paid=paid)
        if pool.overlay_cents
        else paid
    )
    return PayoutsSheet(
        breakdown=pool.breakdown(),
        paid=() if view.payouts is None else view.payouts.paid,
        summary=summary,
        note=note,
    )


def sign_in_sheet(state: FloorState, event_id: int) -> SignInSheet:
    """Every entry in the field (seated or waiting), alphabetically."""
    rows = [
        row for row in field_summary(state, event_id).entries if row.status in (ACTIVE, WAITING)
    ]
    rows.sort(key=lambda row: (alphabetical_key(row.player), row.player, row.entry_number))
    return SignInSheet(
        lines=tuple(SignInLine(row.player, row.table, row.seat, row.entry_number) for row in rows),
        blank_lines=SIGN_IN_BLANK_LINES,
    )


def colour_up_sheet(state: FloorState, event_id: int) -> ColourUpSheet:
    settings = require_event(state, event_id).settings
    chip_set = chip_set_of(state, event_id)
    open_tables = sum(1 for t in seating_of(state, event_id).tables.values() if t.players)
    tables = open_tables or settings.tables or 1
    plans = plan_color_up(
        state.structures[event_id],
        chip_set,
        tables=tables,
        seats=settings.seats,
        starting_stack=settings.starting_stack,
    )
    where = nouns.tables(tables)
    seats = nouns.seats(settings.seats)
    return ColourUpSheet(
        plans=plans,
        chip_set=chip_set,
        starting_stack=settings.starting_stack,
        breakdown=plan_starting_stack(chip_set, settings.starting_stack),
        assumption=translate(
            "app.documents.event_sheets", "The plan is for {tables} of {seats}, full."
        ).fill(tables=where, seats=seats),
    )
