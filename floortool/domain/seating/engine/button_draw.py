"""Domain layer: the button by high card, and when the league re-draws it.

Decides who takes the button when it is drawn for: one card to every
occupied seat, the highest card wins, rank first, then suit — spades >
hearts > diamonds > clubs (Robert's Rules §2 Seating 5). And which tables
must draw for it again, where the policy's ``redraws_button`` says so (the
league's house rule A-6, from the event's rulebook record): at a table where
at least half of the players are new after a reseat (the balancing or
breaking moves of one decision), and at the final table (``final.py`` draws
that one). Otherwise (TDA 2024) the button keeps its rotation (Rules 32, 34):
nothing is re-drawn.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from floortool.domain.kernel import nouns
from floortool.domain.kernel.phrase_lists import listed
from floortool.domain.kernel.phrases import Number, Phrase, translate

if TYPE_CHECKING:
    from floortool.domain.seating.engine.model import Room
    from floortool.domain.seating.engine.moves import Move
    from floortool.domain.seating.engine.next_step import SeatingPolicy

RANKS = "23456789TJQKA"
SUITS = "cdhs"  # clubs < diamonds < hearts < spades
_DECK = tuple((rank, suit) for rank in range(len(RANKS)) for suit in range(len(SUITS)))


@dataclass(frozen=True, slots=True)
class HighCardDraw:
    """The cards dealt for the button, ``(seat, card)`` in seat order (``"Ks"`` is the
    king of spades), and the seat whose card is highest."""

    cards: tuple[tuple[int, str], ...]
    seat: int

    @property
    def winning_card(self) -> str:
        return dict(self.cards)[self.seat]

    def describe(self) -> Phrase:
        """``seat 3 (Ks) over seat 1 (Kh), seat 5 (7d)``."""
        head = _seat_card(self.seat, self.winning_card)
        others = [_seat_card(s, c) for s, c in self.cards if s != self.seat]
        if not others:
            return head
        return translate("domain.seating.engine.button_draw", "{winner} over {others}").fill(
            winner=head, others=listed(others)
        )

    def reason(self) -> Phrase:
        """``Button by high card: seat 3 (Ks) over seat 1 (Kh)``: why the button is there."""
        return translate("domain.seating.engine.button_draw", "Button by high card: {cards}").fill(
            cards=self.describe()
        )


def _seat_card(seat: int, card: str) -> Phrase:
    return translate("domain.seating.engine.button_draw", "seat {seat} ({card})").fill(
        seat=seat, card=card
    )


def card_text(rank: int, suit: int) -> str:
    return RANKS[rank] + SUITS[suit]


def draw_for_button(seats: Sequence[int], rng: random.Random) -> HighCardDraw:
    """Deal one card to each of ``seats``; the highest card (rank, then suit) takes the button."""
    if not seats:
        raise ValueError("nobody to draw for the button")
    ordered = sorted(seats)
    cards = rng.sample(_DECK, len(ordered))
    _, winner = max(zip(cards, ordered, strict=True))
    return HighCardDraw(
        tuple((s, card_text(*c)) for c, s in zip(cards, ordered, strict=True)), winner
    )


@dataclass(frozen=True, slots=True)
class Redraw:
    """A table that must draw for the button again, and why."""

    table: int
    new: int  # players who arrived in the reseat
    players: int  # players at the table after it
    rule: str | Phrase

    @property
    def reason(self) -> Phrase:
        return translate(
            "domain.seating.engine.button_draw",
            "Table {table}: {new} of {players} are new, so the button is re-drawn by high card",
        ).fill(table=self.table, new=Number(self.new), players=nouns.players(self.players))


def button_redraws(room: Room, moves: Iterable[Move], policy: SeatingPolicy) -> tuple[Redraw, ...]:
    """The tables whose button must be re-drawn after ``moves`` (house rule A-6).

    ``room`` is the room after the moves; a player counts as new at the table
    a move took them to if they still sit there. The final table is not
    listed: its redraw draws the button already. Nothing unless the policy redraws.
    """
    if not policy.redraws_button:
        return ()
    arrived: dict[int, set[int]] = {}
    for move in moves:
        arrived.setdefault(move.to_table, set()).add(move.entry)
    redraws: list[Redraw] = []
    for number in sorted(arrived):
        table = room.tables.get(number)
        if table is None or number == room.final_table or table.players < 2:
            continue
        new = sum(1 for entry in arrived[number] if room.where.get(entry, (0, 0))[0] == number)
        if 2 * new >= table.players:
            redraws.append(Redraw(number, new, table.players, policy.citations.button_redraw))
    return tuple(redraws)
