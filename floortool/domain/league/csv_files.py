"""Domain layer: a league's results and standings as CSV text, and importing past results.

**Import.** A header row names the columns, in any order and case (``buy-in``
and ``buy_in`` alike); other columns are ignored. Required: ``season``,
``event``, ``date`` (YYYY-MM-DD), ``player`` (a name, or ``#id``), ``place``
(``7``, or ``9-10`` for shared places).
Optional: ``venue``, ``entry`` (1 for a first entry, 2 for the first
re-entry ...), ``entries`` (the field, when only some places are listed;
otherwise the rows are the whole field), ``buy_in``, ``prize``, ``bounty``
(money), ``hits``, ``rebuys``, ``addons``, ``signed_out`` (yes/no; blank is
yes), ``points`` (the points the earlier tool gave: an event with points in
any row keeps them, a blank cell counting 0, instead of the season's formula;
so a season that started elsewhere carries on with its standings as they
were). Rows of one event are those with the same season and event names.

Seasons, venues and players not known yet are added (a new season starts
with the league's latest rules); names in the player database are matched
exactly (case ignored), and a name two players share is refused. The import
is all or nothing: when any row is rejected — with its line number and the
reason — nothing is imported. Problems of a whole event (a place missing,
an event the season already has) are given at the event's first line.

**Export.** Results rows in the import's columns (plus the player's
``points`` for the event on the entry that earned them), so an exported
season imports again; standings rows with rank, player and figures. A text
cell that a spreadsheet would take for a formula (starting ``= + - @``) is
written with a leading ``'``, which the import removes again.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from floortool.domain.kernel import nouns
from floortool.domain.kernel.csv_rows import (
    CsvRows,
    Rejected,
    clause,
    line_span,
    plain_cell,
    safe_cell,
)
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.journal import DomainEvent
from floortool.domain.kernel.money import format_money, parse_money
from floortool.domain.kernel.phrase_lists import joined
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.kernel.text import MAX_PLACE, check_date, parse_places, read_whole
from floortool.domain.league.decisions import (
    decide_add_event,
    decide_add_season,
    decide_add_venue,
    decide_record_results,
)
from floortool.domain.league.seasons import League, LeagueEvent, LeagueState, name_taken, pick
from floortool.domain.league.standings import Standing
from floortool.domain.players.records import (
    Player,
    clean_fields,
    decide_add_players,
    find_player,
    name_key,
    players_of,
)
from floortool.domain.results.finishes import EventResult, Finish, check_result

MAX_ROWS = 200_000
REQUIRED = ("season", "event", "date", "player", "place")
OPTIONAL = (
    "venue",
    "entry",
    "entries",
    "buy_in",
    "prize",
    "hits",
    "rebuys",
    "addons",
    "bounty",
    "signed_out",
    "points",
)
RESULT_COLUMNS = (*REQUIRED[:3], "venue", "player", "entry", "place", *OPTIONAL[2:])
STANDING_COLUMNS = (
    "rank",
    "tied",
    "player",
    "total",
    "points",
    "attendance",
    "adjustments",
    "events",
    "counted",
    "wins",
    "best",
    "average",
)
_YES = {"", "yes", "y", "true", "1"}
_NO = {"no", "n", "false", "0"}

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


class ImportRejected(FloorError):
    code = "import_rejected"


@dataclass(frozen=True)
class _Row:
    line: int
    season: str
    event: str
    date: str
    venue: str
    player: str  # the name as typed
    entry: int
    places: tuple[int, ...]
    entries: int | None
    buy_in: int
    prize: int
    hits: int
    rebuys: int
    addons: int
    bounty: int
    signed_out: bool
    points: float | None  # the earlier tool's points (None: blank)


@dataclass
class _Group:
    """The rows of one event in the file."""

    rows: list[_Row] = field(default_factory=list)

    @property
    def first(self) -> _Row:
        return self.rows[0]

    def where(self) -> Phrase:
        """``Week 3 (lines 2-31)``: the event and where its rows are."""
        lines = line_span(self.first.line, self.rows[-1].line)
        return translate("domain.league.csv_files", "{event} ({lines})").fill(
            event=self.first.event, lines=lines
        )


# ------------------------------------------------------------------ cells
def _count(text: str, what: str, default: int = 0) -> int:
    if not text.strip():
        return default
    number = read_whole(text)
    if number is None:
        raise InvalidInput(
            translate("domain.league.csv_files", "{what} '{text}' is not a whole number").fill(
                what=what, text=text
            )
        )
    return number


def _entry_number(text: str) -> int:
    number = _count(text, "entry", 1)
    if number < 1:
        raise InvalidInput(
            translate("domain.league.csv_files", "entry numbers start at 1 (the first entry)")
        )
    return number


#: The most points one finish may carry in an import, either way.
MAX_IMPORTED_POINTS = 1_000_000
_POINTS = re.compile(r"-?[0-9]{1,7}(\.[0-9]{1,4})?")


def _points(text: str) -> float | None:
    """An imported ``points`` cell: blank, or a plain number (``12``, ``-3``, ``7.25``)."""
    cut = text.strip()
    if not cut:
        return None
    if not _POINTS.fullmatch(cut) or abs(float(cut)) > MAX_IMPORTED_POINTS:
        raise InvalidInput(
            translate(
                "domain.league.csv_files",
                "points '{cut}' is not a number of points (up to "
                "{max_imported_points}, 4 decimals)",
            ).fill(cut=cut, max_imported_points=Number(MAX_IMPORTED_POINTS))
        )
    return float(cut)


def plain_number(value: float) -> str:
    """A number for a CSV cell: up to four decimals, no grouping: ``1234.5``."""
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _flag(text: str) -> bool:
    value = text.strip().casefold()
    if value in _YES:
        return True
    if value in _NO:
        return False
    raise InvalidInput(
        translate("domain.league.csv_files", "signed_out '{text}' is not yes or no").fill(text=text)
    )


def _money(text: str, what: str) -> int:
    return parse_money(text, field=what) if text.strip() else 0


def _header(cells: list[str]) -> dict[str, int]:
    names = {
        " ".join(c.split()).casefold().replace("-", "_").replace(" ", "_"): i
        for i, c in enumerate(cells)
    }
    missing = [c for c in REQUIRED if c not in names]
    if missing:
        raise InvalidInput(
            translate(
                "domain.league.csv_files",
                "The CSV file needs a header row with the columns {required} (missing: {missing}).",
            ).fill(required=", ".join(REQUIRED), missing=", ".join(missing)),
            field="file",
        )
    return {c: names[c] for c in (*REQUIRED, *OPTIONAL) if c in names}


def _row(line: int, cells: list[str], columns: Mapping[str, int]) -> _Row:
    def cell(name: str) -> str:
        index = columns.get(name)
        return cells[index] if index is not None and index < len(cells) else ""

    texts = {name: plain_cell(cell(name)) for name in ("season", "event", "venue", "player")}
    for name in ("season", "event", "player"):
        if not texts[name]:
            raise InvalidInput(translate("domain.league.csv_files", "no {name}").fill(name=name))
    entries = _count(cell("entries"), "entries") if cell("entries").strip() else None
    return _Row(
        line=line,
        season=" ".join(texts["season"].split()),
        event=" ".join(texts["event"].split()),
        date=check_date(cell("date")),
        venue=" ".join(texts["venue"].split()),
        player=texts["player"],
        entry=_entry_number(cell("entry")),
        places=parse_places(cell("place"), most=entries or MAX_PLACE),
        entries=entries,
        buy_in=_money(cell("buy_in"), "buy_in"),
        prize=_money(cell("prize"), "prize"),
        hits=_count(cell("hits"), "hits"),
        rebuys=_count(cell("rebuys"), "rebuys"),
        addons=_count(cell("addons"), "addons"),
        bounty=_money(cell("bounty"), "bounty"),
        signed_out=_flag(cell("signed_out")),
        points=_points(cell("points")),
    )


def _read(text: str) -> tuple[list[_Row], list[Rejected]]:
    csv_rows = CsvRows(text, max_rows=MAX_ROWS)
    columns = _header(csv_rows.header)
    rows: list[_Row] = []
    for row in csv_rows:
        try:
            rows.append(_row(row.line, row.cells, columns))
        except InvalidInput as exc:
            csv_rows.rejected.append(row.reject(exc))
    return rows, csv_rows.rejected


# ------------------------------------------------------------------ import
class _Plan:
    """The import worked out on a scratch copy of the state, event by event."""

    def __init__(self, state: FloorState, league: League, now: datetime) -> None:
        self.state = replace(state, players=players_of(state.players), league=state.league.copy())
        self.league = league
        self.now = now
        self.events: list[DomainEvent] = []
        self.rejected: list[Rejected] = []
        self.new_players: dict[str, dict[str, str]] = {}  # name key -> fields

    def add(self, event: DomainEvent) -> None:
        event.apply(self.state)
        self.events.append(event)

    def player_id(self, row: _Row) -> int | None:
        """The player a row names (None: a new player, added later); raises if unclear."""
        try:
            player = find_player(self.state.players, row.player)
        except FloorError as exc:
            raise InvalidInput(exc.phrase) from None
        if player is not None:
            return player.id
        fields = clean_fields(row.player)
        self.new_players.setdefault(name_key(fields["name"]), fields)
        return None


def decide_league_import(
    state: FloorState, league: League, text: str, *, now: datetime
) -> list[DomainEvent]:
    """The events importing ``text`` into ``league``; refused (``ImportRejected``, with
    every rejected row) unless every row can be imported."""
    rows, rejected = _read(text)
    plan = _Plan(state, league, now)
    plan.rejected.extend(rejected)
    groups: dict[tuple[str, str], _Group] = {}
    for row in rows:
        try:
            plan.player_id(row)
        except InvalidInput as exc:
            plan.rejected.append(Rejected.refused(row.line, exc))
            continue
        key = (name_key(row.season), name_key(row.event))
        groups.setdefault(key, _Group()).rows.append(row)
    if not rows and not plan.rejected:
        raise ImportRejected(
            translate("domain.league.csv_files", "Nothing was imported: the file has no rows."),
            rejected=[],
        )
    if plan.new_players:
        plan.add(decide_add_players(plan.state.players, plan.new_players.values()))
    for group in groups.values():
        _import_event(plan, group)
    if plan.rejected:
        ordered = sorted(plan.rejected, key=lambda r: r.line)
        refusal = (
            translate(
                "domain.league.csv_files",
                "Nothing was imported: {rows} rejected ({listed} and {more} more).",
            )
            if len(ordered) > 5
            else translate(
                "domain.league.csv_files", "Nothing was imported: {rows} rejected ({listed})."
            )
        )
        raise ImportRejected(
            refusal.fill(
                rows=nouns.rows(len(ordered)),
                listed=joined([r.said() for r in ordered[:5]]),
                more=len(ordered) - 5,
            ),
            rejected=[r.report() for r in ordered],
        )
    return plan.events


def _agree(group: _Group, plan: _Plan) -> list[_Row]:
    """The group's rows whose event details agree with its first row (others rejected)."""
    first, kept = group.first, [group.first]
    for row in group.rows[1:]:
        for what in ("date", "venue", "buy_in", "entries"):
            if getattr(row, what) != getattr(first, what):
                plan.rejected.append(
                    Rejected.of(
                        row.line,
                        translate(
                            "domain.league.csv_files",
                            "{what} {value} differs from line {line}'s {first_value}",
                        ).fill(
                            what=what,
                            value=getattr(row, what),
                            line=first.line,
                            first_value=getattr(first, what),
                        ),
                    )
                )
                break
        else:
            kept.append(row)
    return kept


def _import_event(plan: _Plan, group: _Group) -> None:
    first = group.first
    league_state = plan.state.league
    seasons = league_state.seasons_of(plan.league.id)
    season = next((s for s in seasons if name_key(s.name) == name_key(first.season)), None)
    where = group.where()
    if season is not None and season.closed:
        plan.rejected.append(
            Rejected.of(
                first.line,
                translate("domain.league.csv_files", "season {season} is closed").fill(
                    season=season.name
                ),
            )
        )
        return
    if season is not None and name_taken(league_state.events_of(season.id), first.event):
        plan.rejected.append(
            Rejected.of(
                first.line,
                translate(
                    "domain.league.csv_files", "season {season} already has an event called {where}"
                ).fill(season=season.name, where=where),
            )
        )
        return
    rows = _agree(group, plan)
    finishes: list[Finish] = []
    seen: dict[tuple[int, int], int] = {}
    for row in rows:
        player = pick_player(plan.state.players, row.player)
        key = (player.id, row.entry)
        if key in seen:
            plan.rejected.append(
                Rejected.of(
                    row.line,
                    translate(
                        "domain.league.csv_files",
                        "{player}'s entry {entry} is already on line {line}",
                    ).fill(player=player.name, entry=row.entry, line=seen[key]),
                )
            )
            continue
        seen[key] = row.line
        finishes.append(
            Finish(
                player_id=player.id,
                places=row.places,
                entry_number=row.entry,
                prize=row.prize,
                hits=row.hits,
                rebuys=row.rebuys,
                addons=row.addons,
                bounty=row.bounty,
                signed_out=row.signed_out,
            )
        )
    result = EventResult(
        entries=first.entries if first.entries is not None else len(finishes),
        players=len({f.player_id for f in finishes}),
        buy_in=first.buy_in,
        itm=sum(1 for f in finishes if f.prize > 0),
        finishes=tuple(finishes),
    )
    try:
        check_result(result)
        if season is None:
            added = decide_add_season(
                league_state, plan.league, first.season, changes={}, now=plan.now
            )
            plan.add(added)
            season = league_state.seasons[added.season_id]
        venue_id = _venue(plan, first.venue)
        put = decide_add_event(league_state, season, first.event, day=first.date, venue_id=venue_id)
        plan.add(put)
        event = league_state.events[put.league_event_id]
        plan.add(
            decide_record_results(
                league_state,
                event,
                result,
                players=plan.state.players,
                imported=_given(rows, plan.state.players),
            )
        )
    except FloorError as exc:
        plan.rejected.append(
            Rejected.of(
                first.line,
                translate("domain.league.csv_files", "event {where}: {problem}").fill(
                    where=where, problem=clause(exc)
                ),
            )
        )


def _given(rows: Sequence[_Row], players: Mapping[int, Player]) -> dict[int, float] | None:
    """Each player's points as the file gives them, when any row of the event has
    points (a blank cell is 0); None when the season's formula scores the event."""
    if all(row.points is None for row in rows):
        return None
    given: dict[int, float] = {}
    for row in rows:
        player = pick_player(players, row.player).id
        given[player] = given.get(player, 0.0) + (row.points or 0.0)
    return given


def pick_player(players: Mapping[int, Player], typed: str) -> Player:
    player = find_player(players, typed)
    if player is None:  # added with the new players before the events
        raise InvalidInput(
            translate("domain.league.csv_files", "no player called {typed}").fill(typed=typed)
        )
    return player


def _venue(plan: _Plan, name: str) -> int | None:
    if not name:
        return None
    venues = plan.state.league.venues_of(plan.league.id)
    if name_taken(venues, name):
        return pick(venues, name, "venue").id
    added = decide_add_venue(plan.state.league, plan.league, name)
    plan.add(added)
    return added.venue_id


# ------------------------------------------------------------------ export
def _csv(header: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()


def results_csv(
    league: LeagueState, events: Iterable[LeagueEvent], names: Mapping[int, str]
) -> str:
    """The results of ``events`` (those played), one row per finish, import columns."""
    rows = []
    for event in events:
        if event.result is None:
            continue
        season = league.seasons[event.season_id].name
        venue = league.venues[event.venue_id].name if event.venue_id is not None else ""
        points = {(s.player_id, s.places): s.points for s in event.scores}
        result = event.result
        for f in sorted(result.finishes, key=lambda f: (f.places, f.player_id, f.entry_number)):
            earned = points.pop((f.player_id, f.places), None)
            rows.append(
                [
                    safe_cell(season),
                    safe_cell(event.name),
                    event.date,
                    safe_cell(venue),
                    safe_cell(names.get(f.player_id, f"#{f.player_id}")),
                    f.entry_number,
                    f.places_text(),
                    result.entries,
                    format_money(result.buy_in),
                    format_money(f.prize),
                    f.hits,
                    f.rebuys,
                    f.addons,
                    format_money(f.bounty),
                    "yes" if f.signed_out else "no",
                    "" if earned is None else plain_number(earned),
                ]
            )
    return _csv(RESULT_COLUMNS, rows)


def standings_csv(standings: Iterable[Standing], names: Mapping[int, str]) -> str:
    """The standings, one row per player, best first."""

    def number(value: float | None) -> str:
        return "" if value is None else plain_number(value)

    rows = [
        [
            s.rank,
            "yes" if s.tied else "no",
            safe_cell(names.get(s.player_id, f"#{s.player_id}")),
            number(s.total),
            number(s.points),
            number(s.attendance),
            number(s.adjustments),
            s.events,
            s.counted,
            s.wins,
            "" if s.best is None else s.best,
            number(s.average),
        ]
        for s in standings
    ]
    return _csv(STANDING_COLUMNS, rows)
