"""Domain layer: an event's blind structure and chip set, as journal events.

A structure change (a template chosen, a file imported, one cell edited in the
editor) replaces the whole structure in one ``StructureSet`` event, stamped
with the time it happened: the clock is settled at that instant on the old
structure and then keeps playing the same row of the new one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from floortool.domain.clock.state import ClockState, settle
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.phrase_data import kept_phrase
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.structure.chips import Chip, ChipSet, validate_case
from floortool.domain.structure.files import parse_structure_data, structure_to_data
from floortool.domain.structure.levels import Structure, validate_structure
from floortool.domain.tournament.event import require_event

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


def chip_set_to_data(chip_set: ChipSet) -> dict[str, Any]:
    return {
        "name": chip_set.name,
        "chips": [
            {"denomination": c.denomination, "color": c.color, "quantity": c.quantity}
            for c in chip_set.chips
        ],
    }


def chip_set_from_data(data: dict[str, Any]) -> ChipSet:
    return ChipSet(name=data.get("name", ""), chips=tuple(Chip(**chip) for chip in data["chips"]))


def _require(state: FloorState, event_id: int) -> None:
    if event_id not in state.events:
        raise ReplayConflict(
            translate("domain.structure.events", "event {event_id} is not live").fill(
                event_id=event_id
            )
        )


@dataclass(frozen=True)
class StructureSet(DomainEvent):
    kind = "structure_set"
    subjects = frozenset({Subject.STRUCTURE, Subject.CLOCK})
    event_id: int
    structure: dict[str, Any]
    at: str
    clock_row: int | None = None  # the new index of the row in play, when it moved

    def apply(self, state: FloorState) -> None:
        _require(state, self.event_id)
        new = parse_structure_data(self.structure)
        old = state.structures.get(self.event_id)
        clock = state.clocks.get(self.event_id, ClockState())
        if old is not None and clock.started:
            clock = settle(clock, old.durations, datetime.fromisoformat(self.at))
        index = self.clock_row if self.clock_row is not None else clock.index
        state.clocks[self.event_id] = replace(clock, index=min(index, len(new.rows) - 1))
        state.structures[self.event_id] = new


@dataclass(frozen=True)
class ChipSetDefined(DomainEvent):
    kind = "chip_set_defined"
    subjects = frozenset({Subject.STRUCTURE})
    event_id: int
    chip_set: dict[str, Any]

    def apply(self, state: FloorState) -> None:
        _require(state, self.event_id)
        state.chip_sets[self.event_id] = chip_set_from_data(self.chip_set)


def decide_set_structure(
    state: FloorState,
    *,
    event_id: int,
    structure: Structure,
    at: datetime,
    moved: Sequence[int | None] | None = None,
) -> list[DomainEvent]:
    """Give ``event_id`` this structure; ``moved`` maps old rows to new (editor edits)."""
    require_event(state, event_id)
    validate_structure(structure, state.chip_sets.get(event_id))
    clock = state.clocks.get(event_id, ClockState())
    clock_row = None
    old = state.structures.get(event_id)
    if moved is not None and old is not None:
        current = settle(clock, old.durations, at).index if clock.started else clock.index
        clock_row = moved[current] if current < len(moved) else None
        if clock_row is None and clock.started:
            raise InvalidInput(
                translate(
                    "domain.structure.events",
                    "That row is being played now; move the clock to another "
                    "level before deleting it.",
                ),
                code="row_in_play",
            )
    return [
        StructureSet(
            event_id=event_id,
            structure=structure_to_data(structure),
            at=at.isoformat(),
            clock_row=clock_row,
        )
    ]


def decide_set_chip_set(
    state: FloorState, *, event_id: int, chip_set: ChipSet
) -> list[DomainEvent]:
    """Give ``event_id`` this chip set; the structure must still be payable with it."""
    require_event(state, event_id)
    structure = state.structures.get(event_id)
    validate_case(chip_set)
    if structure is not None:
        validate_structure(structure, chip_set)
    return [ChipSetDefined(event_id=event_id, chip_set=chip_set_to_data(chip_set))]


def decide_initial_floor(
    *, event_id: int, structure: Structure, chip_set: ChipSet, at: datetime
) -> list[DomainEvent]:
    """The chip set and structure a new event starts with (checked against each other)."""
    validate_case(chip_set)
    validate_structure(structure, chip_set)
    return [
        ChipSetDefined(event_id=event_id, chip_set=chip_set_to_data(chip_set)),
        StructureSet(event_id=event_id, structure=structure_to_data(structure), at=at.isoformat()),
    ]


@dataclass(frozen=True)
class ChipRaceRun(DomainEvent):
    """A chip race at a colour-up: the cards dealt and what each seat ended with.

    Recorded for the audit trail (the cards were drawn once, at random); it
    changes no state.
    """

    kind = "chip_race_run"
    subjects = frozenset({Subject.STRUCTURE, Subject.FIELD})
    event_id: int
    table: int
    result: dict[str, Any]
    #: The result's sentences as phrase data (``chip_race.race_phrases``); None in a
    #: record written before they were kept (its English ``explanation`` is shown).
    result_words: dict[str, Any] | None = None

    def explanations(self) -> list[Phrase | str]:
        """Each seat's explanation, then the table's, to be said in the reader's language."""
        said = self.result_words if isinstance(self.result_words, dict) else {}
        outcomes = said.get("outcomes")
        kept = outcomes if isinstance(outcomes, list) else []
        lines = [
            kept_phrase(kept[index] if index < len(kept) else None, outcome["explanation"])
            for index, outcome in enumerate(self.result["outcomes"])
        ]
        return [*lines, kept_phrase(said.get("explanation"), self.result["explanation"])]

    def apply(self, state: FloorState) -> None:
        _require(state, self.event_id)
