"""Domain: leagues — scoring an event under a season's rules (entry rule, sign-outs
under house A-16, shared places, attendance, rounding), versioned rules that
never change points already recorded, standings (total, best N of M, average,
tie-breaks, shared ranks), a player's history, points over the season, the
formula lab's warnings, and the results contract."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.journal import DomainEvent
from floortool.domain.league.decisions import (
    decide_add_event,
    decide_add_season,
    decide_adjust,
    decide_close_season,
    decide_create_league,
    decide_record_results,
    decide_set_rules,
)
from floortool.domain.league.formula_lab import run_lab, sample_result
from floortool.domain.league.points.compiler import compile_formula
from floortool.domain.league.rules import changed_rules, score_event
from floortool.domain.league.seasons import PointsRules, Score, require_league, require_season
from floortool.domain.league.standings import (
    player_history,
    season_progress,
    season_standings,
)
from floortool.domain.players.records import clean_fields, decide_add_players
from floortool.domain.results.finishes import EventResult, Finish, check_result

NOW = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)
NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")


def field(*finishes: Finish, n: int | None = None, players: int | None = None) -> EventResult:
    count = n if n is not None else len(finishes)
    distinct = len({f.player_id for f in finishes})
    return EventResult(
        entries=count,
        players=players if players is not None else distinct,
        buy_in=2000,
        itm=2,
        finishes=tuple(finishes),
    )


def finishing(*player_ids: int) -> EventResult:
    """Player ``player_ids[0]`` wins, the next is 2nd ... (one entry each)."""
    return field(*(Finish(p, (place,)) for place, p in enumerate(player_ids, start=1)))


class League:
    """A state with players, one league and a season, driven by the domain's decisions."""

    def __init__(self, **rules: object) -> None:
        self.state = FloorState()
        self.apply(decide_add_players(self.state.players, [clean_fields(n) for n in NAMES]))
        self.apply(decide_create_league(self.state.league, "Tuesday", now=NOW))
        self.league = require_league(self.state.league, None)
        self.add_season("2026", **rules)

    def apply(self, *events: DomainEvent) -> None:
        for event in events:
            event.apply(self.state)

    def add_season(self, name: str, **rules: object) -> None:
        self.apply(decide_add_season(self.state.league, self.league, name, changes=rules, now=NOW))

    @property
    def season(self):  # type: ignore[no-untyped-def]
        return require_season(self.state.league, self.league, None)

    def play(self, result: EventResult, day: str = "2026-03-01", name: str | None = None) -> int:
        league = self.state.league
        name = name or f"Week {len(league.events) + 1}"
        added = decide_add_event(league, self.season, name, day=day)
        self.apply(added)
        event = league.events[added.league_event_id]
        self.apply(decide_record_results(league, event, result, players=self.state.players))
        return event.id

    def standings(self) -> list[tuple[int, bool, int, float]]:
        rows = season_standings(self.state.league, self.season.id)
        return [(r.rank, r.tied, r.player_id, r.total) for r in rows]


# ------------------------------------------------------------------ the results contract
def test_check_result_accepts_shared_places_and_refuses_holes() -> None:
    check_result(field(Finish(1, (1,)), Finish(2, (2, 3)), Finish(3, (2, 3))))
    with pytest.raises(InvalidInput, match="Place 2-3 is held by 1 finishes"):
        check_result(field(Finish(1, (1,)), Finish(2, (2, 3)), n=3))
    with pytest.raises(InvalidInput, match="Place 2 is held by 2 finishes; it should be 1"):
        check_result(field(Finish(1, (1,)), Finish(2, (2,)), Finish(3, (2,))))
    with pytest.raises(InvalidInput, match="Place 3 is held twice"):
        check_result(field(Finish(1, (2, 3)), Finish(2, (2, 3)), Finish(3, (3,)), n=4))
    with pytest.raises(InvalidInput, match="outside 1 to 2"):
        check_result(field(Finish(1, (1,)), Finish(2, (3,))))
    with pytest.raises(InvalidInput, match="finished twice"):
        check_result(field(Finish(1, (1,)), Finish(1, (2,)), players=1))
    check_result(field(Finish(1, (1,)), Finish(2, (2,)), n=30))  # only the top places listed


# ------------------------------------------------------------------ scoring one event
def test_linear_points_and_shared_places_average() -> None:
    rules = PointsRules(formula="n - r + 1")
    scores = score_event(rules, field(Finish(1, (1,)), Finish(2, (2, 3)), Finish(3, (2, 3))))
    assert [(s.player_id, s.points) for s in scores] == [(1, 3.0), (2, 1.5), (3, 1.5)]


def test_points_are_rounded_half_away_from_zero() -> None:
    rules = PointsRules(formula="10*sqrt(n)/sqrt(r)", decimals=2)
    scores = score_event(rules, finishing(1, 2, 3, 4, 5))
    assert scores[0].points == 22.36  # 22.3606...
    assert score_event(PointsRules(formula="r / 8", decimals=2), finishing(1))[0].points == 0.13


@pytest.mark.parametrize(
    ("rule", "points", "places", "note"),
    [
        ("first", 4.0, (2,), "first of 2 entries counts (entry 1)"),
        ("best", 5.0, (1,), "best of 2 entries counts (entry 2)"),
        ("each", 9.0, (1,), "2 entries added up"),
    ],
)
def test_which_entry_earns_points(
    rule: str, points: float, places: tuple[int, ...], note: str
) -> None:
    result = field(
        Finish(1, (2,), entry_number=1),
        Finish(1, (1,), entry_number=2),
        Finish(2, (3,)),
        Finish(3, (4,)),
        Finish(4, (5,)),
        players=4,
    )
    scores = {s.player_id: s for s in score_event(PointsRules(entries=rule), result)}
    assert (scores[1].points, scores[1].places, scores[1].note) == (points, places, note)
    assert scores[2].points == 3.0


def test_house_a16_no_sign_out_forfeits_points_in_the_points() -> None:
    result = field(
        Finish(1, (1,)), Finish(2, (2,), signed_out=False), Finish(3, (3,), signed_out=False)
    )
    rules = PointsRules(formula="table(r, 10, 5)", attendance=1, unsigned="forfeit")
    scores = {s.player_id: s for s in score_event(rules, result)}
    assert scores[2].points == 0 and "did not sign out" in scores[2].note
    assert scores[2].attendance == 1  # attendance stays
    assert scores[3].points == 0 and scores[3].note == ""  # not in the points: nothing lost
    kept = {s.player_id: s for s in score_event(PointsRules(formula="table(r, 10, 5)"), result)}
    assert kept[2].points == 5


def test_a_formula_that_cannot_score_a_place_is_refused() -> None:
    with pytest.raises(FloorError) as info:
        score_event(PointsRules(formula="sqrt(2 - r)"), finishing(1, 2, 3))
    assert info.value.code == "formula_domain"
    assert "place 3" in info.value.message


def test_rules_are_checked() -> None:
    rules = PointsRules()
    for changes, match in [
        ({"formula": "n +"}, "ends too soon"),
        ({"best_of": 0}, "Best N"),
        ({"attendance": -1}, "Attendance"),
        ({"tie_breaks": ["wins", "luck"]}, "Unknown tie-break 'luck'"),
        ({"tie_breaks": ["wins", "wins"]}, "twice"),
        ({"entries": "last"}, "Unknown entry rule"),
        ({"unsigned": "maybe"}, "Unknown sign-out rule"),
        ({"rank_by": "luck"}, "Unknown ranking"),
        ({"decimals": 9}, "decimals"),
        ({"colour": "red"}, "Unknown points rule"),
    ]:
        with pytest.raises(InvalidInput, match=match):
            changed_rules(rules, changes)


# ------------------------------------------------------------------ versions
def test_changing_the_formula_never_changes_points_already_recorded() -> None:
    league = League(formula="n - r + 1")
    first = league.play(finishing(1, 2, 3))
    before = league.standings()
    league.apply(decide_set_rules(league.season, {"formula": "100"}, now=NOW))
    assert league.season.version == 2
    assert league.standings() == before  # week 1 keeps version 1
    second = league.play(finishing(3, 2, 1))
    events = league.state.league.events
    assert (events[first].version, events[second].version) == (1, 2)
    assert [s.points for s in events[second].scores] == [100.0, 100.0, 100.0]
    # Recording week 1 again (a correction) keeps the version it was first scored with.
    again = decide_record_results(
        league.state.league, events[first], finishing(2, 1, 3), players=league.state.players
    )
    assert again.version == 1
    league.apply(again)
    assert {s.player_id: s.points for s in events[first].scores} == {2: 3.0, 1: 2.0, 3: 1.0}


def test_another_season_and_closing_leave_a_season_alone() -> None:
    league = League()
    league.play(finishing(1, 2, 3))
    old = league.season
    before = league.standings()
    league.add_season("2027", formula="1000")
    league.apply(decide_set_rules(league.season, {"best_of": 1}, now=NOW))
    league.play(finishing(3, 2, 1), day="2027-01-05")
    league.apply(decide_close_season(league.season, closed=True))
    rows = season_standings(league.state.league, old.id)
    assert [(r.rank, r.tied, r.player_id, r.total) for r in rows] == before
    assert league.state.league.seasons[old.id].rules.formula == "n - r + 1"  # copied, not shared


def test_a_closed_season_refuses_changes() -> None:
    league = League()
    league.apply(decide_close_season(league.season, closed=True))
    season = league.season
    for attempt in (
        lambda: decide_set_rules(season, {"best_of": 3}, now=NOW),
        lambda: decide_add_event(league.state.league, season, "Week 9", day="2026-04-01"),
        lambda: decide_adjust(
            league.state.league, season, league.state.players[1], 5, "late", now=NOW
        ),
    ):
        with pytest.raises(InvalidInput) as info:
            attempt()
        assert info.value.code == "season_closed"
    with pytest.raises(InvalidInput, match="already closed"):
        decide_close_season(season, closed=True)


def test_new_season_starts_with_the_latest_rules() -> None:
    league = League(formula="10*sqrt(n)/sqrt(r)", best_of=8)
    league.add_season("2027")
    assert league.season.rules.formula == "10*sqrt(n)/sqrt(r)"
    assert league.season.rules.best_of == 8
    with pytest.raises(InvalidInput, match="already has a season called 2027"):
        league.add_season(" 2027 ")


# ------------------------------------------------------------------ standings
def test_total_with_shared_ranks_listed_by_name() -> None:
    league = League()
    league.play(finishing(1, 2, 3, 4))
    league.play(finishing(2, 1, 4, 3))
    rows = season_standings(
        league.state.league, league.season.id, names={i + 1: n for i, n in enumerate(NAMES)}
    )
    assert [(r.rank, r.tied, r.player_id, r.total, r.wins) for r in rows] == [
        (1, True, 1, 7.0, 1),
        (1, True, 2, 7.0, 1),
        (3, True, 3, 3.0, 0),
        (3, True, 4, 3.0, 0),
    ]


def test_best_n_of_m_attendance_and_adjustments() -> None:
    league = League(best_of=2, attendance=1)
    league.play(finishing(1, 2, 3))  # Ann 3
    league.play(finishing(2, 3, 1))  # Ann 1
    league.play(finishing(1, 3, 2))  # Ann 3
    league.apply(
        decide_adjust(
            league.state.league, league.season, league.state.players[1], -2, "late", now=NOW
        )
    )
    ann = next(
        r for r in season_standings(league.state.league, league.season.id) if r.player_id == 1
    )
    assert (ann.points, ann.attendance, ann.adjustments, ann.total) == (6.0, 3.0, -2.0, 7.0)
    assert (ann.events, ann.counted, ann.average) == (3, 2, pytest.approx(7 / 3))
    history = player_history(league.state.league, league.season.id, 1)
    assert [h.counted for h in history] == [True, False, True]


@pytest.mark.parametrize(
    ("tie_breaks", "expected"),
    [
        (["wins"], [(1, 1), (1, 4), (3, 2), (3, 3)]),
        (["events"], [(1, 2), (1, 3), (3, 1), (3, 4)]),
        (["events", "best-finish"], [(1, 2), (2, 3), (3, 1), (3, 4)]),
        (["best-finish"], [(1, 1), (1, 4), (3, 2), (4, 3)]),
        (["countback"], [(1, 1), (1, 4), (3, 2), (4, 3)]),
        (["fewer-events", "best-finish"], [(1, 1), (1, 4), (3, 2), (4, 3)]),
        ([], [(1, 1), (1, 2), (1, 3), (1, 4)]),
    ],
)
def test_tie_breaks_in_the_order_given(
    tie_breaks: list[str], expected: list[tuple[int, int]]
) -> None:
    # Everyone ends on 10: Ann and Di won once (one event each); Bob was 2nd twice,
    # Cy 3rd twice.
    league = League(formula="table(r, 10, 5, 5)", tie_breaks=tie_breaks)
    league.play(finishing(1, 2, 3))
    league.play(finishing(4, 2, 3))
    rows = season_standings(league.state.league, league.season.id)
    assert {r.total for r in rows} == {10.0}
    assert [(r.rank, r.player_id) for r in rows] == expected
    assert [r.tied for r in rows] == [
        sum(1 for rank, _ in expected if rank == r.rank) > 1 for r in rows
    ]


def test_average_ranking_puts_the_unqualified_last() -> None:
    league = League(rank_by="average", min_events=2)
    league.play(finishing(1, 2, 3))
    league.play(finishing(1, 2))
    rows = season_standings(league.state.league, league.season.id)
    assert [(r.player_id, r.qualified) for r in rows] == [(1, True), (2, True), (3, False)]
    assert rows[0].average == 2.5


def test_progress_follows_the_season() -> None:
    league = League(best_of=1)
    league.play(finishing(1, 2), day="2026-03-01")
    league.play(finishing(1, 2), day="2026-03-08")
    progress = season_progress(league.state.league, league.season.id, [1, 2])
    assert progress == {1: (2.0, 2.0), 2: (1.0, 1.0)}


@given(st.lists(st.permutations(range(1, 6)), min_size=1, max_size=6))
def test_standings_total_is_the_sum_of_points(orders: list[list[int]]) -> None:
    league = League(attendance=0.5)
    for week, order in enumerate(orders):
        league.play(finishing(*order), day=f"2026-03-{week + 1:02d}")
    rows = season_standings(league.state.league, league.season.id)
    events = league.state.league.events.values()
    for row in rows:
        earned = sum(
            s.points + s.attendance
            for e in events
            for s in e.scores
            if s.player_id == row.player_id
        )
        assert row.total == pytest.approx(earned)
    ranks = [r.rank for r in rows]
    assert ranks == sorted(ranks) and ranks[0] == 1
    totals = [r.total for r in rows]
    assert totals == sorted(totals, reverse=True)


# ------------------------------------------------------------------ the formula lab
def test_lab_warnings() -> None:
    result = sample_result(12, players=9)
    report = run_lab(compile_formula("table(r, 10, 5) - if(r = 4, 1, 0) + if(r = 6, 3, 0)"), result)
    text = " | ".join(str(w) for w in report.warnings)
    assert "Negative points for place 4 (lowest -1)" in text
    assert "Places 3 to 3" not in text
    assert "Places 7 to 12 all get 0 points" in text
    assert "Points rise with a worse place: place 5 gets 0, place 4 -1 (1 more like it)." in text
    assert "12 entries from 9 players" not in text  # the formula uses neither n nor players
    uses_n = run_lab(compile_formula("n - r + 1"), result)
    assert tuple(str(w) for w in uses_n.warnings) == (
        (
            "12 entries from 9 players: the formula counts entries (n), so every re-entry "
            "raises everyone's points; use players to count each player once."
        ),
    )
    uses_players = run_lab(compile_formula("players - r + 1"), result)
    assert "the formula counts players" in str(uses_players.warnings[-1])
    assert "Negative points" in " ".join(str(w) for w in uses_players.warnings)  # 9 - 12 + 1


def test_lab_reports_places_it_cannot_score() -> None:
    report = run_lab(compile_formula("10 / (r - 3)"), sample_result(5))
    assert [row.points for row in report.rows][2] is None
    assert str(report.warnings[0]) == "No points for place 3: Division by zero (10 / 0)."


def test_lab_shared_places_are_not_a_tie() -> None:
    result = field(Finish(1, (1,)), Finish(2, (2, 3)), Finish(3, (2, 3)))
    assert run_lab(compile_formula("n - r + 1"), result).warnings == ()


def test_score_is_recorded_as_data() -> None:
    score = Score(player_id=1, places=(2, 3), points=1.5)
    assert score.attendance == 0.0 and score.note == ""
