"""The layout file's strict reader (``domain.display.layouts``): "a hostile file (huge,
deep nesting, unknown tokens, script in text, bad colours, boxes outside the screen)
is refused with a clear reason or text shown as text, never run"; and a layout file
round-trips (save, load, the same layout)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from floortool.domain.display.layouts import (
    LAYOUT_VERSION,
    MAX_LAYOUT_BYTES,
    MAX_REGIONS,
    TOKENS,
    Situation,
    layout_to_json,
    read_layout,
)
from floortool.domain.kernel.errors import InvalidInput


def region(**changes: Any) -> dict[str, Any]:
    return {"id": "clock", "show": "clock", "box": [0.1, 0.1, 0.8, 0.5], **changes}


def file_of(*regions: dict[str, Any], **changes: Any) -> str:
    data = {"version": LAYOUT_VERSION, "name": "Mine", "regions": list(regions) or [region()]}
    return json.dumps({**data, **changes})


def refusal(text: str) -> str:
    with pytest.raises(InvalidInput) as caught:
        read_layout(text)
    return caught.value.message


def test_a_layout_round_trips() -> None:
    """A layout file saved and read back is the same layout, every field kept."""
    text = file_of(
        region(portrait_box=[0, 0.1, 1, 0.3], size=0.8, color="#FFE14D", align="left"),
        region(
            id="note",
            show="message",
            box=[0, 0.8, 1, 0.2],
            text="Cash game: table 12",
            when="on_break",
        ),
        region(id="paid", show="payouts", box=[0, 0.6, 1, 0.2], background="#131b29", label=""),
        background="#000000",
        description="Our Friday screen",
    )
    layout = read_layout(text)
    assert read_layout(layout_to_json(layout)) == layout
    assert layout.regions[0].color == "#ffe14d"  # colours kept in one spelling
    assert layout.regions[2].shown_label == ""
    assert layout.regions[1].text == "Cash game: table 12"


def test_every_token_the_issue_names_is_known() -> None:
    """ "clock, level, blinds, next level, break, players left, average, prize pool,
    payouts, seating, moves, results, chip leaders, league standings, message, QR code"."""
    named = "clock level blinds next_level break players_left average prize_pool payouts seating"
    named += " moves results chip_leaders league_standings message qr_code"
    assert set(named.split()) <= set(TOKENS)


def test_conditions_choose_the_regions_shown() -> None:
    """ "conditions: only on break / only in the money / only at the final table"."""
    layout = read_layout(
        file_of(
            region(),
            region(id="brk", show="break", when="on_break"),
            region(id="paid", show="payouts", when="in_the_money"),
            region(id="seats", show="seating", when="final_table"),
            region(id="blinds", show="blinds", when="playing"),
        )
    )
    shown = lambda s: [r.id for r in layout.shown(s)]  # noqa: E731
    assert shown(Situation()) == ["clock", "blinds"]
    assert shown(Situation(on_break=True)) == ["clock", "brk"]
    assert shown(Situation(in_the_money=True, final_table=True)) == [
        "clock",
        "paid",
        "seats",
        "blinds",
    ]


def test_the_portrait_box_is_taken_on_a_taller_screen() -> None:
    made = read_layout(file_of(region(portrait_box=[0, 0, 1, 0.3]))).regions[0]
    assert made.box_for(1080, 1920).h == 0.3
    assert made.box_for(1920, 1080).h == 0.5


def test_a_huge_file_is_refused_before_it_is_parsed() -> None:
    text = file_of(region(text="x" * MAX_LAYOUT_BYTES))
    assert "a layout is at most" in refusal(text)


def test_deep_nesting_is_refused() -> None:
    assert "nest" in refusal("[" * 5000 + "]" * 5000).lower()
    assert "must be a number" in refusal(file_of(region(box=[[[[0.1]]], 0, 1, 1])))


def test_an_unknown_token_is_refused_naming_the_known_ones() -> None:
    message = refusal(file_of(region(show="javascript")))
    assert "'javascript'" in message and "clock" in message


def test_an_unknown_key_is_refused() -> None:
    assert "'onclick'" in refusal(file_of(region(onclick="alert(1)")))
    assert "'script'" in refusal(file_of(script="alert(1)"))


def test_script_in_a_text_is_kept_as_text() -> None:
    """Markup is not refused (a venue may write "<3"), and not interpreted here:
    the front ends draw it as text (the browser test checks the page)."""
    hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    made = read_layout(file_of(region(id="m", show="message", text=hostile)))
    assert made.regions[0].text == hostile


def test_control_characters_and_invisible_texts_are_refused() -> None:
    assert "control character" in refusal(file_of(region(id="m", show="message", text="a\nb")))
    assert "invisible" in refusal(file_of(region(id="m", show="message", text="\u200b")))
    assert "reorders" in refusal(file_of(region(id="m", show="message", text="a\u202eb")))


@pytest.mark.parametrize("colour", ["red", "#fff", "#12345g", "rgb(0,0,0)", "#1234567", 255])
def test_a_colour_must_be_rrggbb(colour: object) -> None:
    assert "#rrggbb" in refusal(file_of(region(color=colour)))
    assert "#rrggbb" in refusal(file_of(background=colour))


@pytest.mark.parametrize(
    ("box", "why"),
    [
        ([0.5, 0.5, 0.6, 0.2], "runs off the screen"),
        ([0.1, 0.9, 0.2, 0.2], "runs off the screen"),
        ([-0.1, 0, 0.5, 0.5], "from 0 to 1"),
        ([0, 0, 1.5, 0.5], "from 0 to 1"),
        ([0, 0, 0.001, 0.5], "too small"),
        ([0, 0, 1], "four numbers"),
        ([0, 0, True, 1], "must be a number"),
        ("0 0 1 1", "four numbers"),
    ],
)
def test_a_box_must_lie_on_the_screen(box: object, why: str) -> None:
    assert why in refusal(file_of(region(box=box)))


def test_too_many_regions_or_repeated_ids_are_refused() -> None:
    many = [region(id=f"r{n}") for n in range(MAX_REGIONS + 1)]
    assert f"at most {MAX_REGIONS}" in refusal(file_of(*many))
    assert "two regions have the id 'clock'" in refusal(file_of(region(), region()))


def test_bad_ids_versions_and_shapes_are_refused() -> None:
    assert "short name" in refusal(file_of(region(id="<b>")))
    assert "version" in refusal(file_of(version=2))
    assert "object" in refusal("[1, 2]")
    assert "at least one region" in refusal(file_of(regions=[]))
    assert "not valid JSON" in refusal("{")
    assert "no text" in refusal(file_of(region(id="q", show="qr_code")))
    assert "from 0.3 to 1" in refusal(file_of(region(size=3)))
    assert "one of: left, center, right" in refusal(file_of(region(align="justify")))
    assert "one of: always" in refusal(file_of(region(when="sometimes")))


def test_an_image_region_names_its_picture() -> None:
    """Issue 29 (pictures): "An ``image`` token: a region that shows a picture ... named
    in the region (e.g. ``"image": "logo.png"``)"; the name is a plain file name."""
    logo = region(id="logo", show="image", image="logo.png", align="left")
    again = region(id="again", show="image", image="logo.png", box=[0, 0.7, 1, 0.3])
    layout = read_layout(file_of(logo, again))
    assert layout.regions[0].image == "logo.png" and layout.regions[0].kind == "image"
    assert layout.pictures() == ("logo.png",)
    assert read_layout(layout_to_json(layout)) == layout
    assert "is missing: an image region names its picture" in refusal(
        file_of(region(id="logo", show="image"))
    )
    assert "is a path" in refusal(file_of({**logo, "image": "../../etc/passwd"}))
    assert "only a region that shows an image names a picture" in refusal(
        file_of(region(image="logo.png"))
    )
