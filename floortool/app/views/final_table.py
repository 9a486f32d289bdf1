"""App layer: the final table's redraw as the floor shows it — who sits where, and the
high-card draw for the button with every card — read from the journal group of
``RedrawFinalTable`` (``final_table_draw``).

Decides nothing: the redraw is shown until play starts there (a hand is
reported finished at the final table) or for ``FINAL_DRAW_TIME`` at most, the
time the room lists a seat change; an undone redraw is not shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from floortool.app.views.floor_map import SEAT_CHANGE_TIME
from floortool.app.views.seat_rules import player_name
from floortool.domain.fold.kinds import decode_event
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import REDONE, JournalEntry, event_scope
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.seating.events import ButtonDrawn, FinalTableRedrawn, said_rule
from floortool.domain.seating.hands import HandFinished
from floortool.domain.seating.seats import seating_of

#: How long the window and the room show the redraw at most.
FINAL_DRAW_TIME = SEAT_CHANGE_TIME


@dataclass(frozen=True, slots=True)
class FinalSeat:
    """A seat at the final table: who drew it, where they came from, the card they drew
    for the button (None if they did not draw)."""

    seat: int
    player: str
    from_table: int
    from_seat: int
    card: str | None  # ``Ks``


@dataclass(frozen=True, slots=True)
class FinalTableDraw:
    """The final table's redraw: its seats in seat order, the button's seat and card."""

    table: int
    at: datetime
    seats: tuple[FinalSeat, ...]
    button: int
    winning_card: str
    rule: Phrase | str  # the seat redraw's rule, said in the reader's language
    button_rule: Phrase | str  # the rule placing the button by high card


def final_table_draw(
    journal: Sequence[JournalEntry], state: FloorState, event_id: int, now: datetime
) -> FinalTableDraw | None:
    """The live final-table redraw of the event made less than ``FINAL_DRAW_TIME`` before
    ``now`` and before any hand finished at that table; None otherwise.

    Reads the journal backwards only while there is a final table, and no
    further back than ``FINAL_DRAW_TIME``."""
    final = seating_of(state, event_id).final_table
    if final is None:
        return None
    scope = event_scope(event_id)
    live: dict[int, bool] = {}  # group -> live, from the newest marker naming it
    for index in range(len(journal) - 1, -1, -1):
        record = journal[index]
        if now - record.at > FINAL_DRAW_TIME:
            return None
        if record.scope != scope:
            continue
        if record.is_marker:
            live.setdefault(int(record.data["group"]), record.kind == REDONE)
        elif not live.get(record.group, True):
            continue
        elif record.kind == HandFinished.kind and record.data.get("table") == final:
            return None  # play has started at the final table
        elif record.kind == FinalTableRedrawn.kind:
            group = [r for r in journal[index:] if r.group == record.group]
            return _draw(group, state, event_id)
    return None


def _draw(group: Sequence[JournalEntry], state: FloorState, event_id: int) -> FinalTableDraw | None:
    events = [decode_event(r.kind, r.data) for r in group]
    redraw = next(e for e in events if isinstance(e, FinalTableRedrawn))
    drawn = next((e for e in events if isinstance(e, ButtonDrawn)), None)
    if drawn is None:
        return None
    cards = dict(drawn.cards)
    seats = tuple(
        FinalSeat(to_seat, player_name(state, event_id, entry), from_table, from_seat,
                  cards.get(to_seat))
        for entry, from_table, from_seat, to_seat in sorted(redraw.seats, key=lambda s: s[3])
    )  # fmt: skip
    return FinalTableDraw(
        table=redraw.table,
        at=group[0].at,
        seats=seats,
        button=drawn.seat,
        winning_card=cards[drawn.seat],
        rule=said_rule(redraw),
        button_rule=said_rule(drawn),
    )
