"""Tests of Help > About: version, data locations, and the bundled parts' licences."""

from __future__ import annotations

import os

from tests.ui.fakes import MakeWindow

from pytestqt.qtbot import QtBot

from floortool import __version__
from floortool.app.about import BUNDLED_PARTS
from floortool.app.paths import data_dir, log_dir
from floortool.ui.about_dialog import AboutDialog, notice_html
from floortool.ui.app_icon import app_icon

SHOTS = os.environ.get("FLOORTOOL_SHOTS")  # a folder: save screenshots there to look at


def make_dialog(qtbot: QtBot, database: str = "sqlite:////tmp/floor/floortool.db") -> AboutDialog:
    dialog = AboutDialog(database)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_about_shows_version_database_and_folders(qtbot: QtBot) -> None:
    data_dir().mkdir(parents=True, exist_ok=True)

    dialog = make_dialog(qtbot, "postgresql+psycopg://director:***@10.0.0.5/floor")

    assert dialog.title_label.text() == f"floortool {__version__}"
    assert dialog.locations == {
        "Database": "postgresql+psycopg://director:***@10.0.0.5/floor",
        "Data folder": str(data_dir()),
        "Settings": dialog.locations["Settings"],
        "Logs": str(log_dir()),
    }
    assert "Database" not in dialog.open_buttons  # a URL, not a folder
    assert dialog.open_buttons["Data folder"].isEnabled()


def test_a_folder_not_made_yet_cannot_be_opened(qtbot: QtBot) -> None:
    assert not log_dir().exists()

    dialog = make_dialog(qtbot)

    assert not dialog.open_buttons["Logs"].isEnabled()


def test_every_bundled_part_is_listed_with_its_licence_and_notice(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)

    rows = [
        [dialog.parts_list.topLevelItem(i).text(c) for c in range(3)]
        for i in range(dialog.parts_list.topLevelItemCount())
    ]

    assert [row[0] for row in rows] == [part.name for part in BUNDLED_PARTS]
    qt = rows[[row[0] for row in rows].index("Qt and Qt for Python")]
    assert qt[2] == "LGPL-3.0" and qt[1][0] == "6"  # the installed PySide6 version
    assert "Python Software Foundation" in dialog.notice_view.toPlainText()  # the first part
    assert rows[[row[0] for row in rows].index("DejaVu fonts")][1] == "2.37"


def test_choosing_a_part_shows_its_notice_with_links(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)

    dialog.show_part("DejaVu fonts")
    fonts = dialog.notice_view.toPlainText()
    dialog.show_part("Qt and Qt for Python")

    assert "Bitstream" in fonts  # the fonts' own licence file
    assert "LGPL-3.0-only" in dialog.notice_view.toPlainText()
    assert 'href="https://www.gnu.org/licenses/lgpl-3.0.html"' in dialog.notice_view.toHtml()


def test_help_about_opens_the_dialog_once(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window()

    window.about_action.trigger()
    first = window.about_dialog
    window.about_action.trigger()

    assert first is not None and first is window.about_dialog and first.isVisible()
    if SHOTS:
        first.show_part("Qt and Qt for Python")
        qtbot.wait(50)
        first.grab().save(os.path.join(SHOTS, "about.png"))


def test_notice_html_escapes_text_and_links_addresses() -> None:
    shown = notice_html("<b>A & B</b> see https://example.org/licence.\n")

    assert "&lt;b&gt;A &amp; B&lt;/b&gt;" in shown
    assert '<a href="https://example.org/licence">https://example.org/licence</a>.' in shown


def test_the_icon_has_every_size(qtbot: QtBot) -> None:
    sizes = {(s.width(), s.height()) for s in app_icon().availableSizes()}

    assert {(16, 16), (32, 32), (256, 256), (512, 512)} <= sizes
