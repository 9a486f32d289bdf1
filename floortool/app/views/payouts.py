"""App layer: the prize pool and payouts of an event, as everyone shows them.

The pool is built from the purchases as recorded on the entries (buy-ins,
re-entries, rebuys and add-ons with their own prices), less the knockout
bounty each entry carries when the event has one (``domain.results.bounties``: it is
paid to whoever eliminates the entry, never shared by the payouts), under the
event's prize settings, or the defaults (the standard payout table, payouts
rounded to whole units) until the director sets them. Payouts follow the
field size (entries, re-entries included) and are recomputed as entries grow.
Entrants waiting for the seat draw before the start are in both (they have paid
in). Alternates still waiting for a seat are in neither: their buy-ins are taken
when they are seated (TDA 2024 Rule 8-A, ``app.views.field``); the view says how
many wait and what they will bring (``waiting``, ``waiting_buy_ins``).
``PrizeView.to_json`` is the view's one JSON form (``payouts show``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from floortool.app.depends import depends_on
from floortool.app.resources import load_payout_table
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.money import format_money
from floortool.domain.prize.events import PrizeSettings
from floortool.domain.prize.payouts import Payouts, compute_payouts
from floortool.domain.prize.pool import (
    BOUNTIES,
    PoolTerms,
    PrizePool,
    build_prize_pool,
    format_percent,
    pool_line,
)
from floortool.domain.results.bounties import entry_bounty
from floortool.domain.seating.arrivals import paid_in
from floortool.domain.tournament.event import require_event

DEFAULT_TABLE = "standard"


def prize_settings(state: FloorState, event_id: int) -> PrizeSettings:
    """The event's prize settings, or the defaults."""
    settings = state.prize_settings.get(event_id)
    return (
        settings if settings is not None else PrizeSettings(table=load_payout_table(DEFAULT_TABLE))
    )


@dataclass(frozen=True, slots=True)
class PrizeView:
    """The pool, its payouts (None until two entries), and the settings used."""

    pool: PrizePool
    payouts: Payouts | None
    field_size: int
    settings: PrizeSettings
    waiting: int = 0  # alternates without a seat yet: not in the field or the pool
    waiting_buy_ins: int = 0  # cents: their buy-ins and fees, taken as they sit down

    def to_json(self) -> dict[str, Any]:
        """The one JSON form (``payouts show``): the pool, its breakdown, what each place pays."""
        pool = self.pool
        return {
            "field_size": self.field_size,
            "alternates_waiting": self.waiting,
            "alternates_buy_ins_cents": self.waiting_buy_ins,
            "table": self.settings.table.name,
            "prize_pool": {
                "total_cents": pool.total_cents,
                "collected_cents": pool.collected_cents,
                "withholding_cents": pool.withholding_cents,
                "added_cents": pool.added_cents,
                "guarantee_cents": pool.guarantee_cents,
                "overlay_cents": pool.overlay_cents,
                "fees_cents": pool.fees_cents,
                "bounties_cents": pool.bounty_cents,
                "breakdown": [dataclasses.asdict(row) for row in pool.breakdown()],
            },
            "payouts": [
                {
                    "place": p.place,
                    "cents": p.cents,
                    "amount": format_money(p.cents),
                    "percent": format_percent(p.basis_points),
                }
                for p in (self.payouts.paid if self.payouts else ())
            ],
        }


@depends_on(Subject.EVENT, Subject.FIELD, Subject.PRIZE)
def prize_view(state: FloorState, event_id: int) -> PrizeView:
    info = require_event(state, event_id)
    settings = prize_settings(state, event_id)
    everyone = state.entries.get(event_id, {}).values()
    entries = [e for e in everyone if paid_in(e, info.settings)]
    waiting = [e for e in everyone if not paid_in(e, info.settings)]
    lines = [
        pool_line("Buy-ins", ((e.buy_in, e.fee) for e in entries)),
        pool_line("Rebuys", ((p.price, p.fee) for e in entries for p in e.rebuys)),
        pool_line("Add-ons", ((p.price, p.fee) for e in entries for p in e.addons)),
    ]
    bounty = info.settings.bounty
    bounties = pool_line(BOUNTIES, ((entry_bounty(e, bounty), 0) for e in entries))
    terms = PoolTerms(
        buy_in_prize_cents=info.settings.buy_in,
        buy_in_fee_cents=info.settings.fee,
        bounty_cents=bounty,
        withholding_basis_points=settings.withholding_basis_points,
        withholding_label=settings.withholding_label,
        added_cents=settings.added_cents,
        guarantee_cents=settings.guarantee_cents,
    )
    pool = build_prize_pool(terms, lines=lines, bounties=bounties if bounty else None)
    field = len(entries)
    payouts = None
    if field >= 2 and pool.total_cents > 0:
        payouts = compute_payouts(
            pool.total_cents,
            field_size=field,
            table=settings.table,
            rounding_unit_cents=settings.rounding_unit_cents,
        )
    return PrizeView(
        pool=pool,
        payouts=payouts,
        field_size=field,
        settings=settings,
        waiting=len(waiting),
        waiting_buy_ins=sum(e.buy_in + e.fee for e in waiting),
    )
