"""UI layer: the pictures of a room layout's image regions, as the display draws them.

The app reads and checks each picture a layout shows (``app.layout_pictures``);
here each one that can be shown becomes a ``QImage`` (made once per picture read)
and is painted where ``layout_slots.picture_rect`` places it in its slot, smoothly
scaled. A picture that cannot be shown is left out: its region shows its name.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from floortool.app.layout_pictures import Picture, layout_pictures
from floortool.domain.display.layouts import Layout


@lru_cache(maxsize=16)
def _image(picture: Picture) -> QImage:
    return QImage.fromData(picture.data)


def layout_images(layout: Layout | None) -> dict[str, QImage]:
    """The pictures ``layout`` shows that can be shown, by name."""
    if layout is None:
        return {}
    images = {name: _image(picture) for name, picture in layout_pictures(layout).found.items()}
    return {name: image for name, image in images.items() if not image.isNull()}


def paint_picture(painter: QPainter, rect: QRectF, image: QImage) -> None:
    """``image`` drawn into ``rect`` (``picture_rect``), smoothly scaled."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(rect, image)
    painter.restore()
