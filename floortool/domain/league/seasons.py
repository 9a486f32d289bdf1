"""Domain layer: leagues, their seasons, venues, events and points adjustments.

A league runs seasons; a season holds events (a floortool tournament assigned
to it, or past results imported from a file), each played at a venue. A
season's points rules (``PointsRules``: the formula, best N of M, attendance
points, ranking and tie-breaks, which entry earns points in re-entry events,
what a missing sign-out costs) are *versioned*: changing them adds a version,
and an event's points are worked out once, when its results are recorded,
with the version in force then (``LeagueEvent.version``) and kept as recorded
(``Score``). So editing a formula later, or closing or editing another
season, never changes standings already earned. A closed season refuses
changes until it is reopened.

This module holds the records as the journal left them (``LeagueState``,
folded by ``domain.league.events``) and how typed names find them: a name
(case and spacing ignored) or ``#id``. Every league action belongs to the
league's own undo scope (``league_scope``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from floortool.domain.kernel.errors import InvalidInput, NotFound
from floortool.domain.kernel.input_checks import check_visible
from floortool.domain.kernel.phrase_data import kept_phrase
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.kernel.text import read_reference
from floortool.domain.players.records import name_key
from floortool.domain.results.finishes import EventResult

MAX_NAME = 120
MAX_REASON = 300

#: How a season ranks its players.
RANK_BY: dict[str, Phrase] = {
    "total": translate(
        "domain.league.seasons",
        "most points (best N of M when set, plus attendance and adjustments)",
    ),
    "average": translate(
        "domain.league.seasons",
        "best average points per event played (from min_events events on)",
    ),
}
#: Which entries of a player earn points in a re-entry event.
ENTRY_RULES: dict[str, Phrase] = {
    "first": translate(
        "domain.league.seasons",
        "only the player's first entry earns points",
    ),
    "best": translate(
        "domain.league.seasons",
        "the player's best-scoring entry earns points",
    ),
    "each": translate(
        "domain.league.seasons",
        "every entry earns points, added up",
    ),
}
#: What happens to a player finishing in the points who did not sign out (A-16).
UNSIGNED_RULES: dict[str, Phrase] = {
    "keep": translate(
        "domain.league.seasons",
        "points are kept: sign-outs are not checked",
    ),
    "forfeit": translate(
        "domain.league.seasons",
        "no points for that event (house amendment A-16); attendance points stay",
    ),
}
#: Whether league points need paid-up dues (a floortool event's points only: imported
#: results keep the points the earlier tool gave).
DUES_RULES: dict[str, Phrase] = {
    "ignore": translate(
        "domain.league.seasons",
        "points whatever the player's dues",
    ),
    "paid-up": translate(
        "domain.league.seasons",
        "points need paid-up dues: none for a player whose dues ran out before the "
        "event, or who has none recorded",
    ),
}
#: Tie-breaks for players level on the ranking, applied in the order chosen.
TIE_BREAKS: dict[str, Phrase] = {
    "wins": translate(
        "domain.league.seasons",
        "more wins",
    ),
    "countback": translate(
        "domain.league.seasons",
        "more wins, then more 2nd places, then more 3rd places ...",
    ),
    "best-finish": translate(
        "domain.league.seasons",
        "better best finish",
    ),
    "events": translate(
        "domain.league.seasons",
        "more events played",
    ),
    "fewer-events": translate(
        "domain.league.seasons",
        "fewer events played",
    ),
    "average": translate(
        "domain.league.seasons",
        "higher average points per event",
    ),
    "total": translate(
        "domain.league.seasons",
        "more total points",
    ),
}
DEFAULT_TIE_BREAKS = ("wins", "best-finish", "events")


@dataclass(frozen=True)
class PointsRules:
    """How a season scores events and ranks players (one version of them)."""

    formula: str = "n - r + 1"
    best_of: int | None = None  # count only a player's best N events; None: all
    attendance: float = 0.0  # points for every event played
    rank_by: str = "total"
    min_events: int = 1  # events needed to be ranked by average
    tie_breaks: tuple[str, ...] = DEFAULT_TIE_BREAKS
    entries: str = "first"
    unsigned: str = "keep"
    decimals: int = 2
    dues: str = "ignore"  # DUES_RULES  # each event's points are rounded to this many decimals


@dataclass(frozen=True)
class RulesVersion:
    number: int  # 1, 2, ...
    rules: PointsRules
    at: str  # ISO-8601 UTC, when the version was set


@dataclass(frozen=True)
class League:
    id: int
    name: str
    created_at: str


@dataclass(frozen=True)
class Season:
    id: int
    league_id: int
    name: str
    versions: tuple[RulesVersion, ...]
    closed: bool = False

    @property
    def rules(self) -> PointsRules:
        """The rules in force now (the latest version)."""
        return self.versions[-1].rules

    @property
    def version(self) -> int:
        return self.versions[-1].number

    def rules_of(self, version: int) -> PointsRules:
        return self.versions[version - 1].rules


@dataclass(frozen=True)
class Venue:
    id: int
    league_id: int
    name: str
    address: str = ""


@dataclass(frozen=True)
class Score:
    """A player's league points from one event, as recorded."""

    player_id: int
    places: tuple[int, ...]  # the finish that counted (for "each": the best one)
    points: float
    attendance: float = 0.0
    note: str = ""  # English (the ``--json`` ``note``)
    withheld: float = 0.0  # points the dues rule withheld (``PointsRules.dues``)
    #: The note as a phrase's data, to say it in the reader's language (None: a record
    #: written before notes were kept so, or no note).
    note_words: dict[str, Any] | None = field(default=None, compare=False)

    def said_note(self) -> Phrase | str:
        """The note, to be said in the reader's language (English for an old record)."""
        return kept_phrase(self.note_words, self.note)


@dataclass(frozen=True)
class LeagueEvent:
    """An event of a season; ``result`` and ``scores`` once its results are recorded."""

    id: int
    season_id: int
    name: str
    date: str  # ISO date, YYYY-MM-DD
    venue_id: int | None = None
    tournament_id: int | None = None  # the floortool event, if it was run here
    result: EventResult | None = None
    version: int | None = None  # the season's rules version it was scored with
    scores: tuple[Score, ...] = ()

    @property
    def played(self) -> bool:
        return self.result is not None


@dataclass(frozen=True)
class Adjustment:
    """A bonus (positive) or penalty (negative) with the reason for it."""

    id: int
    season_id: int
    player_id: int
    points: float
    reason: str
    at: str


@dataclass
class LeagueState:
    """Every league record, by id (part of ``FloorState``)."""

    leagues: dict[int, League] = field(default_factory=dict)
    seasons: dict[int, Season] = field(default_factory=dict)
    venues: dict[int, Venue] = field(default_factory=dict)
    events: dict[int, LeagueEvent] = field(default_factory=dict)
    adjustments: dict[int, Adjustment] = field(default_factory=dict)

    def copy(self) -> LeagueState:
        """A copy that can take more records without touching this one."""
        return LeagueState(
            dict(self.leagues),
            dict(self.seasons),
            dict(self.venues),
            dict(self.events),
            dict(self.adjustments),
        )

    def seasons_of(self, league_id: int) -> list[Season]:
        """The league's seasons, oldest first."""
        return sorted((s for s in self.seasons.values() if s.league_id == league_id), key=_id)

    def venues_of(self, league_id: int) -> list[Venue]:
        return sorted((v for v in self.venues.values() if v.league_id == league_id), key=_id)

    def events_of(self, season_id: int) -> list[LeagueEvent]:
        """The season's events in the order they were played (date, then id)."""
        found = [e for e in self.events.values() if e.season_id == season_id]
        return sorted(found, key=lambda e: (e.date, e.id))

    def adjustments_of(self, season_id: int) -> list[Adjustment]:
        found = [a for a in self.adjustments.values() if a.season_id == season_id]
        return sorted(found, key=_id)

    def events_with_both(self, one: int, other: int) -> list[LeagueEvent]:
        """The league events whose results name both players (by id)."""
        return [
            event
            for event in self.events.values()
            if event.result is not None
            and {one, other} <= {f.player_id for f in event.result.finishes}
        ]

    def merge_player(self, kept: int, merged: int) -> None:
        """Player ``merged`` was ``kept``: their finishes, points and adjustments are
        ``kept``'s from now on (the player database's merge)."""
        for event_id, event in list(self.events.items()):
            if event.result is None:
                continue
            finishes = event.result.finishes
            if all(f.player_id != merged for f in finishes):
                continue
            result = replace(
                event.result,
                finishes=tuple(
                    replace(f, player_id=kept) if f.player_id == merged else f for f in finishes
                ),
            )
            scores = tuple(
                replace(s, player_id=kept) if s.player_id == merged else s for s in event.scores
            )
            self.events[event_id] = replace(event, result=result, scores=scores)
        for adjustment_id, adjustment in list(self.adjustments.items()):
            if adjustment.player_id == merged:
                self.adjustments[adjustment_id] = replace(adjustment, player_id=kept)

    def event_of_tournament(self, tournament_id: int) -> LeagueEvent | None:
        """The league event a floortool tournament was assigned to, if any."""
        for event in self.events.values():
            if event.tournament_id == tournament_id:
                return event
        return None


def _id(record: League | Season | Venue | Adjustment) -> int:
    return record.id


def league_scope(league_id: int) -> str:
    """The undo scope of one league (its seasons, venues, events and points)."""
    return f"league:{league_id}"


def next_id(records: Iterable[int]) -> int:
    return max(records, default=0) + 1


# ------------------------------------------------------------------ names
#: What the league's records are called in messages, by the word the callers use.
_CALLED = {
    "league": translate("domain.league.seasons", "league"),
    "season": translate("domain.league.seasons", "season"),
    "venue": translate("domain.league.seasons", "venue"),
    "event": translate("domain.league.seasons", "event"),
}


def clean_name(text: str, what: str) -> str:
    """A name trimmed and checked: not blank, not too long, no ``#`` in front."""
    name = " ".join(text.split())
    called = _CALLED.get(what, what)
    if not name:
        raise InvalidInput(
            translate("domain.league.seasons", "The {what} needs a name.").fill(what=called),
            field="name",
        )
    check_visible(
        name,
        what=translate("domain.league.seasons", "The {what}'s name").fill(what=called),
        field="name",
    )
    if len(name) > MAX_NAME:
        raise InvalidInput(
            translate(
                "domain.league.seasons", "The {what} name is longer than {max_name} characters."
            ).fill(what=called, max_name=MAX_NAME),
            field="name",
        )
    if name.startswith("#"):
        raise InvalidInput(
            translate("domain.league.seasons", "A {what} name cannot start with '#'.").fill(
                what=called
            ),
            field="name",
        )
    return name


R = TypeVar("R", League, Season, Venue, LeagueEvent)


def pick(records: Iterable[R], text: str, what: str) -> R:
    """The record ``text`` names (``#id`` or its name, case ignored); refused if none."""
    typed = text.strip()
    found = list(records)
    number = read_reference(typed)
    if number is not None:
        match = [r for r in found if r.id == number]
    else:
        match = [r for r in found if name_key(r.name) == name_key(typed)]
    if not match:
        known = ", ".join(r.name for r in found[:10])
        hint = (
            translate("domain.league.seasons", " (there are: {known})").fill(known=known)
            if known
            else ""
        )
        raise NotFound(
            translate("domain.league.seasons", "There is no {what} called {typed}{hint}.").fill(
                what=_CALLED.get(what, what), typed=typed, hint=hint
            ),
            code=f"unknown_{what}",
        )
    return match[0]


def name_taken(records: Iterable[R], name: str) -> bool:
    return any(name_key(r.name) == name_key(name) for r in records)


def require_league(state: LeagueState, text: str | None) -> League:
    """The league ``text`` names; with None, the newest league (refused when none)."""
    if text is not None:
        return pick(state.leagues.values(), text, "league")
    if not state.leagues:
        raise NotFound(
            translate("domain.league.seasons", "There is no league yet: create one first."),
            code="no_league",
            remedy=Remedy(Fix.CREATE_LEAGUE),
        )
    return state.leagues[max(state.leagues)]


def require_season(state: LeagueState, league: League, text: str | None) -> Season:
    """The league's season ``text`` names; with None, its newest season."""
    seasons = state.seasons_of(league.id)
    if text is not None:
        return pick(seasons, text, "season")
    if not seasons:
        raise NotFound(
            translate("domain.league.seasons", "{name} has no season yet: add one first.").fill(
                name=league.name
            ),
            code="no_season",
            remedy=Remedy(Fix.ADD_SEASON),
        )
    return seasons[-1]


def require_open(season: Season) -> None:
    if season.closed:
        raise InvalidInput(
            translate(
                "domain.league.seasons", "Season {name} is closed; reopen it to change it."
            ).fill(name=season.name),
            code="season_closed",
        )
