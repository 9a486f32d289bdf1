"""Tests of the Reports page, clicked as a director would: the options follow the
document chosen; Preview renders off the window's thread and shows the pages;
Save as PDF writes the file and records the seat cards as printed (one
undoable action), so "only cards not printed yet" then finds none; Print
paints the pages on the printer the director chose; a long batch leaves the
window's event loop free; a document that cannot be made is explained and
nothing happens. The print buttons of the other pages (new seat cards, the
latest move slips, the results, a season's standings) bring up this page on
their document, with their options, previewed."""

from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader
from tests.support import entries_of
from tests.ui.desk import send
from tests.ui.fakes import FakePrompts, MakeWindow

from PySide6.QtCore import Qt, QTimer
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.league import AddSeason, CreateLeague, ImportLeagueResults
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seat_rules import DrawSeats
from floortool.app.commands.seating import MoveEntry
from floortool.app.demo import ensure_demo_event
from floortool.app.documents.catalogue import DOCUMENTS, PrintRequest
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary
from floortool.domain.kernel.journal import event_scope
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import settings_for
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page
from floortool.ui.reports_page import ReportsPage

NAMES = ("Zoë O'Brien", "<b>Bob</b> & Co", *(f"Player {n:02d}" for n in range(1, 12)))
WAIT_MS = 20_000


class FilePrinters:
    """A ``PrinterChooser`` whose printer writes a PDF file (None: cancelled)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.asked: list[str] = []

    def choose(self, parent: QWidget, *, title: str) -> QPrinter | None:
        self.asked.append(title)
        if self.path is None:
            return None
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(self.path))
        printer.setResolution(100)
        return printer


def open_reports(
    make_window: MakeWindow, floor: Floor, names: tuple[str, ...] = NAMES
) -> tuple[MainWindow, ReportsPage, int]:
    event_id = ensure_demo_event(floor)
    if names:
        floor.execute(RegisterEntry(event_id, newcomers(names)))
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.REPORTS)
    return window, window.event_view.reports_page, event_id


def click(qtbot: QtBot, button: QWidget) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def finish(qtbot: QtBot, page: ReportsPage) -> None:
    qtbot.waitUntil(lambda: not page.busy, timeout=WAIT_MS)


def test_options_follow_the_document(make_window: MakeWindow, floor: Floor) -> None:
    window, page, _ = open_reports(make_window, floor, ())
    assert window.event_view.stack.currentWidget() is page
    assert page.document.name == "seat-cards"
    assert page.cards_combo.isVisibleTo(page) and page.layout_combo.isVisibleTo(page)
    assert not page.every_move_check.isVisibleTo(page)
    page.choose_document("seating-chart")
    assert not page.cards_combo.isVisibleTo(page) and not page.table_row.isVisibleTo(page)
    assert "alphabetically" in page.about_label.text()
    page.choose_document("move-slips")
    assert page.every_move_check.isVisibleTo(page) and page.layout_combo.isVisibleTo(page)
    page.every_move_check.setChecked(True)
    assert page.request().every_move and page.request().table is None


def test_nothing_to_print_is_explained(qtbot: QtBot, make_window: MakeWindow, floor: Floor) -> None:
    window, page, _ = open_reports(make_window, floor, ())
    click(qtbot, page.preview_button)
    assert not page.busy
    assert page.status_label.text() == "Nobody is seated yet: register players first."
    assert page.preview.page_count == 0
    assert window.isVisible()


def test_preview_save_and_new_only(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, prompts: FakePrompts, tmp_path: Path
) -> None:
    window, page, event_id = open_reports(make_window, floor)
    click(qtbot, page.preview_button)
    assert page.busy and not page.save_button.isEnabled()
    finish(qtbot, page)
    assert page.preview.page_count == 2 and page.preview.page_label.text() == "Page 1 of 2"
    assert page.status_label.text() == "Seat cards: 2 pages."
    assert not page.preview.image_label.pixmap().isNull()
    click(qtbot, page.preview.next_button)
    assert page.preview.page_index == 1 and not page.preview.next_button.isEnabled()
    window.grab().save(str(tmp_path / "reports.png"))

    target = tmp_path / "cards.pdf"
    prompts.answer("save_file", target)
    click(qtbot, page.save_button)  # the preview is current: saved without rendering again
    assert prompts.asked[-1] == ("save_file", "Save as PDF")
    assert page.status_label.text() == f"Saved 2 pages to {target}."
    text = "".join(p.extract_text() for p in PdfReader(io.BytesIO(target.read_bytes())).pages)
    assert all(name in text for name in NAMES)
    assert floor.undo_label(event_scope(event_id)) == "Print 13 seat cards"

    page.cards_combo.setCurrentIndex(1)  # only cards not printed yet
    click(qtbot, page.preview_button)
    assert page.status_label.text() == "Every seat card is printed already."
    send(window, RegisterEntry(event_id, newcomers(("Late Larry",))))
    assert "changed since this preview" in page.status_label.text()
    click(qtbot, page.preview_button)
    finish(qtbot, page)
    assert page.preview.page_count == 1
    prompts.answer("save_file", None)  # cancelled: nothing recorded
    click(qtbot, page.save_button)
    assert str(floor.undo_label(event_scope(event_id))).startswith("Register Late Larry")


def test_print_on_the_chosen_printer(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path
) -> None:
    window, page, event_id = open_reports(make_window, floor)
    page.printers = FilePrinters(None)
    page.choose_document("tables")
    click(qtbot, page.print_button)
    assert page.printers.asked == ["Print table sheets"] and not page.busy

    out = tmp_path / "printed.pdf"
    page.printers = FilePrinters(out)
    click(qtbot, page.print_button)
    finish(qtbot, page)
    assert page.status_label.text() == "Sent 3 pages to the printer."
    assert len(PdfReader(out).pages) == 3

    page.choose_document("seat-cards")
    page.layout_combo.setCurrentIndex(2)  # thermal tickets: one card per page
    click(qtbot, page.print_button)
    finish(qtbot, page)
    assert len(PdfReader(out).pages) == len(NAMES)
    assert floor.undo_label(event_scope(event_id)) == f"Print {len(NAMES)} seat cards"
    assert window.isVisible()


def test_a_long_batch_leaves_the_window_free(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    made = settings_for(name="Big Sunday", tables=0, seats=10)
    event_id = floor.execute(CreateEvent(made)).group
    floor.execute(
        RegisterEntry(event_id, newcomers(tuple(f"Entrant {n:04d}" for n in range(1500))))
    )
    floor.execute(DrawSeats(event_id))  # no table count: everyone waited for the draw
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.REPORTS)
    page = window.event_view.reports_page
    ticks: list[bool] = []  # whether the cards were being drawn at each tick
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(page.busy))
    timer.start(2)  # the cards are drawn in well under a second now: look often
    seen: list[int] = []
    page.progress_bar.valueChanged.connect(seen.append)
    click(qtbot, page.preview_button)
    assert page.progress_bar.isVisible()
    finish(qtbot, page)
    timer.stop()
    assert page.preview.page_count == 150
    # The event loop kept running while the cards were drawn (how often depends on how
    # busy the machine is: the drawing thread shares the interpreter with the loop).
    assert sum(ticks) >= 2
    assert seen and max(seen) == 150  # progress went up to the last page
    assert not page.progress_bar.isVisible()


def reports_shown(qtbot: QtBot, window: MainWindow) -> ReportsPage:
    """The Reports page, on show, once its preview is made."""
    page = window.event_view.reports_page
    assert window.event_view.current_page() is Page.REPORTS
    finish(qtbot, page)
    return page


def test_options_of_the_league_and_the_log(make_window: MakeWindow, floor: Floor) -> None:
    window, page, _ = open_reports(make_window, floor, ())
    page.choose_document("standings")
    assert page.season_combo.isVisibleTo(page) and not page.search_edit.isVisibleTo(page)
    assert page.season_combo.count() == 1  # no league yet: the event's season, else the latest
    send(window, CreateLeague("Tuesday League"))
    send(window, AddSeason(None, "2025"))
    send(window, AddSeason(None, "2026"))
    texts = [page.season_combo.itemText(i) for i in range(page.season_combo.count())]
    assert texts[1:] == ["Tuesday League \u00b7 2026", "Tuesday League \u00b7 2025"]
    page.season_combo.setCurrentIndex(2)
    assert (page.request().league, page.request().season) == ("#1", "#1")
    page.choose_document("rulings")
    assert page.search_edit.isVisibleTo(page) and not page.season_combo.isVisibleTo(page)
    page.search_edit.setText("  table 4 ")
    assert page.request() == PrintRequest("rulings", search="table 4")


def test_show_document_sets_every_option(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, page, _ = open_reports(make_window, floor)
    send(window, CreateLeague("Tuesday League"))
    send(window, AddSeason(None, "2026"))
    asked = [
        PrintRequest("seat-cards", table=2, layout="ticket-80mm", new_only=True),
        PrintRequest("seat-cards", reprint=True),
        PrintRequest("move-slips", every_move=True),
        PrintRequest("tables", table=3),
        PrintRequest("standings", league="#1", season="#1"),
        PrintRequest("standings"),
        PrintRequest("rulings", search="dana"),
        *(PrintRequest(name) for name in DOCUMENTS),
    ]
    for request in asked:
        page.show_document(request)
        assert page.request() == request
        finish(qtbot, page)


def test_print_buttons_bring_up_their_document(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path
) -> None:
    window, page, event_id = open_reports(make_window, floor)
    view = window.event_view

    view.show_page(Page.PLAYERS)
    click(qtbot, view.players_page.cards_button)
    reports_shown(qtbot, window)
    assert page.document.name == "seat-cards" and page.request().new_only
    assert page.status_label.text() == "Seat cards: 2 pages."
    window.grab().save(str(tmp_path / "new-cards.png"))

    view.show_page(Page.TABLES)
    panel = view.tables_page.moves_panel
    assert not panel.slips_button.isEnabled()  # nobody has moved
    tables = seating_of(floor.state, event_id).tables
    table = min(tables, key=lambda number: len(tables[number].occupied))
    seat = next(s for s in range(1, 10) if s not in tables[table].occupied)
    rows = field_summary(floor.state, event_id).entries
    mover = next(row for row in rows if row.table not in (None, table))
    send(window, MoveEntry(event_id, mover.id, table, seat))
    assert panel.slips_button.isEnabled()
    click(qtbot, panel.slips_button)
    reports_shown(qtbot, window)
    assert page.document.name == "move-slips" and not page.request().every_move
    assert page.preview.page_count == 1

    view.show_page(Page.RESULTS)
    results = view.results_page
    assert not results.print_button.isEnabled()  # nobody is out yet
    send(window, BustPlayers(event_id, entries_of(floor, event_id, "Player 01")))
    click(qtbot, results.print_button)
    reports_shown(qtbot, window)
    assert page.document.name == "results" and page.status_label.text() == "Results: 1 page."

    view.show_page(Page.LEAGUE)
    league = view.league_page
    assert not league.print_button.isEnabled()  # no season yet
    send(window, CreateLeague("Tuesday League"))
    send(window, AddSeason(None, "2025"))
    past = "season,event,date,player,place\n2025,W1,2025-01-07,Ann,1\n2025,W1,2025-01-07,Bo,2\n"
    send(window, ImportLeagueResults(None, past, source="past.csv"))
    send(window, AddSeason(None, "2026"))
    league.show_season(1)
    click(qtbot, league.print_button)
    reports_shown(qtbot, window)
    assert page.document.name == "standings"
    assert (page.request().league, page.request().season) == ("#1", "#1")
    assert page.status_label.text() == "League standings: 1 page."
    window.grab().save(str(tmp_path / "standings.png"))
