"""App layer: an event's live status, ``LiveStatus``, whose ``to_json`` is the JSON
document the status feed (``app.status_feed``) sends to a club's website or a
third-party display.

Decides nothing: the clock is ``clock_view``'s (its ``clock status`` form under
``clock``, the level, blinds and time left also at the top for a receiver that
reads only those), the field's totals ``field_totals``'s, the prize pool and the paid places
``prize_view``'s, the latter two read through the floor's revision memo so a window
that has shown them at this revision does not work them out again; both are read
from the entries' tally (``domain.field.tally``), so building the status costs the
same at 50 entrants as at 10,000. The bubble is
how many players must still go before the money (``players_left - paid_places``,
0 once in the money or when nothing is paid). ``chip_leaders`` are the leaders by
last count (``app.views.chip_counts``), biggest stack first, each ``{"player",
"chips", "counted_at"}``: an empty list until a stack is counted.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from floortool.app.depends import depends_on
from floortool.app.memo import RevisionMemo
from floortool.app.views.chip_counts import ChipLeader, counted_leaders
from floortool.app.views.clock import ClockView, clock_view
from floortool.app.views.field import FieldTotals, field_totals
from floortool.app.views.payouts import prize_view
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.money import format_money
from floortool.domain.results.tournament_end import winner_name
from floortool.domain.tournament.event import require_event

#: The version of the document's form; a receiver may check it.
VERSION = 1


def _paid_places(reads: RevisionMemo, event_id: int) -> tuple[int, int]:
    """The prize pool in cents and the places paid (0, 0 when the payouts cannot be
    worked out: a director's table that stops short of the field)."""
    try:
        view = reads.read(prize_view, event_id)
    except FloorError:
        return 0, 0
    return view.pool.total_cents, view.payouts.places if view.payouts is not None else 0


@dataclass(frozen=True, slots=True)
class LiveStatus:
    """An event's status at one instant, from the read models named above."""

    event_id: int
    event_name: str
    at: datetime
    revision: int
    clock: ClockView | None
    field: FieldTotals
    prize_pool_cents: int
    paid_places: int
    winner: str | None
    leaders: tuple[ChipLeader, ...] = ()  # by last count, biggest first

    @property
    def bubble(self) -> int:
        """Players still to go before the money (0 in the money, or nothing paid)."""
        left = self.field.players_left
        return max(left - self.paid_places, 0) if self.paid_places else 0

    def to_json(self) -> dict[str, Any]:
        """The one JSON form: the body of the feed's POST."""
        clock, field = self.clock, self.field
        row = clock.row if clock is not None else None
        return {
            "floortool_status": VERSION,
            "at": self.at.isoformat(),
            "revision": self.revision,
            "event": {"id": self.event_id, "name": self.event_name},
            "state": clock.state if clock is not None else None,
            "level": row.level if row is not None else None,
            "is_break": row.is_break if row is not None else False,
            "blinds": row.blinds_text if row is not None and not row.is_break else "",
            "small_blind": row.small_blind if row is not None else None,
            "big_blind": row.big_blind if row is not None else None,
            "ante": row.ante if row is not None else None,
            "remaining_seconds": round(clock.remaining, 1) if clock is not None else None,
            "clock": clock.to_json() if clock is not None else None,
            "players_left": field.players_left,
            "entries": field.total_entries,
            "average_stack": field.average_stack,
            "chips_in_play": field.chips_in_play,
            "prize_pool_cents": self.prize_pool_cents,
            "prize_pool": format_money(self.prize_pool_cents),
            "paid_places": self.paid_places,
            "bubble": self.bubble,
            "winner": self.winner,
            "chip_leaders": [
                {"player": x.player, "chips": x.chips, "counted_at": x.counted_at}
                for x in self.leaders
            ],
        }


@depends_on(reads=(clock_view, field_totals, prize_view, counted_leaders))
def live_status(
    state: FloorState, reads: RevisionMemo, event_id: int, now: datetime, revision: int
) -> LiveStatus:
    """The status of ``event_id`` at ``now`` (the journal at ``revision``)."""
    info = require_event(state, event_id)
    pool, paid = _paid_places(reads, event_id)
    return LiveStatus(
        event_id=event_id,
        event_name=info.name,
        at=now,
        revision=revision,
        clock=clock_view(state, event_id, now),
        field=reads.read(field_totals, event_id),
        prize_pool_cents=pool,
        paid_places=paid,
        winner=winner_name(state, event_id),
        leaders=reads.read(counted_leaders, event_id),
    )
