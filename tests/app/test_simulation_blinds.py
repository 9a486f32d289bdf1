"""An independent check of the blinds in a ``simulate`` log: the dead button.

Written from the rules, not from the engine (it imports none of it): TDA 2024
Rule 32 "Tournaments use a dead button"; Robert's Rules §4 Blinds 2 "Each
round every player must get an opportunity for the button, and meet the total
amount of the blind obligations", and 2(b) "The big blind is posted by the
player due for it, and the small blind and button are positioned accordingly,
even if this means the small blind or the button is placed in front of an
empty seat"; TDA 2024 Rule 34-B "Heads-up, the small blind is the button".
From the log's ``hand`` lines (button, small blind and big blind seats) and
the seat changes between them, table by table:

- the big blind moves one player at a time: no player sits strictly between
  the last hand's big blind and this one's, and nobody posts it twice running;
- the small blind follows the big blind: the seat that posted the big blind
  posts the small blind (dead when its player is gone); heads-up the button
  posts it;
- the button follows the small blind, onto an empty seat too (three or more
  players, and the hand before had three or more);
- every player who sat through a whole round (from one of their big blinds
  to their next at the same table) saw every other player who sat through it
  post the big blind exactly once.

A high-card draw for the button (the start, the final table, house rule A-6)
starts a table's count again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import pytest
from tests.app.test_simulation_log import simulated_log


def _between(seats: int, start: int, end: int) -> list[int]:
    """Seats strictly between ``start`` and ``end`` clockwise."""
    found, seat = [], start % seats + 1
    while seat not in (start, end):
        found.append(seat)
        seat = seat % seats + 1
    return found


@dataclass
class _Hand:
    button: int
    small: int
    big: int
    occupied: dict[int, int]  # seat -> entry when it was dealt


@dataclass
class _Table:
    seats: int
    occ: dict[int, int] = field(default_factory=dict)
    hands: list[_Hand] = field(default_factory=list)  # since the last button draw
    since: dict[int, int] = field(default_factory=dict)  # entry -> hands dealt before it sat


class BlindsChecker:
    def __init__(self) -> None:
        self.tables: dict[int, _Table] = {}
        self.where: dict[int, tuple[int, int]] = {}
        self.batch: list[dict[str, Any]] = []  # the final table's redraw
        self.counts = {"hands": 0, "rounds": 0, "dead_small_blind": 0, "dead_button": 0}

    def sit(self, entry: int, number: int, seat: int) -> None:
        table = self.tables[number]
        table.occ[seat] = entry
        table.since[entry] = len(table.hands)
        self.where[entry] = (number, seat)

    def leave(self, entry: int) -> None:
        number, seat = self.where.pop(entry)
        del self.tables[number].occ[seat]
        del self.tables[number].since[entry]

    def feed(self, line: dict[str, Any]) -> None:
        event = line["event"]
        if event == "moved" and line["reason"] == "final":  # everyone leaves, then sits
            self.batch.append(line)
            return
        for move in self.batch:
            self.leave(move["entry"])
        for move in self.batch:
            self.sit(move["entry"], move["to"]["table"], move["to"]["seat"])
        self.batch.clear()
        if event == "table_opened":
            self.tables[line["table"]] = _Table(line["seats"])
        elif event == "seated":
            self.sit(line["entry"], line["table"], line["seat"])
        elif event == "busted":
            self.leave(line["entry"])
        elif event == "moved":
            self.leave(line["entry"])
            self.sit(line["entry"], line["to"]["table"], line["to"]["seat"])
        elif event == "table_broken":
            del self.tables[line["table"]]
        elif event == "button_drawn":
            table = self.tables[line["table"]]
            table.hands.clear()
            table.since = dict.fromkeys(table.occ.values(), 0)
        elif event == "hand":
            self.hand(line)

    def hand(self, line: dict[str, Any]) -> None:
        table = self.tables[line["table"]]
        hand = _Hand(line["button"], line["small_blind"], line["big_blind"], dict(table.occ))
        players = len(table.occ)
        assert hand.big in table.occ, ("the big blind always has a player", line)
        assert line["dead_small_blind"] == (hand.small not in table.occ), line
        assert line["dead_button"] == (hand.button not in table.occ), line
        if players == 2:
            assert hand.button == hand.small, ("34-B: heads-up the button posts the SB", line)
        if table.hands:
            last = table.hands[-1]
            skipped = [s for s in _between(table.seats, last.big, hand.big) if s in table.occ]
            assert not skipped, ("the big blind skipped a player", line, skipped)
            assert hand.big != last.big, ("the big blind twice running", line)
            if players >= 3 and len(last.occupied) >= 3:
                assert hand.small == last.big, ("the small blind follows the big blind", line)
                assert hand.button == last.small, ("the button follows the small blind", line)
            elif players == 2 and table.occ.get(last.big) == last.occupied.get(last.big):
                assert hand.small == last.big, ("heads-up: last hand's big blind", line)
            self.check_round(table, hand)
        table.hands.append(hand)
        self.counts["hands"] += 1
        self.counts["dead_small_blind"] += line["dead_small_blind"]
        self.counts["dead_button"] += line["dead_button"]

    def check_round(self, table: _Table, hand: _Hand) -> None:
        """The big blind's entry closes a round at this table: everyone who sat through it
        posted the big blind once in it."""
        entry = hand.occupied[hand.big]
        now = len(table.hands)
        start = next(
            (
                i
                for i in range(now - 1, table.since[entry] - 1, -1)
                if table.hands[i].occupied.get(table.hands[i].big) == entry
            ),
            None,
        )
        if start is None:
            return
        stayed = {e for e, sat in table.since.items() if sat <= start and e != entry}
        posted = [table.hands[i].occupied[table.hands[i].big] for i in range(start + 1, now)]
        for other in stayed:
            assert posted.count(other) == 1, ("once per round", other, posted)
        self.counts["rounds"] += 1


def check_blinds(lines: list[str]) -> dict[str, int]:
    checker = BlindsChecker()
    for text in lines:
        checker.feed(json.loads(text))
    return checker.counts


@pytest.mark.parametrize(
    ("entrants", "seats", "seed", "options"),
    [
        (2000, 9, 1, {}),
        (600, 6, 2, {"final": 6}),
        (300, 4, 3, {"rulebook": "roberts-v6-league"}),
        (500, 10, 4, {"balance_tolerance": 2}),
    ],
)
def test_every_player_posts_each_blind_once_a_round(
    entrants: int, seats: int, seed: int, options: dict[str, Any]
) -> None:
    counts = check_blinds(simulated_log(entrants, seats, seed, **options))
    assert counts["rounds"] > 0 and counts["dead_small_blind"] > 0 and counts["dead_button"] > 0


def _tampered(lines: list[str], change: str) -> list[str]:
    """The log with the first dead small blind's hand played as a moving button would:
    the blinds on the next players instead."""
    out = list(lines)
    for i, text in enumerate(out):
        line = json.loads(text)
        if line["event"] == "hand" and line["dead_small_blind"]:
            if change == "small":
                line["small_blind"], line["dead_small_blind"] = line["big_blind"], False
            else:
                line["big_blind"] += 1
            out[i] = json.dumps(line)
            return out
    raise AssertionError("no dead small blind in the log")


@pytest.mark.parametrize("change", ["small", "big"])
def test_the_checker_catches_a_moving_button(change: str) -> None:
    lines = simulated_log(600, 9, 5)
    check_blinds(lines)
    with pytest.raises(AssertionError):
        check_blinds(_tampered(lines, change))


@pytest.mark.slow
def test_10000_entrants_post_each_blind_once_a_round() -> None:
    """About 5 s to simulate and 1.5 s to check here (README, rules section)."""
    counts = check_blinds(simulated_log(10_000, 9, 1))
    assert counts["rounds"] > 5000 and counts["dead_small_blind"] > 0
