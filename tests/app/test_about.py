"""The About box's facts: every bundled third-party part has a licence notice."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from floortool.app.about import BUNDLED_PARTS, BundledPart, data_locations
from floortool.app.paths import config_dir, data_dir, log_dir

ROOT = Path(__file__).resolve().parents[2]


def _name(distribution: str) -> str:
    return re.sub(r"[-_.]+", "-", distribution).lower()


def runtime_distributions() -> set[str]:
    """Every distribution the app needs at run time: pyproject's dependencies and theirs."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = [Requirement(line) for line in project["dependencies"]]
    found: set[str] = set()
    while wanted:
        requirement = wanted.pop()
        name = _name(requirement.name)
        if name in found:
            continue
        found.add(name)
        for line in metadata.requires(requirement.name) or []:
            needed = Requirement(line)
            extras = requirement.extras or {""}
            if needed.marker is None or any(
                needed.marker.evaluate({"extra": extra}) for extra in extras
            ):
                wanted.append(needed)
    return found


def test_every_runtime_distribution_has_a_licence_notice() -> None:
    covered = {_name(d) for part in BUNDLED_PARTS for d in part.distributions}

    missing = runtime_distributions() - covered

    assert not missing, f"add these to BUNDLED_PARTS with a notice: {sorted(missing)}"


@pytest.mark.parametrize("part", BUNDLED_PARTS, ids=lambda part: part.name)
def test_each_part_has_its_notice_and_a_version(part: BundledPart) -> None:
    text = part.notice_text()
    assert part.name.split()[0] in text
    assert part.version is not None


def test_data_locations_name_the_database_and_the_folders() -> None:
    said = [(str(name), where) for name, where in data_locations("sqlite:////x/floortool.db")]
    assert said == [
        ("Database", "sqlite:////x/floortool.db"),
        ("Data folder", data_dir()),
        ("Settings", config_dir()),
        ("Logs", log_dir()),
    ]
