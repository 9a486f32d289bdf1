"""Domain layer: the pictures a room layout shows (a venue's logo, a sponsor's banner).

A layout's ``image`` region names a picture by a plain file name
(``check_picture_name``: letters, digits, spaces, ``.``, ``_``, ``-`` and
brackets, at most ``MAX_PICTURE_NAME`` characters; no folder, no ``..``, no name
a system keeps for a device). The picture itself must be a PNG or a JPEG,
recognised by its first bytes and never by its name (``picture_kind``), at most
``MAX_PICTURE_BYTES`` long and ``MAX_PICTURE_SIDE`` pixels a side, at most
``MAX_PICTURE_PIXELS`` in all (``check_picture_size``). Anything else (an SVG,
which can hold script, a GIF, a web page renamed ``logo.png``) is refused with
the reason, never shown.
"""

from __future__ import annotations

import re

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Number, Phrase, translate

MAX_PICTURE_BYTES = 4_000_000
MAX_PICTURE_SIDE = 8_000
MAX_PICTURE_PIXELS = 24_000_000
MAX_PICTURE_NAME = 80
#: The pictures' kinds, by their first bytes.
SIGNATURES = {"png": b"\x89PNG\r\n\x1a\n", "jpeg": b"\xff\xd8\xff"}
MEDIA_TYPES = {"png": "image/png", "jpeg": "image/jpeg"}
#: What the first bytes of a file floortool refuses say it is, for the reason given.
_OTHERS = (
    (b"GIF8", translate("domain.display.pictures", "a GIF")),
    (b"RIFF", translate("domain.display.pictures", "a WebP (or another RIFF file)")),
    (b"BM", translate("domain.display.pictures", "a BMP")),
    (b"%PDF", translate("domain.display.pictures", "a PDF")),
    (b"PK\x03\x04", translate("domain.display.pictures", "a zip archive")),
)
#: How a refusal names the picture when the caller names it no other way.
THE_PICTURE = translate("domain.display.pictures", "the picture")
_NAME = re.compile(r"[^\W_][\w .()-]*", re.UNICODE)
#: Names Windows keeps for devices, whatever their ending.
_DEVICES = {"con", "prn", "aux", "nul"} | {f"{p}{n}" for p in ("com", "lpt") for n in range(10)}


def check_picture_name(name: object, where: str | Phrase = THE_PICTURE) -> str:
    """``name`` when it is a plain file name a picture may have; refused, saying why."""
    if not isinstance(name, str) or not name:
        raise InvalidInput(
            translate(
                "domain.display.pictures", '{where} must be a file name in quotes, like "logo.png".'
            ).fill(where=where),
            field="image",
        )
    if len(name) > MAX_PICTURE_NAME:
        raise InvalidInput(
            translate(
                "domain.display.pictures",
                "{where} is {name_count} characters long; a picture's name "
                "is at most {max_picture_name}.",
            ).fill(where=where, name_count=len(name), max_picture_name=MAX_PICTURE_NAME),
            field="image",
        )
    if "/" in name or "\\" in name or ".." in name:
        raise InvalidInput(
            translate(
                "domain.display.pictures",
                "{where} '{name}' is a path; a picture is named by its file "
                "name alone (like logo.png), in the layouts' images folder.",
            ).fill(where=where, name=name[:40]),
            field="image",
        )
    if not _NAME.fullmatch(name) or name.endswith((" ", ".")):
        raise InvalidInput(
            translate(
                "domain.display.pictures",
                "{where} '{name}' is not a plain file name: letters, digits, "
                "spaces, . _ - and brackets, starting with a letter or a "
                "digit.",
            ).fill(where=where, name=name[:40]),
            field="image",
        )
    if name.split(".")[0].strip().lower() in _DEVICES:
        raise InvalidInput(
            translate(
                "domain.display.pictures", "{where} '{name}' is a name kept for a device."
            ).fill(where=where, name=name),
            field="image",
        )
    return name


def picture_kind(data: bytes, name: str) -> str:
    """``png`` or ``jpeg``, by ``data``'s first bytes; refuses a file too big or of any
    other kind, saying what it seems to be."""
    if len(data) > MAX_PICTURE_BYTES:
        raise InvalidInput(
            translate(
                "domain.display.pictures",
                "{name} is {data_count} bytes; a picture is at most "
                "{max_picture_bytes} (save it smaller, or as a JPEG).",
            ).fill(
                name=name, data_count=Number(len(data)), max_picture_bytes=Number(MAX_PICTURE_BYTES)
            ),
            field="image",
        )
    for kind, signature in SIGNATURES.items():
        if data.startswith(signature):
            return kind
    head = data[:512].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    seems = next((what for sign, what in _OTHERS if data.startswith(sign)), None)
    if head.startswith(b"<"):
        seems = translate(
            "domain.display.pictures", "an SVG or other markup (which can hold script)"
        )
    refusal = (
        translate(
            "domain.display.pictures",
            "{name} is not a PNG or JPEG picture ({seems}); floortool shows PNG and JPEG only.",
        ).fill(seems=seems)
        if seems
        else translate(
            "domain.display.pictures",
            "{name} is not a PNG or JPEG picture; floortool shows PNG and JPEG only.",
        )
    )
    raise InvalidInput(refusal.fill(name=name), field="image")


def check_picture_size(width: int, height: int, name: str) -> None:
    """Refuses a picture of ``width`` x ``height`` pixels too large to show."""
    if width < 1 or height < 1:
        raise InvalidInput(
            translate("domain.display.pictures", "{name} has no pixels.").fill(name=name),
            field="image",
        )
    if max(width, height) > MAX_PICTURE_SIDE or width * height > MAX_PICTURE_PIXELS:
        raise InvalidInput(
            translate(
                "domain.display.pictures",
                "{name} is {width} x {height} pixels; a picture is at most "
                "{max_picture_side} pixels a side and {megapixels} million in all.",
            ).fill(
                name=name,
                width=Number(width),
                height=Number(height),
                max_picture_side=Number(MAX_PICTURE_SIDE),
                megapixels=MAX_PICTURE_PIXELS // 1000000,
            ),
            field="image",
        )
