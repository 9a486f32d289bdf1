"""An independent checker of the ``simulate`` decision log (cli.md), and runs of it.

The checker replays the JSONL log with its own bookkeeping and never imports
the seating engine. What it checks, event by event:

- ``table_opened``/``seated``: tables open once; no seat double-booked, no
  entry seated twice; after the draw, table counts differ by at most one.
- ``hand``: the table is open, not halted, has 2+ players; the button is an
  occupied seat and, once the checker knows the table's button, it is the
  seat the button advanced to (the next occupied seat clockwise after the
  previous hand's button, after that hand's bust-outs). At every hand nothing
  is pending: the final table is drawn if the players fit it; no table could
  break (the players do not fit at one fewer table); fullest - shortest is
  below the tolerance.
- ``busted``: the entry sits at that table and seat; ``place`` is the number
  of players left before the bust.
- ``decision`` precedes exactly ``moves`` ``moved`` lines.
- ``moved``: ``source``/``target`` snapshots agree with the replayed seats
  (and with the replayed button when known). ``balance``: before the move the
  source is the highest-numbered fullest table, the target a shortest table,
  fullest - shortest >= tolerance; the mover is the big blind of the next hand
  at the source (from the snapshot's button and occupied seats; heads-up the
  button posts the small blind); the seat is the first empty seat clockwise
  after the next hand's small blind at the target (at a heads-up target, after
  the non-button player, who becomes the small blind three-handed), and the
  newcomer does not post the small blind next hand. ``break``: the source is
  the highest-numbered open table, the players fit at one fewer table, and
  each player lands on an empty seat at a table with the fewest players
  among the others (counting this decision's earlier moves). ``final``: one
  batch, when the players fit at the final table and it was not drawn yet;
  everyone moves, to distinct seats of one table.
- ``table_broken``: after the moves that emptied it (the table is empty).
- ``halted``/``resumed``: a halted table is 3+ short of the fullest; a
  resumed one no longer is.
- ``finished``: the last line; the winner is the only player left.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from floortool.cli.main import run
from floortool.cli.simulate_cmd import simulate

TOLERANCE = 2


@dataclass
class _Table:
    seats: int
    occ: dict[int, int] = field(default_factory=dict)
    button: int | None = None  # next hand's button as the checker knows it


def _ring(seats: int, after: int) -> list[int]:
    """Seats clockwise strictly after ``after``, once around (ending at ``after``)."""
    return [(after + k - 1) % seats + 1 for k in range(1, seats + 1)]


def _next_hand(seats: int, occupied: Iterable[int], button: int) -> tuple[int, int, int]:
    """(dealer, small blind, big blind) of the next hand."""
    occ = set(occupied)
    dealer = button if button in occ else next(s for s in _ring(seats, button) if s in occ)
    order = [dealer] + [s for s in _ring(seats, dealer) if s in occ and s != dealer]
    if len(order) == 2:
        return dealer, order[0], order[1]
    return dealer, order[1], order[2]


class LogChecker:
    def __init__(self, seats: int, final_size: int, tolerance: int = TOLERANCE) -> None:
        self.seats, self.final_size, self.tolerance = seats, final_size, tolerance
        self.tables: dict[int, _Table] = {}
        self.where: dict[int, tuple[int, int]] = {}
        self.draw_checked = False
        self.pending_advance: tuple[int, int] | None = None
        self.left = 0  # moves the current decision still owes
        self.kind: str | None = None
        self.batch: list[dict[str, Any]] = []
        self.final_done = False
        self.halted: set[int] = set()
        self.broken: set[int] = set()
        self.finished = False
        self.counts = {
            "hand": 0,
            "balance": 0,
            "break": 0,
            "final": 0,
            "halted": 0,
            "tables_broken": 0,
        }

    # ------------------------------------------------------------ helpers
    def players(self) -> int:
        return len(self.where)

    def count(self, number: int) -> int:
        return len(self.tables[number].occ)

    def fullest_shortest(self) -> tuple[int, int]:
        counts = [len(t.occ) for t in self.tables.values()]
        return max(counts), min(counts)

    def flush_advance(self) -> None:
        if self.pending_advance is not None:
            number, button = self.pending_advance
            table = self.tables[number]
            table.button = next(s for s in _ring(table.seats, button) if s in table.occ)
            self.pending_advance = None

    def nothing_pending(self, where: str) -> None:
        players = self.players()
        if players <= self.final_size:
            assert self.final_done, f"{where}: {players} players fit the final table"
        if len(self.tables) > 1:
            assert players > (len(self.tables) - 1) * self.seats, f"{where}: a table should break"
            most, least = self.fullest_shortest()
            assert most - least < self.tolerance, f"{where}: unbalanced {most} vs {least}"

    def check_snapshot(self, snap: dict[str, Any]) -> None:
        table = self.tables[snap["table"]]
        assert snap["occupied"] == sorted(table.occ), snap
        if table.button is None:
            table.button = snap["button"]
        else:
            assert snap["button"] == table.button, (snap, table.button)

    # ------------------------------------------------------------ events
    def feed(self, line: dict[str, Any]) -> None:
        assert not self.finished, "nothing may follow 'finished'"
        event = line["event"]
        if event not in ("table_opened", "seated") and not self.draw_checked:
            counts = [len(t.occ) for t in self.tables.values()]
            assert max(counts) - min(counts) <= 1, "draw counts differ by more than one"
            self.draw_checked = True
        if event != "moved":
            assert self.left == 0, f"decision owes {self.left} moves before {event}"
        if event not in ("busted", "table_opened", "seated"):
            self.flush_advance()
        getattr(self, f"on_{event}")(line)

    def on_table_opened(self, line: dict[str, Any]) -> None:
        assert line["table"] not in self.tables and line["table"] not in self.broken
        self.tables[line["table"]] = _Table(line["seats"])

    def on_seated(self, line: dict[str, Any]) -> None:
        assert line["reason"] in ("draw", "late")
        self.sit(line["entry"], line["table"], line["seat"])

    def sit(self, entry: int, number: int, seat: int) -> None:
        table = self.tables[number]
        assert 1 <= seat <= table.seats, (number, seat)
        assert seat not in table.occ, f"table {number} seat {seat} double-booked"
        assert entry not in self.where, f"entry {entry} seated twice"
        table.occ[seat] = entry
        self.where[entry] = (number, seat)

    def leave(self, entry: int) -> tuple[int, int]:
        number, seat = self.where.pop(entry)
        assert self.tables[number].occ.pop(seat) == entry
        return number, seat

    def on_hand(self, line: dict[str, Any]) -> None:
        number, button = line["table"], line["button"]
        table = self.tables[number]
        assert number not in self.halted, f"hand dealt at halted table {number}"
        assert len(table.occ) >= 2 and button in table.occ
        if table.button is not None:
            assert button == _next_hand(table.seats, table.occ, table.button)[0], line
        self.nothing_pending(f"hand at table {number}")
        self.pending_advance = (number, button)
        self.counts["hand"] += 1

    def on_busted(self, line: dict[str, Any]) -> None:
        assert self.where.get(line["entry"]) == (line["table"], line["seat"]), line
        assert line["place"] == self.players(), line
        self.leave(line["entry"])

    def on_decision(self, line: dict[str, Any]) -> None:
        assert line["moves"] >= 0 and line["us"] >= 0
        self.left, self.kind = line["moves"], None

    def on_moved(self, line: dict[str, Any]) -> None:
        assert self.left > 0, "a move without a decision before it"
        self.left -= 1
        kind = line["reason"]
        first = self.kind is None
        assert first or self.kind == kind, "one decision, one kind of move"
        self.kind = kind
        assert line["rule"], "every move cites a rule"
        entry, src, dst = line["entry"], line["from"], line["to"]
        if kind == "final":
            self.on_final_move(line, first)
            return
        assert self.where[entry] == (src["table"], src["seat"]), line
        self.check_snapshot(line["source"])
        self.check_snapshot(line["target"])
        if kind == "balance":
            self.check_balance(line)
        else:
            assert kind == "break", kind
            self.check_break(line, first)
        self.leave(entry)
        self.sit(entry, dst["table"], dst["seat"])

    def check_balance(self, line: dict[str, Any]) -> None:
        src, dst = line["source"], line["target"]
        most, least = self.fullest_shortest()
        assert most - least >= self.tolerance, line
        assert len(src["occupied"]) == most and len(dst["occupied"]) == least, line
        fullest = [n for n, t in self.tables.items() if len(t.occ) == most]
        assert src["table"] == max(fullest), "the giving table is the highest-numbered fullest"
        seats = self.tables[src["table"]].seats
        assert line["from"]["seat"] == _next_hand(seats, src["occupied"], src["button"])[2], (
            "the mover is the big blind next"
        )
        target = self.tables[dst["table"]]
        occ = set(dst["occupied"])
        seat = line["to"]["seat"]
        if len(occ) >= 2:
            dealer, small, big = _next_hand(target.seats, occ, dst["button"])
            anchor = big if len(occ) == 2 else small
            first_empty = next(s for s in _ring(target.seats, anchor) if s not in occ)
            assert seat == first_empty, ("worst position", line, first_empty)
            waits = seat in set(
                _ring(target.seats, dealer)[: _ring(target.seats, dealer).index(anchor)]
            )
            if not waits:
                _, new_small, _ = _next_hand(target.seats, occ | {seat}, dst["button"])
                assert new_small != seat, "a moved player never posts the small blind"
        self.counts["balance"] += 1

    def check_break(self, line: dict[str, Any], first: bool) -> None:
        source = line["from"]["table"]
        if first:
            assert source == max(self.tables), "break order: highest-numbered first"
            assert self.players() <= (len(self.tables) - 1) * self.seats
            self.counts["break"] += 1
        others = {n: len(t.occ) for n, t in self.tables.items() if n != source}
        fewest = min(c for n, c in others.items() if c < self.tables[n].seats)
        assert others[line["to"]["table"]] == fewest, ("10-B: a table with the fewest", line)

    def on_final_move(self, line: dict[str, Any], first: bool) -> None:
        if first:
            assert not self.final_done and self.players() <= self.final_size
            self.batch = []
        self.batch.append(line)
        if self.left == 0:
            assert sorted(m["entry"] for m in self.batch) == sorted(self.where), "everyone moves"
            tables = {m["to"]["table"] for m in self.batch}
            assert len(tables) == 1
            for m in self.batch:
                assert self.where[m["entry"]] == (m["from"]["table"], m["from"]["seat"])
                self.leave(m["entry"])
            for m in self.batch:
                self.sit(m["entry"], m["to"]["table"], m["to"]["seat"])
            self.tables[tables.pop()].button = None  # redrawn by high card, not logged
            self.final_done = True
            self.counts["final"] += 1

    def on_table_broken(self, line: dict[str, Any]) -> None:
        number = line["table"]
        assert not self.tables[number].occ, f"table {number} broken before it was emptied"
        del self.tables[number]
        self.broken.add(number)
        self.counts["tables_broken"] += 1
        self.halted.discard(number)

    def on_halted(self, line: dict[str, Any]) -> None:
        most, _ = self.fullest_shortest()
        assert self.count(line["table"]) <= most - 3, line
        self.halted.add(line["table"])
        self.counts["halted"] += 1

    def on_resumed(self, line: dict[str, Any]) -> None:
        assert line["table"] in self.halted
        if line["table"] in self.tables:
            most, _ = self.fullest_shortest()
            assert self.count(line["table"]) > most - 3, line
        self.halted.discard(line["table"])

    def on_finished(self, line: dict[str, Any]) -> None:
        assert list(self.where) == [line["winner"]]
        self.finished = True


def check_log(lines: Iterable[str], *, seats: int, final_size: int) -> dict[str, int]:
    checker = LogChecker(seats, final_size)
    for text in lines:
        checker.feed(json.loads(text))
    assert checker.finished
    return checker.counts


def simulated_log(entrants: int, seats: int, seed: int, final: int | None = None) -> list[str]:
    import io

    buffer = io.StringIO()
    simulate(entrants, seats, seed=seed, final_table_size=final, log=buffer)
    return buffer.getvalue().splitlines()


# ---------------------------------------------------------------- runs


def test_cli_run_2000_entrants_9_seats_seed_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "s.jsonl"
    db = f"sqlite:///{tmp_path / 'floor.db'}"
    args = ["--entrants", "2000", "--seats", "9", "--seed", "1", "--log", str(log)]
    capsys.readouterr()
    assert run(["--db", db, "--json", "simulate", *args]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert list(summary)[:8] == [
        "entrants", "tables", "hands", "decisions", "moves", "breaks", "decision_us", "seconds",
    ]  # fmt: skip
    assert summary["entrants"] == 2000 and summary["tables"] == 223
    assert set(summary["decision_us"]) == {"p50", "p99", "max"}
    counts = check_log(log.read_text().splitlines(), seats=9, final_size=9)
    assert counts["tables_broken"] == summary["breaks"] == 222
    assert counts["final"] == 1 and counts["balance"] > 0
    first = json.loads(log.read_text().splitlines()[0])
    assert list(first) == ["event", "table", "seats"]


@pytest.mark.parametrize(
    ("entrants", "seats", "seed", "final"),
    [(2, 2, 1, None), (3, 2, 2, None), (25, 6, 3, 6), (100, 9, 4, 9), (101, 10, 5, 9),
     (333, 12, 6, 10), (500, 8, 7, 6), (250, 3, 8, None)],
)  # fmt: skip
def test_small_runs_satisfy_every_rule(
    entrants: int, seats: int, seed: int, final: int | None
) -> None:
    lines = simulated_log(entrants, seats, seed, final)
    counts = check_log(lines, seats=seats, final_size=final or seats)
    assert counts["final"] == 1


def test_the_seed_makes_the_run_reproducible() -> None:
    def without_timing(lines: list[str]) -> list[dict[str, Any]]:
        return [{k: v for k, v in json.loads(t).items() if k != "us"} for t in lines]

    assert without_timing(simulated_log(300, 9, 42)) == without_timing(simulated_log(300, 9, 42))


def test_the_checker_catches_a_wrong_worst_position() -> None:
    lines = simulated_log(600, 9, 11)
    for i, text in enumerate(lines):
        line = json.loads(text)
        if line["event"] == "moved" and line["reason"] == "balance":
            empty = [
                s for s in range(1, 10)
                if s not in line["target"]["occupied"] and s != line["to"]["seat"]
            ]  # fmt: skip
            line["to"]["seat"] = empty[0]
            lines[i] = json.dumps(line)
            break
    with pytest.raises(AssertionError):
        check_log(lines, seats=9, final_size=9)


def test_the_checker_catches_a_late_break() -> None:
    lines = [t for t in simulated_log(400, 9, 12)]
    at = next(i for i, t in enumerate(lines) if json.loads(t)["event"] == "table_broken")
    with pytest.raises(AssertionError):
        check_log(lines[:at] + lines[at + 1 :], seats=9, final_size=9)


@pytest.mark.slow
@pytest.mark.parametrize("seats", [10, 9])
def test_10000_entrants(seats: int) -> None:
    counts = check_log(simulated_log(10_000, seats, 1), seats=seats, final_size=seats)
    assert counts["final"] == 1
