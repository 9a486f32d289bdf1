"""App layer: hand commands — a table finished a hand; hand-for-hand play started,
dealt on, stopped — each one journal group in the event's undo scope.

The domain decides (``domain.seating.hand_for_hand``): the dead button moving on, the
hand-for-hand hand each table has finished, the next hand dealt when every
table has, the clock held and charged per hand (TDA 2024 RP-8), and the halts
that begin or end at a hand boundary (Rule 11-D).
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.app.commands.base import Context, Outcome
from floortool.domain.clock.events import ClockResumed
from floortool.domain.kernel.journal import DomainEvent, event_scope
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.results.tournament_end import tournament_winner
from floortool.domain.seating.events import marks_of
from floortool.domain.seating.hand_for_hand import (
    decide_hand_finished,
    decide_next,
    decide_start,
    decide_stop,
    hand_for_hand_hand,
    hand_for_hand_rule,
    waiting_tables,
)
from floortool.domain.seating.hands import HandFinished, HandForHandDealt, HandTimeCharged
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import require_event


def _minutes(seconds: int) -> str:
    return f"{seconds / 60:g}"


def _dealt_text(events: list[DomainEvent], *, first: bool = False) -> Phrase | None:
    """``hand-for-hand hand 5 deals, 2 min off the clock`` when the group deals one
    (``first``: as the label's first words, ``Hand-for-hand hand 5 deals ...``)."""
    dealt = next((e for e in events if isinstance(e, HandForHandDealt)), None)
    if dealt is None:
        return None
    charged = next((e for e in events if isinstance(e, HandTimeCharged)), None)
    if charged is None:
        text = (
            translate("app.commands.hands", "Hand-for-hand hand {hand} deals")
            if first
            else translate("app.commands.hands", "hand-for-hand hand {hand} deals")
        )
        return text.fill(hand=dealt.hand)
    text = (
        translate(
            "app.commands.hands", "Hand-for-hand hand {hand} deals, {minutes} min off the clock"
        )
        if first
        else translate(
            "app.commands.hands", "hand-for-hand hand {hand} deals, {minutes} min off the clock"
        )
    )
    return text.fill(hand=dealt.hand, minutes=_minutes(charged.seconds))


@dataclass(frozen=True)
class FinishHand:
    """Table ``table`` finished a hand: its button moves on (and, in hand-for-hand play,
    the next hand deals once every table has finished)."""

    event_id: int
    table: int

    def run(self, ctx: Context) -> Outcome:
        hand = hand_for_hand_hand(ctx.state, self.event_id)
        events = decide_hand_finished(ctx.state, self.event_id, self.table, ctx.now)
        label = translate("app.commands.hands", "Hand finished at table {table}").fill(
            table=self.table
        )
        if hand is not None:
            label = translate("app.commands.hands", "{finished} (hand-for-hand hand {hand})").fill(
                finished=label, hand=hand
            )
        finished = next(e for e in events if isinstance(e, HandFinished))
        if finished.small_blind is not None and finished.big_blind is not None:
            table = seating_of(ctx.state, self.event_id).tables[self.table]
            button = table.button_after(finished.small_blind, finished.big_blind)
            label = translate("app.commands.hands", "{finished}: button to seat {seat}").fill(
                finished=label, seat=button
            )
        elif self.table in marks_of(ctx.state, self.event_id).redraw_due:
            label = translate("app.commands.hands", "{finished}: draw for the button").fill(
                finished=label
            )
        else:
            label = translate("app.commands.hands", "{finished}: button unknown").fill(
                finished=label
            )
        if dealt := _dealt_text(events):
            label = translate(
                "app.commands.hands", "{finished}; every table has finished, {dealt}"
            ).fill(finished=label, dealt=dealt)
        return Outcome(scope=event_scope(self.event_id), label=label, events=events)


@dataclass(frozen=True)
class StartHandForHand:
    """Start hand-for-hand play ("finish this hand, then hold"): the clock is held and
    each hand takes ``seconds_per_hand`` off it (TDA 2024 RP-8)."""

    event_id: int
    seconds_per_hand: int

    def run(self, ctx: Context) -> Outcome:
        events = decide_start(ctx.state, self.event_id, ctx.now, self.seconds_per_hand)
        label = translate(
            "app.commands.hands",
            "Start hand-for-hand ({minutes} min off the clock per hand, {rule})",
        ).fill(
            minutes=_minutes(self.seconds_per_hand),
            rule=hand_for_hand_rule(require_event(ctx.state, self.event_id).settings.rulebook),
        )
        return Outcome(scope=event_scope(self.event_id), label=label, events=events)


@dataclass(frozen=True)
class DealNextHand:
    """Deal the next hand-for-hand hand now, even if some tables have not reported."""

    event_id: int

    def run(self, ctx: Context) -> Outcome:
        missing = waiting_tables(ctx.state, self.event_id)
        events = decide_next(ctx.state, self.event_id, ctx.now)
        label = _dealt_text(events, first=True)
        assert label is not None  # decide_next deals the next hand
        if missing:
            label = (
                translate("app.commands.hands", "{dealt} (tables {tables} had not reported)")
                if len(missing) > 1
                else translate("app.commands.hands", "{dealt} (table {tables} had not reported)")
            ).fill(dealt=label, tables=", ".join(str(n) for n in missing))
        return Outcome(scope=event_scope(self.event_id), label=label, events=events)


@dataclass(frozen=True)
class StopHandForHand:
    """Hand-for-hand play is over: the clock runs again if it was held for it."""

    event_id: int

    def run(self, ctx: Context) -> Outcome:
        hand = hand_for_hand_hand(ctx.state, self.event_id)
        events = decide_stop(ctx.state, self.event_id, ctx.now)
        if tournament_winner(ctx.state, self.event_id) is not None:
            # The last bust came in hand-for-hand play: the clock stays stopped.
            events = [e for e in events if not isinstance(e, ClockResumed)]
        label = translate("app.commands.hands", "Stop hand-for-hand (at hand {hand})").fill(
            hand=hand
        )
        return Outcome(scope=event_scope(self.event_id), label=label, events=events)
