"""Domain: the event settings' own checks said in German, their numbers and names in place.

Issue 30: "Every string a person reads [...] goes through one translation
mechanism" and "numbers and money per locale". A setting refused for being out of
its range, not one of its choices, of the wrong kind or against another setting
keeps its English ``message`` (scripts read it) and is said in German from its
phrase, the setting named as the German dialog names it.
"""

from __future__ import annotations

from typing import Any

import pytest

from floortool.app.languages import catalogue
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.tournament.event import settings_for
from floortool.domain.tournament.settings import validate_settings


def _refused(**settings: Any) -> InvalidInput:
    with pytest.raises(InvalidInput) as refused:
        validate_settings(settings_for(name="Main", **settings))
    return refused.value


def _german(error: InvalidInput) -> str:
    return error.said(catalogue("de").say)


def test_a_value_out_of_range_is_said_in_german() -> None:
    error = _refused(seats=20)
    assert error.message == "A table has between 2 and 12 seats."
    assert _german(error) == "Ein Tisch hat zwischen 2 und 12 Plätze."


def test_a_limit_is_a_number_written_as_german_writes_it() -> None:
    error = _refused(sign_up_cap=0)
    assert error.message == "From 1 to 10,000 sign-ups may wait at once."
    assert _german(error) == "Es können 1 bis 10.000 Voranmeldungen gleichzeitig warten."


def test_a_value_that_is_not_a_choice_names_the_setting_in_german() -> None:
    error = _refused(giving_table="middle")
    assert error.message == "Unknown giving table 'middle'; choose one of: highest, lowest."
    assert _german(error) == (
        "Unbekannt für „abgebender Tisch“: 'middle'; eine davon wählen: highest, lowest."
    )


def test_a_value_of_the_wrong_kind_names_the_setting_in_german() -> None:
    error = _refused(max_reentries="two")
    assert error.message == "The re-entries per player must be a whole number."
    assert _german(error) == "Die Einstellung „Re-Entrys pro Spieler“ muss eine ganze Zahl sein."


def test_an_automation_setting_is_named_with_its_moment_in_german() -> None:
    error = _refused(on_break_show="long")
    assert error.message == "The show at a break must be a whole number."
    assert "„Anzeigedauer bei einer Pause“" in _german(error)


def test_a_check_across_settings_says_the_money_in_german() -> None:
    error = _refused(buy_in=5_000, bounty=6_000)
    assert error.message == (
        "The bounty (60.00) comes out of the buy-in, so it cannot be more than the buy-in (50.00)."
    )
    assert _german(error) == (
        "Der Bounty (60,00) wird vom Buy-in genommen, also kann er nicht höher als das "
        "Buy-in (50,00) sein."
    )


def test_a_late_policy_missing_its_parameter_names_it_in_german() -> None:
    """House policy "a fixed number of chips deducted for every level started": the
    policy needs that number, and its refusal says which in the reader's language."""
    error = _refused(late_reg="per-level", late_reg_per_level=0)
    assert error.message == (
        "The 'per-level' policy needs the chips deducted for every level started."
    )
    assert _german(error) == (
        "Die Regel 'per-level' braucht die je begonnenem Level abgezogenen Chips."
    )
    capped = _refused(late_reg="capped-blinds", late_reg_cap=0)
    assert _german(capped).endswith("die höchstens von einem Nachzügler abgezogenen Chips.")
