"""The pictures a layout shows (``domain.display.pictures``, issue 29: "add a logo and
sponsor images"): "PNG and JPEG only, recognised by their bytes (magic numbers), not
by the name; a size cap and a pixel cap; a name is a plain file name (no path
separators, no ``..``); SVG or anything else refused with the reason (never run)"."""

from __future__ import annotations

import pytest

from floortool.domain.display.pictures import (
    MAX_PICTURE_BYTES,
    MAX_PICTURE_NAME,
    MAX_PICTURE_PIXELS,
    MAX_PICTURE_SIDE,
    check_picture_name,
    check_picture_size,
    picture_kind,
)
from floortool.domain.kernel.errors import InvalidInput

PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 20
JPEG = b"\xff\xd8\xff\xe0" + b"\0" * 20


def refusal(call, *args: object) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(InvalidInput) as caught:
        call(*args)
    return caught.value.message


@pytest.mark.parametrize(
    "name", ["logo.png", "Sponsor banner (2).jpg", "café_logo.jpeg", "2024-logo.PNG", "logo"]
)
def test_a_plain_file_name_is_taken(name: str) -> None:
    assert check_picture_name(name) == name


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("../layouts/classic.json", "is a path"),
        ("images/logo.png", "is a path"),
        ("C:\\logo.png", "is a path"),
        ("logo..png", "is a path"),
        (".logo.png", "not a plain file name"),
        ("logo.png.", "not a plain file name"),
        ("logo:stream.png", "not a plain file name"),
        ("logo\n.png", "not a plain file name"),
        ("<script>.png", "not a plain file name"),
        ("", "must be a file name"),
        ("NUL.png", "kept for a device"),
        ("x" * (MAX_PICTURE_NAME + 1), "characters long"),
    ],
)
def test_a_name_that_is_not_a_plain_file_name_is_refused(name: str, reason: str) -> None:
    assert reason in refusal(check_picture_name, name)


def test_a_picture_is_known_by_its_bytes_not_its_name() -> None:
    assert picture_kind(PNG, "logo.jpg") == "png"
    assert picture_kind(JPEG, "logo.png") == "jpeg"


@pytest.mark.parametrize(
    ("data", "seems"),
    [
        (b'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', "SVG or other markup"),
        (b"\xef\xbb\xbf  <?xml version='1.0'?><svg/>", "SVG or other markup"),
        (b"<html><script>alert(1)</script></html>", "SVG or other markup"),
        (b"GIF89a" + b"\0" * 10, "a GIF"),
        (b"RIFF\0\0\0\0WEBPVP8 ", "a WebP"),
        (b"%PDF-1.7", "a PDF"),
        (b"MZ\x90\0", "floortool shows PNG and JPEG only"),
        (b"", "floortool shows PNG and JPEG only"),
    ],
)
def test_anything_else_is_refused_saying_what_it_seems(data: bytes, seems: str) -> None:
    message = refusal(picture_kind, data, "logo.png")
    assert message.startswith("logo.png is not a PNG or JPEG picture")
    assert seems in message


def test_a_picture_too_big_is_refused() -> None:
    assert picture_kind(PNG + b"\0" * (MAX_PICTURE_BYTES - len(PNG)), "big.png") == "png"
    message = refusal(picture_kind, PNG + b"\0" * (MAX_PICTURE_BYTES - len(PNG) + 1), "big.png")
    assert f"a picture is at most {MAX_PICTURE_BYTES:,}" in message


def test_a_picture_with_too_many_pixels_is_refused() -> None:
    check_picture_size(MAX_PICTURE_SIDE, MAX_PICTURE_PIXELS // MAX_PICTURE_SIDE, "wide.png")
    for width, height in (
        (MAX_PICTURE_SIDE + 1, 10),
        (10, MAX_PICTURE_SIDE + 1),
        (MAX_PICTURE_SIDE, MAX_PICTURE_PIXELS // MAX_PICTURE_SIDE + 1),
    ):
        assert "pixels a side" in refusal(check_picture_size, width, height, "huge.png")
    assert "no pixels" in refusal(check_picture_size, 0, 10, "empty.png")
