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
from floortool.domain.kernel import nouns
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.money import format_money
from floortool.domain.kernel.ordinals import ordinal
from floortool.domain.kernel.phrases import Money, Phrase, translate
from floortool.domain.prize.events import PrizeSettings
from floortool.domain.prize.payouts import Payouts, compute_payouts
from floortool.domain.prize.pool import PrizePool, format_percent
from floortool.domain.results.event_pool import event_prize_pool
from floortool.domain.results.satellite import (
    SatelliteSeats,
    satellite_seats,
    seat_tie,
    seat_winners,
    ticket_code,
)
from floortool.domain.seating.arrivals import paid_groups

DEFAULT_TABLE = "standard"


def prize_settings(state: FloorState, event_id: int) -> PrizeSettings:
    """The event's prize settings, or the defaults."""
    settings = state.prize_settings.get(event_id)
    return (
        settings if settings is not None else PrizeSettings(table=load_payout_table(DEFAULT_TABLE))
    )


@dataclass(frozen=True, slots=True)
class SeatWinner:
    """A satellite's seat winner: the entry, the player, the cash share of the
    remainder it takes when the remainder is split among the seat winners, and the
    ticket's code (on its voucher)."""

    entry: int
    player: str
    cash_cents: int
    code: str


@dataclass(frozen=True, slots=True)
class PrizeView:
    """The pool, its payouts (None until two entries), and the settings used."""

    pool: PrizePool
    payouts: Payouts | None
    field_size: int
    settings: PrizeSettings
    waiting: int = 0  # alternates without a seat yet: not in the field or the pool
    waiting_buy_ins: int = 0  # cents: their buy-ins and fees, taken as they sit down
    satellite: SatelliteSeats | None = None  # a satellite: its seats instead of payouts
    seat_winners: tuple[SeatWinner, ...] = ()  # once the satellite has stopped
    seat_tie: tuple[str, ...] = ()  # players tied across the last seat (names)

    def to_json(self) -> dict[str, Any]:
        """The one JSON form (``payouts show``): the pool, its breakdown, what each place pays."""
        pool = self.pool
        satellite: dict[str, Any] = {}
        if self.satellite is not None:
            satellite = {
                "satellite_seat_cents": self.satellite.seat_cents,
                "tickets": self.satellite.seats,
                "satellite_remainder_cents": self.satellite.remainder_cents,
                "satellite_remainder": self.satellite.remainder,
            }
            if not self.satellite.split and self.satellite.remainder_cents:
                satellite["satellite_remainder_place"] = self.satellite.seats + 1
            if self.seat_winners:
                satellite["ticket_winners"] = [
                    dataclasses.asdict(winner) for winner in self.seat_winners
                ]
            if self.seat_tie:
                satellite["seat_tie"] = list(self.seat_tie)
        return {
            **satellite,
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
                "breakdown": [row.to_json() for row in pool.breakdown()],
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
    """The prize pool and payouts of ``event_id`` (the entries read from their tally:
    the same cost at 50 entrants as at 10,000)."""
    settings = prize_settings(state, event_id)
    paid, waiting = paid_groups(state, event_id)
    pool = event_prize_pool(state, event_id)
    field = sum(sums.count for _, sums in paid)
    payouts = None
    seats = satellite_seats(state, event_id)
    if seats is None and field >= 2 and pool.total_cents > 0:
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
        waiting=sum(sums.count for _, sums in waiting),
        waiting_buy_ins=sum(sums.money for _, sums in waiting),
        satellite=seats,
        seat_winners=tuple(
            SeatWinner(
                entry=e,
                player=_player_name(state, event_id, e),
                cash_cents=cash,
                code=ticket_code(event_id, e),
            )
            for e, cash in _winners_cash(seats, seat_winners(state, event_id))
        ),
        seat_tie=tuple(_player_name(state, event_id, e) for e in seat_tie(state, event_id)),
    )


def _winners_cash(
    seats: SatelliteSeats | None, winners: tuple[int, ...] | None
) -> list[tuple[int, int]]:
    if seats is None or winners is None:
        return []
    shares = seats.remainder_shares(winners)
    return [(entry, shares.get(entry, 0)) for entry in sorted(winners)]


def _player_name(state: FloorState, event_id: int, entry_id: int) -> str:
    player = state.players.get(state.entries[event_id][entry_id].player_id)
    return player.name if player is not None else f"entry {entry_id}"


def satellite_lines(view: PrizeView) -> list[Phrase]:
    """The satellite's seats, remainder and seat winners, as the command line prints them
    (none outside a satellite)."""
    seats = view.satellite
    if seats is None:
        return []
    remainder = Money(seats.remainder_cents, grouped=False)
    head = translate(
        "app.views.payouts",
        "Satellite: {seats} of {seat}, {remainder} in cash to the {place} place.",
    )
    if seats.split:
        head = translate(
            "app.views.payouts",
            "Satellite: {seats} of {seat}, {remainder} in cash split among the seat winners.",
        )
    lines = [
        head.fill(
            seats=nouns.seats(seats.seats),
            seat=Money(seats.seat_cents, grouped=False),
            remainder=remainder,
            place=ordinal(seats.seats + 1),
        )
    ]
    if view.seat_winners:
        winners = ", ".join(w.player for w in view.seat_winners)
        lines.append(translate("app.views.payouts", "Seat winners: {names}.").fill(names=winners))
    if view.seat_tie:
        lines.append(tie_text(view.seat_tie))
    return lines


def tie_text(names: tuple[str, ...]) -> Phrase:
    """What the director reads while equal stacks tie across the last seat."""
    both = translate("app.views.payouts", "{first} and {rest}")
    said: str | Phrase = names[-1]
    for name in reversed(names[:-1]):
        said = both.fill(first=name, rest=said)
    return translate(
        "app.views.payouts",
        "{names}: places shared across the last seat (equal stacks at the start of the "
        "hand). Set the places by hand, after the house's draw, to award it.",
    ).fill(names=said)
