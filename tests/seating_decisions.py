"""The seating engine's decisions in seeded scenarios, as one digest each.

A change that makes the engine faster must not change what it decides: the
same seed must give the same moves, seats, breaks and button draws, and draw
the same random numbers. Two recorders, each a SHA-256 of what was decided:

- ``run_digest``: a whole tournament (``floortool simulate``'s decision log,
  every line but the engine's time);
- ``rooms_digest``: rooms made at random, with seats out of play and players
  kept apart (neither appears in ``simulate``), where every table in turn is
  broken by the floor's decision (TDA 2024 Rule 10-B) and a late entrant
  seated (Rules 8-A, 10-A), with the random generator's next number after
  each decision.

``tests/app/test_seating_decisions_recorded.py`` holds the digests taken
on the engine before it was made faster, and ``benchmarks/seating_speed.py``
prints ``run_digest`` beside each figure, so two versions of the engine can
be compared run for run.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import replace
from typing import Any

from floortool.app.simulation import simulate
from floortool.domain.seating.engine.breaking import plan_break_table
from floortool.domain.seating.engine.late import plan_late_seat
from floortool.domain.seating.engine.model import Room
from floortool.domain.seating.engine.moves import Plan


class DecisionDigest:
    """A text stream for ``simulate``'s log that keeps only a digest of the decisions
    (each line without the engine's time, ``us``)."""

    def __init__(self) -> None:
        self._hash = hashlib.sha256()

    def write(self, text: str) -> int:
        if text.startswith('{"event": "decision"'):
            line = json.loads(text)
            del line["us"]
            text = json.dumps(line) + "\n"
        self._hash.update(text.encode())
        return len(text)

    def hexdigest(self) -> str:
        return self._hash.hexdigest()


def run_digest(entrants: int, seats: int, seed: int, **options: Any) -> str:
    """The digest of a whole ``simulate`` run's decisions (``options``: its keywords)."""
    digest = DecisionDigest()
    simulate(entrants, seats, seed=seed, log=digest, **options)  # type: ignore[arg-type]
    return digest.hexdigest()


def random_room(maker: random.Random, tables: int) -> Room:
    """A room of ``tables`` tables with some seats out of play, buttons placed and some
    players kept apart: either mixed (6 to 10 seats, filled to a random share) or even
    (10 seats, each table with the same count or one more, so that one count holds
    many tables, some of them with no seat left)."""
    room = Room()
    out_of_play = maker.choice((0.0, 0.1, 0.4))
    even = maker.random() < 0.5
    level, more = maker.randint(3, 8), maker.choice((0.5, 0.97))
    fill = maker.uniform(0.3, 0.95)
    entry = 0
    for number in range(1, tables + 1):
        seats = 10 if even else maker.randint(6, 10)
        unavailable = [s for s in range(1, seats + 1) if maker.random() < out_of_play]
        table = room.open_table(number, seats, unavailable=unavailable[: seats - 2])
        share = maker.uniform(fill - 0.2, fill + 0.2)
        wanted = level + (maker.random() < more) if even else round(table.capacity * share)
        empty = table.empty_seats()
        for seat in maker.sample(empty, max(0, min(len(empty), wanted))):
            entry += 1
            room.sit(entry, number, seat)
        if table.players >= 2:
            room.set_button(number, maker.choice(table.occupied_seats()))
    seated = sorted(room.where)
    for _ in range(maker.choice((0, 3, len(seated) // 4))):
        first, second = maker.sample(seated, 2)
        room.keep_apart(first, second)
    return room


def _in_english(plan: Plan) -> Plan:
    """``plan`` with its reasons as English words, as the digests were recorded."""
    moves = tuple(replace(move, reason=str(move.reason)) for move in plan.moves)
    return replace(plan, moves=moves, reason=str(plan.reason))


def rooms_digest(seed: int, rooms: int, tables: tuple[int, ...]) -> str:
    """The digest of the breaks and late seats decided in ``rooms`` random rooms of each
    size in ``tables`` (``seed`` makes both the rooms and the engine's draws)."""
    maker = random.Random(seed)
    rng = random.Random(seed + 1)
    found = hashlib.sha256()
    for size in tables:
        for _ in range(rooms):
            room = random_room(maker, size)
            newcomer = max(room.where, default=0) + 1
            for partner in maker.sample(sorted(room.where), min(len(room.where), 2)):
                room.keep_apart(newcomer, partner)
            for number in sorted(room.tables):
                plan = plan_break_table(room, number, rng)
                found.update(f"{_in_english(plan)!r} {rng.random()}\n".encode())
            late = plan_late_seat(room, rng, newcomer)
            found.update(f"{late!r} {rng.random()}\n".encode())
    return found.hexdigest()
