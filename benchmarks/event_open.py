"""Benchmark: opening a big event that was played to the end, cold.

Builds the journal of a whole tournament through the app's own commands, one
journal group per floor action, as the floor would have recorded it:
``--entrants`` registrations (one name each, a new player, a late seat), a
button for every table, then hands at random tables until one player is
left: 0-2 bust-outs per hand (``BustPlayers``), now and then a finished hand
(``FinishHand``: its button moves), and whatever the engine's decision order
asks for next (a table break, a balance, the final-table redraw), the clock
stepping on through its levels and breaks as the field shrinks. Building
commits without ``fsync`` (``synchronous=OFF``, this script only), so the
build takes a minute or two instead of half an hour.

Then times, median of ``--opens`` runs, the cold open of that database:

- in a fresh process, as a director meets it (issue 25 item 8): a bare
  interpreter (``python -c pass``); a process that imports the floor, opens
  and closes it; and ``floortool --json clock status``, the whole command.
  Wall clock and the process's CPU time (``wait4``), and each less the bare
  interpreter; with bytecode, as an installed floortool runs;
- in this process (``Floor.open`` and ``close``, the modules imported), as it
  was left (the floor stores a checkpoint of its folded state when it closes:
  ``store.checkpoint_body``), and
- with the stored checkpoint removed, the whole journal folded again (the
  open that rebuilds it).

Run: ``.venv/bin/python benchmarks/event_open.py [--entrants 10000] [--keep FILE.db]``
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import sqlalchemy as sa

import processes
from floortool.app.commands.base import Command
from floortool.app.commands.clock import StartClock, StepRow
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.hands import FinishHand
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seating import ApplyBalance, BreakTable, RedrawFinalTable, SetButton
from floortool.app.floor import Floor
from floortool.domain.kernel.errors import FloorError
from floortool.domain.seating.adapter import policy_of, room_of
from floortool.domain.seating.engine.balance import plan_balance
from floortool.domain.seating.engine.next_step import BREAK, FINAL, next_step
from floortool.domain.seating.halts import recorded_halts
from floortool.domain.tournament.event import settings_for
from floortool.store import checkpoint_repo, sqlite_store

#: Bust-outs per hand: none, one, or two players (cumulative probabilities), as simulate.
NO_BUST, ONE_BUST = 0.45, 0.95


@contextlib.contextmanager
def no_fsync() -> Iterator[None]:
    """Floors opened inside commit without waiting for the disk (building only: the
    timed opens use ``synchronous=FULL``)."""
    kept = sqlite_store.CONNECT_PRAGMAS
    sqlite_store.CONNECT_PRAGMAS = (*kept, "PRAGMA synchronous=OFF")
    try:
        yield
    finally:
        sqlite_store.CONNECT_PRAGMAS = kept


class Builder:
    """Plays the tournament through ``floor``, one command at a time."""

    def __init__(self, floor: Floor, entrants: int, seed: int, **settings: Any) -> None:
        self.floor = floor
        self.rng = random.Random(seed)
        self.entrants = entrants
        self.commands = 0
        tables = -(-entrants // 10)
        made = settings_for(name="Main Event", tables=tables, seats=10, **settings)
        self.event_id = self.run(CreateEvent(made))

    def run(self, command: Command) -> int:
        self.commands += 1
        return self.floor.execute(command).group

    def register(self, batch: int) -> None:
        names = [f"Player {n:05d}" for n in range(self.entrants)]
        for start in range(0, len(names), batch):
            self.run(RegisterEntry(self.event_id, newcomers(tuple(names[start : start + batch]))))
        for number in sorted(room_of(self.floor.state, self.event_id).tables):
            self.run(SetButton(self.event_id, number, 1))
        self.run(StartClock(self.event_id))

    def play(self) -> None:
        """Hands until one player is left, the engine's next step taken after each bust."""
        event_id, rng = self.event_id, self.rng
        rows = len(self.floor.state.structures[event_id].rows)
        busted = 0
        step_every = max(1, self.entrants // max(1, rows - 1))
        while room_of(self.floor.state, event_id).players > 1:
            if self.settle():
                continue
            state = self.floor.state
            room = room_of(state, event_id)
            halted = recorded_halts(state, event_id)
            numbers = [n for n in room.open_numbers() if n not in halted]
            number = numbers[rng.randrange(len(numbers))]
            table = room.tables[number]
            r = rng.random()
            busts = 0 if r < NO_BUST else 1 if r < ONE_BUST else 2
            busts = min(busts, table.players - 1)
            if busts:
                out = rng.sample(sorted(table.occupied.values()), busts)
                stacks = tuple(rng.sample(range(100, 100_000), busts))
                self.run(BustPlayers(event_id, tuple(out), stacks=stacks if busts > 1 else None))
                busted += busts
                if busted // step_every > (busted - busts) // step_every:
                    with contextlib.suppress(FloorError):  # past the last row
                        self.run(StepRow(event_id, 1))
            elif rng.random() < 0.5:
                self.run(FinishHand(event_id, number))

    def settle(self) -> bool:
        """Take the engine's next step if one is due (final, break, balance); True if taken."""
        state = self.floor.state
        room = room_of(state, self.event_id)
        policy = policy_of(state, self.event_id)
        step = next_step(room, policy)
        if step.kind == FINAL:
            self.run(RedrawFinalTable(self.event_id))
            return True
        if step.kind == BREAK and step.table is not None:
            self.run(BreakTable(self.event_id, step.table))
            return True
        plan = plan_balance(room, policy.balance)
        for number in plan.needs_button:
            seats = room.tables[number].occupied_seats()
            self.run(SetButton(self.event_id, number, seats[0]))
        if plan.needs_button:
            return True
        if plan.moves:
            self.run(ApplyBalance(self.event_id))
            return True
        return False


def _open_ms(url: str) -> float:
    began = time.perf_counter()
    Floor.open(url, operator="bench").close()
    return (time.perf_counter() - began) * 1000


#: A fresh process that imports the floor, opens the database and closes it.
OPEN_AND_CLOSE = (
    "import sys; from floortool.app.floor import Floor; "
    "Floor.open(sys.argv[1], operator='bench').close()"
)


def fresh_processes(url: str, runs: int) -> None:
    """The first open in a fresh process: bare, open and close, a whole command."""
    env = processes.bytecode_env()
    floortool = Path(sys.executable).with_name("floortool")
    starts = {
        "bare interpreter (python -c pass)": processes.BARE,
        "import + Floor.open + close": (sys.executable, "-c", OPEN_AND_CLOSE, url),
        "floortool --json clock status": (str(floortool), "--db", url, "--json", "clock", "status"),
    }
    bare = (0.0, 0.0)
    for name, command in starts.items():
        wall, cpu = processes.timed(command, env, runs)
        line = f"fresh process, {name}: median {wall:.3f} s wall, {cpu:.3f} s CPU"
        if command == processes.BARE:
            bare = (wall, cpu)
        else:
            line += f"; less the bare one {wall - bare[0]:.3f} s wall, {cpu - bare[1]:.3f} s CPU"
        print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--entrants", type=int, default=10_000)
    parser.add_argument("--batch", type=int, default=1, help="names per registration group")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opens", type=int, default=5)
    parser.add_argument("--keep", metavar="FILE.db", help="also copy the database here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "event.db"
        url = f"sqlite:///{path}"
        with no_fsync():
            floor = Floor.open(url, operator="bench")
            began = time.perf_counter()
            builder = Builder(floor, args.entrants, args.seed)
            builder.register(args.batch)
            registered = time.perf_counter() - began
            builder.play()
            built = time.perf_counter() - began
            entries = len(floor.journal())
            groups = len(floor._folder.history.labels)
            floor.close()
        print(
            f"built {args.entrants} entrants played to the end: {entries:,} journal entries, "
            f"{groups:,} groups, {builder.commands:,} commands in {built:.1f} s "
            f"(registration {registered:.1f} s); {path.stat().st_size / 1e6:.1f} MB"
        )
        if args.keep:
            shutil.copyfile(path, args.keep)
        print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        fresh_processes(url, args.opens)
        stored = [_open_ms(url) for _ in range(args.opens)]
        print(
            f"cold open with the stored checkpoint: median {statistics.median(stored):.0f} ms "
            f"(runs: {', '.join(f'{ms:.0f}' for ms in stored)})"
        )
        rebuilt = []
        for _ in range(max(1, args.opens // 2)):
            engine = sa.create_engine(url)
            with engine.begin() as conn:
                checkpoint_repo.forget(conn)
            engine.dispose()
            rebuilt.append(_open_ms(url))
        print(
            f"cold open without it (the whole journal folded, the checkpoint stored again): "
            f"median {statistics.median(rebuilt):.0f} ms "
            f"(runs: {', '.join(f'{ms:.0f}' for ms in rebuilt)})"
        )
        print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
