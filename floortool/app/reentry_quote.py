"""App layer: what a re-entry would cost and give, for the window to name before it acts.

A re-entry is a new buy-in: the window asks once, naming the money and the
chips, before it sends ``ReEnter``. The quote repeats none of the floor's rules:
it runs ``ReEnter`` on the current state without executing it (a command only
decides, on a scratch ``Draft``; nothing is written until ``Floor.execute``) and
reads the entry it would make, or the refusal the floor would give. The seat
drawn there is thrown away; the real draw happens when the director confirms.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime

from floortool.app.commands.base import Context
from floortool.app.commands.registration import ReEnter
from floortool.domain.field.entries import EntryRegistered
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.phrases import Money, Number, Phrase, translate


@dataclass(frozen=True)
class ReentryQuote:
    """The entry a re-entry would make: its number, the money and the chips."""

    player: str
    entry_number: int
    buy_in: int  # cents to the prize pool
    fee: int  # cents to the house
    chips: int  # the stack it starts with (any late deduction taken off)

    @property
    def text(self) -> Phrase:
        """``Re-enter Ann Lee (entry 2)? A new buy-in of 20.00 + 2.00 fee for 10,000 chips.``"""
        asked = (
            translate(
                "app.reentry_quote",
                "Re-enter {player} (entry {entry})? A new buy-in of {buy_in} + {fee} fee for "
                "{chips} chips.",
            ).fill(fee=Money(self.fee))
            if self.fee
            else translate(
                "app.reentry_quote",
                "Re-enter {player} (entry {entry})? A new buy-in of {buy_in} for {chips} chips.",
            )
        )
        return asked.fill(
            player=self.player,
            entry=self.entry_number,
            buy_in=Money(self.buy_in),
            chips=Number(self.chips),
        )


def quote_reentry(
    state: FloorState, event_id: int, player_id: int, *, now: datetime
) -> ReentryQuote:
    """What re-entering ``player_id`` in ``event_id`` at ``now`` would make; raises the
    floor's refusal (a ``FloorError``) when it would be refused."""
    context = Context(state=state, group=0, now=now, rng=random.Random(0))
    outcome = ReEnter(event_id, player_id).run(context)
    made = next(e for e in outcome.events if isinstance(e, EntryRegistered))
    return ReentryQuote(
        player=state.players[player_id].name,  # ReEnter refused an unknown one
        entry_number=made.entry_number,
        buy_in=made.buy_in,
        fee=made.fee,
        chips=made.starting_stack - made.deduction,
    )
