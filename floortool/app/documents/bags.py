"""App layer: the documents of bag and tag — a bag slip per bagged survivor, in bag
order, and the chip-count sheet of the whole field, most chips first
(``app.views.bags``)."""

from __future__ import annotations

from floortool.app.views.bags import bag_rows, by_chips
from floortool.domain.field.counts import chips_in_play
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import Number, counted, translate
from floortool.domain.tournament.event import require_event
from floortool.reports.bag_slips import BagSlip, ChipCountLine, ChipCountSheet, bag_code


def bag_slips(state: FloorState, event_id: int) -> list[BagSlip]:
    """A slip per bagged survivor; refused before anyone is bagged."""
    day = require_event(state, event_id).name
    slips = [
        BagSlip(
            player=row.player,
            entry_number=row.entry_number,
            chips=row.chips,
            bag=row.bag,
            day=day,
            code=bag_code(event_id, row.entry),
        )
        for row in bag_rows(state, event_id)
        if row.bag and row.chips is not None
    ]
    if not slips:
        raise FloorError(
            translate("app.documents.bags", "Nobody has been bagged in this event yet."),
            code="nothing_to_print",
        )
    return slips


def chip_count_sheet(state: FloorState, event_id: int) -> ChipCountSheet:
    """The players still in, most chips first; refused when nobody is."""
    require_event(state, event_id)
    rows = by_chips(bag_rows(state, event_id))
    if not rows:
        raise FloorError(
            translate("app.documents.bags", "Nobody is playing in this event."),
            code="nothing_to_print",
        )
    chips = chips_in_play(state, event_id)
    uncounted = sum(1 for r in rows if r.chips is None)
    stacks = (
        counted(
            uncounted,
            translate("app.documents.bags", "{count} stack not counted"),
            translate("app.documents.bags", "{count} stacks not counted"),
        )
        if uncounted
        else translate("app.documents.bags", "every stack counted")
    )
    players = nouns.players(len(rows))
    summary = translate("app.documents.bags", "{players} · {chips} chips in play · {stacks}").fill(
        players=players, chips=Number(chips.in_play), stacks=stacks
    )
    lines = tuple(
        ChipCountLine(
            player=r.player,
            entry_number=r.entry_number,
            chips=r.chips,
            bag=r.bag,
            seat=f"{r.table} · {r.seat}" if r.table is not None else "",
        )
        for r in rows
    )
    return ChipCountSheet(summary=summary, lines=lines)
