"""App layer: a satellite as the Payouts page shows it — its seats, who won them, the
cash remainder and where it goes, and the tickets issued and used.

One row per seat (``Seat 1`` ...), empty until the satellite has stopped, then the
seat winners (``app.views.payouts``: each with its ticket's code and a split
remainder's share) and, for each ticket already used, the event that took it as a
paid buy-in (an entry of that event with ``ticket_from`` this satellite); then, when
the remainder goes to the next place, a row for it, with that place's player once
the places are decided. ``tickets_used`` counts the tickets taken so far.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.app.depends import depends_on
from floortool.app.views.payouts import PrizeView, prize_view, tie_text
from floortool.app.views.results import results_of
from floortool.domain.field.entries import event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel import nouns
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.ordinals import ordinal
from floortool.domain.kernel.phrases import Money, Phrase, translate


@dataclass(frozen=True)
class SeatRow:
    """One line of the seats: ``what`` (``Seat 1``, ``4th place``), who won it (empty
    until decided), the ticket's code, what it is worth, and where the ticket was used."""

    what: Phrase
    player: str
    code: str
    cents: int
    used_in: str | Phrase


@dataclass(frozen=True)
class SatelliteView:
    """A satellite's seats and remainder as rows, and its tickets issued and used."""

    rows: tuple[SeatRow, ...]
    seats: int
    seat_cents: int
    remainder_cents: int
    tickets_issued: int
    tickets_used: int
    note: Phrase

    @property
    def summary(self) -> Phrase:
        """``3 seats of 100.00``."""
        return translate("app.views.satellite", "{seats} of {seat}").fill(
            seats=nouns.seats(self.seats), seat=Money(self.seat_cents)
        )


def _used_in(state: FloorState, satellite_id: int) -> dict[int, str]:
    """The events that took this satellite's tickets, by the player who used one."""
    used: dict[int, str] = {}
    for event_id, book in state.entries.items():
        for entry in book.values():
            if entry.ticket_from == satellite_id:
                event = state.events.get(event_id)
                used[entry.player_id] = event.settings.name if event else f"event {event_id}"
    return used


def _note(prize: PrizeView, issued: int, used: int) -> Phrase:
    seats = prize.satellite
    assert seats is not None
    if not seats.remainder_cents:
        rest = translate("app.views.satellite", "No cash left over.")
    elif seats.split:
        rest = translate(
            "app.views.satellite", "{remainder} in cash split among the winners."
        ).fill(remainder=Money(seats.remainder_cents))
    else:
        rest = translate("app.views.satellite", "{remainder} in cash to the {place} place.").fill(
            remainder=Money(seats.remainder_cents), place=ordinal(seats.seats + 1)
        )
    tickets = translate("app.views.satellite", "No ticket issued yet.")
    if issued:
        tickets = translate("app.views.satellite", "Tickets issued: {issued}, used: {used}.").fill(
            issued=issued, used=used
        )
    note = translate("app.views.satellite", "{rest} {tickets}").fill(rest=rest, tickets=tickets)
    if prize.seat_tie:
        return translate("app.views.satellite", "{note} {tie}").fill(
            note=note, tie=tie_text(prize.seat_tie)
        )
    return note


@depends_on(Subject.RESULTS, reads=(prize_view,))
def satellite_view(state: FloorState, event_id: int) -> SatelliteView | None:
    """The satellite's seats, or None when ``event_id`` is not a satellite."""
    prize = prize_view(state, event_id)
    seats = prize.satellite
    if seats is None:
        return None
    entries = event_entries(state, event_id)
    used_in = _used_in(state, event_id) if prize.seat_winners else {}
    seat = translate("app.views.satellite", "Seat {number}")
    rows = [
        SeatRow(seat.fill(number=n), "", "", seats.seat_cents, "")
        for n in range(1, seats.seats + 1)
    ]
    for n, winner in enumerate(prize.seat_winners):
        where = used_in.get(entries[winner.entry].player_id, "")
        cents = seats.seat_cents + winner.cash_cents
        rows[n] = SeatRow(seat.fill(number=n + 1), winner.player, winner.code, cents, where)
    if seats.remainder_cents and not seats.split:
        place = seats.seats + 1
        payee = ""
        if prize.seat_winners:
            results = results_of(state, event_id, prize)
            entry = next((r.entry_id for r in results if r.place == place), None)
            player = state.players.get(entries[entry].player_id) if entry else None
            payee = player.name if player is not None else ""
        rows.append(
            SeatRow(
                translate("app.views.satellite", "{place} place").fill(place=ordinal(place)),
                payee,
                "",
                seats.remainder_cents,
                translate("app.views.satellite", "cash"),
            )
        )
    used = sum(1 for row in rows if row.used_in and row.code)
    return SatelliteView(
        rows=tuple(rows),
        seats=seats.seats,
        seat_cents=seats.seat_cents,
        remainder_cents=seats.remainder_cents,
        tickets_issued=len(prize.seat_winners),
        tickets_used=used,
        note=_note(prize, len(prize.seat_winners), used),
    )
