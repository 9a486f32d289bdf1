"""App layer: bust-out and results commands — eliminate players, set a place,
sign a player out.

``BustPlayers`` eliminates one or several players on one hand: the hand key is
the hand-for-hand hand while hand-for-hand play is on (so busts reported
table by table share their places, TDA 2024 RP-8-A), else this action's own.
Its group also records any table the bust leaves halted (Rule 11-D) and, in a
mystery bounty past its moment, the prize each elimination draws (``ctx.rng``,
drawn once: undo and redo replay the recorded draw). Every
command names the entries it acts on by id (``commands.targets``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floortool.app.commands.base import Context, Outcome
from floortool.app.commands.labels import both, listed
from floortool.app.commands.registration import seated_label
from floortool.app.commands.targets import require_entry, require_playing
from floortool.app.views.mystery import mystery_draws
from floortool.domain.field.entries import ACTIVE, event_entries, field_size
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.draft import Draft
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.phrases import Money, translate
from floortool.domain.results.bust_out import BustOut, decide_busts, hand_key
from floortool.domain.results.corrections import EntrySignedOut, PlaceCorrected, check_places
from floortool.domain.results.satellite import seat_winners
from floortool.domain.results.tournament_end import (
    clock_stop_at_end,
    refuse_when_over,
    winner_name,
)
from floortool.domain.seating.halts import halt_changes
from floortool.domain.seating.hand_for_hand import hand_for_hand_of

#: The refusal of a list of stacks or hand ranks not one per player busting.
_ONE_PER_ENTRY = {
    "stack": translate("app.commands.results", "Give one stack per player busting ({count})."),
    "hand rank": translate(
        "app.commands.results", "Give one hand rank per player busting ({count})."
    ),
}


def _per_entry(
    values: tuple[int | None, ...] | None, count: int, field: str
) -> tuple[int | None, ...]:
    if values is None:
        return (None,) * count
    if len(values) != count:
        raise InvalidInput(_ONE_PER_ENTRY[field].fill(count=count), field=field)
    return values


@dataclass(frozen=True)
class BustPlayers:
    """Entries eliminated on one hand (by entry id); ``stacks`` are their chips at its
    start, ``hand_ranks`` their hands' order (1 the best; house amendment A-17);
    ``by`` the entry that eliminated them, ``split_with`` the entries that split the
    pot with it (all of them share the hit's bounty). A stack not given is None
    (refused when the places need it)."""

    event_id: int
    entries: tuple[int, ...]
    stacks: tuple[int | None, ...] | None = None
    hand_ranks: tuple[int | None, ...] | None = None
    by: int | None = None
    split_with: tuple[int, ...] = ()

    @classmethod
    def listed(
        cls,
        event_id: int,
        busts: Sequence[tuple[int, int | None, int | None]],
        by: int | None,
        split_with: Sequence[int] = (),
    ) -> BustPlayers:
        """The bust of a desk's list: (entry, chips at the start of the hand, hand rank)
        per player, None where not given; ``split_with`` the entries that split the pot
        with ``by``."""
        stacks = tuple(stack for _, stack, _ in busts)
        ranks = tuple(rank for _, _, rank in busts)
        return cls(
            event_id,
            tuple(entry for entry, _, _ in busts),
            stacks if any(s is not None for s in stacks) else None,
            ranks if any(r is not None for r in ranks) else None,
            by,
            tuple(split_with),
        )

    def decide(self, ctx: Context) -> tuple[Draft, list[int]]:
        """The bust decided on a scratch draft of ``ctx.state``, refused as ``run`` would
        refuse it, and the alternates it seats: a preview is this without the journal."""
        refuse_when_over(
            ctx.state, self.event_id, translate("app.commands.results", "record another bust")
        )
        for entry_id in (*self.entries, *((self.by,) if self.by else ()), *self.split_with):
            require_playing(ctx.state, self.event_id, entry_id)
        stacks = _per_entry(self.stacks, len(self.entries), field="stack")
        ranks = _per_entry(self.hand_ranks, len(self.entries), field="hand rank")
        busts = [BustOut(e, s, r) for e, s, r in zip(self.entries, stacks, ranks, strict=True)]
        h4h = hand_for_hand_of(ctx.state, self.event_id)
        draft = Draft(ctx.state, self.event_id)
        seated = decide_busts(
            draft,
            self.event_id,
            busts,
            hand=hand_key(h4h, ctx.group),
            hand_for_hand=h4h is not None,
            by=self.by or None,
            split_with=self.split_with,
            now=ctx.now,
            rng=ctx.rng,
            mystery=mystery_draws(ctx.state, self.event_id, ctx.now),
        )
        if not any(e.status == ACTIVE for e in event_entries(draft.state, self.event_id).values()):
            raise InvalidInput(
                translate(
                    "app.commands.results",
                    "Someone wins the chips of this hand: leave them off the bust.",
                ),
                field="entries",
            )
        return draft, seated

    def run(self, ctx: Context) -> Outcome:
        draft, seated = self.decide(ctx)
        state = draft.state
        records = state.results[self.event_id].eliminations[-len(self.entries) :]
        busted = [
            translate("app.commands.results", "{player} (table {table} seat {seat})").fill(
                player=_player_name(state, self.event_id, r.elimination.entry_id),
                table=r.table,
                seat=r.seat,
            )
            for r in records
        ]
        label = translate("app.commands.results", "Bust {players}").fill(players=listed(busted))
        if self.by:
            hitters = [_player_name(state, self.event_id, e) for e in (self.by, *self.split_with)]
            label = translate("app.commands.results", "{bust} by {hitters}").fill(
                bust=label, hitters=both(hitters)
            )
        drawn = [
            Money(r.mystery_cents, grouped=False) for r in records if r.mystery_cents is not None
        ]
        if drawn:
            label = translate("app.commands.results", "{bust}; mystery {prizes}").fill(
                bust=label, prizes=listed(drawn)
            )
        if seated:
            label = translate("app.commands.results", "{bust}; seat {players}").fill(
                bust=label, players=listed(seated_label(draft, self.event_id, seated, ctx.now))
            )
        winner = winner_name(state, self.event_id)
        if winner is not None and seat_winners(state, self.event_id) is not None:
            label = translate("app.commands.results", "{bust}; seats to {winners}").fill(
                bust=label, winners=winner
            )
        elif winner is not None:
            label = translate("app.commands.results", "{bust}; {winner} wins").fill(
                bust=label, winner=winner
            )
        # A bust can leave a table short enough to halt (TDA 2024 Rule 11-D); the last
        # one stops the clock, in the same group so that one undo takes both back.
        events = [
            *draft.events,
            *halt_changes(state, self.event_id, ctx.now),
            *clock_stop_at_end(state, self.event_id, ctx.now),
        ]
        return Outcome(scope=event_scope(self.event_id), label=label, events=events)


def _player_name(state: FloorState, event_id: int, entry_id: int) -> str:
    return state.players[state.entries[event_id][entry_id].player_id].name


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
                translate(
                    "app.commands.results", "{player} is still playing: bust them first."
                ).fill(player=player.name),
                field="entry_id",
            )
        if self.places:
            check_places(self.places, field=field_size(event_entries(ctx.state, self.event_id)))
        if not self.reason.strip():
            raise InvalidInput(
                translate("app.commands.results", "Say why the place is being set by hand."),
                field="reason",
            )
        event = PlaceCorrected(self.event_id, entry.id, self.places, self.reason.strip())
        what = "-".join(str(p) for p in (self.places[0], self.places[-1])) if self.places else ""
        label = (
            translate("app.commands.results", "Set {player}'s place to {place}").fill(
                player=player.name, place=what
            )
            if what
            else translate("app.commands.results", "Clear {player}'s place").fill(
                player=player.name
            )
        )
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
            raise InvalidInput(
                translate("app.commands.results", "{player} is still playing.").fill(
                    player=player.name
                ),
                field="entry_id",
            )
        event = EntrySignedOut(self.event_id, entry.id, self.signed)
        label = (
            translate("app.commands.results", "Sign out {player}")
            if self.signed
            else translate("app.commands.results", "Undo sign-out of {player}")
        ).fill(player=player.name)
        return Outcome(scope=event_scope(self.event_id), label=label, events=[event])
