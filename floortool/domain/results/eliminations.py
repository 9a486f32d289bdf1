"""Domain layer: eliminations — the facts of each bust-out, kept per event.

What happened is recorded here (who busted, on which hand, with how many chips
at its start, the better hand where the house rule asks, who eliminated them,
the level and the seat); where they finished is decided from these facts by
``domain.results.places`` every time, together with the director's corrections (a
place set by hand, with a reason) and the sign-out flags of house amendment
A-16.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from floortool.domain.field.entries import ACTIVE, BUSTED, entry_in, put_entry
from floortool.domain.kernel.journal import DomainEvent, Subject
from floortool.domain.results.places import Elimination, Placing

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


@dataclass(frozen=True)
class BustRecord:
    """One elimination and its circumstances."""

    elimination: Elimination
    by: tuple[int, ...] = ()  # the entries credited with the elimination (hits, bounties)
    at: str = ""  # ISO-8601 UTC
    level: int | None = None  # the play level it happened in
    table: int | None = None
    seat: int | None = None
    mystery_cents: int | None = None  # the mystery prize drawn for it (None: no draw)
    mystery_set: tuple[int, ...] = ()  # the first draw's: the whole set of prizes, fixed


@dataclass(frozen=True)
class Correction:
    """The director's ruling on an entry's place(s), replacing the computed ones."""

    places: tuple[int, ...]
    reason: str


@dataclass
class EventResults:
    """An event's eliminations in the order they happened, corrections and sign-outs."""

    eliminations: list[BustRecord] = field(default_factory=list)
    corrections: dict[int, Correction] = field(default_factory=dict)  # by entry id
    signed_out: set[int] = field(default_factory=set)  # entry ids (house amendment A-16)

    def copy(self) -> EventResults:
        """A copy that can take more eliminations without touching this one."""
        return EventResults(list(self.eliminations), dict(self.corrections), set(self.signed_out))

    def corrected(self, placings: dict[int, Placing]) -> dict[int, Placing]:
        """``placings`` (by entry id) with the director's corrections in place of the
        computed places, each keeping the rule it had; changed in place and returned."""
        for entry_id, correction in self.corrections.items():
            old = placings.get(entry_id)
            rule = old.rule if old is not None else ""
            placings[entry_id] = Placing(entry_id, correction.places[0], correction.places, rule)
        return placings

    def out_on(self, hand: str) -> list[Elimination]:
        """The eliminations already recorded on ``hand`` (the latest run with that key:
        places group consecutive eliminations of one hand)."""
        run: list[Elimination] = []
        for record in reversed(self.eliminations):
            if record.elimination.hand != hand:
                break
            run.append(record.elimination)
        return run[::-1]


@dataclass(frozen=True)
class EntryBusted(DomainEvent):
    """The entry is eliminated: its seat frees up and its bust-out is kept.

    ``hand`` is the same for every entry eliminated on one hand (a hand-for-hand
    hand spans tables); ``stack`` their chips at the start of that hand;
    ``hand_rank`` 1 for the best final hand where the house rule separates equal
    stacks by hand (A-17); ``by`` the entries credited with the elimination.
    In a mystery bounty ``mystery_cents`` is the prize it drew (decided once, so
    undo and redo never draw again) and the first draw's ``mystery_set`` the whole
    set of prizes (``domain.results.mystery``). Places are decided from these
    facts by ``domain.results.places``.
    """

    kind = "entry_busted"
    subjects = frozenset({Subject.FIELD, Subject.SEATING, Subject.RESULTS, Subject.PRIZE})
    event_id: int
    entry_id: int
    at: str
    hand: str = ""
    stack: int | None = None
    hand_rank: int | None = None
    hand_for_hand: bool = False
    by: tuple[int, ...] = ()
    level: int | None = None
    mystery_cents: int | None = None
    mystery_set: tuple[int, ...] = ()

    def apply(self, state: FloorState) -> None:
        entry = entry_in(state, self.event_id, self.entry_id, ACTIVE)
        seat = state.seats(self.event_id).leave(self.entry_id, busted=True)
        put_entry(state, entry.with_status(BUSTED))
        elimination = Elimination(
            entry_id=self.entry_id,
            hand=self.hand or f"entry-{self.entry_id}",
            stack=self.stack,
            hand_rank=self.hand_rank,
            hand_for_hand=self.hand_for_hand,
            table=seat[0] if seat else None,
        )
        record = BustRecord(
            elimination=elimination,
            by=tuple(self.by),
            at=self.at,
            level=self.level,
            table=seat[0] if seat else None,
            seat=seat[1] if seat else None,
            mystery_cents=self.mystery_cents,
            mystery_set=tuple(self.mystery_set),
        )
        state.results.setdefault(self.event_id, EventResults()).eliminations.append(record)
