"""The domain's import contracts (``pyproject.toml``) break when a module reaches past its
floor: each case copies the package, adds one import where it must not be (or a module
no layer names) and runs ``lint-imports`` on the copy."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")

FLOORS = "The domain stands on its kernel, and the fold stands on the subjects"
ENGINE = "The seating engine imports nothing of the rest of the floor"
POINTS = "The points formula language imports nothing of the rest of the floor but its refusals"


def _lint(tmp_path: Path, changes: dict[str, str]) -> str:
    """``lint-imports`` on a copy of floortool with ``changes`` (path → a line added)."""
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    shutil.copytree(
        ROOT / "floortool",
        tmp_path / "floortool",
        ignore=shutil.ignore_patterns("__pycache__", "resources", "static"),
    )
    for path, line in changes.items():
        target = tmp_path / "floortool" / path
        target.parent.mkdir(parents=True, exist_ok=True)
        text = target.read_text() if target.exists() else '"""A newcomer."""\n'
        target.write_text(f"{text}\n{line}\n")
    done = subprocess.run(
        [str(LINT_IMPORTS), "--no-cache"],
        cwd=tmp_path,
        env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin", "COLUMNS": "300"},
        capture_output=True,
        text=True,
        check=False,
    )
    return done.stdout


def _broken(report: str) -> list[str]:
    """The names of the contracts ``report`` says are broken."""
    return [line.partition(" BROKEN")[0] for line in report.splitlines() if " BROKEN" in line]


def test_the_contracts_hold_on_the_floor_as_it_is(tmp_path: Path) -> None:
    report = _lint(tmp_path, {})
    assert "0 broken" in report, report


@pytest.mark.parametrize(
    ("path", "line", "contract"),
    [
        # the kernel reaching up to a subject
        ("domain/kernel/money.py", "import floortool.domain.clock.state", FLOORS),
        # a subject reaching up to the fold at run time
        ("domain/prize/pool.py", "import floortool.domain.fold.replay", FLOORS),
        # a module at the domain's root, in no layer (exhaustive)
        ("domain/newcomer.py", "import floortool.domain.kernel.money", FLOORS),
        # a new subject package nobody put in the middle layer
        ("domain/lottery/__init__.py", "import floortool.domain.kernel.money", FLOORS),
        # the seating engine reading the clock, another subject
        ("domain/seating/engine/model.py", "import floortool.domain.clock.state", ENGINE),
        # the seating engine reading its own package's events
        ("domain/seating/engine/model.py", "import floortool.domain.seating.seats", ENGINE),
        # the seating engine reading a kernel module other than its two leaves
        ("domain/seating/engine/model.py", "import floortool.domain.kernel.money", ENGINE),
        # the points language reading the league's seasons
        ("domain/league/points/lexer.py", "import floortool.domain.league.seasons", POINTS),
        # the points language reading a kernel module other than its refusals
        ("domain/league/points/lexer.py", "import floortool.domain.kernel.text", POINTS),
    ],
)
def test_a_module_past_its_floor_breaks_its_contract(
    tmp_path: Path, path: str, line: str, contract: str
) -> None:
    report = _lint(tmp_path, {path: line})
    assert contract in _broken(report), report
