"""Domain layer: the league's decisions: what each league action records, or why not.

Create a league; add a season (its rules default to the league's latest
season's, else the linear preset); set a season's rules (a new version);
close and reopen a season; add a venue; put an event in a season (a floortool
tournament goes in at most one season); record an event's results, scored
with the rules version in force when they are first recorded (recording them
again after a correction keeps that version); adjust a player's points with a
reason. A closed season refuses every change but reopening.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import replace
from datetime import date, datetime
from typing import Any

from floortool.domain.kernel.errors import InvalidInput, NotFound
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.kernel.text import check_date
from floortool.domain.league.events import (
    LeagueCreated,
    LeagueEventAdded,
    LeagueResultsRecorded,
    PointsAdjusted,
    SeasonAdded,
    SeasonClosed,
    SeasonRulesChanged,
    VenueAdded,
)
from floortool.domain.league.rules import changed_rules, noted, rules_to_data, score_event
from floortool.domain.league.seasons import (
    MAX_REASON,
    League,
    LeagueEvent,
    LeagueState,
    PointsRules,
    Season,
    clean_name,
    name_taken,
    next_id,
    require_open,
)
from floortool.domain.players.records import Player
from floortool.domain.results.finishes import EventResult, check_result, result_to_data
from floortool.domain.tournament.event import EventInfo

MAX_ADJUSTMENT = 1_000_000.0


def decide_create_league(state: LeagueState, name: str, *, now: datetime) -> LeagueCreated:
    cleaned = clean_name(name, "league")
    if name_taken(state.leagues.values(), cleaned):
        raise InvalidInput(
            translate(
                "domain.league.decisions", "There is already a league called {cleaned}."
            ).fill(cleaned=cleaned),
            code="duplicate_name",
        )
    return LeagueCreated(league_id=next_id(state.leagues), name=cleaned, at=now.isoformat())


def starting_rules(state: LeagueState, league: League) -> PointsRules:
    """The rules a new season of ``league`` starts with: its latest season's, else defaults."""
    seasons = state.seasons_of(league.id)
    return seasons[-1].rules if seasons else PointsRules()


def decide_add_season(
    state: LeagueState,
    league: League,
    name: str,
    *,
    changes: Mapping[str, Any],
    now: datetime,
) -> SeasonAdded:
    """A new season with ``changes`` over the starting rules."""
    cleaned = clean_name(name, "season")
    if name_taken(state.seasons_of(league.id), cleaned):
        raise InvalidInput(
            translate(
                "domain.league.decisions", "{name} already has a season called {cleaned}."
            ).fill(name=league.name, cleaned=cleaned),
            code="duplicate_name",
        )
    rules = changed_rules(starting_rules(state, league), changes)
    return SeasonAdded(
        season_id=next_id(state.seasons),
        league_id=league.id,
        name=cleaned,
        rules=rules_to_data(rules),
        at=now.isoformat(),
    )


def decide_set_rules(
    season: Season, changes: Mapping[str, Any], *, now: datetime
) -> SeasonRulesChanged:
    """A new version of ``season``'s rules; refused when nothing would change."""
    require_open(season)
    rules = changed_rules(season.rules, changes)
    if rules == season.rules:
        raise InvalidInput(
            translate("domain.league.decisions", "Season {name} already has those rules.").fill(
                name=season.name
            )
        )
    return SeasonRulesChanged(season_id=season.id, rules=rules_to_data(rules), at=now.isoformat())


def decide_close_season(season: Season, *, closed: bool) -> SeasonClosed:
    if season.closed == closed:
        refusal = (
            translate("domain.league.decisions", "Season {name} is already closed.")
            if closed
            else translate("domain.league.decisions", "Season {name} is already open.")
        )
        raise InvalidInput(refusal.fill(name=season.name))
    return SeasonClosed(season_id=season.id, closed=closed)


def decide_add_venue(
    state: LeagueState, league: League, name: str, address: str = ""
) -> VenueAdded:
    cleaned = clean_name(name, "venue")
    if name_taken(state.venues_of(league.id), cleaned):
        raise InvalidInput(
            translate(
                "domain.league.decisions", "{name} already has a venue called {cleaned}."
            ).fill(name=league.name, cleaned=cleaned)
        )
    address = " ".join(address.split())
    if len(address) > MAX_REASON:
        raise InvalidInput(
            translate(
                "domain.league.decisions", "The address is longer than {max_reason} characters."
            ).fill(max_reason=MAX_REASON)
        )
    return VenueAdded(
        venue_id=next_id(state.venues),
        league_id=league.id,
        name=cleaned,
        address=address,
    )


def decide_add_event(
    state: LeagueState,
    season: Season,
    name: str,
    *,
    day: str,
    venue_id: int | None = None,
    tournament: EventInfo | None = None,
) -> LeagueEventAdded:
    """Put an event in ``season``: a tournament run here, or one whose results come later."""
    require_open(season)
    cleaned = clean_name(name, "event")
    if name_taken(state.events_of(season.id), cleaned):
        raise InvalidInput(
            translate(
                "domain.league.decisions", "Season {name} already has an event called {cleaned}."
            ).fill(name=season.name, cleaned=cleaned),
            code="duplicate_name",
        )
    if tournament is not None:
        taken = state.event_of_tournament(tournament.id)
        if taken is not None:
            where = state.seasons[taken.season_id].name
            raise InvalidInput(
                translate(
                    "domain.league.decisions", "{name} is already in season {where} (as {name_2})."
                ).fill(name=tournament.name, where=where, name_2=taken.name),
                code="already_assigned",
            )
    return LeagueEventAdded(
        league_event_id=next_id(state.events),
        season_id=season.id,
        name=cleaned,
        date=check_date(day),
        venue_id=venue_id,
        tournament_id=None if tournament is None else tournament.id,
    )


def unpaid_players(
    event: LeagueEvent, result: EventResult, players: Mapping[int, Player]
) -> dict[int, Phrase]:
    """The players of ``result`` whose dues were not paid up on the event's day, with
    why: ``dues paid until 2026-01-31`` or ``no dues recorded``."""
    day = date.fromisoformat(event.date)
    unpaid: dict[int, Phrase] = {}
    for finish in result.finishes:
        player = players[finish.player_id]
        if not player.dues_until:
            unpaid[player.id] = translate("domain.league.decisions", "no dues recorded")
        elif player.dues_expired(day):
            unpaid[player.id] = translate("domain.league.decisions", "dues paid until {date}").fill(
                date=player.dues_until
            )
    return unpaid


def decide_record_results(
    state: LeagueState,
    event: LeagueEvent,
    result: EventResult,
    *,
    players: Mapping[int, Player],
    imported: Mapping[int, float] | None = None,
) -> LeagueResultsRecorded:
    """Score ``result`` for ``event`` with the rules version it keeps (the one in force
    when its results were first recorded); ``imported``: each player's points as an
    earlier tool gave them, kept instead of the formula's (attendance still counts)."""
    season = state.seasons[event.season_id]
    require_open(season)
    check_result(result)
    unknown = {f.player_id for f in result.finishes} - players.keys()
    if unknown:
        raise NotFound(
            translate(
                "domain.league.decisions", "Results name players not in the database: {unknown}."
            ).fill(unknown=sorted(unknown))
        )
    version = event.version if event.version is not None else season.version
    unpaid = unpaid_players(event, result, players) if event.tournament_id is not None else {}
    scores = score_event(season.rules_of(version), result, unpaid)
    if imported is not None:
        as_imported = translate("domain.league.decisions", "points as imported")
        scores = tuple(
            noted(replace(s, points=imported.get(s.player_id, 0.0)), [as_imported]) for s in scores
        )
    return LeagueResultsRecorded(
        league_event_id=event.id,
        version=version,
        result=result_to_data(result),
        scores=[
            {
                "player_id": s.player_id,
                "places": list(s.places),
                "points": s.points,
                "attendance": s.attendance,
                "note": s.note,
                "withheld": s.withheld,
                "note_words": s.note_words,
            }
            for s in scores
        ],
    )


def decide_adjust(
    state: LeagueState,
    season: Season,
    player: Player,
    points: float,
    reason: str,
    *,
    now: datetime,
) -> PointsAdjusted:
    """A bonus (points above 0) or penalty (below 0) for ``player`` in ``season``."""
    require_open(season)
    if not math.isfinite(points) or points == 0 or abs(points) > MAX_ADJUSTMENT:
        raise InvalidInput(
            translate(
                "domain.league.decisions",
                "An adjustment is a number of points other than 0 (negative for a penalty).",
            ),
            field="points",
        )
    why = " ".join(reason.split())
    if not why:
        raise InvalidInput(
            translate("domain.league.decisions", "Say why the points are adjusted (a reason)."),
            field="reason",
        )
    if len(why) > MAX_REASON:
        raise InvalidInput(
            translate(
                "domain.league.decisions", "The reason is longer than {max_reason} characters."
            ).fill(max_reason=MAX_REASON),
            field="reason",
        )
    return PointsAdjusted(
        adjustment_id=next_id(state.adjustments),
        season_id=season.id,
        player_id=player.id,
        points=points,
        reason=why,
        at=now.isoformat(),
    )
