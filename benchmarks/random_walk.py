"""The long random walk: the real window through 100,000 seeded actions, in child processes.

The suite walks a few thousand actions (``tests/ui/test_random_walk.py``);
this runs the same walker (``tests/ui/window_walk.py``) much longer, in walks
of ``--chunk`` actions, each in a child process on a new home, seeds counted
up from ``--first-seed``, alternating between the ``offscreen`` platform and a
real X server (Xvfb with openbox, started here) when ``--platform both``.
It prints one line per walk (seed, platform, actions, seconds, result) and a
summary; a walk that crashes or finds a fault prints its report (the seed,
the last steps, the fault trace, the replay command) and the run goes on.
The exit status is 1 if any walk failed.

    .venv/bin/python benchmarks/random_walk.py --actions 100000
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.ui.child_window import OFFSCREEN, XCB, run_child  # noqa: E402
from tests.ui.xserver import x_server  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--actions", type=int, default=100_000)
    parser.add_argument("--chunk", type=int, default=5_000)
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--platform", choices=(OFFSCREEN, XCB, "both"), default="both")
    args = parser.parse_args(argv)
    platforms = [OFFSCREEN, XCB] if args.platform == "both" else [args.platform]
    failures = 0
    walked = 0
    started = time.perf_counter()
    with (
        tempfile.TemporaryDirectory(prefix="floortool-walk-") as folder,
        contextlib.ExitStack() as stack,
    ):
        display = stack.enter_context(x_server(Path(folder))) if XCB in platforms else None
        seed = args.first_seed
        while walked < args.actions:
            count = min(args.chunk, args.actions - walked)
            platform = platforms[(seed - args.first_seed) % len(platforms)]
            began = time.perf_counter()
            run = run_child(
                ["--seed", str(seed), "--actions", str(count)],
                home=Path(folder) / f"home-{seed}",
                platform=platform,
                display=display if platform == XCB else None,
                timeout=max(600.0, count * 0.2),
            )
            seconds = time.perf_counter() - began
            steps = sum(1 for line in run.lines if line.startswith("step ") and "(its" not in line)
            walked += steps
            result = "ok" if run.finished else "FAILED"
            print(
                f"seed {seed} {platform:9} {steps:6} actions {seconds:7.1f} s "
                f"{steps / seconds:6.1f}/s {result}",
                flush=True,
            )
            if not run.finished:
                failures += 1
                print(run.report(), flush=True)
                walked += count - steps  # a failed walk still counts its share
            seed += 1
    total = time.perf_counter() - started
    print(
        f"{walked} actions in {seed - args.first_seed} walks, {total:.0f} s "
        f"({walked / total:.1f} actions/s), {failures} failed",
        flush=True,
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
