"""A blind structure's name as the reader says it: the bundled structures' names in
the reader's language, a name the director gave as written."""

from __future__ import annotations

import json
from pathlib import Path

from floortool.app.languages import catalogue
from floortool.domain.structure.structure_names import BUILT_IN_NAMES, structure_name

BUNDLED = Path(__file__).resolve().parents[3] / "resources" / "structures"


def test_every_bundled_structure_has_its_name_said() -> None:
    files = BUNDLED.glob("*.json")
    names = {json.loads(path.read_text(encoding="utf-8"))["name"] for path in files}
    assert names and names == set(BUILT_IN_NAMES)


def test_a_bundled_structure_is_said_in_each_language_and_is_its_english_as_text() -> None:
    regular = structure_name("Regular (20-minute levels)")
    assert str(regular) == "Regular (20-minute levels)"
    assert catalogue("de").say(regular) == "Normal (20-Minuten-Level)"
    assert catalogue("fr").say(regular) == "Normale (niveaux de 20 minutes)"
    assert catalogue("es").say(structure_name("Turbo (10-minute levels)")) == (
        "Turbo (niveles de 10 minutos)"
    )


def test_a_structure_the_director_named_is_shown_as_written() -> None:
    assert catalogue("de").say(structure_name("Sunday Deepstack")) == "Sunday Deepstack"
