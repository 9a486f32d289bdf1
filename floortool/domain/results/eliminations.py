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

from floortool.domain.results.places import Elimination


@dataclass(frozen=True)
class BustRecord:
    """One elimination and its circumstances."""

    elimination: Elimination
    by: tuple[int, ...] = ()  # the entries credited with the elimination (hits, bounties)
    at: str = ""  # ISO-8601 UTC
    level: int | None = None  # the play level it happened in
    table: int | None = None
    seat: int | None = None


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
