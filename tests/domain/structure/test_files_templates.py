"""Domain: the built-in structure templates in resources/structures parse and validate."""

from __future__ import annotations

from pathlib import Path

import pytest

from floortool.domain.structure.chip_plan import plan_color_up
from floortool.domain.structure.chips import STANDARD_CHIP_SET
from floortool.domain.structure.files import parse_structure_json, structure_to_json
from floortool.domain.structure.levels import Level, validate_structure
from floortool.domain.structure.suggest import project_finish

TEMPLATES = Path(__file__).resolve().parents[3] / "resources" / "structures"
EXPECTED = ("turbo.json", "regular.json", "deep-stack.json", "bar-league-20.json")


def template_paths() -> list[Path]:
    return sorted(TEMPLATES.glob("*.json"))


def test_the_four_built_in_templates_are_there() -> None:
    names = {path.name for path in template_paths()}
    assert set(EXPECTED) <= names


@pytest.mark.parametrize("path", template_paths(), ids=lambda path: path.name)
def test_template_parses_and_validates_with_the_standard_chip_set(path: Path) -> None:
    structure = parse_structure_json(path.read_text(encoding="utf-8"))
    validate_structure(structure, STANDARD_CHIP_SET)
    assert structure.name
    assert structure.levels[0].describe() == "25/50"
    assert any(level.big_blind_ante for level in structure.levels)
    assert plan_color_up(structure, STANDARD_CHIP_SET, tables=5, starting_stack=10_000)


@pytest.mark.parametrize("path", template_paths(), ids=lambda path: path.name)
def test_template_file_is_in_canonical_form(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert structure_to_json(parse_structure_json(text)) == text


@pytest.mark.parametrize("path", template_paths(), ids=lambda path: path.name)
def test_template_big_blind_ante_equals_the_big_blind_and_stays(path: Path) -> None:
    levels = parse_structure_json(path.read_text(encoding="utf-8")).levels
    first = next(i for i, level in enumerate(levels) if level.big_blind_ante)
    assert all(level.big_blind_ante and level.ante == level.big_blind for level in levels[first:])
    assert not any(level.ante for level in levels[:first])


def test_bar_league_template_plays_20_minute_levels() -> None:
    structure = parse_structure_json((TEMPLATES / "bar-league-20.json").read_text(encoding="utf-8"))
    assert {row.minutes for row in structure.rows if isinstance(row, Level)} == {20}


@pytest.mark.parametrize(
    ("name", "stack", "players", "hours"),
    [
        ("turbo.json", 10_000, 60, (2.5, 5)),
        ("regular.json", 10_000, 60, (6, 10)),
        ("deep-stack.json", 20_000, 100, (12, 20)),
        ("bar-league-20.json", 5_000, 30, (3, 5)),
    ],
)
def test_template_lasts_a_sensible_time_for_a_typical_field(
    name: str, stack: int, players: int, hours: tuple[float, float]
) -> None:
    structure = parse_structure_json((TEMPLATES / name).read_text(encoding="utf-8"))
    projection = project_finish(structure, total_chips=stack * players)
    assert projection is not None
    assert hours[0] * 3600 <= projection.seconds <= hours[1] * 3600
