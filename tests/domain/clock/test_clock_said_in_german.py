"""Domain: the clock's refusals said in German, French and Spanish, their fields in place.

Issue 30: "Ship German, French and Spanish beside English [...] numbers and
money per locale." The clock's refusals are phrases (``kernel/phrases.py``): a
German reader gets German words, the row and the count where the English has
them, and a grouped number (86,400 seconds) grouped as German writes it.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from floortool.app.languages import catalogue
from floortool.domain.clock.state import (
    MAX_ADJUST_SECONDS,
    ClockState,
    check_adjustment,
    go_to,
    pause,
)
from floortool.domain.kernel.errors import InvalidInput

AT = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


def test_a_row_the_structure_lacks_is_said_in_german_with_the_row_and_the_count() -> None:
    with pytest.raises(InvalidInput) as refused:
        go_to(ClockState(), [600.0, 600.0], AT, 4)
    assert refused.value.message == "There is no row 5 in the structure (it has 2)."
    assert refused.value.said(catalogue("de").say) == "Die Struktur hat keine Zeile 5 (sie hat 2)."


def test_the_largest_adjustment_is_grouped_as_each_language_writes_numbers() -> None:
    with pytest.raises(InvalidInput) as refused:
        check_adjustment(MAX_ADJUST_SECONDS + 1)
    assert "86,400 seconds" in refused.value.message
    german = refused.value.said(catalogue("de").say)
    assert "86.400 Sekunden" in german and "seconds" not in german
    assert "86\u202f400 secondes" in refused.value.said(catalogue("fr").say)


def test_the_state_of_a_clock_is_said_in_the_readers_language() -> None:
    with pytest.raises(InvalidInput) as refused:
        pause(ClockState(), [600.0], AT)
    assert refused.value.message == "The clock is not running (it is not started)."
    assert refused.value.said(catalogue("de").say) == (
        "Die Uhr läuft nicht (Zustand: nicht gestartet)."
    )
    assert refused.value.said(catalogue("es").say) == (
        "El reloj no está en marcha (está sin iniciar)."
    )
