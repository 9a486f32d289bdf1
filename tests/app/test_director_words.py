"""App: the words the floor reads (issue 23, item 12) — actions named in a director's
words, citations that follow the event's rulebook."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from tests.support import FakeClock

from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.seat_rules import DrawSeats
from floortool.app.floor import Floor
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.league.points.presets import formula_line
from floortool.domain.tournament.event import settings_for

TDA, LEAGUE = "tda-2024", "roberts-v6-league"


@pytest.fixture
def floor(tmp_path: Path) -> Floor:
    return Floor.open(
        f"sqlite:///{tmp_path / 'floor.db'}", operator="td", clock=FakeClock(), rng=random.Random(5)
    )


def _event(floor: Floor, rulebook: str = TDA) -> int:
    return floor.execute(CreateEvent(settings_for(name="Main", rulebook=rulebook, tables=2))).group


def test_a_settings_change_names_the_settings_as_the_dialog_does(floor: Floor) -> None:
    """The status bar and Edit > Undo read "Change seats per table and re-entries per
    player of Main", not the fields "max_reentries, seats"."""
    event_id = _event(floor)
    done = floor.execute(UpdateEvent(event_id, {"max_reentries": 2, "seats": 10}))
    assert done.label == "Change seats per table and re-entries per player of Main"
    late = floor.execute(UpdateEvent(event_id, {"late_reg_cap": 500}))
    assert late.label == "Change late-registration deduction cap of Main"


def test_a_setting_of_the_wrong_kind_is_named_in_words(floor: Floor) -> None:
    event_id = _event(floor)
    with pytest.raises(InvalidInput, match="The re-entries per player must be a whole number"):
        floor.execute(UpdateEvent(event_id, {"max_reentries": "two"}))


@pytest.mark.parametrize(
    ("rulebook", "cited"),
    [(TDA, "(TDA 2024 Rule 7)"), (LEAGUE, "(Robert's Rules are silent; TDA 2024 Rule 7 applied)")],
)
def test_the_draw_cites_the_events_rulebook(floor: Floor, rulebook: str, cited: str) -> None:
    """The draw's status names the rule as the event's rulebook has it: TDA 2024 Rule 7
    ("Tournament and satellite seats will be randomly assigned") in a TDA event; in a
    Robert's event the book is silent on the draw, so it says so before citing Rule 7."""
    event_id = _event(floor, rulebook)
    floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Bob", "Cy", "Di"))))
    label = floor.execute(DrawSeats(event_id, force=True)).label
    assert label.endswith(cited)


@pytest.mark.parametrize(
    ("formula", "line"),
    [
        ("n - r + 1", "Linear (n - r + 1)"),
        ("n-r+1", "Linear (n-r+1)"),
        ("10*sqrt(n)/sqrt(r)", "Square root (10*sqrt(n)/sqrt(r))"),
        ("table(r, 10, 5)", "Fixed table (table(r, 10, 5))"),
        ("100  -  r", "Own formula (100 - r)"),
    ],
)
def test_a_league_formula_reads_under_a_title(formula: str, line: str) -> None:
    """The season's rules line names the formula ("Linear"), the formula beside it,
    never the bare "n - r + 1" as its title."""
    assert str(formula_line(formula)) == line
