"""Domain layer: a room-display layout, as data, and the strict reader of its file.

A layout is a small JSON document (``LAYOUT_VERSION`` in ``"version"``): a
name, a background colour and up to ``MAX_REGIONS`` regions. Each region has
an ``id``, a ``box`` ``[x, y, width, height]`` in fractions of the screen (and
optionally a ``portrait_box`` used when the screen is taller than wide), what
it shows (``show``: one of ``TOKENS``), its text ``size`` (a share of the
largest that fits), ``color``, ``label_color`` and ``background`` (``#rrggbb``),
``align`` (left, center, right), a ``label`` in place of the token's own, the
``text`` of a message or a ticker or the address of a QR code, the ``image`` an
``image`` region shows (a picture's plain file name, ``domain.display.pictures``),
and ``when`` it shows (``CONDITIONS``: always, on a break, while playing, in the
money, at the final table). Both front ends draw from the same regions, so they
look alike.

The reader refuses, with a reason, whatever is not exactly that: a file over
``MAX_LAYOUT_BYTES``, nesting or numbers the kernel refuses (``json_text``),
an unknown key or token, a colour that is not ``#rrggbb``, a box outside the
screen or too small to read, texts too long. Texts are kept as typed: the
front ends draw them as text, never as markup.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from floortool.domain.display.pictures import check_picture_name
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import check_text, check_visible
from floortool.domain.kernel.json_text import known_object, load_json_text
from floortool.domain.kernel.phrases import Number, Phrase, translate

#: The version of the layout file this reader takes.
LAYOUT_VERSION = 1
#: The largest layout file read (a layout of 40 regions is about 8 KB).
MAX_LAYOUT_BYTES = 64_000
MAX_REGIONS = 40
MAX_NAME = 60
MAX_DESCRIPTION = 300
MAX_LABEL = 40
MAX_TEXT = 300
#: The smallest side of a region, as a share of the screen's.
MIN_SIDE = 0.02
#: The smallest ``size`` (share of the largest text that fits).
MIN_SIZE = 0.3

#: What a region shows, by kind: ``line`` one text filling the region; ``figure`` a
#: label, a value and a line under it; ``list`` a label and rows; ``qr`` a QR code;
#: ``image`` a picture (its name in text while it cannot be shown).
#: ``ticker`` one line scrolling across the region (the room's scrolling line, else
#: the region's own text).
TOKENS: dict[str, str] = {
    "clock": "line",
    "level": "line",
    "blinds": "figure",
    "next_level": "figure",
    "break": "figure",
    "players_left": "figure",
    "average": "figure",
    "prize_pool": "figure",
    "late_registration": "figure",
    "payouts": "list",
    "seating": "list",
    "moves": "list",
    "results": "list",
    "chip_leaders": "list",
    "league_standings": "list",
    "events": "list",
    "message": "line",
    "event": "line",
    "qr_code": "qr",
    "image": "image",
    "ticker": "ticker",
}
#: The label each token shows unless its region says another ("" : none).
LABELS: dict[str, Phrase | str] = {
    "blinds": "",
    "next_level": translate("domain.display.layouts", "NEXT LEVEL"),
    "break": translate("domain.display.layouts", "NEXT BREAK IN"),
    "players_left": translate("domain.display.layouts", "PLAYERS"),
    "average": translate("domain.display.layouts", "AVERAGE STACK"),
    "prize_pool": translate("domain.display.layouts", "PRIZE POOL"),
    "late_registration": translate("domain.display.layouts", "LATE REGISTRATION"),
    "payouts": translate("domain.display.layouts", "PAYOUTS"),
    "seating": translate("domain.display.layouts", "SEATING"),
    "moves": translate("domain.display.layouts", "SEAT CHANGES"),
    "results": translate("domain.display.layouts", "RESULTS"),
    "chip_leaders": translate("domain.display.layouts", "CHIP LEADERS"),
    "league_standings": translate("domain.display.layouts", "LEAGUE STANDINGS"),
    "events": translate("domain.display.layouts", "EVENTS"),
}
#: When a region shows.
CONDITIONS = ("always", "on_break", "playing", "in_the_money", "final_table")
ALIGNMENTS = ("left", "center", "right")

_COLOR = re.compile(r"#[0-9a-fA-F]{6}")
_ID = re.compile(r"[a-z][a-z0-9_-]{0,31}")
_LAYOUT_KEYS = ("version", "name", "description", "background", "regions")
#: A region's fields a file may leave out for their defaults.
_DEFAULTED_KEYS = (
    "size",
    "color",
    "label_color",
    "background",
    "align",
    "when",
    "label",
    "text",
    "image",
)
_REGION_KEYS = ("id", "show", "box", "portrait_box", *_DEFAULTED_KEYS)
WHAT = translate("domain.display.layouts", "The layout")


@dataclass(frozen=True)
class Box:
    """A rectangle in fractions of the screen: left, top, width, height."""

    x: float
    y: float
    w: float
    h: float

    def to_data(self) -> list[float]:
        return [self.x, self.y, self.w, self.h]


@dataclass(frozen=True)
class Region:
    """One region of a layout: where it is, what it shows, how and when."""

    id: str
    show: str
    box: Box
    portrait_box: Box | None = None
    size: float = 1.0
    color: str = "#ffffff"
    label_color: str = "#7f8aa0"
    background: str | None = None
    align: str = "center"
    when: str = "always"
    label: str | None = None  # None: the token's own label
    text: str = ""
    image: str = ""  # the picture an image region shows (a file name)

    @property
    def kind(self) -> str:
        return TOKENS[self.show]

    @property
    def shown_label(self) -> str | Phrase:
        """The label drawn over the region: its own (as typed), else its token's
        (a phrase, said in the display's language; "": none)."""
        return LABELS.get(self.show, "") if self.label is None else self.label

    def box_for(self, width: float, height: float) -> Box:
        """The box on a ``width`` x ``height`` screen (the portrait one when taller than wide)."""
        if self.portrait_box is not None and height > width:
            return self.portrait_box
        return self.box

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.id, "show": self.show, "box": self.box.to_data()}
        if self.portrait_box is not None:
            data["portrait_box"] = self.portrait_box.to_data()
        defaults = Region("x", "clock", self.box)
        for key in _DEFAULTED_KEYS:
            value = getattr(self, key)
            if value != getattr(defaults, key):
                data[key] = value
        return data


@dataclass(frozen=True)
class Situation:
    """What the conditions of regions ask about the event now."""

    on_break: bool = False
    in_the_money: bool = False
    final_table: bool = False

    def allows(self, when: str) -> bool:
        """Whether a region shown ``when`` shows now."""
        return {
            "always": True,
            "on_break": self.on_break,
            "playing": not self.on_break,
            "in_the_money": self.in_the_money,
            "final_table": self.final_table,
        }[when]


@dataclass(frozen=True)
class Layout:
    """A room-display layout: its name, background and regions (drawn in order)."""

    name: str
    regions: tuple[Region, ...]
    background: str = "#0a0e15"
    description: str = ""

    def shown(self, situation: Situation) -> tuple[Region, ...]:
        """The regions ``situation`` shows."""
        return tuple(region for region in self.regions if situation.allows(region.when))

    def pictures(self) -> tuple[str, ...]:
        """The pictures the layout's image regions show, each once, in order."""
        return tuple(dict.fromkeys(region.image for region in self.regions if region.image))

    def to_data(self) -> dict[str, Any]:
        return {
            "version": LAYOUT_VERSION,
            "name": self.name,
            "description": self.description,
            "background": self.background,
            "regions": [region.to_data() for region in self.regions],
        }


# ------------------------------------------------------------------ the reader
def _refuse(message: str | Phrase, field: str) -> InvalidInput:
    return InvalidInput(
        translate("domain.display.layouts", "{what}: {problem}").fill(what=WHAT, problem=message),
        field=field,
    )


def _object(value: object, where: str | Phrase, keys: tuple[str, ...]) -> dict[str, Any]:
    return known_object(
        value,
        what=WHAT,
        where=where,
        keys=keys,
        kind=translate("domain.display.layouts", "a layout"),
    )


def _text(value: object, where: str | Phrase, longest: int, *, visible: bool = True) -> str:
    if not isinstance(value, str):
        raise _refuse(
            translate("domain.display.layouts", "{where} must be a text in quotes.").fill(
                where=where
            ),
            str(where),
        )
    what = translate("domain.display.layouts", "{what}: {where}").fill(what=WHAT, where=where)
    check_text(value, what=what, field=str(where), longest=longest)
    if any(ord(char) < 32 or ord(char) == 127 for char in value):
        raise _refuse(
            translate(
                "domain.display.layouts",
                "{where} holds a control character (a line break, a tab ...).",
            ).fill(where=where),
            str(where),
        )
    return check_visible(value, what=what, field=str(where)) if visible else value


def _color(value: object, where: str | Phrase) -> str:
    if not isinstance(value, str) or not _COLOR.fullmatch(value):
        raise _refuse(
            translate(
                "domain.display.layouts", "{where} must be a colour written #rrggbb (like #3fc1a5)."
            ).fill(where=where),
            str(where),
        )
    return value.lower()


def _number(value: object, where: str | Phrase, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _refuse(
            translate("domain.display.layouts", "{where} must be a number.").fill(where=where),
            str(where),
        )
    if not low <= value <= high:
        raise _refuse(
            translate(
                "domain.display.layouts", "{where} is {value}; it must be from {low} to {high}."
            ).fill(where=where, value=value, low=f"{low:g}", high=f"{high:g}"),
            str(where),
        )
    return float(value)


def _box(value: object, where: str | Phrase) -> Box:
    if not isinstance(value, list) or len(value) != 4:
        raise _refuse(
            translate(
                "domain.display.layouts", "{where} must be four numbers [left, top, width, height]."
            ).fill(where=where),
            str(where),
        )
    x, y, w, h = (_number(part, where, 0, 1) for part in value)
    if w < MIN_SIDE or h < MIN_SIDE:
        raise _refuse(
            translate(
                "domain.display.layouts",
                "{where} is too small to read (each side at least {min_side}).",
            ).fill(where=where, min_side=f"{MIN_SIDE:g}"),
            str(where),
        )
    if x + w > 1 + 1e-9 or y + h > 1 + 1e-9:
        raise _refuse(
            translate(
                "domain.display.layouts",
                "{where} runs off the screen (left + width and top + height at most 1).",
            ).fill(where=where),
            str(where),
        )
    return Box(x, y, w, h)


def _choice(value: object, where: str | Phrase, choices: tuple[str, ...] | dict[str, str]) -> str:
    if not isinstance(value, str) or value not in choices:
        shown = value if isinstance(value, str) else type(value).__name__
        raise _refuse(
            translate(
                "domain.display.layouts", "{where} is '{shown}'; it must be one of: {choices}."
            ).fill(where=where, shown=shown[:40], choices=", ".join(choices)),
            str(where),
        )
    return value


def _region(value: object, index: int) -> Region:
    where = translate("domain.display.layouts", "region {index}").fill(index=index)
    data = _object(value, where, _REGION_KEYS)
    for key in ("id", "show", "box"):
        if key not in data:
            raise _refuse(
                translate("domain.display.layouts", "{where} has no '{key}'.").fill(
                    where=where, key=key
                ),
                key,
            )
    region_id = data["id"]
    if not isinstance(region_id, str) or not _ID.fullmatch(region_id):
        raise _refuse(
            translate(
                "domain.display.layouts",
                "the id of {where} must be a short name of small letters, "
                "digits, - and _ (starting with a letter).",
            ).fill(where=where),
            "id",
        )
    where = translate("domain.display.layouts", "region '{id}'").fill(id=region_id)

    def of(key: str) -> Phrase:
        return translate("domain.display.layouts", "the {key} of {where}").fill(
            key=key, where=where
        )

    show = _choice(data["show"], of("show"), TOKENS)
    background = data.get("background")
    label = data.get("label")
    region = Region(
        id=region_id,
        show=show,
        box=_box(data["box"], of("box")),
        portrait_box=(
            None if "portrait_box" not in data else _box(data["portrait_box"], of("portrait_box"))
        ),
        size=_number(data.get("size", 1.0), of("size"), MIN_SIZE, 1),
        color=_color(data.get("color", "#ffffff"), of("color")),
        label_color=_color(data.get("label_color", "#7f8aa0"), of("label_color")),
        background=None if background is None else _color(background, of("background")),
        align=_choice(data.get("align", "center"), of("align"), ALIGNMENTS),
        when=_choice(data.get("when", "always"), of("when"), CONDITIONS),
        label=None if label is None else _text(label, of("label"), MAX_LABEL, visible=False),
        text=_text(data.get("text", ""), of("text"), MAX_TEXT),
        image=_picture(data, show, of("image")),
    )
    if show in ("message", "qr_code") and not region.text:
        raise _refuse(
            translate("domain.display.layouts", "{where} shows a {show} but has no text.").fill(
                where=where, show=show.replace("_", " ")
            ),
            "text",
        )
    return region


def _picture(data: dict[str, Any], show: str, where: str | Phrase) -> str:
    """The picture an image region names (a plain file name); none for the others."""
    if show != "image":
        if "image" in data:
            raise _refuse(
                translate(
                    "domain.display.layouts",
                    "{where}: only a region that shows an image names a picture.",
                ).fill(where=where),
                "image",
            )
        return ""
    if "image" not in data:
        raise _refuse(
            translate(
                "domain.display.layouts",
                "{where} is missing: an image region names its picture (like logo.png).",
            ).fill(where=where),
            "image",
        )
    try:
        return check_picture_name(data["image"], where)
    except InvalidInput as exc:
        raise _refuse(exc.phrase, "image") from None


def read_layout(text: str) -> Layout:
    """The layout in ``text`` (a layout file); refuses, saying why, anything else."""
    if len(text) > MAX_LAYOUT_BYTES:
        raise _refuse(
            translate(
                "domain.display.layouts",
                "the file is {text_count} characters long; a layout is at most {max_layout_bytes}.",
            ).fill(text_count=Number(len(text)), max_layout_bytes=Number(MAX_LAYOUT_BYTES)),
            "file",
        )
    data = _object(
        load_json_text(text, what=WHAT, item=translate("domain.display.layouts", "one object")),
        translate("domain.display.layouts", "the file"),
        _LAYOUT_KEYS,
    )
    if data.get("version") != LAYOUT_VERSION:
        raise _refuse(
            translate(
                "domain.display.layouts",
                "the file says version {version}; this floortool reads version {layout_version}.",
            ).fill(version=repr(data.get("version")), layout_version=LAYOUT_VERSION),
            "version",
        )
    if "name" not in data:
        raise _refuse(translate("domain.display.layouts", "the file has no 'name'."), "name")
    regions = data.get("regions")
    if not isinstance(regions, list) or not regions:
        raise _refuse(
            translate("domain.display.layouts", "'regions' must be a list of at least one region."),
            "regions",
        )
    if len(regions) > MAX_REGIONS:
        raise _refuse(
            translate(
                "domain.display.layouts",
                "it has {region_count} regions; at most {max_regions} are allowed.",
            ).fill(region_count=Number(len(regions)), max_regions=MAX_REGIONS),
            "regions",
        )
    read = tuple(_region(region, index) for index, region in enumerate(regions, 1))
    ids = [region.id for region in read]
    repeated = next((i for i in ids if ids.count(i) > 1), None)
    if repeated is not None:
        raise _refuse(
            translate("domain.display.layouts", "two regions have the id '{repeated}'.").fill(
                repeated=repeated
            ),
            "id",
        )
    return Layout(
        name=_text(data["name"], "name", MAX_NAME),
        regions=read,
        background=_color(data.get("background", "#0a0e15"), "background"),
        description=_text(
            data.get("description", ""), "description", MAX_DESCRIPTION, visible=False
        ),
    )


def layout_to_json(layout: Layout) -> str:
    """The layout file of ``layout`` (``read_layout`` reads it back the same)."""
    return json.dumps(layout.to_data(), indent=2, ensure_ascii=False) + "\n"
