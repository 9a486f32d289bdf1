"""Domain layer: a layout with its pictures in one file, to take to another venue.

A layout file names its pictures; they live in the layouts' images folder of one
computer. To share a layout that shows pictures, floortool exports a **layout
with pictures**: one JSON file ``{"version": 1, "layout": {...the layout file...},
"pictures": {"logo.png": "<the picture in base64>", ...}}``. A layout without
pictures is exported as its plain layout file, and the reader here takes both.

Nothing in such a file is trusted: the layout goes through the layout's strict
reader; each picture's name through ``check_picture_name``; each picture must be
base64, decode to a PNG or a JPEG by its bytes (``picture_kind``) no bigger than
a picture may be, and be one the layout shows. The file is at most
``MAX_PACK_CHARS`` long and its pictures ``MAX_PACK_BYTES`` together.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Mapping
from dataclasses import dataclass

from floortool.domain.display.layouts import MAX_LAYOUT_BYTES, Layout, read_layout
from floortool.domain.display.pictures import check_picture_name, picture_kind
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.json_text import load_json_text
from floortool.domain.kernel.phrases import Number, Phrase, translate

PACK_VERSION = 1
#: The pictures of one exported layout, together, at most.
MAX_PACK_BYTES = 16_000_000
#: The exported file at most: the layout and its pictures in base64.
MAX_PACK_CHARS = MAX_LAYOUT_BYTES + MAX_PACK_BYTES * 4 // 3 + 4_000
_KEYS = ("version", "layout", "pictures")
WHAT = translate("domain.display.layout_pack", "The layout with pictures")


@dataclass(frozen=True)
class LayoutPack:
    """A layout and the pictures it shows, by name (bytes checked as PNG or JPEG)."""

    layout: Layout
    pictures: tuple[tuple[str, bytes], ...] = ()


def _refuse(message: str | Phrase, field: str) -> InvalidInput:
    return InvalidInput(
        translate("domain.display.layout_pack", "{what}: {problem}").fill(
            what=WHAT, problem=message
        ),
        field=field,
    )


def read_layout_pack(text: str) -> LayoutPack:
    """The layout (and its pictures) in ``text``: a plain layout file or a layout with
    pictures; refuses, saying why, anything else."""
    if len(text) > MAX_PACK_CHARS:
        raise _refuse(
            translate(
                "domain.display.layout_pack",
                "the file is {text_count} characters long; at most "
                "{max_pack_chars} are read (pictures of {megabytes} MB together).",
            ).fill(
                text_count=Number(len(text)),
                max_pack_chars=Number(MAX_PACK_CHARS),
                megabytes=MAX_PACK_BYTES // 1000000,
            ),
            "file",
        )
    data = load_json_text(
        text, what=WHAT, item=translate("domain.display.layout_pack", "one object")
    )
    if not isinstance(data, dict) or "regions" in data or "layout" not in data:
        return LayoutPack(read_layout(text))  # a plain layout file (or its refusal)
    unknown = [key for key in data if key not in _KEYS]
    if unknown:
        raise _refuse(
            translate(
                "domain.display.layout_pack", "the file has '{unknown}' (it knows: {keys})."
            ).fill(unknown=unknown[0], keys=", ".join(_KEYS)),
            unknown[0],
        )
    if data.get("version") != PACK_VERSION:
        raise _refuse(
            translate(
                "domain.display.layout_pack",
                "the file says version {version}; this floortool reads version {pack_version}.",
            ).fill(version=repr(data.get("version")), pack_version=PACK_VERSION),
            "version",
        )
    layout = read_layout(json.dumps(data["layout"], ensure_ascii=False))
    pictures = data.get("pictures", {})
    if not isinstance(pictures, dict):
        raise _refuse(
            translate(
                "domain.display.layout_pack",
                "'pictures' must be an object of file names and pictures.",
            ),
            "pictures",
        )
    shown = set(layout.pictures())
    read: list[tuple[str, bytes]] = []
    total = 0
    for name, coded in pictures.items():
        try:
            check_picture_name(name, translate("domain.display.layout_pack", "a picture's name"))
        except InvalidInput as exc:
            raise _refuse(exc.message, "pictures") from None
        if name not in shown:
            raise _refuse(
                translate(
                    "domain.display.layout_pack",
                    "it holds the picture {name}, which the layout does not show.",
                ).fill(name=name),
                "pictures",
            )
        try:
            if not isinstance(coded, str):
                raise ValueError(coded)
            picture = base64.b64decode(coded, validate=True)
        except (binascii.Error, ValueError):
            raise _refuse(
                translate(
                    "domain.display.layout_pack", "the picture {name} is not written in base64."
                ).fill(name=name),
                "pictures",
            ) from None
        total += len(picture)
        if total > MAX_PACK_BYTES:
            raise _refuse(
                translate(
                    "domain.display.layout_pack",
                    "its pictures come to more than {max_pack_bytes} bytes together.",
                ).fill(max_pack_bytes=Number(MAX_PACK_BYTES)),
                "pictures",
            )
        try:
            picture_kind(picture, name)
        except InvalidInput as exc:
            raise _refuse(exc.message, "pictures") from None
        read.append((name, picture))
    return LayoutPack(layout, tuple(read))


def layout_pack_to_json(layout: Layout, pictures: Mapping[str, bytes]) -> str:
    """The file of ``layout`` with ``pictures`` (``read_layout_pack`` reads it back)."""
    data = {
        "version": PACK_VERSION,
        "layout": layout.to_data(),
        "pictures": {
            name: base64.b64encode(pictures[name]).decode("ascii")
            for name in layout.pictures()
            if name in pictures
        },
    }
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"
