"""Recording rulings in the incident log: the random pick drawn once, undo and
redo, a reopened database, searching, and refusals that write nothing."""

from __future__ import annotations

import random

import pytest
from tests.support import FakeClock

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.rulings import RecordRuling
from floortool.app.floor import Floor
from floortool.app.rulings import ruling_log
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.tournament.event import settings_for


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Floor:
    floor = Floor.open(db_url, operator="td", clock=clock, rng=random.Random(3))
    floor.execute(CreateEvent(settings_for(name="Tuesday League", rulebook="roberts-v6-league")))
    return floor


def event(floor: Floor) -> int:
    event_id = floor.current_event_id()
    assert event_id is not None
    return event_id


def test_a_recorded_ruling_keeps_what_was_ruled_and_who_ruled_it(
    floor: Floor, clock: FakeClock
) -> None:
    done = floor.execute(
        RecordRuling(
            event(floor),
            "premature-turn",
            {},
            director="Dana",
            table=4,
            hand=37,
            players=(" Ann  Lee ", "Bo"),
            notes="Dealer turned early while seat 6 was thinking.",
        )
    )
    assert done.label == "Ruling: Premature turn, table 4"
    (record,) = ruling_log(floor.state, event(floor))
    assert record.id == done.group
    assert (record.rulebook, record.ftr_mode, record.remedy) == (
        "roberts-v6-league",
        "none",
        "a18-reshuffle-rebet",
    )
    assert record.citations[0] == {
        "book": "House",
        "ref": "A-18",
        "title": "Card turned before betting is complete",
    }
    assert (record.table, record.hand, record.players) == (4, 37, ("Ann Lee", "Bo"))
    assert record.director == "Dana"
    assert record.at == clock().isoformat()
    assert record.pick is None


def test_the_random_pick_is_drawn_once_and_recorded(db_url: str, floor: Floor) -> None:
    floor.execute(
        RecordRuling(event(floor), "four-card-flop", {}, director="Dana", rulebook="tda-2024")
    )
    (record,) = ruling_log(floor.state, event(floor))
    assert record.pick is not None
    assert record.pick["count"] == 4 and 1 <= record.pick["picked"] <= 4
    assert f"card {record.pick['picked']} from the left" in record.pick["text"]
    reopened = Floor.open(db_url, operator="other", rng=random.Random(99))
    assert ruling_log(reopened.state, event(floor))[0].pick == record.pick
    reopened.close()


def test_recording_is_undone_and_redone(floor: Floor) -> None:
    floor.execute(
        RecordRuling(
            event(floor),
            "action-out-of-turn",
            {"oot_action": "check"},
            director="Dana",
            players=("Cy",),
        )
    )
    scope = event_scope(event(floor))
    assert floor.undo_label(scope) == "Ruling: Action out of turn"
    floor.undo(scope)
    assert ruling_log(floor.state, event(floor)) == []
    floor.redo(scope)
    assert [r.remedy for r in ruling_log(floor.state, event(floor))] == ["oot-check-no-raise"]


def test_the_log_is_searched_by_any_words_newest_first(floor: Floor, clock: FakeClock) -> None:
    floor.execute(
        RecordRuling(
            event(floor), "four-card-flop", {}, director="Dana", table=2, players=("Émile",)
        )
    )
    clock.advance(60)
    floor.execute(
        RecordRuling(
            event(floor),
            "clock-called",
            {"facing_bet": "yes"},
            director="Dana",
            table=5,
            notes="Second clock tonight",
        )
    )
    log = ruling_log(floor.state, event(floor))
    assert [r.situation for r in log] == ["clock-called", "four-card-flop"]
    assert [r.situation for r in ruling_log(floor.state, event(floor), "emile")] == [
        "four-card-flop"
    ]
    assert [r.situation for r in ruling_log(floor.state, event(floor), "NL 12 table 5")] == [
        "clock-called"
    ]
    assert [r.situation for r in ruling_log(floor.state, event(floor), "hold'em 3")] == [
        "four-card-flop"
    ]
    assert ruling_log(floor.state, event(floor), "second clock table 2") == []


def test_the_event_type_brings_the_ftr_layer(floor: Floor) -> None:
    floor.execute(CreateEvent(settings_for(name="FTRA Friday", type_text="NLH FTRA")))
    floor.execute(
        RecordRuling(
            event(floor),
            "ftr-card-on-board",
            {"hand_ended_early": "no", "river_done": "yes"},
            director="Dana",
        )
    )
    (record,) = ruling_log(floor.state, event(floor))
    assert (record.rulebook, record.ftr_mode, record.remedy) == (
        "tda-2024",
        "ftra",
        "replace-then-bet",
    )


@pytest.mark.parametrize(
    ("situation", "answers", "extra", "code"),
    [
        ("no-such-thing", {}, {}, "unknown_situation"),
        ("clock-called", {}, {}, "answers_required"),
        ("clock-called", {"facing_bet": "maybe"}, {}, "invalid_answer"),
        ("four-card-flop", {}, {"table": 0}, "invalid_input"),
        ("four-card-flop", {}, {"director": "  "}, "invalid_input"),
    ],
)
def test_a_refused_ruling_writes_nothing(
    floor: Floor, situation: str, answers: dict[str, str], extra: dict[str, object], code: str
) -> None:
    before = len(floor.journal())
    kwargs: dict[str, object] = {"director": "Dana", **extra}
    with pytest.raises(FloorError) as refused:
        floor.execute(RecordRuling(event(floor), situation, answers, **kwargs))  # type: ignore[arg-type]
    assert refused.value.code == code
    assert len(floor.journal()) == before
    assert ruling_log(floor.state, event(floor)) == []
