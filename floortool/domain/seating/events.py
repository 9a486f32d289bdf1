"""Domain layer: the journal events that apply seating decisions to an event's seats.

The seating engine (``domain.seating``) plans; these events record what the
director accepted and keep the event's ``Seating`` — its engine ``Room`` —
in step, seat by seat: a player moved
(with the reason and the rule that required it), a table broken, the button
of a table for the next hand (entered, or drawn by high card with the cards
recorded), a table whose button must be re-drawn (house rule A-6), and the
final-table redraw (everyone leaves, then everyone sits, so it is one event).
The director's sentence an event records is kept twice: ``reason``, its English
words (what older versions and the ``--json`` output read), and ``reason_words``,
the phrase as data (``kernel.phrase_data``), so it is said again in the reader's
language; ``said_reason`` reads it back (the English of a record older than it).
Its citation is kept the same way (``rule`` and ``rule_words``, read by
``said_rule``): a book's ref as written, or floortool's words where the rulebook
is silent ("Robert's Rules are silent; TDA 2024 Rule 11-A applied").
Each seat fact has one home: the buttons and the final table are the room's
(``Seating.room``), the tables broken so far the ``Seating``'s; ``TableMarks``
holds only what neither keeps: the buttons due for a redraw and how often
each entry was moved.
"""

from __future__ import annotations

from collections.abc import MutableMapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from floortool.domain.field.entries import ACTIVE, event_entries
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.overlay import Overlay, plain
from floortool.domain.kernel.phrase_data import kept_phrase, phrase_data
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.seating.seats import seating_of

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState

#: ``EntryMoved.move`` of a move the floor made by hand (counted apart from the engine's).
MANUAL = "manual"


@dataclass(frozen=True)
class KeptReason:
    """A reason as an event keeps it: its English words, and its phrase as data (None in
    a record written before phrases were kept)."""

    english: str
    words: dict[str, Any] | None = None

    def said(self) -> Phrase | str:
        """The reason to be said in the reader's language (its English without data)."""
        return kept_phrase(self.words, self.english)


@dataclass
class TableMarks:
    """One event's tables whose button must be re-drawn (table → why, as its record keeps
    it: ``redraw_reason`` says it; the room holds no button for them meanwhile), and per
    entry the moves balancing and breaking made (``moves``) and those the floor made by
    hand (``manual_moves``)."""

    redraw_due: dict[int, KeptReason] = field(default_factory=dict)
    moves: MutableMapping[int, int] = field(default_factory=dict)  # by entry: grows with the field
    manual_moves: MutableMapping[int, int] = field(default_factory=dict)

    def redraw_reason(self, table: int) -> Phrase | str | None:
        """Why ``table``'s button is to be drawn for again (None: it is not)."""
        due = self.redraw_due.get(table)
        return None if due is None else due.said()

    def copy(self) -> TableMarks:
        """An independent copy (the fold's checkpoints)."""
        return self._copy(plain(self.moves), plain(self.manual_moves))

    def draft(self) -> TableMarks:
        """A copy a command may change while it decides (the per-entry tallies are read
        through to this one, which must not change meanwhile: ``domain.kernel.overlay``)."""
        return self._copy(Overlay(self.moves), Overlay(self.manual_moves))

    def _copy(
        self, moves: MutableMapping[int, int], manual: MutableMapping[int, int]
    ) -> TableMarks:
        return TableMarks(dict(self.redraw_due), moves, manual)


def marks_of(state: FloorState, event_id: int) -> TableMarks:
    """The event's marks (an empty one when none was recorded; not stored)."""
    return state.table_marks.get(event_id) or TableMarks()


def marks_for(state: FloorState, event_id: int) -> TableMarks:
    """The event's marks to change (made when none was recorded yet)."""
    return state.table_marks.setdefault(event_id, TableMarks())


def reason_words(reason: Phrase | str) -> dict[str, Any] | None:
    """What an event keeps of ``reason`` (or of its rule) as data: the phrase's, or None
    for plain words."""
    return phrase_data(reason) if isinstance(reason, Phrase) else None


def said_reason(
    event: EntryMoved | TableBroken | ButtonDrawn | ButtonRedrawDue | FinalTableRedrawn,
) -> Phrase | str:
    """The reason ``event`` records, to be said in the reader's language (its English
    words when the record keeps no phrase: written before phrases were kept)."""
    return kept_phrase(event.reason_words, event.reason)


def said_rule(event: RuledEvent) -> Phrase | str:
    """The rule ``event`` cites, to be said in the reader's language (its English words
    when the record keeps no phrase: a book's ref, or a record written before)."""
    return kept_phrase(event.rule_words, event.rule)


class RuledEvent(Protocol):
    """A seating event that keeps the rule it applied: as English, and as data."""

    @property
    def rule(self) -> str: ...

    @property
    def rule_words(self) -> dict[str, Any] | None: ...


def _seated(state: FloorState, event_id: int, entry_id: int, table: int, seat: int) -> None:
    if event_id not in state.events:
        raise ReplayConflict(f"event {event_id} is not live")
    entry = event_entries(state, event_id).get(entry_id)
    if entry is None or entry.status != ACTIVE:
        raise ReplayConflict(f"entry {entry_id} of event {event_id} is not playing")
    if seating_of(state, event_id).seat_of(entry_id) != (table, seat):
        raise ReplayConflict(f"entry {entry_id} is not at table {table} seat {seat}")


@dataclass(frozen=True)
class EntryMoved(DomainEvent):
    """A seated entry moved to an empty seat: ``move`` is ``balance``, ``break`` or
    ``manual`` (records written before it was kept have ``""`` and count in no tally)."""

    kind = "entry_moved"
    subjects = frozenset({Subject.SEATING})
    event_id: int
    entry_id: int
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: str
    rule: str
    move: str = ""
    reason_words: dict[str, Any] | None = None
    rule_words: dict[str, Any] | None = None

    def apply(self, state: FloorState) -> None:
        _seated(state, self.event_id, self.entry_id, self.from_table, self.from_seat)
        state.seating[self.event_id].move(self.entry_id, self.to_table, self.to_seat)
        if self.move:
            marks = marks_for(state, self.event_id)
            tally = marks.manual_moves if self.move == MANUAL else marks.moves
            tally[self.entry_id] = tally.get(self.entry_id, 0) + 1


@dataclass(frozen=True)
class TableBroken(DomainEvent):
    """An empty table closes (after the moves that emptied it, in the same group)."""

    kind = "table_broken"
    subjects = frozenset({Subject.SEATING})
    event_id: int
    table: int
    reason: str
    rule: str
    reason_words: dict[str, Any] | None = None
    rule_words: dict[str, Any] | None = None

    def apply(self, state: FloorState) -> None:
        seating = state.seating.get(self.event_id)
        if seating is None:
            raise ReplayConflict(f"table {self.table} is not open and empty")
        seating.close_table(self.table)
        seating.closed[self.table] = self.reason
        marks_for(state, self.event_id).redraw_due.pop(self.table, None)


@dataclass(frozen=True)
class ButtonSet(DomainEvent):
    """The seat holding the dealer button for the next hand at a table."""

    kind = "button_set"
    subjects = frozenset({Subject.SEATING})
    event_id: int
    table: int
    seat: int

    def apply(self, state: FloorState) -> None:
        _set_button(state, self.event_id, self.table, self.seat)


def _set_button(state: FloorState, event_id: int, number: int, seat: int) -> None:
    """The button of table ``number`` is in ``seat``; any redraw due there is done."""
    seating = seating_of(state, event_id)
    table = seating.tables.get(number)
    if table is None or not 1 <= seat <= table.seats:
        raise ReplayConflict(f"table {number} seat {seat} does not exist")
    seating.set_button(number, seat)
    marks_for(state, event_id).redraw_due.pop(number, None)


@dataclass(frozen=True)
class ButtonDrawn(DomainEvent):
    """The button of a table drawn by high card: ``cards`` holds ``(seat, card)`` for
    every player who drew (``"Ks"``: king of spades); ``seat`` drew the highest."""

    kind = "button_drawn"
    subjects = frozenset({Subject.SEATING})
    event_id: int
    table: int
    seat: int
    cards: tuple[tuple[int, str], ...]
    reason: str
    rule: str
    reason_words: dict[str, Any] | None = None
    rule_words: dict[str, Any] | None = None

    def apply(self, state: FloorState) -> None:
        if self.seat not in {seat for seat, _ in self.cards}:
            raise ReplayConflict(f"seat {self.seat} did not draw for the button")
        _set_button(state, self.event_id, self.table, self.seat)


@dataclass(frozen=True)
class ButtonRedrawDue(DomainEvent):
    """A table must draw for the button again before its next hand (house rule A-6:
    at least half of its players are new after a reseat)."""

    kind = "button_redraw_due"
    subjects = frozenset({Subject.SEATING})
    event_id: int
    table: int
    reason: str
    rule: str
    reason_words: dict[str, Any] | None = None
    rule_words: dict[str, Any] | None = None

    def apply(self, state: FloorState) -> None:
        seating = seating_of(state, self.event_id)
        if self.table not in seating.tables:
            raise ReplayConflict(f"table {self.table} is not open")
        seating.set_button(self.table, None)  # the engine treats it as unknown until drawn
        marks_for(state, self.event_id).redraw_due[self.table] = KeptReason(
            self.reason, self.reason_words
        )


@dataclass(frozen=True)
class FinalTableRedrawn(DomainEvent):
    """Everyone left is redrawn to random seats at the final table.

    ``seats`` holds ``(entry, from_table, from_seat, to_seat)`` rows: everyone
    leaves, then everyone sits, so a player may keep or swap seats there.
    """

    kind = "final_table_redrawn"
    subjects = frozenset({Subject.SEATING})
    event_id: int
    table: int
    seats: tuple[tuple[int, int, int, int], ...]
    reason: str
    rule: str
    reason_words: dict[str, Any] | None = None
    rule_words: dict[str, Any] | None = None

    def apply(self, state: FloorState) -> None:
        for entry_id, from_table, from_seat, _ in self.seats:
            _seated(state, self.event_id, entry_id, from_table, from_seat)
        seating = state.seating[self.event_id]
        players = {entry_id: seating.players[entry_id] for entry_id, *_ in self.seats}
        for entry_id in players:
            seating.leave(entry_id)
        for entry_id, _, _, to_seat in self.seats:
            seating.sit(entry_id, self.table, to_seat, players[entry_id])
        seating.room.final_table = self.table
