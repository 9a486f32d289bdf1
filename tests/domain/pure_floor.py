"""Test helper: a floor kept in memory, driven by the pure domain decisions.

No database and no app layer: each helper decides, then applies the events to
the state, exactly as the fold would.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from tests.domain.structure.test_files import LEAGUE

from floortool.domain.clock.events import ClockRowChosen, ClockStarted
from floortool.domain.field.entries import Entry, player_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.draft import Draft
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import DomainEvent
from floortool.domain.players.records import Player, clean_fields, decide_add_players, find_player
from floortool.domain.registration.decisions import decide_entry
from floortool.domain.results.bust_out import BustOut, decide_busts
from floortool.domain.structure.chips import STANDARD_CHIP_SET
from floortool.domain.structure.events import decide_initial_floor
from floortool.domain.tournament.event import decide_create_event, settings_for

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)
#: The structure of cli.md's example.
CLI_STRUCTURE = LEAGUE


def refused(code: str, run: Callable[[], object]) -> FloorError:
    """``run`` is refused with ``code``; the refusal."""
    with pytest.raises(FloorError) as info:
        run()
    assert info.value.code == code, info.value.message
    return info.value


class PureFloor:
    """One state, a seeded random source, and a clock moved by hand."""

    def __init__(self, seed: int = 7) -> None:
        self.state = FloorState()
        self.rng = random.Random(seed)
        self.now = T0

    def apply(self, events: list[DomainEvent]) -> None:
        for event in events:
            event.apply(self.state)

    def event(self, name: str = "Friday", **settings: Any) -> int:
        event_id = max(self.state.events, default=0) + 1
        made = settings_for(name=name, **settings)
        self.apply(decide_create_event(self.state, event_id=event_id, settings=made, now=self.now))
        self.apply(
            decide_initial_floor(
                event_id=event_id, structure=CLI_STRUCTURE, chip_set=STANDARD_CHIP_SET, at=self.now
            )
        )
        return event_id

    def start_clock(self, event_id: int = 1) -> None:
        self.apply([ClockStarted(event_id, self.now.isoformat())])

    def go_to_row(self, index: int, event_id: int = 1) -> None:
        self.apply([ClockRowChosen(event_id, self.now.isoformat(), index)])

    def wait(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)

    def player(self, name: str) -> Player:
        found = find_player(self.state.players, name)
        if found is not None:
            return found
        added = decide_add_players(self.state.players, [clean_fields(name)])
        self.apply([added])
        return self.state.players[added.players[0]["id"]]

    def enter(self, name: str, event_id: int = 1, *, reentry: bool = False) -> Entry:
        player = self.player(name)
        draft = Draft(self.state)
        entry = decide_entry(draft, event_id, player, reentry=reentry, now=self.now, rng=self.rng)
        self.apply(draft.events)
        return self.state.entries[event_id][entry.id]

    def bust(self, name: str, event_id: int = 1) -> list[int]:
        """Bust the player's seated entry; the alternates seated in the freed seats."""
        draft = Draft(self.state)
        latest = player_entries(self.state, event_id, self.player(name).id)[-1]
        seated = decide_busts(
            draft, event_id, [BustOut(latest.id)], hand=name, now=self.now, rng=self.rng
        )
        self.apply(draft.events)
        return seated

    def draft(self) -> Draft:
        return Draft(self.state)

    def commit(self, draft: Draft) -> None:
        self.apply(draft.events)
