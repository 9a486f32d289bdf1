"""Domain layer: the prize pool an event's entries have made so far.

The pool is built from the purchases as recorded on the entries (buy-ins,
re-entries, rebuys and add-ons with their own prices; buy-ins paid with a
satellite's ticket, or seated free as a league's qualifiers, on a line of their own,
"Tickets": no cash came in for them), less the knockout
bounty each entry carries when the event has one (``domain.results.bounties``),
under the event's prize settings (withholding, added money, guarantee), or none
until the director sets them. Alternates still waiting for a seat are not in it
(``domain.seating.arrivals.paid_in``). The payouts view (``app.views.payouts``)
shows it; a satellite counts its seats from it (``domain.results.satellite``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floortool.domain.field.entries import Entry
from floortool.domain.prize.pool import BOUNTIES, PoolTerms, PrizePool, build_prize_pool, pool_line
from floortool.domain.results.bounties import entry_bounty
from floortool.domain.seating.arrivals import paid_in
from floortool.domain.tournament.event import require_event

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


def paid_entries(state: FloorState, event_id: int) -> list[Entry]:
    """The entries whose buy-ins are in the field and the pool."""
    info = require_event(state, event_id)
    return [e for e in state.entries.get(event_id, {}).values() if paid_in(e, info.settings)]


def event_prize_pool(state: FloorState, event_id: int) -> PrizePool:
    """The prize pool of ``event_id``'s paid-in entries under its prize settings."""
    info = require_event(state, event_id)
    entries = paid_entries(state, event_id)
    lines = [
        pool_line("Buy-ins", ((e.buy_in, e.fee) for e in entries if not e.ticketed)),
        pool_line("Tickets", ((e.buy_in, e.fee) for e in entries if e.ticketed)),
        pool_line("Rebuys", ((p.price, p.fee) for e in entries for p in e.rebuys)),
        pool_line("Add-ons", ((p.price, p.fee) for e in entries for p in e.addons)),
    ]
    bounty = info.settings.bounty
    bounties = pool_line(BOUNTIES, ((entry_bounty(e, bounty), 0) for e in entries))
    prize = state.prize_settings.get(event_id)
    terms = PoolTerms(
        buy_in_prize_cents=info.settings.buy_in,
        buy_in_fee_cents=info.settings.fee,
        bounty_cents=bounty,
        withholding_basis_points=prize.withholding_basis_points if prize else 0,
        withholding_label=prize.withholding_label if prize else "Rake",
        added_cents=prize.added_cents if prize else 0,
        guarantee_cents=prize.guarantee_cents if prize else 0,
    )
    return build_prize_pool(terms, lines=lines, bounties=bounties if bounty else None)
