"""The domain's shape: a small kernel at the root, every other module in its subject's
package, and the import-linter lists that keep the seating engine and the points
language apart naming every module outside them (a new module cannot slip past)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOMAIN = ROOT / "floortool" / "domain"
KERNEL = {
    "errors",
    "money",
    "text",
    "json_text",
    "csv_rows",
    "journal",
    "draft",
    "state",
    "replay",
    "overlay",
    "state_data",
    "plurals",
    "remedies",
    "record_book",
    "event_kinds",
    "input_checks",
    "shown_text",
    "public_fields",
}
#: Kernel modules the points language may use: its refusals carry a remedy and show
#: what was typed escaped.
POINTS_MAY_USE = {
    "floortool.domain.errors",
    "floortool.domain.remedies",
    "floortool.domain.shown_text",
}
#: Kernel modules the seating engine may use: they import nothing of the floor.
ENGINE_MAY_USE = {"floortool.domain.overlay", "floortool.domain.plurals"}


def _contract(name_start: str) -> dict[str, list[str]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    (found,) = [c for c in config["contracts"] if c["name"].startswith(name_start)]
    return found


def _modules(package: Path) -> set[str]:
    return {
        ".".join(p.with_suffix("").relative_to(ROOT).parts)
        for p in package.rglob("*.py")
        if p.name != "__init__.py"
    }


def test_the_domain_root_holds_only_the_kernel() -> None:
    root_modules = {p.stem for p in DOMAIN.glob("*.py")} - {"__init__"}
    assert root_modules <= KERNEL, sorted(root_modules - KERNEL)


def _covered(module: str, forbidden: list[str]) -> bool:
    return any(module == f or module.startswith(f + ".") for f in forbidden)


def test_the_seating_engine_contract_names_every_other_domain_module() -> None:
    forbidden = _contract("The seating engine")["forbidden_modules"]
    engine = _modules(DOMAIN / "seating" / "engine")
    outside = _modules(DOMAIN) - engine - ENGINE_MAY_USE
    assert not [m for m in sorted(outside) if not _covered(m, forbidden)]


def test_the_points_language_contract_names_every_other_domain_module() -> None:
    forbidden = _contract("The points formula language")["forbidden_modules"]
    language = _modules(DOMAIN / "league" / "points")
    outside = _modules(DOMAIN) - language - POINTS_MAY_USE
    assert not [m for m in sorted(outside) if not _covered(m, forbidden)]
