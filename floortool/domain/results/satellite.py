"""Domain layer: a satellite — how many seats its pool buys, when it stops, who wins them.

An event with a satellite seat value (``EventSettings.satellite_seat``) awards
seats in a target event instead of a payout table: seats = prize pool ÷ seat
value (``domain.results.event_pool``), rounded down; what is left over is paid
in cash, as the event's ``satellite_remainder`` says: to the next place (the
first player out of the seats, as GGPoker's satellite rules pay what is left
after the seats to the next players), or split evenly among the seat winners
(odd cents to the earliest entry, as shared places split their prizes).

Play stops when the players left equal the seats, and every one of them wins a
seat: nobody plays on for a seat already won. Each seat is a ticket: the target
event takes it as a paid buy-in (``check_ticket``), the entry recording the
satellite it came from (``Entry.ticket_from``) so the target's pool shows it
apart (``domain.results.event_pool``) and a ticket is used once. Like the winner of an ordinary
event (``domain.results.tournament_end``), the seat winners follow from the
entries, so undoing the bust that ended the satellite reopens it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from floortool.domain.field.entries import ACTIVE, BUSTED, WAITING, entry_tally, event_entries
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.results.event_pool import event_prize_pool
from floortool.domain.tournament.event import require_event
from floortool.domain.tournament.settings import REMAINDER_SPLIT

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


@dataclass(frozen=True)
class SatelliteSeats:
    """What a satellite's pool buys: ``seats`` at ``seat_cents`` each, and the
    ``remainder_cents`` paid in cash (``remainder`` says to whom)."""

    seat_cents: int
    seats: int
    remainder_cents: int
    remainder: str

    @property
    def split(self) -> bool:
        return self.remainder == REMAINDER_SPLIT

    def remainder_shares(self, winners: tuple[int, ...]) -> dict[int, int]:
        """Each seat winner's share of the remainder when it is split (earliest entry
        first for the odd cents); empty when it goes to the next place."""
        if not self.split or not winners:
            return {}
        share, odd = divmod(self.remainder_cents, len(winners))
        return {entry: share + (odd if n == 0 else 0) for n, entry in enumerate(sorted(winners))}


def satellite_seats(state: FloorState, event_id: int) -> SatelliteSeats | None:
    """The seats ``event_id``'s pool buys so far, or None when it is not a satellite."""
    settings = require_event(state, event_id).settings
    if not settings.satellite_seat:
        return None
    pool = event_prize_pool(state, event_id).total_cents
    seats, remainder = divmod(pool, settings.satellite_seat)
    return SatelliteSeats(
        seat_cents=settings.satellite_seat,
        seats=seats,
        remainder_cents=remainder,
        remainder=settings.satellite_remainder,
    )


def seat_winners(state: FloorState, event_id: int) -> tuple[int, ...] | None:
    """The entries that won a seat once the satellite has stopped (the players left,
    now no more than the seats, after at least one bust and with nobody waiting for a
    seat), else None (also for an event that is not a satellite)."""
    seats = satellite_seats(state, event_id)
    if seats is None or seats.seats < 1:
        return None
    entries = event_entries(state, event_id)
    tally = entry_tally(entries)  # counted without looking at each entry
    left = tally.count(ACTIVE)
    if tally.count(WAITING) or not tally.count(BUSTED) or not 0 < left <= seats.seats:
        return None
    return tuple(entry.id for entry in entries.values() if entry.status == ACTIVE)


def check_ticket(state: FloorState, satellite_id: int, event_id: int, player_id: int) -> None:
    """Refuse a ticket from ``satellite_id`` for ``player_id`` in ``event_id`` unless the
    player won a seat there and has not used that ticket yet."""
    satellite = state.events.get(satellite_id)
    if satellite is None or not satellite.settings.satellite_seat or satellite_id == event_id:
        raise InvalidInput(
            f"Event {satellite_id} is not a satellite whose tickets this event can take.",
            field="ticket",
        )
    name = satellite.settings.name
    winners = seat_winners(state, satellite_id)
    if winners is None:
        raise InvalidInput(f"{name} is still being played: no seat is won yet.", field="ticket")
    entries = event_entries(state, satellite_id)
    if all(entries[entry].player_id != player_id for entry in winners):
        raise InvalidInput(f"This player won no seat in {name}.", field="ticket")
    for book in state.entries.values():
        for entry in book.values():
            if entry.ticket_from == satellite_id and entry.player_id == player_id:
                raise InvalidInput(
                    f"This player's ticket from {name} is already used (event "
                    f"{entry.event_id}, entry {entry.id}).",
                    field="ticket",
                )
