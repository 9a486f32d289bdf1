"""App layer: the room's screen sets: the presets bundled with floortool and the
director's own (``screen-sets/`` in the data directory, which shadow a preset of
the same name).

A set is named by its file name without ``.json``; its ``name`` inside the file
is its title. Every file is read by the domain's strict reader
(``domain.display.screen_sets``), the director's own through the checks every
input file goes through, and every layout it names must be one of
``display layouts`` (a set naming a layout that is gone is refused, saying which).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floortool.app.layouts import layout_names, load_layout
from floortool.app.resources import Shelf
from floortool.domain.display.layouts import Layout
from floortool.domain.display.screen_sets import (
    ScreenSet,
    View,
    read_screen_set,
    screen_set,
    screen_set_to_json,
)
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate

SCREEN_SETS = Shelf("screen-sets", translate("app.screen_sets", "screen set"), "unknown_screen_set")
#: The set served when none is named (the preset).
DEFAULT_SET = "clock-and-payouts"


def screen_set_names() -> list[str]:
    return SCREEN_SETS.names()


def _known_layouts(shown: ScreenSet) -> ScreenSet:
    known = set(layout_names())
    for number, view in enumerate(shown.views, 1):
        if view.layout not in known:
            raise InvalidInput(
                translate(
                    "app.screen_sets",
                    "View {number} shows the layout '{layout}', which there is not"
                    " (there are: {known}).",
                ).fill(number=number, layout=view.layout, known=", ".join(sorted(known))),
                code="unknown_layout",
                field="layout",
            )
    return shown


def load_screen_set(name: str) -> ScreenSet:
    """The screen set ``name``; refused when there is none, its file is not a screen
    set, or it names a layout there is not (the refusal names the file)."""
    text = SCREEN_SETS.read(name)
    try:
        return _known_layouts(read_screen_set(text))
    except InvalidInput as exc:
        raise InvalidInput(
            translate("app.screen_sets", "{name}.json: {exc}").fill(name=name, exc=exc.phrase),
            code=exc.code,
            **{**exc.details, "file": f"{name}.json"},
        ) from None


def set_layouts(shown: ScreenSet) -> dict[str, Layout]:
    """Every layout ``shown`` turns through, read (a refusal names the layout's file)."""
    return {view.layout: load_layout(view.layout) for view in shown.views}


def save_screen_set(name: str, views: list[View]) -> tuple[str, ScreenSet]:
    """Save ``views`` as the director's own screen set ``name`` (taking the place of a
    set of that name); the name it is known by, and the set. A layout there is not is
    refused, naming it, and nothing is written."""
    shown = _known_layouts(screen_set(name, views))
    return SCREEN_SETS.save(name, screen_set_to_json(shown)), shown


def screen_set_file_name(name: str) -> str:
    """The name a set saved as ``name`` is known by (its file name without ``.json``)."""
    return SCREEN_SETS.slug(name)


@dataclass(frozen=True)
class ScreenSetEntry:
    """One screen set as ``display sets`` lists it; ``error``: why it does not read."""

    name: str
    own: bool  # the director's own file (else a preset)
    screen_set: ScreenSet | None = None
    error: str = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "own": self.own}
        if self.screen_set is None:
            return {**data, "error": self.error}
        views = [view.to_data() for view in self.screen_set.views]
        return {**data, "title": self.screen_set.name, "views": views}


def screen_sets_listing() -> list[ScreenSetEntry]:
    """Every screen set: the presets and the director's own files, by name."""
    folder = SCREEN_SETS.user_dir
    own = {path.stem for path in folder.glob("*.json")} if folder.is_dir() else set()
    listing = []
    for name in screen_set_names():
        try:
            listing.append(ScreenSetEntry(name, name in own, load_screen_set(name)))
        except InvalidInput as exc:
            listing.append(ScreenSetEntry(name, name in own, error=exc.message))
    return listing
