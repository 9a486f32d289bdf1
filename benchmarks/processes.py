"""Benchmark helper: time whole processes, each started afresh, against a bare interpreter.

``timed(command, env, runs)`` runs ``command`` once to warm the disk cache and
write bytecode, then ``runs`` times, and gives the median wall clock (launch to
exit) and CPU time (the child's user + system time from ``wait4``): on a shared
machine the CPU time is the figure to compare. ``BARE`` is the interpreter
doing nothing, the floor under every start; ``bytecode_env`` drops
``PYTHONDONTWRITEBYTECODE`` (set on this machine), as an installed floortool
runs with its ``.pyc`` files.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass

BARE = (sys.executable, "-c", "pass")


def bytecode_env(**extra: str) -> dict[str, str]:
    env = {**os.environ, **extra}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


@dataclass(frozen=True)
class Ran:
    """One process: when it was launched (``time.time()``), its wall and CPU seconds,
    and what it printed."""

    began: float
    wall: float
    cpu: float
    output: str


def once(command: Sequence[str], env: dict[str, str]) -> Ran:
    """Run ``command`` to its end (it must succeed)."""
    began = time.time()
    process = subprocess.Popen(
        list(command),
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        # Not in a checkout: ``python -c`` would import the floortool of its working
        # folder before the one installed (or on ``PYTHONPATH``, to time another copy).
        cwd=tempfile.gettempdir(),
    )
    assert process.stdout is not None
    output = process.stdout.read()
    ended = time.time()
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{' '.join(command)}: exit status {status}\n{output}")
    return Ran(began, ended - began, usage.ru_utime + usage.ru_stime, output)


def timed(command: Sequence[str], env: dict[str, str], runs: int) -> tuple[float, float]:
    """Median wall and CPU seconds over ``runs`` processes, after one warm-up."""
    once(command, env)
    walls, cpus = [], []
    for _ in range(runs):
        ran = once(command, env)
        walls.append(ran.wall)
        cpus.append(ran.cpu)
    return statistics.median(walls), statistics.median(cpus)
