"""Render the application icon (resources/icons/floortool.svg) for every platform.

Run after changing the drawing: ``.venv/bin/python packaging/make_icons.py``.
Writes, beside the SVG, ``floortool-<size>.png`` (the window icon and the
Linux icon theme sizes), ``floortool.ico`` (Windows: PNG images in an ICO
directory) and ``floortool.icns`` (macOS: PNG images under their ICNS type
codes). The outputs are committed, so building the bundle needs no Qt
drawing; Qt's SVG renderer is used here only because the app ships Qt anyway.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from floortool.app.resources import ICON_SIZES

FOLDER = Path(__file__).resolve().parents[1] / "resources" / "icons"
SOURCE = FOLDER / "floortool.svg"
#: The images inside the Windows icon (256 is the largest an ICO entry can name).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS type code -> pixel size (the ``@2x`` codes hold the doubled image).
ICNS_TYPES = {
    "icp4": 16,
    "icp5": 32,
    "icp6": 64,
    "ic07": 128,
    "ic08": 256,
    "ic09": 512,
    "ic10": 1024,
    "ic11": 32,
    "ic12": 64,
    "ic13": 256,
    "ic14": 512,
}


def render(renderer: QSvgRenderer, size: int) -> bytes:
    """The drawing at ``size`` x ``size`` pixels, transparent around the chip, as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows ICO file holding ``images`` (size -> PNG bytes)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    directory, payload = b"", b""
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        payload += png
        offset += len(png)
    return header + directory + payload


def icns(images: dict[str, bytes]) -> bytes:
    """A macOS ICNS file holding ``images`` (type code -> PNG bytes)."""
    body = b"".join(
        code.encode("ascii") + struct.pack(">I", 8 + len(png)) + png for code, png in images.items()
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window: works over SSH too
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SOURCE}")
    sizes = sorted({*ICON_SIZES, *ICO_SIZES, *ICNS_TYPES.values()})
    pngs = {size: render(renderer, size) for size in sizes}
    for size in ICON_SIZES:
        (FOLDER / f"floortool-{size}.png").write_bytes(pngs[size])
    (FOLDER / "floortool.ico").write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    icns_images = {code: pngs[size] for code, size in ICNS_TYPES.items()}
    (FOLDER / "floortool.icns").write_bytes(icns(icns_images))
    print(f"wrote {len(ICON_SIZES)} PNG files, floortool.ico and floortool.icns in {FOLDER}")
    del app


if __name__ == "__main__":
    main()
