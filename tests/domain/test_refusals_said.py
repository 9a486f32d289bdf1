"""The rule packages' refusals said in the reader's language, with their fields in place.

Issue 30: "Ship German, French and Spanish beside English, written with care
(poker terms as directors in those countries say them) [...] numbers and money
per locale." A refusal keeps its English ``message`` (scripts read it) and is
said in another language from its phrase: ``catalogue("de").say(error.phrase)``,
as a front end does with ``error.said``. One refusal of each package is said
here, in German (and a few in French and Spanish): the sentence is the
catalogue's, not the English one, and each field (a level, a grouped number, a
typed text) is in it, numbers written as the language writes them.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from floortool.app.languages import catalogue
from floortool.domain.display.layouts import read_layout
from floortool.domain.fold.history import History
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.text import parse_spans
from floortool.domain.league.points.compiler import compile_formula
from floortool.domain.league.seasons import clean_name
from floortool.domain.results.satellite import read_ticket
from floortool.domain.rulings.min_raise import read_wagers
from floortool.domain.rulings.situations import parse_situation
from floortool.domain.structure.levels import Level, Structure, validate_structure


def _refusal(action: Callable[[], object]) -> FloorError:
    with pytest.raises(FloorError) as caught:
        action()
    return caught.value


def _said(code: str, error: FloorError) -> str:
    return error.said(catalogue(code).say)


def _upside_down() -> None:
    validate_structure(
        Structure(name="Deepstack", rows=(Level(small_blind=2000, big_blind=1000, minutes=20),))
    )


def test_a_structure_refusal_names_the_blinds_and_groups_the_numbers() -> None:
    error = _refusal(_upside_down)

    assert error.message == (
        "Level 1: the big blind (1,000) is smaller than the small blind (2,000)."
    )
    assert _said("de", error).endswith(
        "die Big Blind (1.000) ist kleiner als die Small Blind (2.000)."
    )
    assert _said("fr", error).endswith(
        "la grosse blind (1\u202f000) est plus petite que la petite blind (2\u202f000)."
    )
    assert _said("es", error).endswith(
        "la ciega grande (1000) es menor que la ciega pequeña (2000)."
    )


def test_a_points_formula_refusal_keeps_its_caret_under_the_formula() -> None:
    error = _refusal(lambda: compile_formula("1 +"))
    german = _said("de", error)

    assert german.startswith("Die Formel endet zu früh: Eine Zahl, ein Name oder '(' fehlt")
    assert "bei Zeichen 4:\n  1 +\n     ^" in german
    assert "too soon" not in german


def test_a_league_refusal_names_the_record_in_the_language() -> None:
    error = _refusal(lambda: clean_name("  ", "season"))

    assert error.message == "The season needs a name."
    assert _said("de", error) == "Es fehlt ein Name (Saison)."
    assert _said("es", error) == "Falta un nombre (temporada)."


def test_nothing_to_undo_is_said_in_german() -> None:
    error = _refusal(lambda: History().undo_target("event"))

    assert error.message == "There is nothing to undo."
    assert _said("de", error) == "Es gibt nichts rückgängig zu machen."


def test_a_kernel_refusal_quotes_what_was_typed_in_a_german_sentence() -> None:
    error = _refusal(lambda: parse_spans("1, 99x"))

    assert _said("de", error) == (
        "Tischreihenfolge: '99x' ist keine Tischnummer und kein Bereich von Tischen "
        "(z. B. 1-10, 21-30:10)."
    )


def test_a_ruling_refusal_names_the_big_blind_as_the_floor_says_it() -> None:
    error = _refusal(lambda: read_wagers(0, []))

    assert error.message == "The big blind must be more than zero chips."
    assert _said("de", error) == "Big Blind: Es müssen mehr als null Chips sein."
    assert _said("fr", error) == "Grosse blind : il faut plus de zéro jeton."


def test_a_results_refusal_keeps_the_typed_ticket() -> None:
    german = _said("de", _refusal(lambda: read_ticket("xyz")))

    assert german.startswith("'xyz' ist kein Ticket: Der Code eines Gutscheins lautet etwa T1-3")


def test_a_display_refusal_names_the_document_and_its_versions() -> None:
    error = _refusal(lambda: read_layout('{"version": 99}'))

    assert error.message == "The layout: the file says version 99; this floortool reads version 1."
    assert _said("de", error) == (
        "Das Layout: die Datei nennt Version 99; dieses floortool liest Version 1."
    )


def test_a_situation_file_that_is_not_an_object_names_the_file_in_german() -> None:
    error = _refusal(lambda: parse_situation([], name="dead-button"))
    assert error.message == "Situation file dead-button: the file: must be an object."
    assert _said("de", error).startswith("Situationsdatei dead-button: die Datei: ")
    assert error.details["field"] == "the file"  # the field, as before
