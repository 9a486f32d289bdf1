"""Lazy pages: the window shows its frame and the Clock page first; every other page
is built (its module imported) when it is first shown or asked for."""

from __future__ import annotations

from pathlib import Path

from tests.fresh_start import start
from tests.ui.fakes import MakeEventWindow

from floortool.cli.main import run
from floortool.ui.first_paint import FIRST_PAINT_ENV
from floortool.ui.pages import PAGE_CLASSES, Page


def test_only_the_clock_page_is_built_with_the_window(
    make_event_window: MakeEventWindow,
) -> None:
    view = make_event_window().event_view

    assert [page for page in Page if view.is_built(page)] == [Page.CLOCK]


def test_a_page_is_built_once_when_first_shown_and_shows_the_event(
    make_event_window: MakeEventWindow,
) -> None:
    window = make_event_window()
    view = window.event_view
    built: list[int] = []
    view.page_built.connect(built.append)

    window.page_actions[Page.STRUCTURE].trigger()

    assert built == [Page.STRUCTURE]
    assert view.stack.currentWidget() is view.structure_page
    structure = view.structure_page.structure
    assert structure is not None  # the page was given the event on show
    assert view.structure_page.summary_label.text().startswith(f"{structure.level_count} levels")
    view.show_page(Page.CLOCK)
    view.show_page(Page.STRUCTURE)
    assert built == [Page.STRUCTURE]


def test_a_page_built_late_is_wired_to_the_window(make_event_window: MakeEventWindow) -> None:
    window = make_event_window()

    window.event_view.structure_page.status_message.emit("Structure saved as a template")

    assert window.statusBar().currentMessage() == "Structure saved as a template"


def test_the_window_paints_before_the_pages_modules_load(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'demo.db'}"
    assert run(["--db", url, "demo", "--no-gui"]) == 0

    started = start("--db", url, "demo", env={FIRST_PAINT_ENV: "1"})

    assert started.shown.startswith("first-paint wall=")
    modules = {path.split(":")[0] for path in PAGE_CLASSES.values()}
    assert started.modules & modules == set()
    assert {"pypdfium2", "alembic", "reportlab.pdfgen"} & started.modules == set()
    # Registration's decisions (and the late seats they draw) wait for the desk.
    assert "floortool.app.commands.registration" not in started.modules
    # The dialogs and the room display (with the final standings it shows at the end)
    # come when first opened, the About box too.
    dialogs = {
        "floortool.app.views.final_standings",
        "floortool.ui.about_dialog",
        "floortool.ui.event_dialog",
        "floortool.ui.event_settings_dialog",
        "floortool.ui.room_display",
        "floortool.ui.rule_browser",
    }
    assert started.modules & dialogs == set()
