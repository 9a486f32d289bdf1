"""Domain layer: the league's journal events and how they fold into ``LeagueState``.

They only record decisions made in ``domain.league.decisions`` (and the CSV
import): a league, a season with its first rules version, a new rules
version, a season closed or reopened, a venue, an event assigned to a season,
an event's results with the points worked out when they were recorded, and a
points adjustment. Folding never works points out again, so what a journal
recorded is what the standings show, whatever a later floortool computes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.phrases import translate
from floortool.domain.league.rules import rules_from_data
from floortool.domain.league.seasons import (
    Adjustment,
    League,
    LeagueEvent,
    LeagueState,
    RulesVersion,
    Score,
    Season,
    Venue,
)
from floortool.domain.results.finishes import result_from_data

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


def _season(league: LeagueState, season_id: int) -> Season:
    season = league.seasons.get(season_id)
    if season is None:
        raise ReplayConflict(
            translate("domain.league.events", "season {season_id} is not in the journal").fill(
                season_id=season_id
            )
        )
    return season


def _fresh(records: dict[int, Any], record_id: int, what: str) -> None:
    if record_id in records:
        raise ReplayConflict(
            translate("domain.league.events", "{what} {record_id} made twice").fill(
                what=what, record_id=record_id
            )
        )


@dataclass(frozen=True)
class LeagueCreated(DomainEvent):
    kind = "league_created"
    subjects = frozenset({Subject.LEAGUE})
    league_id: int
    name: str
    at: str

    def apply(self, state: FloorState) -> None:
        _fresh(state.league.leagues, self.league_id, "league")
        state.league.leagues[self.league_id] = League(self.league_id, self.name, self.at)


@dataclass(frozen=True)
class SeasonAdded(DomainEvent):
    """A season of a league, with version 1 of its points rules."""

    kind = "season_added"
    subjects = frozenset({Subject.LEAGUE})
    season_id: int
    league_id: int
    name: str
    rules: dict[str, Any]
    at: str

    def apply(self, state: FloorState) -> None:
        league = state.league
        _fresh(league.seasons, self.season_id, "season")
        if self.league_id not in league.leagues:
            raise ReplayConflict(
                translate("domain.league.events", "season {season_id} of a missing league").fill(
                    season_id=self.season_id
                )
            )
        version = RulesVersion(1, rules_from_data(self.rules), self.at)
        league.seasons[self.season_id] = Season(
            self.season_id, self.league_id, self.name, (version,)
        )


@dataclass(frozen=True)
class SeasonRulesChanged(DomainEvent):
    """A new version of a season's points rules; events already scored keep theirs."""

    kind = "season_rules_changed"
    subjects = frozenset({Subject.LEAGUE})
    season_id: int
    rules: dict[str, Any]
    at: str

    def apply(self, state: FloorState) -> None:
        season = _season(state.league, self.season_id)
        version = RulesVersion(season.version + 1, rules_from_data(self.rules), self.at)
        state.league.seasons[season.id] = replace(season, versions=(*season.versions, version))


@dataclass(frozen=True)
class SeasonClosed(DomainEvent):
    """A season closed (``closed``) or reopened."""

    kind = "season_closed"
    subjects = frozenset({Subject.LEAGUE})
    season_id: int
    closed: bool

    def apply(self, state: FloorState) -> None:
        season = _season(state.league, self.season_id)
        state.league.seasons[season.id] = replace(season, closed=self.closed)


@dataclass(frozen=True)
class VenueAdded(DomainEvent):
    kind = "venue_added"
    subjects = frozenset({Subject.LEAGUE})
    venue_id: int
    league_id: int
    name: str
    address: str

    def apply(self, state: FloorState) -> None:
        _fresh(state.league.venues, self.venue_id, "venue")
        if self.league_id not in state.league.leagues:
            raise ReplayConflict(
                translate("domain.league.events", "venue {venue_id} of a missing league").fill(
                    venue_id=self.venue_id
                )
            )
        venue = Venue(self.venue_id, self.league_id, self.name, self.address)
        state.league.venues[self.venue_id] = venue


@dataclass(frozen=True)
class LeagueEventAdded(DomainEvent):
    """An event put in a season: a floortool tournament (``tournament_id``) or past results."""

    kind = "league_event_added"
    subjects = frozenset({Subject.LEAGUE})
    league_event_id: int
    season_id: int
    name: str
    date: str
    venue_id: int | None
    tournament_id: int | None

    def apply(self, state: FloorState) -> None:
        league = state.league
        _fresh(league.events, self.league_event_id, "league event")
        _season(league, self.season_id)
        if self.venue_id is not None and self.venue_id not in league.venues:
            raise ReplayConflict(
                translate(
                    "domain.league.events", "league event {league_event_id} at a missing venue"
                ).fill(league_event_id=self.league_event_id)
            )
        if self.tournament_id is not None and self.tournament_id not in state.events:
            raise ReplayConflict(
                translate(
                    "domain.league.events", "league event for tournament {tournament_id}, not live"
                ).fill(tournament_id=self.tournament_id)
            )
        league.events[self.league_event_id] = LeagueEvent(
            id=self.league_event_id,
            season_id=self.season_id,
            name=self.name,
            date=self.date,
            venue_id=self.venue_id,
            tournament_id=self.tournament_id,
        )


@dataclass(frozen=True)
class LeagueResultsRecorded(DomainEvent):
    """An event's results and the league points worked out from them with rules
    version ``version`` (recorded again after a correction: replaced)."""

    kind = "league_results_recorded"
    subjects = frozenset({Subject.LEAGUE})
    league_event_id: int
    version: int
    result: dict[str, Any]
    scores: list[dict[str, Any]]

    def apply(self, state: FloorState) -> None:
        event = state.league.events.get(self.league_event_id)
        if event is None:
            raise ReplayConflict(
                translate(
                    "domain.league.events", "results for league event {league_event_id}, not there"
                ).fill(league_event_id=self.league_event_id)
            )
        scores = tuple(Score(**{**s, "places": tuple(s["places"])}) for s in self.scores)
        missing = {s.player_id for s in scores} - state.players.keys()
        if missing:
            raise ReplayConflict(
                translate(
                    "domain.league.events",
                    "league results for players not in the database: {missing}",
                ).fill(missing=missing)
            )
        state.league.events[event.id] = replace(
            event, result=result_from_data(self.result), version=self.version, scores=scores
        )


@dataclass(frozen=True)
class PointsAdjusted(DomainEvent):
    kind = "points_adjusted"
    subjects = frozenset({Subject.LEAGUE})
    adjustment_id: int
    season_id: int
    player_id: int
    points: float
    reason: str
    at: str

    def apply(self, state: FloorState) -> None:
        _fresh(state.league.adjustments, self.adjustment_id, "adjustment")
        _season(state.league, self.season_id)
        if self.player_id not in state.players:
            raise ReplayConflict(
                translate(
                    "domain.league.events", "adjustment for player {player_id}, not in the database"
                ).fill(player_id=self.player_id)
            )
        state.league.adjustments[self.adjustment_id] = Adjustment(
            self.adjustment_id, self.season_id, self.player_id, self.points, self.reason, self.at
        )
