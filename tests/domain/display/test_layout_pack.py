"""A layout with its pictures in one file (``domain.display.layout_pack``, issue 29:
"a layout with pictures must travel to another venue ... with hostile files refused
(too big, not PNG/JPEG, path tricks)"). The file round-trips; a plain layout file
reads as a layout without pictures; everything else in such a file is refused with
its reason."""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest

from floortool.domain.display.layout_pack import (
    MAX_PACK_BYTES,
    MAX_PACK_CHARS,
    PACK_VERSION,
    layout_pack_to_json,
    read_layout_pack,
)
from floortool.domain.display.layouts import layout_to_json, read_layout
from floortool.domain.display.pictures import MAX_PICTURE_BYTES
from floortool.domain.kernel.errors import InvalidInput

PNG = b"\x89PNG\r\n\x1a\n" + b"\1" * 40
JPEG = b"\xff\xd8\xff\xe0" + b"\2" * 40
LAYOUT = {
    "version": 1,
    "name": "Sponsors",
    "regions": [
        {"id": "logo", "show": "image", "image": "logo.png", "box": [0, 0, 0.5, 0.5]},
        {"id": "ad", "show": "image", "image": "ad.jpg", "box": [0.5, 0, 0.5, 0.5]},
        {"id": "ad2", "show": "image", "image": "ad.jpg", "box": [0, 0.5, 1, 0.5]},
    ],
}


def pack(shown: dict[str, Any], **changes: Any) -> str:
    coded = {
        name: base64.b64encode(data).decode() if isinstance(data, bytes) else data
        for name, data in shown.items()
    }
    return json.dumps({"version": PACK_VERSION, "layout": LAYOUT, "pictures": coded, **changes})


def refusal(text: str) -> str:
    with pytest.raises(InvalidInput) as caught:
        read_layout_pack(text)
    return caught.value.message


def test_a_layout_with_pictures_round_trips() -> None:
    layout = read_layout(json.dumps(LAYOUT))
    text = layout_pack_to_json(layout, {"logo.png": PNG, "ad.jpg": JPEG, "other.png": PNG})
    read = read_layout_pack(text)
    assert read.layout == layout
    assert dict(read.pictures) == {"logo.png": PNG, "ad.jpg": JPEG}  # each once, only shown


def test_a_plain_layout_file_is_a_layout_without_pictures() -> None:
    layout = read_layout(json.dumps(LAYOUT))
    assert read_layout_pack(layout_to_json(layout)).layout == layout
    assert read_layout_pack(layout_to_json(layout)).pictures == ()
    assert "'regions' must be a list" in refusal(json.dumps({"version": 1, "name": "x"}))


def test_a_picture_may_be_left_out() -> None:
    """A picture missing from the file shows as its name, as in the layouts folder."""
    assert dict(read_layout_pack(pack({"logo.png": PNG})).pictures) == {"logo.png": PNG}


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (pack({"../../layouts/classic.json": PNG}), "is a path"),
        (pack({"/etc/passwd": PNG}), "is a path"),
        (pack({".bashrc": PNG}), "not a plain file name"),
        (pack({"other.png": PNG}), "which the layout does not show"),
        (pack({"logo.png": b"<svg onload='alert(1)'/>"}), "SVG or other markup"),
        (pack({"logo.png": b"GIF89a...."}), "a GIF"),
        (pack({"logo.png": PNG + b"\0" * MAX_PICTURE_BYTES}), "a picture is at most"),
        (pack({"logo.png": "not base64!"}), "not written in base64"),
        (pack({"logo.png": 12}), "not written in base64"),
        (pack({"logo.png": "éé=="}), "not written in base64"),
        (pack({}, script="alert(1)"), "has 'script'"),
        (pack({}, version=2), "reads version 1"),
        (pack({}, pictures=[]), "must be an object"),
        (pack({}, layout={**LAYOUT, "regions": [{"id": "x", "show": "iframe"}]}), "no 'box'"),
        ("[" * 5000 + "]" * 5000, "nest"),
    ],
)
def test_a_hostile_file_is_refused_with_its_reason(text: str, reason: str) -> None:
    assert reason in refusal(text)


def test_a_file_too_big_is_refused_before_it_is_read() -> None:
    assert "characters long" in refusal(" " * (MAX_PACK_CHARS + 1))


def test_pictures_too_big_together_are_refused() -> None:
    regions = [
        {"id": f"r{n}", "show": "image", "image": f"p{n}.png", "box": [0, n * 0.1, 1, 0.1]}
        for n in range(5)
    ]
    big = PNG + b"\0" * (MAX_PICTURE_BYTES - len(PNG))  # each at the cap
    pictures = {f"p{n}.png": base64.b64encode(big).decode() for n in range(4)}
    pictures["p4.png"] = base64.b64encode(PNG).decode()
    text = json.dumps(
        {"version": 1, "layout": {**LAYOUT, "regions": regions}, "pictures": pictures}
    )
    assert 4 * len(big) == MAX_PACK_BYTES and len(text) <= MAX_PACK_CHARS
    assert f"more than {MAX_PACK_BYTES:,} bytes together" in refusal(text)
