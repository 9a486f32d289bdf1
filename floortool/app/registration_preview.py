"""App layer: what registering a typed name would do, for the desk to show before Enter.

It repeats none of the floor's rules. The event's terms now (the stack an
entrant receives, the late-registration deduction, the level) come from
``domain.registration.late_entry``: ``entry_deduction`` and ``level_at``, the functions
``RegisterEntry`` itself calls. The typed text is read as the desk reads it
before sending (``app.entrants``). What registering this name would do (an
existing or a new player, a seat, the draw (before the start of an event
without a table count) or the waiting list, or a refusal: an
ambiguous name, a player already in, late registration closed) comes from
running ``RegisterEntry`` on the current state without executing it: a command
only decides (on a scratch ``Draft``), and nothing is written until
``Floor.execute``. The seat it draws there is thrown away; the real draw
happens on Enter. A member whose dues have run out is named (``dues``, a
warning: they may still play); a barred one is a refusal, with the reason.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import datetime

from floortool.app.commands.base import Context
from floortool.app.commands.registration import NewPlayer, RegisterEntry
from floortool.app.commands.targets import require_player_id
from floortool.app.entrants import entrant_for
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.players.records import Player, PlayersAdded, dues_warning
from floortool.domain.registration.late_entry import (
    DeductionExceedsStack,
    LateRegistrationClosed,
    entry_deduction,
)
from floortool.domain.seating.arrivals import waits_for_draw
from floortool.domain.seating.seats import EntrySeated, seating_of
from floortool.domain.structure.levels import Level
from floortool.domain.structure.moment import level_at, moment_of, structure_of
from floortool.domain.tournament.event import EventSettings, require_event

#: Refusals that stop every entrant, whoever they are.
CLOSED_CODES = frozenset({LateRegistrationClosed.code, DeductionExceedsStack.code})


@dataclass(frozen=True)
class Terms:
    """What an entrant arriving now receives, and where the clock is."""

    starting_stack: int
    deduction: int
    level: int | None  # the play level an arrival counts as (None before the start)
    on_break: bool
    blinds: str  # "50 / 100" of the level in play, "" before the start or on a break
    policy: str  # the event's late-registration policy
    settings: EventSettings  # the event's settings (the policy's parameters among them)

    @property
    def stack(self) -> int:
        return self.starting_stack - self.deduction


@dataclass(frozen=True)
class RegistrationPreview:
    """What Enter would do with the typed text."""

    typed: str
    terms: Terms
    player: Player | None = None  # the existing player the text names
    new_name: str = ""  # the new player the text would create
    waiting: bool = False  # no seat for them now: the waiting list
    alternate: int | None = None  # their place on the waiting list
    for_draw: bool = False  # before the start without a table count: seated by the draw
    refusal: FloorError | None = None
    dues: Phrase | str = ""  # "Dues expired on 2026-10-31" for a member whose dues ran out

    @property
    def blank(self) -> bool:
        return not self.typed.strip()

    @property
    def refused(self) -> bool:
        return self.refusal is not None

    @property
    def closed(self) -> bool:
        """Nobody may enter now (late registration closed, or no chips would be left)."""
        return self.refusal is not None and self.refusal.code in CLOSED_CODES


def event_terms(
    state: FloorState, event_id: int, *, now: datetime
) -> tuple[Terms, FloorError | None]:
    """The terms for an entrant arriving at ``now``, and the refusal if nobody may enter."""
    settings = require_event(state, event_id).settings
    structure = structure_of(state, event_id)
    moment = moment_of(state, event_id, now)
    refusal: FloorError | None = None
    try:
        deduction = entry_deduction(settings, structure, moment)
    except FloorError as exc:
        deduction, refusal = 0, exc
    row = structure.rows[moment.index] if moment.started and structure.rows else None
    terms = Terms(
        starting_stack=settings.starting_stack,
        deduction=deduction,
        level=level_at(structure, moment),
        on_break=row is not None and row.is_break,
        blinds=f"{row.small_blind:,} / {row.big_blind:,}" if isinstance(row, Level) else "",
        policy=settings.late_reg,
        settings=settings,
    )
    return terms, refusal


def preview_registration(
    state: FloorState, event_id: int, target: int | str, *, now: datetime, new_player: bool = False
) -> RegistrationPreview:
    """What registering ``target`` (the id of the player chosen, or the text typed: a
    name or ``#id``; ``new_player``: as a new player even when someone has that name)
    in ``event_id`` at ``now`` would do."""
    terms, closed = event_terms(state, event_id, now=now)
    if isinstance(target, str) and not target.strip():
        return RegistrationPreview(typed=target, terms=terms, refusal=closed)
    try:  # the reading of the typed text that the desk sends
        entrant = entrant_for(state.players, target, new=new_player)
        player = None if isinstance(entrant, NewPlayer) else require_player_id(state, entrant)
    except FloorError as exc:  # ambiguous, or no player with that number
        return RegistrationPreview(typed=str(target), terms=terms, refusal=exc)
    typed = target if isinstance(target, str) else player.name if player else ""
    known = RegistrationPreview(
        typed=typed,
        terms=terms,
        player=player,
        new_name="" if player else " ".join(typed.split()),
        dues=desk_dues_warning(player, now),
    )
    context = Context(state=state, group=0, now=now, rng=random.Random(0))
    try:
        outcome = RegisterEntry(event_id, (entrant,)).run(context)
    except FloorError as exc:
        return replace(known, refusal=exc)
    seated = any(isinstance(event, EntrySeated) for event in outcome.events)
    added = [event for event in outcome.events if isinstance(event, PlayersAdded)]
    waiting = len(seating_of(state, event_id).waiting)
    return replace(
        known,
        new_name=str(added[0].players[0]["name"]) if added else "",
        waiting=not seated,
        alternate=None if seated else waiting + 1,
        for_draw=not seated and waits_for_draw(state, event_id, now),
    )


def desk_dues_warning(player: Player | None, now: datetime) -> Phrase | str:
    """The desk's warning about ``player``'s dues at ``now`` (the desk's own date), or blank."""
    return "" if player is None else dues_warning(player, now.astimezone().date())
