"""Domain layer: the end of a tournament — when one player is left, and what stops then.

A tournament is over when its last bust leaves one entry with chips: exactly
one entry still playing, nobody waiting for a seat, and at least one entry
eliminated (a field that never started is not over). Nothing records "over"
by itself: it follows from the entries, so undoing the last bust reopens the
event by itself. What does need recording is the clock: the last bust's group
also stops a running clock (``clock_stop_at_end``), so every station and a
restart agree on the time it stopped, and the same undo that takes back the
bust starts it again. A satellite is over sooner: when the players left equal
its seats (``domain.results.satellite``); its clock stops the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import TYPE_CHECKING

from floortool.domain.clock.events import ClockPaused
from floortool.domain.clock.state import RUNNING, TOURNAMENT_OVER, ClockState, read_clock
from floortool.domain.field.entries import (
    ACTIVE,
    BUSTED,
    WAITING,
    Entry,
    entry_tally,
    event_entries,
)
from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import DomainEvent
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.results.satellite import seat_winners

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


def sole_survivor(entries: Mapping[int, Entry]) -> int | None:
    """The winner's entry id once the tournament is over, else None (counted from the
    entries' tally, ``domain.field.tally``: the one left is looked for only once the
    count says the tournament is over, so a full field costs next to nothing)."""
    tally = entry_tally(entries)
    if tally.count(WAITING) or tally.count(ACTIVE) != 1 or not tally.count(BUSTED):
        return None
    return next(entry.id for entry in entries.values() if entry.status == ACTIVE)


def tournament_winner(state: FloorState, event_id: int) -> int | None:
    """The entry that won ``event_id``, or None while it is still being played."""
    return sole_survivor(event_entries(state, event_id))


def clock_stop_at_end(state: FloorState, event_id: int, now: datetime) -> list[DomainEvent]:
    """The clock stop that goes with the last bust: a pause at ``now`` when the bust
    (already applied to ``state``) ended the tournament (or the satellite) and the clock
    is running."""
    if tournament_winner(state, event_id) is None and seat_winners(state, event_id) is None:
        return []
    structure = state.structures.get(event_id)
    if structure is None:
        return []
    clock = state.clocks.get(event_id, ClockState())
    if read_clock(clock, structure.durations, now).state != RUNNING:
        return []
    return [ClockPaused(event_id=event_id, at=now.isoformat(), reason=TOURNAMENT_OVER)]


def winner_name(state: FloorState, event_id: int) -> str | None:
    """The name of the player who won ``event_id`` (of a satellite, the seat winners:
    "Ann, Ben and Cat"), or None while it is being played."""
    winners = seat_winners(state, event_id)
    if winners is None:
        winner = tournament_winner(state, event_id)
        winners = (winner,) if winner is not None else None
    if winners is None:
        return None
    entries = event_entries(state, event_id)
    names = []
    for entry in sorted(winners):
        player = state.players.get(entries[entry].player_id)
        names.append(player.name if player is not None else f"entry {entry}")
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def refuse_when_over(state: FloorState, event_id: int, what: Phrase) -> None:
    """Refuse ``what`` (e.g. "start the clock", the caller's phrase) once the tournament
    is over."""
    winners = seat_winners(state, event_id)
    if winners is not None:
        raise InvalidInput(
            translate(
                "domain.results.tournament_end",
                "The satellite is over: {players} won a seat. To {what}, undo the last bust first.",
            ).fill(
                players=nouns.players(len(winners)),
                what=what,
            ),
            code="tournament_over",
        )
    name = winner_name(state, event_id)
    if name is not None:
        raise InvalidInput(
            translate(
                "domain.results.tournament_end",
                "The tournament is over: {name} won. To {what}, undo the last bust first.",
            ).fill(name=name, what=what),
            code="tournament_over",
        )
