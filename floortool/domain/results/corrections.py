"""Domain layer: the director's say on results — a place set by hand, and the
sign-out of a player in the points (house amendment A-16).

A correction replaces the computed place(s) of one entry and must give a
reason; it is refused unless the places are a run within the field and the
entry has busted or won. Signing out marks (or unmarks) an eliminated entry as
having claimed its points; what missing the sign-out costs is the league's
setting.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.phrases import translate
from floortool.domain.results.eliminations import Correction, EventResults

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


def check_places(places: tuple[int, ...], *, field: int) -> None:
    """Refuse places that are not one place or a run of consecutive places in the field."""
    if not places:
        raise InvalidInput(
            translate(
                "domain.results.corrections",
                "Give the place, or a range of shared places like 9-10.",
            ),
            field="place",
        )
    if any(p < 1 or p > field for p in places):
        raise InvalidInput(
            translate(
                "domain.results.corrections", "Places run from 1 to {field} in this event."
            ).fill(field=field),
            field="place",
        )
    if list(places) != list(range(places[0], places[0] + len(places))):
        raise InvalidInput(
            translate(
                "domain.results.corrections", "Shared places must follow each other, like 9-10."
            ),
            field="place",
        )


def _results(state: FloorState, event_id: int) -> EventResults:
    if event_id not in state.events:
        raise ReplayConflict(
            translate("domain.results.corrections", "event {event_id} is not live").fill(
                event_id=event_id
            )
        )
    return state.results.setdefault(event_id, EventResults())


@dataclass(frozen=True)
class PlaceCorrected(DomainEvent):
    """The director set ``entry_id``'s place(s); empty ``places`` removes the correction."""

    kind = "place_corrected"
    subjects = frozenset({Subject.RESULTS, Subject.PRIZE})
    event_id: int
    entry_id: int
    places: tuple[int, ...]
    reason: str

    def apply(self, state: FloorState) -> None:
        results = _results(state, self.event_id)
        if self.places:
            results.corrections[self.entry_id] = Correction(tuple(self.places), self.reason)
        else:
            results.corrections.pop(self.entry_id, None)


@dataclass(frozen=True)
class EntrySignedOut(DomainEvent):
    """The entry's player signed out (claimed their points), or that mark was taken back."""

    kind = "entry_signed_out"
    subjects = frozenset({Subject.RESULTS})
    event_id: int
    entry_id: int
    signed: bool = True

    def apply(self, state: FloorState) -> None:
        signed_out = _results(state, self.event_id).signed_out
        if self.signed:
            signed_out.add(self.entry_id)
        else:
            signed_out.discard(self.entry_id)
