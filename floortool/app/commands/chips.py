"""App layer: the chip race helper, run and recorded (the cards are drawn once); the
chips it takes out of play (or makes) leave the chips in play, and the counted stacks
of the table's players move by what each won or lost (``domain.field.counts``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floortool.app.commands.base import Context, Outcome
from floortool.domain.field.counts import decide_race_settlement
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.phrases import Number, translate
from floortool.domain.seating.seats import seating_of
from floortool.domain.structure.chip_race import (
    ChipRaceResult,
    SeatLeftover,
    race_chips,
    race_data,
    race_phrases,
)
from floortool.domain.structure.chips import STANDARD_CHIP_SET
from floortool.domain.structure.events import ChipRaceRun
from floortool.domain.tournament.event import require_event


@dataclass(frozen=True)
class RunChipRace:
    """Colour up ``removed`` chips at one table under the event's rulebook."""

    event_id: int
    removed: int
    leftovers: Sequence[SeatLeftover]
    table: int = 0

    def result(self, ctx: Context) -> ChipRaceResult:
        info = require_event(ctx.state, self.event_id)
        chip_set = ctx.state.chip_sets.get(self.event_id, STANDARD_CHIP_SET)
        larger = [d for d in chip_set.denominations if d > self.removed]
        if self.removed not in chip_set or not larger:
            raise InvalidInput(
                translate(
                    "app.commands.chips",
                    "{removed} chips cannot be coloured up with this chip set.",
                ).fill(removed=Number(self.removed)),
                field="removed",
            )
        return race_chips(
            self.leftovers,
            removed=self.removed,
            next_denomination=larger[0],
            rule=info.settings.rulebook,
            rng=ctx.rng,
        )

    def run(self, ctx: Context) -> Outcome:
        result = self.result(ctx)
        event = ChipRaceRun(
            event_id=self.event_id,
            table=self.table,
            result=race_data(result),
            result_words=race_phrases(result),
        )
        table = seating_of(ctx.state, self.event_id).tables.get(self.table)
        changes = [
            (
                table.occupant[o.seat] if table is not None and o.seat <= table.seats else None,
                o.value_after - o.value_before,
            )
            for o in result.outcomes
        ]
        settled = decide_race_settlement(ctx.state, self.event_id, changes, at=ctx.now.isoformat())
        return Outcome(
            scope=event_scope(self.event_id),
            label=translate("app.commands.chips", "Chip race: colour up {chip}s ({rule})").fill(
                chip=Number(self.removed), rule=result.citation
            ),
            events=[settled, event] if settled.removed or settled.counts else [event],
        )
