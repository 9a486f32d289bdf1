"""App layer: league commands: leagues, seasons and their rules, venues, events in a
season, league points from a finished tournament, adjustments, a CSV import.

Each is one journal group. What a tournament does in a league (put it in a season,
record its points) is an action on that tournament: it goes in the tournament's
undo scope (``event_scope``), so Edit > Undo and ``floortool undo`` take the points
back before the last bust, in the order the director did them. The league's own
set-up (leagues, seasons, rules, venues, adjustments, imports) is in the league's
undo scope (``league_scope``).
Leagues, seasons and venues are named as typed (case ignored) or ``#id``; a
command naming no league acts on the newest one, naming no season on the
league's newest season. Players are named by id (``commands.targets``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from floortool.app.commands.base import Context, Outcome
from floortool.app.commands.targets import require_player_id
from floortool.app.league_results import tournament_result
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.phrases import counted, translate
from floortool.domain.league.csv_files import decide_league_import
from floortool.domain.league.decisions import (
    decide_add_event,
    decide_add_season,
    decide_add_venue,
    decide_adjust,
    decide_close_season,
    decide_create_league,
    decide_record_results,
    decide_set_rules,
)
from floortool.domain.league.events import LeagueEventAdded, LeagueResultsRecorded
from floortool.domain.league.scoring import format_points
from floortool.domain.league.seasons import (
    League,
    LeagueState,
    Season,
    league_scope,
    name_taken,
    pick,
    require_league,
    require_season,
)
from floortool.domain.tournament.event import require_event


def _event_name(state: LeagueState, season: Season, name: str, day: str) -> str:
    """``name``, or ``name (day)`` when the season already has an event called ``name``
    (weekly tournaments often share one name)."""
    return f"{name} ({day})" if name_taken(state.events_of(season.id), name) else name


def _season(
    league: LeagueState, league_name: str | None, season: str | None
) -> tuple[League, Season]:
    found = require_league(league, league_name)
    return found, require_season(league, found, season)


@dataclass(frozen=True)
class CreateLeague:
    name: str

    def run(self, ctx: Context) -> Outcome:
        event = decide_create_league(ctx.state.league, self.name, now=ctx.now)
        return Outcome(
            scope=league_scope(event.league_id),
            label=translate("app.commands.league", "Create league {league}").fill(
                league=event.name
            ),
            events=[event],
        )


@dataclass(frozen=True)
class AddSeason:
    """A new season; ``rules`` changes the rules it starts with (the league's latest)."""

    league: str | None
    name: str
    rules: Mapping[str, Any] = field(default_factory=dict)

    def run(self, ctx: Context) -> Outcome:
        league = require_league(ctx.state.league, self.league)
        event = decide_add_season(
            ctx.state.league, league, self.name, changes=self.rules, now=ctx.now
        )
        label = translate("app.commands.league", "Add season {season} to {league}").fill(
            season=event.name, league=league.name
        )
        return Outcome(scope=league_scope(league.id), label=label, events=[event])


@dataclass(frozen=True)
class SetSeasonRules:
    """A new version of the season's points rules (events already scored keep theirs)."""

    league: str | None
    season: str | None
    changes: Mapping[str, Any]

    def run(self, ctx: Context) -> Outcome:
        league, season = _season(ctx.state.league, self.league, self.season)
        event = decide_set_rules(season, self.changes, now=ctx.now)
        what = ", ".join(k.replace("_", " ") for k in sorted(self.changes))
        label = translate(
            "app.commands.league", "Set {rules} of season {season} (rules version {version})"
        ).fill(rules=what, season=season.name, version=season.version + 1)
        return Outcome(scope=league_scope(league.id), label=label, events=[event])


@dataclass(frozen=True)
class CloseSeason:
    """Close a season (``closed``) or reopen it."""

    league: str | None
    season: str | None
    closed: bool = True

    def run(self, ctx: Context) -> Outcome:
        league, season = _season(ctx.state.league, self.league, self.season)
        event = decide_close_season(season, closed=self.closed)
        label = (
            translate("app.commands.league", "Close season {season}")
            if self.closed
            else translate("app.commands.league", "Reopen season {season}")
        ).fill(season=season.name)
        return Outcome(scope=league_scope(league.id), label=label, events=[event])


@dataclass(frozen=True)
class AddVenue:
    league: str | None
    name: str
    address: str = ""

    def run(self, ctx: Context) -> Outcome:
        league = require_league(ctx.state.league, self.league)
        event = decide_add_venue(ctx.state.league, league, self.name, self.address)
        label = translate("app.commands.league", "Add venue {venue} to {league}").fill(
            venue=event.name, league=league.name
        )
        return Outcome(scope=league_scope(league.id), label=label, events=[event])


@dataclass(frozen=True)
class AssignEvent:
    """Put floortool tournament ``tournament_id`` in a season (``name``: as the league
    lists it, default the tournament's, with the day when the season already has an
    event of that name; ``day``: default the day it was created)."""

    league: str | None
    season: str | None
    tournament_id: int
    name: str | None = None
    day: str | None = None
    venue: str | None = None

    def run(self, ctx: Context) -> Outcome:
        league, season = _season(ctx.state.league, self.league, self.season)
        info = require_event(ctx.state, self.tournament_id)
        venue = None
        if self.venue is not None:
            venue = pick(ctx.state.league.venues_of(league.id), self.venue, "venue").id
        day = self.day or info.created_at[:10]
        name = self.name or _event_name(ctx.state.league, season, info.name, day)
        event = decide_add_event(
            ctx.state.league, season, name, day=day, venue_id=venue, tournament=info
        )
        label = translate("app.commands.league", "Put {event} in season {season}").fill(
            event=info.name, season=season.name
        )
        return Outcome(scope=event_scope(info.id), label=label, events=[event])


@dataclass(frozen=True)
class RecordLeaguePoints:
    """Score a finished tournament for its season, with the rules version it keeps.

    A tournament not yet in a season is put in one first (``season``, default the
    league's newest), in the same action. Recording again after a correction
    replaces its results but keeps the rules version it was first scored with.
    """

    league: str | None
    tournament_id: int
    season: str | None = None

    def run(self, ctx: Context) -> Outcome:
        league_state = ctx.state.league
        info = require_event(ctx.state, self.tournament_id)
        result = tournament_result(ctx.state, self.tournament_id)
        event = league_state.event_of_tournament(self.tournament_id)
        events: list[LeagueEventAdded | LeagueResultsRecorded] = []
        if event is None:
            league, season = _season(league_state, self.league, self.season)
            day = info.created_at[:10]
            name = _event_name(league_state, season, info.name, day)
            added = decide_add_event(league_state, season, name, day=day, tournament=info)
            scratch = replace(ctx.state, league=league_state.copy())
            added.apply(scratch)
            league_state = scratch.league
            event = league_state.events[added.league_event_id]
            events.append(added)
        else:
            season = league_state.seasons[event.season_id]
            league = league_state.leagues[season.league_id]
            if (
                self.season is not None
                and require_season(league_state, league, self.season) != season
            ):
                raise InvalidInput(
                    translate(
                        "app.commands.league", "{event} is in season {season}, not {asked}."
                    ).fill(event=info.name, season=season.name, asked=self.season),
                    code="already_assigned",
                )
        recorded = decide_record_results(league_state, event, result, players=ctx.state.players)
        events.append(recorded)
        label = (
            translate(
                "app.commands.league", "Record league points of {event} again (season {season})"
            )
            if ctx.state.league.events.get(event.id, event).played
            else translate(
                "app.commands.league", "Record league points of {event} (season {season})"
            )
        ).fill(event=info.name, season=season.name)
        return Outcome(scope=event_scope(info.id), label=label, events=list(events))


@dataclass(frozen=True)
class AdjustPoints:
    """A bonus (points above 0) or a penalty (below 0), with the reason."""

    league: str | None
    season: str | None
    player_id: int
    points: float
    reason: str

    def run(self, ctx: Context) -> Outcome:
        league, season = _season(ctx.state.league, self.league, self.season)
        player = require_player_id(ctx.state, self.player_id)
        event = decide_adjust(
            ctx.state.league, season, player, self.points, self.reason, now=ctx.now
        )
        label = (
            translate("app.commands.league", "Bonus {points} for {player} ({reason})")
            if event.points > 0
            else translate("app.commands.league", "Penalty {points} for {player} ({reason})")
        ).fill(points=format_points(event.points), player=player.name, reason=event.reason)
        return Outcome(scope=league_scope(league.id), label=label, events=[event])


@dataclass(frozen=True)
class ImportLeagueResults:
    """Past results from CSV text: all rows or none (``domain.league.csv_files``)."""

    league: str | None
    text: str
    source: str = ""

    def run(self, ctx: Context) -> Outcome:
        league = require_league(ctx.state.league, self.league)
        events = decide_league_import(ctx.state, league, self.text, now=ctx.now)
        count = sum(1 for e in events if isinstance(e, LeagueResultsRecorded))
        imported = counted(
            count,
            translate("app.commands.league", "{count} event"),
            translate("app.commands.league", "{count} events"),
        )
        label = (
            translate("app.commands.league", "Import {events} into {league} from {source}")
            if self.source
            else translate("app.commands.league", "Import {events} into {league}")
        ).fill(events=imported, league=league.name, source=self.source)
        return Outcome(scope=league_scope(league.id), label=label, events=events)
