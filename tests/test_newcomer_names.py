"""Names a newcomer can follow (issue 25 item 4): each module says what it holds, and
one setting has one JSON name.

The rulebook records (what differs between the rulebooks an event may follow) and
the books' rule texts were ``rulings/books.py`` and ``rulings/rulebooks.py``; the
late-registration policies an event may choose and the desk's decision for one
entrant were ``tournament/late_policies.py`` and ``registration/late.py``; the clock
served late registration's closing level as ``late_registration_close_level``
while the event settings call it ``late_reg_close_level``.
"""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path

import pytest

import floortool
from floortool.app.views.clock import ClockView, RowView

STATIC = Path(floortool.__file__).parent / "web" / "static"


@pytest.mark.parametrize(
    ("module", "holds"),
    [
        ("floortool.domain.rulings.rulebook_records", "RulebookRecord"),
        ("floortool.domain.rulings.rule_texts", "Library"),
        ("floortool.domain.tournament.late_policies", "LATE_POLICIES"),
        ("floortool.domain.registration.late_entry", "entry_deduction"),
    ],
)
def test_each_module_is_named_for_what_it_holds(module: str, holds: str) -> None:
    assert hasattr(importlib.import_module(module), holds)


@pytest.mark.parametrize(
    "old",
    [
        "floortool.domain.rulings.books",
        "floortool.domain.rulings.rulebooks",
        "floortool.domain.registration.late",
    ],
)
def test_the_old_names_are_gone(old: str) -> None:
    assert importlib.util.find_spec(old) is None


def test_the_late_modules_point_at_each_other() -> None:
    """Each says which of the two decides what: the choices, or one entrant now."""
    policies = importlib.import_module("floortool.domain.tournament.late_policies")
    entry = importlib.import_module("floortool.domain.registration.late_entry")
    assert "registration.late_entry" in (policies.__doc__ or "")
    assert "tournament.late_policies" in (entry.__doc__ or "")


def test_the_clock_serves_the_closing_level_under_the_settings_name() -> None:
    row = RowView(index=0, level=1, is_break=False, small_blind=25, big_blind=50, minutes=20)
    view = ClockView(
        event_name="Cup", state="running", row=row, next_row=None, remaining=60.0,
        elapsed=0.0, warning=False, starts_in=None, next_break_in=None,
        next_break_color_up=(), late_reg="Late registration open", late_reg_open=True,
        late_reg_close_level=4,
    )  # fmt: skip
    document = view.to_json()
    assert document["late_reg_close_level"] == 4
    assert "late_registration_close_level" not in document


def test_the_floor_page_reads_the_served_name() -> None:
    script = (STATIC / "floor.js").read_text(encoding="utf-8")
    assert "late_reg_close_level" in script
    assert "late_registration_close_level" not in script
