"""Every benchmark script still imports what it uses.

The scripts in ``benchmarks/`` run by hand, not in the suite, so a name the
code moves or renames would break one unseen until someone measures (as
``display_cpu.py`` once was, after ``read_layout_file`` gave way to
``import_layout_file``). Loading each module runs its imports, not its
measurement: each one measures only under ``__main__``.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

BENCHMARKS = sorted((Path(__file__).parent.parent / "benchmarks").glob("*.py"))


@pytest.mark.parametrize("script", BENCHMARKS, ids=lambda path: path.stem)
def test_the_script_imports(script: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(script.parent))  # as when run: its folder first
    name = f"benchmark_{script.stem}"
    spec = importlib.util.spec_from_file_location(name, script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, name, module)
    spec.loader.exec_module(module)
