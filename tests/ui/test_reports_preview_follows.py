"""The Reports page's preview follows the document chosen (issue 15, item 9): once
a document is previewed, choosing another one never leaves the last one on show
under the new name; Preview then shows the chosen one."""

from __future__ import annotations

from tests.ui.fakes import MakeWindow
from tests.ui.test_reports_page import click, finish, open_reports

from pytestqt.qtbot import QtBot

from floortool.app.floor import Floor


def test_choosing_another_document_clears_the_last_preview(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    _window, page, _ = open_reports(make_window, floor)
    click(qtbot, page.preview_button)
    finish(qtbot, page)
    assert page.status_label.text() == "Seat cards: 2 pages."
    assert page.preview.page_count == 2

    page.choose_document("seating-chart")
    assert page.preview.page_count == 0 and page.rendered is None
    assert page.status_label.text() == "Preview to see the seating chart."

    click(qtbot, page.preview_button)
    finish(qtbot, page)
    assert page.rendered is not None and page.rendered.job.document.name == "seating-chart"
    assert page.status_label.text().startswith("Seating chart: ")


def test_a_document_that_needs_a_league_names_the_button_that_makes_one(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """Issue 15, item 7: the window names the button to press, not a command."""
    _window, page, _ = open_reports(make_window, floor)
    page.choose_document("standings")
    click(qtbot, page.preview_button)
    assert page.status_label.text() == (
        "There is no league yet: create one first. Press “New league…” on the League page."
    )
