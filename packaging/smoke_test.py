"""Smoke-test a built bundle on Windows, macOS or Linux: does what ships start and work?

    python packaging/smoke_test.py [DIST]     # DIST: where the bundle was built (dist/)

Runs the bundle's own program (``platforms.py``: ``floortool-cli.exe`` on
Windows, the program inside ``floortool.app`` on macOS, ``floortool`` on
Linux) as a director would, on a fresh data folder, with nothing of this
Python's: ``--version`` (it must name the version in pyproject.toml), a
headless ``demo`` (``--no-gui``: migrations, a structure, payouts), a trial
run of the window on Qt's offscreen platform (``demo --quit-after 3``: every
page, the rulebooks, a PDF preview), a printed PDF with its embedded font, and
``serve`` answering on loopback. Prints each step; exits 1 at the first that
fails. CI runs it on all three (``.github/workflows/bundles.yml``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import tomllib
import urllib.request
from pathlib import Path

from platforms import current

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 180  # seconds for one step: the first start of a bundle on a cold disk is slow


class SmokeFailure(Exception):
    """A step did not do what it should."""


def expected_version() -> str:
    return str(
        tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    )


def bundle_env(home: Path) -> dict[str, str]:
    """This environment less anything that could lend the bundle our Python or settings."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.upper().startswith(("FLOORTOOL_", "PYTHON", "QT_"))
    }
    return env | {"FLOORTOOL_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}


def run(program: Path, folder: Path, *args: str) -> str:
    """The program's standard output for ``args``; a failure names the step and its errors."""
    result = subprocess.run(
        [str(program), *args],
        cwd=folder,
        env=bundle_env(folder / "home"),
        capture_output=True,
        encoding="utf-8",
        errors="replace",
        timeout=TIMEOUT,
        check=False,
    )
    if result.returncode != 0:
        raise SmokeFailure(f"{' '.join(args)} exited {result.returncode}:\n{result.stderr[-3000:]}")
    return result.stdout + result.stderr


def check(condition: bool, what: str) -> None:
    if not condition:
        raise SmokeFailure(what)


def serve_answers(program: Path, folder: Path) -> None:
    """``serve --port 0`` prints its address; the clock's API must answer there."""
    server = subprocess.Popen(
        [str(program), "serve", "--host", "127.0.0.1", "--port", "0"],
        cwd=folder,
        env=bundle_env(folder / "home"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        encoding="utf-8",
        errors="replace",
    )
    try:
        assert server.stdout is not None
        lines = [server.stdout.readline().strip() for _ in range(2)]
        address = next((line for line in lines if line.startswith("http")), "")
        check(address.startswith("http://127.0.0.1:"), f"serve printed no address: {lines!r}")
        with urllib.request.urlopen(f"{address}api/clock", timeout=30) as answer:
            clock = json.loads(answer.read())
        check(clock["clock"]["level"] == 1, f"the clock's API answered {clock!r}")
    finally:
        server.terminate()
        server.communicate(timeout=TIMEOUT)


def smoke(dist: Path) -> None:
    program = current().program_path(dist)
    check(program.is_file(), f"no program at {program}")
    version = expected_version()
    with tempfile.TemporaryDirectory(prefix="floortool-smoke-") as name:
        folder = Path(name)
        steps = {
            "--version": lambda: check(
                run(program, folder, "--version").strip() == f"floortool {version}",
                f"--version did not say floortool {version}",
            ),
            "demo (headless)": lambda: check(
                json.loads(run(program, folder, "--json", "demo", "--no-gui"))["event"]["name"]
                == "Demo Tournament",
                "the demo event was not made",
            ),
            "demo (window, offscreen)": lambda: check(
                " 0 failed" in run(program, folder, "demo", "--quit-after", "3"),
                "the trial run of the window reported failures",
            ),
            "printed PDF": lambda: printed_pdf(program, folder),
            "serve on loopback": lambda: serve_answers(program, folder),
        }
        for step, do in steps.items():
            do()
            print(f"ok  {step}", flush=True)


def printed_pdf(program: Path, folder: Path) -> None:
    run(program, folder, "print", "structure", "--out", "structure.pdf")
    pdf = (folder / "structure.pdf").read_bytes()
    check(pdf.startswith(b"%PDF") and b"+DejaVuSans" in pdf, "the PDF lacks its embedded font")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    dist = Path(args[0] if args else ROOT / "dist").resolve()
    print(f"smoke-testing {current().program_path(dist)}", flush=True)
    try:
        smoke(dist)
    except (SmokeFailure, subprocess.TimeoutExpired, OSError, ValueError, KeyError) as failure:
        print(f"FAILED  {failure}", file=sys.stderr)
        return 1
    print("the bundle passed its smoke test")
    return 0


if __name__ == "__main__":
    sys.exit(main())
