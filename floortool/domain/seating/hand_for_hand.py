"""Domain layer: hands finished at the tables, and hand-for-hand play (TDA 2024 RP-8).

Decides what a table's "hand finished" report does: it records the seats
that posted the hand's blinds, so the next hand follows the dead button
(``seating.engine.blinds``: the big blind moves on one player, the small
blind and button follow, even onto empty seats; TDA 2024 Rules 32 and 34-B),
unless the button is unknown or due to be drawn again (house rule A-6).
In hand-for-hand play the table has finished the current hand-for-hand hand,
and when every table that deals (open, two or more players, not halted under
Rule 11-D) has finished it, the next hand starts at every table together.

The clock follows RP-8-B/C/D: it is held (reason ``hand-for-hand``) from the
announcement until hand-for-hand play stops, and each hand-for-hand hand
takes a fixed time off it (2 minutes by default, at most 3), charged when
every table has finished that hand, so new levels come at that rate. Hand 1
is the hand in progress at the announcement: players busting on it already
share places (RP-8-A); ``hand_for_hand_hand`` tells the bust-out which
hand-for-hand hand is being played. Every hand boundary also records halts
that began or ended (``halt_events``).
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from floortool.domain.clock.events import ClockPaused, ClockResumed
from floortool.domain.clock.state import HAND_FOR_HAND, PAUSED, RUNNING, ClockState, read_clock
from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import FloorError, InvalidInput, NotFound
from floortool.domain.kernel.journal import DomainEvent
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.rulings.rulebook_records import Mechanism, rulebook_record
from floortool.domain.seating.events import marks_of
from floortool.domain.seating.halts import halt_changes, halts_now
from floortool.domain.seating.hands import (
    HandFinished,
    HandForHand,
    HandForHandDealt,
    HandForHandStarted,
    HandForHandStopped,
    HandTimeCharged,
)
from floortool.domain.seating.seats import Table, seating_of
from floortool.domain.tournament.event import require_event

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


def hand_for_hand_rule(rulebook: str) -> str | Phrase:
    """The citation of hand-for-hand play under ``rulebook`` (TDA 2024 RP-8, or what
    applies where the rulebook is silent)."""
    return rulebook_record(rulebook).cite(Mechanism.HAND_FOR_HAND)


def hand_for_hand_part(rulebook: str, part: str) -> str | Phrase:
    """The citation of one part of RP-8 under ``rulebook``: ``TDA 2024 RP-8-C``, or
    ``Robert's Rules are silent; TDA 2024 RP-8-C applied``."""
    ground = rulebook_record(rulebook).grounds[Mechanism.HAND_FOR_HAND]
    return ground.instead(f"{ground.citation.text}-{part}" if ground.citation else "")


#: RP-8-C: two minutes come off the clock per hand; RP-8-B: never more than three.
DEFAULT_SECONDS_PER_HAND = 120
MAX_SECONDS_PER_HAND = 180


class HandRefused(FloorError):
    """A hand report or hand-for-hand change that cannot be made now (codes:
    ``no_hand``, ``hand_reported``, ``hand_for_hand_on``, ``hand_for_hand_off``,
    ``hand_in_progress``, ``one_table``)."""

    code = "hand_refused"


# ---------------------------------------------------------------- queries
def hand_for_hand_of(state: FloorState, event_id: int) -> HandForHand | None:
    """The event's hand-for-hand play, or None when it is not on."""
    return state.hand_for_hand.get(event_id)


def hand_for_hand_hand(state: FloorState, event_id: int) -> int | None:
    """The hand-for-hand hand being played (1, 2, ...), or None outside hand-for-hand play.

    Players eliminated on the same hand-for-hand hand, at any table, share
    their places (TDA 2024 RP-8-A); record a bust before its table reports
    the hand finished.
    """
    play = hand_for_hand_of(state, event_id)
    return None if play is None else play.hand


def tables_to_report(state: FloorState, event_id: int) -> list[int]:
    """The tables that deal each hand-for-hand hand: open, 2+ players, not halted."""
    halted = halts_now(state, event_id).tables
    return [
        number
        for number, table in sorted(seating_of(state, event_id).tables.items())
        if table.players >= 2 and number not in halted
    ]


def waiting_tables(state: FloorState, event_id: int) -> list[int]:
    """The tables still playing the current hand-for-hand hand (none when it is off)."""
    play = hand_for_hand_of(state, event_id)
    if play is None:
        return []
    return [n for n in tables_to_report(state, event_id) if n not in play.reported]


# ---------------------------------------------------------------- the clock
def _clock(state: FloorState, event_id: int, at: datetime) -> tuple[ClockState, str]:
    clock = state.clocks.get(event_id, ClockState())
    structure = state.structures.get(event_id)
    if structure is None or not structure.rows:
        return clock, ""
    return clock, read_clock(clock, structure.durations, at).state


def _held(state: FloorState, event_id: int, at: datetime) -> bool:
    clock, reading = _clock(state, event_id, at)
    return reading == PAUSED and clock.hold_reason == HAND_FOR_HAND


def _charge(state: FloorState, event_id: int, at: datetime) -> list[DomainEvent]:
    """The time one hand-for-hand hand takes off the held clock (nothing if not held)."""
    play = hand_for_hand_of(state, event_id)
    if play is None or not play.seconds_per_hand or not _held(state, event_id, at):
        return []
    return [HandTimeCharged(event_id=event_id, at=at.isoformat(), seconds=play.seconds_per_hand)]


def _deal_next(state: FloorState, event_id: int, at: datetime) -> list[DomainEvent]:
    play = hand_for_hand_of(state, event_id)
    assert play is not None
    return [
        *_charge(state, event_id, at),
        HandForHandDealt(event_id=event_id, hand=play.hand + 1, at=at.isoformat()),
    ]


# ---------------------------------------------------------------- decisions
def _require_table(state: FloorState, event_id: int, number: int) -> Table:
    table = seating_of(state, event_id).tables.get(number)
    if table is None:
        raise NotFound(
            translate("domain.seating.hand_for_hand", "Table {number} is not open.").fill(
                number=number
            ),
            code="unknown_table",
            table=number,
        )
    return table


def decide_hand_finished(
    state: FloorState, event_id: int, number: int, at: datetime
) -> list[DomainEvent]:
    """The events of table ``number`` reporting its hand finished at ``at``."""
    require_event(state, event_id)
    table = _require_table(state, event_id, number)
    if table.players < 2:
        raise HandRefused(
            translate(
                "domain.seating.hand_for_hand",
                "Table {number} has {players}: no hand is played there.",
            ).fill(
                number=number,
                players=nouns.players(table.players),
            ),
            code="no_hand",
            table=number,
        )
    play = hand_for_hand_of(state, event_id)
    if play is not None and number in play.reported:
        waiting = waiting_tables(state, event_id)
        if len(waiting) > 1:
            reported = translate(
                "domain.seating.hand_for_hand",
                "Table {number} has already finished hand-for-hand hand {hand}; waiting for "
                "tables {listed}.",
            )
        elif waiting:
            reported = translate(
                "domain.seating.hand_for_hand",
                "Table {number} has already finished hand-for-hand hand {hand}; waiting for "
                "table {listed}.",
            )
        else:
            reported = translate(
                "domain.seating.hand_for_hand",
                "Table {number} has already finished hand-for-hand hand {hand}.",
            )
        raise HandRefused(
            reported.fill(number=number, hand=play.hand, listed=", ".join(str(n) for n in waiting)),
            code="hand_reported",
            table=number,
        )
    played = table.played_hand()
    if number in marks_of(state, event_id).redraw_due:
        played = None
    events: list[DomainEvent] = [
        HandFinished(
            event_id=event_id,
            table=number,
            hand=None if play is None else play.hand,
            small_blind=None if played is None else played.small_blind,
            big_blind=None if played is None else played.big_blind,
        )
    ]
    if play is not None and set(tables_to_report(state, event_id)) <= play.reported | {number}:
        events += _deal_next(state, event_id, at)
    return events + halt_changes(state, event_id, at)


def decide_start(
    state: FloorState, event_id: int, at: datetime, seconds_per_hand: int
) -> list[DomainEvent]:
    """Start hand-for-hand play at ``at``: the clock is held if it runs. Refused when
    fewer than two tables deal: it keeps tables on the same hand (TDA 2024 RP-8)."""
    require_event(state, event_id)
    if hand_for_hand_of(state, event_id) is not None:
        raise HandRefused(
            translate("domain.seating.hand_for_hand", "Hand-for-hand play is already on."),
            code="hand_for_hand_on",
        )
    if not 0 <= seconds_per_hand <= MAX_SECONDS_PER_HAND:
        raise InvalidInput(
            translate(
                "domain.seating.hand_for_hand",
                "A hand-for-hand hand takes 0 to 3 minutes off the clock (TDA 2024 RP-8-B).",
            ),
            field="minutes_per_hand",
        )
    dealing = tables_to_report(state, event_id)
    if len(dealing) < 2:
        rule = hand_for_hand_rule(require_event(state, event_id).settings.rulebook)
        only = (
            translate("domain.seating.hand_for_hand", "only table {table} deals").fill(
                table=dealing[0]
            )
            if dealing
            else translate("domain.seating.hand_for_hand", "no table deals")
        )
        raise HandRefused(
            translate(
                "domain.seating.hand_for_hand",
                "Hand-for-hand play is for two or more tables dealing: {only}, so "
                "every hand is already the same hand for everyone ({rule}).",
            ).fill(only=only, rule=rule),
            code="one_table",
            tables=dealing,
        )
    events: list[DomainEvent] = [
        HandForHandStarted(event_id=event_id, at=at.isoformat(), seconds_per_hand=seconds_per_hand)
    ]
    if _clock(state, event_id, at)[1] == RUNNING:
        events.append(ClockPaused(event_id=event_id, at=at.isoformat(), reason=HAND_FOR_HAND))
    return events


def decide_next(state: FloorState, event_id: int, at: datetime) -> list[DomainEvent]:
    """Deal the next hand-for-hand hand now, whichever tables have not reported."""
    require_event(state, event_id)
    if hand_for_hand_of(state, event_id) is None:
        raise HandRefused(
            translate("domain.seating.hand_for_hand", "Hand-for-hand play is not on."),
            code="hand_for_hand_off",
        )
    return _deal_next(state, event_id, at) + halt_changes(state, event_id, at)


def tables_in_play(state: FloorState, event_id: int) -> int:
    """How many of the event's tables have a hand to play (two or more players), halted
    or not: a halted table plays again once its blinds have players."""
    return sum(1 for t in seating_of(state, event_id).tables.values() if t.players >= 2)


def end_at_one_table(state: FloorState, event_id: int, at: datetime) -> list[DomainEvent]:
    """Hand-for-hand play ends by itself once a seating change (the final table's redraw,
    a table broken) leaves one table in play: its stop, with the clock running again if
    it was held for it (nothing while hand-for-hand is off or two tables still play).
    ``state`` is the floor with the seating change applied.

    TDA 2024 RP-8 keeps the tables on the same hand; with one table every hand is the
    same hand for everyone, so there is nothing left to keep in step and nothing to
    hold the clock for (``decide_start`` refuses to start it at one table the same way).
    """
    if hand_for_hand_of(state, event_id) is None or tables_in_play(state, event_id) >= 2:
        return []
    events: list[DomainEvent] = [HandForHandStopped(event_id=event_id, at=at.isoformat())]
    if _held(state, event_id, at):
        events.append(ClockResumed(event_id=event_id, at=at.isoformat()))
    return events


def decide_stop(state: FloorState, event_id: int, at: datetime) -> list[DomainEvent]:
    """Stop hand-for-hand play; refused while some tables have finished the current hand
    and others have not (players busting there still share places, RP-8-A)."""
    require_event(state, event_id)
    play = hand_for_hand_of(state, event_id)
    if play is None:
        raise HandRefused(
            translate("domain.seating.hand_for_hand", "Hand-for-hand play is not on."),
            code="hand_for_hand_off",
        )
    waiting = waiting_tables(state, event_id)
    if play.reported and waiting:
        tables = ", ".join(str(n) for n in waiting)
        unfinished = (
            translate(
                "domain.seating.hand_for_hand",
                "Tables {tables} have not finished hand-for-hand hand {hand}: report them "
                "first ({placed}, {rule}), or deal the next hand.",
            )
            if len(waiting) > 1
            else translate(
                "domain.seating.hand_for_hand",
                "Table {tables} has not finished hand-for-hand hand {hand}: report them "
                "first ({placed}, {rule}), or deal the next hand.",
            )
        )
        record = rulebook_record(require_event(state, event_id).settings.rulebook)
        rule = record.cite(Mechanism.HAND_FOR_HAND_BUSTS)
        placed = (
            translate("domain.seating.hand_for_hand", "players busting on it share places")
            if record.hand_for_hand_busts_share
            else translate(
                "domain.seating.hand_for_hand", "players busting on it are placed together"
            )
        )
        raise HandRefused(
            unfinished.fill(tables=tables, hand=play.hand, placed=placed, rule=rule),
            code="hand_in_progress",
            remedy=Remedy(Fix.DEAL_NEXT_HAND, tuple(waiting)),
            tables=waiting,
        )
    events: list[DomainEvent] = [HandForHandStopped(event_id=event_id, at=at.isoformat())]
    if _held(state, event_id, at):
        events.append(ClockResumed(event_id=event_id, at=at.isoformat()))
    return events
