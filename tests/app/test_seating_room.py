"""App: one room — the fold's ``Seating`` holds the engine's ``Room`` and changes it
seat by seat, so a command and a refresh never build one; the app and
``simulate`` take the next decision with one function; a balancing command
returns what it decided, and the journal then holds exactly that."""

from __future__ import annotations

import random
from typing import Any

import pytest
from tests.app.test_seating_commands import bust, full_room, moved_records
from tests.support import FakeClock

from floortool.app.commands.seating import ApplyBalance, SetButton
from floortool.app.views.floor_map import floor_map
from floortool.app.views.seating import balance_view, seating_view
from floortool.domain.seating import adapter
from floortool.domain.seating.adapter import policy_of, room_of, waits_for
from floortool.domain.seating.engine import model, next_step
from floortool.domain.seating.engine.next_step import plan_next
from floortool.domain.seating.events import reason_words


def _count_rooms(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every ``Room()`` built from now on adds to the list."""
    built: list[int] = []
    init = model.Room.__init__

    def counted(self: model.Room) -> None:
        built.append(1)
        init(self)

    monkeypatch.setattr(model.Room, "__init__", counted)
    return built


def test_a_balance_and_a_refresh_build_no_room(
    db_url: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    floor, event_id = full_room(db_url, clock)
    bust(floor, event_id, 1, 2, 3, 4, 5)
    for table, seat in ((1, 8), (2, 1), (3, 4)):
        floor.execute(SetButton(event_id, table, seat))
    room = room_of(floor.state, event_id)
    built = _count_rooms(monkeypatch)
    balance_view(floor.state, event_id)
    done = floor.execute(ApplyBalance(event_id))
    floor.refresh()
    seating_view(floor.state, event_id)
    floor_map(floor.state, event_id)
    assert built == []
    assert room_of(floor.state, event_id) is room  # the same room, moved by the fold
    assert done.seating is not None and {room.where[m.entry] for m in done.seating.moves} == {
        (m.to_table, m.to_seat) for m in done.seating.moves
    }


def test_the_balance_returns_what_the_journal_then_holds(db_url: str, clock: FakeClock) -> None:
    floor, event_id = full_room(db_url, clock)
    bust(floor, event_id, 1, 2, 3, 4, 5)
    for table, seat in ((1, 8), (2, 1), (3, 4)):
        floor.execute(SetButton(event_id, table, seat))
    done = floor.execute(ApplyBalance(event_id))
    assert done.seating is not None
    decided: list[dict[str, Any]] = [
        {
            "entry_id": m.entry,
            "from_table": m.from_table,
            "from_seat": m.from_seat,
            "to_table": m.to_table,
            "to_seat": m.to_seat,
            "reason": str(m.reason),
            "rule": str(m.rule),
            "move": m.kind,
            "reason_words": reason_words(m.reason),
            "rule_words": reason_words(m.rule),
        }
        for m in done.seating.moves
    ]
    assert len(decided) == 2
    assert [{**r, "event_id": event_id} for r in decided] == moved_records(floor, done.group)
    redrawn = [e.data["table"] for e in done.entries if e.kind == "button_redraw_due"]
    assert [r.table for r in done.seating.redraws] == redrawn


def test_simulate_and_the_app_ask_one_function_for_the_next_step(
    db_url: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    floor, event_id = full_room(db_url, clock)
    bust(floor, event_id, 1, *range(1, 10))  # 18 players fit at two tables of 9
    room = room_of(floor.state, event_id)
    policy = policy_of(floor.state, event_id)
    asked: list[str] = []
    decide = next_step.next_step

    def counted(room: model.Room, policy: next_step.SeatingPolicy) -> next_step.NextStep:
        step = decide(room, policy)
        asked.append(step.kind)
        return step

    monkeypatch.setattr(next_step, "next_step", counted)
    monkeypatch.setattr(adapter, "next_step", counted)
    waits = waits_for(room, policy)
    plan = plan_next(room.copy(), policy, random.Random(1))
    assert asked == [next_step.BREAK, next_step.BREAK]
    assert waits is not None and f"Table {plan.breaks[0]} can break" in str(waits.message)
    assert balance_view(floor.state, event_id).waits_for == str(waits.message)
