"""The room layout editor (issue 29, item 3): "An editor in the window: pick a preset,
move and resize regions, choose what they show, fonts and colours; a live preview at
the TV's size; save as a layout file to share with another venue; import one."

Done when "a layout file round-trips (save, load, draw the same)" and "a hostile
layout file (huge, deep, unknown tokens, script in text) is refused or shown as text,
never run". Each edit is read by the strict reader, so what it refuses is shown with
the reader's own reason and cannot be saved.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.ui.fakes import FakePrompts, MakeEventWindow

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDoubleSpinBox
from pytestqt.qtbot import QtBot

from floortool.app.layout_sharing import import_layout_file
from floortool.app.layouts import (
    layout_names,
    layouts_listing,
    load_layout,
    user_layouts_dir,
)
from floortool.domain.display.layouts import Box
from floortool.ui.layout_editor import ASPECTS, LayoutEditorDialog


def _type(qtbot: QtBot, spin: QDoubleSpinBox, text: str) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)
    qtbot.keyClick(spin, Qt.Key.Key_Return)


def _own_files() -> list[Path]:
    folder = user_layouts_dir()
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def test_the_window_opens_the_editor_on_the_event_with_a_preview(
    make_event_window: MakeEventWindow, qtbot: QtBot
) -> None:
    window = make_event_window()
    window.layout_editor_action.trigger()
    dialog = window.findChild(LayoutEditorDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.layout_edited == load_layout("classic")  # the room display's layout
    assert dialog.preview.pixmap() is not None and not dialog.preview.pixmap().isNull()
    for row, (width, height) in enumerate(ASPECTS.values()):
        dialog.aspect_combo.setCurrentIndex(row)
        assert (dialog.display.width(), dialog.display.height()) == (width, height)
    dialog.close()


def test_saving_the_layout_the_room_display_shows_redraws_it(
    make_event_window: MakeEventWindow, prompts: FakePrompts, qtbot: QtBot
) -> None:
    window = make_event_window()
    display = window.open_room_display()
    display.layout_requested.emit("big-clock")
    window.layout_editor_action.trigger()
    dialog = window.findChild(LayoutEditorDialog)
    preset = load_layout("big-clock")
    assert dialog is not None and dialog.layout_edited == preset
    _type(qtbot, dialog.size_spin, "90")
    dialog.file_edit.setText("big-clock")
    prompts.answer("confirm", True)  # take the preset's place
    assert dialog.save() == "big-clock"
    assert display.layout_shown == dialog.layout_edited != preset
    dialog.close()
    display.close()


def test_a_region_changed_by_keys_saves_and_loads_back_the_same(
    editor: LayoutEditorDialog, qtbot: QtBot
) -> None:
    """Save, load, draw the same: the file saved in the director's folder reads back,
    through the app's loader, as the layout the editor holds."""
    editor.region_list.setCurrentRow(0)
    left, top, width, _height = editor.box_spins
    _type(qtbot, left, "5")
    _type(qtbot, top, "4")
    width.setFocus()
    before = width.value()
    qtbot.keyClick(width, Qt.Key.Key_Down)  # one step: 1 % of the screen
    assert width.value() == pytest.approx(before - 1)
    editor.size_spin.setFocus()
    editor.size_spin.selectAll()
    qtbot.keyClicks(editor.size_spin, "80")
    qtbot.keyClick(editor.size_spin, Qt.Key.Key_Return)
    edited = editor.layout_edited
    assert edited is not None
    box = edited.regions[0].box
    assert (box.x, box.y, box.w) == pytest.approx((0.05, 0.04, round(before / 100 - 0.01, 4)))
    assert edited.regions[0].size == pytest.approx(0.8)

    editor.file_edit.setText("Friday TV")
    assert editor.save() == "friday-tv"
    assert _own_files() == [user_layouts_dir() / "friday-tv.json"]
    assert load_layout("friday-tv") == edited
    assert "friday-tv" in [entry.name for entry in layouts_listing() if entry.own]


def test_every_field_reads_through_the_strict_reader(
    editor: LayoutEditorDialog, qtbot: QtBot
) -> None:
    """'a colour that is not #rrggbb ... is refused with the reason': the reason shows,
    nothing can be saved or exported, and the preview keeps the last layout that read."""
    editor.region_list.setCurrentRow(0)
    good = editor.layout_edited
    editor.color_field.edit.setFocus()
    editor.color_field.edit.selectAll()
    qtbot.keyClicks(editor.color_field.edit, "red")
    assert editor.layout_edited is None
    assert editor.error_label.isVisible()
    assert "#rrggbb" in editor.error_label.text()
    assert not editor.save_button.isEnabled() and not editor.export_button.isEnabled()
    assert editor.display.layout_shown == good
    editor.color_field.edit.selectAll()
    qtbot.keyClicks(editor.color_field.edit, "#3fc1a5")
    assert editor.layout_edited is not None
    assert editor.layout_edited.regions[0].color == "#3fc1a5"
    assert not editor.error_label.isVisible() and editor.save_button.isEnabled()

    # a box off the screen: left + width at most 1
    left, _top, width, _height = editor.box_spins
    _type(qtbot, left, "90")
    _type(qtbot, width, "50")
    assert editor.layout_edited is None
    assert "runs off the screen" in editor.error_label.text()


def test_regions_are_added_removed_and_shown_what_is_picked(
    editor: LayoutEditorDialog, qtbot: QtBot
) -> None:
    count = editor.region_list.count()
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    assert editor.region_list.count() == count + 1
    assert editor.region_list.currentRow() == count
    editor.show_combo.setCurrentIndex(editor.show_combo.findData("message"))
    assert editor.layout_edited is None  # "shows a message but has no text"
    assert "has no text" in editor.error_label.text()
    qtbot.keyClicks(editor.text_edit, "<b>Cash games</b> at the desk")
    layout = editor.layout_edited
    assert layout is not None
    added = layout.regions[-1]
    assert (added.show, added.text, added.box) == (
        "message",
        "<b>Cash games</b> at the desk",  # kept as typed: drawn as text
        Box(0.35, 0.35, 0.3, 0.3),
    )
    qtbot.mouseClick(editor.remove_button, Qt.MouseButton.LeftButton)
    assert editor.region_list.count() == count
    assert editor.layout_edited == load_layout("clock-payouts")


def test_saving_under_a_presets_name_asks_first(
    editor: LayoutEditorDialog, prompts: FakePrompts
) -> None:
    editor.file_edit.setText("classic")
    prompts.answer("confirm", False)
    assert editor.save() is None
    assert "preset" in prompts.confirmed[-1]
    assert _own_files() == []
    prompts.answer("confirm", True)
    assert editor.save() == "classic"
    assert load_layout("classic") == load_layout("clock-payouts") == editor.layout_edited
    # saving again over the director's own file asks too
    prompts.answer("confirm", False)
    assert editor.save() is None
    assert "Replace" in prompts.confirmed[-1]


def test_a_name_without_letters_is_refused(editor: LayoutEditorDialog) -> None:
    editor.file_edit.setText("!!!")
    assert editor.save() is None
    assert editor.error_label.isVisible() and "name" in editor.error_label.text()
    assert _own_files() == []


def test_export_then_import_gives_the_same_layout(
    editor: LayoutEditorDialog, prompts: FakePrompts, tmp_path: Path
) -> None:
    shared = tmp_path / "to-share.json"
    prompts.answer("save_file", shared)
    assert editor.export_layout()
    assert import_layout_file(shared) == (editor.layout_edited, ())
    editor.start_combo.setCurrentIndex(editor.start_combo.findData("big-clock"))
    editor.start_combo.activated.emit(editor.start_combo.currentIndex())
    assert editor.layout_edited == load_layout("big-clock")
    prompts.answer("open_file", shared)
    assert editor.import_layout()
    assert editor.layout_edited == load_layout("clock-payouts")
    assert editor.file_edit.text() == "to-share"
    assert _own_files() == []  # imported, not yet saved


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (
            {"show": "javascript", "text": "<script>alert(1)</script>"},
            "it must be one of",
        ),
        ({"onload": "alert(1)"}, "which a layout does not know"),
    ],
)
def test_a_hostile_file_is_refused_with_its_reason_and_nothing_saved(
    editor: LayoutEditorDialog,
    prompts: FakePrompts,
    tmp_path: Path,
    content: dict[str, str],
    reason: str,
) -> None:
    region = {"id": "x", "show": "message", "box": [0, 0, 1, 1], **content}
    hostile = tmp_path / "hostile.json"
    hostile.write_text(json.dumps({"version": 1, "name": "Evil", "regions": [region]}))
    before = editor.layout_edited
    prompts.answer("open_file", hostile)
    assert not editor.import_layout()
    assert editor.error_label.isVisible()
    assert editor.error_label.text().startswith("hostile.json: The layout: ")
    assert reason in editor.error_label.text()
    assert editor.layout_edited == before
    assert _own_files() == []


def test_a_huge_or_deep_file_is_refused(
    editor: LayoutEditorDialog, prompts: FakePrompts, tmp_path: Path
) -> None:
    huge = tmp_path / "huge.json"
    huge.write_text(json.dumps({"version": 1, "name": "x" * 100_000}))
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 5_000 + "]" * 5_000)
    for path in (huge, deep):
        prompts.answer("open_file", path)
        assert not editor.import_layout()
        assert editor.error_label.text().startswith(f"{path.name}: ")
    assert editor.layout_edited == load_layout("clock-payouts")


def test_on_a_tv_on_its_side_the_place_is_the_portrait_box(
    editor: LayoutEditorDialog, qtbot: QtBot
) -> None:
    """'optionally a portrait_box used when the screen is taller than wide': with the
    preview on its side, the place fields edit the box drawn there, and the other stays."""
    layout = editor.layout_edited
    assert layout is not None
    row, region = next(
        (n, region) for n, region in enumerate(layout.regions) if region.portrait_box is not None
    )
    editor.aspect_combo.setCurrentIndex(list(ASPECTS).index("TV on its side (1080 x 1920)"))
    editor.region_list.setCurrentRow(row)
    assert editor.place_label.text() == "Place on its side"
    assert region.portrait_box is not None
    assert editor.box_spins[1].value() == pytest.approx(region.portrait_box.y * 100)
    _type(qtbot, editor.box_spins[0], "1")
    edited = editor.layout_edited
    assert edited is not None
    portrait = edited.regions[row].portrait_box
    assert portrait is not None and portrait.x == pytest.approx(0.01)
    assert edited.regions[row].box == region.box


@pytest.mark.parametrize("preset", sorted(layout_names()))
def test_touching_a_region_changes_only_what_was_touched(
    editor: LayoutEditorDialog, qtbot: QtBot, preset: str
) -> None:
    """A field the director leaves alone keeps the file's value (or its default): a
    step up and back down on every region, on every screen, gives the preset back."""
    editor.start_combo.setCurrentIndex(editor.start_combo.findData(preset))
    editor.start_combo.activated.emit(editor.start_combo.currentIndex())
    original = load_layout(preset)
    for aspect in range(len(ASPECTS)):
        editor.aspect_combo.setCurrentIndex(aspect)
        for row in range(len(original.regions)):
            editor.region_list.setCurrentRow(row)
            spin = editor.box_spins[0]
            spin.setFocus()
            up = Qt.Key.Key_Up if spin.value() < 50 else Qt.Key.Key_Down
            qtbot.keyClick(spin, up)
            qtbot.keyClick(spin, Qt.Key.Key_Down if up == Qt.Key.Key_Up else Qt.Key.Key_Up)
    assert editor.layout_edited == original
