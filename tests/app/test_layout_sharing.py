"""A layout taken to another venue with its pictures (``app.layout_sharing``, issue 29:
"a layout with pictures must travel to another venue ... make Import bring the
pictures back, with hostile files refused (too big, not PNG/JPEG, path tricks)").
Exported and imported on a fresh data folder, the layout and its pictures are the
same; a different picture already under a name keeps it, the imported one taking
another; a hostile file is refused with the file's name and writes nothing."""

from __future__ import annotations

import base64
import json
from dataclasses import replace
from pathlib import Path

import pytest
from tests.layout_pictures import picture_bytes, picture_layout, put_picture

from floortool.app.layout_pictures import pictures_dir, read_picture
from floortool.app.layout_sharing import export_layout, import_layout_file
from floortool.app.layouts import load_layout
from floortool.domain.display.layouts import layout_to_json
from floortool.domain.kernel.errors import InvalidInput


def fresh_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    monkeypatch.setenv("FLOORTOOL_HOME", str(tmp_path / name))


def shown_layout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The pictures layout without its missing picture, exported."""
    picture_layout()
    layout = load_layout("pictures")
    layout = replace(layout, regions=tuple(r for r in layout.regions if r.id != "gone"))
    shared = tmp_path / "shared.json"
    assert export_layout(layout, shared) == 2
    return shared


def test_a_layout_with_pictures_travels_with_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shared = shown_layout(tmp_path, monkeypatch)
    exported = load_layout("pictures")
    logo, sponsor = read_picture("logo.png").data, read_picture("sponsor.jpg").data
    fresh_folder(tmp_path, monkeypatch, "other-venue")
    assert not pictures_dir().exists()
    layout, pictures = import_layout_file(shared)
    assert pictures == ("logo.png", "sponsor.jpg")
    assert layout.regions == tuple(r for r in exported.regions if r.id != "gone")
    assert read_picture("logo.png").data == logo and read_picture("sponsor.jpg").data == sponsor


def test_a_layout_without_pictures_is_exported_as_its_plain_file(tmp_path: Path) -> None:
    shared = tmp_path / "classic.json"
    assert export_layout(load_layout("classic"), shared) == 0
    assert shared.read_text(encoding="utf-8") == layout_to_json(load_layout("classic"))


def test_a_picture_that_cannot_be_shown_is_not_exported(tmp_path: Path) -> None:
    picture_layout()
    with pytest.raises(InvalidInput) as caught:
        export_layout(load_layout("pictures"), tmp_path / "shared.json")
    assert "Cannot export the picture gone.png" in caught.value.message
    assert not (tmp_path / "shared.json").exists()


def test_a_different_picture_of_the_same_name_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shared = shown_layout(tmp_path, monkeypatch)
    fresh_folder(tmp_path, monkeypatch, "other-venue")
    ours = picture_bytes(10, 10, color="#ff0000")
    put_picture("logo.png", ours)
    put_picture("sponsor.jpg", read_picture_bytes(shared, "sponsor.jpg"))  # the same one
    layout, pictures = import_layout_file(shared)
    assert pictures == ("logo-2.png", "sponsor.jpg")
    assert [r.image for r in layout.regions if r.image] == ["logo-2.png", "sponsor.jpg"]
    assert (pictures_dir() / "logo.png").read_bytes() == ours


def read_picture_bytes(shared: Path, name: str) -> bytes:
    return base64.b64decode(json.loads(shared.read_text(encoding="utf-8"))["pictures"][name])


def hostile(tmp_path: Path, pictures: dict[str, str], image: str = "logo.png") -> Path:
    region = {"id": "logo", "show": "image", "image": image, "box": [0, 0, 1, 1]}
    layout = {"version": 1, "name": "Evil", "regions": [region]}
    path = tmp_path / "evil.json"
    path.write_text(json.dumps({"version": 1, "layout": layout, "pictures": pictures}))
    return path


@pytest.mark.parametrize(
    ("pictures", "image", "reason"),
    [
        ({"../evil.png": "iVBORw0KGgo="}, "logo.png", "is a path"),
        ({"logo.png": base64.b64encode(b"<svg onload=alert(1)>").decode()}, "logo.png", "SVG"),
        (
            {"logo.png": base64.b64encode(b"\x89PNG\r\n\x1a\nnot really").decode()},
            "logo.png",
            "does not read as one",
        ),
        (
            {"logo.png": base64.b64encode(b"\xff\xd8\xff" + b"\0" * 4_000_000).decode()},
            "logo.png",
            "a picture is at most",
        ),
        ({}, "../../layouts/classic.json", "is a path"),
    ],
)
def test_a_hostile_file_is_refused_and_writes_nothing(
    tmp_path: Path, pictures: dict[str, str], image: str, reason: str
) -> None:
    path = hostile(tmp_path, pictures, image)
    with pytest.raises(InvalidInput) as caught:
        import_layout_file(path)
    assert caught.value.message.startswith("evil.json: ")
    assert reason in caught.value.message
    assert not pictures_dir().exists()
