"""The package list in pyproject.toml covers every package, and resources are found."""

from __future__ import annotations

import tomllib
from importlib.resources import files
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_under_floortool_is_listed_in_pyproject() -> None:
    listed = set(
        tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    )
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "floortool").rglob("__init__.py")
    }
    data_only = {"floortool.resources", "floortool.web.static"}  # files, no modules
    assert found | data_only == listed


def test_resources_are_found_through_importlib() -> None:
    structures = files("floortool.resources") / "structures"
    names = {entry.name for entry in structures.iterdir()}
    assert "regular.json" in names
