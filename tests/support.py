"""Test helpers shared by every layer's tests (importable as ``tests.support``)."""

from __future__ import annotations

import subprocess
from datetime import UTC, datetime, timedelta
from functools import partial
from typing import Any

from floortool.app.automation import Cue
from floortool.app.commands.registration import Entrant
from floortool.app.entrants import entrants_named
from floortool.app.floor import Floor
from floortool.domain.field.entries import player_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.players.records import find_player, require_player
from floortool.domain.seating.seats import seating_of


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2026, 11, 29, 19, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


class RecordedCues:
    """The automation's hands (``app.automation.CueActions``), recording what they were
    asked: ``voice`` says whether a line can be spoken here."""

    def __init__(self, *, speak: bool = False, voice: bool = True) -> None:
        self.speak = speak
        self.voice = voice
        self.asked: list[tuple[str, Any]] = []  # (action, what)
        self.published: list[Cue] = []

    def play(self, sound: str) -> None:
        self.asked.append(("play", sound))

    def say(self, line: str) -> bool:
        self.asked.append(("say", line))
        return self.voice

    def show(self, line: str, seconds: int) -> None:
        self.asked.append(("show", (line, seconds)))

    def flash(self) -> None:
        self.asked.append(("flash", None))

    def publish(self, cue: Cue) -> None:
        self.published.append(cue)

    @property
    def sounds(self) -> list[str]:
        return [what for action, what in self.asked if action == "play"]

    @property
    def moments(self) -> list[str]:
        return [cue.moment for cue in self.published]


def buttons(state: FloorState, event_id: int) -> dict[int, int]:
    """The known buttons of the event's open tables (table → seat), as the room holds them."""
    tables = seating_of(state, event_id).tables
    return {number: table.button for number, table in tables.items() if table.button is not None}


def player_of(floor: Floor, name: str) -> int:
    """The id of the one player called ``name`` (tests give players distinct names)."""
    return require_player(floor.state.players, name).id


def entry_of(floor: Floor, event_id: int, name: str) -> int:
    """The id of the latest entry in ``event_id`` of the player called ``name``."""
    return player_entries(floor.state, event_id, player_of(floor, name))[-1].id


def entries_of(floor: Floor, event_id: int, *names: str) -> tuple[int, ...]:
    return tuple(entry_of(floor, event_id, name) for name in names)


def as_typed(floor: Floor, *names: str) -> tuple[Entrant, ...]:
    """Whom ``names`` typed at the desk register: the players who have them, else new
    players (``app.entrants``)."""
    return entrants_named(names, partial(find_player, floor.state.players))


def end_process(process: subprocess.Popen[Any], grace: float) -> None:
    """Ask ``process`` to end (SIGTERM); kill it if it has not within ``grace`` seconds."""
    process.terminate()
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
