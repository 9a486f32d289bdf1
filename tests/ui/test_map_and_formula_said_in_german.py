"""A German window: the floor map's badges and the formula field's help in German.

Issue 30: "Every string a person reads — window, messages [...] — goes through one
translation mechanism." A table card's badges (FINISHED, HALTED, SHORT) were
English in a German window; the formula field's tooltip says what each name of
the points formula language holds and what each function does
(``domain.league.points.language``), in the window's language.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtWidgets import QApplication

from floortool.app.views.floor_map import SeatCard, TableCard
from floortool.ui.floor_map_paint import CardMarks, HandMark, pills
from floortool.ui.formula_lab import FormulaLab, language_help, sample_text
from floortool.ui.translation import stop_language, use_language


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    """The window speaks German for the test, English again after it."""
    installed = use_language(qapp, "de")
    yield
    stop_language(qapp, installed)


def test_a_table_cards_badges_are_german(german: None) -> None:
    seats = tuple(SeatCard(n, n, n, f"P{n}") for n in range(1, 10))
    card = TableCard(number=4, seats=seats, button=3, short=True, halted=True)
    texts = [text for text, _ in pills(card, CardMarks(hand=HandMark.FINISHED))]
    assert texts == ["BEENDET", "ANGEHALTEN", "UNTERBESETZT"]


def test_the_formula_fields_help_is_german(german: None, qtbot: object) -> None:
    help_text = language_help()
    assert "n: Entries im Turnier, Re-Entries eingeschlossen" in help_text.splitlines()
    assert "sqrt: Quadratwurzel (von 0 oder mehr)" in help_text.splitlines()
    assert help_text.startswith("Namen:") and "\nFunktionen:\n" in help_text
    lab = FormulaLab()
    assert lab.formula_edit.toolTip() == help_text
    assert sample_text() == "Ein erfundenes Feld mit 30 Entries"


def test_the_formula_fields_help_in_english_names_every_name_and_function(
    qapp: QApplication,
) -> None:
    lines = language_help().splitlines()
    assert "r: the finishing place (1 is the winner)" in lines
    assert "round: round(x) or round(x, digits): halves away from zero" in lines
    assert len(lines) == 1 + 10 + 1 + 1 + 12  # the titles, a blank line, every name
