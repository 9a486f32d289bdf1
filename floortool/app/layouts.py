"""App layer: the room-display layouts: the presets bundled with floortool and the
director's own (``layouts/`` in the data directory, which shadow a preset of the
same name).

A layout is named by its file name without ``.json`` (``classic``, ``big-clock``);
its ``name`` inside the file is its title. Every file is read by the domain's
strict reader (``domain.display.layouts``), the director's own through the
checks every input file goes through; a refusal names the file. A QR code's text
must fit the code floortool draws (``reports.qr.MAX_BYTES``). A picture a layout
shows that cannot be shown (missing, or not a PNG or JPEG floortool takes) does
not stop the layout: its listing names the problem (``app.layout_pictures``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from floortool.app.layout_pictures import layout_pictures
from floortool.app.resources import Shelf
from floortool.domain.display.layouts import Layout, layout_to_json, read_layout
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate
from floortool.reports.qr import MAX_BYTES

LAYOUTS = Shelf("layouts", translate("app.layouts", "room layout"), "unknown_layout")
#: The layout the room display takes unless told another.
DEFAULT_LAYOUT = "classic"
#: The editor's starting point for a sponsor's slide (not a layout of its own: a venue
#: saves one slide per sponsor, under the sponsor's name).
SPONSOR_SLIDE = "sponsor slide"
_SPONSOR_SLIDE_DATA: dict[str, Any] = {
    "version": 1,
    "name": "Sponsor slide",
    "description": "One sponsor's picture, as large as the screen allows, and a caption",
    "background": "#000000",
    "regions": [
        {
            "id": "picture",
            "show": "image",
            "image": "sponsor.png",
            "box": [0.04, 0.05, 0.92, 0.72],
            "portrait_box": [0.04, 0.12, 0.92, 0.6],
        },
        {
            "id": "caption",
            "show": "message",
            "text": "Thank you to our sponsor",
            "box": [0.04, 0.8, 0.92, 0.14],
            "portrait_box": [0.04, 0.76, 0.92, 0.08],
            "color": "#cfd6e2",
            "size": 0.7,
        },
    ],
}


def user_layouts_dir() -> Path:
    """Where the director's own layout files go."""
    return LAYOUTS.user_dir


def layout_names() -> list[str]:
    return LAYOUTS.names()


def check_layout(text: str) -> Layout:
    """The layout in ``text``, read by the domain's strict reader, whose QR codes fit
    the code floortool draws; refused, saying why, otherwise."""
    layout = read_layout(text)
    for region in layout.regions:
        if region.show == "qr_code" and len(region.text.encode("utf-8")) > MAX_BYTES:
            raise InvalidInput(
                translate(
                    "app.layouts",
                    "region '{region}': a QR code holds at most {most} bytes of text.",
                ).fill(region=region.id, most=MAX_BYTES),
                field="text",
            )
    return layout


def sponsor_slide() -> Layout:
    """The sponsor slide the editor starts from: a big picture region and a caption."""
    return check_layout(json.dumps(_SPONSOR_SLIDE_DATA))


def load_layout(name: str) -> Layout:
    """The layout ``name``; refused when there is none or its file is not a layout."""
    text = LAYOUTS.read(name)
    try:
        return check_layout(text)
    except InvalidInput as exc:
        raise InvalidInput(
            translate("app.layouts", "{name}.json: {exc}").fill(name=name, exc=exc.phrase),
            code=exc.code,
            **{**exc.details, "file": f"{name}.json"},
        ) from None


def is_preset(name: str) -> bool:
    """Whether ``name`` is one of the presets bundled with floortool."""
    return name in LAYOUTS.bundled_names()


def layout_file_name(name: str) -> str:
    """The name a layout saved as ``name`` is known by (its file name without ``.json``)."""
    return LAYOUTS.slug(name)


def save_layout(name: str, layout: Layout) -> str:
    """Save ``layout`` as the director's own layout ``name`` (in ``user_layouts_dir``,
    taking the place of a layout of that name); returns the name it is known by."""
    text = layout_to_json(layout)
    check_layout(text)  # what is saved reads back
    return LAYOUTS.save(name, text)


@dataclass(frozen=True)
class LayoutEntry:
    """One layout as ``display layouts`` lists it; ``error``: why its file does not read."""

    name: str
    own: bool  # the director's own file (else a preset)
    title: str = ""
    description: str = ""
    regions: int = 0
    error: str = ""
    problems: tuple[str, ...] = ()  # why a picture it shows cannot be shown

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "own": self.own}
        if self.error:
            return {**data, "error": self.error}
        return {
            **data,
            "title": self.title,
            "description": self.description,
            "regions": self.regions,
            "problems": list(self.problems),
        }


def layouts_listing() -> list[LayoutEntry]:
    """Every layout: the presets and the director's own files, by name."""
    own = set()
    if user_layouts_dir().is_dir():
        own = {path.stem for path in user_layouts_dir().glob("*.json")}
    listing = []
    for name in layout_names():
        try:
            layout = load_layout(name)
        except InvalidInput as exc:
            listing.append(LayoutEntry(name, name in own, error=exc.message))
        else:
            problems = tuple(layout_pictures(layout).problems.values())
            count = len(layout.regions)
            entry = LayoutEntry(
                name, name in own, layout.name, layout.description, count, problems=problems
            )
            listing.append(entry)
    return listing
