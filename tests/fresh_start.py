"""Run ``floortool`` in a fresh interpreter and see what it imported (lazy-start tests).

``start(ARGS)`` runs ``floortool.launcher.main(ARGS)`` in a new Python and
returns what it printed and the modules in its ``sys.modules`` afterwards.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass

#: The packages a light start must not load.
HEAVY = frozenset(
    {
        "reportlab",
        "pypdfium2",
        "alembic",
        "PySide6",
        "sqlalchemy",
        "sqlmodel",
        "starlette",
        "uvicorn",
    }
)
PROBE = """
import json, sys
from floortool.launcher import main
try:
    status = main(sys.argv[1:])
except SystemExit as exit:
    status = exit.code
print(json.dumps({"status": status, "modules": sorted(sys.modules)}))
"""


@dataclass(frozen=True)
class Start:
    """What a fresh ``floortool ARGS`` printed, and the modules it had imported when done."""

    shown: str
    modules: frozenset[str]

    @property
    def heavy(self) -> list[str]:
        """The heavy packages it loaded."""
        return sorted({m.split(".")[0] for m in self.modules} & HEAVY)


def start(*args: str, env: dict[str, str] | None = None) -> Start:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, **(env or {})},
    )
    *shown, last = done.stdout.rstrip("\n").split("\n")
    report = json.loads(last)
    assert report["status"] in (0, None), done.stderr
    return Start("\n".join(shown), frozenset(report["modules"]))
