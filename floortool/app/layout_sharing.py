"""App layer: a room layout taken to another venue, with its pictures.

``export_layout`` writes a layout that shows pictures with them, in one file (the
domain's ``layout_pack``: the layout and each picture in base64); a layout
without pictures is written as its plain layout file. ``import_layout_file``
reads either: the layout through the strict reader and the app's checks, every
picture it brings checked like a picture the director adds (its bytes, its size,
every pixel read), then put in the images folder (under another name when a
different picture already has its name there, the layout showing it by that
name). A refusal names the file and writes nothing.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from floortool.app.input_files import parse_input_file
from floortool.app.layout_pictures import (
    check_picture,
    layout_pictures,
    pictures_dir,
    write_picture,
)
from floortool.app.layouts import check_layout
from floortool.domain.display.layout_pack import LayoutPack, layout_pack_to_json, read_layout_pack
from floortool.domain.display.layouts import Layout, layout_to_json
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate


def export_layout(layout: Layout, path: Path) -> int:
    """Write ``layout`` to ``path`` to share: with the pictures it shows when it shows
    any, else as its plain layout file; the number of pictures written. A picture that
    cannot be shown is refused with its reason (nothing is written)."""
    shown = layout_pictures(layout)
    if shown.problems:
        name, problem = next(iter(shown.problems.items()))
        raise InvalidInput(
            translate("app.layout_sharing", "Cannot export the picture {name}: {problem}").fill(
                name=name, problem=problem
            ),
            field="image",
        )
    if shown.found:
        pictures = {name: picture.data for name, picture in shown.found.items()}
        text = layout_pack_to_json(layout, pictures)
    else:
        text = layout_to_json(layout)
    path.write_text(text, encoding="utf-8")
    return len(shown.found)


def _checked_pack(text: str) -> LayoutPack:
    pack = read_layout_pack(text)
    check_layout(layout_to_json(pack.layout))  # the QR codes fit, as for any layout
    for name, data in pack.pictures:
        check_picture(data, name, decode=True)
    return pack


def _free_names(pictures: tuple[tuple[str, bytes], ...]) -> dict[str, str]:
    """The name each picture is put under: its own, or ``NAME-2.png`` ... when the
    folder (or another picture of the file) has a different picture of that name."""
    taken: set[str] = set()
    names: dict[str, str] = {}
    for name, data in pictures:
        stem, dot, ending = name.rpartition(".")
        if not dot:
            stem, ending = name, ""
        for n in range(1, 100):
            candidate = name if n == 1 else f"{stem}-{n}{dot}{ending}"
            target = pictures_dir() / candidate
            free = not target.exists() or target.read_bytes() == data
            if free and candidate not in taken:
                break
        else:
            raise InvalidInput(
                translate(
                    "app.layout_sharing", "The images folder has too many pictures called {name}."
                ).fill(name=name)
            )
        taken.add(candidate)
        names[name] = candidate
    return names


def import_layout_file(path: Path) -> tuple[Layout, tuple[str, ...]]:
    """The layout in the file at ``path`` (a plain layout or a layout with pictures)
    and the names its pictures were put under in the images folder."""
    pack = parse_input_file(path, _checked_pack)
    names = _free_names(pack.pictures)
    for name, data in pack.pictures:
        write_picture(names[name], data)
    regions = tuple(
        replace(region, image=names.get(region.image, region.image))
        for region in pack.layout.regions
    )
    return replace(pack.layout, regions=regions), tuple(names.values())
