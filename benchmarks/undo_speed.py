"""Benchmark: undo + redo of the latest floor action in a tournament under way, at any size.

Plays a tournament through the app's commands (``event_open.Builder``: one
registration per name, buttons, hands at random tables with 0-2 bust-outs,
breaks, balances, the clock stepping on) until ``--out`` of the field is out,
then closes the floor (it stores its checkpoint) and times, on a copy of that
database, undo then redo of the latest action (a bust, as a director's Ctrl+Z
and Ctrl+Shift+Z):

- in a floor opened in this process: the first pair after the open, then the
  median of ``--pairs`` more (thread CPU and wall; each a durable commit with
  ``synchronous=FULL``);
- as the command line does it: ``floortool --json undo`` then ``floortool
  --json redo``, two fresh processes, median of ``--pairs`` pairs, beside a
  bare interpreter's two starts in the same run (CPU from ``wait4``), with
  bytecode as an installed floortool runs.

``--db FILE`` times a database built before (``--keep FILE``) instead of
building one, so that two versions of floortool can be timed on the same
journal one right after the other (``PYTHONPATH`` on the other's copy).

Run: ``.venv/bin/python benchmarks/undo_speed.py --entrants 10000 [--keep FILE.db]``
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import processes
from floortool.app.floor import Floor
from floortool.domain.kernel.journal import event_scope


def build(path: Path, entrants: int, out: float, seed: int) -> None:
    """A tournament played until ``out`` of the ``entrants`` are out, in ``path``."""
    from event_open import Builder, no_fsync
    from floortool.domain.seating.adapter import room_of

    left = max(2, round(entrants * (1 - out)))

    class Enough(Exception):
        """The field is down to ``left``."""

    with no_fsync():
        floor = Floor.open(f"sqlite:///{path}", operator="bench")
        builder = Builder(floor, entrants, seed)
        builder.register(1)
        run = builder.run

        def until_left(command: object) -> int:
            if room_of(floor.state, builder.event_id).players <= left:
                raise Enough
            return run(command)  # type: ignore[arg-type]

        builder.run = until_left  # type: ignore[method-assign]
        with contextlib.suppress(Enough):
            builder.play()
        print(
            f"built: {entrants:,} entrants, {room_of(floor.state, builder.event_id).players:,} "
            f"left, {floor.revision:,} journal entries; latest action: "
            f"{floor.undo_label(event_scope(builder.event_id))}"
        )
        floor.close()


def in_process(url: str, pairs: int) -> None:
    floor = Floor.open(url, operator="bench")
    scope = floor.undo_scope()
    times = []
    for _ in range(pairs + 1):
        cpu, wall = time.thread_time(), time.perf_counter()
        floor.undo(scope)
        floor.redo(scope)
        times.append(((time.thread_time() - cpu) * 1000, (time.perf_counter() - wall) * 1000))
    floor.close()
    (first_cpu, first_wall), rest = times[0], times[1:]
    print(
        f"in the open floor: first pair after the open {first_cpu:.1f} ms CPU "
        f"({first_wall:.1f} ms wall); then median {statistics.median(c for c, _ in rest):.1f} ms "
        f"CPU ({statistics.median(w for _, w in rest):.1f} ms wall; CPU runs: "
        f"{', '.join(f'{c:.1f}' for c, _ in rest)})"
    )


def as_commands(url: str, pairs: int) -> None:
    env = processes.bytecode_env(FLOORTOOL_OPERATOR="bench")
    floortool = str(Path(sys.executable).with_name("floortool"))
    bare = processes.timed(processes.BARE, env, pairs)
    pair_walls, pair_cpus = [], []
    for _ in range(pairs + 1):
        undo = processes.once([floortool, "--db", url, "--json", "undo"], env)
        redo = processes.once([floortool, "--db", url, "--json", "redo"], env)
        pair_walls.append(undo.wall + redo.wall)
        pair_cpus.append(undo.cpu + redo.cpu)
    wall, cpu = statistics.median(pair_walls[1:]), statistics.median(pair_cpus[1:])
    print(
        f"as two commands (floortool undo, floortool redo): median {wall:.3f} s wall, "
        f"{cpu:.3f} s CPU; less two bare interpreters {wall - 2 * bare[0]:.3f} s wall, "
        f"{cpu - 2 * bare[1]:.3f} s CPU"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--entrants", type=int, default=10_000)
    parser.add_argument("--out", type=float, default=0.5, help="share of the field out")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pairs", type=int, default=5, help="undo + redo pairs (median)")
    parser.add_argument("--db", metavar="FILE.db", help="time this database (a copy of it)")
    parser.add_argument("--keep", metavar="FILE.db", help="also copy the built database here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "event.db"
        if args.db:
            shutil.copyfile(args.db, path)
        else:
            build(path, args.entrants, args.out, args.seed)
            if args.keep:
                shutil.copyfile(path, args.keep)
        url = f"sqlite:///{path}"
        print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        in_process(url, args.pairs)
        as_commands(url, args.pairs)
        print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
