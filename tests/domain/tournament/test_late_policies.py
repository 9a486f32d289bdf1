"""Domain: every declared late-registration policy (``domain.tournament.late_policies``)
deducts whole chips that grow with the levels started, words its deduction for the
desk, and is accepted by the settings once its parameters are given; a policy added
later is covered without a line here."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.tournament.late_policies import LATE_POLICIES, LatePolicy
from floortool.domain.tournament.settings import EventSettings, validate_settings


@dataclass(frozen=True)
class Blinds:
    small_blind: int
    big_blind: int
    ante: int = 0


LEVELS = (Blinds(25, 50), Blinds(50, 100, 100), Blinds(100, 200, 200))


def settings_for(policy: LatePolicy) -> EventSettings:
    """An event with ``policy`` and every parameter it takes set to 100."""
    return replace(
        EventSettings(name="Main Event", late_reg=policy.id),
        **dict.fromkeys(policy.parameters, 100),
    )


@pytest.mark.parametrize("policy", LATE_POLICIES.values(), ids=lambda p: p.id)
def test_a_policy_deducts_more_as_levels_start_and_says_why(policy: LatePolicy) -> None:
    settings = settings_for(policy)
    validate_settings(settings)
    deductions = [policy.deduct(LEVELS[:n], settings) for n in range(len(LEVELS) + 1)]
    assert deductions[0] == 0 and all(isinstance(d, int) for d in deductions)
    assert deductions == sorted(deductions)
    reason = policy.reason_text("levels 1\u20133", settings)
    if reason is not None:
        text = str(reason)
        assert "levels 1\u20133" in text and "{" not in text
    else:
        assert deductions[-1] == 0  # a policy without words never deducts


@pytest.mark.parametrize(
    "policy", [p for p in LATE_POLICIES.values() if p.parameters], ids=lambda p: p.id
)
def test_a_policy_needs_its_parameters(policy: LatePolicy) -> None:
    for key, needs in policy.parameters.items():
        with pytest.raises(InvalidInput) as info:
            validate_settings(replace(settings_for(policy), **{key: 0}))
        assert info.value.details["field"] == key
        assert info.value.message == f"The '{policy.id}' policy needs {needs}."
