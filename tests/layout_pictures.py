"""Test support: pictures for room layouts (a PNG logo, a JPEG banner) and a layout
of the director's that shows them."""

from __future__ import annotations

import io
import json
from typing import Any

from PIL import Image

from floortool.app.layout_pictures import pictures_dir
from floortool.app.layouts import user_layouts_dir


def picture_bytes(width: int, height: int, kind: str = "PNG", color: str = "#f2b340") -> bytes:
    """A ``width`` x ``height`` picture of one colour with a darker square in it."""
    image = Image.new("RGB", (width, height), color)
    image.paste("#204080", (width // 4, height // 4, width // 2, height * 3 // 4))
    out = io.BytesIO()
    image.save(out, kind)
    return out.getvalue()


def put_picture(name: str, data: bytes) -> None:
    """``data`` as the picture ``name`` in the layouts' images folder."""
    pictures_dir().mkdir(parents=True, exist_ok=True)
    (pictures_dir() / name).write_bytes(data)


def own_layout(name: str, *regions: dict[str, Any], title: str = "Mine") -> None:
    """The director's layout ``name`` with ``regions``."""
    user_layouts_dir().mkdir(parents=True, exist_ok=True)
    data = {"version": 1, "name": title, "regions": list(regions)}
    (user_layouts_dir() / f"{name}.json").write_text(json.dumps(data), encoding="utf-8")


#: A layout with a logo (PNG, wide, left), a sponsor (JPEG, square, right, on a box),
#: a picture that is not there, and the clock.
PICTURE_REGIONS: tuple[dict[str, Any], ...] = (
    {"id": "clock", "show": "clock", "box": [0.05, 0.35, 0.9, 0.4]},
    {
        "id": "logo",
        "show": "image",
        "image": "logo.png",
        "box": [0.02, 0.02, 0.45, 0.28],
        "align": "left",
    },
    {
        "id": "sponsor",
        "show": "image",
        "image": "sponsor.jpg",
        "box": [0.55, 0.02, 0.43, 0.28],
        "align": "right",
        "background": "#131b29",
        "portrait_box": [0.1, 0.55, 0.8, 0.2],
    },
    {"id": "gone", "show": "image", "image": "gone.png", "box": [0.3, 0.8, 0.4, 0.18]},
)


def picture_layout(name: str = "pictures") -> None:
    """The layout ``name`` of ``PICTURE_REGIONS``, its logo and sponsor in the folder."""
    put_picture("logo.png", picture_bytes(400, 160))
    put_picture("sponsor.jpg", picture_bytes(300, 300, "JPEG", "#3fc1a5"))
    own_layout(name, *PICTURE_REGIONS, title="With pictures")
