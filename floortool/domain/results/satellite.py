"""Domain layer: a satellite — how many seats its pool buys, when it stops, who wins them.

An event with a satellite seat value (``EventSettings.satellite_seat``) awards
seats in a target event instead of a payout table: seats = prize pool ÷ seat
value (``domain.results.event_pool``), rounded down; what is left over is paid
in cash, as the event's ``satellite_remainder`` says: to the next place (the
first player out of the seats, as GGPoker's satellite rules pay what is left
after the seats to the next players), or split evenly among the seat winners
(odd cents to the earliest entry, as shared places split their prizes).

Play stops when the players left equal the seats, and every one of them wins a
seat: nobody plays on for a seat already won. When one hand's busts leave fewer
players than seats, the seats left over go to the players out on that hand in
the order of their places (``domain.results.places``: the one who started the
hand with more chips finishes higher, as Natural8's tournament rules say, "If two
or more players are eliminated on the same hand, the player with more chips at
the start of that hand finishes ahead"); when equal stacks share the places
across the last seat, nobody takes it until the director sets those places by
hand (``results set``, after the house's draw), and ``seat_tie`` names them.

Each seat is a ticket with a code of its own (``ticket_code``: ``T1-3``, the
satellite and the winning entry, on the voucher and in its QR code): the target
event takes it as a paid buy-in (``check_ticket``: a code that won no seat, another
player's code and a used ticket are refused), the entry recording the satellite it
came from (``Entry.ticket_from``) so the target's pool shows it apart
(``domain.results.event_pool``) and a ticket is used once; undoing that
registration frees it. Like the winner of an ordinary event
(``domain.results.tournament_end``), the seat winners follow from the entries, so
undoing the bust that ended the satellite reopens it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from floortool.domain.field.entries import (
    ACTIVE,
    BUSTED,
    WAITING,
    entry_tally,
    event_entries,
    field_size,
)
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate
from floortool.domain.kernel.shown_text import shown_typed
from floortool.domain.kernel.text import read_whole
from floortool.domain.results.eliminations import EventResults
from floortool.domain.results.event_pool import event_prize_pool
from floortool.domain.results.places import Placing, finishing_places
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


def _stopped(state: FloorState, event_id: int, seats: int) -> list[int] | None:
    """The entries still playing once the satellite has stopped (no more than the
    seats, after at least one bust and with nobody waiting for a seat), else None
    (counted from the entries' tally, ``domain.field.tally``: the players left are
    looked for only once the count says the satellite has stopped)."""
    entries = event_entries(state, event_id)
    tally = entry_tally(entries)
    left = tally.count(ACTIVE)
    if tally.count(WAITING) or not tally.count(BUSTED) or not 0 < left <= seats:
        return None
    return [entry.id for entry in entries.values() if entry.status == ACTIVE]


def _last_seats(state: FloorState, event_id: int, left: int, seats: int) -> list[Placing]:
    """The placings of the busted entries that reach into places ``left + 1`` to
    ``seats``: the ones who take the seats the players left cannot fill."""
    entries = event_entries(state, event_id)
    results = state.results.get(event_id, EventResults())
    settings = require_event(state, event_id).settings
    placings = results.corrected(
        finishing_places(
            [r.elimination for r in results.eliminations],
            field=field_size(entries),
            rulebook=settings.rulebook,
            one_table=settings.h4h_one_table,
        )
    )
    return sorted(
        (
            p
            for p in placings.values()
            if left < p.place <= seats and entries[p.entry_id].status == BUSTED
        ),
        key=lambda p: (p.place, p.entry_id),
    )


def _decided(state: FloorState, event_id: int) -> tuple[list[int], list[Placing], int] | None:
    seats = satellite_seats(state, event_id)
    if seats is None or seats.seats < 1:
        return None
    left = _stopped(state, event_id, seats.seats)
    if left is None:
        return None
    if len(left) == seats.seats:
        return left, [], seats.seats
    return left, _last_seats(state, event_id, len(left), seats.seats), seats.seats


def seat_winners(state: FloorState, event_id: int) -> tuple[int, ...] | None:
    """The entries that won a seat once the satellite has stopped: the players left
    and, when one hand left fewer of them than seats, the best placed of that hand's
    busted players; else None (also for an event that is not a satellite, and while
    equal stacks tie for the last seat: ``seat_tie``)."""
    decided = _decided(state, event_id)
    if decided is None:
        return None
    left, last, seats = decided
    if any(p.places[-1] > seats for p in last):
        return None
    return (*left, *(p.entry_id for p in last))


def seat_tie(state: FloorState, event_id: int) -> tuple[int, ...]:
    """The busted entries that share places across the last seat (equal stacks at the
    start of the hand), which nobody takes until the director sets their places."""
    decided = _decided(state, event_id)
    if decided is None:
        return ()
    _, last, seats = decided
    return tuple(p.entry_id for p in last if p.places[-1] > seats)


@dataclass(frozen=True)
class Ticket:
    """A ticket as the desk names it: a voucher's code (the satellite and the winning
    entry), or just the satellite's event number (``entry_id`` None: the seat the
    player being registered won there)."""

    satellite_id: int
    entry_id: int | None = None

    @property
    def code(self) -> str:
        return ticket_code(self.satellite_id, self.entry_id) if self.entry_id else ""


_CODE = re.compile(r"T(\d{1,9})-(\d{1,9})", re.IGNORECASE)


def ticket_code(satellite_id: int, entry_id: int) -> str:
    """The code a voucher and its QR code carry: ``T1-3``, the ticket of entry 3 in
    satellite event 1 (one seat per entry, so no two vouchers share a code)."""
    return f"T{satellite_id}-{entry_id}"


def read_ticket(text: str) -> Ticket:
    """``T1-3`` (a voucher's code, as typed or read from its QR code) or ``1`` (the
    satellite's event number), refused with a clear message otherwise."""
    cleaned = text.strip().replace(" ", "")
    code = _CODE.fullmatch(cleaned)
    if code is not None:
        return Ticket(int(code.group(1)), int(code.group(2)))
    number = read_whole(cleaned)
    if number is None:
        raise InvalidInput(
            translate(
                "domain.results.satellite",
                "{text} is not a ticket: a voucher's code reads like T1-3 "
                "(the satellite's event number, a dash, the winner's entry).",
            ).fill(text=shown_typed(text)),
            field="ticket",
        )
    return Ticket(number)


def _winner_of(state: FloorState, ticket: Ticket, player_id: int, name: str) -> None:
    """Refuse ``ticket`` unless it is a seat won in its satellite by ``player_id``."""
    winners = seat_winners(state, ticket.satellite_id)
    if winners is None:
        raise InvalidInput(
            translate(
                "domain.results.satellite", "{name} is still being played: no seat is won yet."
            ).fill(name=name),
            field="ticket",
        )
    entries = event_entries(state, ticket.satellite_id)
    if ticket.entry_id is None:
        if all(entries[entry].player_id != player_id for entry in winners):
            raise InvalidInput(
                translate("domain.results.satellite", "This player won no seat in {name}.").fill(
                    name=name
                ),
                field="ticket",
            )
        return
    if ticket.entry_id not in winners:
        raise InvalidInput(
            translate(
                "domain.results.satellite",
                "No ticket {code}: entry {entry_id} won no seat in {name}. "
                "Check the code on the voucher.",
            ).fill(code=ticket.code, entry_id=ticket.entry_id, name=name),
            field="ticket",
        )
    owner = state.players.get(entries[ticket.entry_id].player_id)
    if owner is not None and owner.id != player_id:
        raise InvalidInput(
            translate(
                "domain.results.satellite", "Ticket {code} is {name}'s: register {name} with it."
            ).fill(code=ticket.code, name=owner.name),
            field="ticket",
        )


def check_ticket(state: FloorState, ticket: Ticket, event_id: int, player_id: int) -> None:
    """Refuse ``ticket`` for ``player_id`` in ``event_id`` unless the player won that
    seat and has not used that ticket yet (a ticket used is freed by undoing the
    registration that used it: the entry goes, and with it the use)."""
    satellite_id = ticket.satellite_id
    satellite = state.events.get(satellite_id)
    if satellite is None or not satellite.settings.satellite_seat or satellite_id == event_id:
        raise InvalidInput(
            translate(
                "domain.results.satellite",
                "Event {satellite_id} is not a satellite whose tickets this event can take.",
            ).fill(satellite_id=satellite_id),
            field="ticket",
        )
    name = satellite.settings.name
    _winner_of(state, ticket, player_id, name)
    used = (
        translate("domain.results.satellite", "Ticket {code}").fill(code=ticket.code)
        if ticket.code
        else translate("domain.results.satellite", "This player's ticket from {name}").fill(
            name=name
        )
    )
    for book in state.entries.values():
        for entry in book.values():
            if entry.ticket_from == satellite_id and entry.player_id == player_id:
                raise InvalidInput(
                    translate(
                        "domain.results.satellite",
                        "{used} is already used (event {event_id}, entry {id}).",
                    ).fill(used=used, event_id=entry.event_id, id=entry.id),
                    field="ticket",
                )
