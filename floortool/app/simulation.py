"""App layer: a whole tournament played through the seating engine (``floortool simulate``).

A random draw, then hands at random tables (each logs its button and blinds by
the dead button, ``seating.engine.blinds``), random
bust-outs, and every final-table, breaking and balancing decision the engine
makes, applied at once, under the seating policy the options give (the
event settings' ``domain.seating.policy``: tolerance, early tolerance, break
order, ideal load, giving table, final-table size) and the game's balancing
procedure (``--game``). Under the league rulebook a table where at least half
the players are new after the moves between two hands draws for the button
(house rule A-6). Returns the summary of ``cli.md`` and, given a stream,
writes the decision log (one JSON object per line; ``button_drawn`` lines
record the high-card draws: each table's at the start, the final table's and
A-6's). The engine's time per
decision is measured here, around the pure ``plan_next`` call. The command line
(``cli.simulate_cmd``) only reads the options and prints.
"""

from __future__ import annotations

import gc
import json
import math
import random
import secrets
import time
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any, TextIO

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.rulings.rulebook_records import DEFAULT_RULEBOOK
from floortool.domain.seating.engine.balance import FLOP, GAMES
from floortool.domain.seating.engine.button_draw import (
    HighCardDraw,
    button_redraws,
    draw_for_button,
)
from floortool.domain.seating.engine.draw import apply_draw, plan_draw
from floortool.domain.seating.engine.halting import plan_halts
from floortool.domain.seating.engine.model import MAX_SEATS, MIN_SEATS, Room
from floortool.domain.seating.engine.moves import Move, apply_moves
from floortool.domain.seating.engine.next_step import plan_next
from floortool.domain.seating.policy import seating_policy
from floortool.domain.tournament.event import EventSettings, validate_settings

#: Bust-outs per hand: none, one, or two players (cumulative probabilities).
_NO_BUST, _ONE_BUST = 0.45, 0.95


def percentile(sorted_values: list[float], fraction: float) -> float:
    """Nearest-rank percentile of an ascending list (0.0 when empty)."""
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(fraction * len(sorted_values)))
    return sorted_values[rank - 1]


@dataclass(frozen=True)
class DecisionTimes:
    """The engine's microseconds per decision: median, 99th percentile and the longest."""

    p50: float
    p99: float
    max: float

    @classmethod
    def of(cls, ordered: list[float]) -> DecisionTimes:
        """The figures of ``ordered`` (ascending), rounded to a tenth."""
        return cls(
            p50=round(percentile(ordered, 0.50), 1),
            p99=round(percentile(ordered, 0.99), 1),
            max=round(ordered[-1], 1) if ordered else 0.0,
        )


@dataclass(frozen=True)
class SimulationSummary:
    """What one simulated tournament came to (cli.md's ``simulate`` summary)."""

    entrants: int
    tables: int
    hands: int
    decisions: int
    moves: int
    breaks: int
    decision_us: DecisionTimes
    seconds: float
    decision_us_moving: DecisionTimes  # the decisions that moved somebody

    def to_json(self) -> dict[str, Any]:
        """The summary as cli.md prints it, in its order."""
        return {
            "entrants": self.entrants,
            "tables": self.tables,
            "hands": self.hands,
            "decisions": self.decisions,
            "moves": self.moves,
            "breaks": self.breaks,
            "decision_us": asdict(self.decision_us),
            "seconds": self.seconds,
            "decision_us_moving": asdict(self.decision_us_moving),
        }


class _Log:
    """Writes the JSONL decision log (or nothing)."""

    def __init__(self, stream: TextIO | None) -> None:
        self.stream = stream

    def write(self, event: str, **fields: Any) -> None:
        if self.stream is not None:
            self.stream.write(json.dumps({"event": event, **fields}) + "\n")

    def drawn(self, table: int, draw: HighCardDraw, reason: str, rule: str | Phrase) -> None:
        self.write(
            "button_drawn",
            table=table,
            button=draw.seat,
            cards=[list(card) for card in draw.cards],
            reason=reason,
            rule=str(rule),
        )


def simulate(
    entrants: int,
    seats: int,
    *,
    seed: int | None = None,
    final_table_size: int | None = None,
    rulebook: str = DEFAULT_RULEBOOK,
    log: TextIO | None = None,
    seating: Mapping[str, Any] | None = None,
    game: str = FLOP,
) -> SimulationSummary:
    """Play one tournament; returns the ``simulate`` summary (plus ``decision_us_moving``).

    ``seating`` holds seating settings of an event (``EventSettings`` names:
    ``balance_tolerance``, ``break_order``, ``ideal_table_load`` ...); ``game``
    is the balancing procedure (``balance.FLOP``, ``STUD`` or ``MIXED_STUD``).
    """
    if entrants < 2:
        raise InvalidInput(translate("app.simulation", "A tournament needs at least 2 entrants."))
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise InvalidInput(
            translate("app.simulation", "A table has {fewest} to {most} seats.").fill(
                fewest=MIN_SEATS, most=MAX_SEATS
            )
        )
    if game not in GAMES:
        raise InvalidInput(
            translate("app.simulation", "Unknown game '{game}'; choose one of: {games}.").fill(
                game=game, games=", ".join(GAMES)
            )
        )
    settings = EventSettings(
        name="Simulation",
        seats=seats,
        rulebook=rulebook,
        final_table_size=final_table_size,
        **(seating or {}),
    )
    validate_settings(settings)
    policy = seating_policy(settings, game)
    started = time.perf_counter()
    rng: random.Random = random.Random(seed) if seed is not None else secrets.SystemRandom()
    out = _Log(log)
    room = Room()
    tables = math.ceil(entrants / seats)
    for number in range(1, tables + 1):
        room.open_table(number, seats)
        out.write("table_opened", table=number, seats=seats)
    drawn = sorted(plan_draw(room, range(1, entrants + 1), rng), key=lambda d: d.entry)
    apply_draw(room, drawn)
    for d in drawn:
        out.write("seated", entry=d.entry, table=d.table, seat=d.seat, reason="draw")
    for number, table in room.tables.items():
        draw = draw_for_button(table.occupied_seats(), rng)
        room.set_button(number, draw.seat)
        out.drawn(number, draw, "draw", policy.citations.final_button)

    timings: list[float] = []
    moving_timings: list[float] = []
    hands = moves = breaks = 0
    halted: set[int] = set()

    def log_move(move: Move) -> None:
        out.write(
            "moved",
            entry=move.entry,
            **{
                "from": {"table": move.from_table, "seat": move.from_seat},
                "to": {"table": move.to_table, "seat": move.to_seat},
            },
            reason=move.kind,
            rule=str(move.rule),
            source=room.snapshot(move.from_table),
            target=room.snapshot(move.to_table),
        )

    def update_halts() -> None:
        now = plan_halts(room, policy).tables
        for number in sorted(halted - now):
            out.write("resumed", table=number)
        for number in sorted(now - halted):
            out.write("halted", table=number)
        halted.clear()
        halted.update(now)

    def decide(trigger: str) -> None:
        """Ask the engine until it proposes nothing, applying each plan at once; then
        re-draw the buttons house rule A-6 asks for after these moves."""
        nonlocal moves, breaks
        update_halts()
        reseat: list[Move] = []
        while True:
            begin = time.perf_counter_ns()
            plan = plan_next(room, policy, rng)
            us = (time.perf_counter_ns() - begin) / 1000
            timings.append(us)
            if plan.moves:
                moving_timings.append(us)
            out.write("decision", trigger=trigger, us=round(us, 1), moves=len(plan.moves))
            if plan.empty:
                break
            if plan.needs_button:  # never in a simulation: every button is known
                raise AssertionError(plan.reason)
            apply_moves(room, plan, log_move)
            moves += len(plan.moves)
            for gone in plan.breaks:
                halted.discard(gone)
                breaks += 1
                out.write("table_broken", table=gone)
            for number, draw in plan.draws:
                out.drawn(number, draw, "final", plan.rule)
            if not plan.batch:
                reseat += plan.moves
            trigger = plan.moves[0].kind
        for redraw in button_redraws(room, reseat, policy):
            draw = draw_for_button(room.tables[redraw.table].occupied_seats(), rng)
            room.set_button(redraw.table, draw.seat)
            out.drawn(redraw.table, draw, "redraw", redraw.rule)
        update_halts()

    # The room lives for the whole run: keep it out of the collector's full
    # passes so a collection triggered by the driver's own allocations (the
    # log lines) does not land inside a timed decision.
    gc.collect()
    gc.freeze()
    decide("draw")
    while room.players > 1:
        numbers = room.open_numbers()
        number = numbers[rng.randrange(len(numbers))]
        table = room.tables[number]
        if table.players < 2 or number in halted:
            continue
        hand = table.played_hand()
        assert hand is not None
        hands += 1
        out.write(
            "hand",
            table=number,
            button=hand.button,
            small_blind=hand.small_blind,
            big_blind=hand.big_blind,
            dead_button=hand.dead_button,
            dead_small_blind=hand.dead_small_blind,
        )
        r = rng.random()
        busts = 0 if r < _NO_BUST else 1 if r < _ONE_BUST else 2
        busts = min(busts, table.players - 1)
        for seat in rng.sample(sorted(set(table.occupied_seats()) - hand.waiting), busts):
            entry = table.occupant[seat]
            assert entry is not None
            place = room.players
            room.hand_in_play(number)
            room.leave(entry)
            out.write("busted", entry=entry, table=number, seat=seat, place=place)
        room.hand_finished(number, hand.small_blind, hand.big_blind)
        if not busts:
            continue
        decide("busted")

    gc.unfreeze()
    winner = next(iter(room.where))
    out.write("finished", winner=winner)
    timings.sort()
    moving_timings.sort()
    return SimulationSummary(
        entrants=entrants,
        tables=tables,
        hands=hands,
        decisions=len(timings),
        moves=moves,
        breaks=breaks,
        decision_us=DecisionTimes.of(timings),
        seconds=round(time.perf_counter() - started, 3),
        decision_us_moving=DecisionTimes.of(moving_timings),
    )
