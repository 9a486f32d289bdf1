"""App layer: the move slips to print — the moves of the latest seating action
(a balance, a table break, a manual move, the final-table redraw), or every
move of the event so far, in the order they were made.

Moves are read from the live journal groups of the event (undone actions
leave no slip), read back as the seating commands report them
(``change_of``, ``views.seating.applied_view``),
with the time each was made.
"""

from __future__ import annotations

from collections.abc import Sequence

from floortool.app.documents.head import time_text
from floortool.app.views.seating import applied_view
from floortool.domain.fold.history import History
from floortool.domain.fold.kinds import decode_event
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import JournalEntry, event_scope
from floortool.domain.kernel.phrases import translate
from floortool.domain.seating.adapter import change_of
from floortool.domain.tournament.event import require_event
from floortool.reports.move_slips import MoveSlip


def _groups(journal: Sequence[JournalEntry], scope: str) -> list[list[JournalEntry]]:
    """The live groups of ``scope``, oldest first, each as its entries."""
    history = History()
    history.read(journal)
    live = history.live_groups()
    groups: dict[int, list[JournalEntry]] = {}
    for record in journal:
        if record.scope == scope and record.group in live and not record.is_marker:
            groups.setdefault(record.group, []).append(record)
    return list(groups.values())


def _slips(state: FloorState, event_id: int, group: list[JournalEntry]) -> list[MoveSlip]:
    when = time_text(group[0].at)
    change = change_of(decode_event(r.kind, r.data) for r in group)
    return [
        MoveSlip(
            player=move.player,
            from_table=move.source.table,
            from_seat=move.source.seat,
            to_table=move.target.table,
            to_seat=move.target.seat,
            reason=move.reason,
            rule=move.rule,
            when=when,
        )
        for move in applied_view(state, event_id, change).moves
    ]


def move_slips(
    state: FloorState, journal: Sequence[JournalEntry], event_id: int, *, every_move: bool
) -> list[MoveSlip]:
    """The slips of the latest action that moved players (or of every move);
    refused when no one has been moved."""
    require_event(state, event_id)
    groups = _groups(journal, event_scope(event_id))
    per_group = [s for s in (_slips(state, event_id, g) for g in groups) if s]
    if not per_group:
        raise FloorError(
            translate("app.documents.move_slips", "Nobody has been moved in this event yet."),
            code="nothing_to_print",
        )
    if every_move:
        return [slip for slips in per_group for slip in slips]
    return per_group[-1]
