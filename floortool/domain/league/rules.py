"""Domain layer: a season's points rules checked, and an event scored with them.

``check_rules`` refuses rules a season cannot run with (a formula that does
not read, an unknown choice, a negative count). ``score_event`` decides each
player's league points from one event's results:

1. each finish gets the formula's points (shared places: the mean), rounded
   to ``decimals`` (halves away from zero);
2. under ``unsigned = "forfeit"`` a finish with points that did not sign out
   gets none (house amendment A-16; the note says so);
3. a player with several entries (a re-entry event) gets the points of the
   first entry, of the best one, or of each added up (``entries``);
4. every player who played gets the attendance points;
5. under ``dues = "paid-up"`` a player the caller names as not paid up gets
   neither points nor attendance points (the note says why; ``withheld``
   keeps what they would have had).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import asdict, replace
from typing import Any

from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.phrase_data import phrase_data
from floortool.domain.kernel.phrase_lists import joined
from floortool.domain.kernel.phrases import Decimals, Phrase, counted, translate
from floortool.domain.league.points.compiler import Formula, compile_formula, round_half_away
from floortool.domain.league.points.errors import FormulaError
from floortool.domain.league.scoring import finish_points
from floortool.domain.league.seasons import (
    DUES_RULES,
    ENTRY_RULES,
    RANK_BY,
    TIE_BREAKS,
    UNSIGNED_RULES,
    PointsRules,
    Score,
)
from floortool.domain.results.finishes import EventResult, Finish

MAX_DECIMALS = 4
MAX_ATTENDANCE = 1_000_000.0


def _choice(value: str, choices: Mapping[str, Phrase], what: Phrase, key: str) -> None:
    if value not in choices:
        raise InvalidInput(
            translate(
                "domain.league.rules", "Unknown {what} '{value}'; choose one of: {choices}."
            ).fill(what=what, value=value, choices=", ".join(choices)),
            field=key,
        )


def check_rules(rules: PointsRules) -> PointsRules:
    """``rules`` if a season can run with them; refused with the reason otherwise."""
    compile_formula(rules.formula)
    if rules.best_of is not None and rules.best_of < 1:
        raise InvalidInput(
            translate("domain.league.rules", "Best N of M needs N of 1 or more."), field="best_of"
        )
    if not (math.isfinite(rules.attendance) and 0 <= rules.attendance <= MAX_ATTENDANCE):
        raise InvalidInput(
            translate("domain.league.rules", "Attendance points are 0 or more."), field="attendance"
        )
    _choice(rules.rank_by, RANK_BY, translate("domain.league.rules", "ranking"), "rank_by")
    if rules.min_events < 0:
        raise InvalidInput(
            translate("domain.league.rules", "The events needed for a ranking cannot be negative."),
            field="min_events",
        )
    for tie_break in rules.tie_breaks:
        _choice(tie_break, TIE_BREAKS, translate("domain.league.rules", "tie-break"), "tie_breaks")
    if len(set(rules.tie_breaks)) != len(rules.tie_breaks):
        raise InvalidInput(
            translate("domain.league.rules", "A tie-break is listed twice."), field="tie_breaks"
        )
    _choice(rules.entries, ENTRY_RULES, translate("domain.league.rules", "entry rule"), "entries")
    _choice(
        rules.unsigned,
        UNSIGNED_RULES,
        translate("domain.league.rules", "sign-out rule"),
        "unsigned",
    )
    _choice(rules.dues, DUES_RULES, translate("domain.league.rules", "dues rule"), "dues")
    if not 0 <= rules.decimals <= MAX_DECIMALS:
        raise InvalidInput(
            translate("domain.league.rules", "Points keep 0 to {max_decimals} decimals.").fill(
                max_decimals=MAX_DECIMALS
            ),
            field="decimals",
        )
    return rules


def changed_rules(rules: PointsRules, changes: Mapping[str, Any]) -> PointsRules:
    """``rules`` with ``changes`` (field name to value), checked."""
    unknown = set(changes) - set(PointsRules.__dataclass_fields__)
    if unknown:
        raise InvalidInput(
            translate("domain.league.rules", "Unknown points rule: {unknown}.").fill(
                unknown=", ".join(sorted(unknown))
            )
        )
    values = dict(changes)
    if "tie_breaks" in values:
        values["tie_breaks"] = tuple(values["tie_breaks"])
    if "formula" in values:
        values["formula"] = " ".join(str(values["formula"]).split())
    return check_rules(replace(rules, **values))


def rules_to_data(rules: PointsRules) -> dict[str, Any]:
    data = asdict(rules)
    data["tie_breaks"] = list(rules.tie_breaks)
    return data


def rules_from_data(data: Mapping[str, Any]) -> PointsRules:
    return PointsRules(**{**data, "tie_breaks": tuple(data["tie_breaks"])})


# ------------------------------------------------------------------ scoring
def score_event(
    rules: PointsRules, result: EventResult, unpaid: Mapping[int, Phrase] | None = None
) -> tuple[Score, ...]:
    """Each player's points from ``result`` under ``rules`` (best place first);
    ``unpaid``: the players whose dues were not paid up, with why (for ``dues``)."""
    formula = compile_formula(rules.formula)
    by_player: dict[int, list[tuple[Finish, float, Phrase | None]]] = {}
    for finish in result.finishes:
        points, note = _finish_score(formula, rules, result, finish)
        by_player.setdefault(finish.player_id, []).append((finish, points, note))
    scores = [_player_score(rules, player, scored) for player, scored in by_player.items()]
    if rules.dues == "paid-up" and unpaid:
        scores = [_withhold(s, unpaid[s.player_id]) if s.player_id in unpaid else s for s in scores]
    return tuple(sorted(scores, key=lambda s: (s.places, s.player_id)))


def _withhold(score: Score, why: Phrase) -> Score:
    """``score`` with its points taken away under the dues rule, saying so."""
    withheld = score.points + score.attendance
    note = translate(
        "domain.league.rules", "{why}: {points} points withheld (points need paid-up dues)"
    ).fill(why=why, points=Decimals(f"{withheld:g}"))
    earlier = score.said_note()
    return noted(
        replace(score, points=0.0, attendance=0.0, withheld=withheld),
        [earlier, note] if earlier else [note],
    )


def noted(score: Score, parts: Sequence[Phrase | str]) -> Score:
    """``score`` with the note ``parts`` (joined by ``; ``), in English and as a phrase."""
    note = joined(parts)
    if isinstance(note, str):
        return replace(score, note=note, note_words=None)
    return replace(score, note=str(note), note_words=phrase_data(note))


def _finish_score(
    formula: Formula, rules: PointsRules, result: EventResult, finish: Finish
) -> tuple[float, Phrase | None]:
    try:
        raw = finish_points(formula, result, finish)
    except FormulaError as exc:
        raise FloorError(
            translate(
                "domain.league.rules",
                "The season's formula cannot score place {finish}: {problem}.",
            ).fill(finish=finish.places_text(), problem=exc.problem_phrase),
            code="formula_domain",
        ) from None
    points = round_half_away(raw, rules.decimals)
    if rules.unsigned == "forfeit" and points > 0 and not finish.signed_out:
        return 0.0, translate(
            "domain.league.rules", "did not sign out: {points} points forfeited (A-16)"
        ).fill(points=Decimals(f"{points:g}"))
    return points, None


def _player_score(
    rules: PointsRules, player: int, scored: list[tuple[Finish, float, Phrase | None]]
) -> Score:
    scored.sort(key=lambda item: item[0].entry_number)
    if len(scored) == 1:
        finish, points, note = scored[0]
        return noted(Score(player, finish.places, points, rules.attendance), [note] if note else [])
    forfeits: list[Phrase | str] = [
        translate("domain.league.rules", "entry {entry} {note}").fill(
            entry=f.entry_number, note=note
        )
        for f, _, note in scored
        if note
    ]
    entries = counted(
        len(scored),
        translate("domain.league.rules", "{count} entry"),
        translate("domain.league.rules", "{count} entries"),
    )
    if rules.entries == "each":
        places = min(f.places for f, _, _ in scored)
        points = round_half_away(sum(p for _, p, _ in scored), rules.decimals)
        head = translate("domain.league.rules", "{entries} added up").fill(entries=entries)
    else:
        chosen = scored[0] if rules.entries == "first" else max(scored, key=lambda s: s[1])
        places, points = chosen[0].places, chosen[1]
        which = (
            translate("domain.league.rules", "first of {entries} counts (entry {entry})")
            if rules.entries == "first"
            else translate("domain.league.rules", "best of {entries} counts (entry {entry})")
        )
        head = which.fill(entries=entries, entry=chosen[0].entry_number)
    return noted(Score(player, places, points, rules.attendance), [head, *forfeits])
