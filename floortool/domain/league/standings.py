"""Domain layer: a season's standings, a player's season history, points over the season.

Standings read only what was recorded (each event's ``Score``, and the
adjustments), so they are quick and never change when a formula does. With
the season's current rules:

- ``points``: a player's event points, only the best ``best_of`` events when
  set (best N of M); ``attendance``: the attendance points of every event
  played; ``adjustments``: bonuses and penalties; ``total``: all three;
- ``average``: event points per event played (attendance and adjustments left
  out), None before the first event;
- ranking by ``total`` (most first), or by ``average`` with players short of
  ``min_events`` ranked after everyone who has them;
- players level on the ranking are separated by the tie-breaks, in the order
  the season lists them (default: more wins, then better best finish, then
  more events; ``league.TIE_BREAKS`` lists them all); players still level
  share the rank (1, 2, 2, 4) and are listed by name.

A shared place (9th-10th) counts as its better place for wins, best finish
and countback. Points are compared to nine decimals, so sums of decimals
that print alike are level.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace

from floortool.domain.kernel.public_fields import PUBLIC
from floortool.domain.league.seasons import LeagueEvent, LeagueState, PointsRules, Score

_DIGITS = 9


@dataclass
class _Tally:
    """One player's season so far (built event by event)."""

    player_id: int
    scores: list[tuple[int, Score]] = field(default_factory=list)  # (event id, score)
    adjustments: float = 0.0

    def counted(self, best_of: int | None) -> set[int]:
        """The events whose points count: all, or the best ``best_of`` (earliest on ties)."""
        if best_of is None or len(self.scores) <= best_of:
            return {event_id for event_id, _ in self.scores}
        ranked = sorted(range(len(self.scores)), key=lambda i: (-self.scores[i][1].points, i))
        return {self.scores[i][0] for i in ranked[:best_of]}


@dataclass(frozen=True)
class Standing:
    """A player's line in the standings (a public page serves its ``metadata=PUBLIC`` fields)."""

    rank: int = field(metadata=PUBLIC)
    tied: bool = field(metadata=PUBLIC)  # shares the rank with another player
    player_id: int  # the store's number: a public page names the player instead
    total: float = field(metadata=PUBLIC)
    points: float = field(metadata=PUBLIC)  # event points counted (best N of M when set)
    attendance: float = field(metadata=PUBLIC)
    adjustments: float = field(metadata=PUBLIC)
    events: int = field(metadata=PUBLIC)
    counted: int = field(metadata=PUBLIC)  # events whose points count
    wins: int = field(metadata=PUBLIC)
    best: int | None = field(metadata=PUBLIC)  # best place
    average: float | None = field(metadata=PUBLIC)
    qualified: bool = field(
        metadata=PUBLIC
    )  # has the events the ranking needs (ranking by average)
    withheld: float = 0.0  # points the dues rule withheld (the floor's; not on public pages)


@dataclass(frozen=True)
class HistoryRow:
    """One event of a player's season."""

    event: LeagueEvent
    score: Score
    counted: bool  # among the events whose points count


def _tallies(
    league: LeagueState, season_id: int, events: Iterable[LeagueEvent]
) -> dict[int, _Tally]:
    tallies: dict[int, _Tally] = {}

    def tally(player_id: int) -> _Tally:
        found = tallies.get(player_id)
        if found is None:
            found = tallies[player_id] = _Tally(player_id)
        return found

    for event in events:
        for score in event.scores:
            tally(score.player_id).scores.append((event.id, score))
    for adjustment in league.adjustments_of(season_id):
        tally(adjustment.player_id).adjustments += adjustment.points
    return tallies


def played_events(
    league: LeagueState, season_id: int, through: int | None = None
) -> list[LeagueEvent]:
    """The season's events with results, in order; only the first ``through`` when given."""
    played = [e for e in league.events_of(season_id) if e.played]
    return played if through is None else played[:through]


def _standing(tally: _Tally, rules: PointsRules) -> Standing:
    counted = tally.counted(rules.best_of)
    points = sum(s.points for event_id, s in tally.scores if event_id in counted)
    everything = sum(s.points for _, s in tally.scores)
    attendance = sum(s.attendance for _, s in tally.scores)
    events = len(tally.scores)
    places = [s.places[0] for _, s in tally.scores]
    return Standing(
        rank=0,
        tied=False,
        player_id=tally.player_id,
        total=points + attendance + tally.adjustments,
        points=points,
        attendance=attendance,
        adjustments=tally.adjustments,
        events=events,
        counted=len(counted),
        wins=places.count(1),
        best=min(places, default=None),
        average=everything / events if events else None,
        qualified=rules.rank_by != "average" or events >= rules.min_events,
        withheld=sum(s.withheld for _, s in tally.scores),
    )


def season_standings(
    league: LeagueState,
    season_id: int,
    *,
    names: Mapping[int, str] | None = None,
    through: int | None = None,
) -> tuple[Standing, ...]:
    """The season's standings (after its first ``through`` events, when given)."""
    rules = league.seasons[season_id].rules
    events = played_events(league, season_id, through)
    tallies = _tallies(league, season_id, events)
    places_by_player = {
        player: [s.places[0] for _, s in tally.scores] for player, tally in tallies.items()
    }
    worst = max((p for places in places_by_player.values() for p in places), default=0)
    rows = [_standing(tally, rules) for tally in tallies.values()]
    keys = {
        row.player_id: _rank_key(row, rules, places_by_player[row.player_id], worst) for row in rows
    }
    label = names or {}
    rows.sort(key=lambda r: (keys[r.player_id], label.get(r.player_id, "").casefold(), r.player_id))
    ranked: list[Standing] = []
    for index, row in enumerate(rows):
        key = keys[row.player_id]
        level_before = index > 0 and keys[rows[index - 1].player_id] == key
        level_after = index + 1 < len(rows) and keys[rows[index + 1].player_id] == key
        rank = ranked[-1].rank if level_before else index + 1
        ranked.append(_with_rank(row, rank, level_before or level_after))
    return tuple(ranked)


def _with_rank(row: Standing, rank: int, tied: bool) -> Standing:
    return replace(row, rank=rank, tied=tied)


def _rank_key(
    row: Standing, rules: PointsRules, places: list[int], worst: int
) -> tuple[object, ...]:
    """Smaller sorts first: the ranking, then each tie-break."""
    if rules.rank_by == "average":
        primary: tuple[object, ...] = (not row.qualified, -round(row.average or 0.0, _DIGITS))
    else:
        primary = (-round(row.total, _DIGITS),)
    breaks = tuple(_TIE_BREAK_KEYS[name](row, places, worst) for name in rules.tie_breaks)
    return primary + breaks


def _countback(row: Standing, places: list[int], worst: int) -> tuple[int, ...]:
    counts = [0] * (worst + 1)
    for place in places:
        counts[place] += 1
    return tuple(-c for c in counts[1:])


_TIE_BREAK_KEYS: dict[str, Callable[[Standing, list[int], int], object]] = {
    "wins": lambda row, places, worst: -row.wins,
    "countback": _countback,
    "best-finish": lambda row, places, worst: row.best if row.best is not None else worst + 1,
    "events": lambda row, places, worst: -row.events,
    "fewer-events": lambda row, places, worst: row.events,
    "average": lambda row, places, worst: -round(row.average or 0.0, _DIGITS),
    "total": lambda row, places, worst: -round(row.total, _DIGITS),
}


def player_history(league: LeagueState, season_id: int, player_id: int) -> tuple[HistoryRow, ...]:
    """The events ``player_id`` played in the season, in order, and which of them count."""
    rules = league.seasons[season_id].rules
    tally = _tallies(league, season_id, played_events(league, season_id)).get(player_id)
    if tally is None:
        return ()
    counted = tally.counted(rules.best_of)
    events = league.events
    return tuple(
        HistoryRow(events[event_id], score, event_id in counted) for event_id, score in tally.scores
    )


def season_progress(
    league: LeagueState, season_id: int, player_ids: Iterable[int]
) -> dict[int, tuple[float, ...]]:
    """Each player's standings total after each of the season's events (adjustments,
    which belong to no event, count from the first)."""
    rules = league.seasons[season_id].rules
    wanted = set(player_ids)
    events = played_events(league, season_id)
    adjustments = {p: 0.0 for p in wanted}
    for adjustment in league.adjustments_of(season_id):
        if adjustment.player_id in wanted:
            adjustments[adjustment.player_id] += adjustment.points
    tallies = {p: _Tally(p, adjustments=adjustments[p]) for p in wanted}
    progress: dict[int, list[float]] = {p: [] for p in wanted}
    for event in events:
        for score in event.scores:
            if score.player_id in wanted:
                tallies[score.player_id].scores.append((event.id, score))
        for player in wanted:
            progress[player].append(_standing(tallies[player], rules).total)
    return {player: tuple(totals) for player, totals in progress.items()}
