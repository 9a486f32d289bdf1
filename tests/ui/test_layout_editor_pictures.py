"""Pictures in the room layout editor (issue 29 items 3 and 4: "add a logo and sponsor
images"): "choose a picture for an image region (a file dialog that copies the chosen
file into the images folder after checking it; refusal with reason), see it in the
preview"; "Export/Import: a layout with pictures must travel to another venue ...
Round-trip test: export, import on a fresh data folder, draw the same"; "a 'Sponsor
slide' ... (one big image region and a caption) in the editor, so a venue makes one
slide per sponsor"; and "a missing picture is shown as its name in text (never a
crash)"."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.layout_pictures import picture_bytes, picture_layout, put_picture
from tests.ui.fakes import FakePrompts

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from floortool.app.layout_pictures import pictures_dir
from floortool.app.layouts import SPONSOR_SLIDE, load_layout
from floortool.domain.display.layouts import Layout
from floortool.ui.layout_editor import LayoutEditorDialog
from floortool.ui.room_display import RoomDisplay


def start_from(editor: LayoutEditorDialog, name: str) -> None:
    editor.start_combo.setCurrentIndex(editor.start_combo.findData(name))
    editor.start_combo.activated.emit(editor.start_combo.currentIndex())


def select(editor: LayoutEditorDialog, region_id: str) -> None:
    ids = [region["id"] for region in editor._data["regions"]]
    editor.region_list.setCurrentRow(ids.index(region_id))


def picked(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / "picked" / name
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(data)
    return path


def drawn(layout: Layout, qtbot: QtBot) -> QImage:
    display = RoomDisplay()
    qtbot.addWidget(display)
    display.resize(1024, 768)
    display.show_layout(layout)
    return display.grab().toImage()


def test_a_sponsor_slide_is_an_ordinary_layout_with_the_sponsors_picture(
    editor: LayoutEditorDialog, prompts: FakePrompts, tmp_path: Path
) -> None:
    start_from(editor, SPONSOR_SLIDE)
    slide = editor.layout_edited
    assert slide is not None and [r.show for r in slide.regions] == ["image", "message"]
    assert "Choose…" in editor.note_label.text()
    select(editor, "picture")
    assert editor.picture_button.isEnabled() and not editor.text_edit.isEnabled()
    assert editor.display.pictures_drawn() == {}  # no picture yet: its name shows
    assert ("picture.missing", "sponsor.png") in [(i.name, i.text) for i in editor.display.drawn()]
    prompts.answer(
        "open_file", picked(tmp_path, "Acme Banner.jpg", picture_bytes(800, 200, "JPEG"))
    )
    assert editor.choose_picture() == "Acme Banner.jpg"
    assert (pictures_dir() / "Acme Banner.jpg").is_file()
    assert editor.picture_edit.text() == "Acme Banner.jpg"
    assert set(editor.display.pictures_drawn()) == {"picture"}  # the preview shows it
    editor.file_edit.setText("Sponsor Acme")
    assert editor.save() == "sponsor-acme"
    saved = load_layout("sponsor-acme")
    assert saved.regions[0].image == "Acme Banner.jpg" and saved.name == "Sponsor slide"


def test_a_file_that_is_not_a_picture_is_refused_with_its_reason(
    editor: LayoutEditorDialog, prompts: FakePrompts, tmp_path: Path
) -> None:
    start_from(editor, SPONSOR_SLIDE)
    before = editor.layout_edited
    svg = picked(tmp_path, "logo.svg", b"<svg onload='alert(1)'/>")
    prompts.answer("open_file", svg)
    assert editor.choose_picture() is None
    assert editor.error_label.isVisible()
    assert "logo.svg is not a PNG or JPEG picture" in editor.error_label.text()
    assert editor.layout_edited == before and not pictures_dir().exists()


def test_a_different_picture_of_that_name_is_replaced_only_when_the_director_says(
    editor: LayoutEditorDialog, prompts: FakePrompts, tmp_path: Path
) -> None:
    start_from(editor, SPONSOR_SLIDE)
    put_picture("logo.png", picture_bytes(40, 40))
    newer = picked(tmp_path, "logo.png", picture_bytes(80, 40))
    prompts.answer("open_file", newer)
    prompts.answer("confirm", False)
    assert editor.choose_picture() is None
    assert "already has a different picture called logo.png" in prompts.confirmed[-1]
    assert (pictures_dir() / "logo.png").read_bytes() == picture_bytes(40, 40)
    prompts.answer("open_file", newer)
    prompts.answer("confirm", True)
    assert editor.choose_picture() == "logo.png"
    assert (pictures_dir() / "logo.png").read_bytes() == newer.read_bytes()


def test_a_region_turned_into_an_image_names_its_picture(
    editor: LayoutEditorDialog, tmp_path: Path
) -> None:
    editor.show_combo.setCurrentIndex(editor.show_combo.findData("image"))
    assert editor.layout_edited is None  # no picture named yet: the reader says so
    assert "an image region names its picture" in editor.error_label.text()
    put_picture("logo.png", picture_bytes(40, 40))
    editor.picture_edit.setText("logo.png")
    editor.picture_edit.textEdited.emit("logo.png")
    assert editor.layout_edited is not None and editor.save_button.isEnabled()
    editor.show_combo.setCurrentIndex(editor.show_combo.findData("clock"))
    assert editor.layout_edited is not None  # the picture's name went with the image
    assert all("image" not in region for region in editor._data["regions"])


def test_export_and_import_on_a_fresh_data_folder_draw_the_same(
    editor: LayoutEditorDialog,
    prompts: FakePrompts,
    tmp_path: Path,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    picture_layout()
    put_picture("gone.png", picture_bytes(120, 60, color="#ffffff"))
    editor._list_layouts("pictures")
    start_from(editor, "pictures")
    exported = editor.layout_edited
    assert exported is not None and len(exported.pictures()) == 3
    before = drawn(exported, qtbot)
    shared = tmp_path / "to-share.json"
    prompts.answer("save_file", shared)
    assert editor.export_layout()
    assert "with its 3 pictures" in editor.note_label.text()

    monkeypatch.setenv("FLOORTOOL_HOME", str(tmp_path / "another-venue"))
    assert not pictures_dir().exists()
    prompts.answer("open_file", shared)
    assert editor.import_layout()
    assert "with logo.png, sponsor.jpg, gone.png" in editor.note_label.text()
    assert editor.layout_edited == exported
    assert drawn(exported, qtbot) == before
    assert set(editor.display.pictures_drawn()) == {"logo", "sponsor", "gone"}


def test_a_missing_picture_shows_its_name(qtbot: QtBot) -> None:
    picture_layout()
    display = RoomDisplay()
    qtbot.addWidget(display)
    display.resize(1920, 1080)
    display.show_layout(load_layout("pictures"))
    assert set(display.pictures_drawn()) == {"logo", "sponsor"}
    texts = {item.name: item.text for item in display.drawn()}
    assert texts["gone.missing"] == "gone.png"
    assert "logo.missing" not in texts
    (pictures_dir() / "logo.png").unlink()
    display.show_layout(load_layout("pictures"))  # read again: now its name shows
    assert {item.name: item.text for item in display.drawn()}["logo.missing"] == "logo.png"
    assert not display.grab().isNull()
