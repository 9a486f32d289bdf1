"""App layer: the vouchers of a satellite's tickets, one per seat winner, once the
satellite has stopped (``app.views.payouts``: its seat winners); none before."""

from __future__ import annotations

from floortool.app.views.payouts import prize_view
from floortool.domain.fold.state import FloorState
from floortool.reports.ticket_vouchers import TicketVoucher


def ticket_vouchers(state: FloorState, event_id: int) -> tuple[TicketVoucher, ...]:
    view = prize_view(state, event_id)
    if view.satellite is None:
        return ()
    return tuple(
        TicketVoucher(
            player=winner.player,
            seat_cents=view.satellite.seat_cents,
            cash_cents=winner.cash_cents,
            code=winner.code,
        )
        for winner in view.seat_winners
    )
