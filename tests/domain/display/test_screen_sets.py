"""The screen-set file's strict reader (``domain.display.screen_sets``): "a screen set
(views and seconds each)": a small versioned file of layouts and the seconds each
shows, read strictly (size cap, unknown keys refused, each view a layout's file name
and whole seconds within bounds, at most ``MAX_VIEWS``); a hostile file is refused
with its reason or its text kept as text; and the rule that every screen agrees on
the view: "the set repeats from the start of the epoch"."""

from __future__ import annotations

import json
from typing import Any

import pytest

from floortool.domain.display.screen_sets import (
    LONGEST_VIEW,
    MAX_SET_BYTES,
    MAX_VIEWS,
    SET_VERSION,
    SHORTEST_VIEW,
    ScreenSet,
    View,
    read_screen_set,
    screen_set_to_json,
)
from floortool.domain.kernel.errors import InvalidInput


def file_of(*views: dict[str, Any], **changes: Any) -> str:
    listed = list(views) or [{"layout": "classic", "seconds": 60}]
    return json.dumps({"version": SET_VERSION, "name": "Friday", "views": listed, **changes})


def refusal(text: str) -> str:
    with pytest.raises(InvalidInput) as caught:
        read_screen_set(text)
    return caught.value.message


def test_a_set_round_trips() -> None:
    text = file_of(
        {"layout": "classic", "seconds": 60},
        {"layout": "sponsor-acme", "seconds": 10},
    )
    shown = read_screen_set(text)
    assert shown == ScreenSet("Friday", (View("classic", 60), View("sponsor-acme", 10)))
    assert read_screen_set(screen_set_to_json(shown)) == shown


def test_every_screen_agrees_on_the_view() -> None:
    """ "The set repeats from the start of the epoch": at ``now`` the view is the one
    whose share of the cycle ``now % cycle`` falls in, with the rest of its seconds left."""
    shown = ScreenSet("S", (View("a", 60), View("b", 10), View("c", 30)))
    cycle = 60 + 10 + 30
    start = 1_700_000_000 - 1_700_000_000 % cycle  # a moment the cycle starts
    assert shown.view_at(start) == (0, 60)
    assert shown.view_at(start + 59.5) == (0, 0.5)
    assert shown.view_at(start + 60) == (1, 10)
    assert shown.view_at(start + 75) == (2, 25)
    assert shown.view_at(start + cycle) == (0, 60)


def test_a_huge_or_deep_file_is_refused() -> None:
    assert "at most" in refusal(" " * (MAX_SET_BYTES + 1))
    assert refusal("[" * 200 + "]" * 200)


def test_unknown_or_missing_keys_are_refused() -> None:
    assert "'colour'" in refusal(file_of(colour="red"))
    assert "'speed'" in refusal(file_of({"layout": "classic", "seconds": 9, "speed": 2}))
    assert "no 'seconds'" in refusal(file_of({"layout": "classic"}))
    assert "no 'views'" in refusal(json.dumps({"version": 1, "name": "x"}))


@pytest.mark.parametrize(
    "layout", ["../etc/passwd", "Classic", "a b", "", "x" * 81, 7, None, "<script>"]
)
def test_a_layout_is_named_by_its_file_name(layout: object) -> None:
    assert "file name" in refusal(file_of({"layout": layout, "seconds": 10}))


@pytest.mark.parametrize(
    "seconds", [SHORTEST_VIEW - 1, LONGEST_VIEW + 1, 0, -5, 10.5, "10", True, None, 10**30]
)
def test_seconds_are_whole_and_within_bounds(seconds: object) -> None:
    refusal(file_of({"layout": "classic", "seconds": seconds}))


def test_seconds_at_the_bounds_are_taken() -> None:
    for seconds in (SHORTEST_VIEW, LONGEST_VIEW):
        assert read_screen_set(file_of({"layout": "classic", "seconds": seconds}))


def test_the_count_of_views_is_bounded() -> None:
    view = {"layout": "classic", "seconds": 10}
    assert len(read_screen_set(file_of(*[view] * MAX_VIEWS)).views) == MAX_VIEWS
    assert f"at most {MAX_VIEWS}" in refusal(file_of(*[view] * (MAX_VIEWS + 1)))
    assert "no views" in refusal(file_of(views=[]))


def test_script_in_the_name_is_kept_as_text_and_controls_refused() -> None:
    name = "<script>alert(1)</script>"
    assert read_screen_set(file_of(name=name)).name == name
    assert "control" in refusal(file_of(name="Friday\nnight"))
    assert refusal(file_of(name="\u200b"))  # nothing visible


def test_versions_and_shapes_are_refused() -> None:
    assert "version" in refusal(file_of(version=2))
    assert refusal("[]")
    assert refusal(file_of(views={"layout": "classic"}))
    assert refusal(file_of(name=5))
