"""App layer: the pictures room layouts show, in the layouts' images folder.

A layout's ``image`` region names a picture (``logo.png``); the file is in
``images/`` of the director's layouts folder (``pictures_dir``). Every picture is
checked before anything shows it (``check_picture``): at most
``MAX_PICTURE_BYTES``, a PNG or a JPEG by its bytes (the domain's
``picture_kind``), and, read by Pillow, a picture of that kind whose size in
pixels the domain allows. A picture that is missing or refused is not an error of
the layout: the display shows its name in text, and ``layout_pictures`` says
what is wrong (``display layouts --json`` lists it).

``add_picture`` copies a file the director picks into the folder after the same
checks.
"""

from __future__ import annotations

import hashlib
import io
import warnings
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from PIL import Image

from floortool.app.paths import data_dir
from floortool.domain.display.layouts import Layout
from floortool.domain.display.pictures import (
    MAX_PICTURE_BYTES,
    MEDIA_TYPES,
    check_picture_name,
    check_picture_size,
    picture_kind,
)
from floortool.domain.kernel.errors import InvalidInput, NotFound
from floortool.domain.kernel.phrases import translate

#: Pillow's name of each kind the domain recognises.
_FORMATS = {"png": "PNG", "jpeg": "JPEG"}


@dataclass(frozen=True)
class Picture:
    """A checked picture: its name, kind (``png``, ``jpeg``), size and bytes."""

    name: str
    kind: str
    width: int
    height: int
    data: bytes = field(repr=False)

    @property
    def media_type(self) -> str:
        return MEDIA_TYPES[self.kind]

    @property
    def tag(self) -> str:
        """A short fingerprint of the bytes (an ETag)."""
        return hashlib.sha256(self.data).hexdigest()[:20]


@dataclass(frozen=True)
class LayoutPictures:
    """The pictures a layout shows that can be shown, and why the others cannot."""

    found: dict[str, Picture]
    problems: dict[str, str]


def pictures_dir() -> Path:
    """Where the pictures of the director's layouts go: ``images`` in their folder."""
    return data_dir() / "layouts" / "images"


def check_picture(data: bytes, name: str, *, decode: bool = False) -> Picture:
    """``data`` as the picture ``name`` when it is one floortool shows; refused, saying
    why, otherwise. ``decode``: read every pixel too (a picture that comes in from
    outside), not only its header."""
    kind = picture_kind(data, name)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data), formats=[_FORMATS[kind]]) as image:
                width, height = image.size
                check_picture_size(width, height, name)
                if decode:
                    image.load()
    except InvalidInput:
        raise
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombWarning) as exc:
        raise InvalidInput(
            translate(
                "app.layout_pictures",
                "{name} looks like a {kind} but does not read as one ({exc}).",
            ).fill(name=name, kind=kind.upper(), exc=exc),
            field="image",
        ) from None
    except Image.DecompressionBombError:
        raise InvalidInput(
            translate("app.layout_pictures", "{name} has too many pixels to show.").fill(name=name),
            field="image",
        ) from None
    return Picture(name, kind, width, height, data)


def _picture_file(name: str) -> Path:
    return pictures_dir() / check_picture_name(name)


@lru_cache(maxsize=32)
def _read_checked(path: Path, _stamp: tuple[int, int]) -> Picture:
    with path.open("rb") as handle:
        data = handle.read(MAX_PICTURE_BYTES + 1)
    return check_picture(data, path.name)


def read_picture(name: str) -> Picture:
    """The picture ``name`` from the images folder, checked; refused when there is none
    (``NotFound``) or it is not one floortool shows. Read again only when the file
    changes."""
    path = _picture_file(name)
    try:
        stat = path.stat()
        return _read_checked(path, (stat.st_mtime_ns, stat.st_size))
    except FileNotFoundError:
        raise NotFound(
            translate("app.layout_pictures", "There is no picture {name} in {folder}.").fill(
                name=name, folder=pictures_dir()
            ),
            code="unknown_picture",
        ) from None
    except OSError as exc:
        raise InvalidInput(
            translate("app.layout_pictures", "Cannot read {name}: {reason}.").fill(
                name=name, reason=exc.strerror or exc
            ),
            field="image",
        ) from None


def layout_pictures(layout: Layout) -> LayoutPictures:
    """The pictures ``layout`` shows, read and checked, and the problem of each that
    cannot be shown."""
    found: dict[str, Picture] = {}
    problems: dict[str, str] = {}
    for name in layout.pictures():
        try:
            found[name] = read_picture(name)
        except InvalidInput as exc:
            problems[name] = exc.message
        except NotFound as exc:
            problems[name] = exc.message
    return LayoutPictures(found, problems)


def picture_file_name(file_name: str) -> str:
    """A plain picture name made from ``file_name`` (a file picked anywhere): the
    characters a picture's name may not have turned into ``-``."""
    kept = "".join(ch if ch.isalnum() or ch in " ._-()" else "-" for ch in file_name)
    while ".." in kept:
        kept = kept.replace("..", ".")
    kept = kept.strip(" .-_()")
    return kept or "picture"


def add_picture(path: Path, *, replace_file: bool = False) -> str:
    """Copy the picture at ``path`` into the images folder, after checking it; the name
    it is known by there. A different picture of that name is replaced only when
    ``replace_file`` says so (else ``FileExistsError``)."""
    name = check_picture_name(picture_file_name(path.name))
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_PICTURE_BYTES + 1)
    except OSError as exc:
        raise InvalidInput(
            translate("app.layout_pictures", "Cannot read {path}: {reason}.").fill(
                path=path.name, reason=exc.strerror or exc
            ),
            field="image",
        ) from None
    check_picture(data, path.name, decode=True)
    target = pictures_dir() / name
    if target.exists() and not replace_file and target.read_bytes() != data:
        raise FileExistsError(name)
    write_picture(name, data)
    return name


def write_picture(name: str, data: bytes) -> None:
    """Write ``data`` as the picture ``name``: aside, then renamed over."""
    folder = pictures_dir()
    folder.mkdir(parents=True, exist_ok=True)
    aside = folder / f".{name}.part"
    aside.write_bytes(data)
    aside.replace(folder / name)
