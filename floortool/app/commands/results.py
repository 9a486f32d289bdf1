"""App layer: bust-out and results commands — eliminate players, set a place,
sign a player out.

``BustPlayers`` eliminates one or several players on one hand: the hand key is
the hand-for-hand hand while hand-for-hand play is on (so busts reported
table by table share their places, TDA 2024 RP-8-A), else this action's own.
Its group also records any table the bust leaves halted (Rule 11-D). Every
command names the entries it acts on by id (``commands.targets``).
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.app.commands.base import Context, Outcome
from floortool.app.commands.registration import seated_label
from floortool.app.commands.targets import require_entry, require_playing
from floortool.domain.field.entries import ACTIVE, event_entries
from floortool.domain.kernel.draft import Draft
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import event_scope
from floortool.domain.results.bust_out import BustOut, decide_busts, hand_key
from floortool.domain.results.corrections import EntrySignedOut, PlaceCorrected, check_places
from floortool.domain.results.event_results import field_size
from floortool.domain.results.tournament_end import (
    clock_stop_at_end,
    refuse_when_over,
    winner_name,
)
from floortool.domain.seating.halts import halt_changes
from floortool.domain.seating.hand_for_hand import hand_for_hand_of


def _per_entry(values: tuple[int, ...] | None, count: int, what: str) -> tuple[int | None, ...]:
    if values is None:
        return (None,) * count
    if len(values) != count:
        raise InvalidInput(f"Give one {what} per player busting ({count}).", field=what)
    return values


@dataclass(frozen=True)
class BustPlayers:
    """Entries eliminated on one hand (by entry id); ``stacks`` are their chips at its
    start, ``hand_ranks`` their hands' order (1 the best; house amendment A-17);
    ``by`` the entry that eliminated them."""

    event_id: int
    entries: tuple[int, ...]
    stacks: tuple[int, ...] | None = None
    hand_ranks: tuple[int, ...] | None = None
    by: int | None = None

    def run(self, ctx: Context) -> Outcome:
        refuse_when_over(ctx.state, self.event_id, "record another bust")
        players = [require_playing(ctx.state, self.event_id, e)[1] for e in self.entries]
        stacks = _per_entry(self.stacks, len(players), "stack")
        ranks = _per_entry(self.hand_ranks, len(players), "hand rank")
        busts = [BustOut(p, s, r) for p, s, r in zip(players, stacks, ranks, strict=True)]
        hitter = require_playing(ctx.state, self.event_id, self.by)[1] if self.by else None
        h4h = hand_for_hand_of(ctx.state, self.event_id)
        draft = Draft(ctx.state)
        seated = decide_busts(
            draft,
            self.event_id,
            busts,
            hand=hand_key(h4h, ctx.group),
            hand_for_hand=h4h is not None,
            by=hitter,
            now=ctx.now,
            rng=ctx.rng,
        )
        records = draft.state.results[self.event_id].eliminations[-len(busts) :]
        label = "Bust " + ", ".join(
            f"{b.player.name} (table {r.table} seat {r.seat})"
            for b, r in zip(busts, records, strict=True)
        )
        if hitter is not None:
            label += f" by {hitter.name}"
        if seated:
            label += "; seat " + ", ".join(seated_label(draft, self.event_id, seated, ctx.now))
        if not any(e.status == ACTIVE for e in event_entries(draft.state, self.event_id).values()):
            raise InvalidInput(
                "Someone wins the chips of this hand: leave them off the bust.", field="entries"
            )
        winner = winner_name(draft.state, self.event_id)
        if winner is not None:
            label += f"; {winner} wins"
        # A bust can leave a table short enough to halt (TDA 2024 Rule 11-D); the last
        # one stops the clock, in the same group so that one undo takes both back.
        events = [
            *draft.events,
            *halt_changes(draft.state, self.event_id, ctx.now),
            *clock_stop_at_end(draft.state, self.event_id, ctx.now),
        ]
        return Outcome(scope=event_scope(self.event_id), label=label, events=events)


@dataclass(frozen=True)
class CorrectPlace:
    """Set an entry's place(s) by hand, with a reason; empty ``places`` clears it."""

    event_id: int
    entry_id: int
    places: tuple[int, ...]
    reason: str

    def run(self, ctx: Context) -> Outcome:
        entry, player = require_entry(ctx.state, self.event_id, self.entry_id)
        if entry.status == ACTIVE and self.places:
            raise InvalidInput(
                f"{player.name} is still playing: bust them first.", field="entry_id"
            )
        if self.places:
            check_places(self.places, field=field_size(event_entries(ctx.state, self.event_id)))
        if not self.reason.strip():
            raise InvalidInput("Say why the place is being set by hand.", field="reason")
        event = PlaceCorrected(self.event_id, entry.id, self.places, self.reason.strip())
        what = "-".join(str(p) for p in (self.places[0], self.places[-1])) if self.places else ""
        label = f"Set {player.name}'s place to {what}" if what else f"Clear {player.name}'s place"
        return Outcome(scope=event_scope(self.event_id), label=label, events=[event])


@dataclass(frozen=True)
class SignOut:
    """Mark an eliminated entry as signed out (house amendment A-16), or unmark."""

    event_id: int
    entry_id: int
    signed: bool = True

    def run(self, ctx: Context) -> Outcome:
        entry, player = require_entry(ctx.state, self.event_id, self.entry_id)
        if entry.status == ACTIVE:
            raise InvalidInput(f"{player.name} is still playing.", field="entry_id")
        event = EntrySignedOut(self.event_id, entry.id, self.signed)
        label = f"{'Sign out' if self.signed else 'Undo sign-out of'} {player.name}"
        return Outcome(scope=event_scope(self.event_id), label=label, events=[event])
