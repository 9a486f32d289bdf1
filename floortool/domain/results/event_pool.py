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

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from floortool.domain.kernel.phrases import translate
from floortool.domain.prize.pool import (
    ADD_ONS,
    BOUNTIES,
    BUY_INS,
    REBUYS,
    PoolTerms,
    PrizePool,
    build_prize_pool,
    counted_pool_line,
)
from floortool.domain.results.bounties import bounty_on
from floortool.domain.seating.arrivals import paid_groups
from floortool.domain.tournament.event import require_event

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState

#: The line of the buy-ins no cash came in for (a satellite's tickets, a league's qualifiers).
TICKETS = translate("domain.results.event_pool", "Tickets")


def event_prize_pool(state: FloorState, event_id: int) -> PrizePool:
    """The prize pool of ``event_id``'s paid-in entries under its prize settings, from
    their tally (``domain.field.tally``): the same cost at 50 entrants as at 10,000."""
    info = require_event(state, event_id)
    paid = [sums for _, sums in paid_groups(state, event_id)[0]]
    buy_ins, tickets = _merged(s.buy_ins for s in paid), _merged(s.tickets for s in paid)
    lines = [
        counted_pool_line(BUY_INS, buy_ins),
        counted_pool_line(TICKETS, tickets),
        counted_pool_line(REBUYS, _merged(s.rebuy_prices for s in paid)),
        counted_pool_line(ADD_ONS, _merged(s.addon_prices for s in paid)),
    ]
    bounty = info.settings.bounty
    carried: dict[tuple[int, int], int] = {}
    for counts in (buy_ins, tickets):
        for (buy_in, _), n in counts.items():
            key = (bounty_on(buy_in, bounty), 0)
            carried[key] = carried.get(key, 0) + n
    bounties = counted_pool_line(BOUNTIES, carried)
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


def _merged(groups: Iterable[Mapping[tuple[int, int], int]]) -> dict[tuple[int, int], int]:
    """Purchases counted by price, summed over ``groups``."""
    merged: dict[tuple[int, int], int] = {}
    for counts in groups:
        for price, n in counts.items():
            merged[price] = merged.get(price, 0) + n
    return merged
