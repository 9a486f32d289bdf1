"""App layer: read-only views of the leagues for the front ends.

A formula worked out for given values (``league points``), a league's
seasons, rules versions and venues, a season's standings with player names,
the rules in force in a line, a player's season, the formula lab on a
recorded event (or a made-up field), and the CSV exports. Decides nothing:
the domain does (``domain.league.standings``, ``domain.league.points``); this module finds
what was named and shapes the answer: frozen views (``LeagueView``, ``SeasonView``,
``LeagueEventView`` and its ``ScoreLine``s, ``StandingsView``, ``HistoryView``,
``LabView``), each with its one JSON form, ``to_json``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from floortool.app.commands.targets import require_player_id
from floortool.app.depends import depends_on
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import finite_number
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.phrases import Decimals, Number, Phrase, counted, translate
from floortool.domain.league.csv_files import results_csv, standings_csv
from floortool.domain.league.formula_lab import LabReport, run_lab, sample_result
from floortool.domain.league.points.compiler import compile_formula
from floortool.domain.league.points.language import VARIABLES
from floortool.domain.league.points.presets import formula_line
from floortool.domain.league.rules import rules_to_data
from floortool.domain.league.seasons import (
    League,
    LeagueEvent,
    Score,
    Season,
    Venue,
    pick,
    require_league,
    require_season,
)
from floortool.domain.league.standings import (
    HistoryRow,
    Standing,
    played_events,
    player_history,
    season_progress,
    season_standings,
)
from floortool.domain.results.finishes import MAX_FIELD, check_result

SAMPLE_ENTRIES = 30
#: The largest value a formula variable may be given (``--var n=...``).
LARGEST_VALUE = 1e9


# ------------------------------------------------------------------ formulas
def parse_assignments(texts: Iterable[str]) -> dict[str, float]:
    """``["n=50", "r=1"]`` → ``{"n": 50.0, "r": 1.0}``; refuses unknown names and non-numbers."""
    values: dict[str, float] = {}
    for text in texts:
        name, sep, raw = text.partition("=")
        name = name.strip()
        if not sep or not name:
            raise InvalidInput(
                translate("app.views.league", "'{text}' is not NAME=VALUE (like n=50).").fill(
                    text=text
                ),
                field="var",
            )
        if name not in VARIABLES:
            known = ", ".join(VARIABLES)
            raise InvalidInput(
                translate(
                    "app.views.league", "Unknown variable '{name}'; the variables are {known}."
                ).fill(name=name, known=known),
                field="var",
            )
        values[name] = finite_number(raw, what=name, field="var", largest=LARGEST_VALUE)
    return values


def formula_points(text: str, values: Mapping[str, float]) -> float:
    """``text`` worked out for ``values`` (a formula is read first: nothing runs if it
    does not read)."""
    return compile_formula(text).evaluate(values)


# ------------------------------------------------------------------ names
def player_names(state: FloorState) -> dict[int, str]:
    return {p.id: p.name for p in state.players.values()}


def _name(names: Mapping[int, str], player_id: int) -> str:
    return names.get(player_id, f"player #{player_id}")


@dataclass(frozen=True, slots=True)
class SeasonView:
    """A season with how many of its events there are and have been played."""

    season: Season
    events: int
    played: int

    def to_json(self) -> dict[str, Any]:
        """The one JSON form (``league season add``, ``league rules``, ``league list``)."""
        season = self.season
        return {
            "id": season.id,
            "name": season.name,
            "closed": season.closed,
            "version": season.version,
            "rules": rules_to_data(season.rules),
            "versions": [
                {"version": v.number, "at": v.at, "formula": v.rules.formula}
                for v in season.versions
            ],
            "events": self.events,
            "played": self.played,
        }


def season_view(state: FloorState, season: Season) -> SeasonView:
    events = state.league.events_of(season.id)
    return SeasonView(season, len(events), sum(1 for e in events if e.played))


@dataclass(frozen=True, slots=True)
class LeagueView:
    """A league with its seasons and venues."""

    league: League
    seasons: tuple[SeasonView, ...]
    venues: tuple[Venue, ...]

    def to_json(self) -> dict[str, Any]:
        """The one JSON form (``league list``)."""
        return {
            "id": self.league.id,
            "name": self.league.name,
            "seasons": [s.to_json() for s in self.seasons],
            "venues": [{"id": v.id, "name": v.name, "address": v.address} for v in self.venues],
        }


def league_views(state: FloorState) -> tuple[LeagueView, ...]:
    """Every league, in the order they were created."""
    return tuple(
        LeagueView(
            league,
            tuple(season_view(state, s) for s in state.league.seasons_of(league.id)),
            tuple(state.league.venues_of(league.id)),
        )
        for _, league in sorted(state.league.leagues.items())
    )


@dataclass(frozen=True, slots=True)
class LeagueEventView:
    """An event of a season, with its venue's name and, once recorded, its scores."""

    event: LeagueEvent
    venue: str | None
    names: Mapping[int, str]

    def to_json(self) -> dict[str, Any]:
        """The one JSON form (``league assign``, ``league record``'s ``event``)."""
        event, result = self.event, self.event.result
        return {
            "id": event.id,
            "name": event.name,
            "date": event.date,
            "venue": self.venue,
            "tournament": event.tournament_id,
            "played": event.played,
            "entries": result.entries if result else None,
            "players": result.players if result else None,
            "version": event.version,
        }

    @property
    def scores(self) -> tuple[ScoreLine, ...]:
        """The league points each player earned, as recorded (``league record``'s ``scores``)."""
        return tuple(ScoreLine(s, _name(self.names, s.player_id)) for s in self.event.scores)


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One player's recorded league points in an event, with the player's name."""

    score: Score
    player: str

    def to_json(self) -> dict[str, Any]:
        score = self.score
        return {
            "player": self.player,
            "player_id": score.player_id,
            "places": list(score.places),
            "points": score.points,
            "attendance": score.attendance,
            "note": score.note,
        }


def league_event_view(state: FloorState, event: LeagueEvent) -> LeagueEventView:
    venue = state.league.venues.get(event.venue_id) if event.venue_id is not None else None
    return LeagueEventView(event, venue.name if venue else None, player_names(state))


# ------------------------------------------------------------------ standings
@dataclass(frozen=True, slots=True)
class StandingsView:
    """A season's standings as the front ends show them."""

    league: League
    season: Season
    rows: tuple[Standing, ...]
    names: Mapping[int, str]
    events: tuple[LeagueEvent, ...]  # every event of the season, in order

    def name(self, player_id: int) -> str:
        return _name(self.names, player_id)

    @property
    def played(self) -> int:
        return sum(1 for e in self.events if e.played)

    def to_json(self) -> dict[str, Any]:
        """The one JSON form (``league standings --json``)."""
        rules = self.season.rules
        return {
            "league": self.league.name,
            "season": self.season.name,
            "closed": self.season.closed,
            "events": self.played,
            "best_of": rules.best_of,
            "rank_by": rules.rank_by,
            "tie_breaks": list(rules.tie_breaks),
            "standings": [
                {
                    "rank": s.rank,
                    "tied": s.tied,
                    "player": self.name(s.player_id),
                    "player_id": s.player_id,
                    "total": s.total,
                    "points": s.points,
                    "attendance": s.attendance,
                    "adjustments": s.adjustments,
                    "events": s.events,
                    "counted": s.counted,
                    "wins": s.wins,
                    "best": s.best,
                    "average": s.average,
                    "withheld": s.withheld,
                    "qualified": s.qualified,
                }
                for s in self.rows
            ],
        }


#: How a season's entry rule reads in its rules line.
_ENTRY_WORDS = {
    "first": translate("app.views.league", "first entry"),
    "best": translate("app.views.league", "best entry"),
    "each": translate("app.views.league", "each entry"),
}


def rules_text(season: Season) -> Phrase:
    """The rules in force, in a line: ``rules v2: Square root (10*sqrt(n)/sqrt(r)) ·
    best 20 · attendance 1 · first entry``, to be said in the reader's language."""
    rules = season.rules
    head = translate("app.views.league", "rules v{version}: {formula}").fill(
        version=season.version, formula=formula_line(rules.formula)
    )
    parts: list[Phrase | str] = []
    if rules.best_of is not None:
        parts.append(translate("app.views.league", "best {count}").fill(count=rules.best_of))
    if rules.attendance:
        parts.append(
            translate("app.views.league", "attendance {points}").fill(
                points=Decimals(f"{rules.attendance:g}")
            )
        )
    if rules.rank_by == "average":
        events = counted(
            rules.min_events,
            translate("app.views.league", "{count} event"),
            translate("app.views.league", "{count} events"),
        )
        parts.append(
            translate("app.views.league", "ranked by average (from {events})").fill(events=events)
        )
    parts.append(_ENTRY_WORDS.get(rules.entries, rules.entries))
    if rules.unsigned == "forfeit":
        parts.append(translate("app.views.league", "no sign-out, no points (A-16)"))
    if rules.dues == "paid-up":
        parts.append(translate("app.views.league", "points need paid-up dues"))
    return _dotted(head, parts)


def _dotted(first: Phrase, rest: Sequence[Phrase | str]) -> Phrase:
    """``first`` and ``rest`` joined by a middle dot, as a rules line reads."""
    line = first
    for part in rest:
        line = translate("app.views.league", "{first}  ·  {rest}").fill(first=line, rest=part)
    return line


def find_season(state: FloorState, league: str | None, season: str | None) -> tuple[League, Season]:
    found = require_league(state.league, league)
    return found, require_season(state.league, found, season)


@depends_on(Subject.LEAGUE, Subject.PLAYERS)
def standings_view(state: FloorState, league: str | None, season: str | None) -> StandingsView:
    found, chosen = find_season(state, league, season)
    names = player_names(state)
    rows = season_standings(state.league, chosen.id, names=names)
    return StandingsView(found, chosen, rows, names, tuple(state.league.events_of(chosen.id)))


@depends_on(Subject.LEAGUE)
def progress_view(
    state: FloorState, season: Season, player_ids: Sequence[int]
) -> tuple[tuple[LeagueEvent, ...], dict[int, tuple[float, ...]]]:
    """The season's played events and each player's total after each of them."""
    events = tuple(played_events(state.league, season.id))
    return events, season_progress(state.league, season.id, player_ids)


# ------------------------------------------------------------------ a player's season
@dataclass(frozen=True, slots=True)
class HistoryView:
    """A player's season: every event they played, what counted, the adjustments."""

    player: str
    season: Season
    rows: tuple[HistoryRow, ...]
    adjustments: tuple[tuple[float, str], ...]

    def to_json(self) -> dict[str, Any]:
        """The one JSON form (``league history --json``)."""
        return {
            "player": self.player,
            "season": self.season.name,
            "events": [
                {
                    "event": row.event.name,
                    "date": row.event.date,
                    "places": list(row.score.places),
                    "entries": row.event.result.entries if row.event.result else None,
                    "points": row.score.points,
                    "attendance": row.score.attendance,
                    "counted": row.counted,
                    "version": row.event.version,
                    "note": row.score.note,
                }
                for row in self.rows
            ],
            "adjustments": [{"points": p, "reason": r} for p, r in self.adjustments],
        }


def history_view(
    state: FloorState, league: str | None, season: str | None, player_id: int
) -> HistoryView:
    _, chosen = find_season(state, league, season)
    require_player_id(state, player_id)
    return history_of(state, chosen, player_id)


@depends_on(Subject.LEAGUE, Subject.PLAYERS)
def history_of(state: FloorState, season: Season, player_id: int) -> HistoryView:
    rows = player_history(state.league, season.id, player_id)
    adjustments = tuple(
        (a.points, a.reason)
        for a in state.league.adjustments_of(season.id)
        if a.player_id == player_id
    )
    return HistoryView(_name(player_names(state), player_id), season, rows, adjustments)


# ------------------------------------------------------------------ the formula lab
def find_event(state: FloorState, season: Season, text: str) -> LeagueEvent:
    return pick(state.league.events_of(season.id), text, "event")


@depends_on(Subject.LEAGUE)
def lab_on_event(state: FloorState, formula: str, event: LeagueEvent) -> LabReport:
    """``formula`` tried on ``event``'s recorded results."""
    if event.result is None:
        raise InvalidInput(
            translate("app.views.league", "{event} has no results recorded yet.").fill(
                event=event.name
            ),
            code="not_finished",
        )
    return run_lab(compile_formula(formula), event.result)


def lab_on_sample(
    formula: str, entries: int = SAMPLE_ENTRIES, players: int | None = None, buy_in: int = 0
) -> LabReport:
    """``formula`` tried on a made-up field of ``entries`` (from ``players``)."""
    compiled = compile_formula(formula)
    if not 1 <= entries <= MAX_FIELD or not 1 <= (players or entries) <= entries:
        raise InvalidInput(
            translate(
                "app.views.league",
                "A made-up field has 1 to {most} entries, from 1 player up to one each.",
            ).fill(most=Number(MAX_FIELD)),
            field="entries",
        )
    result = sample_result(entries, players, buy_in)
    check_result(result)
    return run_lab(compiled, result)


def sample_names(report: LabReport) -> dict[int, str]:
    """Names for a made-up field's players: ``Player 1`` ..."""
    return {f.player_id: f"Player {f.player_id}" for f in report.result.finishes}


@dataclass(frozen=True, slots=True)
class LabView:
    """A formula tried on a field: each finish's points (or the problem), and warnings."""

    report: LabReport
    names: Mapping[int, str]

    def name(self, player_id: int) -> str:
        return _name(self.names, player_id)

    def to_json(self) -> dict[str, Any]:
        """The one JSON form (``league lab``)."""
        result = self.report.result
        return {
            "formula": self.report.formula,
            "entries": result.entries,
            "players": result.players,
            "rows": [
                {
                    "places": list(row.finish.places),
                    "place": row.finish.places_text(),
                    "player": self.name(row.finish.player_id),
                    "entry_number": row.finish.entry_number,
                    "points": row.points,
                    "problem": row.problem,
                }
                for row in self.report.rows
            ],
            "warnings": [str(warning) for warning in self.report.warnings],
        }


# ------------------------------------------------------------------ CSV
def export_results(state: FloorState, league: str | None, season: str | None) -> str:
    """The results of one season (or, with ``season`` None, of every season) as CSV."""
    found = require_league(state.league, league)
    seasons = (
        [require_season(state.league, found, season)]
        if season is not None
        else state.league.seasons_of(found.id)
    )
    events = [e for s in seasons for e in state.league.events_of(s.id)]
    return results_csv(state.league, events, player_names(state))


def export_standings(state: FloorState, league: str | None, season: str | None) -> str:
    view = standings_view(state, league, season)
    return standings_csv(view.rows, view.names)
