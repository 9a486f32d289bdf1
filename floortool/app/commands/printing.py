"""App layer: the command that records a printed batch of seat cards (so "only the
new ones" and "reprint the last batch" work after a restart, and undo forgets
a batch that never came out of the printer)."""

from __future__ import annotations

from dataclasses import dataclass

from floortool.app.commands.base import Context, Outcome
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.phrases import Number, translate
from floortool.domain.registration.printed_cards import CardKey, SeatCardsPrinted
from floortool.domain.tournament.event import require_event


@dataclass(frozen=True)
class RecordSeatCardsPrinted:
    """The seat cards ``cards`` (``(entry, table, seat)``) were printed."""

    event_id: int
    cards: tuple[CardKey, ...]
    names: tuple[str, ...]  # the players, for the label

    def run(self, ctx: Context) -> Outcome:
        require_event(ctx.state, self.event_id)
        if not self.cards:
            raise InvalidInput(
                translate("app.commands.printing", "There are no seat cards to record."),
                field="cards",
            )
        if len(self.cards) == 1 and self.names:
            label = translate("app.commands.printing", "Print the seat card of {player}").fill(
                player=self.names[0]
            )
        else:
            label = translate("app.commands.printing", "Print {count} seat cards").fill(
                count=Number(len(self.cards))
            )
        return Outcome(
            scope=event_scope(self.event_id),
            label=label,
            events=[SeatCardsPrinted(event_id=self.event_id, cards=self.cards)],
        )
