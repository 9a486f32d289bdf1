"""An independent checker of the simulator's decision log (``app.simulation``, cli.md's
``simulate``), and runs of it (the command line's own: ``tests/cli/test_simulate_cmd.py``).

The checker replays the JSONL log with its own bookkeeping and never imports
the seating engine. It knows the run's seating policy (``Rules``: balance
tolerance and early tolerance, break order, ideal load, giving table, final
table size, the game's balancing procedure, the rulebook). What it checks,
event by event:

- ``table_opened``/``seated``: tables open once; no seat double-booked, no
  entry seated twice; after the draw, table counts differ by at most one.
- ``hand``: the table is open, not halted, has 2+ players; its button,
  small blind and big blind are the dead button's (TDA 2024 Rule 32,
  Robert's §4 Blinds 2(b)): after a high-card draw, the small blind is the
  next player after the button and the big blind the one after (heads-up the
  button posts the small blind); after a hand, the big blind is the next
  occupied seat after that hand's big blind, the small blind the seat that
  posted the big blind and the button the seat that posted the small blind,
  dead when empty (heads-up, 34-B: the other player has the button and the
  small blind; three-handed after heads-up, the button and small blind sit
  behind the big blind); the dead flags say which seats are empty. At every
  hand nothing is pending: the final table
  is drawn if the players fit it; with three tables or more, no table could
  break (the players do not fit at one fewer table at the ideal load); at
  two tables nothing breaks (RP-9: the final redraw combines them);
  fullest - shortest is within the tolerance for the number of open tables.
  Under the league rulebook, every table where at least half of the players
  arrived by the moves since the previous hand drew for the button, and no
  other table did (house rule A-6).
- ``busted``: the entry sits at that table and seat; ``place`` is the number
  of players left before the bust.
- ``decision`` precedes exactly ``moves`` ``moved`` lines.
- ``moved``: ``source``/``target`` snapshots agree with the replayed seats
  (and with the next hand's button as the checker works it out). ``balance``:
  before the move fullest - shortest exceeds the tolerance; the source is the
  highest- (or, by the policy, lowest-) numbered fullest table, the target a
  shortest table. Flop games and stud levels of mixed games: the mover is the
  big blind of the next hand at the source; the seat at the target is the
  empty seat whose player would post the big blind soonest (counting the
  players the big blind passes first), never the next hand's small blind
  unless no other seat is empty, a seat between the button and the small
  blind (not dealt in) only when no other is left, the first clockwise from
  the small blind on a tie. Stud-only: the seat filled is the last seat to open at the
  target (the most recently vacated, else its highest-numbered empty seat)
  and the mover sits in that seat number at the source (or is the next
  player clockwise from it). ``break``: the source is the first open table
  of the break order, else the highest-numbered; three or more tables are
  open and the players fit at one fewer (at the ideal load); each player
  lands on an empty seat at a table with the fewest players among the
  others (counting this decision's earlier moves). ``final``: one batch, when
  the players fit at the final table and it was not drawn yet; everyone
  moves, to distinct seats of one table.
- ``button_drawn``: one valid, distinct card per occupied seat of an open
  table; the button goes to the highest card (rank, then spades > hearts >
  diamonds > clubs). ``draw`` at each table before play; ``final`` right
  after the final redraw, at the final table; ``redraw`` only under the
  league rulebook (see ``hand``). From a button drawn at a table of three or
  more, the next hand goes as if the hand before had its small blind on the
  button and its big blind on the next player (a newcomer seated between them
  is not dealt in until the button passes).
- ``table_broken``: after the moves that emptied it (the table is empty).
- ``halted``/``resumed``: a halted table is 3+ short of the fullest; a
  resumed one no longer is; nothing halts under the league rulebook (A-24).
- ``finished``: the last line; the winner is the only player left.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import pytest

from floortool.app.simulation import simulate

RANKS, SUITS = "23456789TJQKA", "cdhs"
LEAGUE = "roberts-v6-league"


@dataclass(frozen=True)
class Rules:
    """The run's seating policy, as the checker reads it from the options."""

    seats: int
    final_size: int
    tolerance: int = 1
    early_tolerance: int | None = None
    early_above: int = 0
    break_order: tuple[int, ...] = ()
    ideal_load: int | None = None
    giving: str = "highest"
    game: str = "flop"
    rulebook: str = "tda-2024"

    def tolerance_for(self, tables: int) -> int:
        if self.early_tolerance is not None and tables > self.early_above:
            return self.early_tolerance
        return self.tolerance

    def per_table(self) -> int:
        return self.seats if self.ideal_load is None else min(self.seats, self.ideal_load)


@dataclass
class _Table:
    seats: int
    occ: dict[int, int] = field(default_factory=dict)
    button: int | None = None  # a drawn button the next hand starts from
    last: tuple[int, int, int] | None = None  # (button, small, big) of the last hand dealt
    vacated: list[int] = field(default_factory=list)  # empty seats, in the order they opened


def _ring(seats: int, after: int) -> list[int]:
    """Seats clockwise strictly after ``after``, once around (ending at ``after``)."""
    return [(after + k - 1) % seats + 1 for k in range(1, seats + 1)]


def _following(seats: int, occ: set[int], seat: int) -> int:
    return next(s for s in _ring(seats, seat) if s in occ)


def _preceding(seats: int, occ: set[int], seat: int) -> int:
    return next(s for s in reversed(_ring(seats, seat)) if s in occ and s != seat)


def _next_hand(table: _Table, occupied: Iterable[int]) -> tuple[int, int, int]:
    """(button, small blind, big blind) of the table's next hand, by the dead button."""
    occ, seats = set(occupied), table.seats
    if table.last is None:
        assert table.button is not None
        if len(occ) == 2:
            button = table.button if table.button in occ else _following(seats, occ, table.button)
            return button, button, _following(seats, occ, button)
        small = _following(seats, occ, table.button)
        return table.button, small, _following(seats, occ, small)
    _, last_small, last_big = table.last
    big = _following(seats, occ, last_big)
    if len(occ) == 2:
        other = _following(seats, occ, big)
        return other, other, big
    button = last_small
    if big in (last_big, button):  # three-handed after heads-up: both sit behind the BB
        small = _preceding(seats, occ, big)
        return _preceding(seats, occ, small), small, big
    return button, last_big, big


def _card_value(card: str) -> tuple[int, int]:
    assert len(card) == 2 and card[0] in RANKS and card[1] in SUITS, card
    return RANKS.index(card[0]), SUITS.index(card[1])


class LogChecker:
    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.seats, self.final_size = rules.seats, rules.final_size
        self.tables: dict[int, _Table] = {}
        self.where: dict[int, tuple[int, int]] = {}
        self.draw_checked = False
        self.left = 0  # moves the current decision still owes
        self.kind: str | None = None
        self.batch: list[dict[str, Any]] = []
        self.final_done = False
        self.final_table: int | None = None
        self.final_draw_due = False
        self.arrived: dict[int, set[int]] = {}  # since the last hand: table -> entries moved in
        self.redrawn: set[int] = set()  # tables that drew for the button since the last hand
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
            "redraw": 0,
            "stud": 0,
            "dead": 0,
        }

    # ------------------------------------------------------------ helpers
    def players(self) -> int:
        return len(self.where)

    def count(self, number: int) -> int:
        return len(self.tables[number].occ)

    def fullest_shortest(self) -> tuple[int, int]:
        counts = [len(t.occ) for t in self.tables.values()]
        return max(counts), min(counts)

    def fits_at_one_fewer(self) -> bool:
        return self.players() <= (len(self.tables) - 1) * self.rules.per_table()

    def nothing_pending(self, where: str) -> None:
        players = self.players()
        if players <= self.final_size:
            assert self.final_done, f"{where}: {players} players fit the final table"
        if len(self.tables) > 2:
            assert not self.fits_at_one_fewer(), f"{where}: a table should break"
        if len(self.tables) > 1:
            most, least = self.fullest_shortest()
            allowed = self.rules.tolerance_for(len(self.tables))
            assert most - least <= allowed, f"{where}: unbalanced {most} vs {least}"
        assert not self.final_draw_due, f"{where}: the final table's button was not drawn"

    def close_reseat(self, where: str) -> None:
        """House rule A-6: the tables with half their players new drew, and only those."""
        due = set()
        if self.rules.rulebook == LEAGUE:
            for number, entries in self.arrived.items():
                table = self.tables.get(number)
                if table is None or number == self.final_table or len(table.occ) < 2:
                    continue
                new = sum(1 for e in entries if self.where.get(e, (0, 0))[0] == number)
                if 2 * new >= len(table.occ):
                    due.add(number)
        assert self.redrawn == due, f"{where}: button redraws {self.redrawn}, A-6 wants {due}"
        self.arrived.clear()
        self.redrawn.clear()

    def check_snapshot(self, snap: dict[str, Any]) -> None:
        table = self.tables[snap["table"]]
        assert snap["occupied"] == sorted(table.occ), snap
        if len(table.occ) >= 2:
            assert snap["button"] == _next_hand(table, table.occ)[0], snap

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
        if seat in table.vacated:
            table.vacated.remove(seat)
        self.where[entry] = (number, seat)

    def leave(self, entry: int) -> tuple[int, int]:
        number, seat = self.where.pop(entry)
        table = self.tables[number]
        assert table.occ.pop(seat) == entry
        table.vacated.append(seat)
        return number, seat

    def last_open_seat(self, number: int) -> int:
        table = self.tables[number]
        if table.vacated:
            return table.vacated[-1]
        return max(s for s in range(1, table.seats + 1) if s not in table.occ)

    def on_hand(self, line: dict[str, Any]) -> None:
        number = line["table"]
        table = self.tables[number]
        self.close_reseat(f"hand at table {number}")
        assert number not in self.halted, f"hand dealt at halted table {number}"
        assert len(table.occ) >= 2
        seats = (line["button"], line["small_blind"], line["big_blind"])
        assert seats == _next_hand(table, table.occ), (line, table.last)
        assert line["dead_button"] == (line["button"] not in table.occ), line
        assert line["dead_small_blind"] == (line["small_blind"] not in table.occ), line
        self.nothing_pending(f"hand at table {number}")
        table.last = seats
        self.counts["hand"] += 1
        self.counts["dead"] += line["dead_button"] or line["dead_small_blind"]

    def on_busted(self, line: dict[str, Any]) -> None:
        assert self.where.get(line["entry"]) == (line["table"], line["seat"]), line
        assert line["place"] == self.players(), line
        self.leave(line["entry"])

    def on_decision(self, line: dict[str, Any]) -> None:
        assert line["moves"] >= 0 and line["us"] >= 0
        assert not self.final_draw_due, "the final table's button is drawn before more decisions"
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
        self.arrived.setdefault(dst["table"], set()).add(entry)

    def check_balance(self, line: dict[str, Any]) -> None:
        src, dst = line["source"], line["target"]
        most, least = self.fullest_shortest()
        assert most - least > self.rules.tolerance_for(len(self.tables)), line
        assert len(src["occupied"]) == most and len(dst["occupied"]) == least, line
        fullest = [n for n, t in self.tables.items() if len(t.occ) == most]
        giving = max(fullest) if self.rules.giving == "highest" else min(fullest)
        assert src["table"] == giving, f"the giving table is the {self.rules.giving} fullest"
        if self.rules.game == "stud":
            self.check_by_position(line)
        else:
            self.check_big_blind_next(line)
        self.counts["balance"] += 1

    def check_by_position(self, line: dict[str, Any]) -> None:
        seat = line["to"]["seat"]
        assert seat == self.last_open_seat(line["to"]["table"]), ("last seat to open", line)
        source = self.tables[line["from"]["table"]]
        start = seat if seat <= source.seats else 1
        occ = set(source.occ)
        mover = start if start in occ else next(s for s in _ring(source.seats, start) if s in occ)
        assert line["from"]["seat"] == mover, ("stud: moved by position", line)
        assert line["rule"] == self.cited("TDA 2024 Rule 11-A"), line
        self.counts["stud"] += 1

    def cited(self, tda_rule: str) -> str:
        """The league's Robert's Rules say nothing on balancing, so its events cite the
        TDA 2024 rule applied instead ("Robert's Rules are silent; ... applied")."""
        league = self.rules.rulebook == LEAGUE
        return f"Robert's Rules are silent; {tda_rule} applied" if league else tda_rule

    def check_big_blind_next(self, line: dict[str, Any]) -> None:
        src, dst = line["source"], line["target"]
        source = self.tables[src["table"]]
        assert line["from"]["seat"] == _next_hand(source, source.occ)[2], (
            "the mover is the big blind next"
        )
        mixed = self.rules.game == "mixed-stud"
        assert line["rule"] == self.cited(f"TDA 2024 Rule 11-{'B' if mixed else 'A'}"), line
        target = self.tables[dst["table"]]
        occ = set(target.occ)
        if len(occ) >= 2:
            small_now = _next_hand(target, occ)[1]

            def badness(seat: int) -> tuple[bool, bool, int, int]:
                button, small, big = _next_hand(target, occ | {seat})
                sits_out = (
                    button != small
                    and seat
                    in _ring(target.seats, button)[: _ring(target.seats, button).index(small)]
                )
                ahead = _ring(target.seats, big)[: _ring(target.seats, big).index(seat) + 1]
                soon = 0 if seat == big else sum(1 for s in ahead if s in occ or s == seat)
                return seat == small, sits_out, soon, (seat - small_now) % target.seats

            empty = [s for s in range(1, target.seats + 1) if s not in occ]
            worst = min(empty, key=badness)
            assert line["to"]["seat"] == worst, ("worst position", line, worst)

    def breaking_next(self) -> int:
        for number in self.rules.break_order:
            if number in self.tables and number != self.final_table:
                return number
        return max(n for n in self.tables if n != self.final_table)

    def check_break(self, line: dict[str, Any], first: bool) -> None:
        source = line["from"]["table"]
        if first:
            assert len(self.tables) > 2, "at two tables the final redraw combines them (RP-9)"
            assert source == self.breaking_next(), "break order"
            assert self.fits_at_one_fewer(), "a table breaks when the others seat everyone"
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
            self.final_table = tables.pop()
            final = self.tables[self.final_table]
            final.button = final.last = None  # drawn by high card: next line
            self.final_done = self.final_draw_due = True
            self.counts["final"] += 1

    def on_button_drawn(self, line: dict[str, Any]) -> None:
        number = line["table"]
        table = self.tables[number]
        seats = [seat for seat, _ in line["cards"]]
        assert seats == sorted(table.occ), ("one card per player", line)
        values = [_card_value(card) for _, card in line["cards"]]
        assert len(set(values)) == len(values), "distinct cards"
        assert line["button"] == max(zip(values, seats, strict=True))[1], "the highest card wins"
        if line["reason"] == "final":
            assert self.final_draw_due and number == self.final_table, line
            self.final_draw_due = False
        elif line["reason"] == "draw":
            assert self.counts["hand"] == 0 and table.button is None, "drawn before play"
        else:
            assert line["reason"] == "redraw" and self.rules.rulebook == LEAGUE, line
            assert line["rule"] == "House A-6", line  # "high-card" for the button
            assert number not in self.redrawn, "one redraw per table"
            self.redrawn.add(number)
            self.counts["redraw"] += 1
        table.button, table.last = line["button"], None
        if len(table.occ) >= 3:  # as if the small blind was on the button, the BB next
            button = line["button"]
            table.last = (button, button, _following(table.seats, set(table.occ), button))

    def on_table_broken(self, line: dict[str, Any]) -> None:
        number = line["table"]
        assert not self.tables[number].occ, f"table {number} broken before it was emptied"
        del self.tables[number]
        self.broken.add(number)
        self.counts["tables_broken"] += 1
        self.halted.discard(number)

    def on_halted(self, line: dict[str, Any]) -> None:
        assert self.rules.rulebook != LEAGUE, "house rule A-24: play never halts"
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
        self.close_reseat("finish")
        assert list(self.where) == [line["winner"]]
        self.finished = True


def check_log(lines: Iterable[str], rules: Rules) -> dict[str, int]:
    checker = LogChecker(rules)
    for text in lines:
        checker.feed(json.loads(text))
    assert checker.finished
    return checker.counts


def rules_for(
    seats: int,
    final: int | None = None,
    *,
    rulebook: str = "tda-2024",
    game: str = "flop",
    **seating: Any,
) -> Rules:
    """The checker's reading of a run's options (``seating``: event-setting names)."""
    order = seating.get("break_order", "")
    return Rules(
        seats,
        final or seats,
        tolerance=seating.get("balance_tolerance", 1),
        early_tolerance=seating.get("early_balance_tolerance"),
        early_above=seating.get("early_balance_above_tables") or 0,
        break_order=tuple(int(n) for n in order.split(",") if n.strip()),
        ideal_load=seating.get("ideal_table_load"),
        giving=seating.get("giving_table", "highest"),
        game=game,
        rulebook=rulebook,
    )


def simulated_log(
    entrants: int,
    seats: int,
    seed: int,
    final: int | None = None,
    *,
    rulebook: str = "tda-2024",
    game: str = "flop",
    **seating: Any,
) -> list[str]:
    buffer = io.StringIO()
    simulate(
        entrants,
        seats,
        seed=seed,
        final_table_size=final,
        log=buffer,
        rulebook=rulebook,
        game=game,
        seating=seating,
    )
    return buffer.getvalue().splitlines()


# ---------------------------------------------------------------- runs


@pytest.mark.parametrize(
    ("entrants", "seats", "seed", "final"),
    [(2, 2, 1, None), (3, 2, 2, None), (25, 6, 3, 6), (100, 9, 4, 9), (101, 10, 5, 9),
     (333, 12, 6, 10), (500, 8, 7, 6), (250, 3, 8, None)],
)  # fmt: skip
def test_small_runs_satisfy_every_rule(
    entrants: int, seats: int, seed: int, final: int | None
) -> None:
    lines = simulated_log(entrants, seats, seed, final)
    counts = check_log(lines, Rules(seats, final or seats))
    assert counts["final"] == 1


POLICIES: list[tuple[int, int, int, dict[str, Any], str]] = [
    (1500, 9, 21, {"early_balance_tolerance": 2, "early_balance_above_tables": 40}, "balance"),
    (500, 10, 22, {"balance_tolerance": 2}, "balance"),
    (400, 9, 23, {"break_order": "3, 7, 12, 1"}, "break"),
    (600, 10, 24, {"ideal_table_load": 9}, "break"),
    (500, 9, 25, {"giving_table": "lowest"}, "balance"),
    (700, 8, 26, {"game": "stud"}, "stud"),
    (300, 9, 27, {"game": "mixed-stud"}, "balance"),
    (300, 4, 28, {"rulebook": LEAGUE}, "redraw"),  # small tables: half new after a break
    (120, 10, 29, {"final": 9, "ideal_table_load": 9}, "final"),
]


@pytest.mark.parametrize(("entrants", "seats", "seed", "options", "seen"), POLICIES)
def test_runs_under_each_policy_satisfy_every_rule(
    entrants: int, seats: int, seed: int, options: dict[str, Any], seen: str
) -> None:
    lines = simulated_log(entrants, seats, seed, **options)
    counts = check_log(lines, rules_for(seats, **options))
    assert counts["final"] == 1 and counts[seen] > 0
    if options.get("rulebook") == LEAGUE:
        assert counts["halted"] == 0


@pytest.mark.parametrize(
    ("ran", "checked", "seats"),
    [
        ({}, {"giving_table": "lowest"}, 9),
        ({"game": "stud"}, {}, 9),
        ({}, {"game": "stud"}, 9),
        ({}, {"rulebook": LEAGUE}, 4),
        ({"rulebook": LEAGUE}, {}, 4),
        ({"break_order": "2, 4"}, {}, 9),
        ({"ideal_table_load": 8}, {}, 9),
        ({"balance_tolerance": 2}, {}, 9),
    ],
)
def test_the_checker_tells_the_policies_apart(
    ran: dict[str, Any], checked: dict[str, Any], seats: int
) -> None:
    lines = simulated_log(600, seats, 31, **ran)
    check_log(lines, rules_for(seats, **ran))
    with pytest.raises(AssertionError):
        check_log(lines, rules_for(seats, **checked))


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
        check_log(lines, Rules(9, 9))


def test_the_checker_catches_a_wrong_stud_seat() -> None:
    lines = simulated_log(600, 9, 12, game="stud")
    for i, text in enumerate(lines):
        line = json.loads(text)
        if line["event"] == "moved" and line["reason"] == "balance":
            line["to"]["seat"] = next(
                s for s in range(1, 10)
                if s not in line["target"]["occupied"] and s != line["to"]["seat"]
            )  # fmt: skip
            lines[i] = json.dumps(line)
            break
    with pytest.raises(AssertionError, match="last seat to open"):
        check_log(lines, rules_for(9, game="stud"))


def test_the_checker_catches_a_missing_button_redraw() -> None:
    lines = simulated_log(300, 4, 13, rulebook=LEAGUE)
    at = next(i for i, t in enumerate(lines) if '"reason": "redraw"' in t)
    with pytest.raises(AssertionError):
        check_log(lines[:at] + lines[at + 1 :], rules_for(4, rulebook=LEAGUE))


def test_the_checker_catches_a_late_break() -> None:
    lines = simulated_log(400, 9, 12)
    at = next(i for i, t in enumerate(lines) if json.loads(t)["event"] == "table_broken")
    with pytest.raises(AssertionError):
        check_log(lines[:at] + lines[at + 1 :], Rules(9, 9))


@pytest.mark.slow
@pytest.mark.parametrize("seats", [10, 9])
def test_10000_entrants(seats: int) -> None:
    counts = check_log(simulated_log(10_000, seats, 1), Rules(seats, seats))
    assert counts["final"] == 1
