"""The pictures of room layouts, checked before anything shows them
(``app.layout_pictures``, issue 29: "the app layer checks the file"): a PNG or JPEG
by its bytes that Pillow reads as one, within the size and pixel caps; a missing
or refused picture is a problem of the picture named with its reason, never an
error of the layout; a picture the director picks is copied into the images
folder after the same checks."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.layout_pictures import picture_bytes, picture_layout, put_picture

from floortool.app.layout_pictures import (
    add_picture,
    check_picture,
    layout_pictures,
    picture_file_name,
    pictures_dir,
    read_picture,
)
from floortool.app.layouts import load_layout, user_layouts_dir
from floortool.domain.display.pictures import MAX_PICTURE_SIDE
from floortool.domain.kernel.errors import InvalidInput, NotFound


def refusal(data: bytes, name: str = "logo.png") -> str:
    with pytest.raises(InvalidInput) as caught:
        check_picture(data, name, decode=True)
    return caught.value.message


def test_a_png_and_a_jpeg_are_read_with_their_size() -> None:
    png = check_picture(picture_bytes(40, 20), "logo.png")
    jpeg = check_picture(picture_bytes(30, 60, "JPEG"), "logo.png")  # by bytes, not name
    assert (png.kind, png.width, png.height, png.media_type) == ("png", 40, 20, "image/png")
    assert (jpeg.kind, jpeg.width, jpeg.height, jpeg.media_type) == ("jpeg", 30, 60, "image/jpeg")


def test_a_file_that_only_starts_like_a_picture_is_refused() -> None:
    assert "does not read as one" in refusal(b"\x89PNG\r\n\x1a\n<svg onload=alert(1)>")
    cut = picture_bytes(200, 200)
    assert "does not read as one" in refusal(cut[: len(cut) // 2])
    assert "does not read as one" in refusal(b"\xff\xd8\xff\xe0garbage")


def test_a_picture_with_too_many_pixels_is_refused_from_its_header() -> None:
    assert "pixels a side" in refusal(picture_bytes(MAX_PICTURE_SIDE + 1, 1))


def test_a_layouts_pictures_and_the_problem_of_each_that_cannot_be_shown() -> None:
    picture_layout()
    put_picture("sponsor.jpg", b"GIF89a" + b"\0" * 20)
    shown = layout_pictures(load_layout("pictures"))
    assert list(shown.found) == ["logo.png"]
    assert "sponsor.jpg is not a PNG or JPEG picture (a GIF)" in shown.problems["sponsor.jpg"]
    assert "There is no picture gone.png" in shown.problems["gone.png"]


def test_a_picture_is_read_again_when_its_file_changes() -> None:
    put_picture("logo.png", picture_bytes(40, 20))
    first = read_picture("logo.png")
    assert read_picture("logo.png") is first  # not read again
    put_picture("logo.png", picture_bytes(50, 20, color="#ff0000"))
    assert read_picture("logo.png").width == 50
    with pytest.raises(NotFound):
        read_picture("nothing.png")


def test_a_picked_picture_is_copied_into_the_images_folder(tmp_path: Path) -> None:
    picked = tmp_path / "Our Logo #1.png"
    picked.write_bytes(picture_bytes(40, 20))
    name = add_picture(picked)
    assert name == "Our Logo -1.png"
    assert (pictures_dir() / name).read_bytes() == picked.read_bytes()
    assert pictures_dir() == user_layouts_dir() / "images"
    assert add_picture(picked) == name  # the same picture again: nothing to ask


def test_a_different_picture_of_the_same_name_is_replaced_only_when_asked(
    tmp_path: Path,
) -> None:
    put_picture("logo.png", picture_bytes(40, 20))
    picked = tmp_path / "logo.png"
    picked.write_bytes(picture_bytes(60, 20))
    with pytest.raises(FileExistsError):
        add_picture(picked)
    assert read_picture("logo.png").width == 40
    add_picture(picked, replace_file=True)
    assert read_picture("logo.png").width == 60


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>", "SVG"),
        (b"\x89PNG\r\n\x1a\n" + b"\0" * 4_000_000, "a picture is at most"),
        (b"plain text", "not a PNG or JPEG"),
    ],
)
def test_a_picked_file_that_is_not_a_picture_is_refused_and_not_copied(
    tmp_path: Path, content: bytes, reason: str
) -> None:
    picked = tmp_path / "logo.png"
    picked.write_bytes(content)
    with pytest.raises(InvalidInput) as caught:
        add_picture(picked)
    assert reason in caught.value.message
    assert not pictures_dir().exists() or not any(pictures_dir().iterdir())


@pytest.mark.parametrize(
    ("picked", "name"),
    [
        ("logo.png", "logo.png"),
        ("..logo..png", "logo.png"),
        ("<b>.png", "b-.png"),
        ("#", "picture"),
    ],
)
def test_a_picked_files_name_is_made_plain(picked: str, name: str) -> None:
    assert picture_file_name(picked) == name
