"""App layer: the "Before the doors open" checklist of an event whose clock has not
started, as a frozen read model.

Decides nothing: ``door_checklist`` reads where the event stands on each step
a director takes before the start — a structure with levels, players
registered, every player in play given a seat (nobody waiting) at tables as
even as a draw leaves them (an uneven room was seated in arrival order, not
drawn: TDA 2024 Rule 7 wants seats "randomly assigned"), a seat card
printed for each seat taken (a card names its seat: a player moved since
needs a new one), the clock started — and the draw as the Tables page's
button would make it (``DrawOffer``), so the checklist's *Draw seats* does
what that button does.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from floortool.app.depends import depends_on
from floortool.app.views.draw_desk import DrawOffer, draw_offer
from floortool.domain.field.entries import IN_PLAY, event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import Subject
from floortool.domain.registration.printed_cards import printed_cards
from floortool.domain.seating.initial_draw import seats_even
from floortool.domain.seating.seats import seating_of
from floortool.domain.structure.moment import structure_of


@dataclass(frozen=True, slots=True)
class DoorChecklist:
    """An event's steps before the start, each as the floor stands now."""

    levels: int  # play levels in the structure (breaks not counted)
    players: int  # entries in play: seated or waiting for a seat
    waiting: int  # entries waiting for a seat
    cards_to_print: int  # seated entries whose card for their present seat is not printed
    even: bool  # the tables as even as a draw leaves them (TDA 2024 Rule 7)
    draw: DrawOffer

    @property
    def started(self) -> bool:
        return self.draw.started

    @property
    def structure_set(self) -> bool:
        return self.levels > 0

    @property
    def registered(self) -> bool:
        return self.players > 0

    @property
    def seats_drawn(self) -> bool:
        """Everyone in play seated at random, the tables even: by the draw, or by seats
        drawn on arrival from the pool of a table count (``seating.arrivals``)."""
        return self.registered and self.waiting == 0 and self.even

    @property
    def cards_printed(self) -> bool:
        return self.seats_drawn and self.cards_to_print == 0


@depends_on(Subject.CLOCK, Subject.STRUCTURE, Subject.FIELD, Subject.SEATING, Subject.PRINTS)
def door_checklist(state: FloorState, event_id: int, now: datetime) -> DoorChecklist:
    seating = seating_of(state, event_id)
    printed = printed_cards(state, event_id).printed
    in_play = sum(1 for entry in event_entries(state, event_id).values() if entry.status in IN_PLAY)
    return DoorChecklist(
        levels=len(structure_of(state, event_id).levels),
        players=in_play,
        waiting=len(seating.waiting),
        cards_to_print=sum(
            1
            for entry, (table, seat) in seating.where.items()
            if (entry, table, seat) not in printed
        ),
        even=seats_even(state, event_id),
        draw=draw_offer(state, event_id, now),
    )
