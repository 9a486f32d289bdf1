"""Benchmark: start-up — whole ``floortool`` processes, from launch to answer (or to the window).

Times five starts, each as a fresh process (median of ``--runs`` after one
warm-up; wall clock, and the process's CPU time from ``wait4``):

- a bare interpreter (``python -c pass``), the floor every start stands on,
  which each other start is also given less (the ``+`` columns);
- ``floortool --version``;
- ``floortool --json clock status`` on a database with 20 events;
- ``floortool --json player bust NAME`` on a 200-entrant event (a different
  player each run);
- the window on the demo event (``floortool demo``, offscreen), from launch
  until the main window's first paint: ``FLOORTOOL_FIRST_PAINT`` makes the
  window print the time (and its CPU time) at its first paint and quit.

The databases are built in a temporary folder with the command line itself
(``--db``), and ``FLOORTOOL_HOME`` keeps logs and window settings there too.
The starts run as an installed floortool does, with bytecode: the warm-up
writes any ``.pyc`` missing (``PYTHONDONTWRITEBYTECODE`` is dropped for them;
with it, every start compiles floortool's sources again).
Then each start runs once more under ``python -X importtime`` and its ten
heaviest imports (own time, not counting what they import) are listed,
with which of the heavy packages it loaded.
Targets (a quiet 2-core machine): version ≤ 0.15 s, clock status ≤ 0.25 s,
player bust ≤ 0.35 s, window ≤ 1.0 s (wall).

Run: ``.venv/bin/python benchmarks/startup.py [--runs 5]``
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import processes
from floortool.cli.main import run
from processes import BARE

HEAVY = ("sqlalchemy", "sqlmodel", "alembic", "reportlab", "pypdfium2", "PySide6")
FIRST_PAINT = "first-paint"


@dataclass(frozen=True)
class Start:
    """One kind of start: its name, its command line and the extra environment it needs."""

    name: str
    args: tuple[str, ...]
    env: dict[str, str]
    window: bool = False
    bare: bool = False  # the interpreter alone, not floortool


def floortool_command() -> list[str]:
    """The installed ``floortool`` script beside this Python, else ``python -m floortool``."""
    script = Path(sys.executable).with_name("floortool")
    return [str(script)] if script.exists() else [sys.executable, "-m", "floortool"]


def cli(*args: str) -> None:
    """Run one command line in this process (building the databases), quietly."""
    with contextlib.redirect_stdout(io.StringIO()):
        status = run(list(args))
    if status != 0:
        raise SystemExit(f"set-up failed: floortool {' '.join(args)} -> {status}")


def build(folder: Path) -> tuple[str, str, str]:
    """The three databases: 20 events; a 200-entrant event; the demo event."""
    events = f"sqlite:///{folder / 'events.db'}"
    for number in range(1, 21):
        cli("--db", events, "event", "create", "--name", f"Event {number}", "--tables", "2")
    cli("--db", events, "clock", "start")
    field = f"sqlite:///{folder / 'field.db'}"
    cli("--db", field, "event", "create", "--name", "Big field", "--tables", "20", "--seats", "10")
    cli("--db", field, "player", "register", *(f"Player {n}" for n in range(1, 201)))
    cli("--db", field, "clock", "start")
    demo = f"sqlite:///{folder / 'demo.db'}"
    cli("--db", demo, "demo", "--no-gui")
    return events, field, demo


def once(start: Start, args: Sequence[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one process (to its first paint, for the window)."""
    ran = processes.once(BARE if start.bare else [*floortool_command(), *args], env)
    if not start.window:
        return ran.wall, ran.cpu
    line = next(line for line in ran.output.splitlines() if line.startswith(FIRST_PAINT))
    fields = dict(part.split("=") for part in line.split()[1:])
    return float(fields["wall"]) - ran.began, float(fields["cpu"])


def timed(start: Start, env: dict[str, str], runs: int, bust: list[str]) -> tuple[float, float]:
    """Median wall and CPU seconds over ``runs`` starts, after one warm-up."""
    walls, cpus = [], []
    for number in range(runs + 1):
        args = [*start.args, bust.pop()] if start.name == "player bust" else list(start.args)
        wall, cpu = once(start, args, {**env, **start.env})
        if number:  # the first start warms the disk cache and the bytecode
            walls.append(wall)
            cpus.append(cpu)
    return statistics.median(walls), statistics.median(cpus)


def heaviest_imports(args: Sequence[str], env: dict[str, str], count: int = 10) -> list[str]:
    """The ``count`` heaviest imports (own microseconds) of one start, and the heavy ones loaded."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "floortool", *args],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    rows = []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        own, total, name = line.removeprefix("import time:").split("|")
        rows.append((int(own), int(total), name.strip()))
    loaded = sorted({n.split(".")[0] for _, _, n in rows} & set(HEAVY))
    lines = [
        f"    {own / 1000:7.1f} ms own {total / 1000:8.1f} ms all  {n}" for own, total, n in rows
    ]
    top = sorted(zip(rows, lines, strict=True), reverse=True)[:count]
    return [f"    heavy packages loaded: {', '.join(loaded) or 'none'}"] + [line for _, line in top]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5, help="timed starts of each kind")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="floortool-startup-") as tmp:
        folder = Path(tmp)
        env = processes.bytecode_env(FLOORTOOL_HOME=str(folder / "home"))
        env.pop("FLOORTOOL_DB", None)
        events, field, demo = build(folder)
        starts = [
            Start("bare python", (), {}, bare=True),
            Start("--version", ("--version",), {}),
            Start("clock status", ("--db", events, "--json", "clock", "status"), {}),
            Start("player bust", ("--db", field, "--json", "player", "bust"), {}),
            Start(
                "window (demo)",
                ("--db", demo, "demo"),
                {"FLOORTOOL_FIRST_PAINT": "1", "QT_QPA_PLATFORM": "offscreen"},
                window=True,
            ),
        ]
        bust = [f"Player {n}" for n in range(1, 201)]
        print(f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
        bare = (0.0, 0.0)
        for start in starts:
            wall, cpu = timed(start, env, options.runs, bust)
            bare = (wall, cpu) if start.bare else bare
            print(
                f"{start.name:<14} wall {wall:6.3f} s   cpu {cpu:6.3f} s"
                + ("" if start.bare else f"   (+{wall - bare[0]:.3f} s, +{cpu - bare[1]:.3f} s)")
            )
        for start in starts[1:]:
            args = [*start.args, bust.pop()] if start.name == "player bust" else start.args
            print(f"{start.name}: heaviest imports")
            print("\n".join(heaviest_imports(args, {**env, **start.env})))
        print(f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")


if __name__ == "__main__":
    main()
