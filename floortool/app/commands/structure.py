"""App layer: commands that set or edit an event's structure and chip set."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from floortool.app.commands.base import Context, Outcome
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.structure.chips import ChipSet
from floortool.domain.structure.edit import Edit
from floortool.domain.structure.events import decide_set_chip_set, decide_set_structure
from floortool.domain.structure.levels import Structure
from floortool.domain.structure.structure_names import structure_name
from floortool.domain.tournament.event import require_event


@dataclass(frozen=True)
class SetStructure:
    """Replace the event's structure (a template, an imported file, a suggestion)."""

    event_id: int
    structure: Structure
    label: Phrase | None = None  # what the label says instead of "Use structure ..."

    def run(self, ctx: Context) -> Outcome:
        info = require_event(ctx.state, self.event_id)
        events = decide_set_structure(
            ctx.state, event_id=self.event_id, structure=self.structure, at=ctx.now
        )
        label = self.label or translate(
            "app.commands.structure", "Use structure {structure} for {event}"
        ).fill(
            structure=structure_name(self.structure.name)
            if self.structure.name
            else translate("app.commands.structure", "unnamed"),
            event=info.name,
        )
        return Outcome(scope=event_scope(self.event_id), label=label, events=events)


@dataclass(frozen=True)
class EditStructure:
    """One editor action (a cell, an insert, a delete, a move) on the current structure.

    ``edit`` is applied inside the transaction, to the structure as it is then.
    """

    event_id: int
    edit: Callable[[Structure], Edit]

    def run(self, ctx: Context) -> Outcome:
        require_event(ctx.state, self.event_id)
        current = ctx.state.structures.get(self.event_id)
        if current is None:
            raise InvalidInput(
                translate("app.commands.structure", "The event has no structure to edit yet."),
                code="no_structure",
            )
        edit = self.edit(current)
        events = decide_set_structure(
            ctx.state,
            event_id=self.event_id,
            structure=edit.structure,
            at=ctx.now,
            moved=edit.moved,
        )
        return Outcome(scope=event_scope(self.event_id), label=edit.label, events=events)


@dataclass(frozen=True)
class SetChipSet:
    event_id: int
    chip_set: ChipSet

    def run(self, ctx: Context) -> Outcome:
        info = require_event(ctx.state, self.event_id)
        events = decide_set_chip_set(ctx.state, event_id=self.event_id, chip_set=self.chip_set)
        return Outcome(
            scope=event_scope(self.event_id),
            label=translate("app.commands.structure", "Change chip set of {event}").fill(
                event=info.name
            ),
            events=events,
        )
