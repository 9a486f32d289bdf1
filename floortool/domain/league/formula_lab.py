"""Domain layer: the formula lab: a formula tried on an event's results, with warnings.

``run_lab`` gives every finish's points (or why it has none) best place
first, and warns about what a league usually does not want:

- places the formula cannot score (a square root of a negative number ...);
- negative points;
- different places getting the same points (a tie the places do not have;
  places *shared* on one hand are not a tie);
- points that rise from one place to the next worse one;
- entries taken for players or players for entries: in an event where
  players re-entered (n entries from fewer players) a formula using ``n``
  rewards re-entries with more points for everyone, one using ``players``
  does not; each is said when the formula uses only one of them.

``sample_result`` is a made-up field to try a formula on before any event
has results.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from floortool.domain.kernel.phrases import Decimals, Phrase, counted, translate
from floortool.domain.league.points.compiler import Formula
from floortool.domain.league.points.errors import FormulaError
from floortool.domain.league.scoring import finish_points, format_points
from floortool.domain.results.finishes import EventResult, Finish, ordered

LISTED = 3  # examples given in one warning
_SAME = 1e-9


@dataclass(frozen=True)
class LabRow:
    """One finish and its points, or the problem that left it without."""

    finish: Finish
    points: float | None
    problem: str = ""  # English (the ``--json`` ``problem``)
    problem_phrase: Phrase | str = ""  # the problem, to say in the reader's language


@dataclass(frozen=True)
class LabReport:
    formula: str
    result: EventResult
    rows: tuple[LabRow, ...]
    warnings: tuple[Phrase, ...]  # English when made a ``str`` (the ``--json`` ``warnings``)


def run_lab(formula: Formula, result: EventResult) -> LabReport:
    """``formula`` applied to every finish of ``result``, with the warnings."""
    rows: list[LabRow] = []
    for finish in ordered(result):
        try:
            rows.append(LabRow(finish, finish_points(formula, result, finish)))
        except FormulaError as exc:
            rows.append(LabRow(finish, None, exc.problem, exc.problem_phrase))
    warnings = [
        *_problems(rows),
        *_negative(rows),
        *_ties(rows),
        *_rising(rows),
        *_field(formula, result),
    ]
    return LabReport(formula.text, result, tuple(rows), tuple(warnings))


def _places(rows: list[LabRow]) -> Phrase | str:
    shown = ", ".join(row.finish.places_text() for row in rows[:LISTED])
    more = len(rows) - LISTED
    if more <= 0:
        return shown
    return translate("domain.league.formula_lab", "{places} and {more} more").fill(
        places=shown, more=more
    )


def _points(points: float) -> Decimals:
    """Points as the lab shows them (``format_points``), in the reader's number style."""
    return Decimals(format_points(points))


def _problems(rows: list[LabRow]) -> list[Phrase]:
    failed = [row for row in rows if row.points is None]
    if not failed:
        return []
    return [
        translate("domain.league.formula_lab", "No points for place {places}: {problem}.").fill(
            places=_places(failed), problem=failed[0].problem_phrase
        )
    ]


def _negative(rows: list[LabRow]) -> list[Phrase]:
    below = [row for row in rows if row.points is not None and row.points < 0]
    if not below:
        return []
    lowest = min(row.points for row in below if row.points is not None)
    return [
        translate(
            "domain.league.formula_lab", "Negative points for place {places} (lowest {lowest})."
        ).fill(places=_places(below), lowest=_points(lowest))
    ]


def _scored(rows: list[LabRow]) -> list[tuple[LabRow, float]]:
    return [(row, row.points) for row in rows if row.points is not None]


def _ties(rows: list[LabRow]) -> list[Phrase]:
    runs: list[list[tuple[LabRow, float]]] = []
    for row, points in _scored(rows):
        if runs and math.isclose(runs[-1][-1][1], points, abs_tol=_SAME):
            runs[-1].append((row, points))
        else:
            runs.append([(row, points)])
    tied = [run for run in runs if len({row.finish.places for row, _ in run}) > 1]
    warnings = []
    for run in tied[:LISTED]:
        best, worst = run[0][0].finish, run[-1][0].finish
        warnings.append(
            translate(
                "domain.league.formula_lab", "Places {first} to {last} all get {points} points."
            ).fill(first=best.places[0], last=worst.places[-1], points=_points(run[0][1]))
        )
    if len(tied) > LISTED:
        warnings.append(
            translate(
                "domain.league.formula_lab", "... and {more} more runs of places with equal points."
            ).fill(more=len(tied) - LISTED)
        )
    return warnings


def _rising(rows: list[LabRow]) -> list[Phrase]:
    scored = _scored(rows)
    rises = [
        (better, worse)
        for better, worse in itertools.pairwise(scored)
        if worse[1] > better[1] + _SAME and worse[0].finish.places != better[0].finish.places
    ]
    if not rises:
        return []
    (better, high), (worse, higher) = rises[0]
    fields = {
        "worse": worse.finish.places_text(),
        "higher": _points(higher),
        "better": better.finish.places_text(),
        "high": _points(high),
        "more": len(rises) - 1,
    }
    if fields["more"]:
        return [
            translate(
                "domain.league.formula_lab",
                "Points rise with a worse place: place {worse} gets {higher}, place {better} "
                "{high} ({more} more like it).",
            ).fill(**fields)
        ]
    return [
        translate(
            "domain.league.formula_lab",
            "Points rise with a worse place: place {worse} gets {higher}, place {better} {high}.",
        ).fill(**fields)
    ]


def _field(formula: Formula, result: EventResult) -> list[Phrase]:
    n, players = result.entries, result.players
    if n == players:
        return []
    field = translate("domain.league.formula_lab", "{entries} from {players}").fill(
        entries=counted(
            n,
            translate("domain.league.formula_lab", "{count} entry"),
            translate("domain.league.formula_lab", "{count} entries"),
        ),
        players=counted(
            players,
            translate("domain.league.formula_lab", "{count} player"),
            translate("domain.league.formula_lab", "{count} players"),
        ),
    )
    uses_n, uses_players = "n" in formula.variables, "players" in formula.variables
    if uses_n and not uses_players:
        text = translate(
            "domain.league.formula_lab",
            "{field}: the formula counts entries (n), so every re-entry raises everyone's "
            "points; use players to count each player once.",
        )
    elif uses_players and not uses_n:
        text = translate(
            "domain.league.formula_lab",
            "{field}: the formula counts players, so re-entries do not raise the points; "
            "n counts every entry.",
        )
    else:
        return []
    return [text.fill(field=field)]


def sample_result(entries: int, players: int | None = None, buy_in: int = 0) -> EventResult:
    """A made-up event: ``entries`` places from ``players`` players (default: one
    entry each; the others re-entered), one place paid in seven, no prizes, hits
    or bounties recorded."""
    count = entries if players is None else players
    finishes = tuple(
        Finish(
            player_id=(place - 1) % count + 1,
            places=(place,),
            entry_number=(place - 1) // count + 1,
        )
        for place in range(1, entries + 1)
    )
    return EventResult(
        entries=entries,
        players=count,
        buy_in=buy_in,
        itm=max(1, entries // 7),
        finishes=finishes,
    )
