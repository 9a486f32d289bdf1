"""Domain layer: a screen set, the room's views in rotation, and the strict reader of its file.

A screen set is a small JSON document (``SET_VERSION`` in ``"version"``): a
``name`` and the ``views`` it turns through, each a layout (``layout``: its file
name without ``.json``, like ``classic`` or ``sponsor-acme``) shown for
``seconds`` (``SHORTEST_VIEW`` to ``LONGEST_VIEW``), at most ``MAX_VIEWS`` of
them. A sponsor slide is an ordinary layout between the others.

Every screen turns through a set by the clock (``ScreenSet.view_at``): the set
repeats from the start of the epoch, so two screens showing one set show the
same view at the same moment, whichever opened first.

The reader refuses, with a reason, whatever is not exactly that: a file over
``MAX_SET_BYTES``, nesting or numbers the kernel refuses (``json_text``), an
unknown key, a layout name that cannot be a file name, seconds out of bounds.
Whether each layout exists is the app's to say (``app.screen_sets``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import check_text, check_visible
from floortool.domain.kernel.json_text import known_object, load_json_text
from floortool.domain.kernel.phrases import Number, Phrase, translate

#: The version of the screen-set file this reader takes.
SET_VERSION = 1
#: The largest screen-set file read (twenty views are about 1 KB).
MAX_SET_BYTES = 8_000
MAX_VIEWS = 20
#: How long a view shows, in seconds: long enough to read, short enough to come back.
SHORTEST_VIEW, LONGEST_VIEW = 5, 3600
MAX_NAME = 60
#: A layout's name as its file is named: small letters, digits and ``-``.
LAYOUT_NAME = re.compile(r"[a-z0-9][a-z0-9-]{0,79}")
_SET_KEYS = ("version", "name", "views")
_VIEW_KEYS = ("layout", "seconds")
WHAT = translate("domain.display.screen_sets", "The screen set")


@dataclass(frozen=True)
class View:
    """One view of a set: a layout, shown for ``seconds``."""

    layout: str
    seconds: int

    def to_data(self) -> dict[str, Any]:
        return {"layout": self.layout, "seconds": self.seconds}


@dataclass(frozen=True)
class ScreenSet:
    """Views shown in turn, each for its seconds, over and over."""

    name: str
    views: tuple[View, ...]

    @property
    def cycle(self) -> int:
        """The seconds of one turn through every view."""
        return sum(view.seconds for view in self.views)

    def view_at(self, now: float) -> tuple[int, float]:
        """Which view shows at ``now`` (seconds since the epoch), and for how many
        seconds more: the set turns from the epoch on, so every screen agrees."""
        into = now % self.cycle
        for index, view in enumerate(self.views):
            if into < view.seconds:
                return index, view.seconds - into
            into -= view.seconds
        return len(self.views) - 1, 0.0  # only by rounding at the cycle's very end

    def to_data(self) -> dict[str, Any]:
        return {
            "version": SET_VERSION,
            "name": self.name,
            "views": [view.to_data() for view in self.views],
        }


def _refuse(message: str | Phrase, field: str) -> InvalidInput:
    return InvalidInput(
        translate("domain.display.screen_sets", "{what}: {problem}").fill(
            what=WHAT, problem=message
        ),
        field=field,
    )


def _keys(value: object, where: str | Phrase, keys: tuple[str, ...]) -> dict[str, Any]:
    value = known_object(
        value,
        what=WHAT,
        where=where,
        keys=keys,
        kind=translate("domain.display.screen_sets", "a screen set"),
    )
    missing = [key for key in keys if key not in value]
    if missing:
        raise _refuse(
            translate("domain.display.screen_sets", "{where} has no '{missing}'.").fill(
                where=where, missing=missing[0]
            ),
            missing[0],
        )
    return value


#: How a refusal names a layout or a view when the caller names none.
THE_LAYOUT = translate("domain.display.screen_sets", "the layout")
A_VIEW = translate("domain.display.screen_sets", "a view")


def check_layout_name(value: object, where: Phrase = THE_LAYOUT) -> str:
    """A layout's name as a set names it: its file name (``classic``, ``sponsor-acme``)."""
    if not isinstance(value, str) or not LAYOUT_NAME.fullmatch(value):
        shown = value[:40] if isinstance(value, str) else type(value).__name__
        raise _refuse(
            translate(
                "domain.display.screen_sets",
                "{where} is '{shown}'; a layout is named by its file name: "
                "small letters, digits and - (like classic or sponsor-acme).",
            ).fill(where=where, shown=shown),
            "layout",
        )
    return value


def check_view_seconds(value: object, where: Phrase = A_VIEW) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _refuse(
            translate(
                "domain.display.screen_sets", "the seconds of {where} must be a whole number."
            ).fill(where=where),
            "seconds",
        )
    if not SHORTEST_VIEW <= value <= LONGEST_VIEW:
        raise _refuse(
            translate(
                "domain.display.screen_sets",
                "{where} shows for {value} seconds; give from {shortest_view} to {longest_view}.",
            ).fill(
                where=where,
                value=Number(value),
                shortest_view=SHORTEST_VIEW,
                longest_view=Number(LONGEST_VIEW),
            ),
            "seconds",
        )
    return value


def screen_set(name: str, views: list[View] | tuple[View, ...]) -> ScreenSet:
    """The set ``name`` of ``views``, once each part is one a set may hold."""
    check_text(
        name,
        what=translate("domain.display.screen_sets", "The screen set's name"),
        field="name",
        longest=MAX_NAME,
    )
    if any(ord(char) < 32 or ord(char) == 127 for char in name):
        raise _refuse(
            translate(
                "domain.display.screen_sets",
                "its name holds a control character (a line break, a tab ...).",
            ),
            "name",
        )
    name = check_visible(
        name.strip(),
        what=translate("domain.display.screen_sets", "The screen set's name"),
        field="name",
    )
    if not views:
        raise _refuse(
            translate(
                "domain.display.screen_sets",
                "it has no views: give at least one layout and its seconds.",
            ),
            "views",
        )
    if len(views) > MAX_VIEWS:
        raise _refuse(
            translate(
                "domain.display.screen_sets",
                "it has {view_count} views; at most {max_views} are allowed.",
            ).fill(view_count=Number(len(views)), max_views=MAX_VIEWS),
            "views",
        )
    for number, view in enumerate(views, 1):
        check_layout_name(
            view.layout,
            translate("domain.display.screen_sets", "the layout of view {number}").fill(
                number=number
            ),
        )
        check_view_seconds(
            view.seconds,
            translate("domain.display.screen_sets", "view {number} ({layout})").fill(
                number=number, layout=view.layout
            ),
        )
    return ScreenSet(name, tuple(views))


def read_screen_set(text: str) -> ScreenSet:
    """The screen set in ``text`` (a screen-set file); refuses, saying why, anything else."""
    if len(text) > MAX_SET_BYTES:
        raise _refuse(
            translate(
                "domain.display.screen_sets",
                "the file is {text_count} characters long; a screen set is "
                "at most {max_set_bytes}.",
            ).fill(text_count=Number(len(text)), max_set_bytes=Number(MAX_SET_BYTES)),
            "file",
        )
    data = _keys(
        load_json_text(text, what=WHAT, item=translate("domain.display.screen_sets", "one object")),
        translate("domain.display.screen_sets", "the file"),
        _SET_KEYS,
    )
    if data["version"] != SET_VERSION:
        raise _refuse(
            translate(
                "domain.display.screen_sets",
                "the file says version {data}; this floortool reads version {set_version}.",
            ).fill(data=repr(str(data["version"])[:20]), set_version=SET_VERSION),
            "version",
        )
    if not isinstance(data["name"], str):
        raise _refuse(
            translate("domain.display.screen_sets", "its name must be a text in quotes."), "name"
        )
    listed = data["views"]
    if not isinstance(listed, list):
        raise _refuse(
            translate("domain.display.screen_sets", "'views' must be a list of views."), "views"
        )
    if len(listed) > MAX_VIEWS:
        raise _refuse(
            translate(
                "domain.display.screen_sets",
                "it has {listed_count} views; at most {max_views} are allowed.",
            ).fill(listed_count=Number(len(listed)), max_views=MAX_VIEWS),
            "views",
        )
    views = []
    for number, item in enumerate(listed, 1):
        view = _keys(
            item,
            translate("domain.display.screen_sets", "view {number}").fill(number=number),
            _VIEW_KEYS,
        )
        views.append(View(view["layout"], view["seconds"]))
    return screen_set(data["name"], views)


def screen_set_to_json(shown: ScreenSet) -> str:
    """The file of ``shown`` (``read_screen_set`` reads it back the same)."""
    return json.dumps(shown.to_data(), indent=2, ensure_ascii=False) + "\n"
