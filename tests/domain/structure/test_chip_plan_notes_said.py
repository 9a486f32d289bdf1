"""The structure's chip notes said in the reader's language.

Issue 30: "Ship German, French and Spanish beside English [...] numbers and
money per locale." The colour-up plan, the chip race's explanations and the
structure suggestion's notes are phrases: their English stays what the
``--json`` output always gave, and a German reader gets German words with
numbers grouped the German way (``5.400``) and decimals with a comma
(``1,52``). A built-in chip colour (``green``) is said in German (``grün``);
a colour a director typed stays as typed.
"""

from __future__ import annotations

import random

from floortool.app.languages import catalogue
from floortool.domain.structure.chip_colours import colour_name
from floortool.domain.structure.chip_plan import plan_color_up
from floortool.domain.structure.chip_race import (
    SeatLeftover,
    race_chips,
    race_data,
    race_phrases,
)
from floortool.domain.structure.chips import STANDARD_CHIP_SET
from floortool.domain.structure.events import ChipRaceRun
from floortool.domain.structure.levels import Break, Level, Structure
from floortool.domain.structure.suggest import suggest_structure

GERMAN = catalogue("de")

STRUCTURE = Structure(
    name="Colour-up",
    rows=(
        Level(small_blind=25, big_blind=50, minutes=20),
        Level(small_blind=50, big_blind=100, minutes=20),
        Break(minutes=10, color_up=(25,)),
        Level(small_blind=100, big_blind=200, minutes=20),
    ),
)


def test_a_colour_up_plan_is_said_in_german_with_german_colours_and_numbers() -> None:
    plan = plan_color_up(STRUCTURE, STANDARD_CHIP_SET, tables=40, starting_stack=10000)[0]

    assert str(plan.message).startswith(
        "The break after level 2: up to 72 x 25 (green) come off each table; "
        "each table needs up to 18 x 100 (black) (720 in all, "
    )
    german = GERMAN.say(plan.message)
    assert german.startswith(
        "Die Pause nach Level 2: bis zu 72 x 25 (grün) kommen von jedem Tisch; "
        "jeder Tisch braucht bis zu 18 x 100 (schwarz) (720 insgesamt, "
    )
    assert "im Koffer" in german and "in the case" not in german


def test_a_typed_colour_stays_as_typed_and_a_built_in_one_is_translated() -> None:
    assert GERMAN.say(colour_name("green")) == "grün"
    assert GERMAN.say(colour_name("dark blue")) == "dark blue"
    assert catalogue("fr").say(colour_name("grey")) == "gris"


def _race() -> ChipRaceRun:
    leftovers = [
        SeatLeftover(seat=1, chips=3, other_chips=5000, player="Ann"),
        SeatLeftover(seat=2, chips=5, other_chips=0),
        SeatLeftover(seat=3, chips=0, other_chips=2000),
    ]
    result = race_chips(
        leftovers,
        removed=25,
        next_denomination=100,
        rule="tda-2024",
        rng=random.Random(7),
        lowest_in_play=100,
    )
    return ChipRaceRun(
        event_id=1, table=4, result=race_data(result), result_words=race_phrases(result)
    )


def test_a_chip_race_note_is_said_in_german_and_kept_for_later() -> None:
    race = ChipRaceRun.from_data(_race().to_data())  # as read back from the journal
    english = [str(line) for line in race.explanations()]
    assert english[0].startswith("Seat 1 (Ann): 3 x 25 off; 3 odd chips raced, cards ")
    assert english == [o["explanation"] for o in race.result["outcomes"]] + [
        race.result["explanation"]
    ]
    german = [GERMAN.say(line) for line in race.explanations()]
    assert german[0].startswith("Platz 1 (Ann): 3 x 25 raus; 3 ungerade Chips im Race, Karten ")
    assert german[1].startswith("Platz 2: 5 x 25 raus; 1 voller Satz -> 1 x 100; ")
    assert "ab Platz 1 um" in german[-1] and german[-1].endswith("(TDA 2024 Rule 24).")


def test_an_old_chip_race_record_without_phrases_shows_its_english() -> None:
    data = _race().to_data()
    del data["result_words"]
    old = ChipRaceRun.from_data(data)
    lines = [GERMAN.say(line) for line in old.explanations()]
    assert lines[0] == old.result["outcomes"][0]["explanation"]
    assert lines[-1] == old.result["explanation"]


def test_a_suggestion_note_is_said_in_german_with_a_decimal_comma() -> None:
    suggestion = suggest_structure(
        starting_stack=20000,
        chip_set=STANDARD_CHIP_SET,
        expected_players=150,
        target_hours=3,
        level_minutes=20,
        break_every=4,
    )
    note = suggestion.notes[0]
    assert str(note).startswith(
        "The blinds grow 2.05x a level from 500/1,000 (20 big blinds deep): a fast structure"
    )
    german = GERMAN.say(note)
    assert german.startswith("Die Blinds steigen ab 500/1.000 (20 Big Blinds tief) um das 2,05-")
    assert german.endswith("ein längeres Ziel oder ein größerer Startstack bremst sie.")
