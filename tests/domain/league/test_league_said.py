"""The league's notes, rules line and formula-lab warnings said in the reader's language.

Issue 30: "Ship German, French and Spanish beside English [...] numbers and
money per locale." A score's note is kept in the journal as English and as a
phrase's data, so the League page says it in its reader's language later; a
score recorded before notes were kept so shows its English. House amendment
A-16 as the rules write it: "no points for that event (house amendment A-16);
attendance points stay".
"""

from __future__ import annotations

import json
from datetime import date

from floortool.app.languages import catalogue
from floortool.app.views.league import rules_text
from floortool.domain.league.decisions import unpaid_players
from floortool.domain.league.formula_lab import run_lab, sample_result
from floortool.domain.league.points.compiler import compile_formula
from floortool.domain.league.rules import score_event
from floortool.domain.league.seasons import (
    LeagueEvent,
    PointsRules,
    RulesVersion,
    Score,
    Season,
)
from floortool.domain.players.records import Player
from floortool.domain.results.finishes import EventResult, Finish

GERMAN = catalogue("de")


def _result() -> EventResult:
    finishes = (
        Finish(1, (1,)),
        Finish(2, (2,), signed_out=False),
        Finish(2, (3,), entry_number=2),
        Finish(3, (4,)),
    )
    return EventResult(entries=4, players=3, buy_in=2000, itm=2, finishes=finishes)


def test_a_standings_note_is_said_in_german_and_read_back_from_the_journal() -> None:
    rules = PointsRules(formula="table(r, 10, 5.5, 2)", unsigned="forfeit", entries="best")
    scores = {s.player_id: s for s in score_event(rules, _result())}
    note = scores[2]
    assert note.note == (
        "best of 2 entries counts (entry 2); entry 1 did not sign out: 5.5 points forfeited (A-16)"
    )
    stored = json.loads(json.dumps(vars(note)))  # as the journal keeps it
    kept = Score(**{**stored, "places": tuple(stored["places"])})
    assert GERMAN.say(kept.said_note()) == (
        "der beste von 2 Entries zählt (Entry 2); "
        "Entry 1 nicht abgemeldet: 5,5 Punkte verfallen (A-16)"
    )


def test_an_old_score_without_a_kept_note_shows_its_english() -> None:
    old = Score(player_id=1, places=(1,), points=10.0, note="points as imported")
    assert GERMAN.say(old.said_note()) == "points as imported"


def test_dues_withheld_say_why_in_german() -> None:
    event = LeagueEvent(id=1, season_id=1, name="Week 1", date="2026-03-01")
    players = {
        1: Player(1, "Ann", dues_until="2026-01-31"),
        2: Player(2, "Bob"),
        3: Player(3, "Cy", dues_until="2026-12-31"),
    }
    unpaid = unpaid_players(event, _result(), players)
    assert date.fromisoformat(event.date) > date(2026, 1, 31)
    rules = PointsRules(formula="table(r, 10, 5.5, 2)", dues="paid-up")
    scores = {s.player_id: s for s in score_event(rules, _result(), unpaid)}
    assert scores[1].note == (
        "dues paid until 2026-01-31: 10 points withheld (points need paid-up dues)"
    )
    assert GERMAN.say(scores[1].said_note()) == (
        "Beitrag bezahlt bis 2026-01-31: 10 Punkte einbehalten (Punkte nur mit bezahltem Beitrag)"
    )


def test_a_season_rule_line_is_said_in_german() -> None:
    rules = PointsRules(
        formula="10*sqrt(n)/sqrt(r)",
        best_of=8,
        attendance=1.5,
        rank_by="average",
        min_events=3,
        unsigned="forfeit",
    )
    season = Season(1, 1, "Spring", (RulesVersion(2, rules, "2026-01-01T00:00:00Z"),))
    line = rules_text(season)
    assert str(line) == (
        "rules v2: Square root (10*sqrt(n)/sqrt(r))  \u00b7  best 8  \u00b7  attendance 1.5"
        "  \u00b7  ranked by average (from 3 events)  \u00b7  first entry"
        "  \u00b7  no sign-out, no points (A-16)"
    )
    assert GERMAN.say(line) == (
        "Regeln v2: Quadratwurzel (10*sqrt(n)/sqrt(r))  \u00b7  beste 8  \u00b7  Teilnahme 1,5"
        "  \u00b7  nach Schnitt gewertet (ab 3 Turnieren)  \u00b7  erster Entry"
        "  \u00b7  ohne Abmeldung keine Punkte (A-16)"
    )


def test_a_formula_lab_warning_is_said_in_german() -> None:
    report = run_lab(compile_formula("n - r + 1"), sample_result(12, players=9))
    assert str(report.warnings[-1]).startswith("12 entries from 9 players: the formula counts")
    assert GERMAN.say(report.warnings[-1]) == (
        "12 Entries von 9 Spielern: Die Formel zählt Entries (n), also erhöht jeder Re-Entry "
        "die Punkte aller; nehmen Sie players, um jeden Spieler einmal zu zählen."
    )
    tied = run_lab(compile_formula("table(r, 10, 2.5, 2.5)"), sample_result(5))
    assert GERMAN.say(tied.warnings[0]) == "Die Plätze 2 bis 3 bekommen alle 2,5 Punkte."
