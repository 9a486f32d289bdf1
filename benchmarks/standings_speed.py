"""Benchmark: league standings at league scale.

Builds a league of 20 seasons, 50 events each and 100 players (by default; every
player plays every event, re-entries and shared places included) through the
domain's own decisions (each event scored with the square-root formula, best
20 of 50, attendance points, penalties), then times, median of the repeats:

- the standings of the newest season (the app's ``standings_view``, names
  and all) — target under 100 ms;
- the standings of every season, one after another;
- one player's season history and the points over a season for the top 5;
- scoring one event of 100 finishes (what recording an event's points costs);
- the formula lab on one event.

Run: ``.venv/bin/python benchmarks/standings_speed.py [--seasons 20] [--events 50]
[--players 100] [--repeat 7]``
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta

from floortool.app.views.league import standings_view
from floortool.domain.fold.state import FloorState
from floortool.domain.league.decisions import (
    decide_add_event,
    decide_add_season,
    decide_adjust,
    decide_create_league,
    decide_record_results,
)
from floortool.domain.league.formula_lab import run_lab
from floortool.domain.league.points.compiler import compile_formula
from floortool.domain.league.rules import score_event
from floortool.domain.league.seasons import PointsRules, require_league
from floortool.domain.league.standings import player_history, season_progress, season_standings
from floortool.domain.players.records import clean_fields, decide_add_players
from floortool.domain.results.finishes import EventResult, Finish

NOW = datetime(2026, 1, 1, tzinfo=UTC)
RULES = {"formula": "10*sqrt(n)/sqrt(r)", "best_of": 20, "attendance": 1.0, "entries": "best"}


def event_result(rng: random.Random, players: int) -> EventResult:
    """Every player enters; about one in ten re-enters; the last two busted together share."""
    entries = [(p, 1) for p in range(1, players + 1)]
    entries += [(p, 2) for p in rng.sample(range(1, players + 1), players // 10)]
    rng.shuffle(entries)
    n = len(entries)
    finishes = [
        Finish(
            p,
            (place,),
            entry_number=e,
            prize=2000 if place <= n // 7 else 0,
            hits=rng.randint(0, 3),
        )
        for place, (p, e) in enumerate(entries, start=1)
    ]
    finishes[-1] = Finish(finishes[-1].player_id, (n - 1, n), finishes[-1].entry_number)
    finishes[-2] = Finish(finishes[-2].player_id, (n - 1, n), finishes[-2].entry_number)
    return EventResult(n, players, 2000, max(1, n // 7), tuple(finishes))


def build(seasons: int, events: int, players: int, seed: int) -> FloorState:
    rng = random.Random(seed)
    state = FloorState()
    decide_add_players(state.players, [clean_fields(f"Player {i}") for i in range(players)]).apply(
        state
    )
    decide_create_league(state.league, "Bench League", now=NOW).apply(state)
    league = require_league(state.league, None)
    day = date(2006, 1, 3)
    for s in range(seasons):
        added = decide_add_season(state.league, league, f"{2006 + s}", changes=RULES, now=NOW)
        added.apply(state)
        season = state.league.seasons[added.season_id]
        for e in range(events):
            put = decide_add_event(state.league, season, f"Week {e + 1}", day=day.isoformat())
            put.apply(state)
            event = state.league.events[put.league_event_id]
            result = event_result(rng, players)
            decide_record_results(state.league, event, result, players=state.players).apply(state)
            day += timedelta(days=7)
        for _ in range(5):
            who = state.players[rng.randint(1, players)]
            decide_adjust(state.league, season, who, -5, "late", now=NOW).apply(state)
    return state


def timed(work: Callable[[], object], repeat: int) -> str:
    """Median wall and CPU milliseconds of ``repeat`` runs (CPU time is this process's
    own: steadier on a machine shared with other work)."""
    wall, cpu = [], []
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        work()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return f"{statistics.median(wall):.2f} ms (CPU {statistics.median(cpu):.2f} ms)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seasons", type=int, default=20)
    parser.add_argument("--events", type=int, default=50)
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    start = time.perf_counter()
    state = build(args.seasons, args.events, args.players, args.seed)
    built = time.perf_counter() - start
    league = state.league
    finishes = sum(len(e.result.finishes) for e in league.events.values() if e.result)
    newest = max(league.seasons)
    print(
        f"league: {len(league.seasons)} seasons, {len(league.events)} events, "
        f"{finishes:,} finishes; built and scored in {built:.1f} s"
    )
    view = timed(lambda: standings_view(state, None, None), args.repeat)
    print(f"standings of the newest season (app view, names): {view}  (target < 100 ms)")
    every = timed(lambda: [season_standings(league, s) for s in league.seasons], args.repeat)
    print(f"standings of all {len(league.seasons)} seasons: {every}")
    top = [r.player_id for r in season_standings(league, newest)[:5]]
    history = timed(lambda: player_history(league, newest, top[0]), args.repeat)
    progress = timed(lambda: season_progress(league, newest, top), args.repeat)
    print(f"player history: {history}; points over the season, top 5: {progress}")
    event = league.events_of(newest)[-1]
    assert event.result is not None
    result = event.result
    rules = PointsRules(**{**RULES, "tie_breaks": ("wins", "best-finish", "events")})
    scoring = timed(lambda: score_event(rules, result), args.repeat)
    formula = compile_formula(rules.formula)
    lab = timed(lambda: run_lab(formula, result), args.repeat)
    print(
        f"scoring one event ({len(result.finishes)} finishes): {scoring}; formula lab on it: {lab}"
    )


if __name__ == "__main__":
    main()
