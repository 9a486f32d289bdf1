"""Domain layer: which seat cards have been printed, so a desk can print only the
new ones, and reprint the last batch, across restarts.

A card is printed for an entry *at a seat*: ``(entry, table, seat)``. When a
player moves, the card they hold names the old seat, so the card for the new
seat counts as not printed yet. ``SeatCardsPrinted`` records one batch (it
is undone like any action); ``PrintedCards`` is what the fold keeps.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState

#: ``(entry id, table, seat)``: a seat card as printed.
CardKey = tuple[int, int, int]


@dataclass
class PrintedCards:
    """One event's printed seat cards, and its latest batch (in print order)."""

    printed: set[CardKey] = field(default_factory=set)
    last_batch: tuple[CardKey, ...] = ()


def printed_cards(state: FloorState, event_id: int) -> PrintedCards:
    """The event's printed cards (an empty record when none was printed; not stored)."""
    return state.printed_cards.get(event_id) or PrintedCards()


def card_keys(cards: Iterable[Iterable[int]]) -> tuple[CardKey, ...]:
    """Cards as ``(entry, table, seat)`` tuples (the journal stores them as lists)."""
    keys: list[CardKey] = []
    for card in cards:
        entry, table, seat = card
        keys.append((int(entry), int(table), int(seat)))
    return tuple(keys)


@dataclass(frozen=True)
class SeatCardsPrinted(DomainEvent):
    """A batch of seat cards was printed: ``cards`` holds ``(entry, table, seat)``."""

    kind = "seat_cards_printed"
    subjects = frozenset({Subject.PRINTS})
    event_id: int
    cards: tuple[CardKey, ...]

    def apply(self, state: FloorState) -> None:
        if self.event_id not in state.events:
            raise ReplayConflict(f"event {self.event_id} is not live")
        batch = card_keys(self.cards)
        record = state.printed_cards.setdefault(self.event_id, PrintedCards())
        record.printed.update(batch)
        record.last_batch = batch
