"""CLI layer: ``floortool league ...``: points formulas, leagues, seasons, venues,
standings, history, the formula lab, CSV import and export (``cli.md``,
Results and league).

``league points --formula EXPR [--var NAME=VALUE ...]`` prints
``{"points": 70.71...}``; ``league standings [--season NAME]`` prints
``{"league", "season", "closed", "events", "best_of", "rank_by",
"tie_breaks", "standings": [{"rank", "tied", "player", "player_id", "total",
"points", "attendance", "adjustments", "events", "counted", "wins", "best",
"average", "qualified"}]}``. Every action takes ``--league NAME`` (default:
the newest league); season actions take ``--season NAME`` (default: the
league's newest season). League set-up is undone with ``league undo``; ``league assign``,
``league record`` and ``league final --top N`` (the season's N best ranked players
seated free in the current event, its final, printed as ``player register`` prints its
entries) are the event's actions, undone with ``floortool undo``.
"""

from __future__ import annotations

import argparse
from dataclasses import fields
from pathlib import Path
from typing import Any

from floortool.app.commands.league import (
    AddSeason,
    AddVenue,
    AdjustPoints,
    AssignEvent,
    CloseSeason,
    CreateLeague,
    ImportLeagueResults,
    RecordLeaguePoints,
    SetSeasonRules,
)
from floortool.app.commands.registration import SeatQualifiers
from floortool.app.floor import Done, Floor
from floortool.app.input_files import read_input_text
from floortool.app.views.league import (
    SAMPLE_ENTRIES,
    LabView,
    export_results,
    export_standings,
    find_event,
    find_season,
    formula_points,
    history_view,
    lab_on_event,
    lab_on_sample,
    league_event_view,
    league_views,
    parse_assignments,
    player_names,
    sample_names,
    season_view,
    standings_view,
)
from floortool.cli.common import (
    EXIT_DONE,
    add_event_wide,
    command_group,
    current_event,
    taken_back,
)
from floortool.cli.help_text import help_text
from floortool.cli.names import player_id_named
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.cli.player_cmd import entries_done
from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput, NotFound
from floortool.domain.kernel.input_checks import finite_number
from floortool.domain.kernel.money import parse_money
from floortool.domain.kernel.phrases import Phrase, counted, translate
from floortool.domain.kernel.text import whole_number
from floortool.domain.league.events import LeagueResultsRecorded, SeasonAdded, VenueAdded
from floortool.domain.league.points.presets import (
    PRESETS,
    formula_line,
    preset_formula,
    table_formula,
)
from floortool.domain.league.scoring import format_points
from floortool.domain.league.seasons import (
    DUES_RULES,
    ENTRY_RULES,
    RANK_BY,
    TIE_BREAKS,
    UNSIGNED_RULES,
    league_scope,
    require_league,
)
from floortool.domain.players.records import PlayersAdded


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "league",
        help=help_text(translate("cli.league_cmd", "points formulas, seasons, standings")),
        parser_class=parser_class,
    )
    points = actions.add_parser(
        "points",
        help=help_text(translate("cli.league_cmd", "work a points formula out for given values")),
    )
    _formula_options(points, required=True)
    points.add_argument(
        "--var",
        action="append",
        default=[],
        metavar=help_text(translate("cli.league_cmd", "NAME=VALUE")),
        help=help_text(translate("cli.league_cmd", "a variable's value")),
    )
    points.set_defaults(handler=_points)
    actions.add_parser(
        "presets", help=help_text(translate("cli.league_cmd", "the built-in points formulas"))
    ).set_defaults(handler=_presets)
    create = actions.add_parser(
        "create", help=help_text(translate("cli.league_cmd", "create a league"))
    )
    create.add_argument("name", metavar=help_text(translate("cli.league_cmd", "NAME")))
    create.set_defaults(handler=_create)
    actions.add_parser(
        "list", help=help_text(translate("cli.league_cmd", "leagues, their seasons and venues"))
    ).set_defaults(handler=_list)
    _season_commands(actions, parser_class)
    rules = _league(
        actions.add_parser(
            "rules",
            help=help_text(translate("cli.league_cmd", "show or change a season's points rules")),
        )
    )
    rules.add_argument("--season", metavar=help_text(translate("cli.league_cmd", "NAME")))
    _rules_options(rules)
    rules.set_defaults(handler=_rules)
    venue = _league(
        actions.add_parser("venue", help=help_text(translate("cli.league_cmd", "add a venue")))
    )
    venue.add_argument("name", metavar=help_text(translate("cli.league_cmd", "NAME")))
    venue.add_argument(
        "--address", metavar=help_text(translate("cli.league_cmd", "ADDRESS")), default=""
    )
    venue.set_defaults(handler=_venue)
    assign = _league(
        actions.add_parser(
            "assign", help=help_text(translate("cli.league_cmd", "put the event in a season"))
        )
    )
    assign.add_argument("--season", metavar=help_text(translate("cli.league_cmd", "NAME")))
    assign.add_argument(
        "--name",
        metavar=help_text(translate("cli.league_cmd", "NAME")),
        help=help_text(
            translate("cli.league_cmd", "the event's name in the league (default: its own)")
        ),
    )
    assign.add_argument(
        "--date",
        metavar="YYYY-MM-DD",
        help=help_text(translate("cli.league_cmd", "default: the day it was created")),
    )
    assign.add_argument("--venue", metavar=help_text(translate("cli.league_cmd", "NAME")))
    assign.set_defaults(handler=_assign)
    record = _league(
        actions.add_parser(
            "record",
            help=help_text(translate("cli.league_cmd", "score the finished event for its season")),
        )
    )
    record.add_argument(
        "--season",
        metavar=help_text(translate("cli.league_cmd", "NAME")),
        help=help_text(translate("cli.league_cmd", "for an event not yet in a season")),
    )
    record.set_defaults(handler=_record)
    final = _league(
        actions.add_parser(
            "final",
            help=help_text(
                translate("cli.league_cmd", "seat the season's best ranked players in the final")
            ),
        )
    )
    final.add_argument(
        "--top",
        type=whole,
        required=True,
        metavar="N",
        help=help_text(translate("cli.league_cmd", "how many qualify")),
    )
    final.add_argument(
        "--season",
        metavar=help_text(translate("cli.league_cmd", "NAME")),
        help=help_text(translate("cli.league_cmd", "default: the league's newest season")),
    )
    final.set_defaults(handler=_final)
    adjust = _league(
        actions.add_parser(
            "adjust",
            help=help_text(translate("cli.league_cmd", "a bonus or penalty with a reason")),
        )
    )
    adjust.add_argument("player", metavar=help_text(translate("cli.league_cmd", "PLAYER")))
    adjust.add_argument(
        "points",
        metavar=help_text(translate("cli.league_cmd", "POINTS")),
        help=help_text(translate("cli.league_cmd", "negative for a penalty, e.g. -5")),
    )
    adjust.add_argument(
        "--reason", metavar=help_text(translate("cli.league_cmd", "REASON")), required=True
    )
    adjust.add_argument("--season", metavar=help_text(translate("cli.league_cmd", "NAME")))
    adjust.set_defaults(handler=_adjust)
    standings = _league(
        actions.add_parser(
            "standings", help=help_text(translate("cli.league_cmd", "a season's standings"))
        )
    )
    standings.add_argument("--season", metavar=help_text(translate("cli.league_cmd", "NAME")))
    standings.set_defaults(handler=_standings)
    history = _league(
        actions.add_parser(
            "history",
            help=help_text(translate("cli.league_cmd", "a player's season, event by event")),
        )
    )
    history.add_argument("player", metavar=help_text(translate("cli.league_cmd", "PLAYER")))
    history.add_argument("--season", metavar=help_text(translate("cli.league_cmd", "NAME")))
    history.set_defaults(handler=_history)
    lab = _league(
        actions.add_parser(
            "lab",
            help=help_text(translate("cli.league_cmd", "try a formula on an event's results")),
        )
    )
    _formula_options(lab, required=True)
    lab.add_argument("--season", metavar=help_text(translate("cli.league_cmd", "NAME")))
    lab.add_argument(
        "--in",
        dest="in_event",
        metavar=help_text(translate("cli.league_cmd", "EVENT")),
        help=help_text(translate("cli.league_cmd", "a recorded league event")),
    )
    lab.add_argument(
        "--entries",
        type=whole,
        metavar="N",
        help=help_text(translate("cli.league_cmd", "a made-up field of N entries")),
    )
    lab.add_argument(
        "--players",
        type=whole,
        metavar="N",
        help=help_text(translate("cli.league_cmd", "... from N players")),
    )
    lab.add_argument(
        "--buy-in", default="0", metavar=help_text(translate("cli.league_cmd", "MONEY"))
    )
    lab.set_defaults(handler=_lab)
    imp = _league(
        actions.add_parser(
            "import",
            help=help_text(
                translate("cli.league_cmd", "import past results (CSV); all or nothing")
            ),
        )
    )
    imp.add_argument(
        "first",
        metavar=help_text(translate("cli.league_cmd", "NAME")),
        help=help_text(translate("cli.league_cmd", "the league (or, alone, the file)")),
    )
    imp.add_argument("file", metavar=help_text(translate("cli.league_cmd", "FILE.csv")), nargs="?")
    imp.set_defaults(handler=_import)
    export = _league(
        actions.add_parser(
            "export",
            help=help_text(translate("cli.league_cmd", "write results or standings as CSV")),
        )
    )
    export.add_argument("what", choices=("results", "standings"))
    export.add_argument("file", metavar=help_text(translate("cli.league_cmd", "FILE.csv")))
    export.add_argument(
        "--season",
        metavar=help_text(translate("cli.league_cmd", "NAME")),
        help=help_text(translate("cli.league_cmd", "default: results of every season")),
    )
    export.set_defaults(handler=_export)
    for name, handler, text in (
        (
            "undo",
            _undo,
            translate("cli.league_cmd", "take back the operator's latest action in the league"),
        ),
        ("redo", _redo, translate("cli.league_cmd", "bring back what league undo took")),
    ):
        marking = _league(actions.add_parser(name, help=help_text(text)))
        add_event_wide(marking)
        marking.set_defaults(handler=handler)


def _league(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument(
        "--league",
        metavar=help_text(translate("cli.league_cmd", "NAME")),
        help=help_text(translate("cli.league_cmd", "default: the newest league")),
    )
    return parser


def _season_commands(
    actions: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    season = actions.add_parser(
        "season", help=help_text(translate("cli.league_cmd", "add, close or reopen a season"))
    )
    seasons = season.add_subparsers(
        dest="season_command",
        metavar=help_text(translate("cli.league_cmd", "ACTION")),
        required=True,
        parser_class=parser_class,
    )
    add = _league(
        seasons.add_parser(
            "add",
            help=help_text(
                translate("cli.league_cmd", "a new season (rules: the latest season's)")
            ),
        )
    )
    add.add_argument("name", metavar=help_text(translate("cli.league_cmd", "NAME")))
    _rules_options(add)
    add.set_defaults(handler=_season_add)
    for name, closed, text in (
        ("close", True, translate("cli.league_cmd", "close a season")),
        ("reopen", False, translate("cli.league_cmd", "reopen a season")),
    ):
        one = _league(seasons.add_parser(name, help=help_text(text)))
        one.add_argument("name", metavar=help_text(translate("cli.league_cmd", "NAME")), nargs="?")
        one.set_defaults(handler=_season_close, closed=closed)


def _formula_options(parser: argparse.ArgumentParser, *, required: bool) -> None:
    group = parser.add_mutually_exclusive_group(required=required)
    group.add_argument(
        "--formula", metavar="EXPR", help=help_text(translate("cli.league_cmd", "a points formula"))
    )
    group.add_argument(
        "--preset",
        choices=sorted(PRESETS),
        help=help_text(translate("cli.league_cmd", "a built-in formula")),
    )
    group.add_argument(
        "--table",
        metavar="P1,P2,...",
        help=help_text(translate("cli.league_cmd", "fixed points by place")),
    )


def _rules_options(parser: argparse.ArgumentParser) -> None:
    _formula_options(parser, required=False)
    parser.add_argument(
        "--best-of",
        metavar="N|all",
        help=help_text(translate("cli.league_cmd", "count a player's best N events")),
    )
    parser.add_argument(
        "--attendance",
        metavar=help_text(translate("cli.league_cmd", "POINTS")),
        help=help_text(translate("cli.league_cmd", "points for every event played")),
    )
    parser.add_argument("--rank-by", choices=sorted(RANK_BY))
    parser.add_argument(
        "--min-events",
        type=whole,
        metavar="N",
        help=help_text(translate("cli.league_cmd", "to be ranked by average")),
    )
    parser.add_argument(
        "--tie-breaks",
        metavar="A,B,...",
        help=help_text(
            translate("cli.league_cmd", "in order, from: {tie_breaks}; none").fill(
                tie_breaks=", ".join(TIE_BREAKS)
            )
        ),
    )
    parser.add_argument(
        "--entries",
        choices=sorted(ENTRY_RULES),
        help=help_text(translate("cli.league_cmd", "re-entry events")),
    )
    parser.add_argument(
        "--unsigned",
        choices=sorted(UNSIGNED_RULES),
        help=help_text(translate("cli.league_cmd", "no sign-out (A-16)")),
    )
    parser.add_argument(
        "--dues",
        choices=sorted(DUES_RULES),
        help=help_text(translate("cli.league_cmd", "paid-up: points need paid-up dues")),
    )
    parser.add_argument(
        "--decimals",
        type=whole,
        metavar="N",
        help=help_text(translate("cli.league_cmd", "points rounded to N decimals")),
    )


def _formula(args: argparse.Namespace) -> str | None:
    if args.formula is not None:
        return str(args.formula)
    if args.preset is not None:
        return preset_formula(args.preset)
    if args.table is not None:
        return table_formula(_numbers(args.table, "table"))
    return None


#: The most points a place (or an attendance) may be given.
MAX_POINTS = 1_000_000


def _numbers(text: str, what: str) -> list[float]:
    """``--table 10,7,5``: plain finite numbers, at most ``MAX_POINTS`` either way."""
    return [
        finite_number(part, what=f"--{what}", field=what, largest=MAX_POINTS)
        for part in text.split(",")
    ]


def _rule_changes(args: argparse.Namespace) -> dict[str, Any]:
    changes: dict[str, Any] = {}
    formula = _formula(args)
    if formula is not None:
        changes["formula"] = formula
    if args.best_of is not None:
        if args.best_of == "all":
            changes["best_of"] = None
        else:
            changes["best_of"] = whole_number(args.best_of, what="--best-of", field="best_of")
    if args.attendance is not None:
        changes["attendance"] = _numbers(args.attendance, "attendance")[0]
    if args.tie_breaks is not None:
        names = [] if args.tie_breaks == "none" else args.tie_breaks.split(",")
        changes["tie_breaks"] = [name.strip() for name in names]
    for key in ("rank_by", "min_events", "entries", "unsigned", "decimals", "dues"):
        if getattr(args, key) is not None:
            changes[key] = getattr(args, key)
    return changes


def _done(out: Output, done: Done, document: dict[str, Any] | None = None) -> int:
    out.done({**(document or {}), "done": done.label}, done.label)
    return EXIT_DONE


# ------------------------------------------------------------------ formulas
def _points(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    formula = _formula(args) or ""
    points = formula_points(formula, parse_assignments(args.var))
    out.done({"points": points}, format_points(points))
    return EXIT_DONE


def _presets(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    rows = [
        {"name": p.name, "title": str(p.title), "formula": p.formula, "text": str(p.text)}
        for p in PRESETS.values()
    ]
    lines = [f"{p.name:<8} {p.formula:<48} {out.say(p.text)}" for p in PRESETS.values()]
    out.done({"presets": rows}, lines)
    return EXIT_DONE


def _lab(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    formula = _formula(args) or ""
    state = floor.state
    if args.in_event is not None:
        _, season = find_season(state, args.league, args.season)
        report = lab_on_event(state, formula, find_event(state, season, args.in_event))
    else:
        entries = args.entries if args.entries is not None else SAMPLE_ENTRIES
        buy_in = parse_money(args.buy_in, field="buy-in")
        report = lab_on_sample(formula, entries, args.players, buy_in)
    names = player_names(state) if args.in_event is not None else sample_names(report)
    view = LabView(report, names)
    lines = [
        f"{r.finish.places_text():>7}  {view.name(r.finish.player_id):<24} "
        + (format_points(r.points) if r.points is not None else f"-  ({out.say(r.problem_phrase)})")
        for r in report.rows
    ]
    lines += [f"! {out.say(w)}" for w in report.warnings]
    out.done(view.to_json(), lines)
    return EXIT_DONE


# ------------------------------------------------------------------ leagues and seasons
def _create(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    done = floor.execute(CreateLeague(args.name))
    league = floor.state.league.leagues[int(done.entries[0].data["league_id"])]
    return _done(out, done, {"league": {"id": league.id, "name": league.name}})


def _list(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    leagues = league_views(floor.state)
    lines: list[str | Phrase] = []
    season = translate(
        "cli.league_cmd",
        "    season {name}: {played} of {events} played · rules v{version}: {formula}",
    )
    closed = translate(
        "cli.league_cmd",
        "    season {name} (closed): {played} of {events} played · rules v{version}: {formula}",
    )
    for league in leagues:
        lines.append(f"#{league.league.id} {league.league.name}")
        lines += [
            (closed if s.season.closed else season).fill(
                name=s.season.name,
                played=s.played,
                events=_events(s.events),
                version=s.season.version,
                formula=formula_line(s.season.rules.formula),
            )
            for s in league.seasons
        ]
        venue = translate("cli.league_cmd", "    venue {name}")
        lines += [venue.fill(name=v.name) for v in league.venues]
    document = {"leagues": [league.to_json() for league in leagues]}
    out.done(document, lines or translate("cli.league_cmd", "No leagues yet."))
    return EXIT_DONE


def _events(count: int) -> Phrase:
    return counted(
        count,
        translate("cli.league_cmd", "{count} event"),
        translate("cli.league_cmd", "{count} events"),
    )


def _season_add(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    done = floor.execute(AddSeason(args.league, args.name, _rule_changes(args)))
    season = floor.state.league.seasons[int(done.entries[0].data["season_id"])]
    return _done(out, done, {"season": season_view(floor.state, season).to_json()})


def _season_close(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    return _done(out, floor.execute(CloseSeason(args.league, args.name, args.closed)))


def _shown(value: object) -> str | Phrase:
    """A rule's value as the director reads it: ``all`` for no limit, lists comma-separated."""
    if value is None:
        return translate("cli.league_cmd", "all")
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return f"{value:g}" if isinstance(value, float) else str(value)


def _rules(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    changes = _rule_changes(args)
    if changes:
        floor.execute(SetSeasonRules(args.league, args.season, changes))
    _, season = find_season(floor.state, args.league, args.season)
    rules = season.rules
    lines: list[str | Phrase] = [
        translate("cli.league_cmd", "Season {name}, rules version {version}:").fill(
            name=season.name, version=season.version
        )
    ]
    lines += [
        f"  {rule.name.replace('_', ' ')}: {out.say(_shown(getattr(rules, rule.name)))}"
        for rule in fields(rules)
    ]
    version = translate("cli.league_cmd", "  v{number} ({date}): {formula}")
    lines += [
        version.fill(number=v.number, date=v.at[:10], formula=v.rules.formula)
        for v in season.versions
    ]
    out.done({"season": season_view(floor.state, season).to_json()}, lines)
    return EXIT_DONE


def _venue(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    return _done(out, floor.execute(AddVenue(args.league, args.name, args.address)))


def _assign(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    command = AssignEvent(args.league, args.season, event_id, args.name, args.date, args.venue)
    done = floor.execute(command)
    event = floor.state.league.events[int(done.entries[0].data["league_event_id"])]
    return _done(out, done, {"event": league_event_view(floor.state, event).to_json()})


def _final(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    _, season = find_season(floor.state, args.league, args.season)
    return entries_done(floor, out, SeatQualifiers(event_id, season.id, args.top))


def _record(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    done = floor.execute(RecordLeaguePoints(args.league, event_id, args.season))
    recorded = next(e for e in done.entries if e.kind == LeagueResultsRecorded.kind)
    event = floor.state.league.events[int(recorded.data["league_event_id"])]
    view = league_event_view(floor.state, event)
    scores = view.scores
    lines = [done.label] + [
        f"  {s.score.places[0]:>4}  {s.player:<24} {format_points(s.score.points)}"
        + (f"  ({out.say(s.score.said_note())})" if s.score.note else "")
        for s in scores
    ]
    document = {"event": view.to_json(), "scores": [s.to_json() for s in scores]}
    out.done({**document, "done": done.label}, lines)
    return EXIT_DONE


def _adjust(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    points = _numbers(args.points, "points")[0]
    player_id = player_id_named(floor, args.player)
    command = AdjustPoints(args.league, args.season, player_id, points, args.reason)
    return _done(out, floor.execute(command))


# ------------------------------------------------------------------ standings
def _standings(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    view = standings_view(floor.state, args.league, args.season)
    lines: list[str | Phrase] = [
        translate("cli.league_cmd", "{league} · season {season} · {events} played").fill(
            league=view.league.name, season=view.season.name, events=_events(view.played)
        )
    ]
    standing = translate(
        "cli.league_cmd", "{rank}  {player} {points}  events {events} wins {wins} best {best}"
    )
    withheld = translate("cli.league_cmd", "{line}  ({points} withheld: dues not paid up)")
    for row in view.rows:
        rank = f"{row.rank}{'=' if row.tied else ''}"
        line = standing.fill(
            rank=f"{rank:>4}",
            player=f"{view.name(row.player_id):<28}",
            points=f"{format_points(row.total):>10}",
            events=f"{row.events:<3}",
            wins=f"{row.wins:<3}",
            best="-" if row.best is None else str(row.best),
        )
        if row.withheld:
            line = withheld.fill(line=line, points=format_points(row.withheld))
        lines.append(line)
    out.done(view.to_json(), lines)
    return EXIT_DONE


def _history(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    view = history_view(floor.state, args.league, args.season, player_id_named(floor, args.player))
    lines: list[str | Phrase] = [
        translate("cli.league_cmd", "{player} · season {season}").fill(
            player=view.player, season=view.season.name
        )
    ]
    counted_row = translate("cli.league_cmd", "  {date}  {event} place {place} {points}")
    not_counted = translate(
        "cli.league_cmd", "  {date}  {event} place {place} {points}  (not counted)"
    )
    for row in view.rows:
        lines.append(
            (counted_row if row.counted else not_counted).fill(
                date=row.event.date,
                event=f"{row.event.name:<24}",
                place=f"{row.score.places[0]:<4}",
                points=format_points(row.score.points),
            )
        )
    adjustment = translate("cli.league_cmd", "  adjustment {points}: {reason}")
    lines += [
        adjustment.fill(points=format_points(points), reason=reason)
        for points, reason in view.adjustments
    ]
    out.done(view.to_json(), lines)
    return EXIT_DONE


# ------------------------------------------------------------------ files
def _import(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    """``league import [NAME] FILE.csv``: NAME the league (as ``--league``)."""
    league, file = (args.league, args.first) if args.file is None else (args.first, args.file)
    if args.file is not None and args.league is not None and args.league != args.first:
        raise InvalidInput(
            translate("cli.league_cmd", "Name the league once: as NAME or as --league."),
            field="league",
        )
    path = Path(file)
    text = read_input_text(path)
    done = floor.execute(ImportLeagueResults(league, text, source=path.name))
    kinds = [e.kind for e in done.entries]
    added = sum(len(e.data["players"]) for e in done.entries if e.kind == PlayersAdded.kind)
    document = {
        "imported": {
            "events": kinds.count(LeagueResultsRecorded.kind),
            "seasons": kinds.count(SeasonAdded.kind),
            "venues": kinds.count(VenueAdded.kind),
            "players": added,
        }
    }
    return _done(out, done, document)


def _export(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    state = floor.state
    if args.what == "results":
        text = export_results(state, args.league, args.season)
    else:
        text = export_standings(state, args.league, args.season)
    path = Path(args.file)
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise InvalidInput(
            translate("cli.league_cmd", "Cannot write {path}: {reason}.").fill(
                path=path, reason=exc.strerror or exc
            ),
            field="file",
        ) from None
    rows = max(0, text.count("\n") - 1)
    said = translate("cli.league_cmd", "Wrote {rows} to {path}").fill(
        rows=nouns.rows(rows),
        path=str(path),
    )
    out.done({"written": str(path), "rows": rows}, said)
    return EXIT_DONE


def _scope(args: argparse.Namespace, floor: Floor) -> str:
    """The league's undo scope; a league whose creation was undone is found in the journal
    (the latest league acted on), so that redo can bring it back."""
    try:
        return league_scope(require_league(floor.state.league, args.league).id)
    except NotFound:
        scopes = [e.scope for e in floor.journal() if e.scope.startswith(league_scope(0)[:-1])]
        if args.league is None and scopes:
            return scopes[-1]
        raise


def _undo(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    done = floor.undo(_scope(args, floor), event_wide=args.event_wide)
    return taken_back(out, done, undone=True, floor=floor)


def _redo(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    done = floor.redo(_scope(args, floor), event_wide=args.event_wide)
    return taken_back(out, done, undone=False, floor=floor)
