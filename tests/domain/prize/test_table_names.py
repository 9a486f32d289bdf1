"""A payout table's name as the reader says it: the bundled tables' names in the
reader's language, a name a director gave as written."""

from __future__ import annotations

import json
from pathlib import Path

from floortool.app.languages import catalogue
from floortool.domain.prize.table_names import BUILT_IN_NAMES, table_name

BUNDLED = Path(__file__).resolve().parents[3] / "resources" / "payouts"


def test_every_bundled_table_has_its_name_said() -> None:
    names = {
        json.loads(path.read_text(encoding="utf-8"))["name"] for path in BUNDLED.glob("*.json")
    }
    assert names and names == set(BUILT_IN_NAMES)


def test_a_bundled_name_is_said_in_german_and_is_its_english_as_text() -> None:
    name = "Standard (about 15% of the field paid)"
    assert str(table_name(name)) == name
    assert catalogue("de").say(table_name(name)) == "Standard (ca. 15 % im Geld)"
    assert catalogue("es").say(table_name("Winner takes all")) == "El ganador se lo lleva todo"


def test_a_name_the_director_gave_is_shown_as_written() -> None:
    assert catalogue("de").say(table_name("Club payouts 2026")) == "Club payouts 2026"
