"""Domain: event settings, rulebook defaults, FTR mode and the create/update/remove decisions."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import InvalidInput, NotFound
from floortool.domain.tournament.event import (
    MAX_NAME,
    MAX_TABLES,
    EventCreated,
    EventRemoved,
    EventSettings,
    EventUpdated,
    decide_create_event,
    decide_remove_event,
    decide_update_event,
    require_event,
    settings_for,
    validate_settings,
)

NOW = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


def _state_with(event_id: int = 1, **settings: Any) -> FloorState:
    state = FloorState()
    for event in decide_create_event(
        state, event_id=event_id, settings=settings_for(name="Tuesday League", **settings), now=NOW
    ):
        event.apply(state)
    return state


# ------------------------------------------------------------------ rulebook defaults
def test_settings_for_tda_defaults_to_full_stack_without_close_level() -> None:
    settings = settings_for(name="Main Event", rulebook="tda-2024")
    assert settings.late_reg == "full-stack"
    assert settings.late_reg_close_level is None


def test_settings_for_roberts_league_deducts_blinds_closing_after_level_two() -> None:
    settings = settings_for(name="League Night", rulebook="roberts-v6-league")
    assert settings.late_reg == "blinds-deducted"
    assert settings.late_reg_close_level == 2


def test_settings_for_default_rulebook_is_tda() -> None:
    settings = settings_for(name="Main Event")
    assert settings.rulebook == "tda-2024"
    assert settings.late_reg == "full-stack"


def test_settings_for_keeps_director_choices_over_rulebook_defaults() -> None:
    chosen = settings_for(name="League", rulebook="roberts-v6-league", late_reg="full-stack")
    assert chosen.late_reg == "full-stack"
    assert chosen.late_reg_close_level is None
    closing = settings_for(name="League", rulebook="roberts-v6-league", late_reg_close_level=4)
    assert closing.late_reg == "blinds-deducted"
    assert closing.late_reg_close_level == 4
    tda = settings_for(name="Main", rulebook="tda-2024", late_reg="blinds-deducted")
    assert tda.late_reg == "blinds-deducted"


def test_settings_for_refuses_unknown_rulebook_naming_the_choices() -> None:
    with pytest.raises(InvalidInput) as info:
        settings_for(name="Main", rulebook="hoyle")
    assert info.value.code == "invalid_input"
    assert "hoyle" in info.value.message
    assert "tda-2024" in info.value.message and "roberts-v6-league" in info.value.message
    assert info.value.details == {"field": "rulebook"}


# ------------------------------------------------------------------ FTR mode
@pytest.mark.parametrize(
    ("type_text", "mode"),
    [
        ("", "none"),
        ("No-Limit Hold'em freezeout", "none"),
        ("NLH FTR deepstack", "ftr"),
        ("ftr turbo", "ftr"),
        ("NLH FTRA league night", "ftra"),
        ("ftra", "ftra"),
        ("FTR + FTRA", "ftra"),
        ("F T R", "none"),
    ],
)
def test_ftr_mode_from_type_text(type_text: str, mode: str) -> None:
    assert EventSettings(name="x", type_text=type_text).ftr_mode == mode


@given(st.text(max_size=20), st.text(max_size=20))
def test_ftr_mode_any_text_containing_ftra_is_ftra(before: str, after: str) -> None:
    assert EventSettings(name="x", type_text=f"{before}FTRA{after}").ftr_mode == "ftra"


# ------------------------------------------------------------------ validation messages
@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"name": ""}, "name", "needs a name"),
        ({"name": "   "}, "name", "needs a name"),
        ({"name": "x" * (MAX_NAME + 1)}, "name", f"longer than {MAX_NAME}"),
        ({"rulebook": "hoyle"}, "rulebook", "Unknown rulebook 'hoyle'"),
        ({"late_reg": "whenever"}, "late_reg", "Unknown late-registration policy 'whenever'"),
        ({"late_reg_close_level": 0}, "late_reg_close_level", "level 1 or later"),
        ({"starting_stack": 0}, "starting_stack", "more than zero chips"),
        ({"starting_stack": -5}, "starting_stack", "more than zero chips"),
        ({"buy_in": -1}, "buy_in", "cannot be negative"),
        ({"fee": -1}, "fee", "cannot be negative"),
        ({"tables": -1}, "tables", f"between 0 and {MAX_TABLES}"),
        ({"tables": MAX_TABLES + 1}, "tables", f"between 0 and {MAX_TABLES}"),
        ({"seats": 1}, "seats", "between 2 and 12 seats"),
        ({"seats": 13}, "seats", "between 2 and 12 seats"),
        ({"starting_stack": "lots"}, "starting_stack", "whole number"),
        ({"starting_stack": 1500.5}, "starting_stack", "whole number"),
        ({"seats": True}, "seats", "whole number"),
        ({"name": 42}, "name", "text"),
        ({"late_reg_close_level": "2"}, "late_reg_close_level", "whole number"),
    ],
)
def test_validate_settings_refuses_with_message(
    changes: dict[str, Any], field: str, words: str
) -> None:
    settings = replace(EventSettings(name="Main Event"), **changes)
    with pytest.raises(InvalidInput) as info:
        validate_settings(settings)
    assert words in info.value.message
    assert info.value.details["field"] == field
    assert info.value.as_dict()["code"] == "invalid_input"


@pytest.mark.parametrize(
    "changes",
    [
        {},
        {"name": "x" * MAX_NAME},
        {"late_reg_close_level": 1},
        {"tables": 0},
        {"tables": MAX_TABLES},
        {"seats": 2},
        {"seats": 12},
        {"starting_stack": 1},
        {"buy_in": 0, "fee": 0},
    ],
)
def test_validate_settings_accepts_limits(changes: dict[str, Any]) -> None:
    validate_settings(replace(EventSettings(name="Main Event"), **changes))


# ------------------------------------------------------------------ decisions
def test_decide_create_event_records_settings_and_strips_name() -> None:
    state = FloorState()
    settings = settings_for(name="  Tuesday League  ", type_text="FTRA", buy_in=2000, fee=500)
    [event] = decide_create_event(state, event_id=7, settings=settings, now=NOW)
    assert isinstance(event, EventCreated)
    assert event.event_id == 7
    assert event.created_at == NOW.isoformat()
    assert event.settings["name"] == "Tuesday League"
    event.apply(state)
    info = state.events[7]
    assert info.name == "Tuesday League"
    assert info.settings.buy_in == 2000 and info.settings.fee == 500
    assert info.settings.ftr_mode == "ftra"
    assert state.latest_event_id() == 7


def test_decide_create_event_refuses_existing_id_and_bad_settings() -> None:
    state = _state_with(1)
    with pytest.raises(InvalidInput, match="already exists"):
        decide_create_event(state, event_id=1, settings=EventSettings(name="Again"), now=NOW)
    with pytest.raises(InvalidInput, match="needs a name"):
        decide_create_event(state, event_id=2, settings=EventSettings(name=" "), now=NOW)


def test_decide_update_event_records_only_effective_changes() -> None:
    state = _state_with(1)
    [event] = decide_update_event(state, event_id=1, changes={"seats": 8, "tables": 0})
    assert isinstance(event, EventUpdated)
    assert event.changes == {"seats": 8}
    event.apply(state)
    assert state.events[1].settings.seats == 8


def test_decide_update_event_strips_the_new_name() -> None:
    state = _state_with(1)
    [event] = decide_update_event(state, event_id=1, changes={"name": "  Friday Bounty "})
    assert event.to_data()["changes"] == {"name": "Friday Bounty"}


@pytest.mark.parametrize(
    "changes", [{"seats": 9}, {"name": "Tuesday League"}, {"name": " Tuesday League "}]
)
def test_decide_update_event_refuses_no_change(changes: dict[str, Any]) -> None:
    state = _state_with(1)
    with pytest.raises(InvalidInput, match="Nothing to change"):
        decide_update_event(state, event_id=1, changes=changes)


def test_decide_update_event_refuses_unknown_setting_and_invalid_value() -> None:
    state = _state_with(1)
    with pytest.raises(InvalidInput, match="Unknown event setting: colour"):
        decide_update_event(state, event_id=1, changes={"colour": "red"})
    with pytest.raises(InvalidInput, match="between 2 and 12"):
        decide_update_event(state, event_id=1, changes={"seats": 20})
    with pytest.raises(InvalidInput, match="whole number"):
        decide_update_event(state, event_id=1, changes={"tables": "4"})


def test_decide_on_missing_event_is_unknown_event() -> None:
    state = _state_with(1)
    for decide in (
        lambda: decide_update_event(state, event_id=2, changes={"seats": 8}),
        lambda: decide_remove_event(state, event_id=2),
        lambda: require_event(state, 2),
    ):
        with pytest.raises(NotFound) as info:
            decide()
        assert info.value.code == "unknown_event"
        assert "2" in info.value.message


def test_decide_remove_event_then_apply_removes_it() -> None:
    state = _state_with(3)
    [event] = decide_remove_event(state, event_id=3)
    assert event == EventRemoved(event_id=3)
    event.apply(state)
    assert state.events == {}
    assert state.latest_event_id() is None


def test_decisions_do_not_mutate_the_state() -> None:
    state = _state_with(1)
    before = replace(state.events[1])
    decide_update_event(state, event_id=1, changes={"seats": 6})
    decide_remove_event(state, event_id=1)
    decide_create_event(state, event_id=2, settings=EventSettings(name="Other"), now=NOW)
    assert state.events == {1: before}
