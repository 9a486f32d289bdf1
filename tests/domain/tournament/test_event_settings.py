"""Domain: the event settings for late-registration policies, re-entries, rebuys,
add-ons and flights — their defaults and validation."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.tournament.event import (
    LATE_REG_POLICIES,
    EventSettings,
    settings_for,
    validate_settings,
)

BASE = EventSettings(name="Main Event")


def test_defaults_are_a_freezeout_without_rebuys_or_add_ons() -> None:
    assert (BASE.max_reentries, BASE.max_rebuys, BASE.max_addons) == (0, 0, 0)
    assert BASE.flight_of is None
    assert {"per-level", "blinds-and-antes"} <= set(LATE_REG_POLICIES)


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"late_reg": "per-level"}, "late_reg_per_level", "needs the chips"),
        ({"late_reg_per_level": -1}, "late_reg_per_level", "cannot be negative"),
        ({"max_reentries": -1}, "max_reentries", "cannot be negative"),
        ({"max_rebuys": -2}, "max_rebuys", "cannot be negative"),
        ({"max_addons": -1}, "max_addons", "cannot be negative"),
        ({"rebuy_last_level": 0}, "rebuy_last_level", "level 1 or later"),
        ({"addon_last_level": 0}, "addon_last_level", "level 1 or later"),
        ({"rebuy_chips": 0}, "rebuy_chips", "at least one chip"),
        ({"addon_chips": -5}, "addon_chips", "at least one chip"),
        ({"rebuy_max_stack": -1}, "rebuy_max_stack", "cannot be negative"),
        ({"rebuy_price": -1}, "rebuy_price", "cannot be negative"),
        ({"addon_fee": -1}, "addon_fee", "cannot be negative"),
        ({"flight_of": 0}, "flight_of", "existing event"),
        ({"max_rebuys": "2"}, "max_rebuys", "whole number"),
        ({"late_reg_per_level": None}, "late_reg_per_level", "whole number"),
    ],
)
def test_refused(changes: dict[str, Any], field: str, words: str) -> None:
    with pytest.raises(InvalidInput) as info:
        validate_settings(replace(BASE, **changes))
    assert words in info.value.message
    assert info.value.details["field"] == field


@pytest.mark.parametrize(
    "changes",
    [
        {"late_reg": "per-level", "late_reg_per_level": 100},
        {"late_reg": "blinds-and-antes"},
        {"max_reentries": None, "max_rebuys": None, "max_addons": None},
        {"max_rebuys": 3, "rebuy_last_level": 4, "rebuy_chips": 5_000, "rebuy_price": 0},
        {"max_addons": 1, "addon_last_level": 4, "addon_fee": 0, "rebuy_max_stack": 0},
        {"flight_of": 12},
    ],
)
def test_accepted(changes: dict[str, Any]) -> None:
    validate_settings(replace(BASE, **changes))
    assert settings_for(name="x", **changes) == replace(EventSettings(name="x"), **changes)
