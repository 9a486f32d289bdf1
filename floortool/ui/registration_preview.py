"""UI layer: what registering a typed name would do, shown before Enter, and the
words the registration desk uses for an entry.

``preview_registration`` repeats none of the floor's rules. The event's terms
now (the stack an entrant receives, the late-registration deduction, the
level) come from ``domain.late_reg`` — ``entry_deduction`` and ``level_at``,
the functions ``RegisterEntry`` itself calls. What registering this name would
do (an existing or a new player, a seat or the waiting list, or a refusal: an
ambiguous name, a player already in, late registration closed) comes from
running ``RegisterEntry`` on the current state without executing it: a
command only decides (on a scratch ``Draft``), and nothing is written until
``Floor.execute``. The seat it draws there is thrown away; the real draw
happens on Enter.

``entry_line`` words an entry for calling it out: ``Table 2, seat 5 — 9,775
chips (225 deducted, House A-4)``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import datetime

from floortool.app.commands.base import Context
from floortool.app.commands.registration import RegisterEntry
from floortool.app.field import EntryRow
from floortool.domain.entries import EntrySeated, seating_of
from floortool.domain.errors import FloorError
from floortool.domain.late_reg import (
    DeductionExceedsStack,
    LateRegistrationClosed,
    entry_deduction,
    level_at,
    moment_of,
)
from floortool.domain.players import Player, PlayersAdded, find_player
from floortool.domain.state import FloorState
from floortool.domain.structure import Level, Structure
from floortool.domain.tournament import EventSettings, require_event

#: How the desk names each late-registration policy after a deduction.
POLICY_NAMES = {
    "full-stack": "TDA 2024 Rule 8-A",
    "blinds-deducted": "House A-4",
    "per-level": "house policy",
    "blinds-and-antes": "blinds and antes",
}
DASH = "\u2014"
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
    per_level: int  # chips per level started (the ``per-level`` policy)

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
    refusal: FloorError | None = None

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


def _structure(state: FloorState, event_id: int) -> Structure:
    return state.structures.get(event_id) or Structure(name="", rows=())


def event_terms(
    state: FloorState, event_id: int, *, now: datetime
) -> tuple[Terms, FloorError | None]:
    """The terms for an entrant arriving at ``now``, and the refusal if nobody may enter."""
    settings = require_event(state, event_id).settings
    structure = _structure(state, event_id)
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
        per_level=settings.late_reg_per_level,
    )
    return terms, refusal


def preview_registration(
    state: FloorState, event_id: int, typed: str, *, now: datetime
) -> RegistrationPreview:
    """What registering ``typed`` (a name or ``#id``) in ``event_id`` at ``now`` would do."""
    terms, closed = event_terms(state, event_id, now=now)
    if not typed.strip():
        return RegistrationPreview(typed=typed, terms=terms, refusal=closed)
    try:
        player = find_player(state.players, typed)  # the lookup RegisterEntry makes
    except FloorError as exc:  # ambiguous, or no player with that number
        return RegistrationPreview(typed=typed, terms=terms, refusal=exc)
    known = RegistrationPreview(
        typed=typed, terms=terms, player=player, new_name="" if player else " ".join(typed.split())
    )
    context = Context(state=state, group=0, now=now, rng=random.Random(0))
    try:
        outcome = RegisterEntry(event_id, (typed,)).run(context)
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
    )


# ------------------------------------------------------------------ words
def levels_text(level: int) -> str:
    """``level 1`` or ``levels 1-3`` (with an en dash)."""
    return "level 1" if level == 1 else f"levels 1\u2013{level}"


def deduction_note(deduction: int, policy: str) -> str:
    """``225 deducted, House A-4`` (empty when nothing was deducted)."""
    if not deduction:
        return ""
    return f"{deduction:,} deducted, {POLICY_NAMES.get(policy, policy)}"


def stack_text(terms: Terms) -> str:
    """The chips an entrant receives now, and why."""
    stack = f"{terms.stack:,} chips"
    if terms.policy == "full-stack":
        return f"{stack}: the full starting stack ({POLICY_NAMES['full-stack']})"
    if terms.level is None:
        return f"{stack}: nothing is deducted before the clock starts"
    if not terms.deduction:
        return f"{stack}: nothing deducted"
    levels = levels_text(terms.level)
    why = {
        "blinds-deducted": f"small + big blind of {levels}, {POLICY_NAMES['blinds-deducted']}",
        "blinds-and-antes": f"blinds and antes of {levels}",
        "per-level": f"{terms.per_level:,} for each of {levels}",
    }.get(terms.policy, POLICY_NAMES.get(terms.policy, terms.policy))
    return f"{stack}: {terms.starting_stack:,} less {terms.deduction:,} ({why})"


def clock_text(terms: Terms) -> str:
    """``Level 2 · 50 / 100``, ``Break after level 2`` or ``Before the clock starts``."""
    if terms.level is None:
        return "Before the clock starts"
    if terms.on_break:
        return f"Break after level {terms.level}"
    return f"Level {terms.level} · {terms.blinds}" if terms.blinds else f"Level {terms.level}"


def late_reg_text(settings: EventSettings) -> str:
    """``Late registration until the end of level 2`` (or that it never closes by itself)."""
    close = settings.late_reg_close_level
    if close is None:
        return "Late registration has no closing level"
    return f"Late registration until the end of level {close}"


def place_text(row: EntryRow) -> str:
    """``Table 2, seat 5``, ``Alternate 3 (waiting list)`` or the status."""
    if row.table is not None:
        return f"Table {row.table}, seat {row.seat}"
    if row.alternate is not None:
        return f"Alternate {row.alternate} (waiting list)"
    return row.status.capitalize()


def chips_text(row: EntryRow, policy: str) -> str:
    """``9,775 chips (225 deducted, House A-4)`` or ``10,000 chips``."""
    note = deduction_note(row.deduction, policy)
    return f"{row.stack:,} chips" + (f" ({note})" if note else "")


def entry_line(row: EntryRow, policy: str) -> str:
    """``Table 2, seat 5 — 9,775 chips (225 deducted, House A-4)``."""
    return f"{place_text(row)} {DASH} {chips_text(row, policy)}"
